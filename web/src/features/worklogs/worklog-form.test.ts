import { describe, expect, it } from 'vitest';
import { abilitiesOf, WORKLOG_MESSAGES } from '@inv/domain';
import {
  bookableRange,
  canLoadAvailableOrders,
  clampDate,
  defaultDayOf,
  durationMinutes,
  isClosedDate,
  isClosedMonth,
  normalizeTime,
  searchable,
  toWorklogInput,
  type WorklogValues,
  worklogRights,
  worklogSchema,
} from './worklog-form';
import { schemaErrors } from '@/shared/form/yup';

const values = (patch: Partial<WorklogValues> = {}): WorklogValues => ({
  date: '2024-05-14',
  employee: { employeeId: 2002, firstName: 'Lena', lastName: 'Schulz' },
  orderId: 7,
  worklogType: 'WORK',
  start: '08:00',
  end: '12:30',
  endsNextDay: false,
  comment: '',
  ...patch,
});

describe('durationMinutes', () => {
  it('counts the minutes from start to end', () => {
    expect(durationMinutes('08:00', '12:30')).toBe(270);
    expect(durationMinutes('00:00', '23:59')).toBe(1439);
  });
  it('is negative when the end lies before the start (shown as Ungültig)', () => {
    expect(durationMinutes('12:00', '11:45')).toBe(-15);
  });
  it('is null while a time is missing or malformed; 24:00 is a start no more', () => {
    expect(durationMinutes('', '12:00')).toBeNull();
    expect(durationMinutes('8:00', '12:00')).toBeNull();
    expect(durationMinutes('24:00', '24:00')).toBeNull();
  });
  it('ends a day at 24:00 (22:00–24:00 is 120 minutes)', () => {
    expect(durationMinutes('22:00', '24:00')).toBe(120);
    expect(durationMinutes('00:00', '24:00')).toBe(1440);
  });
  it('counts an end on the next day across midnight, in real minutes of the day given', () => {
    expect(durationMinutes('22:00', '06:00', { endsNextDay: true })).toBe(480);
    expect(durationMinutes('22:00', '22:00', { endsNextDay: true })).toBe(1440);
    // Berlin's clocks go forward in the night to 29.03.2026 and back in the night to 25.10.2026.
    expect(durationMinutes('22:00', '06:00', { date: '2026-03-28', endsNextDay: true })).toBe(420);
    expect(durationMinutes('22:00', '06:00', { date: '2026-10-24', endsNextDay: true })).toBe(540);
  });
  it('is not positive for a next-day end that does not fit (after the start, at 00:00 or 24:00)', () => {
    expect(durationMinutes('22:00', '23:00', { endsNextDay: true })).toBeLessThan(0);
    expect(durationMinutes('22:00', '00:00', { endsNextDay: true })).toBeLessThan(0);
    expect(durationMinutes('22:00', '24:00', { endsNextDay: true })).toBeLessThan(0);
  });
});

