/**
 * Offline clock actions: a clientId per employee action, recorded once in clock_action; a
 * replay changes nothing and answers the first outcome; an action applied at its recorded time is
 * refused (per action, recorded) in the future, before the employee's previous action, in a closed month.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { clockingDays, freeEmployees } from '../../test/clocking-fixtures.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const { now, today, yesterday, twoDaysAgo, weekAgo } = clockingDays();
let orderId: number;
let free: number[] = [];
const take = () => free.shift()!;

const CLOCK = `mutation($input: ClockInput!) { clockEmployees(input: $input) {
  success message validationErrors { path message } actions { clientId employeeId accepted message replay }
  employees { employeeId status } } }`;
type Step = { employeeId: number; clockingAction: 'IN' | 'OUT' | 'PAUSE'; worklogType?: string; clientId?: string | null };
const clock = async (time: string, employees: Step[], date = yesterday) =>
  gql('teamleiter', CLOCK, { input: { orderId, date, time, employees: employees.map((e) => ({ worklogType: null, clientId: null, ...e })) } });
const result = async (time: string, employees: Step[], date = yesterday) => {
  const r = await clock(time, employees, date);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.clockEmployees;
};

/** Worklogs and audit rows of the employees, and recorded actions: what a replay must leave alone. */
const counts = async (employeeIds: number[]) => {
  const q = async (sql: string, args: unknown[]) => Number((await app.pool.query(sql, args)).rows[0].n);
  return {
    worklogs: await q(`select count(*) as n from worklog where employee_id = any($1)`, [employeeIds]),
    audit: await q(`select count(*) as n from audit_event`, []),
    actions: await q(`select count(*) as n from clock_action where employee_id = any($1)`, [employeeIds]),
  };
};
const day = async (employeeId: number, date = yesterday) =>
  (await app.pool.query(`select worklog_type, start, "end", open from worklog where employee_id = $1 and date = $2 order by start, id`, [employeeId, date])).rows.map((r) => [
    r.worklog_type, r.start, r.end, r.open,
  ]);
