import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type DemoLogin, type TestApp } from '../../test/harness.js';
import { clockingDays, freeEmployees } from '../../test/clocking-fixtures.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const { now, today, yesterday, twoDaysAgo, weekAgo } = clockingDays();
/** Clocking at fixed hours happens yesterday: a time later today would lie in the future. */
const workDay = yesterday;
let orderA: number;
let orderB: number;
/** Active employees nobody has clocked in yet, handed out one test at a time. */
let free: number[] = [];
const take = () => free.shift()!;

const CREATE_ORDER = `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`;
// A project running since a week (MOD): inventories can no longer be booked on past days.
const order = async (name: string) =>
  (await gql('buero', CREATE_ORDER, { input: { name, address: 'Marktplatz 1', zip: '20095', city: 'Hamburg', orderType: 'MOD', validFrom: weekAgo, validTo: today } })).data.createOrder.id;

const CLOCK = `mutation($input: ClockInput!) { clockEmployees(input: $input) {
  success message totalWorkMinutes validationErrors { path message }
  employees { employeeId status statusMessage assigned worklogs { worklogType start end open orderId comment } } } }`;
type Step = [employeeId: number, action: 'IN' | 'OUT' | 'PAUSE' | null, worklogType?: string];
const clock = async (orderId: number, time: string, steps: Step[], opts: { date?: string; who?: DemoLogin } = {}) =>
  gql(opts.who ?? 'teamleiter', CLOCK, {
    input: { orderId, date: opts.date ?? workDay, time, employees: steps.map(([employeeId, clockingAction, worklogType]) => ({ employeeId, clockingAction, worklogType: worklogType ?? null })) },
  });
const ok = async (orderId: number, time: string, steps: Step[], opts: { date?: string } = {}) => {
  const r = await clock(orderId, time, steps, opts);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(r.data.clockEmployees.validationErrors).toEqual([]);
  return r.data.clockEmployees;
};
/** The employee's worklogs of a day straight from the database: [order, type, start, end, open, comment]. */
const day = async (employeeId: number, date = workDay) =>
  (
    await app.pool.query(
      `select order_id, worklog_type, start, "end", open, comment from worklog where employee_id = $1 and date = $2 order by start, id`,
      [employeeId, date],
    )
  ).rows.map((r) => [r.order_id === orderA ? 'A' : r.order_id === orderB ? 'B' : r.order_id, r.worklog_type, r.start, r.end, r.open, r.comment]);

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  // A week of open period whatever day of the month the tests run on.
  await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', weekAgo);
  orderA = await order('REWE Stempeltest A');
  orderB = await order('EDEKA Stempeltest B');
  free = await freeEmployees(app.pool, weekAgo, 24);
});
afterAll(async () => app?.close());

