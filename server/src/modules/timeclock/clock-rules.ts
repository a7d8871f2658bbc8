/**
 * The timeclock's rules as pure functions (spec 2 §4 "Worklog per employee per order", §9), unit-tested:
 * what one clocking action does to an employee's open worklog, the status of an employee on an order's
 * day, and the total work time of an order.
 */
import { registerEnumType } from 'type-graphql';
import { msg } from '../../messages.js';
import { clockRefusal, dayTotals, instantOf, previousDay, toMinutes, type ClockRefusal, type Span } from '@inv/domain';
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
 *
 * `carry` (an entry opened the evening before, continued across midnight): the open entry is closed at
 * 24:00 on its own day instead, and its type is booked on the step's day from 00:00 up to `time`
 * (closed; nothing when `time` is 00:00) on the open entry's order, before `open` opens at `time`.
 */
export type ClockPlan =
  | { ok: true; close: { drop: boolean } | null; open: WorklogType | null; carry?: WorklogType }
  | { ok: false; error: string };

/** An open entry older than this at the action's time is forgotten, not continued (time controlling's rule). */
export const FORGOTTEN_AFTER_MINUTES = 16 * 60;

/**
 * Whether an entry open since `open.start` on `open.date` is continued across midnight by an action at
 * `time` on `date`: it lies on the day before and is not older than 16 hours then (real minutes, so a
 * DST night counts as lived).
 */
export function continuesAcrossMidnight(open: { date: string; start: string }, date: string, time: string): boolean {
  if (open.date !== previousDay(date)) return false;
  const age = instantOf(date, toMinutes(time)) - instantOf(open.date, toMinutes(open.start));
  return age >= 0 && age <= FORGOTTEN_AFTER_MINUTES;
}

const refuse = (error: string): ClockPlan => ({ ok: false, error });

/** The German reason of a refusal of the state machine (@inv/domain clockRefusal). */
function refusalMessage(refusal: ClockRefusal, type: WorklogType | null | undefined): string {
  switch (refusal) {
    case 'ACTION_REQUIRED':
      return msg.clockActionRequired;
    case 'TYPE_FOR_IN':
      return msg.clockTypeForIn;
    case 'ALREADY_AS':
      return msg.clockAlreadyAs(TYPE_LABEL[type!]);
    case 'NOT_CLOCKED_IN':
      return msg.clockNotClockedIn;
    case 'ALREADY_PAUSED':
      return msg.clockAlreadyPaused;
    case 'PAUSE_ONLY_FROM_WORK':
      return msg.clockPauseOnlyFromWork;
  }
}

/**
 * One clocking step for one employee: the state machine of spec 2 §4 (@inv/domain clockRefusal) decides
 * whether the action is allowed on this order; switching the type closes the open entry and opens the
 * new one; clocking in on a second order closes the entry open on the first. The open entry must lie on
 * the step's day, or on the day before and be at most 16 hours old (a night shift: continued across
 * midnight, `carry`); an entry forgotten on another day is closed by clocking out on that day.
 */
export function planClock(open: OpenEntry | null, step: ClockStep): ClockPlan {
  if (!step.action) return refuse(msg.clockActionRequired);
  const overnight = !!open && open.date !== step.date && continuesAcrossMidnight(open, step.date, step.time);
  if (open && open.date !== step.date && !overnight) return refuse(msg.clockOpenOnOtherDay(germanDate(open.date), open.orderName));
  const here = open && open.orderId === step.orderId ? open : null;
  const refusal = clockRefusal(here?.worklogType ?? null, step.action, step.worklogType);
  if (refusal) return refuse(refusalMessage(refusal, step.worklogType));
  const closeAt = (entry: OpenEntry): ClockPlan | { drop: boolean } =>
    overnight ? { drop: false } : toMinutes(step.time) < toMinutes(entry.start) ? refuse(msg.clockBeforeOpenStart(entry.start)) : { drop: step.time === entry.start };
  const carry = overnight ? { carry: open!.worklogType } : {};

  switch (step.action) {
    case ClockingAction.IN: {
      const type = step.worklogType!;
      if (!open) return { ok: true, close: null, open: type };
      const close = closeAt(open);
      return 'ok' in close ? close : { ok: true, close, open: type, ...carry };
    }
    case ClockingAction.PAUSE: {
      const close = closeAt(here!);
      return 'ok' in close ? close : { ok: true, close, open: WorklogType.PAUSE, ...carry };
    }
    case ClockingAction.OUT: {
      const close = closeAt(here!);
      return 'ok' in close ? close : { ok: true, close, open: null, ...carry };
    }
    default:
      return refuse(msg.clockActionRequired);
  }
}

export interface DayEntry extends Span {
  worklogType: WorklogType;
  comment?: string;
  orderId: number;
  orderName: string;
  date: string;
  open: boolean;
}

/** Berlin's day and wall time HH:mm of now. */
export interface Now {
  date: string;
  time: string;
}

/**
 * Whether an entry open since the day before `date` is a night still going on as seen from the page of
 * `date`: today, at most 16 hours old now; on a day gone by, at its 00:00 (the clock then decides by
 * the action's time); never on a day to come.
 */
export function nightGoesOn(open: { date: string; start: string }, date: string, now: Now): boolean {
  if (date > now.date) return false;
  return continuesAcrossMidnight(open, date, date === now.date ? now.time : '00:00');
}

/**
 * Status and status message of an employee on an order's day, from the employee's entries of that day
 * and the one open entry anywhere. With `now` given, an entry opened here the evening before that is a
 * night still going on (nightGoesOn) counts as open here: OUT or PAUSE from that day's page continue it
 * across midnight.
 */
export function employeeStatus(orderId: number, date: string, day: DayEntry[], open: DayEntry | null, now?: Now): { status: TimeclockStatus; statusMessage: string | null } {
  const overnight = !!open && !!now && open.date !== date && nightGoesOn(open, date, now);
  if (open && open.orderId === orderId && (open.date === date || overnight)) {
    const paused = open.worklogType === WorklogType.PAUSE;
    const type = TYPE_LABEL[open.worklogType];
    return {
      status: paused ? TimeclockStatus.PAUSED : TimeclockStatus.CLOCKED_IN,
      statusMessage: overnight ? msg.statusClockedInYesterday(type, open.start) : msg.statusClockedIn(type, open.start),
    };
  }
  if (open) {
    return {
      status: TimeclockStatus.CLOCKED_IN_ELSEWHERE,
      statusMessage:
        open.date === date ? msg.statusElsewhere(open.orderName, open.start)
        : overnight ? msg.statusElsewhereYesterday(open.orderName, open.start)
        : msg.statusElsewhereOtherDay(open.orderName, germanDate(open.date), open.start),
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
  worklogType: WorklogType;
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
 * An offline action applied at its recorded time may not lie before the employee's previous
 * action — the latest start or end among the employee's entries (an open entry's start included),
 * compared as moments across days: an action at 23:50 replayed after the employee's 00:30 of the next
 * day lies before it. The same minute is allowed (clocking out in the minute clocked in drops the entry;
 * an end at 24:00 and an action at 00:00 of the next day are the same moment).
 */
export function beforePreviousAction(entries: readonly { date: string; start: string; end: string | null }[], date: string, time: string): boolean {
  let latest = -Infinity;
  for (const w of entries) latest = Math.max(latest, instantOf(w.date, toMinutes(w.start)), w.end ? instantOf(w.date, toMinutes(w.end)) : -Infinity);
  return instantOf(date, toMinutes(time)) < latest;
}
