/**
 * Durations of a day (spec 1 §9, spec 2 §9): times are HH:mm on the day they belong to, minutes are
 * shown as HH:MM. Pure functions, unit-tested.
 */
import { AUTOMATIC_PAUSE, WorklogType } from './worklog.entity.js';

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const toHHMM = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface Span {
  worklogType: WorklogType;
  start: string;
  end: string | null;
  comment?: string;
}

/** Minutes of a span; an open one counts up to `now` (HH:mm), never negative. */
export function spanMinutes(s: Span, now?: string): number {
  const end = s.end ?? now;
  return end ? Math.max(0, toMinutes(end) - toMinutes(s.start)) : 0;
}

export function overlaps(a: { start: string; end: string | null }, b: { start: string; end: string | null }): boolean {
  const aEnd = a.end ? toMinutes(a.end) : 24 * 60;
  const bEnd = b.end ? toMinutes(b.end) : 24 * 60;
  return toMinutes(a.start) < bEnd && toMinutes(b.start) < aEnd;
}

function overlapMinutes(a: Span, b: Span): number {
  if (!a.end || !b.end) return 0;
  return Math.max(0, Math.min(toMinutes(a.end), toMinutes(b.end)) - Math.max(toMinutes(a.start), toMinutes(b.start)));
}

export interface DayTotals {
  minutesWork: number;
  minutesTravel: number;
  minutesPassenger: number;
  minutesPause: number;
}

/** Totals of a day. Work is net: a pause lying inside a work span (e.g. the automatic one) is deducted. */
export function dayTotals(spans: Span[], now?: string): DayTotals {
  const sum = (t: WorklogType) => spans.filter((s) => s.worklogType === t).reduce((m, s) => m + spanMinutes(s, now), 0);
  const pauses = spans.filter((s) => s.worklogType === WorklogType.PAUSE);
  const works = spans.filter((s) => s.worklogType === WorklogType.WORK);
  const inside = pauses.reduce((m, p) => m + works.reduce((n, w) => n + overlapMinutes(p, w), 0), 0);
  return {
    minutesWork: sum(WorklogType.WORK) - inside,
    minutesTravel: sum(WorklogType.TRAVEL),
    minutesPassenger: sum(WorklogType.PASSENGER),
    minutesPause: sum(WorklogType.PAUSE),
  };
}

/**
 * The pause German working-time law requires (ArbZG §4): 30 minutes for more than six hours of work,
 * 45 for more than nine. Returns the automatic pause to book (placed at the end of the last work span)
 * or null when the day's own pauses suffice.
 */
export function automaticPause(spans: Span[]): { start: string; end: string } | null {
  const works = spans.filter((s) => s.worklogType === WorklogType.WORK && s.end).sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
  const gross = works.reduce((m, s) => m + spanMinutes(s), 0);
  const required = gross > 9 * 60 ? 45 : gross > 6 * 60 ? 30 : 0;
  const own = spans.filter((s) => s.worklogType === WorklogType.PAUSE && s.comment !== AUTOMATIC_PAUSE && s.end).reduce((m, s) => m + spanMinutes(s), 0);
  const shortfall = required - own;
  if (shortfall <= 0 || works.length === 0) return null;
  const last = works[works.length - 1];
  const end = toMinutes(last.end!);
  return { start: toHHMM(Math.max(toMinutes(last.start), end - shortfall)), end: last.end! };
}
