/** One point of the chart: a day with his positions per hour and the whole inventories' figure. */
export interface DayPoint {
  /** DD.MM. */
  day: string;
  employee: number;
  inventory: number;
}

interface RowFigures {
  date: string;
  workingMinutes: number;
  positions: number;
  workingMinutesTotal: number;
  positionsTotal: number;
}

/** Positions per hour as spec 3 §9 counts them: rounded, 0 without minutes. */
export const perHour = (positions: number, minutes: number) => (minutes > 0 ? Math.round(positions / (minutes / 60)) : 0);

/**
 * The rows (one per day and order) as one point per day, in date order: on a day with several orders
 * the positions and minutes are added before dividing, so the point is the day's real rate.
 */
export function dailySeries(rows: readonly RowFigures[]): DayPoint[] {
  const days = new Map<string, { m: number; p: number; mt: number; pt: number }>();
  for (const r of rows) {
    const d = days.get(r.date) ?? { m: 0, p: 0, mt: 0, pt: 0 };
    d.m += r.workingMinutes;
    d.p += r.positions;
    d.mt += r.workingMinutesTotal;
    d.pt += r.positionsTotal;
    days.set(r.date, d);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, d]) => ({ day: `${date.slice(8, 10)}.${date.slice(5, 7)}.`, employee: perHour(d.p, d.m), inventory: perHour(d.pt, d.mt) }));
}
