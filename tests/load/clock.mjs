#!/usr/bin/env node
// Load on POST /api/timeclock/{orderId}/clock by CONCURRENCY team-leader sessions, each employee's
// clock times rising a minute per step. Two models (MODEL=day,single-order runs both, in this order):
// - day (the morning peak: "At 07:00 every inventory of the day starts at once"): every session clocks
//   its OWN order of today and that order's crew of CREW employees, each employee at most CYCLES
//   in → pause → in → out cycles (8 steps, ≤ 5 worklogs a day), round by round through the crew; with
//   MULTI=n every tenth request ticks n employees at once. Ends when every step is done.
// - single-order (the model before): all sessions clock SINGLE_CREW employees of ONE order through the
//   cycle endlessly, so every answer grows with the run (after 3,000 requests ~60 worklogs per employee).
// In the same run and with the same sessions, client and duration: the stack's floor `GET /api/auth`
// (session lookup) before, and after each model the order view `GET /api/timeclock/{orderId}` (every
// session its order). Employees beyond the demo's free ones are generated in the app's database.
// Bounded by DURATION_S and MAX_REQUESTS per part; loopback only. Starts its own stack (embedded
// PostgreSQL + app with demo data) unless TEST_BASE_URL (+ TEST_DATABASE_URL) point at a running one.
//   node tests/load/clock.mjs   MODEL=day,single-order CONCURRENCY=8 CREW=26 CYCLES=2 MULTI=0
//                               SINGLE_CREW=52 DURATION_S=20 MAX_REQUESTS=6000 CLOCK_REQUESTS
//                               (a running stack: TEST_BASE_URL TEST_DATABASE_URL [SERVER_PID PG_DATA_DIR])
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { benchClient, percentiles, report } from '../bench/bench-stack.mjs';
import { startStack } from '../scripts/stack.mjs';

const CONCURRENCY = Math.min(Number(process.env.CONCURRENCY ?? 8), 64);
const DURATION_S = Math.min(Number(process.env.DURATION_S ?? 20), 300);
const MAX_REQUESTS = Math.min(Number(process.env.MAX_REQUESTS ?? 6000), 50_000);
// The order view answers every worklog of the day: its cost grows with the clock requests before it.
// CLOCK_REQUESTS caps the clock part to compare the view on the same amount of data.
const CLOCK_REQUESTS = Math.min(Number(process.env.CLOCK_REQUESTS ?? MAX_REQUESTS), MAX_REQUESTS);
const MODELS = (process.env.MODEL ?? 'day,single-order').split(',').map((m) => m.trim());
const CREW = Math.min(Number(process.env.CREW ?? 26), 200);
const CYCLES = Math.min(Number(process.env.CYCLES ?? 2), 4);
const MULTI = Math.min(Number(process.env.MULTI ?? 0), 20);
const SINGLE_CREW = Math.min(Number(process.env.SINGLE_CREW ?? 52), 500);
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
const databaseUrl = external ? process.env.TEST_DATABASE_URL : stack.databaseUrl;

