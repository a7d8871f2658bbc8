/**
 * Days of short-term employment with other employers in the current calendar year (SGB IV §8 (1) Nr. 2
 * counts all short-term employments of a year together): a whole number of days, at most a leap year.
 * The server refuses other values (422); the employee form checks them before sending.
 */
export const SHORT_TERM_DAYS_ELSEWHERE_MIN = 0;
export const SHORT_TERM_DAYS_ELSEWHERE_MAX = 366;

export const EMPLOYEE_MESSAGES = {
  shortTermDaysElsewhereInvalid: `Tage bei anderen Arbeitgebern müssen eine ganze Zahl zwischen ${SHORT_TERM_DAYS_ELSEWHERE_MIN} und ${SHORT_TERM_DAYS_ELSEWHERE_MAX} sein.`,
} as const;

export const isShortTermDaysElsewhere = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= SHORT_TERM_DAYS_ELSEWHERE_MIN && value <= SHORT_TERM_DAYS_ELSEWHERE_MAX;

/** The problem of an entered value (null/undefined: not given, keeps the stored value), else null. */
export function shortTermDaysElsewhereProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return isShortTermDaysElsewhere(value) ? null : EMPLOYEE_MESSAGES.shortTermDaysElsewhereInvalid;
}

/**
 * The registration's "days of short-term employment in the current year" (a number, or text in data
 * saved by older clients) as the employee's starting value: a whole number 0..366, also written as
 * text ("12", " 12 "); anything else (empty, "ca. 10", 1.5, 400) gives 0, which the office corrects in
 * the employee form — a guessed number would silently shift the 70-day limit.
 */
export function shortTermDaysFromRegistration(value: unknown): number {
  const n = typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value;
  return isShortTermDaysElsewhere(n) ? n : 0;
}
