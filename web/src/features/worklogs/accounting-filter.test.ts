import { describe, expect, it } from 'vitest';
import { filterAccountingRows, matchesAmount, matchesMinutes, parseHours } from './accounting-filter';
import type { AccountingRow } from './accounting-rows';

const row = (employeeId: number, lastName: string, work: number, wageType: string | null, wage: number | null, employmentType: string, passenger: number | null = 0): AccountingRow => ({
  employee: { id: employeeId, employeeId, firstName: 'Anna', lastName },
  wage: { wageType, wage },
  minutes: { minutesWork: work, minutesTravel: 30, minutesPassenger: passenger },
  employmentType,
});

const rows = [row(2001, 'Becker', 600, 'WAG', 13.5, 'FUL'), row(2002, 'Özdemir', 90, 'SAL', 2400, 'MIN'), row(2103, 'Zander', 0, 'WAG', 12, 'SHO', null)];
const ids = (r: AccountingRow[]) => r.map((x) => x.employee.employeeId);

describe('parseHours', () => {
  it('reads hours, hours:minutes and decimal hours', () => {
    expect(parseHours('8')).toBe(480);
    expect(parseHours('8:30')).toBe(510);
    expect(parseHours('7,5')).toBe(450);
    expect(parseHours('7.25')).toBe(435);
    expect(parseHours('acht')).toBeNull();
  });
});

describe('matchesMinutes', () => {
  it('compares in hours', () => {
    expect(matchesMinutes(600, '>8')).toBe(true);
    expect(matchesMinutes(600, '<8')).toBe(false);
    expect(matchesMinutes(510, '>=8:30')).toBe(true);
    expect(matchesMinutes(0, '=0')).toBe(true);
  });
  it('takes a bare number as "at least"', () => {
    expect(matchesMinutes(600, '10')).toBe(true);
    expect(matchesMinutes(540, '10')).toBe(false);
  });
  it('matches HH:MM text otherwise', () => {
    expect(matchesMinutes(90, '01:3')).toBe(true);
    expect(matchesMinutes(90, '02:')).toBe(false);
  });
  it('never matches a figure that was not sent', () => {
    expect(matchesMinutes(null, '>0')).toBe(false);
    expect(matchesMinutes(null, '')).toBe(true);
  });
});

describe('matchesAmount', () => {
  it('compares euros with a decimal comma, a bare number exactly', () => {
    expect(matchesAmount(13.5, '13,5')).toBe(true);
    expect(matchesAmount(13.5, '>13')).toBe(true);
    expect(matchesAmount(12, '>=12,01')).toBe(false);
    expect(matchesAmount(null, '>0')).toBe(false);
    expect(matchesAmount(12, 'zwölf')).toBe(false);
  });
});

describe('filterAccountingRows', () => {
  const all = ['employeeId', 'name', 'wageType', 'wage', 'employmentType', 'work', 'travel', 'passenger'] as const;
  it('keeps rows matching every filter', () => {
    expect(ids(filterAccountingRows(rows, { employeeId: '200' }, all))).toEqual([2001, 2002]);
    expect(ids(filterAccountingRows(rows, { name: 'özd' }, all))).toEqual([2002]);
    expect(ids(filterAccountingRows(rows, { wageType: 'WAG', work: '>1' }, all))).toEqual([2001]);
    expect(ids(filterAccountingRows(rows, { employmentType: 'SHO' }, all))).toEqual([2103]);
    expect(ids(filterAccountingRows(rows, { wage: '>100' }, all))).toEqual([2002]);
  });
  it('ignores filters of hidden columns and empty filters', () => {
    expect(ids(filterAccountingRows(rows, { wage: '>100', name: ' ' }, ['employeeId', 'name']))).toEqual([2001, 2002, 2103]);
  });
});
