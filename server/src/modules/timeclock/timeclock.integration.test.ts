import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const now = DateTime.now().setZone('Europe/Berlin');
const today = now.toISODate()!;
/**
 * The day the tests clock on at fixed early times (00:05–00:45): a clock time may not lie in the
 * future, so in the first hour after midnight that is yesterday.
 */
const clockDay = now.hour >= 1 ? today : now.minus({ days: 1 }).toISODate()!;

const CLOCK = `mutation($input: ClockInput!) { clockEmployees(input: $input) { success validationErrors { path message } } }`;
const clock = (orderId: number, time: string, employees: { employeeId: number; clockingAction: string; worklogType?: string }[], date = clockDay, who: 'teamleiter' | 'admin' = 'teamleiter') =>
  gql(who, CLOCK, { input: { orderId, date, time, employees } });
const newOrder = async (over: Record<string, unknown> = {}) =>
  (await gql('buero', `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, {
    input: { name: 'Zeitkontrolle', address: 'Hafenstraße 9', zip: '28195', city: 'Bremen', orderType: 'MOD', validFrom: clockDay, validTo: today, ...over },
  })).data.createOrder.id;

/** Active employees without any worklog today (the demo clocks some in), handed out one at a time. */
let free: number[] = [];
const take = () => free.shift()!;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  // Yesterday may lie in a closed month on the 1st: keep it open for this file's database.
  if (clockDay < today) await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', clockDay);
  const rows = await app.pool.query(`select id from employee where active and id > 2002 and id not in (select employee_id from worklog where open or date >= $1) order by id`, [clockDay]);
  free = rows.rows.map((r) => r.id);
});
afterAll(async () => app?.close());

describe("the demo team leader's day", () => {
  it('teamleiter leads an inventory with operators and a second order where two employees are clocked in', async () => {
    const orders = (await gql('teamleiter', `{ timeclockOrders(date: "${today}") { id orderType validFrom validTo teamLeaderId checklistStatus } }`)).data.timeclockOrders;
    expect(orders.length).toBeGreaterThanOrEqual(4);
    expect(orders.every((o: any) => o.validFrom <= today && o.validTo >= today)).toBe(true);
    const types = orders.map((o: any) => o.orderType);
    expect(types).toEqual([...types].sort((a: string, b: string) => ['INV', 'BEV', 'DRY', 'MFR', 'MIS', 'MOD'].indexOf(a) - ['INV', 'BEV', 'DRY', 'MFR', 'MIS', 'MOD'].indexOf(b)));
    const led = orders.filter((o: any) => o.teamLeaderId === 2001);
    expect(led.length).toBeGreaterThanOrEqual(2);
    const inventory = led.find((o: any) => o.orderType === 'INV');
    expect(inventory.checklistStatus).toMatch(/GREEN|YELLOW|RED/);

    const inv = (await gql('teamleiter', `{ timeclockOrder(orderId: ${inventory.id}, date: "${today}") { employees { employeeId operatorNumber teamLeader assigned } } }`)).data.timeclockOrder;
    expect(inv.employees.filter((e: any) => e.operatorNumber !== null).map((e: any) => e.operatorNumber)).toEqual(expect.arrayContaining([1011, 1012, 1013]));
    expect(inv.employees.find((e: any) => e.employeeId === 2001)).toMatchObject({ teamLeader: true, assigned: true });

    const views = await Promise.all(led.map((o: any) => gql('teamleiter', `{ timeclockOrder(orderId: ${o.id}) { employees { status } totalWorkMinutes } }`)));
    const clockedIn = views.flatMap((v) => v.data.timeclockOrder.employees.filter((e: any) => e.status === 'CLOCKED_IN'));
    expect(clockedIn.length).toBe(2);
  });
});

describe('timeclock order page', () => {
  it('lists assigned employees and everyone clocked on the order that day, with their worklogs of the day on every order', async () => {
    const [e1, e2, e3] = [take(), take(), take()];
    const id = await newOrder();
    const other = await newOrder({ name: 'Anderer Auftrag' });
    await gql('buero', `mutation { assignEmployee(orderId: ${id}, employeeId: ${e1}, assignmentType: EMP) { id } }`);
    await gql('buero', `mutation { assignEmployee(orderId: ${id}, employeeId: ${e2}, assignmentType: SUP) { id } }`);
    await gql('buero', `mutation { assignTeamLeader(orderId: ${id}, employeeId: ${e1}) { id } }`);
    await clock(other, '00:05', [{ employeeId: e3, clockingAction: 'IN', worklogType: 'WORK' }]);
    await clock(id, '00:20', [{ employeeId: e3, clockingAction: 'IN', worklogType: 'TRAVEL' }]);
    const view = (await gql('teamleiter', `{ timeclockOrder(orderId: ${id}, date: "${clockDay}") {
      date order { id name checklist { code } } totalWorkMinutes
      employees { employeeId fullName assigned assignmentType teamLeader status statusMessage worklogs { orderId worklogType start end open insertUser } } } }`)).data.timeclockOrder;
    expect(view.date).toBe(clockDay);
    expect(view.order).toEqual({ id, name: 'Zeitkontrolle', checklist: [] });
    const byId = Object.fromEntries(view.employees.map((e: any) => [e.employeeId, e]));
    expect(Object.keys(byId).map(Number).sort()).toEqual([e1, e2, e3]);
    expect(byId[e1]).toMatchObject({ assigned: true, assignmentType: 'EMP', teamLeader: true, status: 'NOT_CLOCKED_IN', statusMessage: null, worklogs: [] });
    expect(byId[e2]).toMatchObject({ assignmentType: 'SUP', teamLeader: false });
    expect(byId[e3]).toMatchObject({ assigned: false, assignmentType: null, status: 'CLOCKED_IN', statusMessage: 'Fahrt seit 00:20' });
    expect(byId[e3].worklogs).toEqual([
      { orderId: other, worklogType: 'WORK', start: '00:05', end: '00:20', open: false, insertUser: 'Markus Schneider' },
      { orderId: id, worklogType: 'TRAVEL', start: '00:20', end: null, open: true, insertUser: 'Markus Schneider' },
    ]);
    expect(view.totalWorkMinutes).toBe(0); // travel is not work
    await clock(id, '00:20', [{ employeeId: e3, clockingAction: 'OUT' }]);
  });

  it('the employee search needs 3 characters and offers active employees not on the list yet', async () => {
    const [e1, e2] = [take(), take()];
    const id = await newOrder();
    await gql('buero', `mutation { assignEmployee(orderId: ${id}, employeeId: ${e1}, assignmentType: EMP) { id } }`);
    const SEARCH = (term: string) => `{ timeclockEmployeeSearch(orderId: ${id}, term: "${term}") { employeeId fullName status } }`;
    expect(fieldErrors(await gql('teamleiter', SEARCH('Mü')))).toEqual([{ path: 'term', message: 'Bitte mindestens 3 Zeichen eingeben.' }]);
    const e = (await gql('admin', `{ employee(id: ${e1}) { lastName } }`)).data.employee;
    const byName = (await gql('teamleiter', SEARCH(e.lastName.slice(0, 4)))).data.timeclockEmployeeSearch;
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.map((x: any) => x.employeeId)).not.toContain(e1);
    const byNumber = (await gql('teamleiter', SEARCH(String(e2)))).data.timeclockEmployeeSearch;
    expect(byNumber).toEqual([expect.objectContaining({ employeeId: e2, status: expect.any(String) })]);
  });

  it('myClockedInOrder answers the order the user is clocked into (landing rule)', async () => {
    const id = await newOrder({ name: 'Eigener Auftrag' });
    expect((await gql('admin', `{ myClockedInOrder { id } }`)).data.myClockedInOrder).toBeNull();
    await clock(id, '00:30', [{ employeeId: 1001, clockingAction: 'IN', worklogType: 'WORK' }], clockDay, 'admin');
    expect((await gql('admin', `{ myClockedInOrder { id name } }`)).data.myClockedInOrder).toEqual({ id, name: 'Eigener Auftrag' });
    await clock(id, '00:40', [{ employeeId: 1001, clockingAction: 'OUT' }], clockDay, 'admin');
    expect((await gql('admin', `{ myClockedInOrder { id } }`)).data.myClockedInOrder).toBeNull();
  });

  it('an invalid date is 422; an unknown order 404', async () => {
    expect(fieldErrors(await gql('teamleiter', `{ timeclockOrders(date: "2026-02-30") { id } }`))).toEqual([{ path: 'date', message: 'Ungültiges Datum' }]);
    expect(codeOf(await gql('teamleiter', `{ timeclockOrder(orderId: -1) { date } }`))).toBe('NOT_FOUND');
  });
});

describe('time controlling (Superadmin)', () => {
  it('clocked-in: every open worklog with who clocked it in and when', async () => {
    const e1 = take();
    const id = await newOrder({ name: 'Offen-Test' });
    await clock(id, '00:15', [{ employeeId: e1, clockingAction: 'IN', worklogType: 'PASSENGER' }]);
    const list = (await gql('admin', `{ timeControllingClockedIn { worklogId employeeId firstName lastName orderId orderName date worklogType time clockInUsername clockInTime } }`)).data.timeControllingClockedIn;
    const open = await app.pool.query(`select count(*)::int as n from worklog where open`);
    expect(list.length).toBe(open.rows[0].n);
    const mine = list.find((x: any) => x.employeeId === e1);
    expect(mine).toMatchObject({ orderId: id, orderName: 'Offen-Test', date: clockDay, worklogType: 'PASSENGER', time: '00:15', clockInUsername: 'Markus Schneider' });
    expect(Math.abs(Date.parse(mine.clockInTime) - Date.now())).toBeLessThan(60_000);
    await clock(id, '00:45', [{ employeeId: e1, clockingAction: 'OUT' }]);
    const after = (await gql('admin', `{ timeControllingClockedIn { employeeId } }`)).data.timeControllingClockedIn;
    expect(after.map((x: any) => x.employeeId)).not.toContain(e1);
  });

  it('without team leader: order days worked without their team leader clocking, newest first', async () => {
    const [e1, e2, e3, e4, e5] = [take(), take(), take(), take(), take()];
    const led = await newOrder({ name: 'Mit Leitung' });
    const leaderless = await newOrder({ name: 'Ohne Leitung', address: 'Deich 4' });
    const absent = await newOrder({ name: 'Leitung fehlt' });
    for (const [order, employee] of [[led, e1], [absent, e2]] as const) {
      await gql('buero', `mutation { assignEmployee(orderId: ${order}, employeeId: ${employee}, assignmentType: EMP) { id } }`);
      await gql('buero', `mutation { assignTeamLeader(orderId: ${order}, employeeId: ${employee}) { id } }`);
    }
    const work = (orderId: number, employeeId: number, start: string, end: string) =>
      gql('buero', `mutation { createWorklog(input: { date: "${today}", start: "${start}", end: "${end}", worklogType: WORK, orderId: ${orderId}, employeeId: ${employeeId} }) { id } }`);
    await work(led, e1, '00:00', '00:30');
    await work(led, e3, '00:00', '00:30');
    await work(leaderless, e4, '00:05', '00:25');
    await work(leaderless, e5, '00:10', '00:50');
    await work(absent, e3, '00:30', '00:40');
    const list = (await gql('admin', `{ timeControllingWithoutTeamLeader { orderId date orderName address zip city start end teamLeader { employeeId } } }`)).data.timeControllingWithoutTeamLeader;
    const ids = list.map((x: any) => x.orderId);
    expect(ids).not.toContain(led);
    expect(list.find((x: any) => x.orderId === leaderless)).toEqual({
      orderId: leaderless, date: today, orderName: 'Ohne Leitung', address: 'Deich 4', zip: '28195', city: 'Bremen', start: '00:05', end: '00:50', teamLeader: null,
    });
    expect(list.find((x: any) => x.orderId === absent)).toMatchObject({ start: '00:30', end: '00:40', teamLeader: { employeeId: e2 } });
    expect(list.map((x: any) => x.date)).toEqual([...list.map((x: any) => x.date)].sort().reverse());
    const ranged = (await gql('admin', `{ timeControllingWithoutTeamLeader(from: "${today}", to: "${today}") { date } }`)).data.timeControllingWithoutTeamLeader;
    expect(ranged.every((x: any) => x.date === today)).toBe(true);
    expect(fieldErrors(await gql('admin', `{ timeControllingWithoutTeamLeader(from: "gestern") { date } }`))).toEqual([{ path: 'from', message: 'Ungültiges Datum' }]);
  });

  it('is Superadmin only', async () => {
    for (const who of ['teamleiter', 'buero', 'mitarbeiter'] as const) {
      expect(codeOf(await gql(who, `{ timeControllingClockedIn { worklogId } }`))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, `{ timeControllingWithoutTeamLeader { date } }`))).toBe('FORBIDDEN');
    }
  });
});

describe('authorities', () => {
  it('the timeclock needs the Timeclock group; clocking and the search Timeclock_Clocking', async () => {
    const e1 = take();
    const id = await newOrder();
    for (const who of ['buero', 'mitarbeiter'] as const) {
      expect(codeOf(await gql(who, `{ timeclockOrders { id } }`))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, `{ timeclockOrder(orderId: ${id}) { date } }`))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, `{ myClockedInOrder { id } }`))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, `{ timeclockEmployeeSearch(orderId: ${id}, term: "Mül") { id } }`))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, CLOCK, { input: { orderId: id, time: '00:10', employees: [{ employeeId: e1, clockingAction: 'IN', worklogType: 'WORK' }] } }))).toBe('FORBIDDEN');
    }
    const count = await app.pool.query(`select count(*)::int as n from worklog where employee_id = ${e1} and order_id = $1`, [id]);
    expect(count.rows[0].n).toBe(0);
  });

  it('without login every timeclock operation is refused as unauthenticated', async () => {
    const { Client } = await import('../../test/harness.js');
    const anonymous = new Client(app.url);
    expect(codeOf((await anonymous.gql(`{ timeclockOrders { id } }`)).json)).toBe('UNAUTHENTICATED');
  });
});
