import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';
import { ForbiddenError } from '../../errors.js';

/** Decision 4: each right, or Superadmin. */
export const canSeeStatistics = (u: CurrentUser) => can(u, 'useStatistics');
/** Costs, earnings, expenses, profit, average wage, productivity; wages in the employee statistics. */
export const canSeeMoney = (u: CurrentUser) => can(u, 'seeMoney');
/** Travel and passenger costs need the money right and the travel-cost right. */
export const canSeeTravelCosts = (u: CurrentUser) => canSeeMoney(u) && can(u, 'seeTravelCosts');
/** Cash flows, read and write: Statistic and the money right. */
export const canUseCashFlows = (u: CurrentUser) => canSeeStatistics(u) && canSeeMoney(u);
/** The payroll-tax factors: the money right (they are wage data). */
export const canEditPayrollTaxFactors = canSeeMoney;

export function requireStatistics(u: CurrentUser): void {
  if (!canSeeStatistics(u)) throw new ForbiddenError();
}
export function requireCashFlows(u: CurrentUser): void {
  if (!canUseCashFlows(u)) throw new ForbiddenError();
}
