import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';
import { AssignmentType } from './order.entity.js';

/** Permission rules of the order area (spec 3 §6), pure and unit-tested. */
export const canReadOrders = (u: CurrentUser) => can(u, 'readOrders');
/**
 * The order range list — the overview, calendar and planning tabs and their export — needs
 * Order_Overview_ListOrders (spec 3 §2.2: "Tabs (shown with Order_Overview_ListOrders)"). Reading one
 * order needs less (canReadOrders).
 */
export const canListOrders = (u: CurrentUser) => can(u, 'listOrders');
/**
 * Narrow lists open to every order reader without the list right: a term search (order pickers,
 * no range) and, for task managers, the INV orders of one day (the tasks tab's order filter).
 */
export const isNarrowOrderList = (u: CurrentUser, f: { term?: string | null; from?: string | null; to?: string | null; orderType?: string | null; customerId?: number | null }) =>
  (!!f.term?.trim() && !f.from && !f.to && f.customerId == null) ||
  (can(u, 'listDayInventoryOrders') && f.orderType === 'INV' && !!f.from && f.from === f.to);
export const canCreateOrders = (u: CurrentUser) => can(u, 'createOrders');
export const canEditOrders = (u: CurrentUser) => can(u, 'editOrders');
export const canViewAssignments = (u: CurrentUser) => can(u, 'viewAssignments');
export const canAssign = (u: CurrentUser, t: AssignmentType) => can(u, t === AssignmentType.SUP ? 'assignAdmins' : 'assignEmployees');
export const canUnassign = (u: CurrentUser, t: AssignmentType) => can(u, t === AssignmentType.SUP ? 'unassignAdmins' : 'unassignEmployees');
/** The leader button sits in the assignments tab; the team leader is also an order field. */
export const canSetTeamLeader = (u: CurrentUser) => can(u, 'setTeamLeader');

export type ChecklistStatus = 'GREEN' | 'YELLOW' | 'RED';

/**
 * Status dot of an inventory checklist (spec 2 §2.4): green when all items are done, yellow when the
 * preparation items 10 and 11 are done (but not all), red otherwise; none without a checklist.
 */
export function checklistStatus(items: { code: number; done: boolean }[]): ChecklistStatus | null {
  if (items.length === 0) return null;
  if (items.every((i) => i.done)) return 'GREEN';
  const done = new Set(items.filter((i) => i.done).map((i) => i.code));
  return done.has(10) && done.has(11) ? 'YELLOW' : 'RED';
}

/** Ticking the inventory checklist: from the timeclock (Timeclock_Clocking) or the order screen (Order_Overview_EditOrders). */
export const canTickChecklist = (u: CurrentUser) => can(u, 'tickChecklist');
