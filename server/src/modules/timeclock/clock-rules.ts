/**
 * The timeclock's rules as pure functions (spec 2 §4 "Worklog per employee per order", §9), unit-tested:
 * what one clocking action does to an employee's open worklog, the status of an employee on an order's
 * day, and the total work time of an order.
 */
import { registerEnumType } from 'type-graphql';
import { msg } from '../../messages.js';
import { dayTotals, toMinutes, type Span } from '../worklogs/time-math.js';
import { WorklogType } from '../worklogs/worklog.entity.js';

export enum ClockingAction {
  IN = 'IN',
  OUT = 'OUT',
  PAUSE = 'PAUSE',
}
registerEnumType(ClockingAction, { name: 'ClockingAction', description: 'IN (with WORK, TRAVEL or PASSENGER), PAUSE, OUT.' });

export enum TimeclockStatus {
  NOT_CLOCKED_IN = 'NOT_CLOCKED_IN',
  CLOCKED_IN = 'CLOCKED_IN',
  PAUSED = 'PAUSED',
  CLOCKED_OUT = 'CLOCKED_OUT',
  CLOCKED_IN_ELSEWHERE = 'CLOCKED_IN_ELSEWHERE',
}
registerEnumType(TimeclockStatus, {
  name: 'TimeclockStatus',
  description:
    'State of an employee on one order and day: CLOCKED_IN (open WORK/TRAVEL/PASSENGER here), PAUSED (open PAUSE here), ' +
    'CLOCKED_OUT (entries here, none open), CLOCKED_IN_ELSEWHERE (open entry on another order or day), NOT_CLOCKED_IN.',
});

/** The types an employee can be clocked in as; PAUSE is reached only through the PAUSE action. */
export const CLOCK_IN_TYPES: readonly WorklogType[] = [WorklogType.WORK, WorklogType.TRAVEL, WorklogType.PASSENGER];
/** PAUSE only from WORK or TRAVEL (spec 2 §4). */
const PAUSABLE: readonly WorklogType[] = [WorklogType.WORK, WorklogType.TRAVEL];

export const TYPE_LABEL: Record<WorklogType, string> = {
  [WorklogType.WORK]: 'Arbeit',
  [WorklogType.TRAVEL]: 'Fahrt',
  [WorklogType.PASSENGER]: 'Beifahrer',
  [WorklogType.PAUSE]: 'Pause',
};

/** DD.MM.YYYY (spec 2 §9) of a YYYY-MM-DD day. */
export const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The employee's one open worklog (any order, any day). */
export interface OpenEntry {
  orderId: number;
  orderName: string;
  date: string;
  start: string;
  worklogType: WorklogType;
}

export interface ClockStep {
  orderId: number;
  date: string;
  /** HH:mm on `date`. */
  time: string;
  action: ClockingAction | null | undefined;
  worklogType?: WorklogType | null;
}

/**
 * What to do: close the open entry at `time` (dropping it when it would last no minute at all) and/or
 * open a new entry of `open` on the step's order. Or refuse with a German reason.
 */
export type ClockPlan = { ok: true; close: { drop: boolean } | null; open: WorklogType | null } | { ok: false; error: string };

const refuse = (error: string): ClockPlan => ({ ok: false, error });

/**
 * The state machine of spec 2 §4 for one employee: not clocked in → WORK/TRAVEL/PASSENGER → PAUSE
 * (only from WORK or TRAVEL) → out. Switching the type closes the open entry and opens the new one;
 * clocking in on a second order closes the entry open on the first. The open entry must lie on the
 * step's day: an entry forgotten on another day is closed by clocking out on that day.
 */