describe('clocking transitions (spec 2 §4)', () => {
  it('in as WORK, pause, back to work, switch to TRAVEL, out: each writes the worklogs and answers the spec text', async () => {
    const e = take();
    let r = await ok(orderA, '07:00', [[e, 'IN', 'WORK']]);
    expect(r.message).toBe('Einstempeln erfolgreich!');
    expect(r.employees.find((x: any) => x.employeeId === e)).toMatchObject({ status: 'CLOCKED_IN', statusMessage: 'Arbeit seit 07:00' });
    r = await ok(orderA, '09:00', [[e, 'PAUSE']]);
    expect(r.message).toBe('Pausieren erfolgreich!');
    expect(r.employees.find((x: any) => x.employeeId === e)).toMatchObject({ status: 'PAUSED', statusMessage: 'Pause seit 09:00' });
    await ok(orderA, '09:20', [[e, 'IN', 'WORK']]);
    await ok(orderA, '11:00', [[e, 'IN', 'TRAVEL']]);
    r = await ok(orderA, '11:45', [[e, 'OUT']]);
    expect(r.message).toBe('Ein- und Ausstempeln erfolgreich!');
    expect(r.employees.find((x: any) => x.employeeId === e)).toMatchObject({ status: 'CLOCKED_OUT', statusMessage: 'Ausgestempelt um 11:45' });
    expect(await day(e)).toEqual([
      ['A', 'WORK', '07:00', '09:00', false, ''],
      ['A', 'PAUSE', '09:00', '09:20', false, ''],
      ['A', 'WORK', '09:20', '11:00', false, ''],
      ['A', 'TRAVEL', '11:00', '11:45', false, ''],
    ]);
  });

  it('PASSENGER and TRAVEL switch into each other; TRAVEL may pause', async () => {
    const e = take();
    await ok(orderA, '06:00', [[e, 'IN', 'PASSENGER']]);
    await ok(orderA, '06:40', [[e, 'IN', 'TRAVEL']]);
    await ok(orderA, '07:00', [[e, 'PAUSE']]);
    await ok(orderA, '07:10', [[e, 'IN', 'PASSENGER']]);
    await ok(orderA, '07:30', [[e, 'OUT']]);
    expect((await day(e)).map((w) => [w[1], w[2], w[3]])).toEqual([
      ['PASSENGER', '06:00', '06:40'],
      ['TRAVEL', '06:40', '07:00'],
      ['PAUSE', '07:00', '07:10'],
      ['PASSENGER', '07:10', '07:30'],
    ]);
  });

  it('refused transitions answer a German reason under employees.{id} and change nothing', async () => {
    const e = take();
    const refused = async (time: string, step: Step, message: string) => {
      const before = await day(e);
      const r = await clock(orderA, time, [step]);
      expect(r.data.clockEmployees.success).toBe(false);
      expect(r.data.clockEmployees.validationErrors).toEqual([{ path: `employees.${e}`, message }]);
      expect(await day(e)).toEqual(before);
    };
    await refused('08:00', [e, 'PAUSE'], 'Der Mitarbeiter ist in diesem Auftrag nicht eingestempelt.');
    await refused('08:00', [e, 'OUT'], 'Der Mitarbeiter ist in diesem Auftrag nicht eingestempelt.');
    await refused('08:00', [e, 'IN', 'PAUSE'], 'Beim Einstempeln muss die Arbeitsart Arbeit, Fahrt oder Beifahrer sein.');
    await refused('08:00', [e, 'IN'], 'Beim Einstempeln muss die Arbeitsart Arbeit, Fahrt oder Beifahrer sein.');
    await refused('08:00', [e, null, 'WORK'], 'Stempelaktion ist erforderlich.');
    await ok(orderA, '08:00', [[e, 'IN', 'PASSENGER']]);
    await refused('08:30', [e, 'IN', 'PASSENGER'], 'Der Mitarbeiter ist bereits als Beifahrer eingestempelt.');
    await refused('08:30', [e, 'PAUSE'], 'Pausieren ist nur aus Arbeit oder Fahrt möglich.');
    await refused('07:59', [e, 'OUT'], 'Die Uhrzeit liegt vor dem Beginn des offenen Eintrags (08:00).');
    await ok(orderA, '09:00', [[e, 'IN', 'WORK']]);
    await refused('09:30', [e, 'IN', 'WORK'], 'Der Mitarbeiter ist bereits als Arbeit eingestempelt.');
    await ok(orderA, '10:00', [[e, 'PAUSE']]);
    await refused('10:10', [e, 'PAUSE'], 'Der Mitarbeiter ist bereits in Pause.');
    await refused('09:59', [e, 'OUT'], 'Die Uhrzeit liegt vor dem Beginn des offenen Eintrags (10:00).');
    await ok(orderA, '10:30', [[e, 'OUT']]);
    expect(await day(e)).toEqual([
      ['A', 'PASSENGER', '08:00', '09:00', false, ''],
      ['A', 'WORK', '09:00', '10:00', false, ''],
      ['A', 'PAUSE', '10:00', '10:30', false, ''],
    ]);
  });

  it('an inactive or unknown employee is refused on its own', async () => {
    const inactive = (await app.pool.query(`select id from employee where not active order by id limit 1`)).rows[0].id;
    const r = await clock(orderA, '08:00', [[inactive, 'IN', 'WORK'], [999999, 'IN', 'WORK']]);
    expect(r.data.clockEmployees.validationErrors).toEqual([
      { path: `employees.${inactive}`, message: 'Mitarbeiter ist ungültig' },
      { path: 'employees.999999', message: 'Mitarbeiter ist ungültig' },
    ]);
  });

  it('the same minute as the start drops the empty entry', async () => {
    const e = take();
    await ok(orderA, '12:00', [[e, 'IN', 'WORK']]);
    await ok(orderA, '12:00', [[e, 'IN', 'TRAVEL']]);
    expect(await day(e)).toEqual([['A', 'TRAVEL', '12:00', null, true, '']]);
    await ok(orderA, '12:00', [[e, 'OUT']]);
    expect(await day(e)).toEqual([]);
  });
});

