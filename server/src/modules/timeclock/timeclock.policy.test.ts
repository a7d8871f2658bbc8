import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/current-user.js';
import { canTickChecklist } from '../orders/order.policy.js';
import { canClock, canControlTimes, canEditOperators, canViewOperators, canViewTimeclock } from './timeclock.policy.js';

const user = (...authorities: string[]): CurrentUser =>
  ({ id: 1, username: 'u', employeeId: 1, firstName: 'A', lastName: 'B', enabled: true, mustChangePassword: false, secondFactorEnabled: false, lastLogin: null, authorities });

describe('timeclock permissions', () => {
  it('the list needs the Timeclock group, clocking Timeclock_Clocking', () => {
    expect(canViewTimeclock(user('Timeclock'))).toBe(true);
    expect(canViewTimeclock(user('Timeclock_Clocking'))).toBe(true);
    expect(canViewTimeclock(user('Order_Overview'))).toBe(false);
    expect(canClock(user('Timeclock'))).toBe(false);
    expect(canClock(user('Timeclock_Clocking'))).toBe(true);
    expect(canClock(user('Superadmin'))).toBe(true);
  });
  it('operators: read with Timeclock or Order_Overview_EditOrders, change with Timeclock_Clocking or Order_Overview_EditOrders', () => {
    expect(canViewOperators(user('Timeclock'))).toBe(true);
    expect(canViewOperators(user('Order_Overview'))).toBe(false);
    expect(canEditOperators(user('Timeclock'))).toBe(false);
    expect(canEditOperators(user('Timeclock_Clocking'))).toBe(true);
    expect(canEditOperators(user('Order_Overview_EditOrders'))).toBe(true);
  });
  it('checklist: Timeclock_Clocking or Order_Overview_EditOrders', () => {
    expect(canTickChecklist(user('Timeclock'))).toBe(false);
    expect(canTickChecklist(user('Timeclock_Clocking'))).toBe(true);
    expect(canTickChecklist(user('Order_Overview_EditOrders'))).toBe(true);
  });
  it('time controlling is Superadmin only, not the TimeControlling group', () => {
    expect(canControlTimes(user('Superadmin'))).toBe(true);
    expect(canControlTimes(user('TimeControlling_View'))).toBe(false);
  });
});
