/**
 * The fuzz tests' own world: one app server with demo data on its own database (in the cluster of
 * TEST_DATABASE_URL, else a cluster of its own), so accepted fuzz calls never touch the shared demo
 * data and row counts stay quiet. Row-count snapshots, the two callers, and the findings a file reports.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Client } from '../../../server/src/test/http-client.js';
import { LONG, recordProof } from '../report.js';
// @ts-expect-error plain ES module without types
import { startDatabase, startServer } from '../../scripts/stack.mjs';

/**
 * Tables left out of the row counts, and why:
 * - http_session: the session store; every request may create or touch its session row.
 * - login_limit, login_throttle_window: throttling counters, written by refused logins and wrong codes on purpose.
 * - order_month_summary, order_month_summary_dirty: derived caches; the minute-by-minute job
 *   (jobs.ts) recomputes and clears them independently of any call. Their sources (worklog,
 *   per_diem, cash_flow, orders) are counted, so a half-written source still shows.
 * audit_event is counted without the actions a refused call writes by design (FORBIDDEN on its own
 * connection, failed and locked logins).
 */
export const UNCOUNTED_TABLES = ['http_session', 'login_limit', 'login_throttle_window', 'order_month_summary', 'order_month_summary_dirty'];
const REFUSAL_AUDIT_ACTIONS = ['FORBIDDEN', 'LOGIN_FAILED', 'LOGIN_LOCKED'];

const COUNT_SQL = `
select t.table_name as name,
  (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from public.%I%s', t.table_name,
     case when t.table_name = 'audit_event' then ' where action <> all(''{${REFUSAL_AUDIT_ACTIONS.join(',')}}'')' else '' end),
   false, true, '')))[1]::text::bigint as n
from information_schema.tables t
where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name <> all($1)
order by 1`;

export type Counts = Record<string, number>;

export interface FuzzEnv {
  base: string;
  db: pg.Client;
  admin: Client;
  mitarbeiter: Client;
  /** Row counts of every counted table, one statement. */
  counts(): Promise<Counts>;
  /** Ids that exist, per table (plausible values for Int arguments and path ids). */
  ids: Record<string, number[]>;
  uuids: { registration: string[]; confirmation: string[] };
  /** Logs a caller in again when a fuzz call ended its session (logout, own account changed). */
  relogin(caller: 'admin' | 'mitarbeiter'): Promise<void>;
  /** The server's error lines for a request id (the log carries no bodies: logger/log-safety.ts). */
  errorsOf(requestId: string): string[];
  stop(keepLog?: boolean): Promise<void>;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;
}

export function diffCounts(before: Counts, after: Counts): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).map((n) => `${n} ${before[n]}→${after[n]}`);
}

