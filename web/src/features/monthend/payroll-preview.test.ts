import { describe, expect, it } from 'vitest';
import { filterPreviewRows, findingsPath, type PreviewRow, previewAmount, previewByEmployee, previewDays, previewDefaultMonth, previewHours } from './payroll-preview';
import { currentMonth } from './month-end';

const row = (employeeId: number, component: string, patch: Partial<PreviewRow> = {}): PreviewRow => ({
  employeeId,
  personnelNumber: String(1000 + employeeId),
  employeeName: `Muster, Max ${employeeId}`,
  component,
  label: component,
  wageType: '1000',
  processingKey: '1',
  hours: null,
  days: null,
  amount: null,
  costCenter: '',
  ...patch,
});

describe('payroll preview', () => {
  it('opens on the month the next closing closes, else the current month', () => {
    expect(previewDefaultMonth('2026-10')).toBe('2026-10');
    expect(previewDefaultMonth(null)).toBe(currentMonth());
  });

  it('writes the values in German format, nothing where a row has none', () => {
    expect(previewHours(15.33)).toBe('15,33');
    expect(previewHours(1234.5)).toBe('1.234,50');
    expect(previewHours(null)).toBe('');
    expect(previewDays(3)).toBe('3');
    expect(previewAmount(1234.56)).toBe('1.234,56\u00a0€');
    expect(previewAmount(-5.6)).toBe('-5,60\u00a0€');
    expect(previewAmount(null)).toBe('');
  });

  it('groups the rows per employee in the file order', () => {
    const groups = previewByEmployee([row(2, 'hourlyWork'), row(2, 'night25'), row(1, 'salary'), row(2, 'cateringTaxFree')]);
    expect(groups.map((g) => [g.employeeId, g.personnelNumber, g.rows.map((r) => r.component)])).toEqual([
      [2, '1002', ['hourlyWork', 'night25', 'cateringTaxFree']],
      [1, '1001', ['salary']],
    ]);
  });

  it('links the compliance page of the month', () => {
    expect(findingsPath('2026-10')).toBe('/compliance?month=2026-10');
  });
});

describe('filterPreviewRows', () => {
  const rows = [row(1, 'hourlyWork', { employeeName: 'Krüger, Sabine' }), row(1, 'night25', { employeeName: 'Krüger, Sabine' }), row(2, 'hourlyWork', { employeeName: 'Becker, Thomas' })];
  it('keeps every row of the employees whose name or personnel number holds the term, ignoring case and blanks', () => {
    expect(filterPreviewRows(rows, ' krü ').map((r) => r.component)).toEqual(['hourlyWork', 'night25']);
    expect(filterPreviewRows(rows, '1002').map((r) => r.employeeId)).toEqual([2]);
    expect(filterPreviewRows(rows, 'THOMAS').map((r) => r.employeeId)).toEqual([2]);
  });
  it('an empty term keeps everything, a term nobody matches nothing', () => {
    expect(filterPreviewRows(rows, '  ')).toBe(rows);
    expect(filterPreviewRows(rows, 'Zander')).toEqual([]);
  });
});