export function planClock(open: OpenEntry | null, step: ClockStep): ClockPlan {
  if (!step.action) return refuse(msg.clockActionRequired);
  if (open && open.date !== step.date) return refuse(msg.clockOpenOnOtherDay(germanDate(open.date), open.orderName));
  const here = open && open.orderId === step.orderId ? open : null;
  const closeAt = (entry: OpenEntry): ClockPlan | { drop: boolean } =>
    toMinutes(step.time) < toMinutes(entry.start) ? refuse(msg.clockBeforeOpenStart(entry.start)) : { drop: step.time === entry.start };

  switch (step.action) {
    case ClockingAction.IN: {
      const type = step.worklogType;
      if (!type || !CLOCK_IN_TYPES.includes(type)) return refuse(msg.clockTypeForIn);
      if (here?.worklogType === type) return refuse(msg.clockAlreadyAs(TYPE_LABEL[type]));
      if (!open) return { ok: true, close: null, open: type };
      const close = closeAt(open);
      return 'ok' in close ? close : { ok: true, close, open: type };
    }
    case ClockingAction.PAUSE: {
      if (!here) return refuse(msg.clockNotClockedIn);
      if (here.worklogType === WorklogType.PAUSE) return refuse(msg.clockAlreadyPaused);
      if (!PAUSABLE.includes(here.worklogType)) return refuse(msg.clockPauseOnlyFromWork);
      const close = closeAt(here);
      return 'ok' in close ? close : { ok: true, close, open: WorklogType.PAUSE };
    }
    case ClockingAction.OUT: {
      if (!here) return refuse(msg.clockNotClockedIn);
      const close = closeAt(here);
      return 'ok' in close ? close : { ok: true, close, open: null };
    }
    default:
      return refuse(msg.clockActionRequired);
  }
}

export interface DayEntry extends Span {
  orderId: number;
  orderName: string;
  date: string;
  open: boolean;
}

/**
 * Status and status message of an employee on an order's day, from the employee's entries of that day
 * and the one open entry anywhere.
 */
export function employeeStatus(orderId: number, date: string, day: DayEntry[], open: DayEntry | null): { status: TimeclockStatus; statusMessage: string | null } {
  if (open && open.orderId === orderId && open.date === date) {
    const paused = open.worklogType === WorklogType.PAUSE;
    return {
      status: paused ? TimeclockStatus.PAUSED : TimeclockStatus.CLOCKED_IN,
      statusMessage: msg.statusClockedIn(TYPE_LABEL[open.worklogType], open.start),
    };
  }
  if (open) {
    return {
      status: TimeclockStatus.CLOCKED_IN_ELSEWHERE,
      statusMessage: open.date === date ? msg.statusElsewhere(open.orderName, open.start) : msg.statusElsewhereOtherDay(open.orderName, germanDate(open.date), open.start),
    };
  }
  const here = day.filter((e) => e.orderId === orderId && e.end);
  if (here.length) {
    const last = here.reduce((a, b) => (toMinutes(b.end!) > toMinutes(a.end!) ? b : a));
    return { status: TimeclockStatus.CLOCKED_OUT, statusMessage: msg.statusClockedOut(last.end!) };
  }
  return { status: TimeclockStatus.NOT_CLOCKED_IN, statusMessage: null };
}

export interface OrderEntry extends Span {
  employeeId: number;
  date: string;
}

/**
 * Total work time of an order in minutes (spec 2 §9): its WORK entries only, an open entry counting up
 * to now (an entry left open on an earlier day up to the end of that day). Work is net like everywhere
 * else: a pause lying inside a work span (the automatic pause) is deducted.
 */
export function orderWorkMinutes(entries: OrderEntry[], today: string, now: string): number {
  const groups = new Map<string, OrderEntry[]>();
  for (const e of entries) {
    const key = `${e.employeeId}|${e.date}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  let total = 0;
  for (const group of groups.values()) {
    const date = group[0].date;
    const until = date < today ? '24:00' : date === today ? now : undefined;
    total += dayTotals(date, group, until).minutesWork;
  }
  return total;
}

/**
 * Issue 21: an offline action applied at its recorded time may not lie before the employee's previous
 * action — the latest start or end among the employee's entries of that day (an open entry's start
 * included). The same minute is allowed (clocking out in the minute clocked in drops the entry).
 */
export function beforePreviousAction(day: readonly { start: string; end: string | null }[], time: string): boolean {
  let latest = -1;
  for (const w of day) latest = Math.max(latest, toMinutes(w.start), w.end ? toMinutes(w.end) : -1);
  return toMinutes(time) < latest;
}
