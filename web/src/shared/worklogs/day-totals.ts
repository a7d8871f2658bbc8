/**
 * The worklog screens' view of days and shifts. The arithmetic (net work minutes, real minutes across
 * the clock change, shifts across midnight) is @inv/domain's, shared with the server; what stays here
 * is the web's grouping and the shift headings' pieces, shown by the accounting, the hour overview and
 * the order's worklogs tab.
 */
import {
  addTotals,
  DAY_MINUTES,
  dayTotals,
  type DayTotals,
  type DatedSpan,
  type Shift,
  SHIFT_GAP_MINUTES,
  shiftsOf,
  type Span as DomainSpan,
  toMinutes,
  type WorklogKind,
} from '@inv/domain';

export { addTotals, type DayTotals, type WorklogKind };

export const WORKLOG_TYPES: readonly WorklogKind[] = ['WORK', 'PAUSE', 'TRAVEL', 'PASSENGER'];

export interface Span extends DomainSpan {
  comment?: string | null;
  /** The pause the system books for ArbZG §4 (its comment 'Automatische Pause' is only a label). */
  automatic?: boolean | null;
}

/** The system's ArbZG §4 pause, recognised by the server's flag (a hand-written comment of the same text is no automatic pause). */
export const isAutomaticPause = (s: Pick<Span, 'worklogType' | 'automatic'>) => s.worklogType === 'PAUSE' && s.automatic === true;

export interface Day<T> {
  date: string;
  /** Earliest start and latest end of the day's entries (end null while one is open). */
  start: string;
  end: string | null;
  entries: T[];
  totals: DayTotals;
}

const byTime = (a: Span, b: Span) => a.start.localeCompare(b.start) || (a.end ?? '99').localeCompare(b.end ?? '99');

/** Worklogs grouped per day (ascending), entries by start time; totals by @inv/domain (open entries count 0). */
export function groupByDay<T extends Span & { date: string }>(worklogs: readonly T[]): Day<T>[] {
  const byDate = new Map<string, T[]>();
  for (const w of worklogs) byDate.set(w.date, [...(byDate.get(w.date) ?? []), w]);
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => {
      const entries = [...list].sort(byTime);
      const ends = entries.map((e) => e.end);
      return {
        date,
        start: entries[0].start,
        // '24:00' sorts after every other end as text.
        end: ends.includes(null) ? null : (ends as string[]).reduce((m, e) => (e > m ? e : m)),
        entries,
        totals: dayTotals(date, entries),
      };
    });
}

/** Totals of worklogs of several days: each day's own totals (pauses count against the work of their own day only), added. */
export const totalsOf = (worklogs: readonly (Span & { date: string })[]) => addTotals(groupByDay(worklogs).map((d) => d.totals));

/**
 * The shifts (entries following each other with gaps under an hour, also across midnight) of ONE
 * employee that touch `date`, with their entries of every day. `entries` may reach beyond the month
 * shown (see neighbourMonths).
 */
export function shiftsOfDay<T extends DatedSpan>(entries: readonly T[], date: string): Shift<T>[] {
  return shiftsOf(entries).filter((s) => s.entries.some((e) => e.date === date));
}

/** Whether a shift lies on more than one calendar day (its heading then names the days). */
export const crossesMidnight = (s: Shift<DatedSpan>) => s.entries.some((e) => e.date !== s.start.date);

/** YYYY-MM-DD as "03.11." (a shift's days in its heading). */
export const shortDay = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.`;

/**
 * The pieces of a shift's heading: its times and, when it crosses midnight, its first and last day
 * ("Schicht 22:00–06:00 (03.11.–04.11.)"); `end` null while an entry is open.
 */
export function shiftHeading(s: Shift<DatedSpan>): { start: string; end: string | null; days: string | null } {
  const lastDay = s.entries.reduce((m, e) => (e.date > m ? e.date : m), s.start.date);
  return {
    start: s.start.time,
    end: s.end ? s.end.time : null,
    days: lastDay !== s.start.date ? `${shortDay(s.start.date)}–${shortDay(lastDay)}` : null,
  };
}

// A shift begun before midnight goes on after it when the gap is under SHIFT_GAP_MINUTES.
const startsNearMidnight = (e: Span) => toMinutes(e.start) < SHIFT_GAP_MINUTES;
const endsNearMidnight = (e: Span) => e.end === null || toMinutes(e.end) > DAY_MINUTES - SHIFT_GAP_MINUTES;

const shiftMonth = (yearMonth: string, by: number) => {
  const d = new Date(Date.UTC(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

/**
 * The months next to `yearMonth` whose worklogs a shift of its first or last day may reach into: the
 * previous month when an entry on the 1st starts within an hour after midnight, the next one (not
 * after `maxMonth`) when an entry on the last day ends within an hour before midnight or is open.
 */
export function neighbourMonths(worklogs: readonly (Span & { date: string })[], yearMonth: string, maxMonth: string): { previous: string | null; next: string | null } {
  const first = `${yearMonth}-01`;
  const next = shiftMonth(yearMonth, 1);
  const last = new Date(Date.UTC(Number(next.slice(0, 4)), Number(next.slice(5, 7)) - 1, 0)).toISOString().slice(0, 10);
  return {
    previous: worklogs.some((w) => w.date === first && startsNearMidnight(w)) ? shiftMonth(yearMonth, -1) : null,
    next: next <= maxMonth && worklogs.some((w) => w.date === last && endsNearMidnight(w)) ? next : null,
  };
}
