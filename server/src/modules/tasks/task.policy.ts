import type { CurrentUser } from '../auth/current-user.js';
import { hasAnyAuthority } from '../auth/permissions.js';

type Actor = Pick<CurrentUser, 'authorities' | 'employeeId'>;

/** Task managers create, edit, delete, import and check any task (contract rule 2). */
export const isTaskManager = (u: Actor) => hasAnyAuthority(u.authorities, ['Inventory_ViewTasksManager', 'Superadmin']);

/** Another employee's counting performance needs Statistic (contract rule 8); one's own always. */
export const canSeePerformanceOf = (u: Actor, employeeId: number) =>
  u.employeeId === employeeId || hasAnyAuthority(u.authorities, ['Statistic', 'Superadmin']);

/** The daily statistic: managers and Statistic any; others only for exactly themselves (contract rule 9). */
export const canSeeDailyStatistic = (u: Actor, employeeIds: readonly number[] | null | undefined) =>
  hasAnyAuthority(u.authorities, ['Inventory_ViewTasksManager', 'Statistic', 'Superadmin']) ||
  (u.employeeId !== null && employeeIds?.length === 1 && employeeIds[0] === u.employeeId);
