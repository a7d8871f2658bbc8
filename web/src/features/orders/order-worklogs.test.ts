import { describe, expect, it } from 'vitest';
import { abilitiesOf } from '@inv/domain';
import {
  canCreateWorklog,
  canDeleteWorklog,
  canEditWorklog,
  dayHref,
  groupWorklogs,
  monthBounds,
  monthClosed,
  monthHref,
  resolveTabDate,
  type WorklogLike,
  worklogRights,
} from './order-worklogs';
import { GERMAN_NAMES, SHUFFLED_NAMES } from '@/test/german-names';

const order = { validFrom: '2026-09-28', validTo: '2026-11-03' };
const TODAY = '2026-11-23';

describe('monthBounds', () => {
  it('runs from the first to the last month of the order', () => {
    expect(monthBounds(order, TODAY)).toEqual({ min: '2026-09', max: '2026-11' });
  });
  it('stops an order without an end at the current month', () => {
    expect(monthBounds({ validFrom: '2026-01-05', validTo: null }, TODAY)).toEqual({ min: '2026-01', max: '2026-11' });
    expect(monthBounds({ validFrom: '2027-02-01', validTo: null }, TODAY)).toEqual({ min: '2027-02', max: '2027-02' });
  });
});

describe('resolveTabDate', () => {
  it('takes the day from the path', () => {
    expect(resolveTabDate('2026-10-02', null, order, TODAY)).toEqual({ yearMonth: '2026-10', day: '2026-10-02' });
  });
  it('takes a YYYY-MM-DD query as the day and a YYYY-MM query as the month', () => {
    expect(resolveTabDate(null, '2026-10-15', order, TODAY)).toEqual({ yearMonth: '2026-10', day: '2026-10-15' });
    expect(resolveTabDate(null, '2026-09', order, TODAY)).toEqual({ yearMonth: '2026-09', day: null });
  });
  it('keeps a month within the order', () => {
    expect(resolveTabDate(null, '2025-01', order, TODAY)).toEqual({ yearMonth: '2026-09', day: null });
    expect(resolveTabDate(null, '2027-05', order, TODAY)).toEqual({ yearMonth: '2026-11', day: null });
  });
  it('falls back to the current month (within the order) for invalid values and days outside the order', () => {
    expect(resolveTabDate(null, null, order, TODAY)).toEqual({ yearMonth: '2026-11', day: null });
    expect(resolveTabDate(null, 'gestern', order, TODAY)).toEqual({ yearMonth: '2026-11', day: null });
    expect(resolveTabDate(null, '2026-13', order, TODAY)).toEqual({ yearMonth: '2026-11', day: null });
    expect(resolveTabDate('2026-02-30', null, order, TODAY)).toEqual({ yearMonth: '2026-11', day: null });
    expect(resolveTabDate('2026-11-04', null, order, TODAY)).toEqual({ yearMonth: '2026-11', day: null });
    expect(resolveTabDate(null, null, { validFrom: '2025-03-01', validTo: '2025-03-02' }, TODAY)).toEqual({ yearMonth: '2025-03', day: null });
  });
  it('ignores a month query when the path names an invalid day', () => {
    expect(resolveTabDate('xyz', '2026-09', order, TODAY)).toEqual({ yearMonth: '2026-11', day: null });
  });
});

describe('addresses', () => {
  it('keeps the view of the query', () => {
    const q = new URLSearchParams('view=list&date=2026-10-02');
    expect(monthHref(7, 'worklogs', '2026-10', q)).toBe('/orders/7/worklogs?view=list&date=2026-10');
    expect(dayHref(7, 'perdiems', '2026-10-02', q)).toBe('/orders/7/perdiems/2026-10-02?view=list');
    expect(dayHref(7, 'worklogs', '2026-10-02', new URLSearchParams())).toBe('/orders/7/worklogs/2026-10-02');
  });
});

let nextId = 1;
const person = (id: number, lastName: string, firstName = 'Anna') => ({ id, employeeId: id, firstName, lastName });
const w = (over: Partial<WorklogLike> & Pick<WorklogLike, 'date' | 'start' | 'end' | 'employee'>): WorklogLike => ({
  id: nextId++,
  worklogType: 'WORK',
  comment: '',
  automatic: false,
  ...over,
});

