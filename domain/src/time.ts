/**
 * Time arithmetic of worklogs, the one home of the rule "net work = work spans minus the pauses lying
 * inside them" on the TypeScript side. The database's twin is the SQL function family `wl_*`
 * (server/src/db/migrations, "time arithmetic"); property tests (server/src/db/time-sql.property.test.ts)
 * run both on random days so they cannot drift apart.
 *
 * A worklog belongs to one calendar day of Europe/Berlin and carries wall-clock times HH:mm. An end may
 * be 24:00, the end of the day (ISO 8601); a shift through the night is two entries, 22:00–24:00 and
 * 00:00–06:00 on the next day. Minutes are real elapsed minutes: on the night the clocks go forward the
 * hour 02:00–03:00 does not exist, on the night they go back it is lived twice (see `elapsedAt`).
 */

export type WorklogKind = 'WORK' | 'PAUSE' | 'TRAVEL' | 'PASSENGER';

export const DAY_MINUTES = 24 * 60;
/** The end of the day as an end time (ISO 8601 "24:00"). */
export const END_OF_DAY = '24:00';
/** A start (or any time of day): 00:00–23:59. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An end: 00:00–23:59 or 24:00. */
export const END_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** HH:mm of minutes since midnight; 1440 is 24:00. */
export const toHHMM = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// ------------------------------------------------------------ daylight saving time (Europe/Berlin)

/**
 * Whether the clocks change in Germany on `date` (YYYY-MM-DD): forward on the last Sunday of March
 * (02:00 CET → 03:00 CEST), back on the last Sunday of October (03:00 CEST → 02:00 CET). Source: the EU
 * summer-time directive 2000/84/EC art. 2–3 and the German Einheitenzeitgesetz / SZV §1; the rule holds
 * in Germany since 1996 (before, winter time began in September — not supported).
 */
export function clockChange(date: string): 'FORWARD' | 'BACK' | null {
  const month = date.slice(5, 7);
  if (month !== '03' && month !== '10') return null;
  if (Number(date.slice(8, 10)) < 25) return null; // both months have 31 days: the last Sunday is the 25th or later
  if (new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) return null;
  return month === '03' ? 'FORWARD' : 'BACK';
}

/**
 * Real minutes since the local midnight of `date` at wall time `wall` (minutes, 0–1440). On the night
 * the clocks go forward, wall times 02:00–02:59 do not exist and count as 02:00 (a span 00:00–06:00 is
 * 300 minutes). On the night they go back, wall times 02:00–02:59 are read as their first occurrence
 * (summer time) and everything from 03:00 lies an hour later (a span 00:00–06:00 is 420 minutes).
 */
export function elapsedAt(date: string, wall: number): number {
  const change = dayOf(date).change;
  if (change === 'FORWARD') return wall < 120 ? wall : wall < 180 ? 120 : wall - 60;
  if (change === 'BACK') return wall < 180 ? wall : wall + 60;
  return wall;
}

/** Real minutes from `start` to `end` on `date` (HH:mm; end may be 24:00), never negative. */
export function spanMinutes(date: string, start: string, end: string): number {
  return Math.max(0, elapsedAt(date, toMinutes(end)) - elapsedAt(date, toMinutes(start)));
}

const epochDay = (date: string) => Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);
const dateOfEpochDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The last Sunday of a month (0-based) of a year, as an epoch day. */
function lastSunday(year: number, month: number): number {
  const last = Date.UTC(year, month + 1, 0) / 86_400_000;
  return last - new Date(last * 86_400_000).getUTCDay();
}

/** Berlin's offset from UTC in minutes at the local midnight of `date`: summer time between the two changes. */
function midnightOffset(date: string): number {
  const day = epochDay(date);
  const year = Number(date.slice(0, 4));
  return day > lastSunday(year, 2) && day <= lastSunday(year, 9) ? 120 : 60;
}

/**
 * A moment as minutes since 1970-01-01 00:00 UTC, from a day and a wall time on it: comparable across
 * days (22:00–24:00 on one day and 00:00 on the next meet), so shifts across midnight are one timeline.
 */
export function instantOf(date: string, wall: number): number {
  return dayStart(date) + elapsedAt(date, wall);
}

/**
 * A day's clock change and the instant of its local midnight, kept per date: every wall time of a day
 * shares them, and the compliance checks of a month ask for them about a million times over a few
 * hundred dates (the date arithmetic behind them was most of their time). Bounded, so a long-running
 * process does not grow it.
 */
const days = new Map<string, { change: 'FORWARD' | 'BACK' | null; start: number }>();
function dayOf(date: string): { change: 'FORWARD' | 'BACK' | null; start: number } {
  let day = days.get(date);
  if (day === undefined) {
    day = { change: clockChange(date), start: epochDay(date) * DAY_MINUTES - midnightOffset(date) };
    if (days.size >= 10_000) days.clear();
    days.set(date, day);
  }
  return day;
}
const dayStart = (date: string) => dayOf(date).start;

