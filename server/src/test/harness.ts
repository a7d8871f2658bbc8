/**
 * Integration-test harness: a fresh database per test file on the run's PostgreSQL cluster, migrated
 * and seeded, with the real express app listening on an ephemeral port.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../app.js';
import { Client } from './http-client.js';
import { loadConfig, type Config } from '../config.js';
import { initOrm, migrate } from '../db/orm.js';
import { seedDemo } from '../db/seeds/demo.js';
import { seedDemoRegistrations } from '../db/seeds/demo-registrations.js';
import { seedDemoMonthEnd } from '../db/seeds/demo-monthend.js';
import { seedDemoArchive } from '../db/seeds/demo-archive.js';
import { buildAppSchema } from '../schema.js';
import { createServices, type Services } from '../services.js';

const TEMPLATE = 'it_template';

/** Connection URL of another database on the test cluster. */
function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh database per test file, copied from a template that is migrated and seeded once per run
 * (an advisory lock lets exactly one worker build it; the others wait and copy).
 */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests through `npm test`');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(7215)');
    const exists = await client.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
    if (exists.rowCount === 0) {
      await client.query(`create database "${TEMPLATE}_build"`);
      const orm = await initOrm(urlOf(adminUrl, `${TEMPLATE}_build`));
      await migrate(orm);
      await seedDemo(orm.em.fork());
      await orm.close();
      await client.query(`alter database "${TEMPLATE}_build" rename to "${TEMPLATE}"`);
    }
    const name = `it_${randomBytes(6).toString('hex')}`;
    await client.query(`create database "${name}" template "${TEMPLATE}"`);
    return urlOf(adminUrl, name);
  } finally {
    await client.query('select pg_advisory_unlock(7215)').catch(() => {});
    await client.end();
  }
}

export interface TestApp {
  url: string;
  dbUrl: string;
  orm: MikroORM;
  pool: pg.Pool;
  services: Services;
  config: Config;
  close(): Promise<void>;
}

export async function startTestApp(opts: { dbUrl?: string; env?: Record<string, string>; secret?: string; logger?: Logger } = {}): Promise<TestApp> {
  const dbUrl = opts.dbUrl ?? (await createTestDatabase());
  // Each app its own data directory (uploaded and generated files), removed again on close.
  const dataDir = mkdtempSync(join(tmpdir(), 'inv-it-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: dbUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env });
  const orm = await initOrm(dbUrl);
  await migrate(orm);
  await seedDemo(orm.em.fork());
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  const services = createServices(config, pool, opts.logger ?? pino({ level: 'silent' }));
  await seedDemoRegistrations(orm.em.fork(), services);
  await seedDemoMonthEnd(orm.em.fork(), services);
  await seedDemoArchive(orm.em.fork(), services);
  const { app, apollo, live } = await createApp({
    orm,
    pool,
    schema: await buildAppSchema(),
    services,
    sessionSecret: opts.secret ?? 'integration-test-secret-integration-test-secret',
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    dbUrl,
    orm,
    pool,
    services,
    config,
    async close() {
      await live.stop();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await apollo.stop();
      await pool.end();
      await orm.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { Client };

export const DEMO_LOGINS = ['admin', 'buero', 'teamleiter', 'mitarbeiter', 'aushilfe'] as const;
export type DemoLogin = (typeof DEMO_LOGINS)[number];

/** One logged-in client per demo user, and a GraphQL call as one of them. */
export async function loginDemoUsers(app: TestApp) {
  const clients = {} as Record<DemoLogin, Client>;
  for (const u of DEMO_LOGINS) {
    clients[u] = new Client(app.url);
    await clients[u].login(u);
  }
  const gql = async (who: DemoLogin, query: string, variables?: Record<string, unknown>) => (await clients[who].gql(query, variables)).json;
  return { clients, gql };
}

/** The code and the field errors of a GraphQL answer's first error. */
export const codeOf = (r: any): string | undefined => r.errors?.[0]?.extensions?.code;
export const fieldErrors = (r: any): { path: string; message: string }[] | undefined => r.errors?.[0]?.extensions?.errors;
