import { describe, expect, it } from 'vitest';
import { compliancePath, type MarkerFinding, openByDay, openCountByEmployee } from './compliance-markers';

const finding = (employeeId: number, date: string, acknowledged = false, message = 'Befund'): MarkerFinding => ({
  id: `ARBZG_HOECHSTARBEITSZEIT:${employeeId}:${date}`,
  rule: 'ARBZG_HOECHSTARBEITSZEIT',
  severity: 'VIOLATION',
  employeeId,
  date,
  message,
  acknowledged,
});

describe('compliance markers', () => {
  it('counts the open findings per employee; acknowledged ones are settled', () => {
    const counts = openCountByEmployee([finding(2002, '2026-11-03'), finding(2002, '2026-11-04'), finding(2003, '2026-11-03', true), finding(2004, '2026-11-05')]);
    expect([...counts]).toEqual([
      [2002, 2],
      [2004, 1],
    ]);
  });

  it("puts one employee's open findings on their days, the rest (a week's Monday without work) apart", () => {
    const { byDay, other } = openByDay(
      [finding(2002, '2026-11-03', false, 'a'), finding(2002, '2026-11-03', false, 'b'), finding(2002, '2026-11-02', false, 'week'), finding(2002, '2026-11-04', true), finding(2003, '2026-11-03')],
      2002,
      ['2026-11-03', '2026-11-04'],
    );
    expect([...byDay].map(([d, fs]) => [d, fs.map((f) => f.message)])).toEqual([['2026-11-03', ['a', 'b']]]);
    expect(other.map((f) => f.message)).toEqual(['week']);
  });

  it('links to the compliance page of the month and employee', () => {
    expect(compliancePath('2026-11', 2002)).toBe('/compliance?month=2026-11&employeeId=2002');
  });
});