const recorded = async (clientId: string) => (await app.pool.query(`select employee_id, accepted, message, to_char(date, 'YYYY-MM-DD') as date, time, clocking_action, worklog_type, user_id from clock_action where client_id = $1`, [clientId])).rows;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', weekAgo);
  orderId = (await gql('buero', `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, {
    input: { name: 'REWE Kellerstempel', address: 'Marktplatz 1', zip: '20095', city: 'Hamburg', orderType: 'MOD', validFrom: weekAgo, validTo: today },
  })).data.createOrder.id;
  free = await freeEmployees(app.pool, weekAgo, 20);
});
afterAll(async () => app?.close());

describe('clientId: one recorded outcome per action', () => {
  it('an accepted action is recorded; its replay changes nothing and answers the first result', async () => {
    const e = take();
    const clientId = randomUUID();
    const first = await result('07:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK', clientId }]);
    expect(first.success).toBe(true);
    expect(first.actions).toEqual([{ clientId, employeeId: e, accepted: true, message: 'Einstempeln erfolgreich!', replay: false }]);
    expect(await recorded(clientId)).toEqual([
      { employee_id: e, accepted: true, message: 'Einstempeln erfolgreich!', date: yesterday, time: '07:00', clocking_action: 'IN', worklog_type: 'WORK', user_id: expect.any(Number) },
    ]);
    const before = await counts([e]);
    const again = await result('07:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK', clientId }]);
    expect(again.success).toBe(true);
    expect(again.message).toBe(first.message);
    expect(again.actions).toEqual([{ ...first.actions[0], replay: true }]);
    expect(await counts([e])).toEqual(before);
    expect(await day(e)).toEqual([['WORK', '07:00', null, true]]);
    // Replayed at another time even: the recorded outcome, nothing applied.
    const late = await result('08:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK', clientId }]);
    expect(late.actions[0]).toMatchObject({ accepted: true, replay: true });
    expect(await counts([e])).toEqual(before);
  });

  it('a refused action is recorded too and its replay answers the same refusal (422 shape: validationErrors)', async () => {
    const e = take();
    const clientId = randomUUID();
    const first = await result('07:00', [{ employeeId: e, clockingAction: 'OUT', clientId }]);
    const refusal = 'Der Mitarbeiter ist in diesem Auftrag nicht eingestempelt.';
    expect(first.success).toBe(false);
    expect(first.validationErrors).toEqual([{ path: `employees.${e}`, message: refusal }]);
    expect(first.actions).toEqual([{ clientId, employeeId: e, accepted: false, message: refusal, replay: false }]);
    // Now clocked in: the replay of the refused OUT still answers the refusal and does not clock out.
    await result('07:30', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK' }]);
    const before = await counts([e]);
    const again = await result('08:00', [{ employeeId: e, clockingAction: 'OUT', clientId }]);
    expect(again.validationErrors).toEqual(first.validationErrors);
    expect(again.actions).toEqual([{ ...first.actions[0], replay: true }]);
    expect(await counts([e])).toEqual(before);
    expect(await day(e)).toEqual([['WORK', '07:30', null, true]]);
  });

  it('parallel replays of one clientId: applied once, every answer the first result, no 500', async () => {
    const e = take();
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => clock('06:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'TRAVEL', clientId }])),
    );
    for (const a of answers) expect(a.errors, JSON.stringify(a.errors)).toBeUndefined();
    const actions = answers.map((a) => a.data.clockEmployees.actions[0]);
    expect(actions.filter((a) => !a.replay)).toHaveLength(1);
    for (const a of actions) expect(a).toMatchObject({ clientId, employeeId: e, accepted: true, message: 'Einstempeln erfolgreich!' });
    expect(await day(e)).toEqual([['TRAVEL', '06:00', null, true]]);
    expect((await counts([e])).actions).toBe(1);
  });

  it('one clientId sent for two employees in parallel: recorded once, the other answered as a replay', async () => {
    const [a, b] = [take(), take()];
    const clientId = randomUUID();
    const answers = await Promise.all([a, b].map((employeeId) => clock('06:00', [{ employeeId, clockingAction: 'IN', worklogType: 'WORK', clientId }])));
    for (const x of answers) expect(x.errors, JSON.stringify(x.errors)).toBeUndefined();
    const actions = answers.map((x) => x.data.clockEmployees.actions[0]);
    expect(actions.filter((x) => !x.replay)).toHaveLength(1);
    const winner = actions.find((x) => !x.replay)!.employeeId;
    for (const x of actions) expect(x).toMatchObject({ clientId, employeeId: winner, accepted: true });
    expect((await day(a)).length + (await day(b)).length).toBe(1);
  });

  it('a clientId recorded by a transaction still running when the request looked: the key waits, the step rolls back, the first outcome is answered', async () => {
    const [a, b] = [take(), take()];
    const clientId = randomUUID();
    const held = await app.pool.connect();
    try {
      await held.query('begin');
      await held.query(`insert into clock_action (client_id, employee_id, order_id, date, time, clocking_action, worklog_type, accepted, message)
        values ($1, $2, $3, $4, '06:00', 'IN', 'WORK', true, 'Einstempeln erfolgreich!')`, [clientId, a, orderId, yesterday]);
      const pending = clock('06:00', [{ employeeId: b, clockingAction: 'IN', worklogType: 'WORK', clientId }]);
      await new Promise((r) => setTimeout(r, 500)); // the request's insert now waits on the held key
      await held.query('commit');
      const r = await pending;
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      expect(r.data.clockEmployees.actions).toEqual([{ clientId, employeeId: a, accepted: true, message: 'Einstempeln erfolgreich!', replay: true }]);
      expect(r.data.clockEmployees.validationErrors).toEqual([]);
      expect(await day(b)).toEqual([]);
      // A refusal's outcome meets the held key too: nothing inserted, the recorded outcome answered.
      const other = randomUUID();
      await held.query('begin');
      await held.query(`insert into clock_action (client_id, employee_id, order_id, accepted, message) values ($1, $2, $3, false, 'erste Antwort')`, [other, a, orderId]);
      const refused = clock('06:00', [{ employeeId: b, clockingAction: 'OUT', clientId: other }]);
      await new Promise((r) => setTimeout(r, 500));
      await held.query('commit');
      const x = (await refused).data.clockEmployees;
      expect(x.actions).toEqual([{ clientId: other, employeeId: a, accepted: false, message: 'erste Antwort', replay: true }]);
      expect(x.validationErrors).toEqual([{ path: `employees.${b}`, message: 'erste Antwort' }]);
    } finally {
      held.release();
    }
  });

  it('mixed request: a known clientId is skipped (replay), a new one applied', async () => {
    const [a, b] = [take(), take()];
    const known = randomUUID();
    await result('07:00', [{ employeeId: a, clockingAction: 'IN', worklogType: 'WORK', clientId: known }]);
    const fresh = randomUUID();
    const r = await result('07:00', [
      { employeeId: a, clockingAction: 'IN', worklogType: 'WORK', clientId: known },
      { employeeId: b, clockingAction: 'IN', worklogType: 'WORK', clientId: fresh },
    ]);
    expect(r.success).toBe(true);
    expect(r.actions).toEqual([
      { clientId: known, employeeId: a, accepted: true, message: 'Einstempeln erfolgreich!', replay: true },
      { clientId: fresh, employeeId: b, accepted: true, message: 'Einstempeln erfolgreich!', replay: false },
    ]);
    expect(await day(a)).toEqual([['WORK', '07:00', null, true]]);
    expect(await day(b)).toEqual([['WORK', '07:00', null, true]]);
  });

  it('several employees, one refused at its recorded time: the other applied, both outcomes recorded', async () => {
    const [a, b] = [take(), take()];
    await result('09:00', [{ employeeId: a, clockingAction: 'IN', worklogType: 'WORK' }]);
    const [ca, cb] = [randomUUID(), randomUUID()];
    const r = await result('08:00', [
      { employeeId: a, clockingAction: 'OUT', clientId: ca },
      { employeeId: b, clockingAction: 'IN', worklogType: 'WORK', clientId: cb },
    ]);
    expect(r.validationErrors).toEqual([{ path: `employees.${a}`, message: 'Die Stempelzeit liegt vor der letzten Buchung des Mitarbeiters.' }]);
    expect(r.actions.map((x: any) => [x.employeeId, x.accepted, x.replay])).toEqual([[a, false, false], [b, true, false]]);
    expect((await recorded(ca))[0]).toMatchObject({ accepted: false, message: 'Die Stempelzeit liegt vor der letzten Buchung des Mitarbeiters.' });
    expect((await recorded(cb))[0]).toMatchObject({ accepted: true });
    expect(await day(a)).toEqual([['WORK', '09:00', null, true]]);
  });
});

describe('clientId: plausibility of an action applied at its recorded time', () => {
  it('earlier than the employee\'s previous action (an end of the day, an open start) is refused', async () => {
    const e = take();
    await result('07:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK' }]);
    await result('10:00', [{ employeeId: e, clockingAction: 'OUT' }]);
    const message = 'Die Stempelzeit liegt vor der letzten Buchung des Mitarbeiters.';
    // Without a clientId the earlier clock-in is allowed as ever (no overlap); with one it is refused.
    const clientId = randomUUID();
    const r = await result('09:30', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK', clientId }]);
    expect(r.validationErrors).toEqual([{ path: `employees.${e}`, message }]);
    expect(r.actions).toEqual([{ clientId, employeeId: e, accepted: false, message, replay: false }]);
    expect(await day(e)).toEqual([['WORK', '07:00', '10:00', false]]);
    // The same minute as the previous action is fine; then an open start counts.
    await result('10:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK', clientId: randomUUID() }]);
    const before = await result('09:59', [{ employeeId: e, clockingAction: 'OUT', clientId: randomUUID() }]);
    expect(before.validationErrors).toEqual([{ path: `employees.${e}`, message }]);
  });

  it('a time in the future is refused per action (422 shape) and recorded; without clientId it stays a plain 422', async () => {
    const e = take();
    const future = now.plus({ minutes: 30 });
    const clientId = randomUUID();
    const r = await result(future.toFormat('HH:mm'), [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK', clientId }], future.toISODate()!);
    const message = future.toISODate() === today ? 'Die Uhrzeit darf nicht in der Zukunft liegen.' : 'Das Datum darf nicht in der Zukunft liegen.';
    expect(r.success).toBe(false);
    expect(r.validationErrors).toEqual([{ path: `employees.${e}`, message: expect.any(String) }]);
    expect(r.actions).toEqual([{ clientId, employeeId: e, accepted: false, message: r.validationErrors[0].message, replay: false }]);
    if (future.toISODate() === today) expect(r.actions[0].message).toBe(message);
    expect((await recorded(clientId))[0]).toMatchObject({ accepted: false, message: r.actions[0].message });
    expect(await day(e, future.toISODate()!)).toEqual([]);
    const plain = await clock(future.toFormat('HH:mm'), [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK' }], future.toISODate()!);
    expect(codeOf(plain)).toBe('VALIDATION');
  });

  it('a closed month is refused per action and recorded; the replay answers the same', async () => {
    const e = take();
    const em = app.orm.em.fork();
    await app.services.settings.set(em, 'earliestValidFrom', yesterday); // the day before is closed
    try {
      const clientId = randomUUID();
      const message = 'Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.';
      const r = await result('07:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK', clientId }], twoDaysAgo);
      expect(r.validationErrors).toEqual([{ path: `employees.${e}`, message }]);
      expect(r.actions).toEqual([{ clientId, employeeId: e, accepted: false, message, replay: false }]);
      expect(await recorded(clientId)).toEqual([expect.objectContaining({ accepted: false, message, date: twoDaysAgo })]);
      const again = await result('07:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK', clientId }], twoDaysAgo);
      expect(again.actions).toEqual([{ clientId, employeeId: e, accepted: false, message, replay: true }]);
      expect(await day(e, twoDaysAgo)).toEqual([]);
      // Without a clientId: the conflict as ever.
      expect(codeOf(await clock('07:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK' }], twoDaysAgo))).toBe('CONFLICT');
    } finally {
      await app.services.settings.set(em, 'earliestValidFrom', weekAgo);
    }
  });

  it('an invalid date is refused per action; the date outside the order too', async () => {
    const e = take();
    const clientId = randomUUID();
    const r = await result('07:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK', clientId }], '2026-02-30');
    expect(r.actions).toEqual([{ clientId, employeeId: e, accepted: false, message: 'Ungültiges Datum', replay: false }]);
    expect((await recorded(clientId))[0]).toMatchObject({ date: null, time: '07:00' });
    const outside = await result('07:00', [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK', clientId: randomUUID() }], now.minus({ days: 10 }).toISODate()!);
    expect(outside.validationErrors).toEqual([{ path: `employees.${e}`, message: 'Das Datum liegt außerhalb des Auftragszeitraums.' }]);
  });
});

describe('clientId: invalid input', () => {
  it('not a UUID, or twice in a request: a plain 422 at employees.{index}.clientId, nothing recorded', async () => {
    const [a, b] = [take(), take()];
    const before = await counts([a, b]);
    const bad = await clock('07:00', [{ employeeId: a, clockingAction: 'IN', worklogType: 'WORK', clientId: 'abc' }]);
    expect(codeOf(bad)).toBe('VALIDATION');
    expect(fieldErrors(bad)).toEqual([{ path: 'employees.0.clientId', message: 'Ungültige Client-ID.' }]);
    const id = randomUUID();
    const twice = await clock('07:00', [
      { employeeId: a, clockingAction: 'IN', worklogType: 'WORK', clientId: id },
      { employeeId: b, clockingAction: 'IN', worklogType: 'WORK', clientId: id.toUpperCase() },
    ]);
    expect(fieldErrors(twice)).toEqual([{ path: 'employees.1.clientId', message: 'Ungültige Client-ID.' }]);
    expect(await counts([a, b])).toEqual(before);
  });

  it('an unknown order is still a 404, nothing recorded', async () => {
    const clientId = randomUUID();
    const r = await gql('teamleiter', CLOCK, { input: { orderId: 987654, date: yesterday, time: '07:00', employees: [{ employeeId: take(), clockingAction: 'IN', worklogType: 'WORK', clientId }] } });
    expect(codeOf(r)).toBe('NOT_FOUND');
    expect(await recorded(clientId)).toEqual([]);
  });
});
