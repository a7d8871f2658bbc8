import type { CurrentUser } from '../auth/current-user.js';
import { hasAuthority } from '../auth/permissions.js';
import { ForbiddenError } from '../../errors.js';

/** Decision 4. A Superadmin holds every authority (effectiveAuthorities), so no special case here. */
const holds = (u: CurrentUser, a: string) => hasAuthority(u.authorities, a) || hasAuthority(u.authorities, 'Superadmin');

export const canSeeStatistics = (u: CurrentUser) => holds(u, 'Statistic');
/** Costs, earnings, expenses, profit, average wage, productivity; wages in the employee statistics. */
export const canSeeMoney = (u: CurrentUser) => holds(u, 'Accounting_Overview_ViewWageAndCosts');
/** Travel and passenger costs need the money right and the travel-cost right. */
export const canSeeTravelCosts = (u: CurrentUser) => canSeeMoney(u) && holds(u, 'Statistic_ViewTravelCosts');
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
