import type { OrderSummaryFieldsFragment } from '@/generated/statistics';
import type { MoneyField } from '../gates';

export type OrderRow = OrderSummaryFieldsFragment;

const sum = (values: readonly (number | null)[]): number | null =>
  values.every((v) => v === null) ? null : Math.round(values.reduce<number>((s, v) => s + (v ?? 0), 0) * 100) / 100;

export interface Totals extends Partial<Record<MoneyField, number | null>> {
  minutes: number;
  perDiemTotal: number;
}

/**
 * The totals of a set of summaries (docs/decisions/statistics.md#STA-6): sums of minutes and money; the average wage
 * is costs / hours of the sums; productivity is earnings / hours over the rows with earnings > 0
 * (100 when there are none) — the same rule as for one row.
 */
export function totalsOf(rows: readonly OrderRow[]): Totals {
  const minutes = rows.reduce((s, r) => s + r.minutes, 0);
  const costs = sum(rows.map((r) => r.costs));
  const earning = rows.filter((r) => (r.earnings ?? 0) > 0);
  const earningMinutes = earning.reduce((s, r) => s + r.minutes, 0);
  const earnings = sum(rows.map((r) => r.earnings));
  let productivity: number | null = null;
  if (earnings !== null) productivity = earning.length === 0 || earningMinutes === 0 ? 100 : round2(earning.reduce((s, r) => s + r.earnings!, 0) / (earningMinutes / 60));
  return {
    minutes,
    perDiemTotal: sum(rows.map((r) => r.perDiemTotal)) ?? 0,
    costs,
    costsWithPayrollTaxes: sum(rows.map((r) => r.costsWithPayrollTaxes)),
    costsTravel: sum(rows.map((r) => r.costsTravel)),
    costsPassenger: sum(rows.map((r) => r.costsPassenger)),
    earnings,
    expenses: sum(rows.map((r) => r.expenses)),
    profit: sum(rows.map((r) => r.profit)),
    averageWage: costs === null || minutes === 0 ? null : round2(costs / (minutes / 60)),
    productivity,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
