import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';

/** Who may see, book, change and delete worklogs and per diems (spec 1 §6, spec 3 §6). */
export const canViewWorklogsOf = (u: CurrentUser, employeeId: number) =>
  u.employeeId === employeeId || can(u, 'viewOthersWorklogs');
/**
 * An employee's month (hours overview, accounting per employee): one's own, or another's with the
 * accounting rights (spec 1 §6). Order_Worklogs is the order's worklogs tab (spec 3 §6): it reads an
 * order's worklogs and single entries, not a colleague's whole month across every order.
 */
export const canViewEmployeeMonthOf = (u: CurrentUser, employeeId: number) =>
  u.employeeId === employeeId || can(u, 'viewOthersMonth');
export const canSeeAllEmployees = (u: CurrentUser) => can(u, 'seeAllEmployeesInAccounting');
export const canCreateWorklogs = (u: CurrentUser) => can(u, 'createWorklogs');
export const canEditWorklogOf = (u: CurrentUser, employeeId: number) => can(u, u.employeeId === employeeId ? 'editOwnWorklogs' : 'editOthersWorklogs');
export const canDeleteWorklogs = (u: CurrentUser) => can(u, 'deleteWorklogs');
/** Without it the passenger figure is not sent at all (null), not merely hidden. */
export const canSeePassengerTimes = (u: CurrentUser) => can(u, 'seePassengerTimes');
export const canViewPerDiemsOf = (u: CurrentUser, employeeId: number) =>
  u.employeeId === employeeId || can(u, 'viewOthersPerDiems');
export const canEditPerDiems = (u: CurrentUser) => can(u, 'editPerDiems');

/** The orders running on a day feed the worklog dialog and the per-diem dialog alike. */
export const canListDayOrders = (u: CurrentUser) =>
  canCreateWorklogs(u) || canEditWorklogOf(u, u.employeeId ?? -1) || canEditPerDiems(u);
