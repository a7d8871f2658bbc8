import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/current-user.js';
import { canListDayOrders } from './worklog.policy.js';

const user = (authorities: string[], employeeId = 2002) => ({ employeeId, authorities }) as unknown as CurrentUser;

describe('orders of a day (worklog and per-diem dialogs)', () => {
  it('are listed for whoever may book worklogs, edit their own or edit per diems', () => {
    expect(canListDayOrders(user(['Accounting_Employee_CreateWorklogs']))).toBe(true);
    expect(canListDayOrders(user(['Order_Worklogs_SelfEdit']))).toBe(true);
    expect(canListDayOrders(user(['PerDiem_Edit_Edit']))).toBe(true);
  });
  it('are refused to users without any of those rights', () => {
    expect(canListDayOrders(user([]))).toBe(false);
    expect(canListDayOrders(user(['PerDiem_View_Order', 'Accounting_Overview_ViewOther']))).toBe(false);
  });
});
