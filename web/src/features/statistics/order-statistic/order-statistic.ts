import type { CashFlowFieldsFragment, CashFlowInput, CashFlowType, OrderSummaryFieldsFragment } from '@/generated/statistics';
import { cashFlowAmountProblem, cashFlowDateProblem, cashFlowDescriptionProblem } from '@inv/domain';
import { formatDecimalInput, parseDecimal } from '@/shared/format';
import { yup } from '@/shared/form/yup';
import { type Abilities, can } from '@/shared/session/abilities';
import '../texts';

/**
 * The rules of the order statistic (spec 3 §2.8, §5, §9; the decided totals, withheld money and cash-flow form) without React:
 * which columns the server filled, the totals row, the cash-flow balance, and the cash-flow form.
 */
export type Summary = OrderSummaryFieldsFragment;
export type CashFlow = CashFlowFieldsFragment;

/** The value columns of the monthly table, in the order of spec 3 §2.8. */
export const SUMMARY_COLUMNS = [
  'hours',
  'costs',
  'costsWithPayrollTaxes',
  'costsTravel',
  'costsPassenger',
  'perDiemTotal',
  'earnings',
  'expenses',
  'profit',
  'averageWage',
  'productivity',
] as const;
export type SummaryColumn = (typeof SUMMARY_COLUMNS)[number];

/** Columns the server may leave null for want of an authority (docs/decisions/statistics.md#STA-8); the others always arrive. */
const NULLABLE: readonly SummaryColumn[] = [
  'costs',
  'costsWithPayrollTaxes',
  'costsTravel',
  'costsPassenger',
  'earnings',
  'expenses',
  'profit',
  'averageWage',
  'productivity',
];

/** Hours, productivity: plain numbers; everything else is money (averageWage in € per hour). */
export const MONEY_COLUMNS: ReadonlySet<SummaryColumn> = new Set(SUMMARY_COLUMNS.filter((c) => c !== 'hours' && c !== 'productivity'));

export const hoursOf = (minutes: number) => minutes / 60;

/**
 * The server decides what a user may see: a column that is null in every row is withheld (STA-8),
 * so the screen leaves it out instead of showing a column of dashes. A null in some rows only (averageWage
 * of a month without minutes) keeps the column.
 */
export function visibleColumns(rows: readonly Summary[]): SummaryColumn[] {
  return SUMMARY_COLUMNS.filter((c) => !NULLABLE.includes(c) || rows.some((r) => r[c as keyof Summary] !== null));
}

export type Totals = Record<SummaryColumn, number | null>;

const cents = (v: number) => Math.round((v + Number.EPSILON) * 100) / 100;

function sum(rows: readonly Summary[], key: keyof Summary): number | null {
  let total: number | null = null;
  for (const r of rows) {
    const v = r[key];
    if (typeof v === 'number') total = (total ?? 0) + v;
  }
  return total === null ? null : cents(total);
}

/**
 * The totals row: sums of hours and money; average wage = total costs / total hours (null without
 * minutes or without costs); productivity as STA-6 says for total rows too — earnings / hours over
 * the months with earnings > 0, 100 when there is none (null when earnings are withheld).
 */
export function totalsOf(rows: readonly Summary[]): Totals {
  const minutes = rows.reduce((s, r) => s + r.minutes, 0);
  const costs = sum(rows, 'costs');
  const earning = rows.filter((r) => (r.earnings ?? 0) > 0);
  const earningMinutes = earning.reduce((s, r) => s + r.minutes, 0);
  const earningsWithheld = rows.every((r) => r.earnings === null);
  let productivity: number | null = null;
  if (!earningsWithheld) {
    productivity = earning.length === 0 || earningMinutes === 0 ? 100 : cents(earning.reduce((s, r) => s + (r.earnings ?? 0), 0) / hoursOf(earningMinutes));
  }
  return {
    hours: hoursOf(minutes),
    costs,
    costsWithPayrollTaxes: sum(rows, 'costsWithPayrollTaxes'),
    costsTravel: sum(rows, 'costsTravel'),
    costsPassenger: sum(rows, 'costsPassenger'),
    perDiemTotal: sum(rows, 'perDiemTotal') ?? 0,
    earnings: sum(rows, 'earnings'),
    expenses: sum(rows, 'expenses'),
    profit: sum(rows, 'profit'),
    averageWage: costs === null || minutes === 0 ? null : cents(costs / hoursOf(minutes)),
    productivity,
  };
}

