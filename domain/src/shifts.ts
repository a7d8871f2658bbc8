/**
 * Shifts and the legal break (ArbZG §4). A shift is what an employee works in one go, also across
 * midnight: the entries of one employee that follow each other with gaps of less than an hour
 * (SHIFT_GAP_MINUTES; docs/decisions/code-structure.md#CODE-1). The working-time rules look at shifts, not at
 * calendar days.
 *
 * ArbZG §4 (https://www.gesetze-im-internet.de/arbzg/__4.html): "Die Arbeit ist durch im voraus
 * feststehende Ruhepausen von mindestens 30 Minuten bei einer Arbeitszeit von mehr als sechs bis zu neun
 * Stunden und 45 Minuten bei einer Arbeitszeit von insgesamt mehr als neun Stunden zu unterbrechen. Die
 * Ruhepausen nach Satz 1 können in Zeitabschnitte von jeweils mindestens 15 Minuten aufgeteilt werden.
 * Länger als sechs Stunden hintereinander dürfen Arbeitnehmer nicht ohne Ruhepause beschäftigt werden."
 */
import { instantOf, minus, toHHMM, toMinutes, union, wallOf, DAY_MINUTES, type Span } from './time.js';

/** Entries of one employee closer than this (minutes, end to start) belong to one shift. */
export const SHIFT_GAP_MINUTES = 60;
/** §4 sentence 3: no more than six hours of work in a row. */
export const MAX_WORK_IN_A_ROW = 6 * 60;
/** §4 sentence 2: a break counts in parts of at least 15 minutes. */
export const MIN_BREAK_PART = 15;

/** §4 sentence 1: 30 minutes beyond six hours of work, 45 beyond nine. */
export function requiredBreakMinutes(workMinutes: number): number {
  return workMinutes > 9 * 60 ? 45 : workMinutes > 6 * 60 ? 30 : 0;
}

export interface DatedSpan extends Span {
  date: string;
}

export interface Shift<T extends DatedSpan> {
  /** By start. */
  entries: T[];
  /** Instants (instantOf) of the first start and the last end (null while an entry is open). */
  from: number;
  to: number | null;
  /** Where the shift begins and ends as day and wall time; `end` null while an entry is open. */
  start: { date: string; time: string };
  end: { date: string; time: string } | null;
}

const startOf = (e: DatedSpan) => instantOf(e.date, toMinutes(e.start));
const endOf = (e: DatedSpan) => (e.end ? instantOf(e.date, toMinutes(e.end)) : null);

/** One employee's entries as shifts, in time order (entries of several employees must be split first). */
export function shiftsOf<T extends DatedSpan>(entries: readonly T[]): Shift<T>[] {
  const sorted = [...entries].sort((a, b) => startOf(a) - startOf(b) || (endOf(a) ?? Infinity) - (endOf(b) ?? Infinity));
  const shifts: Shift<T>[] = [];
  let current: { entries: T[]; from: number; to: number; last: T } | null = null;
  const close = () => {
    if (!current) return;
    const open = current.to === Infinity;
    const first = current.entries[0];
    const last = current.last;
    shifts.push({
      entries: current.entries,
      from: current.from,
      to: open ? null : current.to,
      start: { date: first.date, time: first.start },
      end: open ? null : { date: last.date, time: last.end! },
    });
  };
  for (const e of sorted) {
    const from = startOf(e);
    const to = endOf(e) ?? Infinity;
    if (current && from - current.to < SHIFT_GAP_MINUTES) {
      current.entries.push(e);
      if (to >= current.to) {
        current.to = to;
        current.last = e;
      }
    } else {
      close();
      current = { entries: [e], from, to, last: e };
    }
  }
  close();
  return shifts;
}

/** "22:00–06:00": a shift's times for a label (the end's day is left to the caller). */
export const shiftTimes = (s: Shift<DatedSpan>) => `${s.start.time}–${s.end ? s.end.time : ''}`;

export interface BreakEntry extends DatedSpan {
  /** The automatic pause booked by the system (not the employee's own pause). */
  automatic: boolean;
}

/** A piece of the automatic pause to book: on `work`'s day and order, inside its span. */
export interface PauseSlot<T> {
  date: string;
  start: string;
  end: string;
  work: T;
}

type Interval = readonly [number, number];
const length = (list: readonly Interval[]) => list.reduce((m, [a, b]) => m + b - a, 0);

/**
 * How a shift stands under §4, from its finished entries other than automatic pauses: net work
 * minutes (WORK minus the employee's own pauses inside it), the required break, the break taken
 * (every interruption between the first and the last work — a pause or a time with no entry — that
 * lasts at least 15 minutes; travel and passenger time are neither work nor break), and the blocks of
 * uninterrupted work as instants.
 */
export function breakStatus(shift: readonly BreakEntry[]) {
  const done = shift.filter((e) => e.end && !e.automatic);
  const span = (e: DatedSpan): Interval => [startOf(e), endOf(e)!];
  const work = union(done.filter((e) => e.worklogType === 'WORK').map(span));
  const pauses = union(done.filter((e) => e.worklogType === 'PAUSE').map(span));
  const net = union(work.flatMap((w) => minus(w, pauses)));
  const workMinutes = length(net);
  if (net.length === 0) return { workMinutes, required: 0, taken: 0, net, breaks: [] as Interval[] };
  const busy = union([...net, ...done.filter((e) => e.worklogType === 'TRAVEL' || e.worklogType === 'PASSENGER').map(span)]);
  const breaks = minus([net[0][0], net.at(-1)![1]], busy).filter(([a, b]) => b - a >= MIN_BREAK_PART);
  return { workMinutes, required: requiredBreakMinutes(workMinutes), taken: length(breaks), net, breaks };
}

