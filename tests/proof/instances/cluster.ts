/**
 * Two app instances on one PostgreSQL behind a round-robin proxy, files in an S3 protocol server
 * (s3rver) started here: the topology of docker-compose.yml on one machine, for the two-instance proof.
 * Each instance has its own DATA_DIR (nothing shared on disk) and the same SESSION_SECRET.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import httpProxy from 'http-proxy';
import pg from 'pg';
// @ts-expect-error s3rver ships no types; the few calls below are all we use.
import S3rver from 's3rver';

/** tests/scripts/stack.mjs, used as it is (plain JavaScript: typed here by what we call). */
interface StackApi {
  freePort(): Promise<number>;
  startDatabase(): Promise<{ dir: string; adminUrl: string; createDatabase(name: string): Promise<string>; stop(): Promise<void> }>;
  startServer(opts: { databaseUrl: string; dataDir: string; env?: Record<string, string> }): Promise<{ baseUrl: string; logFile: string; pid: number; stop(): Promise<void> }>;
}
const stack = (await import(new URL('../../scripts/stack.mjs', import.meta.url).href)) as StackApi;
export const { freePort } = stack;

export const S3_BUCKET = 'inv-proof';

export interface Instance {
  readonly name: string;
  baseUrl: string;
  pid: number;
  /** This instance's own DATA_DIR (the files directory of the local store would live below it). */
  readonly dataDir: string;
  logFile: string;
  alive: boolean;
  /** Date.now() when it last answered its health check after a start. */
  upSince: number;
}

/** The proxy's view of one upstream: down after a failed request, until the test says otherwise. */
interface Upstream {
  instance: Instance;
  down: boolean;
  /** Requests sent to it, and how many of those failed (answered 502 by the proxy). */
  sent: number;
  failed: number;
}

export interface Cluster {
  readonly proxyUrl: string;
  readonly databaseUrl: string;
  readonly instances: Instance[];
  readonly s3: { endpoint: string; bucket: string; directory: string };
  /** How the proxy's requests split over the instances so far: sent and failed per instance name. */
  proxyStats(): Record<string, { sent: number; failed: number; down: boolean }>;
  resetProxyStats(): void;
  /** One query on the app database. */
  sql<T extends pg.QueryResultRow = any>(text: string, params?: unknown[]): Promise<pg.QueryResult<T>>;
  /** With `reference`: one query on the database one instance alone started and seeded (then stopped). */
  referenceSql<T extends pg.QueryResultRow = any>(text: string, params?: unknown[]): Promise<pg.QueryResult<T>>;
  /** kill -9: no shutdown, no goodbye to the database or the proxy. */
  kill(name: string): void;
  /** Starts a killed (or stopped) instance again on its own DATA_DIR; the proxy takes it back. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Instance names; every one is started at the same moment (scenario "startup on a fresh database"). */
  names?: string[];
  /**
   * Also start one instance alone on a second fresh database (after the others, then stopped): what a
   * single seeding leaves, for comparing row counts.
   */
  reference?: boolean;
}

/** The S3 environment every instance gets (the variable names the app's configuration reads). */
export function s3Env(endpoint: string): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET,
    // s3rver's fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
}

export interface ClusterStart {
  cluster: Cluster;
  /** Instances whose first start failed (then started once more, alone): empty when both came up together. */
  failedFirstStart: { name: string; error: string }[];
}

