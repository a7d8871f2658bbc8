import { abilitiesOf } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import {
  canViewTravelCosts,
  canViewWageAndCosts,
  employeeRange,
  performanceHref,
  selectedTab,
  statisticMonth,
  performanceReportSchema,
  visibleMoneyFields,
  workingHoursSchema,
  type WorkingHoursForm,
} from './gates';
import { schemaErrors } from '@/shared/form/yup';

import { sortRows } from './components/sorting';
import { totalsOf } from './components/order-data';
import { GERMAN_NAMES, GERMAN_NAMES_DESC, SHUFFLED_NAMES } from '@/test/german-names';


describe('statistics gates', () => {
  it('chooses the tab by query, the first tab otherwise', () => {
    expect(selectedTab('orders')).toBe('orders');
    expect(selectedTab('employeesV2')).toBe('employeesV2');
    expect(selectedTab('nonsense')).toBe('employees');
    expect(selectedTab(null)).toBe('employees');
  });

  it('takes yearMonth when valid and not in the future', () => {
    expect(statisticMonth('2024-03', '2025-01')).toBe('2024-03');
    expect(statisticMonth('2025-02', '2025-01')).toBe('2025-01');
    expect(statisticMonth('2024-13', '2025-01')).toBe('2025-01');
    expect(statisticMonth(null, '2025-01')).toBe('2025-01');
  });

  it('spans 3 or 12 months ending with the month, across a year end', () => {
    expect(employeeRange('2025-02', false)).toEqual({ from: '2024-12', to: '2025-02', months: ['2024-12', '2025-01', '2025-02'] });
    const twelve = employeeRange('2025-02', true);
    expect(twelve.from).toBe('2024-03');
    expect(twelve.months).toHaveLength(12);
  });

  it('shows money only with Accounting_Overview_ViewWageAndCosts or Superadmin; travel costs also need Statistic_ViewTravelCosts', () => {
    expect(canViewWageAndCosts(abilitiesOf(['Statistic']))).toBe(false);
    expect(canViewWageAndCosts(abilitiesOf(['Statistic', 'Accounting_Overview_ViewWageAndCosts']))).toBe(true);
    expect(canViewWageAndCosts(abilitiesOf(['Superadmin']))).toBe(true);
    expect(canViewTravelCosts(abilitiesOf(['Statistic', 'Accounting_Overview_ViewWageAndCosts']))).toBe(false);
    expect(canViewTravelCosts(abilitiesOf(['Statistic_ViewTravelCosts']))).toBe(false);
    expect(canViewTravelCosts(abilitiesOf(['Accounting_Overview_ViewWageAndCosts', 'Statistic_ViewTravelCosts']))).toBe(true);
    expect(canViewTravelCosts(abilitiesOf(['Superadmin']))).toBe(true);
  });

  it('drops money columns without the right and columns the server left null in every row', () => {
    const rows = [
      { costs: 10, costsWithPayrollTaxes: 12, costsTravel: null, costsPassenger: null, earnings: 100, expenses: 0, profit: 88, averageWage: 12, productivity: 100 },
      { costs: 5, costsWithPayrollTaxes: 6, costsTravel: null, costsPassenger: null, earnings: null, expenses: null, profit: null, averageWage: null, productivity: null },
    ];
    expect(visibleMoneyFields(abilitiesOf(['Statistic']), rows)).toEqual([]);
    expect(visibleMoneyFields(abilitiesOf(['Accounting_Overview_ViewWageAndCosts']), rows)).toEqual([
      'costs',
      'costsWithPayrollTaxes',
      'earnings',
      'expenses',
      'profit',
      'averageWage',
      'productivity',
    ]);
    // With the travel right, but the server sent no travel costs: still absent.
    expect(visibleMoneyFields(abilitiesOf(['Superadmin']), rows)).not.toContain('costsTravel');
    expect(visibleMoneyFields(abilitiesOf(['Superadmin']), [{ ...rows[0]!, costsTravel: 3, costsPassenger: 0 }])).toContain('costsPassenger');
  });

  it('validates the working-hours report', () => {
    const validateWorkingHours = (f: WorkingHoursForm) => schemaErrors(workingHoursSchema(), f);
    expect(validateWorkingHours({ month: '', orderType: '', format: 'xlsx' })).toEqual({ month: 'Monat muss gesetzt sein', orderType: 'Auftragsart muss gesetzt sein' });
    expect(validateWorkingHours({ month: '03.2024', orderType: 'ALL', format: 'csv' })).toEqual({ month: 'Monat im Format JJJJ-MM angeben' });
    expect(validateWorkingHours({ month: '2024-13', orderType: 'ALL', format: 'csv' })).toEqual({ month: 'Monat im Format JJJJ-MM angeben' });
    expect(validateWorkingHours({ month: '2024-03', orderType: 'INV', format: 'xlsx' })).toEqual({});
  });

  it('validates the inventory-performance report: required, order, at most a year', () => {
    const f = (from: string, to: string) => schemaErrors(performanceReportSchema(), { from, to, format: 'xlsx' });
    expect(f('', '')).toEqual({ from: 'Von muss gesetzt sein', to: 'Bis muss gesetzt sein' });
    expect(f('2024-03-10', '2024-03-09')).toEqual({ to: 'Bis darf nicht vor Von liegen' });
    expect(f('2024-01-01', '2024-12-31')).toEqual({});
    expect(f('2024-01-01', '2025-01-01')).toEqual({ to: 'Höchstens ein Jahr' });
    expect(f('2024-02-30', '2024-03-01')).toEqual({ from: 'Ungültiges Datum. Erlaubt sind DD.MM.YYYY oder YYYY-MM-DD' });
    expect(f('2024-03-01', '1.3.')).toEqual({ to: 'Ungültiges Datum. Erlaubt sind DD.MM.YYYY oder YYYY-MM-DD' });
  });

  it('links a performance row to the counting performance tab', () => {
    expect(performanceHref(2002, '2024-03')).toBe('/inventories?tab=1&employeeId=2002&date=2024-03');
  });

  it('sorts German names and keeps null values last', () => {
    const rows = [{ n: 'Özdemir' }, { n: 'Becker' }, { n: null }, { n: 'ahrens' }];
    expect(sortRows(rows, (r) => r.n, false).map((r) => r.n)).toEqual(['ahrens', 'Becker', 'Özdemir', null]);
    expect(sortRows(rows, (r) => r.n, true).map((r) => r.n)).toEqual(['Özdemir', 'Becker', 'ahrens', null]);
  });

  it('totals: average wage from the sums, productivity over rows with earnings (100 without)', () => {
    const row = (minutes: number, costs: number, earnings: number) =>
      ({ minutes, costs, earnings, costsWithPayrollTaxes: costs, costsTravel: null, costsPassenger: null, perDiemTotal: 0, expenses: 0, profit: earnings - costs, averageWage: null, productivity: null }) as never;
    const totals = totalsOf([row(120, 30, 300), row(60, 15, 0)]);
    expect(totals.minutes).toBe(180);
    expect(totals.averageWage).toBe(15);
    expect(totals.productivity).toBe(150); // 300 € over the 2 hours of the earning row only
    expect(totals.costsTravel).toBeNull();
    expect(totalsOf([row(60, 10, 0)]).productivity).toBe(100);
  });
});

describe('sortRows, German names (DIN 5007-1)', () => {
  it('sorts statistic tables by name in DIN 5007 order in both directions', () => {
    const rows = SHUFFLED_NAMES.map((n) => ({ n }));
    expect(sortRows(rows, (r) => r.n, false).map((r) => r.n)).toEqual(GERMAN_NAMES);
    expect(sortRows(rows, (r) => r.n, true).map((r) => r.n)).toEqual(GERMAN_NAMES_DESC);
  });
});
