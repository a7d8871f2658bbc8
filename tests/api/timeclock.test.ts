/**
 * Contract: timeclock, checklist, operator and time-controlling paths (spec 2 §7, spec 3 §7) against
 * the running app with demo data, as an integration script that knows only the spec would call them.
 */
import { DateTime } from 'luxon';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';
import { appDatabase } from '../fixtures/accounts.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);
const teamleiter = new Client(base);
const mitarbeiter = new Client(base);
const berlin = DateTime.now().setZone('Europe/Berlin');
/**
 * The day the tests clock on, at fixed times early in the day: a clock time may not lie in the future
 * (server time is the default), so the times are 00:01–00:10 and in the first quarter hour after midnight the day is yesterday.
 */
const today = (berlin.hour === 0 && berlin.minute < 15 ? berlin.minus({ days: 1 }) : berlin).toISODate()!;
let orderId: number;
let secondOrderId: number;
/** Active employees not clocked in anywhere, away from the numbers other contract files use. */
let free: number[] = [];
const take = () => free.shift()!;

/**
 * An order valid on `today`. In the first quarter hour `today` is yesterday, on which the API books no
 * inventory (the capacity rule refuses past days): the order is made for the calendar day and moved to
 * yesterday in the database, as other tests that need a past inventory do (docs/decisions/calendar-and-confirmations.md#CAL-18).
 */
const newOrder = async (name: string, orderType = 'INV') => {
  const day = berlin.toISODate()!;
  const res = await buero.request('POST', '/api/orders', { name, address: 'Stempelweg 5', zip: '50667', city: 'Köln', orderType, validFrom: day, validTo: day });
  expect(res.status, res.text).toBe(201);
  if (today !== day) {
    const db = new pg.Client({ connectionString: appDatabase() });
    await db.connect();
    await db.query(`update orders set valid_from = $2, valid_to = $2 where id = $1`, [res.json.id, today]).finally(() => db.end());
  }
  return res.json.id as number;
};

beforeAll(async () => {
  await Promise.all([admin.login('admin'), buero.login('buero'), teamleiter.login('teamleiter'), mitarbeiter.login('mitarbeiter')]);
  orderId = await newOrder('REWE Vertragsstempel');
  secondOrderId = await newOrder('EDEKA Vertragsstempel', 'BEV');
  const active = await admin.request('GET', '/api/v2/employees?status=ACTIVE&size=500&sort=employeeId');
  const clockedIn = new Set((await admin.request('GET', '/api/timecontrolling/clocked-in')).json.map((x: any) => x.employeeId));
  const candidates: number[] = active.json._embedded.employees.map((e: any) => e.employeeId).filter((id: number) => id >= 2040 && !clockedIn.has(id));
  // Anyone with a booking today is taken too: the demo day books finished work for part of today's inventory
  // team, and a clock-in at 00:01 would overlap it.
  const booked = await Promise.all(
    candidates.map(async (id) => {
      const res = await admin.request('GET', `/api/v2/employees/${id}/worklogs?yearMonth=${today.slice(0, 7)}`);
      return (res.json._embedded.worklogs as { date: string; open: boolean }[]).some((w) => w.open || w.date === today);
    }),
  );
  free = candidates.filter((_, i) => !booked[i]);
});

const WORKLOG_KEYS = ['id', 'date', 'order', 'worklogType', 'start', 'end', 'open', 'comment', 'creationDate', 'createdBy', 'updateDate', 'updatedBy'];
const EMPLOYEE_KEYS = ['id', 'employeeId', 'firstName', 'lastName', 'fullName', 'operatorNumber', 'statusMessage', 'worklogs'];

