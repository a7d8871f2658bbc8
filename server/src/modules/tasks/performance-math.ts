/**
 * Counting-performance formulas (spec 3 §9, docs/decisions/inventories.md#INV-7 and INV-8). Pure; reused by the statistics
 * reports.
 */

/** Positions per hour, rounded; 0 when no time was worked. */
export function positionsPerHour(positions: number, minutes: number): number {
  if (!(minutes > 0)) return 0;
  return Math.round(positions / (minutes / 60));
}

/** The rounded mean; null for no values. */
export function averageRounded(values: readonly number[]): number | null {
  if (!values.length) return null;
  return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}

/**
 * Minutes until the pending positions are counted by `counters` people at `speed` positions per hour
 * each: 0 when nothing is left, null without a speed to go by.
 */
export function timeLeftMinutes(positionsLeft: number, speed: number | null, counters: number): number | null {
  if (positionsLeft <= 0) return 0;
  if (speed === null || !(speed > 0)) return null;
  return Math.round(((positionsLeft / speed) * 60) / Math.max(1, counters));
}

/**
 * Spreads whole `total` over the entries proportional to their minutes (largest remainder, ties to the
 * earlier entry), so the parts sum exactly to `total`. Without any minutes the parts are equal.
 */
export function spreadByMinutes(total: number, minutes: readonly number[]): number[] {
  if (!minutes.length) return [];
  const weights = minutes.map((m) => Math.max(0, m));
  const sum = weights.reduce((a, b) => a + b, 0);
  const w = sum > 0 ? weights : weights.map(() => 1);
  const wSum = sum > 0 ? sum : w.length;
  const exact = w.map((x) => (total * x) / wSum);
  const parts = exact.map(Math.floor);
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) parts[order[k].i]++;
  return parts;
}

/** Rounded to 2 decimals, half away from zero (spec 3 §9: standard deviation and median). */
const round2 = (x: number) => (Math.sign(x) * Math.round((Math.abs(x) + Number.EPSILON) * 100)) / 100;

/** Population standard deviation, 2 decimals; 0 for fewer than two values (docs/decisions/statistics.md#STA-13). */
export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
  return round2(Math.sqrt(variance));
}

/** The median (mean of the middle two for an even count), 2 decimals; 0 for no values. */
export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return round2(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
}