describe('one open worklog per employee across orders', () => {
  it('clocking into a second order closes the first; the first order shows the employee as clocked in elsewhere', async () => {
    const e = take();
    await ok(orderA, '08:00', [[e, 'IN', 'WORK']]);
    await ok(orderB, '09:30', [[e, 'IN', 'TRAVEL']]);
    expect(await day(e)).toEqual([
      ['A', 'WORK', '08:00', '09:30', false, ''],
      ['B', 'TRAVEL', '09:30', null, true, ''],
    ]);
    const view = (await gql('teamleiter', `{ timeclockOrder(orderId: ${orderA}, date: "${workDay}") { employees { employeeId status statusMessage openWorklog { orderId } } } }`)).data.timeclockOrder;
    expect(view.employees.find((x: any) => x.employeeId === e)).toEqual({
      employeeId: e, status: 'CLOCKED_IN_ELSEWHERE', statusMessage: 'Eingestempelt in „EDEKA Stempeltest B“ seit 09:30', openWorklog: { orderId: orderB },
    });
    await ok(orderB, '10:00', [[e, 'OUT']]);
  });

  it('the database refuses a second open worklog whatever the application does', async () => {
    const e = take();
    await ok(orderA, '08:00', [[e, 'IN', 'WORK']]);
    await expect(
      app.pool.query(`insert into worklog (date, start, worklog_type, order_id, employee_id, open, insert_user) values ($1, '09:00', 'WORK', $2, $3, true, 'x')`, [workDay, orderB, e]),
    ).rejects.toThrow(/worklog_one_open_per_employee/);
    await ok(orderA, '09:00', [[e, 'OUT']]);
  });

  it('50 parallel clock-ins of one employee on two orders end with exactly one open worklog', async () => {
    const e = take();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => clock(i % 2 === 0 ? orderA : orderB, '13:00', [[e, 'IN', 'WORK']])),
    );
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    const open = await app.pool.query(`select order_id from worklog where employee_id = $1 and open`, [e]);
    expect(open.rowCount).toBe(1);
    // Same-minute switches drop the empty entries: only the open one is left.
    expect((await day(e)).length).toBe(1);
    await ok(open.rows[0].order_id, '14:00', [[e, 'OUT']]);
  });

  it('an entry left open on an earlier day blocks clocking until clocked out on that day', async () => {
    const e = take();
    // 14:00 the day before 07:00: 17 hours, forgotten rather than a night shift going on.
    await ok(orderA, '14:00', [[e, 'IN', 'WORK']], { date: twoDaysAgo });
    const r = await clock(orderB, '07:00', [[e, 'IN', 'WORK']]);
    expect(r.data.clockEmployees.validationErrors).toEqual([
      { path: `employees.${e}`, message: `Der Mitarbeiter ist seit dem ${now.minus({ days: 2 }).toFormat('dd.MM.yyyy')} im Auftrag „REWE Stempeltest A“ eingestempelt. Bitte dort zuerst ausstempeln.` },
    ]);
    await ok(orderA, '19:00', [[e, 'OUT']], { date: twoDaysAgo });
    await ok(orderB, '07:00', [[e, 'IN', 'WORK']]);
    await ok(orderB, '07:30', [[e, 'OUT']]);
    expect(await day(e, twoDaysAgo)).toEqual([['A', 'WORK', '14:00', '19:00', false, '']]);
  });

  it('clocking in over time booked by hand is refused with the overlap rule', async () => {
    const e = take();
    const booked = await gql('buero', `mutation { createWorklog(input: { date: "${workDay}", start: "10:00", end: "12:00", worklogType: WORK, orderId: ${orderB}, employeeId: ${e} }) { id } }`);
    expect(booked.errors).toBeUndefined();
    const r = await clock(orderA, '09:00', [[e, 'IN', 'WORK']]);
    expect(r.data.clockEmployees.validationErrors).toEqual([{ path: `employees.${e}`, message: 'Die Zeiten überschneiden sich mit einem anderen Eintrag dieses Mitarbeiters.' }]);
    await ok(orderA, '12:00', [[e, 'IN', 'WORK']]);
    await ok(orderA, '12:30', [[e, 'OUT']]);
  });
});

