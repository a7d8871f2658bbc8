import { describe, expect, it } from 'vitest';
import { canSeeDailyStatistic, canSeePerformanceOf, isTaskManager } from './task.policy.js';

const user = (authorities: string[], employeeId: number | null = 7) => ({ authorities, employeeId });

describe('task policy', () => {
  it('managers: Inventory_ViewTasksManager or Superadmin', () => {
    expect(isTaskManager(user(['Inventory_ViewTasksManager']))).toBe(true);
    expect(isTaskManager(user(['Superadmin']))).toBe(true);
    expect(isTaskManager(user(['Inventory_ViewPerformance', 'Statistic']))).toBe(false);
  });
  it('counting performance: own always, others with Statistic or Superadmin', () => {
    expect(canSeePerformanceOf(user([]), 7)).toBe(true);
    expect(canSeePerformanceOf(user([]), 8)).toBe(false);
    expect(canSeePerformanceOf(user(['Statistic']), 8)).toBe(true);
    expect(canSeePerformanceOf(user(['Statistic_ViewTravelCosts']), 8)).toBe(true);
    expect(canSeePerformanceOf(user([], null), 8)).toBe(false);
  });
  it('daily statistic: task managers any, others exactly themselves (the team summary only for whom the tasks tab shows it)', () => {
    expect(canSeeDailyStatistic(user(['Inventory_ViewTasksManager']), null)).toBe(true);
    expect(canSeeDailyStatistic(user(['Superadmin']), [1, 2])).toBe(true);
    // Statistic is no task manager: the tab shows its holders no team summary, so neither does the server.
    expect(canSeeDailyStatistic(user(['Statistic']), [1, 2])).toBe(false);
    expect(canSeeDailyStatistic(user(['Statistic']), null)).toBe(false);
    expect(canSeeDailyStatistic(user(['Statistic']), [7])).toBe(true);
    expect(canSeeDailyStatistic(user([]), [7])).toBe(true);
    expect(canSeeDailyStatistic(user([]), [7, 8])).toBe(false);
    expect(canSeeDailyStatistic(user([]), null)).toBe(false);
    expect(canSeeDailyStatistic(user([], null), [7])).toBe(false);
  });
});