describe('groupWorklogs', () => {
  const zimmer = person(3, 'Zimmer');
  const becker = person(2, 'Becker', 'Tom');
  const beckerA = person(4, 'Becker', 'Anna');
  const list = [
    w({ date: '2026-10-02', start: '06:00', end: '14:00', employee: zimmer }),
    w({ date: '2026-10-02', start: '10:00', end: '10:30', employee: zimmer, worklogType: 'PAUSE', comment: 'Automatische Pause', automatic: true }),
    w({ date: '2026-10-02', start: '05:30', end: '06:00', employee: zimmer, worklogType: 'TRAVEL' }),
    w({ date: '2026-10-01', start: '07:00', end: '12:00', employee: becker }),
    w({ date: '2026-10-01', start: '06:20', end: '07:00', employee: becker, worklogType: 'PASSENGER' }),
    w({ date: '2026-10-01', start: '07:00', end: null, employee: beckerA }),
  ];

  it('makes one panel per date, ascending, with employees by last and first name', () => {
    const groups = groupWorklogs(list, { showPassenger: true });
    expect(groups.map((g) => g.date)).toEqual(['2026-10-01', '2026-10-02']);
    expect(groups[0].employees.map((e) => e.employee.id)).toEqual([4, 2]);
    expect(groups[1].employees.map((e) => e.employee.id)).toEqual([3]);
  });

  it('sums net work, travel, pause and passenger per employee and per date, with from–to', () => {
    const [day1, day2] = groupWorklogs(list, { showPassenger: true });
    const z = day2.employees[0];
    expect(z.entries.map((e) => e.start)).toEqual(['05:30', '06:00', '10:00']);
    expect(z.totals).toEqual({ minutesWork: 450, minutesTravel: 30, minutesPassenger: 0, minutesPause: 30 });
    expect([z.from, z.to]).toEqual(['05:30', '14:00']);
    expect(z.hasAutomaticPause).toBe(true);
    const tom = day1.employees[1];
    expect(tom.totals.minutesPassenger).toBe(40);
    expect(tom.hasAutomaticPause).toBe(false);
    // An open entry leaves the end open.
    expect(day1.employees[0].to).toBeNull();
    expect(day1.totals).toEqual({ minutesWork: 300, minutesTravel: 0, minutesPassenger: 40, minutesPause: 0 });
  });

  it('leaves passenger entries out without the passenger right', () => {
    const [day1] = groupWorklogs(list, { showPassenger: false });
    const tom = day1.employees[1];
    expect(tom.entries.map((e) => e.worklogType)).toEqual(['WORK']);
    expect(tom.totals.minutesPassenger).toBe(0);
    expect(tom.from).toBe('07:00');
  });

  it('drops an employee whose only entries are hidden', () => {
    const only = [w({ date: '2026-10-05', start: '06:00', end: '07:00', employee: becker, worklogType: 'PASSENGER' })];
    expect(groupWorklogs(only, { showPassenger: false })).toEqual([]);
  });

  it('recognises the automatic pause by its flag, not by its comment (badge by flag)', () => {
    const typed = [
      w({ date: '2026-10-06', start: '08:00', end: '12:00', employee: zimmer }),
      w({ date: '2026-10-06', start: '12:00', end: '12:30', employee: zimmer, worklogType: 'PAUSE', comment: 'Automatische Pause' }),
    ];
    expect(groupWorklogs(typed, { showPassenger: true })[0].employees[0].hasAutomaticPause).toBe(false);
    const booked = [w({ date: '2026-10-06', start: '12:00', end: '12:30', employee: zimmer, worklogType: 'PAUSE', comment: 'Mittag', automatic: true })];
    expect(groupWorklogs(booked, { showPassenger: true })[0].employees[0].hasAutomaticPause).toBe(true);
  });
});

