#!/usr/bin/env node
// GET /api/accounting/employees?yearMonth (the monthly accounting overview) against a database holding
// EMPLOYEES extra employees (default 2000) with a year of worklogs each (travel, work and a pause on
// about every second day: ~1 million rows), next to the same aggregate run as raw SQL on the database.
// Sequential requests from one client on loopback, bounded by REQUESTS.
import { accountingSql } from '../../server/dist/modules/worklogs/accounting.service.js';
import { withBenchServer, benchClient, loginCookie, quantile } from './bench-stack.mjs';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 2000);
const REQUESTS = Number(process.env.REQUESTS ?? 40);

const percentiles = (times) => {
  times.sort((a, b) => a - b);
  const p = (x) => quantile(times, x);
  return `p50 ${p(0.5)} ms  p95 ${p(0.95)} ms`;
};

await withBenchServer(async ({ url, server }) => {
  const c = await benchClient(url);
  const t0 = performance.now();
  await c.query(`
    insert into employee (id, first_name, last_name, birthdate, email, company_location_id, active)
    select 10000 + g, 'Vorname' || g, 'Nachname' || (g % 997), date '1990-01-01' + (g % 9000), 'p' || g || '@example.de', 1 + g % 5, true
    from generate_series(1, ${EMPLOYEES}) g;
    insert into wage_entry (employee_id, wage, wage_type, valid_from, valid_to)
    select 10000 + g, 14.25 + (g % 20) * 0.25, 'WAG'::wage_type, date '2024-01-01', null from generate_series(1, ${EMPLOYEES}) g;
    insert into employment_entry (employee_id, employment_type, valid_from, valid_to)
    select 10000 + g, (array['FUL','MIN','SHO','WORKING_STUDENT'])[1 + g % 4]::employment_type, date '2024-01-01', null from generate_series(1, ${EMPLOYEES}) g;
    insert into worklog (date, start, "end", worklog_type, order_id, employee_id, insert_user)
    select d::date, x.start, x.stop, x.t::worklog_type, (select min(id) from orders), 10000 + g, 'bench'
    from generate_series(1, ${EMPLOYEES}) g
    cross join generate_series(current_date - 365, current_date - 1, interval '1 day') d
    cross join (values ('06:30', '07:00', 'TRAVEL'), ('07:00', '15:30', 'WORK'), ('11:00', '11:30', 'PAUSE')) x(start, stop, t)
    where (g + extract(doy from d)::int) % 2 = 0;
    analyze;`);
  const { rows } = await c.query('select count(*)::int as n from worklog');
  console.log(`${EMPLOYEES} extra employees, ${rows[0].n} worklogs (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const month = new Date(Date.now() - 31 * 86400_000).toISOString().slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  const from = `${month}-01`;
  const to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);

  const cookie = await loginCookie(server.baseUrl, 'buero');
  const api = [];
  let count = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(`${server.baseUrl}/api/accounting/employees?yearMonth=${month}`, { headers: { cookie } });
    const body = await res.json();
    if (!res.ok) throw new Error(`overview: ${res.status}`);
    api.push(performance.now() - t);
    count = body._embedded.employees.length;
  }
  if (process.env.EXPLAIN) {
    let k = 0;
    const plan = await c.query(`explain analyze ${accountingSql(false).replace(/\?/g, () => `$${++k}`)}`, [from, to, to, to, to, to]);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  let n = 0;
  const sql = accountingSql(false).replace(/\?/g, () => `$${++n}`);
  const raw = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await c.query(sql, [from, to, to, to, to, to]);
    raw.push(performance.now() - t);
  }
  await c.end();
  console.log(`GET /api/accounting/employees?yearMonth=${month} (${count} rows)  ${percentiles(api)}`);
  console.log(`same aggregate as raw SQL                              ${percentiles(raw)}`);
}).catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
