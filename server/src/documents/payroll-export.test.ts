import { readFileSync } from 'node:fs';
import {
  awayMinutesByDay,
  cateringSplit,
  dayTotals,
  DEFAULT_PROCESSING_KEYS,
  DEFAULT_WAGE_TYPES,
  NO_BAND_MINUTES,
  surchargeMinutes,
  type WorklogKind,
} from '@inv/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  correctionLines,
  hoursOf,
  payrollExportFile,
  payrollLines,
  writeDatevLodas,
  writeSage,
  type PayrollEmployeeMonth,
  type PayrollExportOptions,
  type PayrollLine,
} from './payroll-export.js';

const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url));

const base: PayrollEmployeeMonth = {
  employeeId: 1,
  employeeName: 'Muster, Max',
  wageType: 'WAG',
  wageCents: 1350,
  employedDays: 31,
  monthDays: 31,
  minutesWork: 0,
  minutesTravel: 0,
  minutesPassenger: 0,
  bands: { ...NO_BAND_MINUTES },
  perDiemDays: 0,
  cateringTaxFreeCents: 0,
  cateringTaxableCents: 0,
  miscCents: 0,
  breakfasts: 0,
  costCenter: '',
};
const emp = (o: Partial<PayrollEmployeeMonth>): PayrollEmployeeMonth => ({ ...base, ...o });
const opts: PayrollExportOptions = {
  yearMonth: '2024-03',
  wageTypes: DEFAULT_WAGE_TYPES,
  processingKeys: DEFAULT_PROCESSING_KEYS,
  exportSalary: true,
  breakfastDeductionCents: 480,
  consultantNumber: '1234567',
  clientNumber: '12345',
};
const cols = (lines: PayrollLine[]) => lines.map((l) => [l.component, l.wageType, l.processingKey, l.hours, l.days, l.amountCents]);

describe('payroll lines', () => {
  it('hourly: work, bands, travel and passenger in hundredths, amounts at the hourly wage rounded per row; per diems', () => {
    const lines = payrollLines(
      [
        emp({
          minutesWork: 20,
          bands: { night25: 90, night40: 0, sunday50: 30, holiday125: 0, holiday150: 1 },
          minutesTravel: 60,
          minutesPassenger: 45,
          perDiemDays: 2,
          cateringTaxFreeCents: 1400,
          cateringTaxableCents: 1000,
          miscCents: 800,
          breakfasts: 2,
          costCenter: '4711',
        }),
      ],
      opts,
    );
    expect(cols(lines)).toEqual([
      ['hourlyWork', '1000', '1', 33, null, 450], // 20 min = 0,33 h; × 13.50 = 4.50
      ['night25', '1100', '1', 150, null, null],
      ['sunday50', '1120', '1', 50, null, null],
      ['holiday150', '1140', '1', 2, null, null], // 1 min = 0,0166 h → 0,02
      ['travel', '1010', '1', 100, null, 1350],
      ['passenger', '1020', '1', 75, null, 1013], // 10.125 → 10.13 (half up)
      ['perDiemDays', '3030', '10', null, 2, null],
      ['cateringTaxFree', '3000', '3', null, null, 1400],
      ['cateringTaxable', '3005', '2', null, null, 1000],
      ['miscPerDiem', '3010', '2', null, null, 800],
      ['breakfastDeduction', '3020', '3', null, null, 960], // 2 × 4.80
    ]);
    expect(lines.every((l) => l.costCenter === '4711' && l.employeeName === 'Muster, Max')).toBe(true);
  });

  it('salaried: the salary only when exported, pro rata for the days employed; no work or band rows; travel as hours', () => {
    const sal = emp({ wageType: 'SAL', wageCents: 310000, employedDays: 17, minutesWork: 600, bands: { ...NO_BAND_MINUTES, sunday50: 120 }, minutesTravel: 30 });
    // 3100.00 × 17 / 31 = 1700.00
    expect(cols(payrollLines([sal], opts))).toEqual([
      ['salary', '2000', '2', null, null, 170000],
      ['travel', '1010', '1', 50, null, null],
    ]);
    expect(cols(payrollLines([sal], { ...opts, exportSalary: false }))).toEqual([['travel', '1010', '1', 50, null, null]]);
    // 2500.00 × 10 / 30 = 833.333… → 833.33; not employed in the month: nothing.
    expect(payrollLines([emp({ wageType: 'SAL', wageCents: 250000, employedDays: 10, monthDays: 30 })], opts)[0].amountCents).toBe(83333);
    expect(payrollLines([emp({ wageType: 'SAL', wageCents: 250000, employedDays: 0 })], opts)).toEqual([]);
  });

  it('nothing to pay, nothing exported; without a wage hours only, bands too; sorted by personnel number', () => {
    expect(payrollLines([emp({})], opts)).toEqual([]);
    const lines = payrollLines([emp({ employeeId: 9, minutesWork: 60 }), emp({ employeeId: 2, wageType: null, wageCents: null, minutesWork: 90, bands: { ...NO_BAND_MINUTES, night40: 60 } })], opts);
    expect(lines.map((l) => [l.employeeId, l.component, l.hours, l.amountCents])).toEqual([
      [2, 'hourlyWork', 150, null],
      [2, 'night40', 100, null],
      [9, 'hourlyWork', 100, 1350],
    ]);
  });

  it("the office's wage types, processing keys and breakfast deduction", () => {
    const lines = payrollLines([emp({ breakfasts: 3 })], {
      ...opts,
      wageTypes: { ...DEFAULT_WAGE_TYPES, breakfastDeduction: '77' },
      processingKeys: { ...DEFAULT_PROCESSING_KEYS, breakfastDeduction: '4' },
      breakfastDeductionCents: 560,
    });
    expect(cols(lines)).toEqual([['breakfastDeduction', '77', '4', null, null, 1680]]);
    expect(payrollLines([emp({ breakfasts: 3 })], { ...opts, breakfastDeductionCents: 0 })).toEqual([]);
  });

  it('hours with two decimals and a decimal comma', () => {
    expect([hoursOf(90), hoursOf(20), hoursOf(1), hoursOf(0), hoursOf(6000)]).toEqual(['1,50', '0,33', '0,02', '0,00', '100,00']);
  });
});

