import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';

type Actor = Pick<CurrentUser, 'authorities' | 'employeeId'>;

/** Task managers create, edit, delete, import and check any task (docs/decisions/inventories.md#INV-2). */
export const isTaskManager = (u: Actor) => can(u, 'manageTasks');

/** Another employee's counting performance needs Statistic (docs/decisions/inventories.md#INV-7); one's own always. */
export const canSeePerformanceOf = (u: Actor, employeeId: number) =>
  u.employeeId === employeeId || can(u, 'seeOthersPerformance');

/**
 * The daily statistic (the tasks tab's summary bar, spec 3 §6): task managers any selection; everybody
 * else — Statistic holders too, the spec names no exception — only for exactly themselves. The tab hides
 * the bar from exactly these people, so the server hands the team's figures to nobody else.
 */
export const canSeeDailyStatistic = (u: Actor, employeeIds: readonly number[] | null | undefined) =>
  isTaskManager(u) ||
  (u.employeeId !== null && employeeIds?.length === 1 && employeeIds[0] === u.employeeId);
