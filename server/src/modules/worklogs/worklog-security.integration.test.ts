import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { msg } from '../../messages.js';

let app: TestApp;
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const now = DateTime.now().setZone('Europe/Berlin');
const today = now.toISODate()!;
const monthStart = now.startOf('month').toISODate()!;
let orderId: number;
const PASSENGER_EMPLOYEE = 2040;
const RACE_EMPLOYEE = 2041;

beforeAll(async () => {
  app = await startTestApp();
  ({ clients, gql } = await loginDemoUsers(app));
  const r = await gql('buero', `mutation { createOrder(input: { name: "Sicherheit-Test", address: "Weg 1", zip: "20095", city: "Hamburg", orderType: MOD, validFrom: "${monthStart}", validTo: "${today}" }) { id } }`);
  orderId = r.data.createOrder.id;
  // An inventory running since the 1st (operators need INV): past days can no longer be booked, so it becomes one directly.
  await app.pool.query(`update orders set order_type = 'INV' where id = $1`, [orderId]);
  await app.pool.query('delete from worklog where employee_id = any($1) and date = $2', [[PASSENGER_EMPLOYEE, RACE_EMPLOYEE], today]);
});
afterAll(async () => app?.close());

const insertWorklog = async (employeeId: number, start: string, end: string | null, type: string) =>
  (
    await app.pool.query<{ id: number }>(
      `insert into worklog (date, start, "end", worklog_type, open, order_id, employee_id, insert_user, comment)
       values ($1, $2, $3, $4, $5, $6, $7, 'Test', '') returning id`,
      [today, start, end, type, end === null, orderId, employeeId],
    )
  ).rows[0].id;

describe('security: passenger times are filtered on every path', () => {
  let closedId: number;
  let openId: number;
  beforeAll(async () => {
    closedId = await insertWorklog(PASSENGER_EMPLOYEE, '00:00', '00:05', 'PASSENGER');
    await insertWorklog(PASSENGER_EMPLOYEE, '00:05', '00:10', 'WORK');
    openId = await insertWorklog(PASSENGER_EMPLOYEE, '00:10', null, 'PASSENGER');
    const op = await gql('admin', `mutation { createOrderOperator(orderId: ${orderId}, input: { employeeId: ${PASSENGER_EMPLOYEE}, operatorNumber: 2199 }) { id } }`);
    expect(op.errors).toBeUndefined();
  });

  it('worklog(id): a passenger entry is 404 for teamleiter, readable for buero', async () => {
    expect(codeOf(await gql('teamleiter', `{ worklog(id: ${closedId}) { start end } }`))).toBe('NOT_FOUND');
    expect((await gql('buero', `{ worklog(id: ${closedId}) { worklogType } }`)).data.worklog.worklogType).toBe('PASSENGER');
    expect((await clients.teamleiter.request('GET', `/api/worklogs/${closedId}`)).status).toBe(404);
    expect((await clients.buero.request('GET', `/api/worklogs/${closedId}`)).status).toBe(200);
  });

  it('updateWorklog and deleteWorklog cannot reach a passenger entry the caller may not see', async () => {
    expect(codeOf(await gql('teamleiter', `mutation { updateWorklog(id: ${closedId}, input: { comment: "x" }) { id } }`))).toBe('NOT_FOUND');
  });

  it('the timeclock order view leaves passenger entries out of worklogs, openWorklog and the status message', async () => {
    const q = `{ timeclockOrder(orderId: ${orderId}, date: "${today}") { employees { employeeId status statusMessage openWorklog { worklogType start } worklogs { worklogType start end } } } }`;
    const tl = (await gql('teamleiter', q)).data.timeclockOrder.employees.find((e: any) => e.employeeId === PASSENGER_EMPLOYEE);
    expect(tl.worklogs.map((w: any) => w.worklogType)).toEqual(['WORK']);
    expect(tl.openWorklog).toBeNull();
    expect(tl.status).toBe('CLOCKED_IN');
    expect(tl.statusMessage).toBe(msg.statusPassengerHidden);
    const b = (await gql('admin', q)).data.timeclockOrder.employees.find((e: any) => e.employeeId === PASSENGER_EMPLOYEE);
    expect(b.worklogs.map((w: any) => w.worklogType)).toEqual(['PASSENGER', 'WORK', 'PASSENGER']);
    expect(b.openWorklog).toMatchObject({ worklogType: 'PASSENGER', start: '00:10' });
  });

  it('operator worklogs (GraphQL and GET /api/v2/orders/{id}/operators/worklogs) leave them out', async () => {
    const tl = await gql('teamleiter', `{ orderOperatorWorklogs(orderId: ${orderId}) { id worklogType } }`);
    expect(tl.data.orderOperatorWorklogs.map((w: any) => w.worklogType)).toEqual(['WORK']);
    const rest = await clients.teamleiter.request('GET', `/api/v2/orders/${orderId}/operators/worklogs`);
    expect(rest.status).toBe(200);
    expect(JSON.stringify(rest.json)).not.toContain('PASSENGER');
    const b = await gql('buero', `{ orderOperatorWorklogs(orderId: ${orderId}) { id } }`);
    expect(b.data.orderOperatorWorklogs.map((w: any) => w.id)).toEqual(expect.arrayContaining([closedId, openId]));
  });

  it('the lists and the clocking history stay filtered', async () => {
    const lists = await gql('teamleiter', `{ orderWorklogs(orderId: ${orderId}) { worklogType } clockingHistory(employeeId: ${PASSENGER_EMPLOYEE}, date: "${today}") { worklogType } }`);
    expect(lists.data.orderWorklogs.some((w: any) => w.worklogType === 'PASSENGER')).toBe(false);
    expect(lists.data.clockingHistory.map((w: any) => w.worklogType)).toEqual(['WORK']);
  });
});

