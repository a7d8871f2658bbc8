/**
 * Concurrency: parallel clock-ins of one employee, and parallel conflicting worklog saves
 * of one employee through both faces. The database is asked directly afterwards: one open worklog,
 * no overlapping worked times, every acknowledged save present — and every caller got an answer the
 * spec documents (never a 500).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { Client } from '../../../server/src/test/http-client.js';
import { recordProof } from '../report.js';
import { appPool, gqlOutcome, loggedIn, newEmployees, newOrder, together, workDay } from './fixtures.js';

const ALREADY = 'Der Mitarbeiter ist bereits als Arbeit eingestempelt.';
const OVERLAP = 'Die Zeiten überschneiden sich mit einem anderen Eintrag dieses Mitarbeiters.';
const day = workDay();
let pool: pg.Pool;
let office: Client;
let teamleiter: Client;
let employees: number[];
let orderA: number;
let orderB: number;

beforeAll(async () => {
  pool = appPool();
  office = await loggedIn('buero');
  teamleiter = await loggedIn('teamleiter');
  employees = await newEmployees(office, pool, 2);
  orderA = await newOrder(office, { name: 'Parallel-Stempeln A', validFrom: day, validTo: day });
  orderB = await newOrder(office, { name: 'Parallel-Stempeln B', validFrom: day, validTo: day });
});
afterAll(async () => pool?.end());

/** Worked entries of one employee and day that overlap (what worklog_no_overlap forbids), from SQL. */
async function overlaps(employeeId: number, date: string): Promise<number> {
  const minutes = (c: string) => `(split_part(${c}, ':', 1)::int * 60 + split_part(${c}, ':', 2)::int)`;
  const span = (t: string) => `int4range(${minutes(`${t}.start`)}, greatest(${minutes(`${t}.start`)}, coalesce(${minutes(`${t}."end"`)}, 1440)))`;
  const { rows } = await pool.query(
    `select count(*)::int as n from worklog a join worklog b on a.employee_id = b.employee_id and a.date = b.date and a.id < b.id
      where a.employee_id = $1 and a.date = $2 and a.worklog_type in ('WORK','TRAVEL','PASSENGER') and b.worklog_type in ('WORK','TRAVEL','PASSENGER')
        and ${span('a')} && ${span('b')}`,
    [employeeId, date],
  );
  return rows[0].n;
}

const CLOCK = `mutation($input: ClockInput!) { clockEmployees(input: $input) { success validationErrors { path message } } }`;

