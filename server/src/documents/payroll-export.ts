import {
  PAYROLL_COMPONENTS,
  PAYROLL_VALUE_KIND,
  SURCHARGE_BANDS,
  type BandMinutes,
  type PayrollComponent,
} from '@inv/domain';
import iconv from 'iconv-lite';

/**
 * Payroll export files of the month-end closing (docs/payroll-export.md): pure functions from the
 * month's per-employee figures to the rows of the export, and from rows to the bytes of a SAGE import
 * file or a DATEV LODAS ASCII import file. No database, no clock: the same figures always give the same
 * bytes (the closing stores them once). The components, their default wage types and LODAS processing
 * keys are domain rules (domain/src/payroll/components.ts).
 */

export type PayrollProfile = 'SAGE' | 'DATEV_LODAS';

export type PayrollWageTypeNumbers = Record<PayrollComponent, string>;

/** One employee's month as the export needs it (only employees marked for export). */
export interface PayrollEmployeeMonth {
  /** The personnel number (the employee id). */
  employeeId: number;
  /** "Nachname, Vorname". */
  employeeName: string;
  /** WAG hourly, SAL salaried; null without a wage in the month. */
  wageType: 'WAG' | 'SAL' | null;
  /** Hourly wage (WAG) or monthly salary (SAL) in cents. */
  wageCents: number | null;
  /** Days of the month inside an employment period, and the days of the month (the salary is paid pro rata). */
  employedDays: number;
  monthDays: number;
  minutesWork: number;
  minutesTravel: number;
  minutesPassenger: number;
  /** Work minutes per §3b EStG band (surchargeMinutes). */
  bands: BandMinutes;
  /** Days with a per diem. */
  perDiemDays: number;
  /** The catering allowances split into the tax-free part and the taxable rest (cateringSplit, per day). */
  cateringTaxFreeCents: number;
  cateringTaxableCents: number;
  miscCents: number;
  /** Per-diem days with breakfast provided. */
  breakfasts: number;
  /** Cost centre of the order with the most work minutes in the month; '' when none. */
  costCenter: string;
}

/** One row of the export: one employee and one wage type. */
export interface PayrollLine {
  employeeId: number;
  employeeName: string;
  component: PayrollComponent;
  wageType: string;
  processingKey: string;
  /** Hundredths of an hour, as the file writes them (1533 = 15,33 h); null for rows without hours. */
  hours: number | null;
  /** Days; null for rows without days. */
  days: number | null;
  /** Amount in cents; null for rows without an amount. */
  amountCents: number | null;
  costCenter: string;
}

