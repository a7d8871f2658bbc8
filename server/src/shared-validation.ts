const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real calendar day written YYYY-MM-DD (2026-02-30 is not), by the Gregorian rules: the same answer
 * as luxon's `DateTime.fromISO(value).isValid` (a property test holds them equal), without its parsing
 * and time-zone work — every clock request checks its day, so this is on the clock's hot path.
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]);
}

// Deliberately simple: one @, something before it, a dot in the domain, no spaces.
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function firstOfMonth(isoDate: string): string {
  return isoDate.slice(0, 8) + '01';
}
