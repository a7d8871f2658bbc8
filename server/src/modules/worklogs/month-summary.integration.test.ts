import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurrentUser } from '../auth/current-user.js';
import { loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { accountingParams, accountingScratchSql, accountingSql } from './accounting.service.js';

// The stored month figures (employee_month_time, kept by the worklog triggers) against the from-scratch
// aggregate over the worklog rows: the whole accounting overview, row by row, after every kind of write.
let app: TestApp;
let sql: pg.Pool;
let orderId: number;
const A = 990001;
const B = 990002;
const MONTHS = [
  { ym: '2026-09', from: '2026-09-01', to: '2026-09-30' },
  { ym: '2026-10', from: '2026-10-01', to: '2026-10-31' },
];

const numbered = (text: string) => {
  let k = 0;
  return text.replace(/\?/g, () => `$${++k}`);
};

/** Both overviews of a month (all employees, and one employee), as comparable rows. */
async function overviews(month: (typeof MONTHS)[number], employeeId: number | null) {
  const one = employeeId !== null;
  const [stored, scratch] = await Promise.all([
    sql.query(numbered(accountingSql(one)), accountingParams(false, month.from, month.to, employeeId)),
    sql.query(numbered(accountingScratchSql(one)), accountingParams(true, month.from, month.to, employeeId)),
  ]);
  const shape = (rows: any[]) => rows.map((r) => ({ ...r, minutes_work: Number(r.minutes_work), minutes_travel: Number(r.minutes_travel), minutes_passenger: Number(r.minutes_passenger) }));
  return { stored: shape(stored.rows), scratch: shape(scratch.rows) };
}

async function expectEqual() {
  for (const month of MONTHS) {
    for (const employeeId of [null, A, B]) {
      const { stored, scratch } = await overviews(month, employeeId);
      expect(stored).toEqual(scratch);
    }
  }
}

const minutesOf = async (employeeId: number, ym: string) =>
  (await sql.query('select entries, minutes_work, minutes_travel, minutes_passenger from employee_month_time where employee_id = $1 and year_month = $2', [employeeId, ym])).rows[0];

const insert = async (rows: [number, string, string, string, string][]) =>
  (
    await sql.query(
      `insert into worklog (employee_id, date, start, "end", worklog_type, order_id, insert_user)
       select e, d::date, s, x, t::worklog_type, $2, 'test' from unnest($1::text[]) with ordinality u(v, n)
       cross join lateral (select split_part(v, '|', 1)::int e, split_part(v, '|', 2) d, split_part(v, '|', 3) s, nullif(split_part(v, '|', 4), '') x, split_part(v, '|', 5) t) p
       returning id`,
      [rows.map((r) => r.join('|')), orderId],
    )
  ).rows.map((r) => r.id as number);

beforeAll(async () => {
  app = await startTestApp();
  sql = new pg.Pool({ connectionString: app.dbUrl, max: 4 });
  orderId = (await sql.query('select min(id) as id from orders')).rows[0].id;
  await sql.query(
    `insert into employee (id, first_name, last_name, birthdate, email, company_location_id, active)
     values ($1, 'Änne', 'Summe', '1990-01-01', 'summe-a@example.de', 1, true), ($2, 'Björn', 'Summe', '1991-01-01', 'summe-b@example.de', 1, false)`,
    [A, B],
  );
});
afterAll(async () => {
  await sql?.end();
  await app?.close();
});

describe('stored month figures (employee_month_time)', () => {
  it('equal the from-scratch aggregate for the demo data (seeded through the triggers) in every month', async () => {
    const months: string[] = (await sql.query(`select distinct to_char(date, 'YYYY-MM') as ym from worklog order by 1`)).rows.map((r) => r.ym);
    expect(months.length).toBeGreaterThan(0);
    for (const ym of months) {
      const [y, m] = ym.split('-').map(Number);
      const to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
      const stored = (await sql.query(numbered(accountingSql(false)), accountingParams(false, `${ym}-01`, to, null))).rows;
      const scratch = (await sql.query(numbered(accountingScratchSql(false)), accountingParams(true, `${ym}-01`, to, null))).rows;
      expect(stored.map((r) => [r.id, Number(r.minutes_work), Number(r.minutes_travel), Number(r.minutes_passenger)])).toEqual(
        scratch.map((r) => [r.id, Number(r.minutes_work), Number(r.minutes_travel), Number(r.minutes_passenger)]),
      );
    }
  });

  it('follow inserts, updates, moves between days, months and employees, and deletes, incl. pauses inside work', async () => {
    // A: 1 Sep travel 30 + work 07:00–15:30 with a pause inside (30) and one half outside (15 of 30 inside).
    const [travel, work, pause, edgePause] = await insert([
      [A, '2026-09-01', '06:30', '07:00', 'TRAVEL'],
      [A, '2026-09-01', '07:00', '15:30', 'WORK'],
      [A, '2026-09-01', '11:00', '11:30', 'PAUSE'],
      [A, '2026-09-01', '15:15', '15:45', 'PAUSE'],
    ]);
    expect(await minutesOf(A, '2026-09')).toEqual({ entries: 4, minutes_work: 510 - 30 - 15, minutes_travel: 30, minutes_passenger: 0 });
    await expectEqual();

    // An open entry counts nothing until it is closed.
    const [open] = await insert([[A, '2026-09-02', '07:00', '', 'PASSENGER']]);
    expect((await minutesOf(A, '2026-09')).minutes_passenger).toBe(0);
    await sql.query(`update worklog set "end" = '08:00' where id = $1`, [open]);
    expect((await minutesOf(A, '2026-09')).minutes_passenger).toBe(60);
    await expectEqual();

    // Changing times and type.
    await sql.query(`update worklog set start = '10:45' where id = $1`, [pause]);
    await sql.query(`update worklog set worklog_type = 'WORK', start = '05:00', "end" = '06:30' where id = $1`, [travel]);
    await expectEqual();

    // The pause moves to another day (no work there: it no longer counts against work), then into October.
    await sql.query(`update worklog set date = '2026-09-03' where id = $1`, [pause]);
    await expectEqual();
    await sql.query(`update worklog set date = '2026-10-01' where id = $1`, [pause]);
    await insert([[A, '2026-10-01', '09:00', '12:00', 'WORK']]);
    expect((await minutesOf(A, '2026-10')).minutes_work).toBe(180 - 45); // the pause is 10:45–11:30 by now
    await expectEqual();

    // The work moves to B (inactive; listed only with time in the month), the month of A keeps the rest.
    await sql.query(`update worklog set employee_id = $2 where id = $1`, [work, B]);
    expect((await minutesOf(B, '2026-09')).minutes_work).toBe(510);
    await expectEqual();

    // Several rows in one statement, across both months and both employees.
    await sql.query(`update worklog set date = date + 30 where employee_id in ($1, $2) and date < '2026-10-01'`, [A, B]);
    await expectEqual();
    await sql.query(`update worklog set date = date - 30 where employee_id in ($1, $2) and date >= '2026-10-01' and date < '2026-10-03'`, [A, B]);
    await expectEqual();

    // Deletes: one row, then everything of B (B drops out of the overview: inactive, no time).
    await sql.query('delete from worklog where id = $1', [edgePause]);
    await expectEqual();
    await sql.query('delete from worklog where employee_id = $1', [B]);
    for (const month of MONTHS) expect((await overviews(month, null)).stored.some((r) => r.id === B)).toBe(false);
    await expectEqual();
  });

  it('follow writes through the API (createWorklog, automatic pause) in the same transaction', async () => {
    const { gql } = await loginDemoUsers(app);
    const today = new Date().toISOString().slice(0, 10);
    const order = (await gql('buero', `mutation { createOrder(input: { name: "Summen-Test", address: "Weg 1", zip: "20095", city: "Hamburg", orderType: MOD, validFrom: "${today.slice(0, 8)}01", validTo: "${today}" }) { id } }`)).data.createOrder.id;
    const r = await gql('buero', `mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }`, {
      input: { date: today, start: '06:00', end: '16:00', worklogType: 'WORK', orderId: order, employeeId: A },
    });
    expect(r.errors).toBeUndefined();
    const ym = today.slice(0, 7);
    const [y, m] = ym.split('-').map(Number);
    const month = { ym, from: `${ym}-01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
    const { stored, scratch } = await overviews(month, A);
    expect(stored).toEqual(scratch);
    // 600 minutes with the automatic pause (ArbZG: 45 minutes above 9 hours) inside the work.
    expect(stored[0].minutes_work).toBeLessThan(600);
  });

  it('stay exact when two transactions write the same employee-month at once', async () => {
    const c1 = await sql.connect();
    const c2 = await sql.connect();
    try {
      await c1.query('begin');
      await c2.query('begin');
      await c1.query(`insert into worklog (employee_id, date, start, "end", worklog_type, order_id, insert_user) values ($1, '2026-09-20', '07:00', '08:00', 'WORK', $2, 'test')`, [A, orderId]);
      // c2 waits in its trigger for c1's lock on the summary row, then recomputes seeing c1's row.
      const second = c2.query(`insert into worklog (employee_id, date, start, "end", worklog_type, order_id, insert_user) values ($1, '2026-09-21', '07:00', '09:00', 'WORK', $2, 'test')`, [A, orderId]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await c1.query('commit');
      await second;
      await c2.query('commit');
    } finally {
      c1.release();
      c2.release();
    }
    await expectEqual();
  });

  it('property: any sequence of inserts, updates, moves and deletes keeps them equal', async () => {
    const days = ['2026-09-29', '2026-09-30', '2026-10-01'];
    const slot = fc.record({
      employee: fc.constantFrom(A, B),
      day: fc.constantFrom(...days),
      start: fc.integer({ min: 0, max: 22 }),
      length: fc.integer({ min: 1, max: 10 }),
      type: fc.constantFrom('WORK', 'PAUSE', 'TRAVEL', 'PASSENGER'),
      open: fc.boolean(),
    });
    const op = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), rows: fc.array(slot, { minLength: 1, maxLength: 4 }) }),
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), to: slot }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    const hhmm = (h: number, quarter = 0) => `${String(h).padStart(2, '0')}:${String(quarter * 15).padStart(2, '0')}`;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        await sql.query('delete from worklog where employee_id in ($1, $2)', [A, B]);
        for (const o of ops) {
          const ids: number[] = (await sql.query('select id from worklog where employee_id in ($1, $2) order by id', [A, B])).rows.map((r) => r.id);
          // Overlapping worked times are refused by worklog_no_overlap: such a step is skipped, like a refused request.
          try {
            if (o.kind === 'insert') {
              await insert(o.rows.map((s) => [s.employee, s.day, hhmm(s.start, 1), s.open ? '' : hhmm(Math.min(23, s.start + s.length)), s.type]));
            } else if (ids.length && o.kind === 'move') {
              const s = o.to;
              await sql.query(`update worklog set employee_id = $2, date = $3, start = $4, "end" = $5, worklog_type = $6::worklog_type where id = $1`, [
                ids[o.pick % ids.length], s.employee, s.day, hhmm(s.start, 1), s.open ? null : hhmm(Math.min(23, s.start + s.length)), s.type,
              ]);
            } else if (ids.length && o.kind === 'delete') {
              await sql.query('delete from worklog where id = $1', [ids[o.pick % ids.length]]);
            }
          } catch (err) {
            if (!['23P01', '23505'].includes((err as { code?: string }).code ?? '')) throw err;
          }
        }
        for (const month of MONTHS) {
          for (const employeeId of [A, B]) {
            const { stored, scratch } = await overviews(month, employeeId);
            expect(stored).toEqual(scratch);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('worklog lists from plain rows (hours overview, order worklogs tab)', () => {
  const FIELDS = `id date start end worklogType comment open insertUser insertTime updateUser updateTime orderId order { id name } employeeId employee { id employeeId firstName lastName }`;
  // What the entity path (WorklogService.listForEmployee/listForOrder, the lists before) gives, in the GraphQL shape.
  const shape = (w: any) => ({
    id: w.id, date: w.date, start: w.start, end: w.end, worklogType: w.worklogType, comment: w.comment, open: w.open,
    insertUser: w.insertUser, insertTime: w.insertTime.toISOString(), updateUser: w.updateUser, updateTime: w.updateTime?.toISOString() ?? null,
    orderId: w.order.id, order: { id: w.order.id, name: w.order.name },
    employeeId: w.employee.id, employee: { id: w.employee.id, employeeId: w.employee.id, firstName: w.employee.firstName, lastName: w.employee.lastName },
  });
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

  it('answer exactly what the entity path answered, passenger entries only with the right', async () => {
    const { gql } = await loginDemoUsers(app);
    const busiest = (
      await sql.query(`select employee_id, order_id, to_char(date, 'YYYY-MM') as ym from worklog where worklog_type = 'PASSENGER' group by 1, 2, 3 order by count(*) desc limit 1`)
    ).rows[0];
    expect(busiest).toBeDefined();
    const seen = { compared: 0, withPassenger: 0, withoutRight: 0 };
    for (const login of ['admin', 'buero', 'teamleiter'] as const) {
      const userId = (await sql.query('select id from app_user where username = $1', [login])).rows[0].id;
      const em = app.orm.em.fork();
      const actor = (await loadCurrentUser(em, userId))!;
      for (const [query, arg, id, list] of [
        ['employeeWorklogs', 'employeeId', busiest.employee_id, 'listForEmployee'],
        ['orderWorklogs', 'orderId', busiest.order_id, 'listForOrder'],
      ] as const) {
        const r = await gql(login, `query($id: Int!, $ym: String) { ${query}(${arg}: $id, yearMonth: $ym) { ${FIELDS} } }`, { id, ym: busiest.ym });
        let expected: any[] | 'FORBIDDEN';
        try {
          expected = (await app.services.worklogs[list](em, actor, id, busiest.ym)).map(shape).sort(byId);
        } catch {
          expected = 'FORBIDDEN';
        }
        if (expected === 'FORBIDDEN') expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        else {
          expect(r.errors).toBeUndefined();
          expect([...r.data[query]].sort(byId)).toEqual(expected);
          seen.compared++;
          if (expected.some((w) => w.worklogType === 'PASSENGER')) seen.withPassenger++;
          if (!actor.authorities.includes('Accounting_Employee_ViewPassengerTimes') && !actor.authorities.includes('Superadmin')) seen.withoutRight++;
          expect(r.data[query].map((w: any) => `${w.date} ${w.start}`)).toEqual(r.data[query].map((w: any) => `${w.date} ${w.start}`).sort());
        }
      }
    }
    expect(seen.compared).toBeGreaterThanOrEqual(2);
    expect(seen.withPassenger).toBeGreaterThan(0);
    expect(seen.withoutRight).toBeGreaterThan(0);
  });
});
