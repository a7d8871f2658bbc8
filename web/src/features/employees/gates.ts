import { hasAnyAuthority, hasAuthority } from '@/shared/permissions';

/** What the employee list offers a user (spec 1 §2.4, §6). */
export interface ListGates {
  superadmin: boolean;
  canCreate: boolean;
  canSeeWages: boolean;
  canSeeInactive: boolean;
  canSeeWorklogs: boolean;
}

export function listGates(authorities: readonly string[]): ListGates {
  return {
    superadmin: hasAuthority(authorities, 'Superadmin'),
    canCreate: hasAuthority(authorities, 'Employee_Create_Create'),
    canSeeWages: hasAuthority(authorities, 'Accounting_Overview_ViewWageAndCosts'),
    canSeeInactive: hasAuthority(authorities, 'Employee_ViewOther_InactiveEmployees'),
    canSeeWorklogs: hasAuthority(authorities, 'Accounting_Employee_ViewWorklogs'),
  };
}

/** What the details page of one employee offers a user (spec 1 §2.5, §4, §6). Inactive: read-only. */
export interface DetailsGates {
  superadmin: boolean;
  inactive: boolean;
  /** Personal data (names, birthdate, email, location, contract end, Aushilfe). */
  canEditPersonal: boolean;
  showBonus: boolean;
  canEditBonus: boolean;
  /** Operator number, team-lead-since, manager, first-aid fields. */
  showSuperadminFields: boolean;
  canEditSuperadminFields: boolean;
  /** Any part of the personal card can be changed. */
  canEditCard: boolean;
  showWagesTab: boolean;
  /** "Editing is allowed" of spec 1 §4 for wage and employment entries. */
  entriesEditable: boolean;
  canAddEntries: boolean;
  /** Wage entries: as entriesEditable / canAddEntries, but never on one's own record (the server refuses it). */
  wagesEditable: boolean;
  canAddWages: boolean;
  showExportCard: boolean;
  canEditExport: boolean;
  showActionMenu: boolean;
  canCreate: boolean;
  showReactivate: boolean;
  canEditCompetencies: boolean;
}

export function detailsGates(
  authorities: readonly string[],
  employee: { active: boolean; employeeId?: number },
  ownEmployeeId?: number | null,
): DetailsGates {
  const superadmin = hasAuthority(authorities, 'Superadmin');
  const own = employee.employeeId !== undefined && employee.employeeId === ownEmployeeId;
  const active = employee.active;
  const editOther = hasAuthority(authorities, 'Employee_EditOther_Edit');
  const canEditPersonal = active && editOther;
  const canEditBonus = active && hasAuthority(authorities, 'Employee_EditInventoryBonusEligible');
  const canEditSuperadminFields = active && superadmin;
  return {
    superadmin,
    inactive: !active,
    canEditPersonal,
    showBonus: hasAuthority(authorities, 'Employee_ViewInventoryBonusEligible'),
    canEditBonus,
    showSuperadminFields: superadmin,
    canEditSuperadminFields,
    canEditCard: canEditPersonal || canEditBonus || canEditSuperadminFields,
    showWagesTab: hasAuthority(authorities, 'Accounting_Overview_ViewWageAndCosts'),
    entriesEditable: active && editOther,
    canAddEntries: active && superadmin,
    wagesEditable: active && editOther && !own,
    canAddWages: active && superadmin && !own,
    showExportCard: superadmin,
    canEditExport: active && superadmin,
    showActionMenu: active && superadmin,
    canCreate: hasAuthority(authorities, 'Employee_Create_Create'),
    showReactivate: !active && superadmin,
    canEditCompetencies:
      active && hasAnyAuthority(authorities, ['Inventory_EditEmployeeCompetencies', 'Employee_EditOther_Edit', 'Superadmin']),
  };
}
