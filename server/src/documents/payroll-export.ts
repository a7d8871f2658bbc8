import iconv from 'iconv-lite';

/**
 * Payroll export files of the month-end closing (docs/payroll-export.md): pure functions from the
 * month's per-employee figures to the bytes of a SAGE import file or a DATEV LODAS ASCII import file.
 * No database, no clock: the same figures always give the same bytes (the closing stores them once).
 */

export type PayrollProfile = 'SAGE' | 'DATEV_LODAS';

/** The components a month is paid in; each has its own configurable wage type number. */
export const PAYROLL_COMPONENTS = ['hourlyWork', 'salary', 'travel', 'passenger', 'cateringTaxFree', 'miscPerDiem', 'breakfastDeduction'] as const;
export type PayrollComponent = (typeof PAYROLL_COMPONENTS)[number];
export type PayrollWageTypeNumbers = Record<PayrollComponent, string>;

/** Defaults until the office sets its own numbers (agreed with the payroll office, see the README). */
export const DEFAULT_WAGE_TYPES: PayrollWageTypeNumbers = {
  hourlyWork: '1000',
  salary: '2000',
  travel: '1010',
  passenger: '1020',
  cateringTaxFree: '3000',
  miscPerDiem: '3010',
  breakfastDeduction: '3020',
};

/** Breakfast provided on a per-diem day: 4.80 EUR are deducted (PerDiem entity). */
export const BREAKFAST_DEDUCTION_CENTS = 480;

/** One employee's month as the export needs it (only employees marked for export). */
export interface PayrollEmployeeMonth {
  /** The personnel number (the employee id). */
  employeeId: number;
  /** WAG hourly, SAL salaried; null without a wage in the month. */
  wageType: 'WAG' | 'SAL' | null;
  /** Hourly wage (WAG) or monthly salary (SAL) in cents. */
  wageCents: number | null;
  /** An employment period overlaps the month (a salary is only paid then). */
  employed: boolean;
  minutesWork: number;
  minutesTravel: number;
  minutesPassenger: number;
  /** Sum of the tax-free catering allowances in whole euros. */
  cateringEuros: number;
  /** Sum of the misc allowances in whole euros. */
  miscEuros: number;
  /** Per-diem days with breakfast provided. */
  breakfasts: number;
  /** Cost centre of the order with the most work minutes in the month; '' when none. */
  costCenter: string;
}

/** One row of the export: one employee and one wage type. */
export interface PayrollLine {
  employeeId: number;
  component: PayrollComponent;
  wageType: string;
  /** Time paid (hours in the file); null for amount-only rows. */
  minutes: number | null;
  /** Amount in cents; null for hours-only rows. */
  amountCents: number | null;
  costCenter: string;
}

export interface PayrollExportOptions {
  /** YYYY-MM of the closed month. */
  yearMonth: string;
  wageTypes: PayrollWageTypeNumbers;
  /** DATEV only. */
  consultantNumber?: string;
  clientNumber?: string;
}

export interface PayrollFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Cents of `minutes` at an hourly wage, rounded half up once per row (never from rounded hours). */
export const amountOfMinutes = (minutes: number, hourlyCents: number) => Math.round((minutes * hourlyCents) / 60);

/**
 * The rows of the month: per employee (ascending personnel number) in a fixed component order.
 * Hourly: work, travel and passenger hours each paid at the hourly wage. Salaried: the salary (only
 * with an employment in the month), travel and passenger as hours without an amount (covered by the
 * salary; the payroll office decides). Without a wage: hours only. Per diems as amounts; the breakfast
 * deduction as a positive amount on its own (deduction) wage type.
 */
export function payrollLines(employees: readonly PayrollEmployeeMonth[], wageTypes: PayrollWageTypeNumbers): PayrollLine[] {
  const lines: PayrollLine[] = [];
  for (const e of [...employees].sort((a, b) => a.employeeId - b.employeeId)) {
    const add = (component: PayrollComponent, minutes: number | null, amountCents: number | null) =>
      lines.push({ employeeId: e.employeeId, component, wageType: wageTypes[component], minutes, amountCents, costCenter: e.costCenter });
    const hourly = e.wageType === 'WAG' && e.wageCents !== null ? e.wageCents : null;
    if (e.wageType === 'SAL' && e.wageCents !== null && e.employed) add('salary', null, e.wageCents);
    if (e.minutesWork > 0 && e.wageType !== 'SAL') add('hourlyWork', e.minutesWork, hourly === null ? null : amountOfMinutes(e.minutesWork, hourly));
    if (e.minutesTravel > 0) add('travel', e.minutesTravel, hourly === null ? null : amountOfMinutes(e.minutesTravel, hourly));
    if (e.minutesPassenger > 0) add('passenger', e.minutesPassenger, hourly === null ? null : amountOfMinutes(e.minutesPassenger, hourly));
    if (e.cateringEuros > 0) add('cateringTaxFree', null, e.cateringEuros * 100);
    if (e.miscEuros > 0) add('miscPerDiem', null, e.miscEuros * 100);
    if (e.breakfasts > 0) add('breakfastDeduction', null, e.breakfasts * BREAKFAST_DEDUCTION_CENTS);
  }
  return lines;
}

