import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';

/** Pure permission rules of the employee area (spec 1 §6), one place for server and tests. */
export const isSuperadmin = (u: CurrentUser) => can(u, 'superadmin');
export const canReadOthers = (u: CurrentUser) => can(u, 'readEmployees');
/** Name lookups (orders, accounting, rights…) need less than the employee administration. */
export const canLookUp = (u: CurrentUser) => can(u, 'lookUpEmployees');
export const canSeeWages = (u: CurrentUser) => can(u, 'seeWages');
export const canSeeInactive = (u: CurrentUser) => can(u, 'seeInactiveEmployees');
export const canCreate = (u: CurrentUser) => can(u, 'createEmployees');
export const canEdit = (u: CurrentUser) => can(u, 'editEmployees');
export const canSeeBonus = (u: CurrentUser) => can(u, 'seeBonusEligibility');
export const canEditBonus = (u: CurrentUser) => can(u, 'editBonusEligibility');
export const canIssueWelcomeLetter = (u: CurrentUser) => can(u, 'issueWelcomeLetters');
export const canReadCompetencies = (u: CurrentUser) => can(u, 'readCompetencies');
export const canEditCompetencies = (u: CurrentUser) => can(u, 'editCompetencies');

/** Fields of the personal card only a Superadmin sees and changes (spec 1 §2.5). */
export const SUPERADMIN_FIELDS = ['operatorNumber', 'teamleadSince', 'manager', 'firstAidCourseDate', 'firstAidValidUntil', 'export'] as const;
export const BONUS_FIELDS = ['inventoryBonusEligible', 'isInventoryBonusEligibleSince'] as const;