describe('SAGE file', () => {
  it('header with Tage, one row per employee and wage type, semicolons, CRLF, ISO-8859-1, quoted text only when needed', () => {
    const lines = payrollLines([emp({ minutesWork: 90, costCenter: 'Köln;Süd' }), emp({ employeeId: 2, perDiemDays: 1, cateringTaxFreeCents: 800 })], opts);
    const bytes = writeSage(lines, opts);
    expect(iconv.decode(bytes, 'latin1')).toBe(
      'Personalnummer;Lohnart;Stunden;Tage;Betrag;Kostenstelle;Abrechnungszeitraum\r\n' +
        '1;1000;1,50;;20,25;"Köln;Süd";03.2024\r\n' +
        '2;3030;;1;;;03.2024\r\n' +
        '2;3000;;;8,00;;03.2024\r\n',
    );
    // ö is one byte (0xF6) in ISO-8859-1, not two as in UTF-8.
    expect(bytes.includes(Buffer.from([0xf6]))).toBe(true);
    expect(bytes.includes(Buffer.from('ö', 'utf8'))).toBe(false);
  });
});

describe('DATEV LODAS file', () => {
  it('[Allgemein] with consultant and client number, the record description, each row with its processing key and value', () => {
    const lines = payrollLines([emp({ employeeId: 1001, minutesWork: 480, costCenter: '4711' }), emp({ employeeId: 1002, wageType: 'SAL', wageCents: 250000, perDiemDays: 2, breakfasts: 1 })], opts);
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
        '10;01.03.2024;1002;2000;2;2500,00;;',
        '10;01.03.2024;1002;3030;10;2,00;;',
        '10;01.03.2024;1002;3020;3;4,80;;',
        '',
      ].join('\r\n'),
    );
  });

  it('separators in a cost centre cannot break a record', () => {
    const text = iconv.decode(writeDatevLodas(payrollLines([emp({ minutesWork: 60, costCenter: 'A;B\r\nC' })], opts), opts), 'latin1');
    expect(text.split('\r\n').at(-2)).toBe('10;01.03.2024;1;1000;1;1,00;A B  C;');
  });
});

