import { describe, expect, it } from 'vitest';
import { DEMO } from '@/test/demo-users';
import { canEditCompetencyRow, canViewOthersPerformance, performanceEmployeeId, performanceMonth, triState, wholeNumber } from './gates';

describe('counting performance gates (spec 3 §2.6, §5, §6)', () => {
  it('another employee needs Statistic (any Statistic_* authority) or Superadmin', () => {
    expect(canViewOthersPerformance(DEMO.admin.authorities)).toBe(true);
    expect(canViewOthersPerformance(DEMO.buero.authorities)).toBe(true);
    expect(canViewOthersPerformance(DEMO.teamleiter.authorities)).toBe(false);
    expect(canViewOthersPerformance(['Statistic'])).toBe(true);
    expect(canViewOthersPerformance(['Statistic_View'])).toBe(true);
    expect(canViewOthersPerformance(['Inventory_ViewPerformance'])).toBe(false);
  });

  it('employeeId param only with Statistic, else the own id; null without either', () => {
    expect(performanceEmployeeId('2002', ['Statistic'], 1001)).toBe(2002);
    expect(performanceEmployeeId('2002', ['Inventory_ViewPerformance'], 1001)).toBe(1001);
    expect(performanceEmployeeId('abc', ['Superadmin'], 1001)).toBe(1001);
    expect(performanceEmployeeId('0', ['Superadmin'], 1001)).toBe(1001);
    expect(performanceEmployeeId(null, ['Superadmin'], null)).toBeNull();
    expect(performanceEmployeeId('2002', [], null)).toBeNull();
  });

  it('date param: a valid month up to the current one, otherwise the current month', () => {
    expect(performanceMonth('2024-03', '2025-06')).toBe('2024-03');
    expect(performanceMonth('2025-06', '2025-06')).toBe('2025-06');
    expect(performanceMonth('2025-07', '2025-06')).toBe('2025-06');
    expect(performanceMonth('2024-13', '2025-06')).toBe('2025-06');
    expect(performanceMonth('2024-3', '2025-06')).toBe('2025-06');
    expect(performanceMonth(null, '2025-06')).toBe('2025-06');
  });
});

describe('competencies gates (spec 3 §2.6, §6)', () => {
  it('the edit icon needs Accounting_Employee_ViewWorklogs or Superadmin', () => {
    expect(canEditCompetencyRow(DEMO.admin.authorities)).toBe(true);
    expect(canEditCompetencyRow(['Accounting_Employee_ViewWorklogs'])).toBe(true);
    expect(canEditCompetencyRow(['Inventory_EditEmployeeCompetencies'])).toBe(false);
    expect(canEditCompetencyRow(DEMO.mitarbeiter.authorities)).toBe(false);
  });

  it('tri-state flags and whole numbers', () => {
    expect([triState(''), triState('yes'), triState('no'), triState(undefined)]).toEqual([undefined, true, false, undefined]);
    expect([wholeNumber(' 12 '), wholeNumber('1,5'), wholeNumber(''), wholeNumber('-3')]).toEqual([12, undefined, undefined, undefined]);
  });
});
