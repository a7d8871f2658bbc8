/**
 * Pure rules of the order screen's worklogs and per-diems tabs (spec 3 §2.4, spec 1 §4, §6): which month
 * and day the address names, the month picker's bounds, worklogs grouped per date and employee, and who
 * may create, change or delete what. The server enforces all of it again; these decide what is offered.
 */
import { DateTime } from 'luxon';
import { isIsoDate, isIsoMonth, monthOf } from '@/shared/date/date-input';
import { ISO_MONTH, ZONE } from '@/shared/format';
import { addTotals, compareDe, dayTotals, type DayTotals, type Shift, shiftsOf, type WorklogKind } from '@inv/domain';
import { type Abilities, can } from '@/shared/session/abilities';
import { isAutomaticPause } from '@/shared/worklogs/day-totals';

export interface OrderValidity {
  validFrom: string;
  /** Null: the order has no end. */
  validTo: string | null;
}

/** The months the month picker offers: from the order's first month to its last (spec 3 §2.4). */
export function monthBounds(order: OrderValidity, today: string): { min: string; max: string } {
  const min = monthOf(order.validFrom);
  // An order without an end runs on; its picker stops at the current month (no worklogs lie in the future).
  const max = order.validTo ? monthOf(order.validTo) : monthOf(today) < min ? min : monthOf(today);
  return { min, max };
}

const clampMonth = (m: string, b: { min: string; max: string }) => (m < b.min ? b.min : m > b.max ? b.max : m);

export interface TabDate {
  /** YYYY-MM of the month shown. */
  yearMonth: string;
  /** YYYY-MM-DD in the day view, null in the month view. */
  day: string | null;
}

/**
 * The month and day of the worklogs and per-diems tabs. The day comes from the path
 * (/orders/{id}/worklogs/{date}) or from the query `date` as YYYY-MM-DD; a query `date` as YYYY-MM picks
 * the month. A day outside the order's validity, an invalid value or none at all falls back to the month
 * view of today's month, kept within the order's months.
 */
export function resolveTabDate(pathDate: string | null, queryDate: string | null, order: OrderValidity, today: string): TabDate {
  const bounds = monthBounds(order, today);
  const inOrder = (d: string) => d >= order.validFrom && (!order.validTo || d <= order.validTo);
  for (const candidate of [pathDate, queryDate]) {
    if (isIsoDate(candidate) && inOrder(candidate)) return { yearMonth: monthOf(candidate), day: candidate };
  }
  if (!pathDate && isIsoMonth(queryDate)) return { yearMonth: clampMonth(queryDate, bounds), day: null };
  return { yearMonth: clampMonth(monthOf(today), bounds), day: null };
}

/** Addresses of the tabs: the month keeps `view` (and any other query value) of the current address. */
export function monthHref(orderId: number, tab: 'worklogs' | 'perdiems', yearMonth: string, query: URLSearchParams): string {
  const q = new URLSearchParams(query);
  q.set('date', yearMonth);
  return `/orders/${orderId}/${tab}?${q.toString()}`;
}

export function dayHref(orderId: number, tab: 'worklogs' | 'perdiems', date: string, query: URLSearchParams): string {
  const q = new URLSearchParams(query);
  q.delete('date');
  const s = q.toString();
  return `/orders/${orderId}/${tab}/${date}${s ? `?${s}` : ''}`;
}

/** YYYY-MM as "November 2026" (the breadcrumb's month). */
export function monthTitle(yearMonth: string): string {
  return DateTime.fromFormat(yearMonth, ISO_MONTH, { zone: ZONE }).setLocale('de-DE').toFormat('LLLL yyyy');
}

/** YYYY-MM-DD as "Mo., 16.11.2026" (a panel's date). */
export function dayTitle(date: string): string {
  return DateTime.fromISO(date, { zone: ZONE }).setLocale('de-DE').toFormat('ccc, dd.MM.yyyy');
}

// ------------------------------------------------------------------ grouping

export interface WorklogLike {
  id: number;
  date: string;
  start: string;
  end: string | null;
  worklogType: WorklogKind;
  comment: string;
  /** The system's ArbZG §4 pause. */
  automatic: boolean;
  employee: { id: number; employeeId: number; firstName: string; lastName: string };
}

export interface EmployeeDay<T extends WorklogLike> {
  employee: T['employee'];
  /** The day's entries on this order, by start time. */
  entries: T[];
  totals: DayTotals;
  /** Earliest start and latest end; end null while an entry is open. */
  from: string;
  to: string | null;
  hasAutomaticPause: boolean;
  /**
   * The employee's shifts on this order touching the date (@inv/domain shiftsOf: gaps under an hour,
   * also across midnight), with their entries of every day: a night shows both of its days.
   */
  shifts: Shift<T>[];
}

export interface DateGroup<T extends WorklogLike> {
  date: string;
  employees: EmployeeDay<T>[];
  totals: DayTotals;
}

const byName = (a: WorklogLike['employee'], b: WorklogLike['employee']) =>
  compareDe(a.lastName, b.lastName) || compareDe(a.firstName, b.firstName) || a.employeeId - b.employeeId;

/**
 * An order month's worklogs as panels per date (ascending), each with one row per employee (by last
 * name, first name) holding that employee's entries, totals and shifts. Totals are the day's net work
 * (@inv/domain, as the server counts). Without the passenger right, passenger entries are left out
 * entirely: their times would show the figure that must stay hidden. `around` are worklogs of the
 * months next to it that only complete shifts across the month's first or last midnight.
 */