describe('several employees in one request', () => {
  it('applies each on its own: partial success names the refused ones and returns the updated list', async () => {
    const [a, b, c] = [take(), take(), take()];
    await ok(orderA, '07:00', [[a, 'IN', 'WORK']]);
    const ins = await clock(orderA, '07:30', [[a, 'IN', 'WORK'], [b, 'IN', 'WORK'], [c, 'IN', 'TRAVEL']]);
    expect(ins.errors).toBeUndefined();
    expect(ins.data.clockEmployees).toMatchObject({
      success: false,
      message: 'Einstempeln teilweise erfolgreich.',
      validationErrors: [{ path: `employees.${a}`, message: 'Der Mitarbeiter ist bereits als Arbeit eingestempelt.' }],
    });
    const status = (r: any, id: number) => r.data.clockEmployees.employees.find((x: any) => x.employeeId === id)?.status;
    expect([status(ins, a), status(ins, b), status(ins, c)]).toEqual(['CLOCKED_IN', 'CLOCKED_IN', 'CLOCKED_IN']);

    const pause = await clock(orderA, '09:00', [[a, 'PAUSE'], [c, 'PAUSE'], [b, 'PAUSE']]);
    expect(pause.data.clockEmployees.message).toBe('Pausieren erfolgreich!');
    const again = await clock(orderA, '09:05', [[a, 'PAUSE'], [b, 'IN', 'WORK']]);
    expect(again.data.clockEmployees).toMatchObject({ success: false, message: 'Ein- und Ausstempeln teilweise erfolgreich.' });
    const pauseAgain = await clock(orderA, '09:10', [[a, 'PAUSE']]);
    expect(pauseAgain.data.clockEmployees.message).toBe('Pausieren nicht erfolgreich!');

    const out = await ok(orderA, '10:00', [[a, 'OUT'], [b, 'OUT'], [c, 'OUT']]);
    expect(out.message).toBe('Ein- und Ausstempeln erfolgreich!');
    expect([a, b, c].map((id) => out.employees.find((x: any) => x.employeeId === id).status)).toEqual(['CLOCKED_OUT', 'CLOCKED_OUT', 'CLOCKED_OUT']);
  });

  it('request-level errors are a plain 422 (or 409/404) and change nothing', async () => {
    const e = take();
    const tomorrow = now.plus({ days: 1 }).toISODate()!;
    expect(fieldErrors(await clock(orderA, '08:00', [[e, 'IN', 'WORK']], { date: tomorrow }))).toEqual([{ path: 'date', message: 'Das Datum darf nicht in der Zukunft liegen.' }]);
    expect(fieldErrors(await clock(orderA, '08:00', [[e, 'IN', 'WORK']], { date: now.minus({ days: 8 }).toISODate()! }))).toEqual([
      { path: 'date', message: 'Das Datum liegt außerhalb des Auftragszeitraums.' },
    ]);
    expect(fieldErrors(await clock(orderA, '8 Uhr', [[e, 'IN', 'WORK']]))).toEqual([{ path: 'time', message: 'Uhrzeit ist ungültig (HH:mm)' }]);
    expect(fieldErrors(await clock(orderA, '08:00', []))).toEqual([{ path: 'employees', message: 'Bitte mindestens einen Mitarbeiter auswählen.' }]);
    expect(fieldErrors(await clock(orderA, '08:00', [[e, 'IN', 'WORK'], [e, 'OUT']]))).toEqual([{ path: `employees.${e}`, message: 'Der Mitarbeiter ist mehrfach ausgewählt.' }]);
    expect(fieldErrors(await gql('teamleiter', CLOCK, { input: { orderId: orderA, date: workDay, time: '08:00', employees: [{ clockingAction: 'IN', worklogType: 'WORK' }] } }))).toEqual([
      { path: 'employees.0.employeeId', message: 'Mitarbeiter ist erforderlich.' },
    ]);
    expect(codeOf(await clock(-1, '08:00', [[e, 'IN', 'WORK']]))).toBe('NOT_FOUND');
    await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', today);
    try {
      const closed = await clock(orderA, '08:00', [[e, 'IN', 'WORK']], { date: yesterday });
      expect(codeOf(closed)).toBe('CONFLICT');
      expect(closed.errors[0].message).toBe('Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.');
    } finally {
      await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', weekAgo);
    }
    expect(await day(e, today)).toEqual([]);
    expect(await day(e, yesterday)).toEqual([]);
  });

  it('date and time default to today and now', async () => {
    const e = take();
    const r = await gql('teamleiter', CLOCK, { input: { orderId: orderA, employees: [{ employeeId: e, clockingAction: 'IN', worklogType: 'WORK' }] } });
    expect(r.data.clockEmployees.success).toBe(true);
    const [w] = await day(e, today);
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    const nowMinutes = DateTime.now().setZone('Europe/Berlin').hour * 60 + DateTime.now().setZone('Europe/Berlin').minute;
    expect(Math.abs(minutes(w[2] as string) - nowMinutes)).toBeLessThanOrEqual(1);
    await gql('teamleiter', CLOCK, { input: { orderId: orderA, employees: [{ employeeId: e, clockingAction: 'OUT' }] } });
  });
});