describe('correction rows', () => {
  const line = (o: Partial<PayrollLine>): PayrollLine => ({
    employeeId: 1,
    employeeName: 'Muster, Max',
    component: 'hourlyWork',
    wageType: '1000',
    processingKey: '1',
    hours: null,
    days: null,
    amountCents: null,
    costCenter: '',
    ...o,
  });

  it('new less old per employee, wage type, processing key and cost centre; unchanged rows left out; gone rows negative', () => {
    const previous = [line({ hours: 1000, amountCents: 13500 }), line({ component: 'travel', wageType: '1010', hours: 100, amountCents: 1350 }), line({ component: 'miscPerDiem', wageType: '3010', processingKey: '2', amountCents: 800 })];
    const next = [line({ hours: 1050, amountCents: 14175 }), line({ component: 'travel', wageType: '1010', hours: 100, amountCents: 1350 }), line({ employeeId: 2, component: 'perDiemDays', wageType: '3030', processingKey: '10', days: 1 })];
    expect(correctionLines(previous, next).map((l) => [l.employeeId, l.component, l.hours, l.days, l.amountCents])).toEqual([
      [1, 'hourlyWork', 50, null, 675],
      [1, 'miscPerDiem', null, null, -800],
      [2, 'perDiemDays', null, 1, null],
    ]);
  });

  it('a changed cost centre is a new key: the old row reversed, the new row in full', () => {
    const previous = [line({ hours: 100, costCenter: 'A' })];
    const next = [line({ hours: 100, costCenter: 'B' })];
    expect(correctionLines(previous, next).map((l) => [l.costCenter, l.hours])).toEqual([
      ['A', -100],
      ['B', 100],
    ]);
    expect(correctionLines(next, next)).toEqual([]);
  });
});

describe('file per profile', () => {
  it('names and content types, corrections numbered; the same figures always give the same bytes', () => {
    const lines = payrollLines([emp({ minutesWork: 61 })], opts);
    const sage = payrollExportFile('SAGE', lines, opts);
    expect([sage.fileName, sage.contentType]).toEqual(['SAGE_2024-03.csv', 'text/csv; charset=ISO-8859-1']);
    const datev = payrollExportFile('DATEV_LODAS', lines, opts);
    expect([datev.fileName, datev.contentType]).toEqual(['DATEV_LODAS_2024-03.txt', 'text/plain; charset=ISO-8859-1']);
    expect(payrollExportFile('SAGE', lines, opts).content.equals(sage.content)).toBe(true);
    expect(payrollExportFile('SAGE', lines, { ...opts, correction: null }).fileName).toBe('SAGE_2024-03.csv');
    expect(payrollExportFile('SAGE', lines, { ...opts, correction: 2 }).fileName).toBe('SAGE_2024-03_Korrektur_2.csv');
    expect(payrollExportFile('DATEV_LODAS', lines, { ...opts, correction: 1 }).fileName).toBe('DATEV_LODAS_2024-03_Korrektur_1.txt');
  });
});

