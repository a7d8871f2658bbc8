import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/current-user.js';
import { canListOrders, checklistStatus, isNarrowOrderList } from './order.policy.js';

const items = (done: number[]) => [10, 11, 12, 20, 21, 30, 31].map((code) => ({ code, done: done.includes(code) }));

describe('checklistStatus (spec 2 §2.4)', () => {
  it.each([
    ['all done → green', [10, 11, 12, 20, 21, 30, 31], 'GREEN'],
    ['10 and 11 done → yellow', [10, 11], 'YELLOW'],
    ['10, 11 and more, not all → yellow', [10, 11, 12, 20], 'YELLOW'],
    ['nothing done → red', [], 'RED'],
    ['10 without 11 → red', [10, 12], 'RED'],
    ['later items without the preparation → red', [20, 21, 30, 31], 'RED'],
  ])('%s', (_name, done, expected) => {
    expect(checklistStatus(items(done as number[]))).toBe(expected);
  });
  it('no checklist → no dot', () => {
    expect(checklistStatus([])).toBeNull();
  });
});

describe('the order range list needs Order_Overview_ListOrders (spec 3 §2.2)', () => {
  const user = (authorities: string[]) => ({ employeeId: 2001, authorities }) as unknown as CurrentUser;
  const teamLeader = user(['Order_Overview', 'Timeclock', 'Inventory_ViewTasksManager']);
  it('needs Order_Overview_ListOrders (or Superadmin)', () => {
    expect(canListOrders(user(['Order_Overview_ListOrders']))).toBe(true);
    expect(canListOrders(user(['Superadmin']))).toBe(true);
    expect(canListOrders(teamLeader)).toBe(false);
  });
  it('leaves a term search and a task manager\'s INV day to every order reader', () => {
    expect(isNarrowOrderList(teamLeader, { term: 'Rewe' })).toBe(true);
    expect(isNarrowOrderList(teamLeader, { term: 'Rewe', from: '2026-01-01' })).toBe(false);
    expect(isNarrowOrderList(teamLeader, { term: '  ' })).toBe(false);
    expect(isNarrowOrderList(teamLeader, { from: '2026-05-04', to: '2026-05-04', orderType: 'INV' })).toBe(true);
    expect(isNarrowOrderList(teamLeader, { from: '2026-05-04', to: '2026-05-05', orderType: 'INV' })).toBe(false);
    expect(isNarrowOrderList(teamLeader, { from: '2026-05-04', to: '2026-05-04', orderType: 'DRY' })).toBe(false);
    expect(isNarrowOrderList(user(['Order_Overview']), { from: '2026-05-04', to: '2026-05-04', orderType: 'INV' })).toBe(false);
    expect(isNarrowOrderList(teamLeader, {})).toBe(false);
  });
});