describe('worklogSchema (spec 1 §5)', () => {
  const create = worklogSchema({ mode: 'create', today: '2024-05-14', earliest: '2024-05-01' });
  const edit = worklogSchema({ mode: 'edit' });
  it('accepts a complete entry', () => {
    expect(schemaErrors(create, values())).toEqual({});
  });
  it('names every missing field of a new entry', () => {
    const empty = values({ date: '', employee: null, orderId: null, worklogType: '', start: '', end: '' });
    expect(schemaErrors(create, empty)).toEqual({
      date: 'Datum ist erforderlich.',
      employee: 'Mitarbeiter ist erforderlich.',
      orderId: 'Auftrag ist erforderlich.',
      worklogType: 'Arbeitsart ist erforderlich.',
      start: 'Start ist erforderlich.',
      end: 'Ende ist erforderlich.',
    });
  });
  it('puts start-before-end on both times, also for equal times', () => {
    const both = { start: 'Startzeit muss vor Endzeit liegen!', end: 'Startzeit muss vor Endzeit liegen!' };
    expect(schemaErrors(create, values({ start: '12:00', end: '08:00' }))).toEqual(both);
    expect(schemaErrors(edit, values({ start: '08:00', end: '08:00' }))).toEqual(both);
  });
  it('completes typed times before comparing them (830 is 08:30)', () => {
    expect(schemaErrors(create, values({ start: '830', end: '9' }))).toEqual({});
    expect(schemaErrors(create, values({ start: '10', end: '0930' }))).toEqual({ start: 'Startzeit muss vor Endzeit liegen!', end: 'Startzeit muss vor Endzeit liegen!' });
  });
  it('does not ask for date, employee and order when editing (they are fixed)', () => {
    expect(schemaErrors(edit, values({ date: '', employee: null, orderId: null }))).toEqual({});
  });
  it('words a malformed time as the server does (one worklog rule in the domain)', () => {
    // The dialog once said 'Ungültige Uhrzeit (HH:mm)' where the server's 422 says 'Uhrzeit ist ungültig (HH:mm)'.
    expect(schemaErrors(create, values({ start: '25:00' })).start).toBe(WORKLOG_MESSAGES.timeInvalid);
    expect(WORKLOG_MESSAGES.timeInvalid).toBe('Uhrzeit ist ungültig (HH:mm)');
  });
  it('flags malformed times and dates', () => {
    expect(schemaErrors(create, values({ start: '8:5', date: '14.05.2024' }))).toEqual({ start: 'Uhrzeit ist ungültig (HH:mm)', date: 'Ungültiges Datum' });
  });
  it('limits a new entry to the selectable days, with the server’s messages', () => {
    expect(schemaErrors(create, values({ date: '2024-05-15' }))).toEqual({ date: 'Das Datum darf nicht in der Zukunft liegen.' });
    expect(schemaErrors(create, values({ date: '2024-04-30' }))).toEqual({ date: 'Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.' });
    const onOrder = worklogSchema({ mode: 'create', today: '2024-05-14', earliest: '2024-05-01', order: { validFrom: '2024-05-03', validTo: '2024-05-10' } });
    expect(schemaErrors(onOrder, values({ date: '2024-05-02' }))).toEqual({ date: 'Das Datum liegt außerhalb des Auftragszeitraums.' });
    expect(schemaErrors(onOrder, values({ date: '2024-05-11' }))).toEqual({ date: 'Das Datum liegt außerhalb des Auftragszeitraums.' });
    expect(schemaErrors(onOrder, values({ date: '2024-05-10' }))).toEqual({});
  });
  it('leaves the date of an existing entry alone (it is fixed)', () => {
    expect(schemaErrors(edit, values({ date: '2020-01-01' }))).toEqual({});
  });
  it('accepts 24:00 as an end, never as a start', () => {
    expect(schemaErrors(create, values({ start: '22:00', end: '24:00' }))).toEqual({});
    expect(schemaErrors(edit, values({ start: '22:00', end: '24' }))).toEqual({});
    expect(schemaErrors(create, values({ start: '24:00', end: '24:00' }))).toEqual({ start: 'Uhrzeit ist ungültig (HH:mm)' });
  });
  it('refuses an end before the start without the next day, and accepts it with the next day', () => {
    const both = { start: 'Startzeit muss vor Endzeit liegen!', end: 'Startzeit muss vor Endzeit liegen!' };
    expect(schemaErrors(create, values({ date: '2024-05-13', start: '22:00', end: '06:00' }))).toEqual(both);
    expect(schemaErrors(create, values({ date: '2024-05-13', start: '22:00', end: '06:00', endsNextDay: true }))).toEqual({});
    expect(schemaErrors(create, values({ date: '2024-05-13', start: '22:00', end: '22:00', endsNextDay: true }))).toEqual({});
  });
  it('wants a next-day end not after the start and after 00:00', () => {
    const after = 'Das Ende am Folgetag muss spätestens zur Startzeit liegen (höchstens 24 Stunden).';
    expect(schemaErrors(create, values({ date: '2024-05-13', start: '22:00', end: '23:00', endsNextDay: true }))).toEqual({ start: after, end: after });
    expect(schemaErrors(create, values({ date: '2024-05-13', start: '22:00', end: '24:00', endsNextDay: true }))).toEqual({ start: after, end: after });
    expect(schemaErrors(create, values({ date: '2024-05-13', start: '22:00', end: '00:00', endsNextDay: true }))).toEqual({
      end: 'Endet die Schicht um Mitternacht, bitte 24:00 als Ende eintragen (ohne Folgetag).',
    });
  });
  it('wants the next day not in the future, and lets a night on the last day of the order end after it', () => {
    expect(schemaErrors(create, values({ date: '2024-05-14', start: '22:00', end: '06:00', endsNextDay: true }))).toEqual({ endsNextDay: 'Das Ende am Folgetag darf nicht in der Zukunft liegen.' });
    const onOrder = worklogSchema({ mode: 'create', today: '2024-05-14', earliest: '2024-05-01', order: { validFrom: '2024-05-03', validTo: '2024-05-10' } });
    expect(schemaErrors(onOrder, values({ date: '2024-05-10', start: '22:00', end: '06:00', endsNextDay: true }))).toEqual({});
    expect(schemaErrors(onOrder, values({ date: '2024-05-09', start: '22:00', end: '06:00', endsNextDay: true }))).toEqual({});
  });
  it('ignores the next day when editing (one entry is edited)', () => {
    expect(schemaErrors(edit, values({ start: '22:00', end: '06:00', endsNextDay: true }))).toEqual({
      start: 'Startzeit muss vor Endzeit liegen!',
      end: 'Startzeit muss vor Endzeit liegen!',
    });
  });
});