describe('fixture March 2024 (the month of monthend-export.integration.test.ts, salary exported)', () => {
  /*
   * 90001 Stunde (WAG 13.50, cost centre 4711): work 480 (04.03. 07:30–16:00 less a 30-minute pause)
   * + 180 + 260 = 920 min = 15,33 h, 920 × 13.50 / 60 = 207,00; travel 60 min = 1,00 h / 13,50;
   * passenger 45 min = 0,75 h / 10,125 → 10,13; no night, Sunday or holiday minutes. Per diems on 2 days:
   * 04.03. catering 16 € with breakfast, away 06:30–16:00 = 570 min > 8 h → 14 € − 5,60 € = 8,40 free,
   * 7,60 taxable; 05.03. catering 8 €, away 08:00–11:45 = 225 min → 8,00 taxable. Free 8,40, taxable
   * 15,60, misc 8,00, one breakfast 4,80.
   * 90002 Gehalt (SAL 3200, employed all 31 days): salary 3200,00; travel 30 min = 0,50 h without amount;
   * one per diem, catering 32 € with breakfast, away 07:00–12:30 = 330 min → 32,00 taxable; breakfast 4,80.
   * 90005 Krumm (WAG 12.41): 20 min = 0,33 h, 20 × 12.41 / 60 = 4,1366… → 4,14.
   */
  const month: PayrollEmployeeMonth[] = [
    emp({ employeeId: 90001, employeeName: 'Stunde, Fix', minutesWork: 920, minutesTravel: 60, minutesPassenger: 45, perDiemDays: 2, cateringTaxFreeCents: 840, cateringTaxableCents: 1560, miscCents: 800, breakfasts: 1, costCenter: '4711' }),
    emp({ employeeId: 90002, employeeName: 'Gehalt, Fix', wageType: 'SAL', wageCents: 320000, minutesWork: 300, minutesTravel: 30, perDiemDays: 1, cateringTaxableCents: 3200, breakfasts: 1 }),
    emp({ employeeId: 90005, employeeName: 'Krumm, Fix', wageCents: 1241, minutesWork: 20, costCenter: '4711' }),
  ];

  it('the catering split of the two per-diem days of 90001 and the one of 90002', () => {
    expect(cateringSplit({ date: '2024-03-04', cateringCents: 1600, breakfast: true, awayMinutes: 570 })).toEqual({ taxFreeCents: 840, taxableCents: 760 });
    expect(cateringSplit({ date: '2024-03-05', cateringCents: 800, breakfast: false, awayMinutes: 225 })).toEqual({ taxFreeCents: 0, taxableCents: 800 });
    expect(cateringSplit({ date: '2024-03-11', cateringCents: 3200, breakfast: true, awayMinutes: 330 })).toEqual({ taxFreeCents: 0, taxableCents: 3200 });
  });

  it('SAGE and DATEV LODAS (hourly work on wage type 101) byte for byte', () => {
    const sage = payrollExportFile('SAGE', payrollLines(month, opts), opts).content;
    expect(sage.toString('latin1')).toBe(fixture('payroll-2024-03.sage.csv').toString('latin1'));
    expect(sage.equals(fixture('payroll-2024-03.sage.csv'))).toBe(true);
    const lodasOpts = { ...opts, wageTypes: { ...DEFAULT_WAGE_TYPES, hourlyWork: '101' } };
    const lodas = payrollExportFile('DATEV_LODAS', payrollLines(month, lodasOpts), lodasOpts).content;
    expect(lodas.toString('latin1')).toBe(fixture('payroll-2024-03.datev-lodas.txt').toString('latin1'));
    expect(lodas.equals(fixture('payroll-2024-03.datev-lodas.txt'))).toBe(true);
  });
});