/**
 * Where the automatic pause of one shift lies, or nothing when the shift's own breaks suffice. Its size
 * is the shortfall, at least 15 minutes. It lies inside uninterrupted work and starts at the six-hour
 * mark of the first run of work longer than six hours at the latest (earlier when the work after the
 * mark is shorter than the pause), so that run is cut; without such a run it follows the first break.
 * Across midnight it is booked in two pieces, one on each day; pieces also split at entry boundaries
 * (each piece lies inside one WORK entry, whose order it is booked on). Nothing is booked when no block
 * of uninterrupted work is long enough to hold it; when only a block after the mark is, it starts there
 * (both cases are left to the compliance checks to report).
 */
export function automaticPauseSlots<T extends BreakEntry>(shift: readonly T[]): PauseSlot<T>[] {
  const { required, taken, net, breaks } = breakStatus(shift);
  const shortfall = required - taken;
  if (shortfall <= 0) return [];
  const size = Math.max(MIN_BREAK_PART, shortfall);

  // Runs of work: the net blocks between qualifying breaks.
  const runs: Interval[][] = [];
  for (const block of net) {
    const last = runs.at(-1);
    const splitByBreak = last && breaks.some(([a]) => a >= last.at(-1)![1] && a < block[0]);
    if (!last || splitByBreak) runs.push([block]);
    else last.push(block);
  }
  let window: number | null = null;
  const long = runs.find((run) => length(run) > MAX_WORK_IN_A_ROW);
  if (long) {
    // The six-hour mark: where the run's work reaches six hours.
    let left = MAX_WORK_IN_A_ROW;
    let mark = long[0][0];
    for (const [a, b] of long) {
      if (b - a >= left) {
        mark = a + left;
        break;
      }
      left -= b - a;
    }
    // The pause must be followed by work (a pause after the last work would be no break): in the
    // shift's last block one minute of work stays after it.
    const lastEnd = net.at(-1)![1];
    const room = ([a, b]: Interval) => (b === lastEnd ? b - 1 : b) - a;
    for (const [a, b] of long) {
      if (room([a, b]) < size) continue;
      const s = Math.min(mark, a + room([a, b]) - size);
      if (s >= a && (window == null || s > window)) window = s;
    }
    // No block up to the mark holds the pause: the first one after it that does (late, but the break is booked).
    if (window == null) window = long.find((block) => block[0] > mark && room(block) >= size)?.[0] ?? null;
  } else {
    const after = breaks[0]?.[1];
    const lastEnd = net.at(-1)![1];
    const block = net.find(([a, b]) => after != null && a >= after && (b === lastEnd ? b - 1 : b) - a >= size);
    if (block) window = block[0];
  }
  if (window == null) return [];

  const slots: PauseSlot<T>[] = [];
  const from = window;
  const to = window + size;
  const works = shift.filter((e) => e.worklogType === 'WORK' && e.end && !e.automatic).sort((a, b) => startOf(a) - startOf(b));
  for (const w of works) {
    const a = Math.max(from, startOf(w));
    const b = Math.min(to, endOf(w)!);
    if (b <= a) continue;
    const start = wallOf(w.date, a);
    const end = Math.min(DAY_MINUTES, wallOf(w.date, b));
    if (end > start) slots.push({ date: w.date, start: toHHMM(start), end: toHHMM(end), work: w });
  }
  return slots;
}

/**
 * What re-booking the automatic pauses of the shifts touching `days` changes, from the employee's
 * entries of those days and the day before and after each (a shift crossing midnight reaches into
 * them): the automatic pauses to remove (those not lying exactly where a needed piece lies, and those
 * of no shift any more) and the pieces to add. Shifts that touch none of `days` are left alone.
 */
export function automaticPauseChanges<T extends BreakEntry>(entries: readonly T[], days: readonly string[]): { remove: T[]; add: PauseSlot<T>[] } {
  const touched = new Set(days);
  const own = entries.filter((e) => !e.automatic);
  const automatic = entries.filter((e) => e.automatic);
  const remove: T[] = [];
  const add: PauseSlot<T>[] = [];
  const claimed = new Set<T>();
  for (const shift of shiftsOf(own)) {
    if (!shift.entries.some((e) => touched.has(e.date))) continue;
    const from = shift.from;
    const to = shift.to ?? Infinity;
    // The automatic pauses lying within the shift are its own.
    const mine = automatic.filter((p) => startOf(p) >= from && startOf(p) < to);
    mine.forEach((p) => claimed.add(p));
    for (const slot of automaticPauseSlots(shift.entries)) {
      const same = mine.find((p) => p.date === slot.date && p.start === slot.start && p.end === slot.end);
      if (same) mine.splice(mine.indexOf(same), 1);
      else add.push(slot);
    }
    remove.push(...mine);
  }
  // An automatic pause on a touched day that belongs to no shift any more (its work was deleted).
  remove.push(...automatic.filter((p) => touched.has(p.date) && !claimed.has(p)));
  return { remove, add };
}