/** The wall time (minutes, 0–1440) on `date` of an instant lying on that day (see instantOf). */
export function wallOf(date: string, instant: number): number {
  const elapsed = instant - dayStart(date);
  const change = dayOf(date).change;
  if (change === 'FORWARD') return elapsed < 120 ? elapsed : elapsed + 60;
  // The repeated hour's second pass has no wall time of its own here: it is read as 03:00.
  if (change === 'BACK') return elapsed < 180 ? elapsed : elapsed < 240 ? 180 : elapsed - 60;
  return elapsed;
}

/** The next calendar day (YYYY-MM-DD). */
export const nextDay = (date: string) => dateOfEpochDay(epochDay(date) + 1);
/** The previous calendar day (YYYY-MM-DD). */
export const previousDay = (date: string) => dateOfEpochDay(epochDay(date) - 1);

// ------------------------------------------------------------ net minutes of a day

export interface Span {
  worklogType: WorklogKind;
  start: string;
  /** null while open. */
  end: string | null;
}

type Interval = readonly [number, number];

/** Sorted, merged union of half-open intervals (touching ones merge). */
export function union(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** The parts of [a, b) not covered by `holes` (a sorted, merged union). */
export function minus([a, b]: Interval, holes: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let from = a;
  for (const [h1, h2] of holes) {
    if (h2 <= from) continue;
    if (h1 >= b) break;
    if (h1 > from) out.push([from, Math.min(h1, b)]);
    from = Math.max(from, h2);
    if (from >= b) break;
  }
  if (from < b) out.push([from, b]);
  return out;
}

/**
 * The minutes each entry of one employee's day counts, in the order given. A WORK entry counts its
 * span minus every finished pause of the day lying inside it (pauses that overlap each other are
 * deducted once); the other types count their span. An open entry counts up to `until` (HH:mm, e.g.
 * now; 24:00 for a day gone by) or 0 without it. Real minutes (elapsedAt).
 */
export function entryMinutes(date: string, entries: readonly Span[], until?: string | null): number[] {
  const pauses = union(entries.filter((e) => e.worklogType === 'PAUSE' && e.end).map((e) => [toMinutes(e.start), toMinutes(e.end!)] as const));
  const real = ([a, b]: Interval) => elapsedAt(date, b) - elapsedAt(date, a);
  return entries.map((e) => {
    const end = e.end ?? until;
    if (!end) return 0;
    const span: Interval = [toMinutes(e.start), toMinutes(end)];
    if (span[1] <= span[0]) return 0;
    const parts = e.worklogType === 'WORK' ? minus(span, pauses) : [span];
    return parts.reduce((m, p) => m + real(p), 0);
  });
}

export interface DayTotals {
  minutesWork: number;
  minutesTravel: number;
  minutesPassenger: number;
  minutesPause: number;
}

export const NO_MINUTES: DayTotals = Object.freeze({ minutesWork: 0, minutesTravel: 0, minutesPassenger: 0, minutesPause: 0 });

const TOTAL_OF: Record<WorklogKind, keyof DayTotals> = { WORK: 'minutesWork', TRAVEL: 'minutesTravel', PASSENGER: 'minutesPassenger', PAUSE: 'minutesPause' };

/** Totals of one employee's day (entryMinutes summed per type): work is net of the pauses inside it. */
export function dayTotals(date: string, entries: readonly Span[], until?: string | null): DayTotals {
  const minutes = entryMinutes(date, entries, until);
  const totals = { ...NO_MINUTES };
  entries.forEach((e, i) => (totals[TOTAL_OF[e.worklogType]] += minutes[i]));
  return totals;
}

export function addTotals(list: readonly DayTotals[]): DayTotals {
  return list.reduce(
    (a, t) => ({
      minutesWork: a.minutesWork + t.minutesWork,
      minutesTravel: a.minutesTravel + t.minutesTravel,
      minutesPassenger: a.minutesPassenger + t.minutesPassenger,
      minutesPause: a.minutesPause + t.minutesPause,
    }),
    { ...NO_MINUTES },
  );
}

/** Whether two entries of one day overlap (an open one reaches to the end of the day). */
export function overlaps(a: { start: string; end: string | null }, b: { start: string; end: string | null }): boolean {
  const aEnd = a.end ? toMinutes(a.end) : DAY_MINUTES;
  const bEnd = b.end ? toMinutes(b.end) : DAY_MINUTES;
  return toMinutes(a.start) < bEnd && toMinutes(b.start) < aEnd;
}
