import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayTotals } from './time-math.js';
import { Client, codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

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
  it('is booked beyond six hours of work, follows changes, and cannot be edited by hand', async () => {
    const long = (await gql('buero', CREATE, wl(2013, '07:00', '14:00'))).data.createWorklog;
    expect((await day(2013)).filter((w: any) => w.comment === 'Automatische Pause')).toEqual([
      { date: today, start: '13:30', end: '14:00', worklogType: 'PAUSE', comment: 'Automatische Pause' },
    ]);
    await gql('buero', `mutation { updateWorklog(id: ${long.id}, input: { end: "17:00" }) { id } }`);
    expect((await day(2013)).filter((w: any) => w.comment === 'Automatische Pause').map((w: any) => [w.start, w.end])).toEqual([['16:15', '17:00']]);
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

  it("a team leader reads an order's worklogs, not a colleague's whole month (spec 3 §6 Order_Worklogs is the order tab; issue 20)", async () => {
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
  it('every seeded worklog lies within its day (HH:mm, start before end)', async () => {
    const { rows } = await app.pool.query(`select count(*)::int as n, count(*) filter (where start !~ $1 or "end" !~ $1 or start >= "end")::int as bad from worklog where "end" is not null`, [
      '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    ]);
    expect(rows[0].n).toBeGreaterThan(1000);
    expect(rows[0].bad).toBe(0);
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
        const t = dayTotals(spans as any);
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
