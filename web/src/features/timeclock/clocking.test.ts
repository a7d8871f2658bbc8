import { describe, expect, it } from 'vitest';
import {
  canClockInAs,
  canClockOut,
  canPause,
  type ClockEntry,
  clockSteps,
  errorsByEmployee,
  warningsByEmployee,
  keepSelectable,
  planBar,
  progressKey,
  requestErrors,
  sectionsOf,
  type Status,
  type WorklogKind,
} from './clocking';

const e = (employeeId: number, status: Status, open: WorklogKind | null = null): ClockEntry => ({
  employeeId,
  status,
  openWorklog: open ? { worklogType: open } : null,
});

const working = e(1, 'CLOCKED_IN', 'WORK');
const travelling = e(2, 'CLOCKED_IN', 'TRAVEL');
const passenger = e(3, 'CLOCKED_IN', 'PASSENGER');
const paused = e(4, 'PAUSED', 'PAUSE');
const free = e(5, 'NOT_CLOCKED_IN');
const elsewhere = e(6, 'CLOCKED_IN_ELSEWHERE', 'WORK');
const out = e(7, 'CLOCKED_OUT');
const all = [working, travelling, passenger, paused, free, elsewhere, out];

const ids = (lists: { key: string; employees: ClockEntry[] }[]) => Object.fromEntries(lists.map((l) => [l.key, l.employees.map((x) => x.employeeId)]));

describe('sectionsOf (spec 2 §2.5)', () => {
  it('clock-in tab: clocked in (paused too), available, assigned elsewhere, added, clocked out', () => {
    const added = e(8, 'NOT_CLOCKED_IN');
    expect(ids(sectionsOf('in', all, [added]))).toEqual({
      clockedIn: [1, 2, 3, 4],
      available: [5],
      assigned: [6],
      added: [8],
      clockedOut: [7],
    });
    expect(sectionsOf('in', all, [added]).map((s) => s.key)).toEqual(['clockedIn', 'available', 'assigned', 'added', 'clockedOut']);
  });

  it('an added employee leaves the added list once the order lists them', () => {
    expect(ids(sectionsOf('in', [working], [e(1, 'NOT_CLOCKED_IN'), e(9, 'CLOCKED_IN_ELSEWHERE', 'WORK')]))).toEqual({ clockedIn: [1], added: [9] });
  });

  it('pause tab: only WORK and TRAVEL are pausable; paused ones apart', () => {
    expect(ids(sectionsOf('pause', all))).toEqual({ pausable: [1, 2], paused: [4] });
  });

  it('clock-out tab: clocked in (paused too) and clocked out', () => {
    expect(ids(sectionsOf('out', all))).toEqual({ clockedIn: [1, 2, 3, 4], clockedOut: [7] });
  });

  it('leaves empty lists out', () => {
    expect(sectionsOf('pause', [free, out])).toEqual([]);
  });
});

describe('the state machine per employee (spec 2 §4)', () => {
  it('the open type cannot be its own target', () => {
    expect(canClockInAs(working, 'WORK')).toBe(false);
    expect(canClockInAs(working, 'TRAVEL')).toBe(true);
    expect(canClockInAs(paused, 'WORK')).toBe(true);
    // Open elsewhere: clocking in here closes that entry first.
    expect(canClockInAs(elsewhere, 'WORK')).toBe(true);
    expect(canClockInAs(free, 'PASSENGER')).toBe(true);
  });

  it('pause only from WORK or TRAVEL here', () => {
    expect([working, travelling, passenger, paused, free, elsewhere, out].map(canPause)).toEqual([true, true, false, false, false, false, false]);
  });

  it('out only when clocked in or paused here', () => {
    expect([working, travelling, passenger, paused, free, elsewhere, out].map(canClockOut)).toEqual([true, true, true, true, false, false, false]);
  });

  it('a passenger entry hidden from the caller is open all the same: out, no pause, no second PASSENGER (as the server decides)', () => {
    const hidden = e(9, 'CLOCKED_IN');
    expect(canClockOut(hidden)).toBe(true);
    expect(canPause(hidden)).toBe(false);
    expect(canClockInAs(hidden, 'WORK')).toBe(true);
    expect(canClockInAs(hidden, 'PASSENGER')).toBe(false);
  });
});