async function login(username) {
  const res = await fetch(`${base}/api/login`, { method: 'POST', body: new URLSearchParams({ username, password: 'demo1234' }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}
const call = async (cookie, method, path, body) => {
  const res = await fetch(base + path, { method, headers: { cookie, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  return { status: res.status, json: await res.json().catch(() => undefined) };
};

/** Every session asks `path` (or path(w) for session w) one request after the other for DURATION_S (at most MAX_REQUESTS in all). */
async function hammer(sessions, path) {
  const times = [];
  const statuses = {};
  let sent = 0;
  const started = performance.now();
  const until = started + DURATION_S * 1000;
  await Promise.all(
    sessions.map(async (cookie, w) => {
      while (sent < MAX_REQUESTS && performance.now() < until) {
        sent++;
        const t0 = performance.now();
        const res = await fetch(base + (typeof path === 'function' ? path(w) : path), { headers: { cookie } });
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

// CPU accounting needs the app's pid and the cluster's data directory: our own stack's, or a running
// one's (SERVER_PID, PG_DATA_DIR), e.g. an app started under a profiler.
const cpuOf = stack ?? (process.env.SERVER_PID && process.env.PG_DATA_DIR ? { serverPid: Number(process.env.SERVER_PID), pgDataDir: process.env.PG_DATA_DIR } : null);
/** CPU seconds so far of the app process and of the cluster's processes (postmaster + its children), from /proc. */
function cpuNow() {
  if (!cpuOf) return null;
  const ticks = (pid) => {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime + stime, and cutime + cstime: the CPU of children already ended and reaped.
      return { ppid: Number(f[1]), t: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) };
    } catch {
      return null;
    }
  };
  const app = ticks(cpuOf.serverPid)?.t ?? 0;
  let pgTicks = 0;
  try {
    const postmaster = Number(readFileSync(join(cpuOf.pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      const s = ticks(d);
      if (s && Number(d) === postmaster) pgTicks += s.t + s.reaped;
      else if (s && s.ppid === postmaster) pgTicks += s.t;
    }
  } catch {
    // /proc or the data directory is gone (the stack stopped): no database share to report
  }
  return { app: app / 100, pg: pgTicks / 100 };
}
/** " app CPU x ms, PostgreSQL y ms per request" between two cpuNow() readings. */
const cpuPer = (a, b, n) => (a && b && n ? { appMs: Number(((1000 * (b.app - a.app)) / n).toFixed(1)), pgMs: Number(((1000 * (b.pg - a.pg)) / n).toFixed(1)) } : {});
const cpuText = (c) => (c.appMs === undefined ? '' : `; CPU per request: app ${c.appMs} ms, PostgreSQL ${c.pgMs} ms`);
const hhmm = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const toMinutes = (t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

try {
  const today = DateTime.now().setZone('Europe/Berlin').toISODate();
  const [admin, buero] = [await login('admin'), await login('buero')];
  const newOrder = async (name) =>
    (await call(buero, 'POST', '/api/orders', { name, address: 'Lastweg 1', zip: '10115', city: 'Berlin', orderType: 'INV', validFrom: today, validTo: today })).json.id;
  const busy = new Set((await call(admin, 'GET', '/api/timecontrolling/clocked-in')).json.map((x) => x.employeeId));
  const freeEmployees = async () =>
    (await call(admin, 'GET', '/api/v2/employees?status=ACTIVE&size=2000&sort=employeeId')).json._embedded.employees
      .map((e) => e.employeeId)
      .filter((id) => id > 2002 && !busy.has(id));
  // A clock time may not lie in the future.
  const nowMinute = () => {
    const now = DateTime.now().setZone('Europe/Berlin');
    return Math.min(23 * 60, now.hour * 60 + now.minute);
  };
  // Each employee's clock times start after whatever the day already holds (demo entries, a rerun).
  const state = new Map();
  const prepare = async (ids, earliest) => {
    for (const id of ids) {
      const day = (await call(admin, 'GET', `/api/clockingHistory/${id}/${today}`)).json;
      state.set(id, { step: 0, minute: Math.max(earliest, ...day.map((w) => toMinutes(w.end ?? w.start) + 1)) });
    }
  };
  const steps = CYCLE.length * CYCLES;
  // The day model's first clock time: early enough for every step to lie in the past.
  const dayStart = Math.max(0, nowMinute() - steps - 30);
  let free = await freeEmployees();
  await prepare(free, dayStart);
  // Only employees with room for the steps before now (the single-order model needs it too).
  free = free.filter((id) => state.get(id).minute <= dayStart);
  const needed = (MODELS.includes('day') ? CONCURRENCY * CREW : 0) + (MODELS.includes('single-order') ? SINGLE_CREW : 0);
  if (free.length < needed) {
    // More active employees than the demo has free: plain rows (no wage or contract history, which
    // clocking does not read), ids after the highest one.
    if (!databaseUrl) throw new Error(`${needed} free employees needed, ${free.length} there: set TEST_DATABASE_URL`);
    const db = await benchClient(databaseUrl);
    try {
      const { rows } = await db.query(
        `insert into employee (id, first_name, last_name, birthdate, email)
         select m.top + g, 'Last', 'Test ' || g, date '1990-01-01', 'last.test' || (m.top + g) || '@inventur-demo.de'
         from (select max(id) as top from employee) m, generate_series(1, $1::int) g returning id`,
        [needed - free.length],
      );
      const added = rows.map((r) => r.id);
      await prepare(added, dayStart);
      free = [...free, ...added];
    } finally {
      await db.end();
    }
  }
  // One after the other: parallel logins of one user would each take a throttling point before the
  // password is checked (throttling that holds under bursts), and more than LOGIN_MAX_FAILURES at once are refused.
  const sessions = [];
  for (let i = 0; i < CONCURRENCY; i++) sessions.push(await login('teamleiter'));
  const counts = await call(admin, 'GET', '/api/v2/orders?size=1');

  /** One clock request for `ids` (all at the same step) by `cookie`; every employee moves a step and a minute on. */
  const clockTimes = [];
  const clockStatuses = {};
  const clockOnce = async (cookie, orderId, ids) => {
    const minute = Math.max(...ids.map((id) => state.get(id).minute));
    const employees = ids.map((employeeId) => ({ employeeId, ...CYCLE[state.get(employeeId).step % CYCLE.length] }));
    const t0 = performance.now();
    const res = await call(cookie, 'POST', `/api/timeclock/${orderId}/clock`, { date: today, time: hhmm(minute), employees });
    clockTimes.push(performance.now() - t0);
    clockStatuses[res.status] = (clockStatuses[res.status] ?? 0) + 1;
    for (const id of ids) Object.assign(state.get(id), { step: state.get(id).step + 1, minute: minute + 1 });
  };
  /** Leave nobody clocked in, so a rerun on the same stack finds its employees free. */
  const clockOutAll = async (orderOf, ids) => {
    for (const employeeId of ids) {
      const s = state.get(employeeId);
      if (s.step % CYCLE.length === 0) continue;
      await call(admin, 'POST', `/api/timeclock/${orderOf(employeeId)}/clock`, { date: today, time: hhmm(s.minute), employees: [{ employeeId, clockingAction: 'OUT' }] });
    }
  };
  const rows = [];
  const yard = {};
  const clockPart = (name, data, seconds, cpu) => {
    const p = { ...percentiles(clockTimes), rps: Number((clockTimes.length / seconds).toFixed(1)), ...cpu };
    console.log(`${name}: ${clockTimes.length} requests in ${seconds.toFixed(1)} s: ${p.rps} requests/s, p50 ${p.p50} ms, p95 ${p.p95} ms, p99 ${p.p99} ms, max ${Math.max(...clockTimes).toFixed(1)} ms, status codes ${JSON.stringify(clockStatuses)}${cpuText(cpu)}`);
    console.log(`  data: ${data}; clock p50 = ${(p.p50 / yard.floor.p50).toFixed(1)}× the floor's p50; load average ${load()}`);
    if (Object.keys(clockStatuses).some((s) => s !== '200')) process.exitCode = 1;
    rows.push({ name, data, ...p, yardstick: yard.yardstick, ratio: `${(p.p50 / yard.floor.p50).toFixed(1)}× floor p50` });
    clockTimes.length = 0;
    for (const k of Object.keys(clockStatuses)) delete clockStatuses[k];
  };
  const viewPart = async (name, data, path) => {
    const c0 = cpuNow();
    const r = await hammer(sessions, path);
    const cpu = cpuPer(c0, cpuNow(), r.times.length);
    const v = { ...line(name, r), ...cpu };
    console.log(`  data: ${data}; p50 = ${(v.p50 / yard.floor.p50).toFixed(1)}× the floor's p50${cpuText(cpu)}`);
    rows.push({ name, data, ...v, yardstick: yard.yardstick, ratio: `${(v.p50 / yard.floor.p50).toFixed(1)}× floor p50` });
  };

  console.log(`load average before: ${load()}`);
  {
    const c0 = cpuNow();
    const r = await hammer(sessions, '/api/auth');
    const cpu = cpuPer(c0, cpuNow(), r.times.length);
    yard.floor = { ...line(`GET /api/auth, ${CONCURRENCY} sessions (the floor)`, r), ...cpu };
    if (cpu.appMs !== undefined) console.log(`  ${cpuText(cpu).slice(2)}`);
    yard.yardstick = { name: 'GET /api/auth', p50: yard.floor.p50, rps: yard.floor.rps };
    rows.push({ name: `GET /api/auth, ${CONCURRENCY} sessions (the floor)`, data: 'session lookup', ...yard.floor });
  }

  if (MODELS.includes('day')) {
    // Every team leader its own inventory of today and its own crew, all starting at once.
    const orders = [];
    for (let w = 0; w < CONCURRENCY; w++) orders.push(await newOrder(`Lasttest Stempeluhr ${w + 1}`));
    const crews = orders.map((_, w) => free.slice(w * CREW, (w + 1) * CREW));
    free = free.slice(CONCURRENCY * CREW);
    const orderOf = new Map(crews.flatMap((crew, w) => crew.map((id) => [id, orders[w]])));
    const c0 = cpuNow();
    const started = performance.now();
    const until = started + DURATION_S * 1000;
    let sent = 0;
    await Promise.all(
      sessions.map(async (cookie, w) => {
        const crew = crews[w];
        let k = 0;
        // Round by round: the whole crew in, then the pauses, … as a team leader ticks them.
        for (let step = 0; step < steps; step++) {
          for (let i = 0; i < crew.length && sent < CLOCK_REQUESTS && performance.now() < until; ) {
            const n = MULTI > 1 && k++ % 10 === 9 ? MULTI : 1;
            const ids = crew.slice(i, i + n);
            i += n;
            while (Math.max(...ids.map((id) => state.get(id).minute)) >= nowMinute()) await new Promise((r) => setTimeout(r, 1000));
            sent++;
            await clockOnce(cookie, orders[w], ids);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuPer(c0, cpuNow(), clockTimes.length);
    await clockOutAll((id) => orderOf.get(id), crews.flat());
    clockPart(
      `POST /api/timeclock/{orderId}/clock, ${CONCURRENCY} sessions, day model`,
      `demo data (${counts.json.page.totalElements} orders); ${CONCURRENCY} orders of today, each session its own with ${CREW} employees, ${CYCLES} in→pause→in→out cycles each, ${MULTI > 1 ? `every tenth request ${MULTI} employees` : 'one employee per request'}`,
      seconds,
      cpu,
    );
    await viewPart(`GET /api/timeclock/{orderId}, ${CONCURRENCY} sessions, day model`, `each session its own order after the clocking (${CREW} employees, ≤ ${2 * CYCLES + 1} worklogs each)`, (w) => `/api/timeclock/${orders[w]}?date=${today}`);
  }

  if (MODELS.includes('single-order')) {
    // The model before: one order, its crew clocked through the cycle endlessly by all sessions.
    const orderId = await newOrder('Lasttest Stempeluhr, ein Auftrag');
    const employees = free.slice(0, SINGLE_CREW);
    await prepare(employees, 0); // from midnight on, as before
    const c0 = cpuNow();
    const started = performance.now();
    const until = started + DURATION_S * 1000;
    let sent = 0;
    await Promise.all(
      sessions.map(async (cookie, w) => {
        // Each session owns its own employees, so sessions never wait on each other's row locks.
        const mine = employees.filter((_, i) => i % CONCURRENCY === w);
        for (let k = 0; sent < CLOCK_REQUESTS && performance.now() < until && mine.length; k++) {
          const employeeId = mine[k % mine.length];
          // An employee whose next minute is not reached yet rests.
          if (state.get(employeeId).minute >= nowMinute()) {
            if (mine.every((id) => state.get(id).minute >= nowMinute())) break;
            continue;
          }
          sent++;
          await clockOnce(cookie, orderId, [employeeId]);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuPer(c0, cpuNow(), clockTimes.length);
    const n = clockTimes.length;
    await clockOutAll(() => orderId, employees);
    clockPart(
      `POST /api/timeclock/{orderId}/clock, ${CONCURRENCY} sessions, single-order model`,
      `demo data; ONE order, ${employees.length} employees clocked through in→pause→in→out endlessly, one per request`,
      seconds,
      cpu,
    );
    await viewPart(`GET /api/timeclock/{orderId}, ${CONCURRENCY} sessions, single-order model`, `the one order after ${n} clock requests (${employees.length} employees)`, `/api/timeclock/${orderId}?date=${today}`);
  }
  console.log(`load average after: ${load()}`);
  report(...rows);
} finally {
  await stack?.stop();
}
