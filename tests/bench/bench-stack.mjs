// What every benchmark needs: a scratch PostgreSQL cluster with one database, the app server on it
// (demo data seeded at its start), a raw client for bulk data, and a logged-in demo session.
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import pg from 'pg';
import { startDatabase, startServer } from '../scripts/stack.mjs';

/** Runs `run({ url, server })` against a fresh cluster and app server; both are stopped afterwards. */
export async function withBenchServer(run) {
  const db = await startDatabase();
  let server;
  try {
    const url = await db.createDatabase('bench');
    server = await startServer({ databaseUrl: url, dataDir: db.dir, env: { SESSION_SECRET: randomBytes(32).toString('hex') } });
    await run({ url, server });
  } finally {
    await server?.stop();
    await db.stop();
  }
}

/** A raw database client for generating data; the cluster stopping at the end must not mask the real outcome. */
export async function benchClient(url) {
  const c = new pg.Client({ connectionString: url });
  c.on('error', () => {});
  await c.connect();
  return c;
}

/** The session cookie of a demo user (password demo1234). */
export async function loginCookie(baseUrl, username) {
  const login = await fetch(`${baseUrl}/api/login`, { method: 'POST', body: new URLSearchParams({ username, password: 'demo1234' }) });
  return login.headers.get('set-cookie').split(';')[0];
}

/** The value at quantile x (0…1) of sorted times, as "12.3". */
export function quantile(sorted, x) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * x))].toFixed(1);
}

/**
 * Hands benchmark figures to `npm run bench` (tests/bench/run-all.mjs), which prints them as one table:
 * with BENCH_REPORT set, each row is appended to that file as a JSON line. A row:
 *   { name: 'GET /api/…', data: '2 064 employees, 1.1 M worklogs', p50?, p95?, p99? (ms, numbers),
 *     rps? (requests/s), value? (free text, e.g. '171.3 KB brotli'), yardstick?: { name, p50?, rps? },
 *     ratio? (free text, e.g. '1.12× raw SQL p50') }
 * The human-readable lines a script prints stay its own.
 */
export function report(...rows) {
  const file = process.env.BENCH_REPORT;
  if (!file) return;
  for (const row of rows) appendFileSync(file, JSON.stringify(row) + '\n');
}

/** p50/p95/p99 of a list of times in ms, as numbers with one decimal. */
export function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (x) => Number(quantile(sorted, x));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * SQL for the generated volumes: 8 orders a day over the past year (5 of 8 inventories), listed in the
 * temp table bench_order (d = the day, k = 0…7, id) for the worklog inserts that follow.
 */
export const BENCH_ORDERS_SQL = `
    create temp table bench_order (d date, k int, id int);
    with made as (
      insert into orders (name, address, zip, city, order_type, valid_from, valid_to)
      select 'Bench ' || d::date || ' ' || k, 'Weg ' || k, '20095', 'Stadt ' || k,
        (array['INV','INV','INV','INV','INV','BEV','DRY','MFR'])[1 + k]::order_type, d::date, d::date
      from generate_series(current_date - 365, current_date - 1, interval '1 day') d cross join generate_series(0, 7) k
      returning id, valid_from, city)
    insert into bench_order select valid_from, substr(city, 7)::int, id from made;
    create index on bench_order (d, k);
`;

/**
 * SQL: `n` generated employees (benchEmployeesSql) with one open hourly wage from 2024 (`baseWage` €, rising by
 * 0,25 € over 20 steps) and the four employment types in turn.
 */
export const benchStaffSql = (n, baseWage) => `
    ${benchEmployeesSql(n)}
    insert into wage_entry (employee_id, wage, wage_type, valid_from, valid_to)
    select 10000 + g, ${baseWage} + (g % 20) * 0.25, 'WAG'::wage_type, date '2024-01-01', null from generate_series(1, ${n}) g;
    insert into employment_entry (employee_id, employment_type, valid_from, valid_to)
    select 10000 + g, (array['FUL','MIN','SHO','WORKING_STUDENT'])[1 + g % 4]::employment_type, date '2024-01-01', null from generate_series(1, ${n}) g;`;

/**
 * SQL: a year of worklogs (up to yesterday) for the `n` generated employees on the bench orders (BENCH_ORDERS_SQL):
 * travel, work and a pause on about every second day — about 1.1 million rows for 2,000 employees.
 */
export const benchYearOfWorklogsSql = (n) => `
    insert into worklog (date, start, "end", worklog_type, order_id, employee_id, insert_user)
    select b.d, x.start, x.stop, x.t::worklog_type, b.id, 10000 + g, 'bench'
    from generate_series(1, ${n}) g
    cross join generate_series(current_date - 365, current_date - 1, interval '1 day') day
    join bench_order b on b.d = day::date and b.k = g % 8
    cross join (values ('06:30', '07:00', 'TRAVEL'), ('07:00', '15:30', 'WORK'), ('11:00', '11:30', 'PAUSE')) x(start, stop, t)
    where (g + extract(doy from day)::int) % 2 = 0;`;

/** SQL: `n` generated employees with ids 10001… (`active`: an SQL expression over g, the series number). */
export const benchEmployeesSql = (n, active = 'true') => `
    insert into employee (id, first_name, last_name, birthdate, email, company_location_id, active)
    select 10000 + g, 'Vorname' || g, 'Nachname' || (g % 997), date '1990-01-01' + (g % 9000), 'p' || g || '@example.de', 1 + g % 5, ${active}
    from generate_series(1, ${n}) g;`;