describe('GET /api/timeclock?date', () => {
  it('200: the orders of the day with address, validity, customer and checklist', async () => {
    const res = await teamleiter.request('GET', `/api/timeclock?date=${today}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    const mine = res.json.find((o: any) => o.id === orderId);
    expect(mine).toMatchObject({ name: 'REWE Vertragsstempel', orderType: 'INV', validFrom: today, validTo: today, address: 'Stempelweg 5', zip: '50667', city: 'Köln', customer: null, checklistStatus: 'RED' });
    expect(mine.checklist.map((c: any) => c.code)).toEqual([10, 11, 12, 20, 21, 30, 31]);
    expect(Object.keys(mine.checklist[0])).toEqual(expect.arrayContaining(['id', 'code', 'label', 'done', 'updateTime', 'updateUser']));
    expect(res.json.every((o: any) => o.validFrom <= today && o.validTo >= today)).toBe(true);
  });

  it('422 for an invalid date, 403 with a title without the Timeclock right, 401 with an empty body when not logged in', async () => {
    const bad = await teamleiter.request('GET', '/api/timeclock?date=23.11.2026');
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'date', message: 'Ungültiges Datum' }]);
    const forbidden = await mitarbeiter.request('GET', '/api/timeclock');
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toEqual({ title: 'Zugriff verweigert!' });
    const anonymous = await new Client(base).request('GET', '/api/timeclock');
    expect(anonymous.status).toBe(401);
    expect(anonymous.text).toBe('');
  });
});

describe('GET /api/timeclock/{orderId}?date', () => {
  it('200: the order with checklist and the employees with worklogs and statusMessage', async () => {
    const e = take();
    await buero.request('POST', `/api/orders/${orderId}/assignEmployee`, { assignmentType: 'EMP', id: e });
    const res = await teamleiter.request('GET', `/api/timeclock/${orderId}?date=${today}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ date: today, totalWorkMinutes: 0, order: { id: orderId, name: 'REWE Vertragsstempel' } });
    expect(res.json.order.checklist.map((c: any) => c.code)).toEqual([10, 11, 12, 20, 21, 30, 31]);
    const entry = res.json.employees.find((x: any) => x.employeeId === e);
    expect(Object.keys(entry)).toEqual(expect.arrayContaining(EMPLOYEE_KEYS));
    expect(entry).toMatchObject({ id: e, status: 'NOT_CLOCKED_IN', statusMessage: null, worklogs: [], operatorNumber: null, assigned: true });
  });

  it('404 with a title for an unknown order', async () => {
    const res = await teamleiter.request('GET', `/api/timeclock/999999?date=${today}`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ title: 'Auftrag nicht gefunden' });
  });
});

