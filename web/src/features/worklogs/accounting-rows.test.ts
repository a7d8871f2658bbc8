import { describe, expect, it } from 'vitest';
import { type AccountingRow, sortAccountingRows } from './accounting-rows';
import { GERMAN_NAMES, GERMAN_NAMES_DESC, SHUFFLED_NAMES } from '@/test/german-names';

const row = (employeeId: number, lastName: string, work: number, travel: number): AccountingRow => ({
  employee: { id: employeeId, employeeId, firstName: 'A', lastName },
  wage: { wageType: null, wage: null },
  minutes: { minutesWork: work, minutesTravel: travel, minutesPassenger: null },
  employmentType: 'FUL',
});

const rows = [row(2003, 'Özdemir', 60, 30), row(2001, 'Becker', 120, 0), row(2002, 'Zander', 30, 90)];
const ids = (r: AccountingRow[]) => r.map((x) => x.employee.employeeId);

describe('sortAccountingRows', () => {
  it('sorts by name (German collation), employee id, work and travel', () => {
    expect(ids(sortAccountingRows(rows, 'name', false))).toEqual([2001, 2003, 2002]);
    expect(ids(sortAccountingRows(rows, 'employeeId', false))).toEqual([2001, 2002, 2003]);
    expect(ids(sortAccountingRows(rows, 'work', true))).toEqual([2001, 2003, 2002]);
    expect(ids(sortAccountingRows(rows, 'travel', false))).toEqual([2001, 2003, 2002]);
  });
});

describe('sortAccountingRows, German names (DIN 5007-1)', () => {
  it('sorts by name in DIN 5007 order in both directions', () => {
    const named = SHUFFLED_NAMES.map((n, i) => row(3000 + i, n, 0, 0));
    const names = (r: AccountingRow[]) => r.map((x) => x.employee.lastName);
    expect(names(sortAccountingRows(named, 'name', false))).toEqual(GERMAN_NAMES);
    expect(names(sortAccountingRows(named, 'name', true))).toEqual(GERMAN_NAMES_DESC);
  });
});
