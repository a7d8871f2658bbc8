import { describe, expect, it } from 'vitest';
import { DEMO } from '@/test/demo-users';
import { canPickEmployee, dayParam, employeeParam, groupByEntry, shiftDay } from './clocking-history';

describe('/clockingHistory parameters', () => {
  it('date: a real day, otherwise today', () => {
    expect(dayParam('2031-05-14', '2031-06-01')).toBe('2031-05-14');
    expect(dayParam(null, '2031-06-01')).toBe('2031-06-01');
    expect(dayParam('14.05.2031', '2031-06-01')).toBe('2031-06-01');
    expect(dayParam('2031-02-30', '2031-06-01')).toBe('2031-06-01');
  });

  it('employeeId: only those who may pick choose; the rest always get their own', () => {
    expect(employeeParam('2002', 1001, true)).toBe(2002);
    expect(employeeParam(null, 1001, true)).toBe(1001);
    expect(employeeParam('abc', 1001, true)).toBe(1001);
    expect(employeeParam('', 1001, true)).toBeNull();
    expect(employeeParam('', 1001, false)).toBe(1001);
    expect(employeeParam('1001', 2002, false)).toBe(2002);
    expect(employeeParam('1001', null, false)).toBeNull();
  });

  it('the picker is for those the server lets see other days', () => {
    expect(canPickEmployee(DEMO.admin.abilities)).toBe(true);
    expect(canPickEmployee(DEMO.buero.abilities)).toBe(true);
    expect(canPickEmployee(DEMO.teamleiter.abilities)).toBe(true);
    expect(canPickEmployee(DEMO.mitarbeiter.abilities)).toBe(false);
  });

  it('shifts days across month ends', () => {
    expect(shiftDay('2031-05-31', 1)).toBe('2031-06-01');
    expect(shiftDay('2031-03-01', -1)).toBe('2031-02-28');
  });
});

describe('groupByEntry', () => {
  const ev = (id: string, entityId: string | null) => ({ id, entityId });
  it('current entries in their order with their events, then deleted ones by their first event', () => {
    const groups = groupByEntry(
      [{ id: 12 }, { id: 10 }],
      [ev('1', '10'), ev('2', '99'), ev('3', '12'), ev('4', '10'), ev('5', '98'), ev('6', '99'), ev('7', null)],
    );
    expect(groups.map((g) => [g.key, g.worklog?.id ?? null, g.events.map((e) => e.id)])).toEqual([
      ['12', 12, ['3']],
      ['10', 10, ['1', '4']],
      ['99', null, ['2', '6']],
      ['98', null, ['5']],
    ]);
  });

  it('an entry without recorded events still shows', () => {
    expect(groupByEntry([{ id: 5 }], [])).toEqual([{ key: '5', worklog: { id: 5 }, events: [] }]);
  });
});