describe('GET /api/timeclock/{orderId}/employees?date&term', () => {
  it('200: employees to add; 422 below three characters', async () => {
    const e = free[0];
    const res = await teamleiter.request('GET', `/api/timeclock/${orderId}/employees?date=${today}&term=${e}`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
    expect(Object.keys(res.json[0])).toEqual(expect.arrayContaining(EMPLOYEE_KEYS));
    expect(res.json[0].employeeId).toBe(e);
    const short = await teamleiter.request('GET', `/api/timeclock/${orderId}/employees?date=${today}&term=ab`);
    expect(short.status).toBe(422);
    expect(short.json).toEqual([{ path: 'term', message: 'Bitte mindestens 3 Zeichen eingeben.' }]);
    expect((await mitarbeiter.request('GET', `/api/timeclock/${orderId}/employees?term=abc`)).status).toBe(403);
  });
});

describe('POST /api/timeclock/{orderId}/clock', () => {
  it('200 with the updated employees when every employee is clocked', async () => {
    const [a, b] = [take(), take()];
    const res = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, {
      orderId, date: today, time: '00:01',
      employees: [{ employeeId: a, worklogType: 'WORK', clockingAction: 'IN' }, { employeeId: b, worklogType: 'TRAVEL', clockingAction: 'IN' }],
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Einstempeln erfolgreich!');
    expect(res.json.validationErrors).toBeUndefined();
    const entry = res.json.employees.find((x: any) => x.employeeId === a);
    expect(entry).toMatchObject({ statusMessage: 'Arbeit seit 00:01' });
    expect(entry.worklogs).toHaveLength(1);
    expect(Object.keys(entry.worklogs[0])).toEqual(expect.arrayContaining(WORKLOG_KEYS));
    expect(entry.worklogs[0]).toMatchObject({ order: { id: orderId }, worklogType: 'WORK', start: '00:01', end: null, open: true, createdBy: 'Markus Schneider', updateDate: null, updatedBy: null });
    const out = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, {
      date: today, time: '00:02', employees: [{ employeeId: a, clockingAction: 'OUT' }, { employeeId: b, clockingAction: 'OUT' }],
    });
    expect(out.status).toBe(200);
    expect(out.json.message).toBe('Ein- und Ausstempeln erfolgreich!');
    expect(out.json.employees.find((x: any) => x.employeeId === a).worklogs[0]).toMatchObject({ end: '00:02', open: false, updatedBy: 'Markus Schneider' });
  });

  it('422 with the updated employees and validationErrors keyed employees.{id} on partial success', async () => {
    const [a, b] = [take(), take()];
    const res = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, {
      date: today, time: '00:03',
      employees: [{ employeeId: a, worklogType: 'WORK', clockingAction: 'IN' }, { employeeId: b, worklogType: 'WORK', clockingAction: 'PAUSE' }],
    });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('Ein- und Ausstempeln teilweise erfolgreich.');
    expect(res.json.validationErrors).toEqual([{ path: `employees.${b}`, message: 'Der Mitarbeiter ist in diesem Auftrag nicht eingestempelt.' }]);
    expect(res.json.employees.find((x: any) => x.employeeId === a).statusMessage).toBe('Arbeit seit 00:03');
    // Clocking into a second order closes the first.
    const moved = await teamleiter.request('POST', `/api/timeclock/${secondOrderId}/clock`, { date: today, time: '00:04', employees: [{ employeeId: a, worklogType: 'WORK', clockingAction: 'IN' }] });
    expect(moved.status).toBe(200);
    const first = await teamleiter.request('GET', `/api/timeclock/${orderId}?date=${today}`);
    expect(first.json.employees.find((x: any) => x.employeeId === a)).toMatchObject({ status: 'CLOCKED_IN_ELSEWHERE', statusMessage: 'Eingestempelt in „EDEKA Vertragsstempel“ seit 00:04' });
    expect(first.json.totalWorkMinutes).toBeGreaterThanOrEqual(1);
    await teamleiter.request('POST', `/api/timeclock/${secondOrderId}/clock`, { date: today, time: '00:05', employees: [{ employeeId: a, clockingAction: 'OUT' }] });
  });

  it('the answer of a clock request equals a fresh GET of the order view (one transaction, the list read once after it)', async () => {
    const [a, b] = [take(), take()];
    const minute = () => DateTime.now().setZone('Europe/Berlin').toFormat('HH:mm');
    const before = minute();
    const res = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, {
      date: today, time: '00:06',
      employees: [{ employeeId: a, worklogType: 'WORK', clockingAction: 'IN' }, { employeeId: b, clockingAction: 'OUT' }],
    });
    expect(res.status).toBe(422);
    expect(res.json.validationErrors).toEqual([{ path: `employees.${b}`, message: 'Der Mitarbeiter ist in diesem Auftrag nicht eingestempelt.' }]);
    const view = await teamleiter.request('GET', `/api/timeclock/${orderId}?date=${today}`);
    expect(view.status).toBe(200);
    expect(res.json.employees).toEqual(view.json.employees);
    expect(res.json.employees.find((x: any) => x.employeeId === a)).toMatchObject({ status: 'CLOCKED_IN', statusMessage: 'Arbeit seit 00:06' });
    // Open entries count up to now: equal totals unless a minute passed in between.
    if (minute() === before) expect(res.json.totalWorkMinutes).toBe(view.json.totalWorkMinutes);
    await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:07', employees: [{ employeeId: a, clockingAction: 'OUT' }] });
  });

  it('the REST answers (the crew mapped from the service objects) equal what the web app\'s GraphQL query and mutation select', async () => {
    const [a, b] = [take(), take()];
    const W = 'id date worklogType start end open comment order { id name } insertTime insertUser updateTime updateUser';
    const E = `id employeeId firstName lastName fullName operatorNumber operatorId numberOfPositions status statusMessage assigned assignmentType teamLeader worklogs { ${W} }`;
    const asRest = ({ worklogs, ...e }: any) => ({
      ...e,
      worklogs: worklogs.map(({ insertTime, insertUser, updateTime, updateUser, ...w }: any) => ({ ...w, creationDate: insertTime, createdBy: insertUser, updateDate: updateTime, updatedBy: updateUser })),
    });
    const input = { orderId, date: today, time: '00:08', employees: [{ employeeId: a, worklogType: 'WORK', clockingAction: 'IN' }] };
    const clockGql = await teamleiter.gql(`mutation($input: ClockInput!) { clockEmployees(input: $input) { success message employees { ${E} } } }`, { input });
    expect(clockGql.json.errors).toBeUndefined();
    // The same request by REST for another employee, then both compared on the state after it.
    const rest = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:08', employees: [{ employeeId: b, worklogType: 'WORK', clockingAction: 'IN' }] });
    expect(rest.status).toBe(200);
    const viewGql = await teamleiter.gql(`query($id: Int!, $date: String) { timeclockOrder(orderId: $id, date: $date) { date order { id name } employees { ${E} } } }`, { id: orderId, date: today });
    expect(viewGql.json.errors).toBeUndefined();
    const expected = viewGql.json.data.timeclockOrder.employees.map(asRest);
    expect(rest.json.employees).toEqual(expected);
    const view = await teamleiter.request('GET', `/api/timeclock/${orderId}?date=${today}`);
    expect(view.json.employees).toEqual(expected);
    // The documented key order too, as the executed document gave it before.
    const withWorklog = view.json.employees.find((x: any) => x.employeeId === b);
    expect(Object.keys(withWorklog)).toEqual(Object.keys(viewGql.json.data.timeclockOrder.employees.find((x: any) => x.employeeId === b)));
    expect(Object.keys(withWorklog.worklogs[0])).toEqual(WORKLOG_KEYS);
    expect(view.json.order).toMatchObject(viewGql.json.data.timeclockOrder.order);
    // Before the REST request the mutation's list differed by b only.
    expect(clockGql.json.data.clockEmployees.employees.map(asRest).find((x: any) => x.employeeId === a)).toEqual(expected.find((x: any) => x.employeeId === a));
    // Errors come from the same GraphQL execution: 401 with an empty body, 403, 422 with paths.
    const anonymous = new Client(base);
    const anonClock = await anonymous.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:09', employees: [{ employeeId: a, clockingAction: 'OUT' }] });
    expect(anonClock.status).toBe(401);
    expect(anonClock.text ?? '').toBe('');
    expect((await anonymous.request('GET', `/api/timeclock/${orderId}?date=${today}`)).status).toBe(401);
    expect((await mitarbeiter.request('GET', `/api/timeclock/${orderId}?date=${today}`)).status).toBe(403);
    expect((await teamleiter.request('GET', `/api/timeclock/${orderId}?date=31.12.2026`)).status).toBe(422);
    await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:09', employees: [{ employeeId: a, clockingAction: 'OUT' }, { employeeId: b, clockingAction: 'OUT' }] });
  });

  it('request errors: 422 [{path, message}], 409 closed period, 404 unknown order, 403 without Timeclock_Clocking', async () => {
    const e = take();
    const bad = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '25:00', employees: [] });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'time', message: 'Uhrzeit ist ungültig (HH:mm)' },
      { path: 'employees', message: 'Bitte mindestens einen Mitarbeiter auswählen.' },
    ]);
    const badType = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:06', employees: [{ employeeId: e, worklogType: 'SLEEP', clockingAction: 'IN' }] });
    expect(badType.status).toBe(422);
    expect(badType.json).toEqual([{ path: 'employees.0.worklogType', message: 'Arbeitsart ist ungültig' }]);
    const old = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: '2020-01-01', time: '00:06', employees: [{ employeeId: e, worklogType: 'WORK', clockingAction: 'IN' }] });
    expect(old.status).toBe(422);
    expect(old.json).toEqual([{ path: 'date', message: 'Das Datum liegt außerhalb des Auftragszeitraums.' }]);
    expect((await teamleiter.request('POST', '/api/timeclock/999999/clock', { date: today, time: '00:06', employees: [{ employeeId: e, worklogType: 'WORK', clockingAction: 'IN' }] })).status).toBe(404);
    const forbidden = await buero.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:06', employees: [{ employeeId: e, worklogType: 'WORK', clockingAction: 'IN' }] });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.title).toBe('Zugriff verweigert!');
  });
});

