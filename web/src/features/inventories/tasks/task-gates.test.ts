import { abilitiesOf, TASK_MESSAGES } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@/test/demo-users';
import { canToggleTask, importErrorLines, isTaskManager, optionsOf, splitName, statsScope, taskParams, taskSchema, timeLeftText, toTaskInput } from './task-gates';
import { schemaErrors } from '@/shared/form/yup';
import { GERMAN_NAMES, SHUFFLED_NAMES } from '@/test/german-names';

describe('task gates (spec 3 §6)', () => {
  it('managers are Inventory_ViewTasksManager or Superadmin', () => {
    expect(isTaskManager(DEMO.admin.abilities)).toBe(true);
    expect(isTaskManager(abilitiesOf(['Inventory_ViewTasksManager']))).toBe(true);
    expect(isTaskManager(DEMO.buero.abilities)).toBe(false);
    expect(isTaskManager(DEMO.mitarbeiter.abilities)).toBe(false);
  });

  it('others may only check their own tasks', () => {
    expect(canToggleTask(false, 2002, { employeeId: 2002 })).toBe(true);
    expect(canToggleTask(false, 2002, { employeeId: 2001 })).toBe(false);
    expect(canToggleTask(false, null, { employeeId: 2001 })).toBe(false);
    expect(canToggleTask(true, null, { employeeId: 2001 })).toBe(true);
  });

  it('the statistic: managers always, others only when exactly themselves are shown', () => {
    expect(statsScope(true, 1001, [2001, 2002], null)).toEqual({ employeeIds: undefined });
    expect(statsScope(true, 1001, [2002], 2002)).toEqual({ employeeIds: [2002] });
    expect(statsScope(false, 2002, [2002, 2002], null)).toEqual({ employeeIds: [2002] });
    expect(statsScope(false, 2002, [2002, 2001], null)).toBeNull();
    expect(statsScope(false, 2002, [2001], 2001)).toBeNull();
    expect(statsScope(false, 2002, [], null)).toBeNull();
  });
});

describe('query parameters', () => {
  it('date defaults to today, ids must be numbers, phones default to the list', () => {
    expect(taskParams(new URLSearchParams(''), '2026-10-05', false)).toEqual({ date: '2026-10-05', orderId: null, employeeId: null, view: 'table' });
    expect(taskParams(new URLSearchParams('date=2026-02-30x&orderId=abc'), '2026-10-05', true)).toMatchObject({ date: '2026-10-05', orderId: null, view: 'list' });
    expect(taskParams(new URLSearchParams('date=2026-11-02&orderId=7&employeeId=2002&view=table'), '2026-10-05', true)).toEqual({
      date: '2026-11-02',
      orderId: 7,
      employeeId: 2002,
      view: 'table',
    });
  });
});

describe('time left (spec 3 §9)', () => {
  it('hours and minutes, minutes alone, done, or nothing', () => {
    expect(timeLeftText(135)).toEqual({ key: 'inventories.tasks.time.hoursMinutes', values: { hours: 2, minutes: 15 } });
    expect(timeLeftText(45)).toEqual({ key: 'inventories.tasks.time.minutes', values: { minutes: 45 } });
    expect(timeLeftText(120)).toEqual({ key: 'inventories.tasks.time.hours', values: { hours: 2 } });
    expect(timeLeftText(0)).toEqual({ key: 'inventories.tasks.time.done', values: {} });
    expect(timeLeftText(null)).toBeNull();
  });
});

describe('import errors', () => {
  it('general errors first, then lines by number', () => {
    expect(
      importErrorLines([
        { path: 'lines[12].label', message: 'Bezeichnung fehlt' },
        { path: 'lines[3].positions', message: 'Positionen müssen eine ganze Zahl ab 0 sein' },
        { path: 'file', message: 'Die Datei ist zu groß (max. 2MB)' },
        { path: 'lines[3].employeeId', message: 'Mitarbeiter 9 ist unbekannt' },
      ]),
    ).toEqual([
      { line: null, message: 'Die Datei ist zu groß (max. 2MB)' },
      { line: 3, message: 'Positionen müssen eine ganze Zahl ab 0 sein' },
      { line: 3, message: 'Mitarbeiter 9 ist unbekannt' },
      { line: 12, message: 'Bezeichnung fehlt' },
    ]);
  });
});

describe('task form (spec 3 §5)', () => {
  const employee = { employeeId: 2002, firstName: 'Lena', lastName: 'Hoffmann' };
  const ok = { orderId: '7', date: '2026-10-05', label: ' Regal 1 ', positions: '120', employee, priority: '' };
  const validateTask = (v: typeof ok | Record<string, unknown>) => schemaErrors(taskSchema(), v);
  it('requires order, label, positions and employee; numbers are whole and ≥ 0', () => {
    expect(validateTask(ok)).toEqual({});
    expect(validateTask({ orderId: '', date: '', label: ' ', positions: '', employee: null, priority: '-1' })).toEqual({
      orderId: 'Auftrag muss gesetzt sein',
      date: 'Datum muss gesetzt sein',
      label: 'Bezeichnung muss gesetzt sein',
      positions: 'Positionen müssen gesetzt sein',
      employee: 'Mitarbeiter muss gesetzt sein',
      priority: 'Priorität muss eine ganze Zahl ab 0 sein',
    });
    expect(validateTask({ ...ok, positions: '1,5' }).positions).toBe('Positionen müssen eine ganze Zahl ab 0 sein');
    expect(validateTask({ ...ok, date: '05.10.2026' }).date).toBe('Datum muss gesetzt sein');
    expect(validateTask({ ...ok, priority: ' 3 ', positions: ' 0 ' })).toEqual({});
  });
  it('refuses what the server refuses, in its words (one task rule in the domain)', () => {
    // The dialog once took any label length and any digits, which the server then refused.
    expect(validateTask({ ...ok, label: 'x'.repeat(201) }).label).toBe(TASK_MESSAGES.labelTooLong);
    expect(validateTask({ ...ok, label: ` ${'x'.repeat(200)} ` })).toEqual({});
    expect(validateTask({ ...ok, positions: '2147483648', priority: '99999999999' })).toEqual({ positions: TASK_MESSAGES.positionsInvalid, priority: TASK_MESSAGES.priorityInvalid });
    expect(TASK_MESSAGES.labelTooLong).toBe('Bezeichnung darf höchstens 200 Zeichen lang sein');
  });
  it('empty priority is 0', () => {
    expect(toTaskInput(ok)).toEqual({ orderId: 7, date: '2026-10-05', label: 'Regal 1', positions: 120, employeeId: 2002, priority: 0 });
  });
  it('splits a full name for the picker', () => {
    expect(splitName('Lena Maria Hoffmann')).toEqual({ firstName: 'Lena Maria', lastName: 'Hoffmann' });
  });
});

describe('optionsOf, German names (DIN 5007-1)', () => {
  it('sorts the options by name in DIN 5007 order', () => {
    const tasks = SHUFFLED_NAMES.map((n, i) => ({ id: i, n }));
    expect(optionsOf(tasks, (t) => t.id, (t) => t.n).map((o) => o.name)).toEqual(GERMAN_NAMES);
  });
});
