#!/usr/bin/env node
// Worklog reads at volume, one generated volume for three screens: EMPLOYEES extra employees
// (default 2000) with a year of worklogs (travel, work and a pause on about every second day, each day on
// one of 8 orders of that day: ~1.1 million rows, inserted in one statement through the worklog triggers),
// plus one big inventory order in last month: 60 employees × 5 days in the evening (900 worklogs).
// Sequential requests from one client on loopback (REQUESTS each), each next to its yardstick run as raw
// SQL on the database in the same run:
//   - GET /api/accounting/employees?yearMonth (accounting overview) vs the SQL it runs on the stored month
//     figures, and the from-scratch aggregate over the worklog rows (the old query; the figures must equal it);
//   - GET /api/v2/employees/{id}/worklogs?yearMonth (hours overview: one employee, one month);
//   - GET /api/v2/orders/{id}/worklogs?yearMonth (order worklogs tab: the big order).
// Each API figure twice: as a browser receives it (accept-encoding gzip, deflate, br: the on-the-fly brotli of
// server/src/compression.ts, decoded by the client) and with accept-encoding identity (no transport work, the
// fair match for raw SQL, which compresses nothing). The in-process cost of compressing the overview's
// answer (brotli quality 4, gzip default) is printed beside it.
// Run after `npx tsc -b server`. EXPLAIN=1 prints the plans.
import { accountingParams, accountingScratchSql, accountingSql } from '../../server/dist/modules/worklogs/accounting.service.js';
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { withBenchServer, benchClient, loginCookie, percentiles, report, BENCH_ORDERS_SQL, benchStaffSql, benchYearOfWorklogsSql } from './bench-stack.mjs';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 2000);
const REQUESTS = Number(process.env.REQUESTS ?? 40);
const numbered = (sql) => {
  let k = 0;
  return sql.replace(/\?/g, () => `$${++k}`);
};
const fmt = (p) => `p50 ${p.p50} ms  p95 ${p.p95} ms`;

// The rows a worklog list needs, as the database gives them (the lists' yardstick).
const LIST_SQL = (where) => `
  select w.id, w.date, w.start, w."end", w.worklog_type, w.comment, w.open, w.insert_user, w.insert_time, w.update_user, w.update_time,
    o.id as order_id, o.name as order_name, e.id as employee_id, e.first_name, e.last_name
  from worklog w join orders o on o.id = w.order_id join employee e on e.id = w.employee_id
  where ${where} and w.date between $2 and $3 order by w.date, w.start`;

