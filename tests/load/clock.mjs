#!/usr/bin/env node
// Load on POST /api/timeclock/{orderId}/clock: CONCURRENCY team-leader sessions clock employees of
// one order through in → pause → in → out, each employee's clock times rising a minute per step.
// In the same run and with the same sessions, client and duration: the stack's floor `GET /api/auth`
// (session lookup) before, and the order view `GET /api/timeclock/{orderId}` (the crew the clocking
// left) after. Bounded by DURATION_S and MAX_REQUESTS per part; loopback only. Starts its own stack
// (embedded PostgreSQL + app with demo data) unless TEST_BASE_URL points at a running one here.
//   node tests/load/clock.mjs            CONCURRENCY=8 DURATION_S=20 MAX_REQUESTS=6000 CLOCK_REQUESTS
import { loadavg } from 'node:os';
import { DateTime } from 'luxon';
import { percentiles, report } from '../bench/bench-stack.mjs';
import { startStack } from '../scripts/stack.mjs';

const CONCURRENCY = Math.min(Number(process.env.CONCURRENCY ?? 8), 64);
const DURATION_S = Math.min(Number(process.env.DURATION_S ?? 20), 300);
const MAX_REQUESTS = Math.min(Number(process.env.MAX_REQUESTS ?? 6000), 50_000);
// The order view answers every worklog of the day: its cost grows with the clock requests before it.
// CLOCK_REQUESTS caps the clock part to compare the view on the same amount of data.
const CLOCK_REQUESTS = Math.min(Number(process.env.CLOCK_REQUESTS ?? MAX_REQUESTS), MAX_REQUESTS);
const CYCLE = [
  { clockingAction: 'IN', worklogType: 'WORK' },
  { clockingAction: 'PAUSE' },
  { clockingAction: 'IN', worklogType: 'WORK' },
  { clockingAction: 'OUT' },
];

const external = process.env.TEST_BASE_URL;
if (external && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(external).hostname)) {
  console.error(`refusing to load ${external}: loopback only`);
  process.exit(2);
}
const stack = external ? null : await startStack();
const base = external ?? stack.baseUrl;

