import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayTotals } from '@inv/domain';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const now = DateTime.now().setZone('Europe/Berlin');
const today = now.toISODate()!;
const monthStart = now.startOf('month').toISODate()!;
let orderId: number;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  const r = await gql('buero', `mutation { createOrder(input: { name: "Worklog-Test", address: "Weg 1", zip: "20095", city: "Hamburg", orderType: MOD, validFrom: "${monthStart}", validTo: "${today}" }) { id } }`);
  orderId = r.data.createOrder.id;
});
afterAll(async () => app?.close());

const CREATE = `mutation($input: WorklogInput!) { createWorklog(input: $input) { id date start end worklogType insertUser } }`;
const wl = (employeeId: number, start: string, end: string, worklogType = 'WORK', date = today) => ({ input: { date, start, end, worklogType, orderId, employeeId } });
const day = async (employeeId: number) =>
  (await gql('buero', `{ employeeWorklogs(employeeId: ${employeeId}) { date start end worklogType comment } }`)).data.employeeWorklogs.filter((w: any) => w.date === today);

describe('worklog rules', () => {
  it('required fields with the spec messages', async () => {
    expect(fieldErrors(await gql('buero', CREATE, { input: {} }))).toEqual([
      { path: 'date', message: 'Datum ist erforderlich.' },
      { path: 'employeeId', message: 'Mitarbeiter ist erforderlich.' },
      { path: 'orderId', message: 'Auftrag ist erforderlich.' },
      { path: 'start', message: 'Start ist erforderlich.' },
      { path: 'end', message: 'Ende ist erforderlich.' },
      { path: 'worklogType', message: 'Arbeitsart ist erforderlich.' },
    ]);
  });

  it("start before end: 'Startzeit muss vor Endzeit liegen!' on both fields", async () => {
    expect(fieldErrors(await gql('buero', CREATE, wl(2010, '12:00', '11:00')))).toEqual([
      { path: 'start', message: 'Startzeit muss vor Endzeit liegen!' },
      { path: 'end', message: 'Startzeit muss vor Endzeit liegen!' },
    ]);
  });

  it('the date lies within the order and not in the future', async () => {
    const tomorrow = now.plus({ days: 1 }).toISODate()!;
    expect(fieldErrors(await gql('buero', CREATE, wl(2010, '08:00', '09:00', 'WORK', tomorrow)))).toEqual([{ path: 'date', message: 'Das Datum darf nicht in der Zukunft liegen.' }]);
    const before = now.startOf('month').minus({ days: 1 }).toISODate()!;
    const r = await gql('buero', CREATE, wl(2010, '08:00', '09:00', 'WORK', before));
    // Before the order and in a closed month: the order check answers first.
    expect(fieldErrors(r)).toEqual([{ path: 'date', message: 'Das Datum liegt außerhalb des Auftragszeitraums.' }]);
  });

  it('a closed month is read-only: 409', async () => {
    const created = (await gql('buero', CREATE, wl(2011, '05:00', '06:00'))).data.createWorklog;
    await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', now.plus({ days: 1 }).toISODate()!);
    try {
      expect(codeOf(await gql('buero', CREATE, wl(2011, '07:00', '08:00')))).toBe('CONFLICT');
      expect(codeOf(await gql('buero', `mutation { updateWorklog(id: ${created.id}, input: { end: "06:30" }) { id } }`))).toBe('CONFLICT');
      expect(codeOf(await gql('buero', `mutation { deleteWorklog(id: ${created.id}) }`))).toBe('CONFLICT');
    } finally {
      await app.pool.query(`delete from app_setting where name = 'earliestValidFrom'`);
    }
  });

  it('work, travel and passenger times of one employee must not overlap (409); a pause may', async () => {
    expect((await gql('buero', CREATE, wl(2012, '08:00', '10:00'))).data.createWorklog.insertUser).toBe('Thomas Becker');
    const clash = await gql('buero', CREATE, wl(2012, '09:30', '10:30', 'TRAVEL'));
    expect(codeOf(clash)).toBe('CONFLICT');
    expect(clash.errors[0].message).toMatch(/überschneiden/);
    expect((await gql('buero', CREATE, wl(2012, '10:00', '10:30', 'TRAVEL'))).errors).toBeUndefined();
    expect((await gql('buero', CREATE, wl(2012, '09:00', '09:15', 'PAUSE'))).errors).toBeUndefined();
  });
});

