import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/current-user.js';
import { canListDayOrders, canViewEmployeeMonthOf, canViewWorklogsOf } from './worklog.policy.js';

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

describe("an employee's month needs the accounting rights, not the order tab's", () => {
  it('own month always; another\'s with the accounting rights, not with the order worklogs tab', () => {
    expect(canViewEmployeeMonthOf(user([], 2002), 2002)).toBe(true);
    expect(canViewEmployeeMonthOf(user(['Order_Worklogs', 'Order_Worklogs_OtherEdit'], 2001), 2003)).toBe(false);
    expect(canViewEmployeeMonthOf(user(['Accounting_Overview_ViewOther']), 2003)).toBe(true);
    expect(canViewEmployeeMonthOf(user(['Accounting_Employee_ViewWorklogs']), 2003)).toBe(true);
    expect(canViewEmployeeMonthOf(user(['Superadmin']), 2003)).toBe(true);
  });
  it('the order tab and single entries stay with Order_Worklogs', () => {
    expect(canViewWorklogsOf(user(['Order_Worklogs'], 2001), -1)).toBe(true);
    expect(canViewWorklogsOf(user(['Order_Worklogs'], 2001), 2003)).toBe(true);
  });
});