/** Starts the fuzz server on a database of its own (`inv_fuzz_<tag>_<pid>`). */
export async function startFuzzEnv(tag: string): Promise<FuzzEnv> {
  const dataDir = mkdtempSync(join(tmpdir(), `inv-fuzz-${tag}-`));
  let ownCluster: { stop(): Promise<void>; adminUrl: string } | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    ownCluster = await startDatabase();
    adminUrl = ownCluster!.adminUrl;
  }
  const dbName = `inv_fuzz_${tag}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${dbName}`;
  const server = await startServer({ databaseUrl: url.toString(), dataDir, env: { LOG_LEVEL: 'error' } });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();

  const clients = { admin: new Client(server.baseUrl), mitarbeiter: new Client(server.baseUrl) };
  // Accepted fuzz calls may lock a caller out (own employee deactivated, welcome letter with a fresh
  // password, roles changed): the login is put back as it was at the start, between cases.
  const ACCOUNT = `password_hash, enabled, must_change_password, initial_password_expires_at, totp_secret, totp_pending_secret, totp_enabled_at, totp_last_step, recovery_code_hashes`;
  const accounts = (await db.query(`select id, username, ${ACCOUNT} from app_user where username = any($1)`, [['admin', 'mitarbeiter']])).rows;
  const roles = (await db.query(`select user_id, role_id from app_user_role where user_id = any($1)`, [accounts.map((a) => a.id)])).rows;
  const restore = async (caller: 'admin' | 'mitarbeiter') => {
    const a = accounts.find((x) => x.username === caller)!;
    const cols = ACCOUNT.split(', ');
    await db.query(`update app_user set ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`, [a.id, ...cols.map((c) => a[c])]);
    await db.query(`delete from app_user_role where user_id = $1`, [a.id]);
    for (const r of roles.filter((x) => x.user_id === a.id)) await db.query(`insert into app_user_role (user_id, role_id) values ($1, $2)`, [r.user_id, r.role_id]);
    await db.query(`delete from login_limit`);
  };
  const relogin = async (caller: 'admin' | 'mitarbeiter') => {
    clients[caller].cookie = '';
    let res = await clients[caller].login(caller);
    if (res.status >= 400) {
      await restore(caller);
      res = await clients[caller].login(caller);
    }
    if (res.status >= 400) throw new Error(`login of ${caller} failed: ${res.status}`);
  };
  await relogin('admin');
  await relogin('mitarbeiter');

  const ids: Record<string, number[]> = {};
  const { rows: idTables } = await db.query(
    `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id' and data_type in ('integer', 'bigint', 'smallint')`,
  );
  for (const { table_name } of idTables) {
    const { rows } = await db.query(`select id from public."${table_name}" order by id limit 4`);
    ids[table_name] = rows.map((r) => Number(r.id));
  }
  const registration = (await db.query(`select uuid from registration order by created_at limit 3`)).rows.map((r) => r.uuid);
  const confirmation = (await db.query(`select uuid from inventory_confirmation limit 3`).catch(() => ({ rows: [] as any[] }))).rows.map((r) => r.uuid);

  return {
    base: server.baseUrl,
    db,
    admin: clients.admin,
    mitarbeiter: clients.mitarbeiter,
    ids,
    uuids: { registration, confirmation },
    relogin,
    async counts() {
      const { rows } = await db.query(COUNT_SQL, [UNCOUNTED_TABLES]);
      // The local file store too: a refused upload must leave no file behind.
      return { ...Object.fromEntries(rows.map((r) => [r.name, Number(r.n)])), 'file store': countFiles(join(dataDir, 'app', 'files')) };
    },
    errorsOf(requestId: string) {
      return readFileSync(server.logFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes(requestId) && l.includes('"level":50'))
        .map((l) => {
          const e = JSON.parse(l);
          return `${e.msg}: ${e.err?.type ?? ''} ${String(e.err?.message ?? '').slice(0, 200)} ${String(e.err?.stack ?? '').split('\n').slice(1, 4).join(' | ')}`;
        });
    },
    async stop(keepLog = false) {
      await db.end().catch(() => {});
      await server.stop();
      if (keepLog) {
        copyFileSync(server.logFile, join(tmpdir(), `inv-fuzz-${tag}.log`));
        console.log(`fuzz server log kept: ${join(tmpdir(), `inv-fuzz-${tag}.log`)}`);
      }
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${dbName}" with (force)`).catch(() => {});
      await c.end();
      await ownCluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bounded in `npm test`, many more with `npm run proof -- --long`; FUZZ_SEED replays a run. */
export const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : LONG ? Date.now() % 2 ** 31 : 20;
export const runs = (bounded: number, long: number) => (process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : LONG ? long : bounded);

/** What one file found: every case, every answer ≥ 500, every refused call that changed a row count. */
export class Findings {
  cases = 0;
  errors500: string[] = [];
  partialWrites: string[] = [];
  /** fast-check's own reports (seed, path, counterexample) of the properties that failed. */
  failures: string[] = [];
  /** REST 422 answers without the documented [{path, message}] body. */
  shapes: string[] = [];
  /** Cases answered only after more than 10 s (reported, not failed: the machine may be busy). */
  slow: string[] = [];
  /** Answers per operation (`FUZZ_STATS=1` prints them): how deep the cases got. */
  outcomes = new Map<string, Map<string, number>>();
  constructor(readonly name: 'graphql' | 'rest' | 'multipart') {}

  static readonly CLEAN = { errors500: [], partialWrites: [], failures: [], shapes: [] };

  record() {
    recordProof('fuzz', this.name, { cases: this.cases, errors500: this.errors500.length, partialWrites: this.partialWrites.length });
  }

  /** What was found since `mark` (a test checks only its own cases). */
  mark() {
    return { errors500: this.errors500.length, partialWrites: this.partialWrites.length, failures: this.failures.length, shapes: this.shapes.length };
  }

  since(m: ReturnType<Findings['mark']>) {
    return {
      errors500: this.errors500.slice(m.errors500),
      partialWrites: this.partialWrites.slice(m.partialWrites),
      failures: this.failures.slice(m.failures),
      shapes: this.shapes.slice(m.shapes),
    };
  }

  note(what: string, outcome: string) {
    const m = this.outcomes.get(what) ?? new Map<string, number>();
    m.set(outcome, (m.get(outcome) ?? 0) + 1);
    this.outcomes.set(what, m);
  }

  stats(): string {
    return [...this.outcomes].map(([what, m]) => `${what}: ${[...m].map(([o, n]) => `${o}×${n}`).join(' ')}`).join('\n');
  }

  summary(): string {
    const list = (l: string[]) => l.slice(0, 20).join('\n  ');
    return [
      `fuzz ${this.name}: ${this.cases} cases, ${this.errors500.length} answers ≥ 500, ${this.partialWrites.length} partial writes (seed ${SEED})`,
      this.errors500.length ? `answers ≥ 500:\n  ${list(this.errors500)}` : '',
      this.partialWrites.length ? `partial writes:\n  ${list(this.partialWrites)}` : '',
      this.shapes.length ? `422 bodies:\n  ${list(this.shapes)}` : '',
      this.slow.length ? `slow answers:\n  ${list(this.slow)}` : '',
      this.failures.length ? `fast-check:\n  ${this.failures.slice(0, 5).join('\n  ')}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  }
}

/** A short, log-safe picture of a value (no long strings, no bodies in full). */
export function brief(v: unknown, max = 300): string {
  let s: string;
  try {
    s = JSON.stringify(v, (_k, x) => (typeof x === 'string' && x.length > 40 ? `${x.slice(0, 20)}…(${x.length})` : Array.isArray(x) && x.length > 8 ? [...x.slice(0, 4), `…(${x.length})`] : x));
  } catch {
    s = String(v);
  }
  return s === undefined ? 'undefined' : s.length > max ? `${s.slice(0, max)}…` : s;
}