describe('automatic pause', () => {
  it('is booked beyond six hours of work at the six-hour mark, follows changes, and cannot be edited by hand', async () => {
    const long = (await gql('buero', CREATE, wl(2013, '07:00', '14:00'))).data.createWorklog;
    expect((await day(2013)).filter((w: any) => w.comment === 'Automatische Pause')).toEqual([
      { date: today, start: '13:00', end: '13:30', worklogType: 'PAUSE', comment: 'Automatische Pause' },
    ]);
    await gql('buero', `mutation { updateWorklog(id: ${long.id}, input: { end: "17:00" }) { id } }`);
    expect((await day(2013)).filter((w: any) => w.comment === 'Automatische Pause').map((w: any) => [w.start, w.end])).toEqual([['13:00', '13:45']]);
    await gql('buero', `mutation { updateWorklog(id: ${long.id}, input: { end: "12:00" }) { id } }`);
    expect((await day(2013)).filter((w: any) => w.comment === 'Automatische Pause')).toEqual([]);
    await gql('buero', `mutation { updateWorklog(id: ${long.id}, input: { end: "14:00" }) { id } }`);
    const auto = (await gql('buero', `{ employeeWorklogs(employeeId: 2013) { id comment } }`)).data.employeeWorklogs.find((w: any) => w.comment === 'Automatische Pause');
    expect(codeOf(await gql('buero', `mutation { updateWorklog(id: ${auto.id}, input: { start: "12:00" }) { id } }`))).toBe('CONFLICT');
  });
});