describe('bookableRange / clampDate', () => {
  it('runs from the later of order start and earliest valid date to the earlier of order end and today', () => {
    expect(bookableRange({ validFrom: '2024-04-20', validTo: '2024-06-30' }, '2024-05-01', '2024-05-14')).toEqual({ min: '2024-05-01', max: '2024-05-14' });
    expect(bookableRange({ validFrom: '2024-05-03', validTo: '2024-05-03' }, '2024-05-01', '2024-05-14')).toEqual({ min: '2024-05-03', max: '2024-05-03' });
  });
  it('without an order: earliest valid date to today', () => {
    expect(bookableRange(null, '2024-05-01', '2024-05-14')).toEqual({ min: '2024-05-01', max: '2024-05-14' });
  });
  it('is empty (min after max) for an order in the future or in a closed month', () => {
    const r = bookableRange({ validFrom: '2024-06-01', validTo: '2024-06-02' }, '2024-05-01', '2024-05-14');
    expect(r.min > r.max).toBe(true);
  });
  it('moves a day into the range', () => {
    const r = { min: '2024-05-03', max: '2024-05-10' };
    expect(clampDate('2024-05-01', r)).toBe('2024-05-03');
    expect(clampDate('2024-05-14', r)).toBe('2024-05-10');
    expect(clampDate('2024-05-05', r)).toBe('2024-05-05');
  });
});

describe('month closing', () => {
  it('closes days before the earliest valid date', () => {
    expect(isClosedDate('2024-04-30', '2024-05-01')).toBe(true);
    expect(isClosedDate('2024-05-01', '2024-05-01')).toBe(false);
  });
  it('marks a month closed when it lies wholly before the earliest valid date', () => {
    expect(isClosedMonth('2024-04', '2024-05-01')).toBe(true);
    expect(isClosedMonth('2024-05', '2024-05-01')).toBe(false);
    expect(isClosedMonth('2024-05', '2024-05-15')).toBe(false);
  });
  it('starts new entries today in the current month, else on the month’s last day', () => {
    expect(defaultDayOf('2024-05', '2024-05-14')).toBe('2024-05-14');
    expect(defaultDayOf('2024-02', '2024-05-14')).toBe('2024-02-29');
    expect(defaultDayOf('2023-12', '2024-05-14')).toBe('2023-12-31');
  });
});

