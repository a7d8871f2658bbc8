import { DateTime } from 'luxon';
import { isIsoDate } from '@/shared/date/date-input';
import { yup } from '@/shared/form/yup';
import { ISO_DATE, ISO_MONTH } from '@/shared/format';
import { calendarNoteProblem, maxPositionsProblem } from '@inv/domain';

/**
 * The pure rules of the capacity calendar (spec 3 §2.2, §2.3, §5, §9). Days travel as YYYY-MM-DD
 * strings; react-big-calendar's local JS Dates are converted at its edge (toLocalDate / isoOfLocal).
 */

/** spec 3 §9: the default maximum of positions per day unless the setting defaultMaxPos says otherwise. */
export const DEFAULT_MAX_POSITIONS = 90000;

export const CALENDAR_VIEWS = ['month', 'week', 'fourDays', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** Days shown by the 4-day view and listed by the agenda. */
export const FOUR_DAYS = 4;
export const AGENDA_DAYS = 30;

export interface CapacityDay {
  date: string;
  positions: number;
  effectiveMaxPositions: number;
}

/** The default of the setting: its value when it is a whole number ≥ 0, otherwise 90000. */
export function defaultMaxFromSetting(value: string | null | undefined): number {
  const v = (value ?? '').trim();
  return /^\d+$/.test(v) ? Number(v) : DEFAULT_MAX_POSITIONS;
}

/** spec 3 §5: the day's value if greater than 0, otherwise the default. */
export function effectiveMax(maxPositions: number | null | undefined, defaultMax: number): number {
  return maxPositions != null && maxPositions > 0 ? maxPositions : defaultMax;
}

/** A day without capacity (greyed): everything used, or an effective maximum of 0. */
export function isFull(day: CapacityDay): boolean {
  return day.effectiveMaxPositions <= 0 || day.positions >= day.effectiveMaxPositions;
}

/** German number format: 90000 → "90.000" (the shared count formatter). */
export { formatCount } from '@/shared/format';

export type CapacityProblem =
  | { kind: 'past'; date: string }
  | { kind: 'full'; date: string; used: number; max: number; positions: number };

/**
 * The booking rule of spec 3 §2.3, checked before sending (the server checks it again): not before
 * today, and used + positions ≤ the effective maximum. null when the booking fits.
 */
export function capacityProblem(args: { date: string; today: string; used: number; max: number; positions: number }): CapacityProblem | null {
  const { date, today, used, max, positions } = args;
  if (date < today) return { kind: 'past', date };
  if (used + positions > max) return { kind: 'full', date, used, max, positions };
  return null;
}

/** ISO week (Monday start; week 1 is the week with January 4th, spec 3 §2.2 "week 4 rule"). */
export function isoWeek(iso: string): number {
  return DateTime.fromISO(iso).weekNumber;
}

/**
 * The region / VB / KST filter (spec 3 §2.2): up to three groups of two digits separated by spaces.
 * The groups match, in this order, the customer's region, selling area (VB) and the first two digits
 * of the cost centre (KST, four digits). '' → no filter ([]); anything else → 'invalid'.
 */
export function parseRegionFilter(text: string): string[] | 'invalid' {
  const v = text.trim();
  if (v === '') return [];
  return /^\d{2}( +\d{2}){0,2}$/.test(v) ? v.split(/ +/) : 'invalid';
}

export interface RegionalCustomer {
  region?: string | null;
  sellingArea?: string | null;
  costCenter?: string | null;
}

const twoDigits = (v: string | null | undefined) => (v ?? '').trim().padStart(2, '0');

export function matchesRegion(customer: RegionalCustomer | null | undefined, groups: readonly string[]): boolean {
  if (groups.length === 0) return true;
  if (!customer) return false;
  const [region, vb, kst] = groups;
  if (region !== undefined && (!customer.region || twoDigits(customer.region) !== region)) return false;
  if (vb !== undefined && (!customer.sellingArea || twoDigits(customer.sellingArea) !== vb)) return false;
  if (kst !== undefined && !(customer.costCenter ?? '').trim().padStart(4, '0').startsWith(kst)) return false;
  return true;
}

/** The customer type named REWE (case-insensitive), the filter's default once the types are loaded. */
export function reweTypeId(types: readonly { id: number; name: string }[] | null | undefined): number | null {
  return types?.find((t) => t.name.trim().toLowerCase() === 'rewe')?.id ?? null;
}

export interface PositionedOrder {
  validFrom: string;
  positions?: number | null;
}

/** Positions of the inventories counted in a month (YYYY-MM): the counting day is validFrom. */
export function positionsOfMonth(orders: readonly PositionedOrder[], month: string): number {
  return orders.reduce((sum, o) => (o.validFrom.startsWith(`${month}-`) ? sum + (o.positions ?? 0) : sum), 0);
}

/** The same month a year earlier: 2025-03 → 2024-03. */
export function sameMonthLastYear(month: string): string {
  return DateTime.fromISO(`${month}-01`).minus({ years: 1 }).toFormat(ISO_MONTH);
}

export function monthRange(month: string): { from: string; to: string } {
  const d = DateTime.fromISO(`${month}-01`);
  return { from: d.toFormat(ISO_DATE), to: d.endOf('month').toFormat(ISO_DATE) };
}

/** The days a view shows around `date` (Monday start): what calendarDays and the orders are read for. */
export function visibleRange(view: CalendarView, date: string): { from: string; to: string } {
  const d = DateTime.fromISO(date);
  const iso = (x: DateTime) => x.toFormat(ISO_DATE);
  switch (view) {
    case 'month':
      return { from: iso(d.startOf('month').startOf('week')), to: iso(d.endOf('month').endOf('week')) };
    case 'week':
      return { from: iso(d.startOf('week')), to: iso(d.endOf('week')) };
    case 'fourDays':
      return { from: iso(d), to: iso(d.plus({ days: FOUR_DAYS - 1 })) };
    case 'day':
      return { from: iso(d), to: iso(d) };
    case 'agenda':
      return { from: iso(d), to: iso(d.plus({ days: AGENDA_DAYS - 1 })) };
  }
}

/** The step of Back / Next in a view. */
export function navigateDate(view: CalendarView, date: string, direction: 1 | -1): string {
  const d = DateTime.fromISO(date);
  const step =
    view === 'month' ? { months: 1 } : view === 'week' ? { weeks: 1 } : view === 'fourDays' ? { days: FOUR_DAYS } : view === 'agenda' ? { days: AGENDA_DAYS } : { days: 1 };
  return (direction === 1 ? d.plus(step) : d.minus(step)).toFormat(ISO_DATE);
}

/** The ISO weeks a view touches, e.g. [9, 10, 11, 12, 13] for a month. */
export function weeksOf(view: CalendarView, date: string): number[] {
  const { from, to } = visibleRange(view, date);
  const weeks: number[] = [];
  for (let d = DateTime.fromISO(from).startOf('week'); d.toFormat(ISO_DATE) <= to; d = d.plus({ weeks: 1 })) weeks.push(d.weekNumber);
  return weeks;
}

/** spec 3 §2.3: the inventory starts on the clicked day; a clicked past day is replaced by today. */
export function bookingDay(clicked: string, today: string): string {
  return clicked < today ? today : clicked;
}

/** Picker minimum of the dialog: the start of the current month (spec 3 §5). */
export function pickerMinimum(today: string): string {
  return `${today.slice(0, 7)}-01`;
}

/**
 * Positions of a customer's latest order (spec 3 §2.3): past orders come newest first; the first with
 * positions wins, else the customer's own positions, else null.
 */
export function latestPositions(past: readonly { fromDate?: string | null; numberOfPositions?: number | null }[], customerPositions: number | null | undefined): number | null {
  const sorted = [...past].sort((a, b) => (b.fromDate ?? '').localeCompare(a.fromDate ?? ''));
  const hit = sorted.find((p) => typeof p.numberOfPositions === 'number' && p.numberOfPositions > 0);
  if (hit) return hit.numberOfPositions!;
  return customerPositions != null && customerPositions > 0 ? customerPositions : null;
}

/** The customer's "Auftrag planen" hands over customerId (and positions): the calendar opens with it. */
export function calendarHandover(params: URLSearchParams): { customerId: number; positions: number | null } | null {
  const id = params.get('customerId');
  if (!id || !/^\d+$/.test(id) || Number(id) < 1) return null;
  const p = params.get('positions') ?? '';
  return { customerId: Number(id), positions: /^\d+$/.test(p) && Number(p) > 0 ? Number(p) : null };
}

/** maxPositions of the max-positions dialog (spec 3 §5): an integer ≥ 0 (0 = the default). */
export function parseMaxPositions(text: string): number | null {
  const t = text.trim();
  // German grouping is accepted: 90.000 → 90000.
  const v = /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t;
  return /^\d+$/.test(v) ? Number(v) : null;
}

export interface MaxPositionsValues {
  maxPositions: string;
  note: string;
}

/**
 * Spec 3 §5: maxPositions an integer ≥ 0 (German grouping accepted, 0 = the default) and not above the
 * largest maximum, the note (as sent: trimmed) not too long — @inv/domain's rules and messages, which
 * the server refuses by too. An empty field is no number here: the dialog always sends a maximum.
 */
export const maxPositionsSchema = () =>
  yup.object({
    maxPositions: yup
      .string()
      .default('')
      .test('maxPositions', function check(v) {
        const problem = maxPositionsProblem(parseMaxPositions(v ?? '') ?? Number.NaN);
        return problem ? this.createError({ message: problem }) : true;
      }),
    note: yup
      .string()
      .default('')
      .test('note', function check(v) {
        const problem = calendarNoteProblem((v ?? '').trim());
        return problem ? this.createError({ message: problem }) : true;
      }),
  });

/** Positions of the create dialog: an integer ≥ 1. */
export function parsePositions(text: string): number | null {
  const v = text.trim();
  return /^\d+$/.test(v) && Number(v) >= 1 ? Number(v) : null;
}

/** react-big-calendar works with local JS Dates: a calendar day becomes local midnight of that day. */
export function toLocalDate(iso: string, time = '00:00'): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, h || 0, min || 0);
}

/** The calendar day of a local JS Date. */
export function isoOfLocal(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export const validDay = (v: string | null | undefined): v is string => isIsoDate(v);