export interface PayrollExportOptions {
  /** YYYY-MM of the closed month. */
  yearMonth: string;
  wageTypes: PayrollWageTypeNumbers;
  /** LODAS bs_nr per component. */
  processingKeys: Record<PayrollComponent, string>;
  /** Whether fixed salaries are exported (else the payroll software pays them from its master data). */
  exportSalary: boolean;
  /** The company's deduction per breakfast provided (per-diem settings), in cents. */
  breakfastDeductionCents: number;
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
/** Minutes as hundredths of an hour, rounded half up: 920 → 1533. */
export const hundredthsOf = (minutes: number) => Math.round((minutes * 100) / 60);

/**
 * The rows of the month: per employee (ascending personnel number) the components in file order
 * (PAYROLL_COMPONENTS), a row only when its value is not 0.
 * - Hourly (WAG) and without a wage: work hours (with the amount at the hourly wage for WAG) and the
 *   hours of each §3b band (hours only: the rates are the payroll software's).
 * - Salaried: the salary only when the settings export it, pro rata for the days employed in the month
 *   (round(salary × employed days / days of the month)); no work or band rows (the salary covers them).
 * - Travel and passenger hours for everyone, with the amount for WAG.
 * - Per diems: the days with a per diem, the catering split into tax-free and taxable, misc, and the
 *   breakfast deduction (breakfasts × the company's deduction) as a positive amount on its own wage type.
 */
export function payrollLines(employees: readonly PayrollEmployeeMonth[], opts: PayrollExportOptions): PayrollLine[] {
  const lines: PayrollLine[] = [];
  for (const e of [...employees].sort((a, b) => a.employeeId - b.employeeId)) {
    const rows = new Map<PayrollComponent, { hours: number | null; days: number | null; amountCents: number | null }>();
    const hourly = e.wageType === 'WAG' && e.wageCents !== null ? e.wageCents : null;
    const time = (minutes: number) => ({ hours: hundredthsOf(minutes), days: null, amountCents: hourly === null ? null : amountOfMinutes(minutes, hourly) });
    const amount = (cents: number) => ({ hours: null, days: null, amountCents: cents });
    if (e.wageType !== 'SAL') {
      if (e.minutesWork > 0) rows.set('hourlyWork', time(e.minutesWork));
      for (const band of SURCHARGE_BANDS) if (e.bands[band] > 0) rows.set(band, { hours: hundredthsOf(e.bands[band]), days: null, amountCents: null });
    } else if (opts.exportSalary && e.wageCents !== null && e.employedDays > 0 && e.monthDays > 0) {
      rows.set('salary', amount(Math.round((e.wageCents * Math.min(e.employedDays, e.monthDays)) / e.monthDays)));
    }
    if (e.minutesTravel > 0) rows.set('travel', time(e.minutesTravel));
    if (e.minutesPassenger > 0) rows.set('passenger', time(e.minutesPassenger));
    if (e.perDiemDays !== 0) rows.set('perDiemDays', { hours: null, days: e.perDiemDays, amountCents: null });
    if (e.cateringTaxFreeCents !== 0) rows.set('cateringTaxFree', amount(e.cateringTaxFreeCents));
    if (e.cateringTaxableCents !== 0) rows.set('cateringTaxable', amount(e.cateringTaxableCents));
    if (e.miscCents !== 0) rows.set('miscPerDiem', amount(e.miscCents));
    if (e.breakfasts !== 0 && opts.breakfastDeductionCents !== 0) rows.set('breakfastDeduction', amount(e.breakfasts * opts.breakfastDeductionCents));
    for (const component of PAYROLL_COMPONENTS) {
      const row = rows.get(component);
      if (!row) continue;
      lines.push({
        employeeId: e.employeeId,
        employeeName: e.employeeName,
        component,
        wageType: opts.wageTypes[component],
        processingKey: opts.processingKeys[component],
        ...row,
        costCenter: e.costCenter,
      });
    }
  }
  return lines;
}

const ORDER = new Map<PayrollComponent, number>(PAYROLL_COMPONENTS.map((c, i) => [c, i]));
const keyOf = (l: PayrollLine) => JSON.stringify([l.employeeId, l.wageType, l.processingKey, l.costCenter]);
const diff = (next: number | null, prev: number | null) => (next === null && prev === null ? null : (next ?? 0) - (prev ?? 0));
/** Code-unit order: the same on every machine (no locale). */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sum = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

/** Rows summed per key (employee, wage type, processing key, cost centre); the first row of a key names it. */
function byKey(lines: readonly PayrollLine[]): Map<string, PayrollLine> {
  const out = new Map<string, PayrollLine>();
  for (const l of lines) {
    const k = keyOf(l);
    const seen = out.get(k);
    out.set(k, seen ? { ...seen, hours: sum(seen.hours, l.hours), days: sum(seen.days, l.days), amountCents: sum(seen.amountCents, l.amountCents) } : { ...l });
  }
  return out;
}

/**
 * The correction of a month closed again after reopening: per key (employee, wage type, processing key,
 * cost centre) the new value less the one already sent, for hours, days and amount; keys whose
 * differences are all 0 are left out. A row gone since counts its values negative, a new row in full.
 * Added to the first file, the corrections give the month's current state in the file's own units.
 * Ordered by personnel number, then component (file order), wage type and cost centre.
 */
export function correctionLines(previous: readonly PayrollLine[], next: readonly PayrollLine[]): PayrollLine[] {
  const [before, after] = [byKey(previous), byKey(next)];
  const out: PayrollLine[] = [];
  for (const k of new Set([...after.keys(), ...before.keys()])) {
    const n = after.get(k);
    const p = before.get(k);
    const base = (n ?? p)!;
    const row = { ...base, hours: diff(n?.hours ?? null, p?.hours ?? null), days: diff(n?.days ?? null, p?.days ?? null), amountCents: diff(n?.amountCents ?? null, p?.amountCents ?? null) };
    if (!row.hours && !row.days && !row.amountCents) continue;
    out.push(row);
  }
  return out.sort((a, b) => a.employeeId - b.employeeId || ORDER.get(a.component)! - ORDER.get(b.component)! || byCode(a.wageType, b.wageType) || byCode(a.costCenter, b.costCenter));
}

/** 1234 hundredths → "12,34" (German decimal comma, no thousands separator; negative with a leading '-'). */
function decimal(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Minutes → hours with two decimals, rounded half up: 90 → "1,50", 20 → "0,33". */
export const hoursOf = (minutes: number) => decimal(hundredthsOf(minutes));
/** Hundredths of an hour → "15,33". */
export const hoursText = (hundredths: number) => decimal(hundredths);
export const euros = (cents: number) => decimal(cents);

const [yearOf, monthOf] = [(ym: string) => ym.slice(0, 4), (ym: string) => ym.slice(5, 7)];

/** A text field of the SAGE file: quoted (quotes doubled) only when it holds a separator, quote or line break. */
function sageText(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const latin1 = (lines: string[]) => iconv.encode(lines.map((l) => `${l}\r\n`).join(''), 'latin1');

export const SAGE_HEADER = ['Personalnummer', 'Lohnart', 'Stunden', 'Tage', 'Betrag', 'Kostenstelle', 'Abrechnungszeitraum'] as const;

/**
 * SAGE import (docs/payroll-export.md): header row, then one row per employee and wage type;
 * semicolon, ISO-8859-1, CRLF, German decimal comma, days as whole numbers, period as MM.JJJJ.
 */
export function writeSage(lines: readonly PayrollLine[], opts: Pick<PayrollExportOptions, 'yearMonth'>): Buffer {
  const period = `${monthOf(opts.yearMonth)}.${yearOf(opts.yearMonth)}`;
  const rows = lines.map((l) =>
    [
      String(l.employeeId),
      l.wageType,
      l.hours === null ? '' : decimal(l.hours),
      l.days === null ? '' : String(l.days),
      l.amountCents === null ? '' : euros(l.amountCents),
      sageText(l.costCenter),
      period,
    ].join(';'),
  );
  return latin1([SAGE_HEADER.join(';'), ...rows]);
}

/** The LODAS record description (one record type, number 10). */
export const LODAS_RECORD = '10;u_lod_bwd_buchung_standard;abrechnung_zeitraum#bwd;pnr#bwd;la_eigene#bwd;bs_nr#bwd;bs_wert_butab#bwd;kostenstelle#bwd;';

/** LODAS has no quoting in our header: separators and line breaks are removed from the cost centre. */
const lodasText = (value: string) => value.replace(/[;\r\n]/g, ' ').trim();

/** The value LODAS reads for a row: that of its component's kind, with two decimals (days too: 2 → "2,00"). */
function lodasValue(l: PayrollLine): string {
  const kind = PAYROLL_VALUE_KIND[l.component];
  if (kind === 'hours') return decimal(l.hours ?? 0);
  if (kind === 'days') return decimal((l.days ?? 0) * 100);
  return euros(l.amountCents ?? 0);
}

/**
 * DATEV LODAS ASCII import (docs/payroll-export.md): [Allgemein] (target, consultant and client
 * number, formats), [Satzbeschreibung] with u_lod_bwd_buchung_standard, [Bewegungsdaten] with one
 * record per employee and wage type: the row's processing key as bs_nr and the value of its kind
 * (hours — the hourly rate is LODAS master data —, days or amount). ISO-8859-1, CRLF.
 */
export function writeDatevLodas(lines: readonly PayrollLine[], opts: Pick<PayrollExportOptions, 'yearMonth' | 'consultantNumber' | 'clientNumber'>): Buffer {
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
  for (const l of lines) out.push(`10;${period};${l.employeeId};${l.wageType};${l.processingKey};${lodasValue(l)};${lodasText(l.costCenter)};`);
  return latin1(out);
}

export const PROFILE_LABELS: Record<PayrollProfile, string> = { SAGE: 'SAGE', DATEV_LODAS: 'DATEV' };

/**
 * The closing's file of a profile: name, type and bytes. `correction` n (1, 2, …) names the n-th
 * correction of the month (its lines are then correctionLines); null or absent the month's first file.
 */
export function payrollExportFile(
  profile: PayrollProfile,
  lines: readonly PayrollLine[],
  opts: Pick<PayrollExportOptions, 'yearMonth' | 'consultantNumber' | 'clientNumber'> & { correction?: number | null },
): PayrollFile {
  const suffix = opts.correction != null ? `_Korrektur_${opts.correction}` : '';
  if (profile === 'DATEV_LODAS') {
    return { fileName: `DATEV_LODAS_${opts.yearMonth}${suffix}.txt`, contentType: 'text/plain; charset=ISO-8859-1', content: writeDatevLodas(lines, opts) };
  }
  return { fileName: `SAGE_${opts.yearMonth}${suffix}.csv`, contentType: 'text/csv; charset=ISO-8859-1', content: writeSage(lines, opts) };
}
