import type { CurrentUser } from '../auth/current-user.js';
import { hasAnyAuthority, hasAuthority } from '../auth/permissions.js';

/** Pure permission rules of the employee area (spec 1 §6), one place for server and tests. */
export const isSuperadmin = (u: CurrentUser) => hasAuthority(u.authorities, 'Superadmin');
export const canReadOthers = (u: CurrentUser) => hasAnyAuthority(u.authorities, ['Employee', 'Superadmin']);
/** Name lookups (orders, accounting, rights…) need less than the employee administration. */
export const canLookUp = (u: CurrentUser) =>
  hasAnyAuthority(u.authorities, ['Employee', 'Superadmin', 'Accounting', 'Order', 'Inventory', 'Authorization', 'Timeclock', 'Statistic', 'Registration']);
export const canSeeWages = (u: CurrentUser) => hasAuthority(u.authorities, 'Accounting_Overview_ViewWageAndCosts');
export const canSeeInactive = (u: CurrentUser) => hasAuthority(u.authorities, 'Employee_ViewOther_InactiveEmployees');
export const canCreate = (u: CurrentUser) => hasAuthority(u.authorities, 'Employee_Create_Create');
export const canEdit = (u: CurrentUser) => hasAuthority(u.authorities, 'Employee_EditOther_Edit');
export const canSeeBonus = (u: CurrentUser) => hasAuthority(u.authorities, 'Employee_ViewInventoryBonusEligible');
export const canEditBonus = (u: CurrentUser) => hasAuthority(u.authorities, 'Employee_EditInventoryBonusEligible');
export const canIssueWelcomeLetter = (u: CurrentUser) => isSuperadmin(u) || canCreate(u);
export const canReadCompetencies = (u: CurrentUser) =>
  hasAnyAuthority(u.authorities, ['Employee', 'Superadmin', 'Inventory_EditEmployeeCompetencies']);
export const canEditCompetencies = (u: CurrentUser) =>
  hasAnyAuthority(u.authorities, ['Inventory_EditEmployeeCompetencies', 'Employee_EditOther_Edit', 'Superadmin']);

/** Fields of the personal card only a Superadmin sees and changes (spec 1 §2.5). */
export const SUPERADMIN_FIELDS = ['operatorNumber', 'teamleadSince', 'manager', 'firstAidCourseDate', 'firstAidValidUntil', 'export'] as const;
export const BONUS_FIELDS = ['inventoryBonusEligible', 'isInventoryBonusEligibleSince'] as const;
