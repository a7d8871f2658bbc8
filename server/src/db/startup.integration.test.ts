/**
 * Two instances starting at the same moment on one fresh database: migrations and demo seeding
 * happen once (advisory lock in migrateAndSeed), nobody fails, the lock is released afterwards.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createServices, type Services } from '../services.js';
import { initOrm } from './orm.js';
import { migrateAndSeed, STARTUP_LOCK_KEY, type StartupResult } from './startup.js';
import { DEMO_EXTRA_USERS, DEMO_USERS } from './seeds/demo-accounts.js';

const silent = pino({ level: 'silent' });

interface Instance {
  orm: MikroORM;
  pool: pg.Pool;
  services: Services;
}

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh, empty database (not the harness's migrated template) and N "instances" on it sharing one files directory. */
async function freshDatabase(env: Record<string, string> = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests through `npm test`');
  const name = `it_startup_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = urlOf(adminUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'inv-startup-'));
  const instances: Instance[] = [];
  return {
    url,
    async instance(): Promise<Instance> {
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
      const orm = await initOrm(url);
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      const i = { orm, pool, services: createServices(config, pool, silent) };
      instances.push(i);
      return i;
    },
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query<T>(sql, params)).rows;
      } finally {
        await c.end();
      }
    },
    async drop() {
      for (const i of instances) {
        await i.pool.end().catch(() => {});
        await i.orm.close().catch(() => {});
      }
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

const count = (rows: StartupResult[], pick: (r: StartupResult) => boolean) => rows.filter(pick).length;

describe('two instances start at the same moment (demo data)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let results: StartupResult[];
  beforeAll(async () => {
    db = await freshDatabase();
    const [a, b] = [await db.instance(), await db.instance()];
    results = await Promise.all([a, b].map((i) => migrateAndSeed({ url: db.url, orm: i.orm, services: i.services, demo: true, log: silent })));
  }, 180_000);
  afterAll(async () => db?.drop());

  it('one migrates and seeds, the other waits and finds nothing to do; neither fails', () => {
    expect(count(results, (r) => r.applied.length > 0)).toBe(1);
    expect(count(results, (r) => r.waited)).toBe(1);
    const first = results.find((r) => r.applied.length > 0)!;
    const second = results.find((r) => r !== first)!;
    expect(first.seeded).toEqual({ demo: true, registrations: true, monthEnd: true, archive: true, initialAdmin: false });
    expect(second).toEqual({ applied: [], waited: true, seeded: { demo: false, registrations: false, monthEnd: false, archive: false, initialAdmin: false } });
  });

  it('each migration row once; each demo user once', async () => {
    const migrations = await db.query<{ name: string; n: string }>('select name, count(*) as n from mikro_orm_migrations group by name');
    expect(migrations.length).toBe(results.find((r) => r.applied.length > 0)!.applied.length);
    expect(migrations.every((m) => Number(m.n) === 1)).toBe(true);
    const names = [...DEMO_USERS, ...DEMO_EXTRA_USERS].map((u) => u.username);
    const users = await db.query<{ username: string; n: string }>('select username, count(*) as n from app_user where username = any($1) group by username', [names]);
    expect(users.map((u) => [u.username, Number(u.n)]).sort()).toEqual(names.map((n) => [n, 1]).sort());
    const roles = await db.query<{ name: string; n: string }>('select name, count(*) as n from app_role group by name having count(*) > 1');
    expect(roles).toEqual([]);
  });

  it('the lock is released; a later start (a restart) does nothing and does not wait', async () => {
    const held = await db.query('select 1 from pg_locks where locktype = $1 and objid = $2', ['advisory', STARTUP_LOCK_KEY]);
    expect(held).toEqual([]);
    const c = await db.instance();
    const again = await migrateAndSeed({ url: db.url, orm: c.orm, services: c.services, demo: true, log: silent });
    expect(again).toEqual({ applied: [], waited: false, seeded: { demo: false, registrations: false, monthEnd: false, archive: false, initialAdmin: false } });
  });
});

describe('two instances start at the same moment (no demo data: the initial admin)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let results: StartupResult[];
  beforeAll(async () => {
    db = await freshDatabase({ INITIAL_ADMIN_PASSWORD: 'erstes-passwort-1' });
    const [a, b] = [await db.instance(), await db.instance()];
    results = await Promise.all([a, b].map((i) => migrateAndSeed({ url: db.url, orm: i.orm, services: i.services, demo: false, log: silent })));
  }, 180_000);
  afterAll(async () => db?.drop());

  it('creates the one admin once', async () => {
    expect(count(results, (r) => r.seeded.initialAdmin)).toBe(1);
    expect(count(results, (r) => r.applied.length > 0)).toBe(1);
    expect(await db.query('select username from app_user')).toEqual([{ username: 'admin' }]);
  });
});