describe('POST /api/timeclock/{orderId}/clock with clientIds (README "Offline clocking: clientId")', () => {
  const uuid = () => crypto.randomUUID();
  /** The first test's employees, clocked out again: the refusals below clock nobody (the pool of free employees is small). */
  let done: number[] = [];
  it('200 with actions[] per clientId; the replay answers the first result (replay: true) and changes nothing; without clientIds actions is []', async () => {
    const [a, b] = [take(), take()];
    done = [a, b];
    const [ca, cb] = [uuid(), uuid()];
    const body = { date: today, time: '00:08', employees: [{ employeeId: a, worklogType: 'WORK', clockingAction: 'IN', clientId: ca }, { employeeId: b, worklogType: 'WORK', clockingAction: 'IN', clientId: cb }] };
    const res = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, body);
    expect(res.status).toBe(200);
    expect(res.json.actions).toEqual([
      { clientId: ca, employeeId: a, accepted: true, message: 'Einstempeln erfolgreich!', replay: false },
      { clientId: cb, employeeId: b, accepted: true, message: 'Einstempeln erfolgreich!', replay: false },
    ]);
    const again = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, body);
    expect(again.status).toBe(200);
    expect(again.json.actions).toEqual(res.json.actions.map((x: any) => ({ ...x, replay: true })));
    expect(again.json.employees.find((x: any) => x.employeeId === a).worklogs).toEqual(res.json.employees.find((x: any) => x.employeeId === a).worklogs);
    const plain = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:09', employees: [{ employeeId: a, clockingAction: 'OUT' }, { employeeId: b, clockingAction: 'OUT' }] });
    expect(plain.status).toBe(200);
    expect(plain.json.actions).toEqual([]);
  });

  it('422 per action for a day in the future: validationErrors at employees.{id} and actions[].accepted=false, recorded for the replay', async () => {
    const a = done[0];
    const clientId = uuid();
    // The calendar's tomorrow: in the first quarter hour `today` is yesterday, whose next day is not in the future.
    const tomorrow = berlin.plus({ days: 1 }).toISODate()!;
    const body = { date: tomorrow, time: '00:10', employees: [{ employeeId: a, worklogType: 'WORK', clockingAction: 'IN', clientId }] };
    const res = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, body);
    expect(res.status).toBe(422);
    expect(res.json.validationErrors).toEqual([{ path: `employees.${a}`, message: 'Das Datum darf nicht in der Zukunft liegen.' }]);
    expect(res.json.actions).toEqual([{ clientId, employeeId: a, accepted: false, message: 'Das Datum darf nicht in der Zukunft liegen.', replay: false }]);
    expect(Array.isArray(res.json.employees)).toBe(true);
    const again = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, body);
    expect(again.status).toBe(422);
    expect(again.json.actions).toEqual([{ ...res.json.actions[0], replay: true }]);
  });

  it('422 [{path, message}] for a clientId that is not a UUID (a number too)', async () => {
    const a = done[1];
    for (const clientId of ['nicht-uuid', 12345]) {
      const res = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:08', employees: [{ employeeId: a, worklogType: 'WORK', clockingAction: 'IN', clientId }] });
      expect(res.status).toBe(422);
      expect(res.json).toEqual([{ path: 'employees.0.clientId', message: 'Ungültige Client-ID.' }]);
    }
  });
});

