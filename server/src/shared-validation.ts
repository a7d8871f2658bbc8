import { DateTime } from 'luxon';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid;
}

// Deliberately simple: one @, something before it, a dot in the domain, no spaces.
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function firstOfMonth(isoDate: string): string {
  return isoDate.slice(0, 8) + '01';
}

export function dayBefore(isoDate: string): string {
  return DateTime.fromISO(isoDate).minus({ days: 1 }).toISODate()!;
}
