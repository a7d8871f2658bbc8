import { DateTime } from 'luxon';
import { i18n } from '@/i18n/i18n';
import { yup } from '@/shared/form/yup';
import { type Abilities, can } from '@/shared/session/abilities';
import { ORDER_TYPE_COLORS } from '@/shared/order-types';
import './texts';

/** The tabs of /statistic (spec 3 §2.8), chosen by the query parameter `tab`. */
export const STATISTIC_TABS = ['employees', 'employeesV2', 'orders', 'reports', 'performance'] as const;
export type StatisticTab = (typeof STATISTIC_TABS)[number];

/** A known `tab` value, otherwise the first tab. */
export function selectedTab(param: string | null): StatisticTab {
  return (STATISTIC_TABS as readonly string[]).includes(param ?? '') ? (param as StatisticTab) : 'employees';
}

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isYearMonth = (v: string | null | undefined): v is string => !!v && YEAR_MONTH.test(v);

/** The `yearMonth` query parameter when valid and not after `max` (the current month); otherwise `max`. */
export function statisticMonth(param: string | null, max: string): string {
  return isYearMonth(param) && param <= max ? param : max;
}

/** The months the employee tabs ask for: the month and the 2 (or 11) before it (spec 3 §2.8, §9). */
export function employeeRange(yearMonth: string, twelve: boolean): { from: string; to: string; months: string[] } {
  const end = DateTime.fromISO(`${yearMonth}-01`);
  const count = twelve ? 12 : 3;
  const months = Array.from({ length: count }, (_, i) => end.minus({ months: count - 1 - i }).toFormat('yyyy-MM'));
  return { from: months[0]!, to: yearMonth, months };
}

// ------------------------------------------------------------------ money (spec 3 §6, docs/decisions/statistics.md#STA-8)

/** Costs, earnings, expenses, profit, average wage, productivity and wages. */
export const canViewWageAndCosts = (abilities: Abilities) => can(abilities, 'seeMoney');

/** Travel and passenger costs additionally need Statistic_ViewTravelCosts. */
export const canViewTravelCosts = (abilities: Abilities) => canViewWageAndCosts(abilities) && can(abilities, 'seeTravelCosts');

export const MONEY_FIELDS = ['costs', 'costsWithPayrollTaxes', 'costsTravel', 'costsPassenger', 'earnings', 'expenses', 'profit', 'averageWage', 'productivity'] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

/**
 * The money columns of the order summaries shown: only with the authority (travel and passenger also
 * with the travel-cost authority) and only when the server sent a value in at least one row — a column
 * the server leaves null everywhere is absent, not a column of blanks.
 */
export function visibleMoneyFields(abilities: Abilities, rows: readonly Partial<Record<MoneyField, number | null>>[]): MoneyField[] {
  const money = canViewWageAndCosts(abilities);
  const travel = canViewTravelCosts(abilities);
  return MONEY_FIELDS.filter((f) => {
    if (!money) return false;
    if ((f === 'costsTravel' || f === 'costsPassenger') && !travel) return false;
    return rows.some((r) => r[f] !== null && r[f] !== undefined);
  });
}

// ------------------------------------------------------------------ order types

/** The order types of the filter (all or one, default all). */
export const ORDER_TYPES = Object.keys(ORDER_TYPE_COLORS);
export const orderTypeParam = (param: string | null): string | null => (param && ORDER_TYPES.includes(param) ? param : null);

// ------------------------------------------------------------------ reports (spec 3 §5, docs/decisions/statistics.md#STA-14)

export type ReportFormat = 'xlsx' | 'csv';

export interface WorkingHoursForm {
  month: string;
  orderType: string;
  format: ReportFormat;
}

const report = (key: string) => () => i18n.t(`statistics.reports.errors.${key}`);

/** The working-hours report: month required (YYYY-MM), order type chosen ('ALL' or one type). */
export const workingHoursSchema = () =>
  yup.object({
    month: yup
      .string()
      .default('')
      .trim()
      .required(report('monthRequired'))
      .test('month', report('monthFormat'), (v) => !v || isYearMonth(v)),
    orderType: yup.string().default('').required(report('orderTypeRequired')),
    format: yup.string().default('xlsx'),
  });

export interface PerformanceReportForm {
  from: string;
  to: string;
  format: ReportFormat;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (v: string | undefined) => !!v && ISO_DAY.test(v) && DateTime.fromISO(v).isValid;

/** The inventory-performance report: from and to required days, to not before from, a year at most. */
export const performanceReportSchema = () =>
  yup.object({
    from: yup
      .string()
      .default('')
      .trim()
      .required(report('fromRequired'))
      .test('day', report('dateFormat'), (v) => !v || isDay(v)),
    to: yup
      .string()
      .default('')
      .trim()
      .required(report('toRequired'))
      .test('day', report('dateFormat'), (v) => !v || isDay(v))
      .test('range', function (to) {
        const from = (this.parent as PerformanceReportForm).from;
        if (!isDay(from) || !isDay(to)) return true;
        if (to! < from) return this.createError({ message: report('toBeforeFrom')() });
        // 366 days at most: a leap year from 1 January to 31 December fits.
        if (DateTime.fromISO(to!).diff(DateTime.fromISO(from), 'days').days > 365) return this.createError({ message: report('atMostOneYear')() });
        return true;
      }),
    format: yup.string().default('xlsx'),
  });

/** The file names of docs/decisions/statistics.md#STA-14, used when the answer names none. */
export const workingHoursFileName = (f: WorkingHoursForm) => `Arbeitszeiten_${f.month}_${f.orderType}.${f.format}`;
export const performanceFileName = (f: PerformanceReportForm) => `Zaehlleistung_${f.from}_${f.to}.${f.format}`;

/** The counting performance of one employee in /inventories (spec 3 §2.6: tab index 1). */
export const performanceHref = (employeeId: number, yearMonth: string) =>
  `/inventories?tab=1&employeeId=${employeeId}&date=${yearMonth}`;
