import { abilitiesOf } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@/test/demo-users';
import { canEditCompetencyRow, canViewOthersPerformance, performanceEmployeeId, performanceMonth, triState, wholeNumber } from './gates';

describe('counting performance gates (spec 3 §2.6, §5, §6)', () => {
  it('another employee needs Statistic (any Statistic_* authority) or Superadmin', () => {
    expect(canViewOthersPerformance(DEMO.admin.abilities)).toBe(true);
    expect(canViewOthersPerformance(DEMO.buero.abilities)).toBe(true);
    expect(canViewOthersPerformance(DEMO.teamleiter.abilities)).toBe(false);
    expect(canViewOthersPerformance(abilitiesOf(['Statistic']))).toBe(true);
    expect(canViewOthersPerformance(abilitiesOf(['Statistic_View']))).toBe(true);
    expect(canViewOthersPerformance(abilitiesOf(['Inventory_ViewPerformance']))).toBe(false);
  });

  it('employeeId param only with Statistic, else the own id; null without either', () => {
    expect(performanceEmployeeId('2002', abilitiesOf(['Statistic']), 1001)).toBe(2002);
    expect(performanceEmployeeId('2002', abilitiesOf(['Inventory_ViewPerformance']), 1001)).toBe(1001);
    expect(performanceEmployeeId('abc', abilitiesOf(['Superadmin']), 1001)).toBe(1001);
    expect(performanceEmployeeId('0', abilitiesOf(['Superadmin']), 1001)).toBe(1001);
    expect(performanceEmployeeId(null, abilitiesOf(['Superadmin']), null)).toBeNull();
    expect(performanceEmployeeId('2002', abilitiesOf([]), null)).toBeNull();
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
  it('the edit icon needs Accounting_Employee_ViewWorklogs or Superadmin, and the server\'s competency-edit rule (the web offers only what the server accepts)', () => {
    expect(canEditCompetencyRow(DEMO.admin.abilities)).toBe(true);
    expect(canEditCompetencyRow(abilitiesOf(['Accounting_Employee_ViewWorklogs', 'Inventory_EditEmployeeCompetencies']))).toBe(true);
    expect(canEditCompetencyRow(abilitiesOf(['Accounting_Employee_ViewWorklogs', 'Employee_EditOther_Edit']))).toBe(true);
    // The icon alone would open a dialog whose save the server refuses (saveEmployeeCompetency needs editCompetencies).
    expect(canEditCompetencyRow(abilitiesOf(['Accounting_Employee_ViewWorklogs']))).toBe(false);
    expect(canEditCompetencyRow(abilitiesOf(['Inventory_EditEmployeeCompetencies']))).toBe(false);
    expect(canEditCompetencyRow(DEMO.mitarbeiter.abilities)).toBe(false);
  });

  it('tri-state flags and whole numbers', () => {
    expect([triState(''), triState('yes'), triState('no'), triState(undefined)]).toEqual([undefined, true, false, undefined]);
    expect([wholeNumber(' 12 '), wholeNumber('1,5'), wholeNumber(''), wholeNumber('-3')]).toEqual([12, undefined, undefined, undefined]);
  });
});
