/**
 * The legal values the pay and employment-limit rules compare against, as dated tables: each entry holds
 * from its `validFrom` (YYYY-MM-DD) until the next entry's. The defaults below are what the law says; a
 * caller that keeps the values as settings (changeable without a release) passes its own `LegalValues`.
 * Money is in cents (integers), so a limit of 603,00 € and earnings of 603,01 € compare exactly.
 */

export interface DatedValue<T> {
  validFrom: string; // YYYY-MM-DD
  value: T;
}

export type DatedTable<T> = readonly DatedValue<T>[];

/** The value in effect on `day`: the entry with the latest `validFrom` on or before it; undefined before the first. */
export function valueOn<T>(table: DatedTable<T>, day: string): T | undefined {
  let best: DatedValue<T> | undefined;
  for (const entry of table) if (entry.validFrom <= day && (!best || entry.validFrom > best.validFrom)) best = entry;
  return best?.value;
}

export interface LegalValues {
  /** Gross minimum wage per hour in cents (MiLoG §1 (2) with the Mindestlohnanpassungsverordnung in force). */
  minimumWageCents: DatedTable<number>;
  /** The monthly minijob limit (Geringfügigkeitsgrenze) in cents (SGB IV §8 (1a)). */
  minijobLimitCents: DatedTable<number>;
  /** Working days a year that short-term employment may last (SGB IV §8 (1) Nr. 2). */
  shortTermMaxDays: DatedTable<number>;
  /** From this count of working days a year a short-term employment is warned about (a product choice, not law). */
  shortTermWarningDays: DatedTable<number>;
  /** Minutes a week a working student may work during the lecture period (Werkstudentenprivileg, see below). */
  workingStudentWeekMinutes: DatedTable<number>;
}

/**
 * MiLoG §1 (2) sentence 1 set 12 € from 2022-10-01; the Vierte Mindestlohnanpassungsverordnung sets
 * 12,41 € from 2024-01-01 and 12,82 € from 2025-01-01; the Fünfte Mindestlohnanpassungsverordnung (after the Mindestlohnkommission's
 * decision of 2025-06-27) sets 13,90 € from 2026-01-01 and 14,60 € from 2027-01-01.
 */
export const MINIMUM_WAGE_CENTS: DatedTable<number> = [
  { validFrom: '2022-10-01', value: 1200 },
  { validFrom: '2024-01-01', value: 1241 },
  { validFrom: '2025-01-01', value: 1282 },
  { validFrom: '2026-01-01', value: 1390 },
  { validFrom: '2027-01-01', value: 1460 },
];

/**
 * SGB IV §8 (1a): the Geringfügigkeitsgrenze is the minimum wage per hour times 130, divided by three and
 * rounded up to whole euros (a minimum-wage job of 10 hours a week). In cents: ceil(wage × 130 / 300) euros.
 */
export function minijobLimitOfMinimumWage(minimumWageCents: number): number {
  return Math.ceil((minimumWageCents * 130) / 300) * 100;
}

/** The limit follows each minimum wage from the day it takes effect: 520 € (2022-10), 538 € (2024), 556 € (2025), 603 € (2026), 633 € (2027). */
export const MINIJOB_LIMIT_CENTS: DatedTable<number> = MINIMUM_WAGE_CENTS.map((e) => ({ validFrom: e.validFrom, value: minijobLimitOfMinimumWage(e.value) }));

/**
 * SGB IV §8 (1) Nr. 2: short-term employment is limited to three months or 70 working days within a
 * calendar year; the 70 days hold permanently since 2019-01-01 (Qualifizierungschancengesetz). The
 * temporary raises of 2020 and 2021 (pandemic) are not in this table.
 */
export const SHORT_TERM_MAX_DAYS: DatedTable<number> = [{ validFrom: '2019-01-01', value: 70 }];
export const SHORT_TERM_WARNING_DAYS: DatedTable<number> = [{ validFrom: '2019-01-01', value: 60 }];

/**
 * Werkstudentenprivileg (SGB V §6 (1) Nr. 3, SGB III §27 (4) Nr. 2, SGB XI §20 (1) Nr. 1 with the
 * Spitzenverbände's Rundschreiben on the insurance of students): a student stays free of health,
 * nursing and unemployment insurance while working no more than 20 hours a week in the lecture period.
 */
export const WORKING_STUDENT_WEEK_MINUTES: DatedTable<number> = [{ validFrom: '2017-01-01', value: 20 * 60 }];

export const DEFAULT_LEGAL_VALUES: LegalValues = {
  minimumWageCents: MINIMUM_WAGE_CENTS,
  minijobLimitCents: MINIJOB_LIMIT_CENTS,
  shortTermMaxDays: SHORT_TERM_MAX_DAYS,
  shortTermWarningDays: SHORT_TERM_WARNING_DAYS,
  workingStudentWeekMinutes: WORKING_STUDENT_WEEK_MINUTES,
};

// ------------------------------------------------------------ German wording of figures

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** 60301 → '603,01 €' (German grouping and decimal comma; negative amounts with a minus). */
export function formatEuro(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  return `${cents < 0 ? '-' : ''}${grouped(Math.floor(whole / 100))},${String(whole % 100).padStart(2, '0')} €`;
}

/** 1201 → '20:01 Std.' (hours beyond a day are not wrapped). */
export const formatHours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} Std.`;

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** '2026-11' or '2026-11-03' → 'November 2026'. */
export const formatMonth = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** '2026-11-03' → '03.11.2026'. */
export const formatDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
