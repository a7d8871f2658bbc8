import { type Abilities, can } from '@/shared/session/abilities';

/** What the employee list offers a user (spec 1 §2.4, §6). */
export interface ListGates {
  superadmin: boolean;
  canCreate: boolean;
  canSeeWages: boolean;
  canSeeInactive: boolean;
  canSeeWorklogs: boolean;
}

export function listGates(abilities: Abilities): ListGates {
  return {
    superadmin: can(abilities, 'superadmin'),
    canCreate: can(abilities, 'createEmployees'),
    canSeeWages: can(abilities, 'seeWages'),
    canSeeInactive: can(abilities, 'seeInactiveEmployees'),
    canSeeWorklogs: can(abilities, 'viewOthersMonth'),
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
  abilities: Abilities,
  employee: { active: boolean; employeeId?: number },
  ownEmployeeId?: number | null,
): DetailsGates {
  const superadmin = can(abilities, 'superadmin');
  const own = employee.employeeId !== undefined && employee.employeeId === ownEmployeeId;
  const active = employee.active;
  const editOther = can(abilities, 'editEmployees');
  const canEditPersonal = active && editOther;
  const canEditBonus = active && can(abilities, 'editBonusEligibility');
  const canEditSuperadminFields = active && superadmin;
  return {
    superadmin,
    inactive: !active,
    canEditPersonal,
    showBonus: can(abilities, 'seeBonusEligibility'),
    canEditBonus,
    showSuperadminFields: superadmin,
    canEditSuperadminFields,
    canEditCard: canEditPersonal || canEditBonus || canEditSuperadminFields,
    showWagesTab: can(abilities, 'seeWages'),
    entriesEditable: active && editOther,
    canAddEntries: active && superadmin,
    wagesEditable: active && editOther && !own,
    canAddWages: active && superadmin && !own,
    showExportCard: superadmin,
    canEditExport: active && superadmin,
    showActionMenu: active && superadmin,
    canCreate: can(abilities, 'createEmployees'),
    showReactivate: !active && superadmin,
    canEditCompetencies: active && can(abilities, 'editCompetencies'),
  };
}