describe('groupWorklogs: shifts across midnight', () => {
  const night = person(5, 'Nacht');
  const day = person(6, 'Tag');
  const first = w({ date: '2026-11-03', start: '22:00', end: '24:00', employee: night });
  const second = w({ date: '2026-11-04', start: '00:00', end: '06:00', employee: night });
  const morning = w({ date: '2026-11-04', start: '08:00', end: '12:00', employee: day });

  it('groups an employee’s entries following each other across midnight as one shift on both days', () => {
    const [d3, d4] = groupWorklogs([first, second, morning], { showPassenger: true });
    const n3 = d3.employees[0];
    expect(n3.shifts).toHaveLength(1);
    expect(n3.shifts[0].entries).toEqual([first, second]);
    expect([n3.shifts[0].start, n3.shifts[0].end]).toEqual([
      { date: '2026-11-03', time: '22:00' },
      { date: '2026-11-04', time: '06:00' },
    ]);
    // The day's own figures stay the day's: 22:00–24:00 is 120 minutes on the 3rd, 360 on the 4th.
    expect(n3.totals.minutesWork).toBe(120);
    expect(n3.to).toBe('24:00');
    const n4 = d4.employees.find((e) => e.employee.id === night.id)!;
    expect(n4.totals.minutesWork).toBe(360);
    expect(n4.shifts[0].entries).toEqual([first, second]);
    // Another employee's morning is a shift of its own.
    expect(d4.employees.find((e) => e.employee.id === day.id)!.shifts.map((s) => s.entries)).toEqual([[morning]]);
    expect(d4.totals.minutesWork).toBe(360 + 240);
  });

  it('splits entries an hour or more apart into two shifts', () => {
    const late = w({ date: '2026-11-04', start: '07:00', end: '09:00', employee: night });
    const [, d4] = groupWorklogs([first, second, late], { showPassenger: true });
    expect(d4.employees[0].shifts.map((s) => s.entries)).toEqual([[first, second], [late]]);
  });

  it('completes a shift with worklogs of the next month without making panels of them', () => {
    const lastDay = w({ date: '2026-10-31', start: '22:00', end: '24:00', employee: night });
    const nextMonth = w({ date: '2026-11-01', start: '00:00', end: '04:00', employee: night });
    const groups = groupWorklogs([lastDay], { showPassenger: true, around: [nextMonth] });
    expect(groups.map((g) => g.date)).toEqual(['2026-10-31']);
    expect(groups[0].employees[0].shifts[0].entries).toEqual([lastDay, nextMonth]);
    expect(groups[0].totals.minutesWork).toBe(120);
  });
});