describe('POST /api/orders/{id}/checklist', () => {
  it('200: the updated checklist; done items keep user and time; 422 for unknown items; 403 without the right', async () => {
    const res = await teamleiter.request('POST', `/api/orders/${orderId}/checklist`, [{ code: 10, done: true }, { code: 11, done: true }]);
    expect(res.status).toBe(200);
    expect(res.json.map((c: any) => [c.code, c.done])).toEqual([[10, true], [11, true], [12, false], [20, false], [21, false], [30, false], [31, false]]);
    expect(res.json[0]).toMatchObject({ updateUser: 'Markus Schneider', label: 'Termin mit dem Markt bestätigt' });
    const undo = await teamleiter.request('POST', `/api/orders/${orderId}/checklist`, [{ id: res.json[0].id, done: false }]);
    expect(undo.json[0]).toEqual(res.json[0]);
    const list = await teamleiter.request('GET', `/api/timeclock?date=${today}`);
    expect(list.json.find((o: any) => o.id === orderId).checklistStatus).toBe('YELLOW');
    const bad = await teamleiter.request('POST', `/api/orders/${orderId}/checklist`, [{ code: 99, done: true }]);
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'checklist.0', message: 'Checklistenpunkt ist ungültig' }]);
    expect((await mitarbeiter.request('POST', `/api/orders/${orderId}/checklist`, [{ code: 12, done: true }])).status).toBe(403);
  });
});

