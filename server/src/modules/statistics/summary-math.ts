/**
 * The formulas of the order statistic (spec 3 §9; docs/decisions/statistics.md#STA-6). Pure: the SQL gathers minutes, wages and sums; everything computed from them is here.
 */
import { BREAKFAST_DEDUCTION } from '@inv/domain';

/** The German average month (40 h × 52 / 12), used when a salary entry names no target hours. */
export const DEFAULT_TARGET_HOURS = 173.33;
export const EMPLOYMENT_TYPES = ['FUL', 'MIN', 'SHO', 'WORKING_STUDENT'] as const;
export type EmploymentTypeName = (typeof EMPLOYMENT_TYPES)[number];
export type PayrollTaxFactorMap = Record<EmploymentTypeName, number>;

/** Employer share on top of the gross wage, per employment type (setting `payrollTaxFactors`). */
export const DEFAULT_PAYROLL_TAX_FACTORS: PayrollTaxFactorMap = { FUL: 1.21, MIN: 1.3, SHO: 1.0, WORKING_STUDENT: 1.1 };

/** Cents, half away from zero; the 12-digit precision step removes binary noise (1.005 × 100 = 100.4999…). */
export function roundCents(value: number): number {
  const cents = Number((Math.abs(value) * 100).toPrecision(12));
  const rounded = Math.round(cents) / 100;
  return value < 0 ? -rounded : rounded;
}

export interface WageOfDay {
  wage: number;
  wageType: 'WAG' | 'SAL';
  targetHours: number | null;
}

/** Hourly rate: WAG the wage; SAL the salary over the entry's target hours (none or 0 → 173.33 h). */
export function hourlyRate(w: WageOfDay | null): number {
  if (!w) return 0;
  if (w.wageType === 'WAG') return w.wage;
  const hours = w.targetHours && w.targetHours > 0 ? w.targetHours : DEFAULT_TARGET_HOURS;
  return w.wage / hours;
}

/** The factor of an employment type; no employment entry that day → 1 (no employer share known). */
export function payrollTaxFactor(factors: PayrollTaxFactorMap, employmentType: string | null): number {
  return employmentType && employmentType in factors ? factors[employmentType as EmploymentTypeName] : 1;
}

/** One employee's finished minutes on one order and day, with the wage and employment of that day. */
export interface DayLine {
  workMinutes: number;
  travelMinutes: number;
  passengerMinutes: number;
  wage: WageOfDay | null;
  employmentType: string | null;
}

export interface Costs {
  minutes: number;
  costs: number;
  costsWithPayrollTaxes: number;
  costsTravel: number;
  costsPassenger: number;
}

/** Sums over the day lines, rounded to cents once at the end (not per line). */
export function costsOf(lines: readonly DayLine[], factors: PayrollTaxFactorMap): Costs {
  let minutes = 0;
  let costs = 0;
  let withTaxes = 0;
  let travel = 0;
  let passenger = 0;
  for (const l of lines) {
    const rate = hourlyRate(l.wage);
    const work = (l.workMinutes / 60) * rate;
    minutes += l.workMinutes;
    costs += work;
    withTaxes += work * payrollTaxFactor(factors, l.employmentType);
    travel += (l.travelMinutes / 60) * rate;
    passenger += (l.passengerMinutes / 60) * rate;
  }
  return { minutes, costs: roundCents(costs), costsWithPayrollTaxes: roundCents(withTaxes), costsTravel: roundCents(travel), costsPassenger: roundCents(passenger) };
}

/** Σ catering + misc − the breakfast deduction (EUR, a per-diem setting; the spec's 4.80 by default) per breakfast. */
export function perDiemTotal(sums: { catering: number; misc: number; breakfasts: number }, breakfastDeduction: number = BREAKFAST_DEDUCTION): number {
  return roundCents(sums.catering + sums.misc - breakfastDeduction * sums.breakfasts);
}

export interface StoredSummary extends Costs {
  perDiemTotal: number;
  earnings: number;
  expenses: number;
}

/** earnings − expenses − costs incl. payroll taxes − travel − passenger − per diems. */
export function profitOf(s: Pick<StoredSummary, 'earnings' | 'expenses' | 'costsWithPayrollTaxes' | 'costsTravel' | 'costsPassenger' | 'perDiemTotal'>): number {
  return roundCents(s.earnings - s.expenses - s.costsWithPayrollTaxes - s.costsTravel - s.costsPassenger - s.perDiemTotal);
}

/** costs / hours; null without minutes. */
export function averageWageOf(costs: number, minutes: number): number | null {
  return minutes > 0 ? roundCents(costs / (minutes / 60)) : null;
}

/**
 * Earnings per hour over the rows with earnings (> 0) and time booked; 100 when there is none.
 * The same for one row and for a totals row over many.
 */
export function productivityOf(rows: readonly { earnings: number; minutes: number }[]): number {
  let earnings = 0;
  let minutes = 0;
  for (const r of rows) {
    if (r.earnings > 0 && r.minutes > 0) {
      earnings += r.earnings;
      minutes += r.minutes;
    }
  }
  return minutes > 0 ? roundCents(earnings / (minutes / 60)) : 100;
}
