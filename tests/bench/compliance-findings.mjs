#!/usr/bin/env node
// The compliance findings of a month at volume: EMPLOYEES extra employees (default 2000, a quarter each
// FUL, MIN, SHO and WORKING_STUDENT, some of them minors) with a year of worklogs (the volume of
// worklog-volume.mjs: travel, work and a pause on about every second day, ~1.1 million rows). Sequential
// requests from one client on loopback (REQUESTS each):
//   - GET /api/compliance/findings?yearMonth (last month: every employee's rules computed on the read),
//     beside its yardstick, the same reads as raw SQL (the statements the service sends in one message:
//     the month's entries, employees, wages, employments, the year's month figures and short-term days);
//   - the same for one employee (&employeeId=), the call behind the month-end card's employee filter;
//   - GET /api/monthendclosing/preview?yearMonth (the same month: every employee's payroll rows with the §3b
//     bands and the per-diem split, as the closing writes them), beside its three statements as raw SQL;
//   - GET /api/auth, the floor of every request in the same run.
// Run after `npx tsc -b server`. EXPLAIN=1 prints the plans of the raw statements.
// The payroll statements' module reaches entities, whose decorators need the metadata API loaded first.
import 'reflect-metadata';
import { complianceStatements } from '../../server/dist/modules/compliance/compliance-data.js';
import { payrollStatements } from '../../server/dist/modules/monthend/payroll-data.js';
import { withBenchServer, benchClient, loginCookie, percentiles, report, BENCH_ORDERS_SQL, benchStaffSql, benchYearOfWorklogsSql } from './bench-stack.mjs';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 2000);
const REQUESTS = Number(process.env.REQUESTS ?? 10);
const fmt = (p) => `p50 ${p.p50} ms  p95 ${p.p95} ms`;

await withBenchServer(async ({ url, server }) => {
  const c = await benchClient(url);
  const t0 = performance.now();
  await c.query(`
    ${benchStaffSql(EMPLOYEES, 12.75)}
    ${BENCH_ORDERS_SQL}
    analyze;`);
  await c.query(benchYearOfWorklogsSql(EMPLOYEES));
  await c.query('analyze');
  const month = new Date(Date.now() - 31 * 86400_000).toISOString().slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const total = (await c.query('select count(*)::int as n from worklog')).rows[0].n;
  const employees = (await c.query('select count(*)::int as n from employee')).rows[0].n;
  console.log(`${EMPLOYEES} extra employees, ${total} worklogs; generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const data = `${employees.toLocaleString('de-DE')} employees, ${(total / 1e6).toFixed(1)} M worklogs`;

  const cookie = await loginCookie(server.baseUrl, 'buero');
  const timeApi = async (path, rowsOf) => {
    const times = [];
    let rows = 0;
    for (let i = 0; i < 2; i++) await (await fetch(`${server.baseUrl}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } })).arrayBuffer();
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      const res = await fetch(`${server.baseUrl}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
      const body = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      times.push(performance.now() - t);
      rows = rowsOf(body);
    }
    return { ...percentiles(times), rows };
  };
  // The service's reads as one message of statements with inlined values, as it sends them.
  const scope = (employeeIds) => {
    const from = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
    const sunday = new Date(Date.UTC(y, m - 1, Number(last.slice(8)) + 7)).toISOString().slice(0, 10);
    return { from, to: sunday, yearStart: `${y}-01-01`, until: last, employeeIds, yearMonth: month };
  };
  const timeSql = async (statements) => {
    if (process.env.EXPLAIN) for (const s of statements) console.log((await c.query(`explain analyze ${s}`)).rows.map((r) => r['QUERY PLAN']).join('\n'));
    const times = [];
    let rows = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      const results = await c.query(statements.join(';\n'));
      times.push(performance.now() - t);
      rows = results.reduce((n, r) => n + r.rowCount, 0);
    }
    return { ...percentiles(times), rows };
  };
  // The payroll month's statements one after another, as the service sends them (`?` → $n).
  const timeStatements = async (statements) => {
    const numbered = statements.map(({ sql, params }) => ({ text: sql.replace(/\?(?!\?)/g, ((n) => () => `$${++n}`)(0)), values: params }));
    const times = [];
    let rows = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      rows = 0;
      for (const q of numbered) rows += (await c.query(q)).rowCount;
      times.push(performance.now() - t);
    }
    return { ...percentiles(times), rows };
  };
  const line = (name, p, extra = '') => console.log(`${name.padEnd(64)} ${fmt(p)}  (${p.rows} rows)${extra}`);
  const ratio = (api, raw) => `${(api.p50 / raw.p50).toFixed(2)}× raw SQL p50`;

  const floor = await timeApi('/api/auth', () => 1);
  const all = await timeApi(`/api/compliance/findings?yearMonth=${month}`, (b) => b._embedded.findings.length);
  const allRaw = await timeSql(complianceStatements(scope(null)));
  const one = await timeApi(`/api/compliance/findings?yearMonth=${month}&employeeId=10002`, (b) => b._embedded.findings.length);
  const oneRaw = await timeSql(complianceStatements(scope([10002])));
  line(`GET /api/compliance/findings?yearMonth=${month}`, all, `  ${ratio(all, allRaw)}`);
  line('  its reads as raw SQL (one message)', allRaw);
  line('  the same for one employee (&employeeId=10002)', one, `  ${ratio(one, oneRaw)}`);
  line('  its reads as raw SQL', oneRaw);
  const preview = await timeApi(`/api/monthendclosing/preview?yearMonth=${month}`, (b) => b._embedded.rows.length);
  const previewRaw = await timeStatements(payrollStatements(month));
  line(`GET /api/monthendclosing/preview?yearMonth=${month}`, preview, `  ${ratio(preview, previewRaw)}`);
  line('  its three statements as raw SQL', previewRaw);
  line('GET /api/auth (session lookup: the floor of every request)', floor);
  await c.end();

  report(
    { name: 'GET /api/compliance/findings?yearMonth (every rule, every employee)', data: `${data}; ${all.rows} findings`, p50: all.p50, p95: all.p95, yardstick: { name: 'its reads as raw SQL', p50: allRaw.p50 }, ratio: ratio(all, allRaw) },
    { name: '  the same for one employee', data: `${one.rows} findings`, p50: one.p50, p95: one.p95, yardstick: { name: 'its reads as raw SQL', p50: oneRaw.p50 }, ratio: ratio(one, oneRaw) },
    { name: 'GET /api/monthendclosing/preview?yearMonth (payroll rows, §3b bands, per-diem split)', data: `${preview.rows} rows`, p50: preview.p50, p95: preview.p95, yardstick: { name: 'its statements as raw SQL', p50: previewRaw.p50 }, ratio: ratio(preview, previewRaw) },
    { name: 'GET /api/auth (floor, same run)', data: 'session lookup', p50: floor.p50, p95: floor.p95 },
  );
}).catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