await withBenchServer(async ({ url, server }) => {
  const c = await benchClient(url);
  const t0 = performance.now();
  await c.query(`
    ${benchStaffSql(EMPLOYEES, 14.25)}
    ${BENCH_ORDERS_SQL}
    analyze;`);
  const tInsert = performance.now();
  await c.query(benchYearOfWorklogsSql(EMPLOYEES));
  const insertSeconds = (performance.now() - tInsert) / 1000;
  // What the month-figure trigger took of it: the same recompute of every employee-month once more.
  const tRefresh = performance.now();
  await c.query(`select employee_month_time_refresh(array_agg(employee_id), array_agg(ym)) from (select distinct employee_id, to_char(date, 'YYYY-MM') as ym from worklog) x`);
  const refreshSeconds = (performance.now() - tRefresh) / 1000;

  const month = new Date(Date.now() - 31 * 86400_000).toISOString().slice(0, 7);
  const [y, m] = month.split('-').map(Number);
  const from = `${month}-01`;
  const to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  // The big inventory: 60 employees, the 10th to the 14th of last month, 16:00–22:00 after their day shift.
  const big = (
    await c.query(`
      with o as (insert into orders (name, address, zip, city, order_type, valid_from, valid_to)
        values ('Bench Großinventur', 'Weg 1', '20095', 'Stadt', 'INV', $1::date + 9, $1::date + 13) returning id)
      insert into worklog (date, start, "end", worklog_type, order_id, employee_id, insert_user)
      select $1::date + 9 + d, x.start, x.stop, x.t::worklog_type, (select id from o), 10000 + g, 'bench'
      from generate_series(1, 60) g cross join generate_series(0, 4) d
      cross join (values ('15:30', '16:00', 'TRAVEL'), ('16:00', '22:00', 'WORK'), ('19:00', '19:30', 'PAUSE')) x(start, stop, t)
      returning order_id`,
      [from],
    )
  ).rows[0].order_id;
  await c.query('analyze');
  const count = async (sql, params = []) => (await c.query(sql, params)).rows[0].n;
  const total = await count('select count(*)::int as n from worklog');
  const inMonth = await count('select count(*)::int as n from worklog where date between $1 and $2', [from, to]);
  const employees = await count('select count(*)::int as n from employee');
  console.log(
    `${EMPLOYEES} extra employees, ${total} worklogs (${inMonth} in ${month}); generated in ${((performance.now() - t0) / 1000).toFixed(1)} s, ` +
      `of which the one-statement worklog insert incl. its triggers ${insertSeconds.toFixed(1)} s ` +
      `(recomputing every employee-month, what the month-figure trigger does: ${refreshSeconds.toFixed(1)} s)`,
  );
  const data = `${employees.toLocaleString('de-DE')} employees, ${(total / 1e6).toFixed(1)} M worklogs (${inMonth.toLocaleString('de-DE')} in the month)`;

  const cookie = await loginCookie(server.baseUrl, 'buero');
  const BROWSER = 'gzip, deflate, br';
  const timeApi = async (path, rowsOf, encoding = 'identity') => {
    const times = [];
    let rows = 0;
    let coding = 'identity';
    // A few untimed requests first: whichever encoding is measured first must not pay V8's warm-up.
    for (let i = 0; i < 5; i++) await (await fetch(`${server.baseUrl}${path}`, { headers: { cookie, 'accept-encoding': encoding } })).arrayBuffer();
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      const res = await fetch(`${server.baseUrl}${path}`, { headers: { cookie, 'accept-encoding': encoding } });
      const body = await res.json();
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      times.push(performance.now() - t);
      rows = rowsOf(body);
      coding = res.headers.get('content-encoding') ?? 'identity';
    }
    return { ...percentiles(times), rows, coding };
  };
  // Both ways; the identity figure is the one compared with raw SQL in the README (docs/decisions/performance-architecture.md#PERF-16).
  const timeBoth = async (path, rowsOf) => ({ plain: await timeApi(path, rowsOf), browser: await timeApi(path, rowsOf, BROWSER) });
  const timeSql = async (sql, params) => {
    if (process.env.EXPLAIN) console.log((await c.query(`explain analyze ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n'));
    const times = [];
    let rows = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      rows = (await c.query(sql, params)).rowCount;
      times.push(performance.now() - t);
    }
    return { ...percentiles(times), rows };
  };
  const line = (name, p, extra = '') => console.log(`${name.padEnd(58)} ${fmt(p)}  (${p.rows} rows)${extra}`);
  const ratio = (api, raw) => `${(api.p50 / raw.p50).toFixed(2)}× raw SQL p50`;
  const both = (name, { plain, browser }, raw) => {
    line(`${name} identity`, plain, `  ${ratio(plain, raw)}`);
    line(`  the same, accept-encoding ${BROWSER} (got ${browser.coding})`, browser, `  ${ratio(browser, raw)}`);
  };

  // The stored figures must equal the from-scratch aggregate (the integration test proves it on every change).
  const summaryRows = (await c.query(numbered(accountingSql(false)), accountingParams(false, from, to, null))).rows;
  const scratchRows = (await c.query(numbered(accountingScratchSql(false)), accountingParams(true, from, to, null))).rows;
  const same = (a, b) => a.length === b.length && a.every((r, i) => Object.keys(r).every((k) => String(r[k]) === String(b[i][k])));
  if (!same(summaryRows, scratchRows)) {
    const i = summaryRows.findIndex((r, j) => JSON.stringify(r) !== JSON.stringify(scratchRows[j]));
    throw new Error(`stored month figures differ from the from-scratch aggregate (${summaryRows.length}/${scratchRows.length} rows): ${JSON.stringify(summaryRows[i])} ≠ ${JSON.stringify(scratchRows[i])}`);
  }

  // The stack's floor: a session lookup with the smallest answer, measured the same way.
  const floor = await timeApi('/api/auth', () => 1);
  if (process.env.PROF_MARK) writeFileSync(`${process.env.PROF_MARK}/go`, '');
  const accBoth = await timeBoth(`/api/accounting/employees?yearMonth=${month}`, (b) => b._embedded.employees.length);
  const accApi = accBoth.plain;
  const accRaw = await timeSql(numbered(accountingSql(false)), accountingParams(false, from, to, null));
  const accScratch = await timeSql(numbered(accountingScratchSql(false)), accountingParams(true, from, to, null));
  both(`GET /api/accounting/employees?yearMonth=${month}`, accBoth, accRaw);
  line('  its SQL on the stored month figures (employee_month_time)', accRaw);
  line('  from scratch over the worklog rows (the query before)', accScratch);

  const employee = 10002;
  const hoursBoth = await timeBoth(`/api/v2/employees/${employee}/worklogs?yearMonth=${month}`, (b) => b._embedded.worklogs.length);
  const hoursApi = hoursBoth.plain;
  const hoursRaw = await timeSql(LIST_SQL('w.employee_id = $1'), [employee, from, to]);
  both(`GET /api/v2/employees/${employee}/worklogs?yearMonth=${month}`, hoursBoth, hoursRaw);
  line('  the same rows as raw SQL', hoursRaw);

  const orderBoth = await timeBoth(`/api/v2/orders/${big}/worklogs?yearMonth=${month}`, (b) => b._embedded.worklogs.length);
  const orderApi = orderBoth.plain;
  const orderRaw = await timeSql(LIST_SQL('w.order_id = $1'), [big, from, to]);
  both(`GET /api/v2/orders/${big}/worklogs?yearMonth=${month}`, orderBoth, orderRaw);
  line('  the same rows as raw SQL', orderRaw);
  // What compressing the overview's answer costs in-process (the middleware's settings).
  const accBody = Buffer.from(await (await fetch(`${server.baseUrl}/api/accounting/employees?yearMonth=${month}`, { headers: { cookie, 'accept-encoding': 'identity' } })).text());
  const timeFn = (fn) => {
    const times = [];
    let out;
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      out = fn();
      times.push(performance.now() - t);
    }
    return { ...percentiles(times), rows: 1, bytes: out.length };
  };
  const br4 = timeFn(() => brotliCompressSync(accBody, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: accBody.length } }));
  const gz = timeFn(() => gzipSync(accBody));
  line(`  compressing its ${Math.round(accBody.length / 1024)} KB answer, brotli quality 4`, br4, `  → ${Math.round(br4.bytes / 1024)} KB`);
  line('  the same, gzip (default level)', gz, `  → ${Math.round(gz.bytes / 1024)} KB`);
  // The REST face's GraphQL execution of the overview alone, in this process: the route's own document over
  // the 2 058 rows of the answer (the resolver stubbed to return them), graphql-js `execute` vs the compiled
  // document the router runs (server-rest-compat/src/jit.ts). Free of HTTP, SQL and the shared machine's noise.
  const execution = await (async () => {
    await import('reflect-metadata');
    const { execute, parse } = await import('graphql');
    const { buildAppSchema } = await import('../../server/dist/schema.js');
    const { createRestApi } = await import('@inv/server-rest-compat');
    const jit = await import('../../server-rest-compat/dist/jit.js').catch(() => null);
    const schema = await buildAppSchema();
    const source = createRestApi({ schema, contextFor: () => ({}), formatError: (e) => e.toJSON() }).documents.find((d) => d.includes('accountingEmployees('));
    const items = JSON.parse(accBody.toString())._embedded.employees;
    schema.getQueryType().getFields().accountingEmployees.resolve = async () => items;
    const document = parse(source);
    const contextValue = { user: { authorities: ['Superadmin'], mustChangePassword: false, secondFactorEnabled: true }, requestId: 'bench' };
    const variableValues = { ym: month };
    const timeRun = async (run) => {
      for (let i = 0; i < 20; i++) await run();
      const times = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t = performance.now();
        const r = await run();
        times.push(performance.now() - t);
        if (r.errors) throw r.errors[0];
      }
      return { ...percentiles(times), rows: items.length };
    };
    const plain = await timeRun(() => execute({ schema, document, contextValue, variableValues }));
    const compiled = jit ? await timeRun(((c) => () => c.run(contextValue, variableValues))(jit.compileDocument(schema, document))) : null;
    line('  its GraphQL execution in-process, graphql-js execute', plain);
    if (compiled) line('  the same, compiled by graphql-jit (what the REST face runs)', compiled);
    return { plain, compiled };
  })();
  // What the month-figure triggers add to a single write: one worklog inserted and deleted, with them and without.
  const oneWrite = async () => {
    const times = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      const { rows: made } = await c.query(
        `insert into worklog (date, start, "end", worklog_type, order_id, employee_id, insert_user) values ($1::date + 20, '23:00', '23:30', 'WORK', $2, 10001, 'bench') returning id`,
        [from, big],
      );
      await c.query('delete from worklog where id = $1', [made[0].id]);
      times.push(performance.now() - t);
    }
    return { ...percentiles(times), rows: 2 };
  };
  const withTriggers = await oneWrite();
  await c.query('alter table worklog disable trigger worklog_month_time_insert, disable trigger worklog_month_time_delete');
  const withoutTriggers = await oneWrite();
  await c.query('alter table worklog enable trigger worklog_month_time_insert, enable trigger worklog_month_time_delete');
  if (process.env.PROF_MARK) {
    writeFileSync(`${process.env.PROF_MARK}/stop`, '');
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  line('GET /api/auth (session lookup: the floor of every request)', floor);
  line('one worklog inserted and deleted (raw SQL), with the month triggers', withTriggers);
  line('  the same without them', withoutTriggers);
  await c.end();

  const row = (name, rows, api, raw, yardName) => ({
    name, data: `${data}; ${rows}`, p50: api.p50, p95: api.p95, yardstick: { name: yardName, p50: raw.p50 }, ratio: ratio(api, raw),
  });
  report(
    row('GET /api/accounting/employees?yearMonth (accounting overview)', `${accApi.rows} rows, identity`, accApi, accRaw, 'its SQL on the stored month figures'),
    row('  the same as a browser receives it', `accept-encoding ${BROWSER} → ${accBoth.browser.coding}`, accBoth.browser, accRaw, 'its SQL on the stored month figures'),
    { name: '  its GraphQL execution in-process (2 058 rows)', data: 'graphql-js execute / compiled (graphql-jit)', value: `execute p50 ${execution.plain.p50} ms${execution.compiled ? `, compiled p50 ${execution.compiled.p50} ms` : ''}` },
    { name: `  compressing its ${Math.round(accBody.length / 1024)} KB answer in-process`, data: 'brotli quality 4 / gzip', value: `brotli p50 ${br4.p50} ms (${Math.round(br4.bytes / 1024)} KB), gzip p50 ${gz.p50} ms (${Math.round(gz.bytes / 1024)} KB)` },
    { name: 'accounting overview SQL from scratch over the worklogs (the query before)', data, p50: accScratch.p50, p95: accScratch.p95, yardstick: { name: 'its SQL on the stored month figures', p50: accRaw.p50 }, ratio: `${(accScratch.p50 / accRaw.p50).toFixed(1)}× the stored figures` },
    row('GET /api/v2/employees/{id}/worklogs?yearMonth (hours overview)', `one employee, ${hoursApi.rows} rows, identity`, hoursApi, hoursRaw, 'the same rows as raw SQL'),
    row('  the same as a browser receives it', `accept-encoding ${BROWSER} → ${hoursBoth.browser.coding}`, hoursBoth.browser, hoursRaw, 'the same rows as raw SQL'),
    row('GET /api/v2/orders/{id}/worklogs?yearMonth (order worklogs)', `60 employees × 5 days, ${orderApi.rows} rows, identity`, orderApi, orderRaw, 'the same rows as raw SQL'),
    row('  the same as a browser receives it', `accept-encoding ${BROWSER} → ${orderBoth.browser.coding}`, orderBoth.browser, orderRaw, 'the same rows as raw SQL'),
    { name: 'GET /api/auth (floor, same run)', data: 'session lookup', p50: floor.p50, p95: floor.p95 },
    { name: 'one worklog inserted and deleted, raw SQL (month-figure triggers)', data, p50: withTriggers.p50, p95: withTriggers.p95, yardstick: { name: 'without the triggers', p50: withoutTriggers.p50 }, ratio: `${(withTriggers.p50 / withoutTriggers.p50).toFixed(2)}× without` },
    { name: 'one-statement insert of the year of worklogs (with triggers)', data: `${(total / 1e6).toFixed(1)} M worklogs`, value: `${insertSeconds.toFixed(1)} s, of which month figures ${refreshSeconds.toFixed(1)} s` },
  );
}).catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
