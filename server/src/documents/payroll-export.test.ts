import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WAGE_TYPES,
  hoursOf,
  payrollExportFile,
  payrollLines,
  writeDatevLodas,
  writeSage,
  type PayrollEmployeeMonth,
} from './payroll-export.js';

const base: PayrollEmployeeMonth = {
  employeeId: 1,
  wageType: 'WAG',
  wageCents: 1350,
  employed: true,
  minutesWork: 0,
  minutesTravel: 0,
  minutesPassenger: 0,
  cateringEuros: 0,
  miscEuros: 0,
  breakfasts: 0,
  costCenter: '',
};
const emp = (o: Partial<PayrollEmployeeMonth>): PayrollEmployeeMonth => ({ ...base, ...o });
const opts = { yearMonth: '2024-03', wageTypes: DEFAULT_WAGE_TYPES, consultantNumber: '1234567', clientNumber: '12345' };

describe('payroll lines', () => {
  it('hourly: work, travel and passenger at the hourly wage, rounded per row; per diems as amounts', () => {
    const lines = payrollLines([emp({ minutesWork: 20, minutesTravel: 60, minutesPassenger: 45, cateringEuros: 24, miscEuros: 8, breakfasts: 2, costCenter: '4711' })], DEFAULT_WAGE_TYPES);
    expect(lines.map((l) => [l.component, l.wageType, l.minutes, l.amountCents])).toEqual([
      ['hourlyWork', '1000', 20, 450], // 20 min × 13.50 = 4.50
      ['travel', '1010', 60, 1350],
      ['passenger', '1020', 45, 1013], // 10.125 → 10.13 (half up)
      ['cateringTaxFree', '3000', null, 2400],
      ['miscPerDiem', '3010', null, 800],
      ['breakfastDeduction', '3020', null, 960],
    ]);
    expect(lines.every((l) => l.costCenter === '4711')).toBe(true);
  });

  it('salaried: the salary only with an employment in the month; travel and passenger as hours without amount; no work row', () => {
    const sal = emp({ wageType: 'SAL', wageCents: 320000, minutesWork: 600, minutesTravel: 30, minutesPassenger: 15 });
    expect(payrollLines([sal], DEFAULT_WAGE_TYPES).map((l) => [l.component, l.minutes, l.amountCents])).toEqual([
      ['salary', null, 320000],
      ['travel', 30, null],
      ['passenger', 15, null],
    ]);
    expect(payrollLines([{ ...sal, employed: false, minutesTravel: 0, minutesPassenger: 0 }], DEFAULT_WAGE_TYPES)).toEqual([]);
  });

  it('nothing to pay, nothing exported; without a wage hours only; sorted by personnel number', () => {
    expect(payrollLines([emp({})], DEFAULT_WAGE_TYPES)).toEqual([]);
    const lines = payrollLines([emp({ employeeId: 9, minutesWork: 60 }), emp({ employeeId: 2, wageType: null, wageCents: null, minutesWork: 90 })], DEFAULT_WAGE_TYPES);
    expect(lines.map((l) => [l.employeeId, l.minutes, l.amountCents])).toEqual([
      [2, 90, null],
      [9, 60, 1350],
    ]);
  });

  it('hours with two decimals and a decimal comma', () => {
    expect([hoursOf(90), hoursOf(20), hoursOf(1), hoursOf(0), hoursOf(6000)]).toEqual(['1,50', '0,33', '0,02', '0,00', '100,00']);
  });
});

describe('SAGE file', () => {
  it('header, one row per employee and wage type, semicolons, CRLF, ISO-8859-1, quoted text only when needed', () => {
    const lines = payrollLines([emp({ minutesWork: 90, costCenter: 'Köln;Süd' }), emp({ employeeId: 2, cateringEuros: 8 })], DEFAULT_WAGE_TYPES);
    const bytes = writeSage(lines, opts);
    const text = iconv.decode(bytes, 'latin1');
    expect(text).toBe(
      'Personalnummer;Lohnart;Stunden;Betrag;Kostenstelle;Abrechnungszeitraum\r\n' +
        '1;1000;1,50;20,25;"Köln;Süd";03.2024\r\n' +
        '2;3000;;8,00;;03.2024\r\n',
    );
    // ö is one byte (0xF6) in ISO-8859-1, not two as in UTF-8.
    expect(bytes.includes(Buffer.from([0xf6]))).toBe(true);
    expect(bytes.includes(Buffer.from('ö', 'utf8'))).toBe(false);
  });
});

describe('DATEV LODAS file', () => {
  it('[Allgemein] with consultant and client number, the record description, movement data with bs_nr 1 hours / 4 amount', () => {
    const lines = payrollLines([emp({ employeeId: 1001, minutesWork: 480, costCenter: '4711' }), emp({ employeeId: 1002, wageType: 'SAL', wageCents: 250000, breakfasts: 1 })], DEFAULT_WAGE_TYPES);
    expect(iconv.decode(writeDatevLodas(lines, opts), 'latin1')).toBe(
      [
        '[Allgemein]',
        'Ziel=LODAS',
        'Version_SST=1.0',
        'BeraterNr=1234567',
        'MandantenNr=12345',
        'Datumsformat=TT.MM.JJJJ',
        'Feldtrennzeichen=;',
        'Zahlenkomma=,',
        '[Satzbeschreibung]',
        '10;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;kostenstelle#bwd;',
        '[Bewegungsdaten]',
        '10;01.03.2024;1001;1000;1;8,00;4711;',
        '10;01.03.2024;1002;2000;4;2500,00;;',
        '10;01.03.2024;1002;3020;4;4,80;;',
        '',
      ].join('\r\n'),
    );
  });

  it('separators in a cost centre cannot break a record', () => {
    const text = iconv.decode(writeDatevLodas(payrollLines([emp({ minutesWork: 60, costCenter: 'A;B\r\nC' })], DEFAULT_WAGE_TYPES), opts), 'latin1');
    expect(text.split('\r\n').at(-2)).toBe('10;01.03.2024;1;1000;1;1,00;A B  C;');
  });
});

describe('file per profile', () => {
  it('names and content types; the same figures always give the same bytes', () => {
    const month = [emp({ minutesWork: 61 })];
    const sage = payrollExportFile('SAGE', month, opts);
    expect([sage.fileName, sage.contentType]).toEqual(['SAGE_2024-03.csv', 'text/csv; charset=ISO-8859-1']);
    const datev = payrollExportFile('DATEV_LODAS', month, opts);
    expect([datev.fileName, datev.contentType]).toEqual(['DATEV_LODAS_2024-03.txt', 'text/plain; charset=ISO-8859-1']);
    expect(payrollExportFile('SAGE', month, opts).content.equals(sage.content)).toBe(true);
  });
});