/** One row's value of a column (hours from minutes). */
export function valueOf(row: Summary, column: SummaryColumn): number | null {
  return column === 'hours' ? hoursOf(row.minutes) : (row[column] as number | null);
}

/** Oldest month first (the server's order, made sure). */
export const byMonth = (rows: readonly Summary[]) => [...rows].sort((a, b) => a.yearMonth.localeCompare(b.yearMonth));

/** Newest cash flow first; the same month by id, newest first. */
export const newestFirst = (flows: readonly CashFlow[]) => [...flows].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

/**
 * The footer of the cash-flow table: the balance of the listed entries. Amounts are stored positive and
 * the type gives the direction, so an income (IN) counts plus and an expense (OUT) minus.
 */
export function cashFlowBalance(flows: readonly CashFlow[]): number {
  return cents(flows.reduce((s, f) => s + (f.cashFlowType === 'IN' ? f.amount : -f.amount), 0));
}

/** Cash flows (read and write) need Statistic and Accounting_Overview_ViewWageAndCosts, or Superadmin (STA-8). */
export function canUseCashFlows(abilities: Abilities): boolean {
  return can(abilities, 'useStatistics') && can(abilities, 'seeMoney');
}

/** The orderId route parameter: a positive whole number, otherwise null (an id that cannot exist). */
export function orderIdParam(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

// ------------------------------------------------------------------ cash-flow form (docs/decisions/statistics.md#STA-9)

export interface CashFlowValues {
  /** YYYY-MM, or the typed text while it is no month. */
  date: string;
  /** As typed (German decimal comma allowed). */
  amount: string;
  cashFlowType: CashFlowType;
  description: string;
}

export function cashFlowValues(from: { date: string; amount: number | null; cashFlowType: CashFlowType; description: string }): CashFlowValues {
  return { date: from.date, amount: formatDecimalInput(from.amount), cashFlowType: from.cashFlowType, description: from.description };
}

/** The cash flow rules and messages are @inv/domain's, which the server refuses by too. */
export const cashFlowSchema = () =>
  yup.object({
    date: yup
      .string()
      .default('')
      .test('date', function (value) {
        const problem = cashFlowDateProblem(value);
        return problem ? this.createError({ message: problem }) : true;
      }),
    amount: yup
      .string()
      .default('')
      .test('amount', function (value) {
        const problem = cashFlowAmountProblem(parseNegativeAware(value ?? ''));
        return problem ? this.createError({ message: problem }) : true;
      }),
    cashFlowType: yup.string().default('IN'),
    description: yup
      .string()
      .default('')
      .test('description', function (value) {
        const problem = cashFlowDescriptionProblem(value);
        return problem ? this.createError({ message: problem }) : true;
      }),
  });

/** parseDecimal knows no sign; a typed minus is read so that it can be refused with its own message. */
function parseNegativeAware(text: string): number | null {
  const t = text.trim();
  if (t.startsWith('-')) {
    const v = parseDecimal(t.slice(1));
    return v === null ? Number.NaN : -v;
  }
  return parseDecimal(t);
}

/** The values as sent (already validated). */
export function toCashFlowInput(v: CashFlowValues): CashFlowInput {
  return { date: v.date, amount: parseNegativeAware(v.amount), cashFlowType: v.cashFlowType, description: v.description.trim() };
}

/** Server field paths may carry the input's name ('input.amount'); the form knows the bare field. */
export const CASH_FLOW_PREFIXES = { 'input.': '' };