describe('worklogRights (spec 1 §6, like the server policy)', () => {
  // The session's abilities as the server computes them for these authorities.
  const rights = (authorities: string[], actor: number | null, employee: number | null) => worklogRights(abilitiesOf(authorities), actor, employee);

  it('separates self and other edit', () => {
    expect(rights(['Accounting_Overview_EditSelf'], 2001, 2001).edit).toBe(true);
    expect(rights(['Accounting_Overview_EditSelf'], 2001, 2002).edit).toBe(false);
    expect(rights(['Order_Worklogs_OtherEdit'], 2001, 2002).edit).toBe(true);
    expect(rights(['Order_Worklogs_OtherEdit'], 2001, 2001).edit).toBe(false);
    expect(rights(['Accounting_Employee_EditWorklogs'], 2001, 2002).edit).toBe(true);
  });
  it('creates and deletes only with their authorities', () => {
    expect(rights([], 2002, 2002)).toEqual({ create: false, edit: false, delete: false });
    expect(rights(['Accounting_Employee_CreateWorklogs'], 1, 2)).toMatchObject({ create: true, delete: false });
    expect(rights(['Order_Worklogs_DeleteWorklog'], 1, 2)).toMatchObject({ create: false, delete: true });
    expect(rights(['Superadmin'], 1, 2)).toEqual({ create: true, edit: true, delete: true });
  });
  it('reads the session abilities, not authority names (the web asks what the server granted)', () => {
    expect(worklogRights(['createWorklogs', 'editOthersWorklogs', 'deleteWorklogs'], 1, 2)).toEqual({ create: true, edit: true, delete: true });
    expect(worklogRights(['editOthersWorklogs'], 1, 1).edit).toBe(false);
    expect(worklogRights(['Accounting_Employee_CreateWorklogs', 'Superadmin'], 1, 2)).toEqual({ create: false, edit: false, delete: false });
    expect(worklogRights(null, 1, 2)).toEqual({ create: false, edit: false, delete: false });
  });
  it('loads the orders of a day only for those the server answers', () => {
    expect(canLoadAvailableOrders(abilitiesOf([]), 2002)).toBe(false);
    expect(canLoadAvailableOrders(abilitiesOf(['Order_Worklogs_SelfEdit']), 2001)).toBe(true);
    expect(canLoadAvailableOrders(abilitiesOf(['Accounting_Employee_CreateWorklogs']), 1002)).toBe(true);
  });
  it('loads the orders of a day for per-diem editors too, as the server answers them (the per-diem dialog picks an order)', () => {
    expect(canLoadAvailableOrders(abilitiesOf(['PerDiem_Edit_Edit']), 1002)).toBe(true);
    expect(canLoadAvailableOrders(abilitiesOf(['PerDiem_View_Order']), 1002)).toBe(false);
  });
});

describe('employee search and input', () => {
  it('searches from 3 characters on', () => {
    expect(searchable('ab')).toBe(false);
    expect(searchable(' ab ')).toBe(false);
    expect(searchable('abc')).toBe(true);
  });
  it('sends the keys only on create', () => {
    expect(toWorklogInput(values({ comment: ' Inventur ' }), 'create')).toEqual({
      start: '08:00', end: '12:30', worklogType: 'WORK', comment: 'Inventur', date: '2024-05-14', employeeId: 2002, orderId: 7,
    });
    expect(toWorklogInput(values(), 'edit')).toEqual({ start: '08:00', end: '12:30', worklogType: 'WORK', comment: '' });
    expect(toWorklogInput(values({ start: '8', end: '1230' }), 'edit')).toMatchObject({ start: '08:00', end: '12:30' });
  });
  it('sends endsNextDay: true for a night entered in one go, on create only', () => {
    expect(toWorklogInput(values({ start: '22:00', end: '06:00', endsNextDay: true }), 'create')).toEqual({
      start: '22:00', end: '06:00', worklogType: 'WORK', comment: '', date: '2024-05-14', employeeId: 2002, orderId: 7, endsNextDay: true,
    });
    expect(toWorklogInput(values({ start: '22:00', end: '06:00', endsNextDay: true }), 'edit')).not.toHaveProperty('endsNextDay');
  });
});

describe('normalizeTime', () => {
  it('completes what is typed to HH:mm', () => {
    expect(normalizeTime('8')).toBe('08:00');
    expect(normalizeTime('8:30')).toBe('08:30');
    expect(normalizeTime('830')).toBe('08:30');
    expect(normalizeTime('2145')).toBe('21:45');
    expect(normalizeTime('8.30')).toBe('08:30');
    expect(normalizeTime(' 07:05 ')).toBe('07:05');
  });
  it('completes the end of the day to 24:00', () => {
    expect(normalizeTime('24')).toBe('24:00');
    expect(normalizeTime('2400')).toBe('24:00');
    expect(normalizeTime('24:00')).toBe('24:00');
  });
  it('leaves anything else as typed', () => {
    expect(normalizeTime('24:30')).toBe('24:30');
    expect(normalizeTime('25')).toBe('25');
    expect(normalizeTime('8:5')).toBe('8:5');
    expect(normalizeTime('abc')).toBe('abc');
    expect(normalizeTime('')).toBe('');
  });
});