describe('/api/v2/orders/{id}/operators', () => {
  it('POST 201 with Location ending in the new id, GET the collection, PUT, DELETE 204', async () => {
    const [a, b] = [take(), take()];
    const post = await teamleiter.request('POST', `/api/v2/orders/${orderId}/operators`, { employeeId: a, operatorNumber: 1234, numberOfPositions: 800 });
    expect(post.status).toBe(201);
    expect(post.headers.get('location')).toBe(`/api/v2/orders/${orderId}/operators/${post.json.id}`);
    expect(post.json).toMatchObject({ id: Number(post.headers.get('location')!.split('/').at(-1)), operatorNumber: 1234, numberOfPositions: 800, employee: { employeeId: a } });
    await teamleiter.request('POST', `/api/v2/orders/${orderId}/operators`, { employeeId: b, operatorNumber: 1235 });
    const list = await buero.request('GET', `/api/v2/orders/${orderId}/operators`);
    expect(list.status).toBe(200);
    expect(list.json._embedded.operators.map((o: any) => [o.operatorNumber, o.employee.employeeId])).toEqual([[1234, a], [1235, b]]);
    expect(list.json.page).toMatchObject({ totalElements: 2 });
    const put = await teamleiter.request('PUT', `/api/v2/orders/${orderId}/operators/${post.json.id}`, { operatorNumber: 1300, numberOfPositions: 900 });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ operatorNumber: 1300, numberOfPositions: 900 });
    const del = await teamleiter.request('DELETE', `/api/v2/orders/${orderId}/operators/${post.json.id}`);
    expect(del.status).toBe(204);
    expect((await teamleiter.request('DELETE', `/api/v2/orders/${orderId}/operators/${post.json.id}`)).status).toBe(404);
  });

  it('409 with a German title for a number taken in the order; 422 out of range or not a number; 409 on a non-inventory order', async () => {
    const [a, b] = [take(), take()];
    await teamleiter.request('POST', `/api/v2/orders/${orderId}/operators`, { employeeId: a, operatorNumber: 2000 });
    const dup = await teamleiter.request('POST', `/api/v2/orders/${orderId}/operators`, { employeeId: b, operatorNumber: 2000 });
    expect(dup.status).toBe(409);
    expect(dup.json).toEqual({ title: 'Die Bedienernummer 2000 ist in diesem Auftrag bereits vergeben.' });
    const range = await teamleiter.request('POST', `/api/v2/orders/${orderId}/operators`, { employeeId: b, operatorNumber: 2201 });
    expect(range.status).toBe(422);
    expect(range.json).toEqual([{ path: 'operatorNumber', message: 'Bedienernummer muss eine ganze Zahl von 1010 bis 2200 sein.' }]);
    const text = await teamleiter.request('POST', `/api/v2/orders/${orderId}/operators`, { employeeId: b, operatorNumber: 'zwölf' });
    expect(text.status).toBe(422);
    expect(text.json).toEqual([{ path: 'operatorNumber', message: 'Bedienernummer ist ungültig' }]);
    const positions = await teamleiter.request('POST', `/api/v2/orders/${orderId}/operators`, { employeeId: b, operatorNumber: 2001, numberOfPositions: 0 });
    expect(positions.status).toBe(422);
    const bev = await teamleiter.request('POST', `/api/v2/orders/${secondOrderId}/operators`, { employeeId: b, operatorNumber: 2001 });
    expect(bev.status).toBe(409);
    expect(bev.json).toEqual({ title: 'Bedienernummern gibt es nur bei Inventuraufträgen.' });
    expect((await mitarbeiter.request('POST', `/api/v2/orders/${orderId}/operators`, { employeeId: b, operatorNumber: 2002 })).status).toBe(403);
    expect((await mitarbeiter.request('GET', `/api/v2/orders/${orderId}/operators`)).status).toBe(403);
  });

  it('GET /api/v2/orders/{id}/operators/worklogs: the worklogs collection of the operators', async () => {
    const e = take();
    await teamleiter.request('POST', `/api/v2/orders/${orderId}/operators`, { employeeId: e, operatorNumber: 1500 });
    await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:07', employees: [{ employeeId: e, worklogType: 'WORK', clockingAction: 'IN' }] });
    await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:08', employees: [{ employeeId: e, clockingAction: 'OUT' }] });
    const res = await teamleiter.request('GET', `/api/v2/orders/${orderId}/operators/worklogs`);
    expect(res.status).toBe(200);
    const mine = res.json._embedded.worklogs.filter((w: any) => w.employeeId === e);
    expect(mine).toEqual([expect.objectContaining({ date: today, start: '00:07', end: '00:08', worklogType: 'WORK', orderId, employee: expect.objectContaining({ employeeId: e }) })]);
  });
});