describe('authorities', () => {
  it('create needs Accounting_Employee_CreateWorklogs; editing others needs an OtherEdit right; deleting a delete right', async () => {
    expect(codeOf(await gql('teamleiter', CREATE, wl(2014, '08:00', '09:00')))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', CREATE, wl(2002, '08:00', '09:00')))).toBe('FORBIDDEN');
    const w = (await gql('buero', CREATE, wl(2014, '08:00', '09:00'))).data.createWorklog;
    const edited = await gql('teamleiter', `mutation { updateWorklog(id: ${w.id}, input: { end: "09:30" }) { end updateUser } }`);
    expect(edited.data.updateWorklog).toEqual({ end: '09:30', updateUser: 'Markus Schneider' });
    expect(codeOf(await gql('teamleiter', `mutation { deleteWorklog(id: ${w.id}) }`))).toBe('FORBIDDEN');
    expect((await gql('buero', `mutation { deleteWorklog(id: ${w.id}) }`)).data.deleteWorklog).toBe(true);
  });

  it('passenger entries are not sent to users without Accounting_Employee_ViewPassengerTimes', async () => {
    const p = (await gql('buero', CREATE, wl(2019, '06:00', '07:00', 'PASSENGER'))).data.createWorklog;
    const ids = async (user: 'buero' | 'teamleiter', query: string) => JSON.stringify((await gql(user, query)).data).includes(`"id":${p.id}`);
    const orderQuery = `{ orderWorklogs(orderId: ${orderId}) { id } }`;
    const historyQuery = `{ clockingHistory(employeeId: 2019, date: "${today}") { id } }`;
    expect(await ids('buero', orderQuery)).toBe(true);
    expect(await ids('buero', historyQuery)).toBe(true);
    expect(await ids('teamleiter', orderQuery)).toBe(false);
    expect(await ids('teamleiter', historyQuery)).toBe(false);
    await gql('buero', `mutation { deleteWorklog(id: ${p.id}) }`);
  });

  it('a field employee reads only their own worklogs', async () => {
    expect((await gql('mitarbeiter', `{ employeeWorklogs(employeeId: 2002) { id } }`)).errors).toBeUndefined();
    expect(codeOf(await gql('mitarbeiter', `{ employeeWorklogs(employeeId: 2003) { id } }`))).toBe('FORBIDDEN');
  });

  it("a team leader reads an order's worklogs, not a colleague's whole month (spec 3 §6: Order_Worklogs is the order tab)", async () => {
    expect((await gql('teamleiter', `{ employeeWorklogs(employeeId: 2001) { id } }`)).errors).toBeUndefined();
    expect(codeOf(await gql('teamleiter', `{ employeeWorklogs(employeeId: 2003) { id } }`))).toBe('FORBIDDEN');
    expect((await gql('teamleiter', `{ orderWorklogs(orderId: ${orderId}) { id } }`)).errors).toBeUndefined();
    expect((await gql('buero', `{ employeeWorklogs(employeeId: 2003) { id } }`)).errors).toBeUndefined();
  });
});

describe('accounting overview', () => {
  it('all employees with net minutes for office users; only oneself otherwise; passenger minutes need their right', async () => {
    const lastMonth = now.minus({ months: 1 }).toFormat('yyyy-MM');
    const all = (await gql('buero', `{ accountingEmployees(yearMonth: "${lastMonth}") { employee { employeeId } wage { wage } minutes { minutesWork minutesTravel minutesPassenger } } }`)).data.accountingEmployees;
    expect(all.length).toBeGreaterThan(50);
    expect(all.some((r: any) => r.minutes.minutesWork > 0 && r.wage.wage > 0 && r.minutes.minutesPassenger !== null)).toBe(true);
    const self = (await gql('teamleiter', `{ accountingEmployees(yearMonth: "${lastMonth}") { employee { employeeId } wage { wage } minutes { minutesPassenger } } }`)).data.accountingEmployees;
    expect(self).toEqual([{ employee: { employeeId: 2001 }, wage: { wage: null }, minutes: { minutesPassenger: null } }]);
    expect(fieldErrors(await gql('buero', `{ accountingEmployees(yearMonth: "2026-13") { employmentType } }`))).toEqual([{ path: 'yearMonth', message: 'Monat ist ungültig (YYYY-MM)' }]);
  });
});

describe('demo data', () => {
  it('every seeded worklog lies within its day (HH:mm, the end 24:00 at the latest, start before end)', async () => {
    const { rows } = await app.pool.query(
      `select count(*)::int as n, count(*) filter (where start !~ $1 or "end" !~ $2 or start >= "end")::int as bad from worklog where "end" is not null`,
      ['^([01][0-9]|2[0-3]):[0-5][0-9]$', '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'],
    );
    expect(rows[0].n).toBeGreaterThan(1000);
    expect(rows[0].bad).toBe(0);
  });
});

describe('demo night inventory', () => {
  it('a crew works 22:00–24:00 and 00:00–06:00 on a two-day order, the automatic pause at 04:00 flagged', async () => {
    const { rows } = await app.pool.query(
      `select w.employee_id, to_char(w.date, 'YYYY-MM-DD') as date, w.start, w."end", w.worklog_type as type, w.automatic, w.comment,
              to_char(o.valid_from, 'YYYY-MM-DD') as valid_from, to_char(o.valid_to, 'YYYY-MM-DD') as valid_to
         from worklog w join orders o on o.id = w.order_id
        where w.order_id = (select order_id from worklog where "end" = '24:00' and start = '22:00' order by date desc limit 1)
        order by w.employee_id, w.date, w.start`,
    );
    const crew = [...new Set(rows.map((r: any) => r.employee_id))];
    expect(crew.length).toBeGreaterThanOrEqual(2);
    for (const e of crew) {
      const mine = rows.filter((r: any) => r.employee_id === e);
      expect(mine.map((r: any) => [r.date, r.start, r.end, r.type, r.automatic])).toEqual([
        [mine[0].valid_from, '22:00', '24:00', 'WORK', false],
        [mine[0].valid_to, '00:00', '06:00', 'WORK', false],
        [mine[0].valid_to, '04:00', '04:30', 'PAUSE', true],
      ]);
    }
    // Every pause the demo books for §4 carries the flag.
    const unflagged = await app.pool.query(`select count(*)::int as n from worklog where comment = 'Automatische Pause' and not automatic`);
    expect(unflagged.rows[0].n).toBe(0);
  });
});

describe('accounting aggregate', () => {
  it('equals the day rules (dayTotals) employee by employee, pauses inside work deducted', async () => {
    const lastMonth = now.minus({ months: 1 }).toFormat('yyyy-MM');
    const rows = (await gql('buero', `{ accountingEmployees(yearMonth: "${lastMonth}") { employee { employeeId } minutes { minutesWork minutesTravel minutesPassenger } } }`)).data
      .accountingEmployees;
    const sample = rows.filter((r: any) => r.minutes.minutesWork > 0).slice(0, 12);
    expect(sample.length).toBe(12);
    for (const r of sample) {
      const logs = (await gql('buero', `{ employeeWorklogs(employeeId: ${r.employee.employeeId}, yearMonth: "${lastMonth}") { date start end worklogType comment } }`)).data
        .employeeWorklogs.filter((w: any) => w.end);
      const days = new Map<string, any[]>();
      for (const w of logs) days.set(w.date, [...(days.get(w.date) ?? []), w]);
      const expected = { minutesWork: 0, minutesTravel: 0, minutesPassenger: 0 };
      for (const spans of days.values()) {
        const t = dayTotals(spans[0].date, spans as any);
        expected.minutesWork += t.minutesWork;
        expected.minutesTravel += t.minutesTravel;
        expected.minutesPassenger += t.minutesPassenger;
      }
      expect(r.minutes).toEqual(expected);
    }
  });
});

describe('per diems', () => {
  const SET = `mutation($ids: [Int!]!, $input: PerDiemInput!) { setPerDiems(employeeIds: $ids, input: $input) { catering misc breakfast total employee { employeeId } } }`;
  it('only the allowed amounts; breakfast deducts 4.80; bulk for several employees; closed months refused', async () => {
    const bad = await gql('buero', SET, { ids: [2015], input: { orderId, date: today, catering: 10, misc: null } });
    expect(fieldErrors(bad)).toEqual([
      { path: 'catering', message: 'Verpflegungszuschuss ist ungültig' },
      { path: 'misc', message: 'Sonstiger Zuschuss ist erforderlich.' },
    ]);
    const one = await gql('buero', SET, { ids: [2015], input: { orderId, date: today, catering: 16, misc: 8, breakfast: true } });
    expect(one.data.setPerDiems).toEqual([{ catering: 16, misc: 8, breakfast: true, total: 19.2, employee: { employeeId: 2015 } }]);
    const bulk = await gql('buero', SET, { ids: [2015, 2016], input: { orderId, date: today, catering: 8, misc: 0 } });
    expect(bulk.data.setPerDiems.map((p: any) => [p.employee.employeeId, p.total])).toEqual([[2015, 8], [2016, 8]]);
    expect(codeOf(await gql('teamleiter', SET, { ids: [2015], input: { orderId, date: today, catering: 8, misc: 0 } }))).toBe('FORBIDDEN');
    // The month before last is closed (demo closing; the previous month stays open by default).
    const lastMonth = now.startOf('month').minus({ months: 1, days: 10 });
    const old = (await gql('buero', `{ orders(filter: { from: "${lastMonth.toISODate()}", to: "${lastMonth.plus({ days: 5 }).toISODate()}" }, size: 1) { items { id validFrom } } }`)).data.orders.items[0];
    expect(codeOf(await gql('buero', SET, { ids: [2015], input: { orderId: old.id, date: old.validFrom, catering: 8, misc: 0 } }))).toBe('CONFLICT');
  });

  it('several value sets of one day are saved all or nothing', async () => {
    const BATCHES = `mutation($b: [PerDiemBatchInput!]!) { setPerDiemBatches(batches: $b) { catering misc employee { employeeId } } }`;
    const day = (c: number) => ({ orderId, date: today, catering: c, misc: 0 });
    const stored = async () =>
      (await gql('buero', `{ orderPerDiems(orderId: ${orderId}) { date catering employee { employeeId } } }`)).data.orderPerDiems
        .filter((p: any) => p.date === today && [2017, 2018].includes(p.employee.employeeId))
        .map((p: any) => [p.employee.employeeId, p.catering]);
    const refused = await gql('buero', BATCHES, { b: [{ employeeIds: [2017], input: day(32) }, { employeeIds: [2018], input: day(10) }] });
    expect(codeOf(refused)).toBe('VALIDATION');
    expect(await stored()).toEqual([]);
    const saved = await gql('buero', BATCHES, { b: [{ employeeIds: [2017], input: day(32) }, { employeeIds: [2018], input: day(16) }] });
    expect(saved.data.setPerDiemBatches.map((p: any) => [p.employee.employeeId, p.catering])).toEqual([[2017, 32], [2018, 16]]);
    expect((await stored()).sort()).toEqual([[2017, 32], [2018, 16]]);
    expect(codeOf(await gql('teamleiter', BATCHES, { b: [{ employeeIds: [2017], input: day(8) }] }))).toBe('FORBIDDEN');
    // The recent per diems fill a day from an earlier one: none before today on this new order.
    const recent = async (before: string) => (await gql('buero', `{ recentOrderPerDiems(orderId: ${orderId}${before}) { date } }`)).data.recentOrderPerDiems;
    expect((await recent('')).every((p: any) => p.date === today)).toBe(true);
    expect(await recent(`, before: "${today}"`)).toEqual([]);
  });
});

describe('night shifts and the automatic pause by the shift rule (ArbZG §4)', () => {
  const yesterday = now.minus({ days: 1 }).toISODate()!;
  const twoDaysAgo = now.minus({ days: 2 }).toISODate()!;
  let nightOrder: number;
  const stored = async (employeeId: number) =>
    (
      await app.pool.query(
        `select id, to_char(date, 'YYYY-MM-DD') as date, start, "end", worklog_type as type, comment, automatic
           from worklog where employee_id = $1 and date >= $2 order by date, start, id`,
        [employeeId, twoDaysAgo],
      )
    ).rows;
  const times = async (employeeId: number) => (await stored(employeeId)).map((w: any) => [w.date, w.start, w.end, w.type, w.automatic]);
  const pauses = async (employeeId: number) => (await stored(employeeId)).filter((w: any) => w.automatic).map((w: any) => [w.date, w.start, w.end]);
  const on = (date: string, employeeId: number, start: string, end: string, worklogType = 'WORK', extra: object = {}) => ({
    input: { date, start, end, worklogType, orderId: nightOrder, employeeId, ...extra },
  });
  const night = (employeeId: number, start: string, end: string) => on(yesterday, employeeId, start, end, 'WORK', { endsNextDay: true });
  const UPDATE = `mutation($id: Int!, $input: WorklogInput!) { updateWorklog(id: $id, input: $input) { id start end } }`;

  beforeAll(async () => {
    // The night's order ended yesterday: a night belongs to its order even where its morning lies after it.
    const r = await gql('buero', `mutation { createOrder(input: { name: "Nachtinventur-Test", address: "Weg 3", zip: "20095", city: "Hamburg", orderType: MIS, validFrom: "${twoDaysAgo}", validTo: "${yesterday}" }) { id } }`);
    nightOrder = r.data.createOrder.id;
    // These employees start from empty days (the demo books the ended orders, yesterday's too).
    await app.pool.query(`delete from worklog where employee_id between 2040 and 2047 and date >= $1`, [twoDaysAgo]);
  });

  it('endsNextDay saves start–24:00 and 00:00–end, answers the first, and places the pause at 04:00 on day 2 (night across midnight)', async () => {
    const r = await gql('buero', CREATE, night(2040, '22:00', '06:00'));
    expect(r.errors).toBeUndefined();
    expect(r.data.createWorklog).toMatchObject({ date: yesterday, start: '22:00', end: '24:00', worklogType: 'WORK' });
    expect(await times(2040)).toEqual([
      [yesterday, '22:00', '24:00', 'WORK', false],
      [today, '00:00', '06:00', 'WORK', false],
      [today, '04:00', '04:30', 'PAUSE', true],
    ]);
    // A change of either day places the shift's pause anew: a night of five hours needs none.
    const morning = (await stored(2040)).find((w: any) => w.date === today && w.type === 'WORK');
    expect((await gql('buero', UPDATE, { id: morning.id, input: { end: '03:00' } })).errors).toBeUndefined();
    expect(await pauses(2040)).toEqual([]);
    expect((await gql('buero', UPDATE, { id: morning.id, input: { end: '07:30' } })).errors).toBeUndefined();
    expect(await pauses(2040)).toEqual([[today, '04:00', '04:45']]);
    // Deleting the evening leaves 7.5 hours from midnight: the pause moves to the six-hour mark of that shift.
    const evening = (await stored(2040)).find((w: any) => w.date === yesterday);
    expect((await gql('buero', `mutation { deleteWorklog(id: ${evening.id}) }`)).errors).toBeUndefined();
    expect(await pauses(2040)).toEqual([[today, '06:00', '06:30']]);
  });

  it('refuses an end on the next day that lies in the future, after the start, or at midnight; start 24:00 is no time (422)', async () => {
    expect(fieldErrors(await gql('buero', CREATE, on(today, 2041, '22:00', '06:00', 'WORK', { endsNextDay: true, orderId })))).toEqual([
      { path: 'end', message: 'Das Ende am Folgetag darf nicht in der Zukunft liegen.' },
    ]);
    expect(fieldErrors(await gql('buero', CREATE, night(2041, '22:00', '22:30')))).toEqual([
      { path: 'end', message: 'Das Ende am Folgetag muss spätestens zur Startzeit liegen (höchstens 24 Stunden).' },
    ]);
    expect(fieldErrors(await gql('buero', CREATE, night(2041, '22:00', '00:00')))).toEqual([
      { path: 'end', message: 'Endet die Schicht um Mitternacht, bitte 24:00 als Ende eintragen (ohne Folgetag).' },
    ]);
    expect(fieldErrors(await gql('buero', CREATE, on(yesterday, 2041, '24:00', '24:00')))).toEqual([{ path: 'start', message: 'Uhrzeit ist ungültig (HH:mm)' }]);
    // Without endsNextDay an end before the start stays the spec's refusal.
    expect(fieldErrors(await gql('buero', CREATE, on(yesterday, 2041, '05:00', '04:00')))).toEqual([
      { path: 'start', message: 'Startzeit muss vor Endzeit liegen!' },
      { path: 'end', message: 'Startzeit muss vor Endzeit liegen!' },
    ]);
    expect(await times(2041)).toEqual([]);
  });

  it('24:00 is the end of the day: 22:00–24:00 is 120 minutes; an update may set it; endsNextDay is for create only', async () => {
    const w = (await gql('buero', CREATE, on(yesterday, 2042, '22:00', '23:00'))).data.createWorklog;
    const updated = await gql('buero', UPDATE, { id: w.id, input: { end: '24:00' } });
    expect(updated.data.updateWorklog).toMatchObject({ start: '22:00', end: '24:00' });
    const days = (await gql('buero', `{ orderPerDiemDays(orderId: ${nightOrder}, yearMonth: "${yesterday.slice(0, 7)}") { date employees { employee { employeeId } timeSpent { minutesWork } } } }`)).data
      .orderPerDiemDays;
    const mine = days.find((d: any) => d.date === yesterday).employees.find((e: any) => e.employee.employeeId === 2042);
    expect(mine.timeSpent.minutesWork).toBe(120);
    expect(fieldErrors(await gql('buero', UPDATE, { id: w.id, input: { end: '06:00', endsNextDay: true } }))).toEqual([
      { path: 'endsNextDay', message: 'Ein Ende am Folgetag ist nur beim Anlegen möglich.' },
    ]);
  });

  it('the overlap rule holds on the next day too: nothing of the night is saved (409)', async () => {
    expect((await gql('buero', CREATE, on(today, 2043, '01:00', '02:00', 'TRAVEL', { orderId }))).errors).toBeUndefined();
    expect(codeOf(await gql('buero', CREATE, night(2043, '23:00', '03:00')))).toBe('CONFLICT');
    expect(await times(2043)).toEqual([[today, '01:00', '02:00', 'TRAVEL', false]]);
  });

  it('07:00–15:00 gets its pause at the six-hour mark, 13:00–13:30', async () => {
    await gql('buero', CREATE, on(yesterday, 2044, '07:00', '15:00'));
    expect(await pauses(2044)).toEqual([[yesterday, '13:00', '13:30']]);
  });

  it('an own pause of 10 minutes does not count; one of 20 minutes is topped up by 15 (§4: parts of at least 15 minutes)', async () => {
    await gql('buero', CREATE, on(yesterday, 2045, '07:00', '11:00'));
    await gql('buero', CREATE, on(yesterday, 2045, '11:00', '11:10', 'PAUSE'));
    await gql('buero', CREATE, on(yesterday, 2045, '11:10', '15:10'));
    expect(await pauses(2045)).toEqual([[yesterday, '13:10', '13:40']]);

    await gql('buero', CREATE, on(yesterday, 2046, '07:00', '11:00'));
    await gql('buero', CREATE, on(yesterday, 2046, '11:00', '11:20', 'PAUSE'));
    await gql('buero', CREATE, on(yesterday, 2046, '11:20', '15:20'));
    expect(await pauses(2046)).toEqual([[yesterday, '11:20', '11:35']]);
  });

  it('the flag, not the comment, makes a pause read-only', async () => {
    await gql('buero', CREATE, on(yesterday, 2047, '07:00', '14:00'));
    const own = (await gql('buero', CREATE, on(yesterday, 2047, '14:30', '14:45', 'PAUSE', { comment: 'Automatische Pause' }))).data.createWorklog;
    expect((await gql('buero', UPDATE, { id: own.id, input: { end: '14:50' } })).errors).toBeUndefined();
    const automatic = (await stored(2047)).find((w: any) => w.automatic);
    expect([automatic.start, automatic.end, automatic.comment]).toEqual(['13:00', '13:30', 'Automatische Pause']);
    expect(codeOf(await gql('buero', UPDATE, { id: automatic.id, input: { end: '13:40' } }))).toBe('CONFLICT');
    // A hand-written comment does not make the system's pause editable either.
    await app.pool.query(`update worklog set comment = 'Pause' where id = $1`, [automatic.id]);
    expect(codeOf(await gql('buero', UPDATE, { id: automatic.id, input: { end: '13:40' } }))).toBe('CONFLICT');
  });
});

describe('the automatic pause and closed months', () => {
  it('a change on the first open day leaves the pause of the closed day before it as it was paid', async () => {
    const first = today;
    const closedDay = now.minus({ days: 1 }).toISODate()!;
    // The closed day's work with a pause booked by the old rule at the end of the day.
    await app.pool.query(
      `insert into worklog (date, start, "end", worklog_type, comment, automatic, order_id, employee_id, insert_user)
       values ($1, '07:00', '15:00', 'WORK', '', false, $2, 2048, 'Test'), ($1, '14:30', '15:00', 'PAUSE', 'Automatische Pause', true, $2, 2048, 'Test')`,
      [closedDay, orderId],
    );
    await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', first);
    try {
      expect((await gql('buero', CREATE, wl(2048, '08:00', '09:00', 'WORK', first))).errors).toBeUndefined();
      const { rows } = await app.pool.query(`select start, "end" from worklog where employee_id = 2048 and date = $1 and automatic`, [closedDay]);
      expect(rows).toEqual([{ start: '14:30', end: '15:00' }]);
    } finally {
      await app.pool.query(`delete from app_setting where name = 'earliestValidFrom'`);
    }
  });
});
