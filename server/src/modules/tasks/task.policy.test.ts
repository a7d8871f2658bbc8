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
  it('daily statistic: managers and Statistic any, others exactly themselves', () => {
    expect(canSeeDailyStatistic(user(['Inventory_ViewTasksManager']), null)).toBe(true);
    expect(canSeeDailyStatistic(user(['Statistic']), [1, 2])).toBe(true);
    expect(canSeeDailyStatistic(user([]), [7])).toBe(true);
    expect(canSeeDailyStatistic(user([]), [7, 8])).toBe(false);
    expect(canSeeDailyStatistic(user([]), null)).toBe(false);
    expect(canSeeDailyStatistic(user([], null), [7])).toBe(false);
  });
});