async function login(username) {
  const res = await fetch(`${base}/api/login`, { method: 'POST', body: new URLSearchParams({ username, password: 'demo1234' }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}
const call = async (cookie, method, path, body) => {
  const res = await fetch(base + path, { method, headers: { cookie, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  return { status: res.status, json: await res.json().catch(() => undefined) };
};

/** Every session asks `path` one request after the other for DURATION_S (at most MAX_REQUESTS in all). */
async function hammer(sessions, path) {
  const times = [];
  const statuses = {};
  let sent = 0;
  const started = performance.now();
  const until = started + DURATION_S * 1000;
  await Promise.all(
    sessions.map(async (cookie) => {
      while (sent < MAX_REQUESTS && performance.now() < until) {
        sent++;
        const t0 = performance.now();
        const res = await fetch(base + path, { headers: { cookie } });
        await res.arrayBuffer();
        times.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  return { times, statuses, seconds: (performance.now() - started) / 1000 };
}
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const line = (name, { times, statuses, seconds }) => {
  const p = percentiles(times);
  const rps = Number((times.length / seconds).toFixed(1));
  console.log(`${name}: ${times.length} requests in ${seconds.toFixed(1)} s: ${rps} requests/s, p50 ${p.p50} ms, p95 ${p.p95} ms, p99 ${p.p99} ms, status codes ${JSON.stringify(statuses)}`);
  if (Object.keys(statuses).some((s) => s !== '200')) process.exitCode = 1;
  return { ...p, rps };
};

try {
  const today = DateTime.now().setZone('Europe/Berlin').toISODate();
  const [admin, buero] = [await login('admin'), await login('buero')];
  const order = await call(buero, 'POST', '/api/orders', { name: 'Lasttest Stempeluhr', address: 'Lastweg 1', zip: '10115', city: 'Berlin', orderType: 'INV', validFrom: today, validTo: today });
  const orderId = order.json.id;
  const busy = new Set((await call(admin, 'GET', '/api/timecontrolling/clocked-in')).json.map((x) => x.employeeId));
  const active = (await call(admin, 'GET', '/api/v2/employees?status=ACTIVE&size=1000&sort=employeeId')).json._embedded.employees;
  const employees = active.map((e) => e.employeeId).filter((id) => id > 2002 && !busy.has(id));
  // One after the other: parallel logins of one user would each take a throttling point before the
  // password is checked (issue 12.5), and more than LOGIN_MAX_FAILURES at once are refused.
  const sessions = [];
  for (let i = 0; i < CONCURRENCY; i++) sessions.push(await login('teamleiter'));
  if (employees.length === 0) throw new Error('no employee free to clock: every active one is clocked in');
  const counts = await call(admin, 'GET', '/api/v2/orders?size=1');

  // Each employee's clock times start after whatever the day already holds (a rerun on the same stack).
  const toMinutes = (hhmm) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const state = new Map();
  for (const id of employees) {
    const day = (await call(admin, 'GET', `/api/clockingHistory/${id}/${today}`)).json;
    state.set(id, { step: 0, minute: Math.max(0, ...day.map((w) => toMinutes(w.end ?? w.start) + 1)) });
  }
  console.log(`load average before: ${load()}`);
  const floor = line(`GET /api/auth, ${CONCURRENCY} sessions`, await hammer(sessions, '/api/auth'));

  // Each session owns its own employees, so sessions never wait on each other's row locks.
  const times = [];
  const statuses = {};
  let sent = 0;
  const until = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    sessions.map(async (cookie, w) => {
      const mine = employees.filter((_, i) => i % CONCURRENCY === w);
      for (let k = 0; sent < CLOCK_REQUESTS && performance.now() < until && mine.length; k++) {
        const employeeId = mine[k % mine.length];
        const s = state.get(employeeId);
        // A clock time may not lie in the future (issue 12.12): an employee whose next minute is not
        // reached yet rests (early in the day there are fewer minutes to spend).
        const now = DateTime.now().setZone('Europe/Berlin');
        if (s.minute >= Math.min(23 * 60, now.hour * 60 + now.minute)) {
          if (mine.every((id) => state.get(id).minute >= now.hour * 60 + now.minute)) break;
          continue;
        }
        const time = `${String(Math.floor(s.minute / 60)).padStart(2, '0')}:${String(s.minute % 60).padStart(2, '0')}`;
        sent++;
        const t0 = performance.now();
        const res = await call(cookie, 'POST', `/api/timeclock/${orderId}/clock`, { date: today, time, employees: [{ employeeId, ...CYCLE[s.step % CYCLE.length] }] });
        times.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        s.step++;
        s.minute++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Leave nobody clocked in, so a rerun on the same stack finds its employees free.
  for (const [employeeId, s] of state) {
    if (s.step % CYCLE.length === 0) continue;
    const time = `${String(Math.floor(s.minute / 60)).padStart(2, '0')}:${String(s.minute % 60).padStart(2, '0')}`;
    await call(admin, 'POST', `/api/timeclock/${orderId}/clock`, { date: today, time, employees: [{ employeeId, clockingAction: 'OUT' }] });
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
  const clockName = `POST /api/timeclock/{orderId}/clock, ${CONCURRENCY} sessions`;
  const data = `demo data (${counts.json.page.totalElements} orders), ${employees.length} employees on the order, one per request`;
  console.log(`${clockName}, ${employees.length} employees, one per request`);
  console.log(`data: demo seed (${counts.json.page.totalElements} orders) + the entries written by this run`);
  console.log(`${times.length} requests in ${seconds.toFixed(1)} s: ${(times.length / seconds).toFixed(1)} requests/s`);
  console.log(`latency p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${times.at(-1).toFixed(1)} ms`);
  console.log(`status codes ${JSON.stringify(statuses)}`);
  if (Object.keys(statuses).some((s) => s !== '200')) process.exitCode = 1;
  const clock = { ...percentiles(times), rps: Number((times.length / seconds).toFixed(1)) };

  const view = line(`GET /api/timeclock/{orderId}, ${CONCURRENCY} sessions`, await hammer(sessions, `/api/timeclock/${orderId}?date=${today}`));
  const ratio = clock.p50 / floor.p50;
  console.log(`clock p50 = ${ratio.toFixed(1)}× the floor's p50; load average after: ${load()}`);
  const yardstick = { name: 'GET /api/auth', p50: floor.p50, rps: floor.rps };
  report(
    { name: `GET /api/auth, ${CONCURRENCY} sessions (the floor)`, data: 'session lookup', ...floor },
    { name: clockName, data, ...clock, yardstick, ratio: `${ratio.toFixed(1)}× floor p50` },
    { name: `GET /api/timeclock/{orderId}, ${CONCURRENCY} sessions`, data: `the order after the clocking (${employees.length} employees, ${times.length} clock requests)`, ...view, yardstick, ratio: `${(view.p50 / floor.p50).toFixed(1)}× floor p50` },
  );
} finally {
  await stack?.stop();
}
