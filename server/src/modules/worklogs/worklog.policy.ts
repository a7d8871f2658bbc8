import type { CurrentUser } from '../auth/current-user.js';
import { hasAnyAuthority, hasAuthority } from '../auth/permissions.js';

/** Who may see, book, change and delete worklogs and per diems (spec 1 §6, spec 3 §6). */
export const canViewWorklogsOf = (u: CurrentUser, employeeId: number) =>
  u.employeeId === employeeId ||
  hasAnyAuthority(u.authorities, ['Accounting_Overview_ViewOther', 'Accounting_Employee_ViewWorklogs', 'Order_Worklogs', 'Superadmin']);
/**
 * An employee's month (hours overview, accounting per employee): one's own, or another's with the
 * accounting rights (spec 1 §6). Order_Worklogs is the order's worklogs tab (spec 3 §6): it reads an
 * order's worklogs and single entries, not a colleague's whole month across every order.
 */
export const canViewEmployeeMonthOf = (u: CurrentUser, employeeId: number) =>
  u.employeeId === employeeId || hasAnyAuthority(u.authorities, ['Accounting_Overview_ViewOther', 'Accounting_Employee_ViewWorklogs', 'Superadmin']);
export const canSeeAllEmployees = (u: CurrentUser) => hasAnyAuthority(u.authorities, ['Accounting_Overview_ViewOther', 'Superadmin']);
export const canCreateWorklogs = (u: CurrentUser) => hasAnyAuthority(u.authorities, ['Accounting_Employee_CreateWorklogs', 'Superadmin']);
export const canEditWorklogOf = (u: CurrentUser, employeeId: number) =>
  hasAnyAuthority(
    u.authorities,
    u.employeeId === employeeId
      ? ['Accounting_Overview_EditSelf', 'Order_Worklogs_SelfEdit', 'Accounting_Employee_EditWorklogs', 'Superadmin']
      : ['Accounting_Overview_EditOther', 'Order_Worklogs_OtherEdit', 'Accounting_Employee_EditWorklogs', 'Superadmin'],
  );
export const canDeleteWorklogs = (u: CurrentUser) => hasAnyAuthority(u.authorities, ['Accounting_Employee_DeleteWorklogs', 'Order_Worklogs_DeleteWorklog', 'Superadmin']);
/** Without it the passenger figure is not sent at all (null), not merely hidden. */
export const canSeePassengerTimes = (u: CurrentUser) => hasAuthority(u.authorities, 'Accounting_Employee_ViewPassengerTimes');
export const canViewPerDiemsOf = (u: CurrentUser, employeeId: number) =>
  u.employeeId === employeeId || hasAnyAuthority(u.authorities, ['PerDiem_View_Order', 'Accounting_Employee_ViewPerDiems', 'Superadmin']);
export const canEditPerDiems = (u: CurrentUser) => hasAnyAuthority(u.authorities, ['PerDiem_Edit_Edit', 'Superadmin']);

/** The orders running on a day feed the worklog dialog and the per-diem dialog alike. */
export const canListDayOrders = (u: CurrentUser) =>
  canCreateWorklogs(u) || canEditWorklogOf(u, u.employeeId ?? -1) || canEditPerDiems(u);

export const CATERING = [0, 8, 16, 32] as const;
export const MISC = [0, 8, 16, 24, 32] as const;
export const BREAKFAST_DEDUCTION = 4.8;
