#!/usr/bin/env node
// GET /api/v2/employees (search, sort, paging with the current wage and employment joined) against a
// database holding EMPLOYEES employees (default 5000) with two wages and employments each.
// Sequential requests from one client on loopback, bounded by REQUESTS.
import { withBenchServer, benchClient, loginCookie, percentiles, report, benchEmployeesSql } from './bench-stack.mjs';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 5000);
const REQUESTS = Number(process.env.REQUESTS ?? 300);

await withBenchServer(async ({ url, server }) => {
  const c = await benchClient(url);
  await c.query(`
    ${benchEmployeesSql(EMPLOYEES, 'g % 9 <> 0')}
    insert into wage_entry (employee_id, wage, wage_type, valid_from, valid_to)
    select 10000 + g, 13.5, 'WAG'::wage_type, date '2024-01-01', date '2025-12-31' from generate_series(1, ${EMPLOYEES}) g
    union all select 10000 + g, 14.25 + (g % 20) * 0.25, 'WAG'::wage_type, date '2026-01-01', null from generate_series(1, ${EMPLOYEES}) g;
    insert into employment_entry (employee_id, employment_type, valid_from, valid_to)
    select 10000 + g, 'MIN'::employment_type, date '2024-01-01', date '2025-06-30' from generate_series(1, ${EMPLOYEES}) g
    union all select 10000 + g, (array['FUL','MIN','SHO','WORKING_STUDENT'])[1 + g % 4]::employment_type, date '2025-07-01', null from generate_series(1, ${EMPLOYEES}) g;
    analyze;`);
  await c.end();

  const cookie = await loginCookie(server.baseUrl, 'buero');
  const queries = [
    '/api/v2/employees?size=25&page=0&sort=lastName&status=ACTIVE',
    '/api/v2/employees?size=25&page=40&sort=wage,desc',
    '/api/v2/employees?size=25&search=Nachname12&sort=employeeId',
    '/api/v2/employees?size=250&employmentType=FUL&status=ACTIVE',
    '/api/v2/employees?term=Vorname44&projection=LOOKUP',
  ];
  for (const q of queries) {
    const times = [];
    for (let i = 0; i < REQUESTS / queries.length; i++) {
      const t0 = performance.now();
      const res = await fetch(server.baseUrl + q, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${q}: ${res.status}`);
      times.push(performance.now() - t0);
    }
    const { p50, p95 } = percentiles(times);
    console.log(`${q.padEnd(62)} p50 ${p50} ms  p95 ${p95} ms`);
    report({ name: `GET ${q}`, data: `${EMPLOYEES} generated employees (2 wages, 2 employments each) + demo data`, p50, p95 });
  }
}).catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