describe('fixture December 2025 from worklogs and per diems (domain rules → writer)', () => {
  interface Log {
    date: string;
    start: string;
    end: string;
    worklogType: WorklogKind;
  }
  const L = (date: string, start: string, end: string, worklogType: WorklogKind = 'WORK'): Log => ({ date, start, end, worklogType });
  interface Diem {
    date: string;
    catering: number;
    misc: number;
    breakfast: boolean;
  }
  /** Public holidays in NRW (Köln, 50667) in December 2025. */
  const nrw = new Set(['2025-12-25', '2025-12-26']);
  const from = '2025-12-01';
  const to = '2025-12-31';

  /** The month's figures as the server computes them, from one employee's entries (all at zip 50667). */
  function monthOf(e: Pick<PayrollEmployeeMonth, 'employeeId' | 'employeeName' | 'wageType' | 'wageCents' | 'employedDays' | 'costCenter'>, logs: Log[], diems: Diem[]): PayrollEmployeeMonth {
    const totals = { minutesWork: 0, minutesTravel: 0, minutesPassenger: 0 };
    for (const date of new Set(logs.filter((l) => l.date >= from).map((l) => l.date))) {
      const t = dayTotals(date, logs.filter((l) => l.date === date));
      totals.minutesWork += t.minutesWork;
      totals.minutesTravel += t.minutesTravel;
      totals.minutesPassenger += t.minutesPassenger;
    }
    const away = awayMinutesByDay(logs);
    const splits = diems.map((d) => cateringSplit({ date: d.date, cateringCents: d.catering * 100, breakfast: d.breakfast, awayMinutes: away.get(d.date) ?? 0 }));
    return {
      ...e,
      monthDays: 31,
      ...totals,
      bands: surchargeMinutes(logs.map((l) => ({ ...l, zip: '50667' })), from, to, (date) => nrw.has(date)),
      perDiemDays: diems.length,
      cateringTaxFreeCents: splits.reduce((s, x) => s + x.taxFreeCents, 0),
      cateringTaxableCents: splits.reduce((s, x) => s + x.taxableCents, 0),
      miscCents: diems.reduce((s, d) => s + d.misc * 100, 0),
      breakfasts: diems.filter((d) => d.breakfast).length,
    };
  }

  /*
   * 90011 Nacht, Nina — hourly 15.00 €, Köln, cost centre 4711 (December 2025: Sat 20., Sun 21., Mon 22.,
   * Wed 24., Fri 26., Wed 31.):
   *   09.12. travel 07:00–08:00, work 08:00–16:30 less pause 12:00–12:30 → work 480, travel 60
   *   10.12. work 06:00–16:00 less pause 11:00–11:30 → 570
   *   Sat 20.12. 22:00 – Sun 21.12. 06:00, pause 02:00–02:30 → 120 + 330 = 450:
   *     Sat 22–24 night25 120; Sun 0–4 less pause night40 210 + sunday50 210; Sun 4–6 night25 120 + sunday50 120
   *   Sun 21.12. 22:00 – Mon 22.12. 05:00 → 120 + 300 = 420:
   *     Sun 22–24 night25 120 + sunday50 120; Mon 0–4 night40 240 + sunday50 240 (§3b (3) Nr. 2); Mon 4–5 night25 60
   *   24.12. 12:00–18:00 → 360, holiday150 240 (from 14:00)
   *   26.12. 08:00–12:00 → 240, holiday150 240
   *   31.12. 13:00–15:00 → 120, holiday125 60 (from 14:00)
   *   work 480+570+450+420+360+240+120 = 2640 min = 44,00 h × 15 = 660,00; travel 1,00 h = 15,00
   *   night25 120+120+120+60 = 420 = 7,00 h; night40 210+240 = 450 = 7,50 h;
   *   sunday50 210+120+120+240 = 690 = 11,50 h; holiday125 60 = 1,00 h; holiday150 480 = 8,00 h
   *   per diems: 09.12. catering 32, misc 8, away 07:00–16:30 = 570 min → 14,00 free, 18,00 taxable;
   *   10.12. catering 16 with breakfast, away 600 min → 14,00 − 5,60 = 8,40 free, 7,60 taxable;
   *   24.12. catering 8, away 360 min → 8,00 taxable. 3 days; free 22,40; taxable 33,60; misc 8,00;
   *   one breakfast 4,80.
   * 90012 Neu, Nora — salary 3100,00 €, joined 15.12. (17 of 31 days), cost centre 0815:
   *   16.12. travel 07:30–08:00, work 08:00–16:00; Sun 28.12. work 10:00–12:00 (no band rows for a salary)
   *   salary 3100 × 17 / 31 = 1700,00; travel 0,50 h; per diem 16.12. catering 8 with breakfast, away
   *   510 min → min(8,00, 14,00 − 5,60) = 8,00 free, 0 taxable; breakfast 4,80.
   */
  const nina = { employeeId: 90011, employeeName: 'Nacht, Nina', wageType: 'WAG' as const, wageCents: 1500, employedDays: 31, costCenter: '4711' };
  const ninaLogs = [
    L('2025-12-09', '07:00', '08:00', 'TRAVEL'),
    L('2025-12-09', '08:00', '16:30'),
    L('2025-12-09', '12:00', '12:30', 'PAUSE'),
    L('2025-12-10', '06:00', '16:00'),
    L('2025-12-10', '11:00', '11:30', 'PAUSE'),
    L('2025-12-20', '22:00', '24:00'),
    L('2025-12-21', '00:00', '06:00'),
    L('2025-12-21', '02:00', '02:30', 'PAUSE'),
    L('2025-12-21', '22:00', '24:00'),
    L('2025-12-22', '00:00', '05:00'),
    L('2025-12-24', '12:00', '18:00'),
    L('2025-12-26', '08:00', '12:00'),
    L('2025-12-31', '13:00', '15:00'),
  ];
  const ninaDiems: Diem[] = [
    { date: '2025-12-09', catering: 32, misc: 8, breakfast: false },
    { date: '2025-12-10', catering: 16, misc: 0, breakfast: true },
    { date: '2025-12-24', catering: 8, misc: 0, breakfast: false },
  ];
  const nora = { employeeId: 90012, employeeName: 'Neu, Nora', wageType: 'SAL' as const, wageCents: 310000, employedDays: 17, costCenter: '0815' };
  const noraLogs = [L('2025-12-16', '07:30', '08:00', 'TRAVEL'), L('2025-12-16', '08:00', '16:00'), L('2025-12-28', '10:00', '12:00')];
  const noraDiems: Diem[] = [{ date: '2025-12-16', catering: 8, misc: 0, breakfast: true }];
  const december = { ...opts, yearMonth: '2025-12' };

  it('the figures of the month as computed by hand', () => {
    expect(monthOf(nina, ninaLogs, ninaDiems)).toMatchObject({
      minutesWork: 2640,
      minutesTravel: 60,
      bands: { night25: 420, night40: 450, sunday50: 690, holiday125: 60, holiday150: 480 },
      perDiemDays: 3,
      cateringTaxFreeCents: 2240,
      cateringTaxableCents: 3360,
      miscCents: 800,
      breakfasts: 1,
    });
    expect(monthOf(nora, noraLogs, noraDiems)).toMatchObject({ minutesWork: 600, minutesTravel: 30, bands: { sunday50: 120 }, cateringTaxFreeCents: 800, cateringTaxableCents: 0 });
  });

  const lines = (ninaL: Log[], ninaD: Diem[], noraL: Log[]) => payrollLines([monthOf(nora, noraL, noraDiems), monthOf(nina, ninaL, ninaD)], december);

  it('SAGE and DATEV LODAS byte for byte', () => {
    const month = lines(ninaLogs, ninaDiems, noraLogs);
    for (const [profile, name] of [
      ['SAGE', 'payroll-2025-12.sage.csv'],
      ['DATEV_LODAS', 'payroll-2025-12.datev-lodas.txt'],
    ] as const) {
      const file = payrollExportFile(profile, month, december);
      expect(file.content.toString('latin1')).toBe(fixture(name).toString('latin1'));
      expect(file.content.equals(fixture(name))).toBe(true);
    }
  });

  /*
   * Reopened and changed: Nina's 31.12. ends at 16:00 (work +60 min = +1,00 h, +15,00; holiday125
   * +1,00 h), her misc of 09.12. is withdrawn (misc row gone: −8,00), Nora drove along 45 minutes
   * on 16.12. (a new passenger row, 0,75 h without amount). Nothing else changes.
   */
  it('the correction after reopening, byte for byte', () => {
    const changedNina = ninaLogs.map((l) => (l.date === '2025-12-31' ? { ...l, end: '16:00' } : l));
    const changedDiems = ninaDiems.map((d) => (d.date === '2025-12-09' ? { ...d, misc: 0 } : d));
    const changedNora = [...noraLogs, L('2025-12-16', '16:00', '16:45', 'PASSENGER')];
    const correction = correctionLines(lines(ninaLogs, ninaDiems, noraLogs), lines(changedNina, changedDiems, changedNora));
    for (const [profile, name, fileName] of [
      ['SAGE', 'payroll-2025-12.korrektur-1.sage.csv', 'SAGE_2025-12_Korrektur_1.csv'],
      ['DATEV_LODAS', 'payroll-2025-12.korrektur-1.datev-lodas.txt', 'DATEV_LODAS_2025-12_Korrektur_1.txt'],
    ] as const) {
      const file = payrollExportFile(profile, correction, { ...december, correction: 1 });
      expect(file.fileName).toBe(fileName);
      expect(file.content.toString('latin1')).toBe(fixture(name).toString('latin1'));
      expect(file.content.equals(fixture(name))).toBe(true);
    }
  });
});
