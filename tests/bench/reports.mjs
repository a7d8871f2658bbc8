#!/usr/bin/env node
// The two reports of the statistics (target: "under 10 s for a year of data at 2,000 employees"):
// EMPLOYEES extra employees (default 2000) with a year of worklogs (travel, work and a pause on about
// every second day, each day on one of 8 orders of that day — 5 of them inventories), positions by
// operator entry (even personnel numbers) or completed tasks (odd). Times, through /graphql as the
// admin: workingHoursReport for last month (all types) and inventoryPerformanceReport for the last
// 365 days, both .xlsx (the second also as CSV), RUNS times each (after `npx tsc -b server`).
import { withBenchServer, benchClient, loginCookie, BENCH_ORDERS_SQL, benchEmployeesSql, benchYearOfWorklogsSql } from './bench-stack.mjs';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 2000);
const RUNS = Number(process.env.RUNS ?? 3);

await withBenchServer(async ({ url, server }) => {
  const c = await benchClient(url);
  const t0 = performance.now();
  await c.query(`
    ${benchEmployeesSql(EMPLOYEES)}
    ${BENCH_ORDERS_SQL}
    ${benchYearOfWorklogsSql(EMPLOYEES)}
    insert into order_operator (order_id, employee_id, operator_number, number_of_positions)
    select order_id, employee_id, 1009 + row_number() over (partition by order_id order by employee_id), 800 + employee_id % 400
    from (select distinct w.order_id, w.employee_id from worklog w join bench_order b on b.id = w.order_id and b.k < 5
          where w.employee_id >= 10000 and w.employee_id % 2 = 0 and w.worklog_type = 'WORK') x;
    insert into order_task (order_id, date, label, positions, employee_id, completed)
    select w.order_id, w.date, 'Regal ' || t, 150 + (w.employee_id + t) % 200, w.employee_id, true
    from worklog w join bench_order b on b.id = w.order_id and b.k < 5 cross join generate_series(1, 4) t
    where w.employee_id >= 10000 and w.employee_id % 2 = 1 and w.worklog_type = 'WORK';
    analyze;`);
  const count = async (table) => (await c.query(`select count(*)::int as n from ${table}`)).rows[0].n;
  console.log(
    `${EMPLOYEES} extra employees, ${await count('worklog')} worklogs, ${await count('orders')} orders, ${await count('order_operator')} operator entries, ` +
      `${await count('order_task')} tasks (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  await c.end();

  const cookie = await loginCookie(server.baseUrl, 'admin');
  const gql = async (query, variables) => {
    const res = await fetch(`${server.baseUrl}/graphql`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
    return body.data;
  };
  const iso = (d) => d.toISOString().slice(0, 10);
  const today = new Date();
  const month = iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 15))).slice(0, 7);
  const from = iso(new Date(Date.now() - 365 * 86400_000));
  const to = iso(new Date(Date.now() - 86400_000));
  const FILE = 'fileName contentBase64';
  const cases = [
    [`workingHoursReport ${month} ALL`, `query($m: String) { r: workingHoursReport(month: $m, orderType: "ALL") { ${FILE} } }`, { m: month }],
    [`inventoryPerformanceReport ${from} … ${to}`, `query($f: String, $t: String) { r: inventoryPerformanceReport(from: $f, to: $t) { ${FILE} } }`, { f: from, t: to }],
    // The same rows as CSV: nearly all of its time is loading, so the difference is the workbook's.
    [`inventoryPerformanceReport ${from} … ${to} (CSV)`, `query($f: String, $t: String) { r: inventoryPerformanceReport(from: $f, to: $t, format: CSV) { ${FILE} } }`, { f: from, t: to }],
  ];
  for (const [name, query, variables] of cases) {
    const times = [];
    let size = 0;
    let fileName = '';
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const { r } = await gql(query, variables);
      times.push(performance.now() - t);
      size = Buffer.from(r.contentBase64, 'base64').length;
      fileName = r.fileName;
    }
    times.sort((a, b) => a - b);
    console.log(`${name}: ${fileName} ${(size / 1024).toFixed(0)} KiB  min ${(times[0] / 1000).toFixed(2)} s  median ${(times[times.length >> 1] / 1000).toFixed(2)} s  max ${(times.at(-1) / 1000).toFixed(2)} s (${RUNS} runs)`);
  }
}).catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
