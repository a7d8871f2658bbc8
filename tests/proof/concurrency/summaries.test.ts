/**
 * Concurrency: the stored order-month summaries while worklogs are written and the
 * statistics are read at the same time. Every worklog write marks its order-month dirty in its own
 * transaction; every statistics read takes the marks of its months and recomputes them. A write whose
 * mark was taken by a read that could not yet see the write must leave its mark behind — else the
 * stored figures stay stale for good. Afterwards: marked dirty, or equal to a recomputation.
 */
import { DateTime } from 'luxon';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../server/src/test/http-client.js';
import { appDatabase } from '../../fixtures/accounts.js';
import { orderSummaryFindings } from '../faults/burst.js';
import { recordProof } from '../report.js';
import { appPool, loggedIn, newEmployees, newOrder, together, workDay } from './fixtures.js';

let pool: pg.Pool;
let office: Client;
let admin: Client;
let employees: number[];
const day = workDay();
const month = day.slice(0, 7);
const first = DateTime.fromISO(day).startOf('month').toISODate()!;

beforeAll(async () => {
  pool = appPool();
  office = await loggedIn('buero');
  admin = await loggedIn('admin');
  employees = await newEmployees(office, pool, 6);
});
afterAll(async () => pool?.end());

describe('concurrency: order summaries', () => {
  it('parallel worklog saves and statistics reads leave every order-month marked dirty or equal to its recomputation', async () => {
    const findings: string[] = [];
    let rounds = 0;
    for (; rounds < 2 && findings.length === 0; rounds++) {
      const orderId = await newOrder(office, { name: `Summen parallel ${rounds}`, validFrom: first, validTo: day });
      // A mark that exists before the burst (nobody has read the month since).
      await office.request('POST', '/api/worklogs', { date: day, start: '00:00', end: '00:30', worklogType: 'WORK', orderId, employeeId: employees[0] });
      let writing = true;
      const writers = employees.map((employeeId, w) => async () => {
        for (let h = 1; h <= 5; h++) {
          // Hours 01–20 (the other test books 21–23).
          const start = `${String(h + rounds * 5).padStart(2, '0')}:${String(w * 5).padStart(2, '0')}`;
          const end = `${String(h + rounds * 5).padStart(2, '0')}:${String(w * 5 + 4).padStart(2, '0')}`;
          const res = await office.request('POST', '/api/worklogs', { date: day, start, end, worklogType: 'WORK', orderId, employeeId });
          if (res.status !== 201) findings.push(`save ${employeeId} ${start}: ${res.status} ${res.text.slice(0, 200)}`);
        }
      });
      const readers = Array.from({ length: 3 }, () => async () => {
        while (writing) {
          const res = await admin.request('GET', `/api/statistics/orders?yearMonth=${month}`);
          if (res.status !== 200) findings.push(`statistics read: ${res.status}`);
        }
      });
      await Promise.all([together(writers).finally(() => (writing = false)), together(readers)]);
      findings.push(...(await orderSummaryFindings(appDatabase(), pool, orderId, month)));
    }
    recordProof('concurrency', 'parallel worklog saves and statistics reads → summaries not stale', { scenarios: 1, passed: findings.length === 0 ? 1 : 0 });
    expect(findings).toEqual([]);
  });

  it('a worklog still being written while a statistics read recomputes its month is not lost from the stored summary', async () => {
    const orderId = await newOrder(office, { name: 'Summen langsamer Schreiber', validFrom: first, validTo: day });
    const [e] = employees;
    // The order-month is marked dirty by a first worklog (60 minutes), and nobody has read it since.
    expect((await office.request('POST', '/api/worklogs', { date: day, start: '21:00', end: '22:00', worklogType: 'WORK', orderId, employeeId: e })).status).toBe(201);
    // A second writer (60 more minutes) is inside its transaction — its trigger found the mark already there —
    // while a statistics read takes the month's marks and recomputes them.
    const writer = await pool.connect();
    let findings: string[];
    let shown: number | undefined;
    try {
      await writer.query('begin');
      await writer.query(
        `insert into worklog (date, start, "end", worklog_type, comment, order_id, employee_id, open, insert_user) values ($1, '22:00', '23:00', 'WORK', 'Beweis: langsamer Schreiber', $2, $3, false, 'Beweis')`,
        [day, orderId, e],
      );
      const read = admin.request('GET', `/api/statistics/orders?yearMonth=${month}`);
      await new Promise((r) => setTimeout(r, 500));
      await writer.query('commit');
      expect((await read).status).toBe(200);
      findings = await orderSummaryFindings(appDatabase(), pool, orderId, month);
      // What the statistics show afterwards: both hours.
      const again = await admin.request('GET', `/api/statistics/orders?yearMonth=${month}`);
      shown = again.json.orderSummaries.find((r: any) => r.order.id === orderId && r.yearMonth === month)?.minutes;
    } finally {
      await writer.query('rollback').catch(() => {});
      writer.release();
    }
    recordProof('concurrency', 'a write during a summary recomputation → not lost', { scenarios: 1, passed: findings.length === 0 && shown === 120 ? 1 : 0 });
    expect(findings).toEqual([]);
    expect(shown).toBe(120);
  });
});