describe('concurrency: clocking and worklogs', () => {
  it('50 parallel clock-ins of one employee (REST and GraphQL, two orders) leave exactly one open worklog', async () => {
    const e = employees[0];
    const answers = await together(
      Array.from({ length: 50 }, (_, i) => async () => {
        const orderId = i % 2 === 0 ? orderA : orderB;
        const input = { orderId, date: day, time: '00:01', employees: [{ employeeId: e, worklogType: 'WORK', clockingAction: 'IN' }] };
        if (i % 4 < 2) {
          const res = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, input);
          return { status: res.status, errors: res.json?.validationErrors ?? [] };
        }
        const res = await teamleiter.gql(CLOCK, { input });
        // GraphQL answers a partial refusal as data: the REST face's 422.
        const errors = res.json?.data?.clockEmployees?.validationErrors ?? [];
        return { status: errors.length ? 422 : gqlOutcome(res).status, errors };
      }),
    );
    const open = await pool.query(`select order_id from worklog where employee_id = $1 and open`, [e]);
    const rows = await pool.query(`select count(*)::int as n from worklog where employee_id = $1 and date = $2`, [e, day]);
    // Documented answers only: clocked in (200), or — a request that found the employee already clocked
    // in on that very order — the refusal keyed employees.{id} (REST 422, GraphQL validationErrors).
    const documented = (a: (typeof answers)[number]) =>
      a.errors.length === 0 ? a.status === 200 : a.status !== 500 && a.errors.every((x: any) => x.path === `employees.${e}` && x.message === ALREADY);
    const ok = answers.every(documented) && answers.some((a) => a.errors.length === 0);
    recordProof('concurrency', '50 parallel clock-ins → one open worklog', { scenarios: 1, passed: ok && open.rowCount === 1 && rows.rows[0].n === 1 ? 1 : 0 });
    expect(answers.filter((a) => !documented(a))).toEqual([]);
    expect(open.rowCount).toBe(1);
    // Same-minute switches drop the empty entries: only the open one is left.
    expect(rows.rows[0].n).toBe(1);
    const out = await teamleiter.request('POST', `/api/timeclock/${open.rows[0].order_id}/clock`, { date: day, time: '00:02', employees: [{ employeeId: e, clockingAction: 'OUT' }] });
    expect(out.status).toBe(200);
  });

  it('20 parallel conflicting worklog saves of one employee (creates and updates, REST and GraphQL) never overlap', async () => {
    const e = employees[1];
    // Four entries to move around, one hour apart, not overlapping.
    const seeded: number[] = [];
    for (const [start, end] of [['01:00', '01:30'], ['02:00', '02:30'], ['03:00', '03:30'], ['04:00', '04:30']]) {
      const res = await office.request('POST', '/api/worklogs', { date: day, start, end, worklogType: 'WORK', comment: 'Ausgangslage', orderId: orderA, employeeId: e });
      expect(res.status, res.text).toBe(201);
      seeded.push(res.json.id);
    }
    const pad = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    // Every save wants a span inside 05:00–06:00 (or the seeded ones' neighbourhood): they all collide.
    const saves = Array.from({ length: 20 }, (_, i) => {
      const start = 5 * 60 + (i % 6) * 5;
      const span = { start: pad(start), end: pad(start + 25), worklogType: i % 3 === 0 ? 'TRAVEL' : 'WORK', comment: `Parallel ${i}` };
      const id = seeded[i % seeded.length];
      const create = { ...span, date: day, orderId: orderA, employeeId: e };
      switch (i % 4) {
        case 0:
          return async () => ({ kind: 'create', ...(await office.request('POST', '/api/worklogs', create)) });
        case 1:
          return async () => {
            const res = await office.gql(`mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }`, { input: create });
            return { kind: 'create', status: gqlOutcome(res).status, json: res.json?.data?.createWorklog ?? { title: gqlOutcome(res).message } };
          };
        case 2:
          return async () => ({ kind: 'update', ...(await office.request('PUT', `/api/worklogs/${id}`, span)) });
        default:
          return async () => {
            const res = await office.gql(`mutation($id: Int!, $input: WorklogInput!) { updateWorklog(id: $id, input: $input) { id } }`, { id, input: span });
            return { kind: 'update', status: gqlOutcome(res).status, json: res.json?.data?.updateWorklog ?? { title: gqlOutcome(res).message } };
          };
      }
    });
    const answers = await together(saves);
    const created = answers.filter((a) => a.kind === 'create' && (a.status === 200 || a.status === 201)).map((a) => a.json.id as number);
    const undocumented = answers.filter((a) => !(a.status === 200 || a.status === 201 || (a.status === 409 && a.json?.title === OVERLAP)));
    const clashes = await overlaps(e, day);
    const present = await pool.query(`select id from worklog where id = any($1)`, [created]);
    const passed = undocumented.length === 0 && clashes === 0 && present.rowCount === created.length && answers.some((a) => a.status === 409);
    recordProof('concurrency', '20 parallel conflicting worklog saves → no overlap', { scenarios: 1, passed: passed ? 1 : 0 });
    expect(undocumented.map((a) => [a.kind, a.status, a.json])).toEqual([]);
    expect(clashes).toBe(0);
    expect(present.rowCount).toBe(created.length);
    // The scenario did collide (else it proves nothing).
    expect(answers.filter((a) => a.status === 409).length).toBeGreaterThan(0);
  });
});
