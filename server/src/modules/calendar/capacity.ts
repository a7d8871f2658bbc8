import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { ConflictError } from '../../errors.js';
import { msg } from '../../messages.js';
import { today } from '../../shared-dates.js';

/** Spec 3 §9: default maximum positions per day, overridden by the setting defaultMaxPos. */
export const DEFAULT_MAX_POSITIONS = 90_000;
export const DEFAULT_MAX_POS_SETTING = 'defaultMaxPos';
/** Class id of the two-key pg_advisory_xact_lock serialising bookings per day (second key: days since 2000-01-01). */
export const CAPACITY_LOCK_CLASS = 7_413_014;

/** The day's own maximum when > 0, else the default (spec 3 §9). */
export function effectiveMaxPositions(stored: number | null | undefined, defaultMax: number): number {
  return stored != null && stored > 0 ? stored : defaultMax;
}

/** A stored defaultMaxPos value; anything not a positive integer falls back to 90000. */
export function parseDefaultMax(value: string | null | undefined): number {
  const n = /^\d{1,9}$/.test(String(value ?? '').trim()) ? Number(String(value).trim()) : NaN;
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_POSITIONS;
}

/** German number format: 90000 → 90.000. */
export const germanNumber = (n: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0, useGrouping: true }).format(n);

/** YYYY-MM-DD → DD.MM.YYYY. */
export const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export const capacityPastDayMessage = (day: string) => msg.capacityPastDay(germanDate(day));
export const capacityExceededMessage = (day: string, used: number, max: number, positions: number) =>
  msg.capacityExceeded(germanDate(day), germanNumber(used), germanNumber(max), germanNumber(positions));

/** Days since 2000-01-01: the per-day lock key (fits an int4 for millennia). */
export function dayLockKey(day: string): number {
  return Math.round(DateTime.fromISO(day, { zone: 'utc' }).diff(DateTime.fromISO('2000-01-01', { zone: 'utc' }), 'days').days);
}

/**
 * The booking rule: an inventory may not be booked on a past day, nor beyond the day's
 * remaining capacity. Must run inside the transaction that writes the order: the transaction-scoped
 * advisory lock keyed by the day makes concurrent bookings of one day wait for each other, so the sum
 * read after the lock includes every booking committed before.
 */
export async function reserveCapacity(tx: EntityManager, day: string, positions: number, excludeOrderId: number | null): Promise<void> {
  if (day < today().toISODate()!) throw new ConflictError(capacityPastDayMessage(day));
  if (!(positions > 0)) return; // nothing booked: no capacity taken
  await tx.execute('select pg_advisory_xact_lock(?, ?)', [CAPACITY_LOCK_CLASS, dayLockKey(day)]);
  const [row] = await tx.execute<{ used: number; stored: number | null; default_value: string | null }[]>(
    `select
       (select coalesce(sum(coalesce(o.positions, 0)), 0)::int from orders o
         where o.order_type = 'INV' and o.valid_from = ?::date and o.id <> ?) as used,
       (select c.max_positions from calendar_data c where c.date = ?::date) as stored,
       (select s.value from app_setting s where s.name = ?) as default_value`,
    [day, excludeOrderId ?? -1, day, DEFAULT_MAX_POS_SETTING],
  );
  const used = Number(row.used);
  const max = effectiveMaxPositions(row.stored == null ? null : Number(row.stored), parseDefaultMax(row.default_value));
  if (used + positions > max) throw new ConflictError(capacityExceededMessage(day, used, max, positions));
}