describe('rights', () => {
  const EARLIEST = '2026-11-01';
  // The session's abilities as the server computes them for these authorities.
  const rightsOf = (authorities: string[]) => worklogRights(abilitiesOf(authorities));
  const office = rightsOf([
    'Order_Worklogs',
    'Order_Worklogs_CreateWorklog',
    'Accounting_Employee_CreateWorklogs',
    'Order_Worklogs_SelfEdit',
    'Order_Worklogs_OtherEdit',
    'Order_Worklogs_DeleteWorklog',
    'Order_Worklogs_ClockingHistory',
    'Accounting_Employee_ViewPassengerTimes',
  ]);
  const teamleiter = rightsOf(['Order_Worklogs', 'Order_Worklogs_SelfEdit', 'Order_Worklogs_ClockingHistory']);

  it('offers the create button only with both create rights and an order ending on or after the earliest valid date', () => {
    expect(canCreateWorklog(office, { validFrom: '2026-10-01', validTo: '2026-11-01' }, EARLIEST)).toBe(true);
    expect(canCreateWorklog(office, { validFrom: '2026-10-01', validTo: '2026-10-31' }, EARLIEST)).toBe(false);
    expect(canCreateWorklog(office, { validFrom: '2026-10-01', validTo: null }, EARLIEST)).toBe(true);
    expect(canCreateWorklog(rightsOf(['Order_Worklogs_CreateWorklog']), { validFrom: '2026-11-01', validTo: null }, EARLIEST)).toBe(false);
    expect(canCreateWorklog(rightsOf(['Accounting_Employee_CreateWorklogs']), { validFrom: '2026-11-01', validTo: null }, EARLIEST)).toBe(false);
    expect(canCreateWorklog(teamleiter, { validFrom: '2026-11-01', validTo: null }, EARLIEST)).toBe(false);
    expect(canCreateWorklog(rightsOf(['Superadmin']), { validFrom: '2026-11-01', validTo: null }, EARLIEST)).toBe(true);
  });

  it('edits own entries with SelfEdit, others with OtherEdit, never in a closed month or the automatic pause', () => {
    const own = { date: '2026-11-10', worklogType: 'WORK' as const, automatic: false, employee: { id: 2001 } };
    const other = { ...own, employee: { id: 2005 } };
    expect(canEditWorklog(teamleiter, own, 2001, EARLIEST)).toBe(true);
    expect(canEditWorklog(teamleiter, other, 2001, EARLIEST)).toBe(false);
    expect(canEditWorklog(office, other, 1002, EARLIEST)).toBe(true);
    expect(canEditWorklog(office, { ...other, date: '2026-10-31' }, 1002, EARLIEST)).toBe(false);
    expect(canEditWorklog(office, { ...other, worklogType: 'PAUSE', automatic: true }, 1002, EARLIEST)).toBe(false);
    expect(canEditWorklog(office, { ...other, worklogType: 'PAUSE', automatic: false }, 1002, EARLIEST)).toBe(true);
  });

  it('deletes only with the delete right, in an open month', () => {
    const entry = { date: '2026-11-10', worklogType: 'TRAVEL' as const, automatic: false };
    expect(canDeleteWorklog(office, entry, EARLIEST)).toBe(true);
    expect(canDeleteWorklog(teamleiter, entry, EARLIEST)).toBe(false);
    expect(canDeleteWorklog(office, { ...entry, date: '2026-10-31' }, EARLIEST)).toBe(false);
  });

  it('shows passenger times and the clocking history only with their rights', () => {
    expect(office.passenger).toBe(true);
    expect(teamleiter.passenger).toBe(false);
    expect(teamleiter.clockingHistory).toBe(true);
    expect(rightsOf(['Order_Worklogs']).clockingHistory).toBe(false);
    expect(rightsOf(['Superadmin']).clockingHistory).toBe(true);
  });

  it('reads the session abilities: edit, delete and create only with the tab right (spec 3 §2.4) besides the operation', () => {
    const accounting = rightsOf(['Order_Worklogs', 'Accounting_Overview_EditOther', 'Accounting_Employee_DeleteWorklogs']);
    expect(accounting).toMatchObject({ editOther: false, editOwn: false, delete: false, create: false });
    expect(rightsOf(['Order_Worklogs', 'Order_Worklogs_OtherEdit', 'Order_Worklogs_DeleteWorklog'])).toMatchObject({ editOther: true, editOwn: false, delete: true });
    expect(worklogRights(['createWorklogs'])).toMatchObject({ create: false });
    expect(worklogRights(['createWorklogs', 'offerOrderWorklogCreate'])).toMatchObject({ create: true });
    expect(worklogRights(['Order_Worklogs_CreateWorklog', 'Accounting_Employee_CreateWorklogs', 'Superadmin'])).toMatchObject({ create: false, delete: false });
    expect(worklogRights(undefined)).toMatchObject({ create: false, editOwn: false, editOther: false, delete: false, clockingHistory: false, passenger: false });
  });
});

describe('monthClosed', () => {
  it('is closed when the whole month lies before the earliest valid date', () => {
    expect(monthClosed('2026-10', '2026-11-01')).toBe(true);
    expect(monthClosed('2026-11', '2026-11-01')).toBe(false);
    expect(monthClosed('2026-11', '2026-11-15')).toBe(false);
  });
});

describe('groupWorklogs, German names (DIN 5007-1)', () => {
  it("lists a day's employees by last name in DIN 5007 order", () => {
    const list = SHUFFLED_NAMES.map((n, i) => w({ date: '2026-10-01', start: '07:00', end: '08:00', employee: person(100 + i, n) }));
    expect(groupWorklogs(list, { showPassenger: true })[0].employees.map((e) => e.employee.lastName)).toEqual(GERMAN_NAMES);
  });
});