describe('security: orderFindEmployee returns a small person', () => {
  it('no birth date, e-mail or wages through GraphQL', async () => {
    const r = await gql('buero', `{ orderFindEmployee(orderId: ${orderId}, term: "2003", assignmentType: EMP) { id birthdate email } }`);
    expect(r.errors?.[0]?.message).toMatch(/birthdate/);
    expect(r.data?.orderFindEmployee).toBeUndefined();
    const ok = await gql('buero', `{ orderFindEmployee(orderId: ${orderId}, term: "2003", assignmentType: EMP) { id employeeId firstName lastName } }`);
    expect(ok.data.orderFindEmployee[0]).toMatchObject({ id: 2003, employeeId: 2003 });
  });

  it('GET /api/orders/{id}/findEmployee answers id, employeeId, first and last name only', async () => {
    const res = await clients.buero.request('GET', `/api/orders/${orderId}/findEmployee?term=2003&assignmentType=EMP`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json[0]).sort()).toEqual(['employeeId', 'firstName', 'id', 'lastName']);
  });
});

describe('security: concurrent worklog writes', () => {
  it('20 parallel overlapping creates for one employee and day: one succeeds, the rest 409, no overlap, one automatic pause', async () => {
    const create = (i: number) =>
      clients.buero.gql(`mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }`, {
        input: { date: today, start: `0${i % 3}:00`, end: '09:00', worklogType: i % 2 ? 'WORK' : 'TRAVEL', orderId, employeeId: RACE_EMPLOYEE },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create(i)));
    const codes = answers.map((a) => (a.json.errors ? a.json.errors[0].extensions.code : 'OK'));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'CONFLICT')).toBe(true);
    const rows = (
      await app.pool.query<{ worklog_type: string; start: string; end: string; comment: string }>(
        'select worklog_type, start, "end", comment from worklog where employee_id = $1 and date = $2 order by start',
        [RACE_EMPLOYEE, today],
      )
    ).rows;
    const worked = rows.filter((r) => r.worklog_type !== 'PAUSE');
    expect(worked).toHaveLength(1);
    expect(rows.filter((r) => r.comment === 'Automatische Pause').length).toBeLessThanOrEqual(1);
  });

  it('20 parallel creates of disjoint hours of one shift all succeed with exactly one automatic pause, at its six-hour mark', async () => {
    await app.pool.query('delete from worklog where employee_id = $1 and date = $2', [RACE_EMPLOYEE, today]);
    // Gaps of 10 minutes are no break (§4: parts of at least 15 minutes): one run of 1000 minutes of work.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        clients.buero.gql(`mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }`, {
          input: { date: today, start: `${String(i).padStart(2, '0')}:00`, end: `${String(i).padStart(2, '0')}:50`, worklogType: 'WORK', orderId, employeeId: RACE_EMPLOYEE },
        }),
      ),
    );
    expect(answers.filter((a) => a.json.errors)).toEqual([]);
    const pauses = await app.pool.query(`select start, "end" from worklog where employee_id = $1 and date = $2 and automatic`, [RACE_EMPLOYEE, today]);
    // The six-hour mark lies at 07:10; the 45 minutes fit into 07:00–07:50 from 07:05 on.
    expect(pauses.rows).toEqual([{ start: '07:05', end: '07:50' }]);
  });

  it('a violation of worklog_no_overlap is the service\'s 409 (REST and the clock), never a 500', async () => {
    await app.pool.query('delete from worklog where employee_id = $1 and date = $2', [RACE_EMPLOYEE, today]);
    // The whole day is worked, so a clock-in at its first minute overlaps it (never in the future, so
    // refused only for the overlap, whatever the hour; the clock's "now" could be 23:59, the end).
    await insertWorklog(RACE_EMPLOYEE, '00:00', '23:59', 'WORK');
    const service = app.services.worklogs;
    const check = service.assertNoOverlap;
    // Only the database is left to notice the overlap.
    service.assertNoOverlap = async () => {};
    try {
      const rest = await clients.buero.request('POST', '/api/worklogs', { date: today, start: '11:00', end: '13:00', worklogType: 'WORK', orderId, employeeId: RACE_EMPLOYEE });
      expect(rest.status).toBe(409);
      expect(rest.json.title).toBe(msg.worklogOverlap);
      const clock = await gql('admin', `mutation($input: ClockInput!) { clockEmployees(input: $input) { validationErrors { path message } } }`, {
        input: { orderId, date: today, time: '00:00', employees: [{ employeeId: RACE_EMPLOYEE, clockingAction: 'IN', worklogType: 'TRAVEL' }] },
      });
      expect(clock.data.clockEmployees.validationErrors).toEqual([{ path: `employees.${RACE_EMPLOYEE}`, message: msg.worklogOverlap }]);
    } finally {
      service.assertNoOverlap = check;
    }
  });

  it('the database refuses overlapping worked times itself (worklog_no_overlap, SQLSTATE 23P01)', async () => {
    await app.pool.query('delete from worklog where employee_id = $1 and date = $2', [RACE_EMPLOYEE, today]);
    await insertWorklog(RACE_EMPLOYEE, '10:00', '12:00', 'WORK');
    await expect(insertWorklog(RACE_EMPLOYEE, '11:59', '13:00', 'PASSENGER')).rejects.toMatchObject({ code: '23P01' });
    await expect(insertWorklog(RACE_EMPLOYEE, '11:00', null, 'TRAVEL')).rejects.toMatchObject({ code: '23P01' });
    // Adjacent spans and pauses inside work are fine.
    await insertWorklog(RACE_EMPLOYEE, '12:00', '13:00', 'TRAVEL');
    await insertWorklog(RACE_EMPLOYEE, '11:00', '11:30', 'PAUSE');
  });

  it('the migration deletes the later of two overlapping worked entries before adding the constraint', async () => {
    const migrator = app.orm.getMigrator();
    const name = 'Migration20261124003000';
    await migrator.down({ migrations: [name] });
    try {
      await app.pool.query('delete from worklog where employee_id = $1 and date = $2', [RACE_EMPLOYEE, today]);
      const kept = await insertWorklog(RACE_EMPLOYEE, '08:00', '12:00', 'WORK');
      await insertWorklog(RACE_EMPLOYEE, '11:00', '13:00', 'TRAVEL');
      const pause = await insertWorklog(RACE_EMPLOYEE, '11:30', '12:00', 'PAUSE');
      const after = await insertWorklog(RACE_EMPLOYEE, '13:00', '14:00', 'PASSENGER');
      await migrator.up({ migrations: [name] });
      const left = await app.pool.query<{ id: number }>('select id from worklog where employee_id = $1 and date = $2 order by id', [RACE_EMPLOYEE, today]);
      expect(left.rows.map((r) => r.id)).toEqual([kept, pause, after]);
    } finally {
      if ((await migrator.getPendingMigrations()).length) await migrator.up();
    }
    await expect(insertWorklog(RACE_EMPLOYEE, '09:00', '10:00', 'TRAVEL')).rejects.toMatchObject({ code: '23P01' });
  });
});