describe('/api/timecontrolling (Superadmin)', () => {
  it('GET clocked-in: open worklogs with clock-in user and time', async () => {
    const e = take();
    await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:09', employees: [{ employeeId: e, worklogType: 'TRAVEL', clockingAction: 'IN' }] });
    const res = await admin.request('GET', '/api/timecontrolling/clocked-in');
    expect(res.status).toBe(200);
    const item = res.json.find((x: any) => x.employeeId === e);
    expect(item).toMatchObject({ orderName: 'REWE Vertragsstempel', date: today, worklogType: 'TRAVEL', time: '00:09', clockInUsername: 'Markus Schneider', clockInTime: expect.any(String) });
    expect(Object.keys(item)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'orderName', 'date', 'worklogType', 'time', 'clockInUsername', 'clockInTime']));
    await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { date: today, time: '00:10', employees: [{ employeeId: e, clockingAction: 'OUT' }] });
  });

  it('GET without-teamlead: order days worked without the team leader', async () => {
    const res = await admin.request('GET', `/api/timecontrolling/without-teamlead?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    const mine = res.json.find((x: any) => x.orderId === orderId);
    expect(mine).toMatchObject({ date: today, orderName: 'REWE Vertragsstempel', address: 'Stempelweg 5', start: expect.stringMatching(/^\d{2}:\d{2}$/) });
    expect(Object.keys(mine)).toEqual(expect.arrayContaining(['date', 'orderName', 'address', 'start', 'end']));
  });

  it('403 for everyone else', async () => {
    for (const c of [teamleiter, buero, mitarbeiter]) {
      expect((await c.request('GET', '/api/timecontrolling/clocked-in')).status).toBe(403);
      expect((await c.request('GET', '/api/timecontrolling/without-teamlead')).status).toBe(403);
    }
  });
});