/** 1234 hundredths → "12,34" (German decimal comma, no thousands separator). */
function decimal(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Minutes → hours with two decimals, rounded half up: 90 → "1,50", 20 → "0,33". */
export const hoursOf = (minutes: number) => decimal(Math.round((minutes * 100) / 60));
export const euros = (cents: number) => decimal(cents);

const [yearOf, monthOf] = [(ym: string) => ym.slice(0, 4), (ym: string) => ym.slice(5, 7)];

/** A text field of the SAGE file: quoted (quotes doubled) only when it holds a separator, quote or line break. */
function sageText(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const latin1 = (lines: string[]) => iconv.encode(lines.map((l) => `${l}\r\n`).join(''), 'latin1');

export const SAGE_HEADER = ['Personalnummer', 'Lohnart', 'Stunden', 'Betrag', 'Kostenstelle', 'Abrechnungszeitraum'] as const;

/**
 * SAGE import (docs/payroll-export.md): header row, then one row per employee and wage type;
 * semicolon, ISO-8859-1, CRLF, German decimal comma, period as MM.JJJJ.
 */
export function writeSage(lines: readonly PayrollLine[], opts: PayrollExportOptions): Buffer {
  const period = `${monthOf(opts.yearMonth)}.${yearOf(opts.yearMonth)}`;
  const rows = lines.map((l) =>
    [String(l.employeeId), l.wageType, l.minutes === null ? '' : hoursOf(l.minutes), l.amountCents === null ? '' : euros(l.amountCents), sageText(l.costCenter), period].join(';'),
  );
  return latin1([SAGE_HEADER.join(';'), ...rows]);
}

/** LODAS processing keys (Bearbeitungsschlüssel) of u_lod_bwd_buchung_standard: 1 hours, 4 amount. */
export const LODAS_BS_HOURS = '1';
export const LODAS_BS_AMOUNT = '4';

/** The LODAS record description (one record type, number 10). */
export const LODAS_RECORD = '10;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;kostenstelle#bwd;';

/** LODAS has no quoting in our header: separators and line breaks are removed from the cost centre. */
const lodasText = (value: string) => value.replace(/[;\r\n]/g, ' ').trim();

/**
 * DATEV LODAS ASCII import (docs/payroll-export.md): [Allgemein] (target, consultant and client
 * number, formats), [Satzbeschreibung] with u_lod_bwd_buchung_standard, [Bewegungsdaten] with one
 * record per employee and wage type. Time rows carry hours (bs_nr 1; the hourly rate is LODAS master
 * data), salary and per diems the amount (bs_nr 4). ISO-8859-1, CRLF.
 */
export function writeDatevLodas(lines: readonly PayrollLine[], opts: PayrollExportOptions): Buffer {
  const period = `01.${monthOf(opts.yearMonth)}.${yearOf(opts.yearMonth)}`;
  const out = [
    '[Allgemein]',
    'Ziel=LODAS',
    'Version_SST=1.0',
    `BeraterNr=${opts.consultantNumber ?? ''}`,
    `MandantenNr=${opts.clientNumber ?? ''}`,
    'Datumsformat=TT.MM.JJJJ',
    'Feldtrennzeichen=;',
    'Zahlenkomma=,',
    '[Satzbeschreibung]',
    LODAS_RECORD,
    '[Bewegungsdaten]',
  ];
  for (const l of lines) {
    const [bs, value] = l.minutes !== null && (l.component === 'hourlyWork' || l.component === 'travel' || l.component === 'passenger')
      ? [LODAS_BS_HOURS, hoursOf(l.minutes)]
      : [LODAS_BS_AMOUNT, euros(l.amountCents ?? 0)];
    out.push(`10;${period};${l.employeeId};${l.wageType};${bs};${value};${lodasText(l.costCenter)};`);
  }
  return latin1(out);
}

export const PROFILE_LABELS: Record<PayrollProfile, string> = { SAGE: 'SAGE', DATEV_LODAS: 'DATEV' };

/** The closing's file of a profile: name, type and bytes. */
export function payrollExportFile(profile: PayrollProfile, employees: readonly PayrollEmployeeMonth[], opts: PayrollExportOptions): PayrollFile {
  const lines = payrollLines(employees, opts.wageTypes);
  if (profile === 'DATEV_LODAS') {
    return { fileName: `DATEV_LODAS_${opts.yearMonth}.txt`, contentType: 'text/plain; charset=ISO-8859-1', content: writeDatevLodas(lines, opts) };
  }
  return { fileName: `SAGE_${opts.yearMonth}.csv`, contentType: 'text/csv; charset=ISO-8859-1', content: writeSage(lines, opts) };
}
