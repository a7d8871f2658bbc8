/**
 * Day totals of worklogs, mirroring the server's dayTotals (server/src/modules/worklogs/time-math.ts):
 * work minutes are net — pause minutes lying inside work spans are deducted (e.g. the automatic pause).
 */
import { hasAuthority } from '@/shared/permissions';

export type WorklogKind = 'WORK' | 'PAUSE' | 'TRAVEL' | 'PASSENGER';
export const WORKLOG_TYPES: readonly WorklogKind[] = ['WORK', 'PAUSE', 'TRAVEL', 'PASSENGER'];

/** The comment the server books its ArbZG §4 pause with (spec 1 §9). */
export const AUTOMATIC_PAUSE = 'Automatische Pause';

export interface Span {
  worklogType: WorklogKind;
  start: string;
  end: string | null;
  comment?: string | null;
}

export interface DayTotals {
  minutesWork: number;
  minutesTravel: number;
  minutesPassenger: number;
  minutesPause: number;
}

export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const isAutomaticPause = (s: Pick<Span, 'worklogType' | 'comment'>) => s.worklogType === 'PAUSE' && s.comment === AUTOMATIC_PAUSE;

function spanMinutes(s: Span): number {
  return s.end ? Math.max(0, toMinutes(s.end) - toMinutes(s.start)) : 0;
}

function overlapMinutes(a: Span, b: Span): number {
  if (!a.end || !b.end) return 0;
  return Math.max(0, Math.min(toMinutes(a.end), toMinutes(b.end)) - Math.max(toMinutes(a.start), toMinutes(b.start)));
}

export function dayTotals(spans: readonly Span[]): DayTotals {
  const sum = (t: WorklogKind) => spans.filter((s) => s.worklogType === t).reduce((m, s) => m + spanMinutes(s), 0);
  const pauses = spans.filter((s) => s.worklogType === 'PAUSE');
  const works = spans.filter((s) => s.worklogType === 'WORK');
  const inside = pauses.reduce((m, p) => m + works.reduce((n, w) => n + overlapMinutes(p, w), 0), 0);
  return {
    minutesWork: sum('WORK') - inside,
    minutesTravel: sum('TRAVEL'),
    minutesPassenger: sum('PASSENGER'),
    minutesPause: sum('PAUSE'),
  };
}

export function addTotals(list: readonly DayTotals[]): DayTotals {
  return list.reduce(
    (a, t) => ({
      minutesWork: a.minutesWork + t.minutesWork,
      minutesTravel: a.minutesTravel + t.minutesTravel,
      minutesPassenger: a.minutesPassenger + t.minutesPassenger,
      minutesPause: a.minutesPause + t.minutesPause,
    }),
    { minutesWork: 0, minutesTravel: 0, minutesPassenger: 0, minutesPause: 0 },
  );
}

export interface Day<T> {
  date: string;
  /** Earliest start and latest end of the day's entries (end null while one is open). */
  start: string;
  end: string | null;
  entries: T[];
  totals: DayTotals;
}

/** Worklogs grouped per day (ascending), entries by start time. */
export function groupByDay<T extends Span & { date: string }>(worklogs: readonly T[]): Day<T>[] {
  const byDate = new Map<string, T[]>();
  for (const w of worklogs) byDate.set(w.date, [...(byDate.get(w.date) ?? []), w]);
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => {
      const entries = [...list].sort((a, b) => a.start.localeCompare(b.start) || (a.end ?? '99').localeCompare(b.end ?? '99'));
      const ends = entries.map((e) => e.end);
      return {
        date,
        start: entries[0].start,
        end: ends.includes(null) ? null : (ends as string[]).reduce((m, e) => (e > m ? e : m)),
        entries,
        totals: dayTotals(entries),
      };
    });
}

/** Passenger times are shown only with Accounting_Employee_ViewPassengerTimes (spec 2 §2.7, spec 1 §2.6). */
export const canSeePassenger = (authorities: readonly string[]) => hasAuthority(authorities, 'Accounting_Employee_ViewPassengerTimes');
