/**
 * The clock's writes, row for row: worklogs and the audit trail exactly as the unit of work with the
 * audit subscriber wrote them before the clock got its own SQL write path for speed. The expected
 * rows below were taken from that ORM path (one scenario through every kind of step: open, close,
 * switch, pause, drop, another order, the automatic pause booked, kept and re-booked, a refused
 * employee beside an accepted one); the automatic pause lies where ArbZG §4 puts it (at the six-hour
 * mark, @inv/domain automaticPauseSlots) and carries its flag, as every worklog's audit does.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { freeEmployees } from '../../test/clocking-fixtures.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const now = DateTime.now().setZone('Europe/Berlin');
const workDay = now.minus({ days: 1 }).toISODate()!;
const weekAgo = now.minus({ days: 7 }).toISODate()!;
let orderA: number;
let orderB: number;
let e: number;
let other: number;

const CLOCK = `mutation($input: ClockInput!) { clockEmployees(input: $input) {
  success message totalWorkMinutes validationErrors { path message }
  employees { employeeId status statusMessage worklogs { worklogType start end open orderId comment insertUser updateUser } } } }`;
type Step = [employeeId: number, action: 'IN' | 'OUT' | 'PAUSE', worklogType?: string];
const clock = async (orderId: number, time: string, steps: Step[]) =>
  gql('teamleiter', CLOCK, {
    input: { orderId, date: workDay, time, employees: steps.map(([employeeId, clockingAction, worklogType]) => ({ employeeId, clockingAction, worklogType: worklogType ?? null })) },
  });

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', weekAgo);
  const order = async (name: string) =>
    (await gql('buero', `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, {
      input: { name, address: 'Marktplatz 1', zip: '20095', city: 'Hamburg', orderType: 'MOD', validFrom: weekAgo, validTo: now.toISODate() },
    })).data.createOrder.id;
  orderA = await order('Audit Stempel A');
  orderB = await order('Audit Stempel B');
  [e, other] = await freeEmployees(app.pool, weekAgo, 2);
});
afterAll(async () => app?.close());

describe('clock writes and their audit trail', () => {
  it('every kind of step writes the same worklogs and audit events as the unit of work did', async () => {
    const teamleiter = (await app.pool.query(`select id from app_user where username = 'teamleiter'`)).rows[0].id;
    const start = (await app.pool.query(`select coalesce(max(id), 0)::bigint as id from audit_event`)).rows[0].id;
    const answers: unknown[] = [];
    const step = async (orderId: number, time: string, steps: Step[]) => {
      const r = await clock(orderId, time, steps);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      const c = r.data.clockEmployees;
      answers.push([c.success, c.message, c.totalWorkMinutes, c.validationErrors, c.employees.filter((x: any) => x.employeeId === e || x.employeeId === other)]);
    };
    await step(orderA, '00:10', [[e, 'IN', 'WORK']]);
    await step(orderA, '06:40', [[e, 'OUT']]); // 6 h 30 min of work: the automatic pause is booked
    await step(orderA, '06:41', [[e, 'IN', 'WORK']]);
    await step(orderA, '06:41', [[e, 'OUT']]); // the same minute: the empty entry is dropped, the pause kept
    await step(orderA, '06:45', [[e, 'IN', 'TRAVEL']]);
    await step(orderA, '06:50', [[e, 'IN', 'WORK']]); // a switch
    await step(orderA, '07:00', [[e, 'PAUSE']]); // the six-hour mark moves: so does the automatic pause
    await step(orderA, '07:10', [[e, 'OUT'], [other, 'PAUSE']]); // the other is refused, e goes on
    await step(orderA, '07:15', [[e, 'IN', 'WORK'], [other, 'IN', 'PASSENGER']]);
    await step(orderB, '10:00', [[e, 'IN', 'WORK']]); // another order: closes A (over 9 h: 45 min, 15 of them taken 07:00–07:15)
    await step(orderB, '10:05', [[e, 'OUT'], [other, 'OUT']]); // other is clocked in on A: refused
    await step(orderA, '10:05', [[other, 'OUT']]);

    const worklogs = (
      await app.pool.query(
        `select id, order_id, employee_id, worklog_type, start, "end", open, comment, insert_user, update_user, update_time is not null as updated
           from worklog where employee_id = any($1) and date = $2 order by employee_id, start, id`,
        [[e, other], workDay],
      )
    ).rows;
    const events = (await app.pool.query(`select * from audit_event where id > $1 and entity_type = 'Worklog' order by id`, [start])).rows;
    // Ids as the order they first appear in the trail; orders and employees by name.
    const ids = new Map<string, string>();
    const idOf = (id: string | number) => {
      if (!ids.has(String(id))) ids.set(String(id), `w${ids.size + 1}`);
      return ids.get(String(id))!;
    };
    const name = (v: unknown) => (v === orderA ? 'A' : v === orderB ? 'B' : v === e ? 'e' : v === other ? 'other' : v);
    const trail = events.map((x) => {
      expect(x).toMatchObject({ actor_user_id: teamleiter, actor_username: 'teamleiter', client_address: expect.any(String), request_id: expect.any(String) });
      const changes = (x.changes as { field: string; from: unknown; to: unknown }[]).map((c) =>
        c.field === 'order' || c.field === 'employee' ? { ...c, from: name(c.from), to: name(c.to) } : c.field === 'id' ? { ...c, from: idOf(c.from as number) } : c,
      );
      return [x.action, idOf(x.entity_id), changes.map((c) => [c.field, c.from, c.to])];
    });
    // Every event of one request carries that request's id; steps are separate requests.
    expect(new Set(events.map((x) => x.request_id)).size).toBe(12);
    expect(trail).toEqual([
      ['CREATE', 'w1', [['date', null, workDay], ['start', null, '00:10'], ['worklogType', null, 'WORK'], ['order', null, 'A'], ['employee', null, 'e'], ['open', null, true], ['automatic', null, false]]],
      ['UPDATE', 'w1', [['end', null, '06:40'], ['open', true, false]]],
      ['CREATE', 'w2', [['date', null, workDay], ['start', null, '06:09'], ['end', null, '06:39'], ['worklogType', null, 'PAUSE'], ['comment', null, 'Automatische Pause'], ['order', null, 'A'], ['employee', null, 'e'], ['open', null, false], ['automatic', null, true]]],
      ['CREATE', 'w3', [['date', null, workDay], ['start', null, '06:41'], ['worklogType', null, 'WORK'], ['order', null, 'A'], ['employee', null, 'e'], ['open', null, true], ['automatic', null, false]]],
      ['DELETE', 'w3', [['id', 'w3', null], ['date', workDay, null], ['start', '06:41', null], ['worklogType', 'WORK', null], ['order', 'A', null], ['employee', 'e', null], ['open', true, null], ['automatic', false, null]]],
      ['CREATE', 'w4', [['date', null, workDay], ['start', null, '06:45'], ['worklogType', null, 'TRAVEL'], ['order', null, 'A'], ['employee', null, 'e'], ['open', null, true], ['automatic', null, false]]],
      ['UPDATE', 'w4', [['end', null, '06:50'], ['open', true, false]]],
      ['CREATE', 'w5', [['date', null, workDay], ['start', null, '06:50'], ['worklogType', null, 'WORK'], ['order', null, 'A'], ['employee', null, 'e'], ['open', null, true], ['automatic', null, false]]],
      ['UPDATE', 'w5', [['end', null, '07:00'], ['open', true, false]]],
      ['CREATE', 'w6', [['date', null, workDay], ['start', null, '07:00'], ['worklogType', null, 'PAUSE'], ['order', null, 'A'], ['employee', null, 'e'], ['open', null, true], ['automatic', null, false]]],
      ['CREATE', 'w7', [['date', null, workDay], ['start', null, '06:10'], ['end', null, '06:40'], ['worklogType', null, 'PAUSE'], ['comment', null, 'Automatische Pause'], ['order', null, 'A'], ['employee', null, 'e'], ['open', null, false], ['automatic', null, true]]],
      ['DELETE', 'w2', [['id', 'w2', null], ['date', workDay, null], ['start', '06:09', null], ['end', '06:39', null], ['worklogType', 'PAUSE', null], ['comment', 'Automatische Pause', null], ['order', 'A', null], ['employee', 'e', null], ['open', false, null], ['automatic', true, null]]],
      ['UPDATE', 'w6', [['end', null, '07:10'], ['open', true, false]]],
      ['CREATE', 'w8', [['date', null, workDay], ['start', null, '07:15'], ['worklogType', null, 'WORK'], ['order', null, 'A'], ['employee', null, 'e'], ['open', null, true], ['automatic', null, false]]],
      ['CREATE', 'w9', [['date', null, workDay], ['start', null, '07:15'], ['worklogType', null, 'PASSENGER'], ['order', null, 'A'], ['employee', null, 'other'], ['open', null, true], ['automatic', null, false]]],
      ['UPDATE', 'w8', [['end', null, '10:00'], ['open', true, false]]],
      ['CREATE', 'w10', [['date', null, workDay], ['start', null, '10:00'], ['worklogType', null, 'WORK'], ['order', null, 'B'], ['employee', null, 'e'], ['open', null, true], ['automatic', null, false]]],
      ['UPDATE', 'w10', [['end', null, '10:05'], ['open', true, false]]],
      ['UPDATE', 'w9', [['end', null, '10:05'], ['open', true, false]]],
    ]);
    expect(worklogs.map((w) => [idOf(w.id), name(w.order_id), name(w.employee_id), w.worklog_type, w.start, w.end, w.open, w.comment, w.insert_user, w.update_user, w.updated])).toEqual([
      ['w1', 'A', 'e', 'WORK', '00:10', '06:40', false, '', 'Markus Schneider', 'Markus Schneider', true],
      ['w7', 'A', 'e', 'PAUSE', '06:10', '06:40', false, 'Automatische Pause', 'Markus Schneider', null, false],
      ['w4', 'A', 'e', 'TRAVEL', '06:45', '06:50', false, '', 'Markus Schneider', 'Markus Schneider', true],
      ['w5', 'A', 'e', 'WORK', '06:50', '07:00', false, '', 'Markus Schneider', 'Markus Schneider', true],
      ['w6', 'A', 'e', 'PAUSE', '07:00', '07:10', false, '', 'Markus Schneider', 'Markus Schneider', true],
      ['w8', 'A', 'e', 'WORK', '07:15', '10:00', false, '', 'Markus Schneider', 'Markus Schneider', true],
      ['w10', 'B', 'e', 'WORK', '10:00', '10:05', false, '', 'Markus Schneider', 'Markus Schneider', true],
      ['w9', 'A', 'other', 'PASSENGER', '07:15', '10:05', false, '', 'Markus Schneider', 'Markus Schneider', true],
    ]);
  });
});
