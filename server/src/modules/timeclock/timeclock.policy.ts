import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';

/**
 * Who may use the timeclock, its checklist and operator numbers, and time controlling (spec 2 §6,
 * spec 3 §2.4 and §6, spec 1 §2.1). Pure and unit-tested.
 */

/** The timeclock list and order page: the Timeclock group. */
export const canViewTimeclock = (u: CurrentUser) => can(u, 'useTimeclock');
/** Clocking, adding employees, ticking the checklist from the timeclock: Timeclock_Clocking (the three tabs). */
export const canClock = (u: CurrentUser) => can(u, 'clock');
/** The operators tab (Order_Overview_EditOrders or Superadmin) and the timeclock's operator fields. */
export const canViewOperators = (u: CurrentUser) => can(u, 'viewOperators');
export const canEditOperators = (u: CurrentUser) => can(u, 'editOperators');
/** Time controlling is Superadmin only (spec 1 §2.1, spec 3 §6). */
export const canControlTimes = (u: CurrentUser) => can(u, 'superadmin');