describe('automatic pause (ArbZG §4) with clocked entries', () => {
  it('is booked when the clock closes more than six hours of work, and re-booked as the day goes on', async () => {
    const e = take();
    await ok(orderA, '06:00', [[e, 'IN', 'WORK']]);
    expect((await day(e)).filter((w) => w[5] === 'Automatische Pause')).toEqual([]);
    await ok(orderA, '13:30', [[e, 'OUT']]);
    // ArbZG §4: no more than six hours in a row, so the pause starts at the six-hour mark.
    expect((await day(e)).filter((w) => w[5] === 'Automatische Pause')).toEqual([['A', 'PAUSE', '12:00', '12:30', false, 'Automatische Pause']]);
    await ok(orderB, '14:00', [[e, 'IN', 'WORK']]);
    await ok(orderB, '16:00', [[e, 'IN', 'TRAVEL']]);
    // 9.5 h of work need 45 minutes; the 30 minutes between the orders count: 15 more at the six-hour mark.
    expect((await day(e)).filter((w) => w[5] === 'Automatische Pause')).toEqual([['A', 'PAUSE', '12:00', '12:15', false, 'Automatische Pause']]);
    await ok(orderB, '16:30', [[e, 'OUT']]);
  });

  it('a clocked pause long enough books none', async () => {
    const e = take();
    await ok(orderA, '06:00', [[e, 'IN', 'WORK']]);
    await ok(orderA, '10:00', [[e, 'PAUSE']]);
    await ok(orderA, '10:30', [[e, 'IN', 'WORK']]);
    await ok(orderA, '14:00', [[e, 'OUT']]);
    expect((await day(e)).some((w) => w[5] === 'Automatische Pause')).toBe(false);
  });

  it("the order's total work time sums WORK net of the automatic pause, open entries up to now", async () => {
    const id = await order('Summen-Test');
    const [a, b] = [take(), take()];
    await ok(id, '05:00', [[a, 'IN', 'WORK']], { date: yesterday });
    const closed = await ok(id, '12:30', [[a, 'OUT']], { date: yesterday }); // 450 min, 30 automatic
    expect(closed.totalWorkMinutes).toBe(420);
    const start = now.minus({ minutes: 90 });
    if (start.hasSame(now, 'day')) {
      const r = await ok(id, start.toFormat('HH:mm'), [[b, 'IN', 'WORK']], { date: today });
      expect(r.totalWorkMinutes).toBeGreaterThanOrEqual(420 + 89);
      expect(r.totalWorkMinutes).toBeLessThanOrEqual(420 + 91);
      await ok(id, start.toFormat('HH:mm'), [[b, 'OUT']], { date: today });
    }
  });
});