export async function startCluster(opts: ClusterOptions = {}): Promise<ClusterStart> {
  const names = opts.names ?? ['A', 'B'];
  const work = mkdtempSync(join(tmpdir(), 'inv-instances-'));
  const db = await stack.startDatabase();
  const stops: (() => Promise<unknown>)[] = [() => db.stop()];
  try {
    const databaseUrl = await db.createDatabase('inv_cluster');

    const s3Dir = join(work, 's3');
    mkdirSync(s3Dir);
    const s3Port = await freePort();
    const s3 = new S3rver({ port: s3Port, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
    await s3.run();
    stops.push(() => s3.close());
    const endpoint = `http://127.0.0.1:${s3Port}`;

    // One secret for all: a session cookie signed by one instance must verify on the other.
    const env = { ...s3Env(endpoint), SESSION_SECRET: 'proof-instances-'.padEnd(64, '0123456789abcdef') };
    const servers = new Map<string, Awaited<ReturnType<StackApi['startServer']>>>();
    const instances: Instance[] = names.map((name) => {
      const dataDir = join(work, `instance-${name}`);
      mkdirSync(dataDir);
      return { name, baseUrl: '', pid: 0, dataDir, logFile: '', alive: false, upSince: 0 };
    });
    const boot = async (inst: Instance) => {
      const server = await stack.startServer({ databaseUrl, dataDir: inst.dataDir, env });
      servers.set(inst.name, server);
      Object.assign(inst, { baseUrl: server.baseUrl, pid: server.pid, logFile: server.logFile, alive: true, upSince: Date.now() });
    };
    stops.push(() => Promise.all([...servers.values()].map((s) => s.stop())));

    const reference = async () => {
      if (!opts.reference) return undefined;
      const url = await db.createDatabase('inv_reference');
      const dataDir = join(work, 'reference');
      mkdirSync(dataDir);
      const server = await stack.startServer({ databaseUrl: url, dataDir, env });
      await server.stop();
      return url;
    };
    // At the same moment: the race the advisory lock around migrations and seeding must win.
    const first = await Promise.allSettled(instances.map(boot));
    // The reference after the race, not beside it: on a busy machine a third seeding instance could
    // push the waiting one past startServer's 60 s limit.
    const referenceUrl = await reference();
    const failedFirstStart: ClusterStart['failedFirstStart'] = [];
    for (const [i, r] of first.entries()) {
      if (r.status === 'rejected') failedFirstStart.push({ name: instances[i].name, error: String(r.reason?.message ?? r.reason) });
    }
    // A lost race is recorded by the caller; the other scenarios still get their two instances.
    for (const f of failedFirstStart) await boot(instances.find((i) => i.name === f.name)!);

    const upstreams: Upstream[] = instances.map((instance) => ({ instance, down: false, sent: 0, failed: 0 }));
    const proxy = httpProxy.createProxyServer({ agent: new http.Agent({ keepAlive: true, maxSockets: 64 }), xfwd: false });
    // http-proxy reports a failed connection, not an answer cut off mid-body (the instance died while
    // sending it): without this the client would wait for the rest forever. Its socket is closed instead.
    proxy.on('proxyRes', (proxyRes, _req, res) => {
      proxyRes.on('close', () => {
        if (!proxyRes.complete) res.destroy();
      });
    });
    let next = 0;
    const pick = () => {
      for (let k = 0; k < upstreams.length; k++) {
        const u = upstreams[(next + k) % upstreams.length];
        if (!u.down) {
          next = (next + k + 1) % upstreams.length;
          return u;
        }
      }
      return undefined;
    };
    const proxyServer = http.createServer((req, res) => {
      const u = pick();
      if (!u) {
        res.writeHead(502).end();
        return;
      }
      u.sent++;
      proxy.web(req, res, { target: u.instance.baseUrl }, () => {
        // Refused or reset: this request was not answered by the app (502, never retried: a write may
        // or may not have happened); later requests go to the instances still up.
        u.failed++;
        u.down = true;
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
    });
    const proxyPort = await freePort();
    await new Promise<void>((r) => proxyServer.listen(proxyPort, '127.0.0.1', r));
    stops.push(
      () =>
        new Promise<void>((r) => {
          proxyServer.closeAllConnections();
          proxyServer.close(() => r());
        }),
    );
    stops.push(async () => proxy.close());

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    pool.on('error', () => {});
    stops.push(() => pool.end());
    const referencePool = new pg.Pool({ connectionString: referenceUrl ?? databaseUrl, max: 1 });
    referencePool.on('error', () => {});
    stops.push(() => referencePool.end());

    const byName = (name: string) => {
      const i = instances.find((x) => x.name === name);
      if (!i) throw new Error(`no instance ${name}`);
      return i;
    };
    const cluster: Cluster = {
      proxyUrl: `http://127.0.0.1:${proxyPort}`,
      databaseUrl,
      instances,
      s3: { endpoint, bucket: S3_BUCKET, directory: s3Dir },
      proxyStats: () => Object.fromEntries(upstreams.map((u) => [u.instance.name, { sent: u.sent, failed: u.failed, down: u.down }])),
      resetProxyStats: () => upstreams.forEach((u) => Object.assign(u, { sent: 0, failed: 0 })),
      sql: (text, params) => pool.query(text, params as unknown[]),
      referenceSql: (text, params) => {
        if (!referenceUrl) throw new Error('started without a reference database');
        return referencePool.query(text, params as unknown[]);
      },
      kill(name) {
        const inst = byName(name);
        process.kill(inst.pid, 'SIGKILL');
        inst.alive = false;
      },
      async restart(name) {
        const inst = byName(name);
        await servers.get(name)?.stop(); // resolves at once for a killed process
        await boot(inst);
        upstreams.find((u) => u.instance === inst)!.down = false;
      },
      async stop() {
        for (const s of stops.reverse()) await s().catch(() => {});
        // PROOF_KEEP_INSTANCES=1 keeps the instances' logs and data directories for a look after a failure.
        if (process.env.PROOF_KEEP_INSTANCES === '1') console.log(`two-instance cluster kept in ${work}`);
        else rmSync(work, { recursive: true, force: true });
      },
    };
    return { cluster, failedFirstStart };
  } catch (err) {
    for (const s of stops.reverse()) await s().catch(() => {});
    rmSync(work, { recursive: true, force: true });
    throw err;
  }
}