export function groupWorklogs<T extends WorklogLike>(worklogs: readonly T[], opts: { showPassenger: boolean; around?: readonly T[] }): DateGroup<T>[] {
  const shown = (w: T) => opts.showPassenger || w.worklogType !== 'PASSENGER';
  const byDate = new Map<string, Map<number, T[]>>();
  for (const w of worklogs) {
    if (!shown(w)) continue;
    const day = byDate.get(w.date) ?? new Map<number, T[]>();
    byDate.set(w.date, day);
    day.set(w.employee.id, [...(day.get(w.employee.id) ?? []), w]);
  }
  const shiftsByEmployee = new Map<number, Shift<T>[]>();
  const perEmployee = new Map<number, T[]>();
  for (const w of [...(opts.around ?? []), ...worklogs]) if (shown(w)) perEmployee.set(w.employee.id, [...(perEmployee.get(w.employee.id) ?? []), w]);
  for (const [id, list] of perEmployee) shiftsByEmployee.set(id, shiftsOf(list));
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, perEmployee]) => {
      const employees = [...perEmployee.values()]
        .map((list) => {
          const entries = [...list].sort((a, b) => a.start.localeCompare(b.start) || (a.end ?? '99').localeCompare(b.end ?? '99') || a.id - b.id);
          const ends = entries.map((e) => e.end);
          const employee = entries[0].employee;
          return {
            employee,
            entries,
            totals: dayTotals(date, entries),
            from: entries[0].start,
            // '24:00' sorts after every other end as text.
            to: ends.includes(null) ? null : (ends as string[]).reduce((m, e) => (e > m ? e : m)),
            hasAutomaticPause: entries.some(isAutomaticPause),
            shifts: (shiftsByEmployee.get(employee.id) ?? []).filter((sh) => sh.entries.some((e) => e.date === date)),
          };
        })
        .sort((a, b) => byName(a.employee, b.employee));
      return { date, employees, totals: addTotals(employees.map((e) => e.totals)) };
    });
}

// ------------------------------------------------------------------ rights

/** Anything dated before the earliest valid date lies in a closed month (spec 1 §4 "Month closing"). */
export const isClosed = (date: string, earliestValidFrom: string) => date < earliestValidFrom;

export interface WorklogRights {
  create: boolean;
  editOwn: boolean;
  editOther: boolean;
  delete: boolean;
  clockingHistory: boolean;
  passenger: boolean;
}

/**
 * The worklogs tab's rights (spec 3 §2.4, §6; spec 1 §6) from the session's abilities: create, edit
 * and delete need the tab's own right (the spec names them for this tab) besides the operation's, the
 * clocking history its tab right; the passenger times are the operation's requirement.
 */
export function worklogRights(abilities: Abilities | null | undefined): WorklogRights {
  return {
    create: can(abilities, 'offerOrderWorklogCreate') && can(abilities, 'createWorklogs'),
    editOwn: can(abilities, 'offerOrderWorklogEditOwn') && can(abilities, 'editOwnWorklogs'),
    editOther: can(abilities, 'offerOrderWorklogEditOther') && can(abilities, 'editOthersWorklogs'),
    delete: can(abilities, 'offerOrderWorklogDelete') && can(abilities, 'deleteWorklogs'),
    clockingHistory: can(abilities, 'openOrderClockingHistory'),
    passenger: can(abilities, 'seePassengerTimes'),
  };
}

/**
 * The create button (spec 3 §2.4): the order has no end or ends on or after the earliest valid date,
 * and the user may create here (rights.create).
 */
export function canCreateWorklog(rights: WorklogRights, order: OrderValidity, earliestValidFrom: string): boolean {
  return rights.create && (order.validTo === null || order.validTo >= earliestValidFrom);
}

/**
 * Edit of one entry: own entries need editOwnWorklogs, others' editOthersWorklogs; never
 * in a closed month, never the automatic pause (the server books it anew after every change and refuses
 * hand edits).
 */
export function canEditWorklog(
  rights: WorklogRights,
  w: Pick<WorklogLike, 'date' | 'worklogType' | 'automatic'> & { employee: { id: number } },
  ownEmployeeId: number | null,
  earliestValidFrom: string,
): boolean {
  if (isClosed(w.date, earliestValidFrom) || isAutomaticPause(w)) return false;
  return w.employee.id === ownEmployeeId ? rights.editOwn : rights.editOther;
}

/** Delete needs deleteWorklogs; not in a closed month; not the automatic pause (it would be booked again at once). */
export function canDeleteWorklog(rights: WorklogRights, w: Pick<WorklogLike, 'date' | 'worklogType' | 'automatic'>, earliestValidFrom: string): boolean {
  return rights.delete && !isClosed(w.date, earliestValidFrom) && !isAutomaticPause(w);
}

/** A whole month lies before the earliest valid date (its last day is closed). */
export function monthClosed(yearMonth: string, earliestValidFrom: string): boolean {
  const last = DateTime.fromFormat(yearMonth, ISO_MONTH, { zone: ZONE }).endOf('month').toFormat('yyyy-MM-dd');
  return isClosed(last, earliestValidFrom);
}