describe('one transaction per request', () => {
  const WORKLOG = `id date worklogType start end open comment orderId order { id name } insertTime insertUser updateTime updateUser`;
  const ENTRY = `id employeeId firstName lastName fullName operatorNumber operatorId numberOfPositions status statusMessage
    assigned assignmentType teamLeader openWorklog { ${WORKLOG} } worklogs { ${WORKLOG} }`;

  it('a refused employee is rolled back alone (also after its first write), the others commit, and the answer equals a fresh order view', async () => {
    const [x, y, z] = [take(), take(), take()];
    await ok(orderA, '06:00', [[x, 'IN', 'WORK']]);
    await ok(orderA, '07:00', [[x, 'PAUSE']]);
    // Work booked by hand later that day: clocking x back in closes the pause first, then the new
    // open entry overlaps it. The pause must stay open (its savepoint rolled back).
    const booked = await gql('buero', `mutation { createWorklog(input: { date: "${workDay}", start: "08:00", end: "09:00", worklogType: WORK, orderId: ${orderB}, employeeId: ${x} }) { id } }`);
    expect(booked.errors).toBeUndefined();

    const r = await gql('teamleiter', `mutation($input: ClockInput!) { clockEmployees(input: $input) { success message totalWorkMinutes validationErrors { path message } employees { ${ENTRY} } } }`, {
      input: { orderId: orderA, date: workDay, time: '07:30', employees: [{ employeeId: y, clockingAction: 'IN', worklogType: 'WORK' }, { employeeId: x, clockingAction: 'IN', worklogType: 'WORK' }, { employeeId: z, clockingAction: 'IN', worklogType: 'TRAVEL' }] },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.clockEmployees).toMatchObject({
      success: false,
      message: 'Einstempeln teilweise erfolgreich.',
      validationErrors: [{ path: `employees.${x}`, message: 'Die Zeiten überschneiden sich mit einem anderen Eintrag dieses Mitarbeiters.' }],
    });
    expect(await day(x)).toEqual([
      ['A', 'WORK', '06:00', '07:00', false, ''],
      ['A', 'PAUSE', '07:00', null, true, ''],
      ['B', 'WORK', '08:00', '09:00', false, ''],
    ]);
    expect(await day(y)).toEqual([['A', 'WORK', '07:30', null, true, '']]);
    expect(await day(z)).toEqual([['A', 'TRAVEL', '07:30', null, true, '']]);

    const view = await gql('teamleiter', `query($id: Int!, $date: String) { timeclockOrder(orderId: $id, date: $date) { totalWorkMinutes employees { ${ENTRY} } } }`, { id: orderA, date: workDay });
    expect(view.errors).toBeUndefined();
    expect(r.data.clockEmployees.employees).toEqual(view.data.timeclockOrder.employees);
    expect(r.data.clockEmployees.totalWorkMinutes).toBe(view.data.timeclockOrder.totalWorkMinutes);
    expect(r.data.clockEmployees.employees.find((e: any) => e.employeeId === x)).toMatchObject({ status: 'PAUSED', openWorklog: { worklogType: 'PAUSE', start: '07:00', orderId: orderA, order: { id: orderA } } });
  });

  it("the database's total work time equals the rule in clock-rules (orderWorkMinutes)", async () => {
    const { orderWorkMinutes } = await import('./clock-rules.js');
    for (const id of [orderA, orderB]) {
      const rows = (
        await app.pool.query(
          `select employee_id, to_char(date, 'YYYY-MM-DD') as date, worklog_type, start, "end", comment from worklog where order_id = $1 and worklog_type in ('WORK', 'PAUSE')`,
          [id],
        )
      ).rows.map((w) => ({ employeeId: w.employee_id, date: w.date, worklogType: w.worklog_type, start: w.start, end: w.end, comment: w.comment }));
      const at = DateTime.now().setZone('Europe/Berlin');
      const sql = await app.services.timeclock.totalWorkMinutes(app.orm.em.fork(), id);
      expect(sql).toBe(orderWorkMinutes(rows, at.toISODate()!, at.toFormat('HH:mm')));
      expect(sql).toBeGreaterThan(0);
    }
  });
});