describe('planBar: what a selection allows', () => {
  it('nothing selected: no action', () => {
    expect(planBar('in', [])).toEqual({ kind: 'none' });
  });

  it('clock-in tab offers the types valid for every selected employee', () => {
    expect(planBar('in', [free, out, elsewhere])).toEqual({ kind: 'in', types: ['WORK', 'TRAVEL', 'PASSENGER'] });
    expect(planBar('in', [free, working])).toEqual({ kind: 'in', types: ['TRAVEL', 'PASSENGER'] });
    expect(planBar('in', [working, travelling, passenger])).toEqual({ kind: 'none' });
    expect(planBar('in', [paused])).toEqual({ kind: 'in', types: ['WORK', 'TRAVEL', 'PASSENGER'] });
  });

  it('pause tab: pause the pausable, end the pause of the paused, nothing for a mix', () => {
    expect(planBar('pause', [working, travelling])).toEqual({ kind: 'pause' });
    expect(planBar('pause', [paused])).toEqual({ kind: 'resume', types: ['WORK', 'TRAVEL'] });
    expect(planBar('pause', [working, paused])).toEqual({ kind: 'none' });
    expect(planBar('pause', [passenger])).toEqual({ kind: 'none' });
  });

  it('clock-out tab: out plus switching to TRAVEL or PASSENGER, hiding the open type', () => {
    expect(planBar('out', [working, paused])).toEqual({ kind: 'out', types: ['TRAVEL', 'PASSENGER'] });
    expect(planBar('out', [working, travelling])).toEqual({ kind: 'out', types: ['PASSENGER'] });
    expect(planBar('out', [travelling, passenger])).toEqual({ kind: 'out', types: [] });
    expect(planBar('out', [out])).toEqual({ kind: 'switch', types: ['TRAVEL', 'PASSENGER'] });
    expect(planBar('out', [out, passenger])).toEqual({ kind: 'switch', types: ['TRAVEL'] });
  });
});

describe('requests and answers', () => {
  it('one step per employee; the type only with IN', () => {
    expect(clockSteps([1, 2], 'IN', 'TRAVEL')).toEqual([
      { employeeId: 1, clockingAction: 'IN', worklogType: 'TRAVEL' },
      { employeeId: 2, clockingAction: 'IN', worklogType: 'TRAVEL' },
    ]);
    expect(clockSteps([3], 'OUT', 'WORK')).toEqual([{ employeeId: 3, clockingAction: 'OUT' }]);
    expect(clockSteps([3], 'PAUSE')).toEqual([{ employeeId: 3, clockingAction: 'PAUSE' }]);
  });

  it('progress texts per action (spec 2 §8)', () => {
    expect(progressKey('IN')).toBe('timeclock.progress.in');
    expect(progressKey('PAUSE')).toBe('timeclock.progress.pause');
    expect(progressKey('OUT')).toBe('timeclock.progress.other');
  });

  it('validation errors keyed employees.{id} go under the employee; others belong to the request', () => {
    const errors = [
      { path: 'employees.2003', message: 'Der Mitarbeiter ist bereits in Pause.' },
      { path: 'employees.2010', message: 'A.' },
      { path: 'employees.2010', message: 'B.' },
      { path: 'date', message: 'Ungültiges Datum' },
    ];
    expect([...errorsByEmployee(errors)]).toEqual([
      [2003, 'Der Mitarbeiter ist bereits in Pause.'],
      [2010, 'A. B.'],
    ]);
    expect(requestErrors(errors)).toEqual(['Ungültiges Datum']);
  });

  it('a selection keeps only employees still on the tab', () => {
    expect([...keepSelectable(new Set([1, 4, 99]), [working, paused])]).toEqual([1, 4]);
  });
});

describe('the compliance warnings of a clock answer', () => {
  const rest = 'Ruhezeit von 9:30 Std. unterschreitet 11 Std. (ArbZG §5 (1)).';
  const night = 'Nachtarbeit eines Minderjährigen (JArbSchG §14).';

  it('go to the employee they name; the others keep what they showed', () => {
    const before = new Map([[5, ['alt']], [9, ['bleibt']]]);
    const after = warningsByEmployee(before, [
      { employeeId: 5, message: rest },
      { employeeId: 5, message: night },
      { employeeId: 7, message: rest },
      { employeeId: 7, message: rest },
    ]);
    expect(Object.fromEntries(after)).toEqual({ 5: [rest, night], 7: [rest], 9: ['bleibt'] });
    expect(Object.fromEntries(before)).toEqual({ 5: ['alt'], 9: ['bleibt'] });
  });
});
