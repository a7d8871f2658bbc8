/**
 * Fault: PostgreSQL killed with SIGKILL (postmaster and backends, like a crash) in the
 * middle of a burst of clock actions and worklog saves, then started again on the same data
 * directory. The app server is NOT restarted: it must survive the outage (answering 5xx meanwhile,
 * never exiting) and serve again by itself once the database is back — its pools, session store,
 * prepared statements and job queue reconnect. Every write acknowledged with a 2xx must be there,
 * nothing half-written (verify() in burst.ts).
 *
 * Its own cluster, started with durability (durable-db.ts): the shared test cluster runs without
 * fsync and synchronous commit, and a crash of it could lose commits it had acknowledged.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../server/src/test/http-client.js';
import { LONG, recordProof } from '../report.js';
import { burstFixtures, runBurst, tally, verify, type Op } from './burst.js';
import { alive, startDurableCluster, type DurableCluster } from './durable-db.js';
import { stack, type StartedServer } from './stack.js';

let cluster: DurableCluster;
let databaseUrl: string;
let server: StartedServer | undefined;

beforeAll(async () => {
  cluster = await startDurableCluster();
  databaseUrl = await cluster.createDatabase('inv_fault_pg');
  server = await (await stack()).startServer({ databaseUrl, dataDir: cluster.dir, env: { SESSION_SECRET: randomBytes(32).toString('hex') } });
});

afterAll(async () => {
  await server?.stop();
  await cluster?.stop();
});

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe('faults: the database killed mid-burst', () => {
  it('kill -9 of PostgreSQL during parallel clocking and worklog saves: the app survives, serves again by itself, every acknowledged write is there', async () => {
    const fixtures = await burstFixtures(server!.baseUrl, databaseUrl, { clockers: 8, savers: 4, perSaver: 3 });
    const log: Op[] = [];
    let stop = false;
    const burst = runBurst({ ...fixtures, stop: () => stop, endOnNoAnswer: false, backoffMs: 100 }, log);
    await until(() => log.length >= (LONG ? 600 : 120), LONG ? 30_000 : 10_000);
    const beforeCrash = log.length;
    await cluster.crash();
    const downAt = Date.now();
    // The outage: the burst goes on against a server without its database.
    await new Promise((r) => setTimeout(r, 1_000));
    const restartAt = Date.now();
    await cluster.restart();
    const backAt = Date.now();
    // Served again: acknowledged writes after the restart, from the same process.
    await until(() => log.filter((o) => o.at > backAt && o.outcome === 'acked').length >= 40, 20_000);
    stop = true;
    await burst;
    const figures = tally(log);
    const firstAckAfter = log.filter((o) => o.at > backAt && o.outcome === 'acked').map((o) => o.at).sort((a, b) => a - b)[0];
    // Sent and answered while no database ran: none of them can have been acknowledged.
    const during = log.filter((o) => o.sentAt > downAt && o.at < restartAt);
    const survived = alive(server!.pid);
    // Answers without success once the database was back (a pooled connection found dead on first use).
    const failedAfter = log.filter((o) => o.sentAt > backAt && o.outcome === 'unknown').length;

    const findings = await verify(databaseUrl, log, fixtures);
    // The session from before the crash works (session store reconnected), and so do the reads.
    const sameSession = new Client(server!.baseUrl);
    sameSession.cookie = fixtures.teamleiter.cookie;
    const me = await sameSession.request('GET', '/api/auth');
    const timeclock = await sameSession.request('GET', `/api/timeclock/${fixtures.orderId}?date=${fixtures.day}`);

    // What the server logged meanwhile: warning and error kinds and how often (the outage's 500s, nothing that killed it).
    const kinds = new Map<string, number>();
    const serverLog = readFileSync(server!.logFile, 'utf8');
    for (const line of serverLog.split('\n')) {
      if (!line.startsWith('{')) {
        if (line.trim()) kinds.set(`(not JSON) ${line.slice(0, 80)}`, (kinds.get(`(not JSON) ${line.slice(0, 80)}`) ?? 0) + 1);
        continue;
      }
      const entry = JSON.parse(line);
      if (entry.level < 40) continue;
      const kind = `${entry.err?.type ?? ''} ${entry.err?.code ?? ''} ${entry.msg ?? ''}`.trim();
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    // Statements with their values (knex and MikroORM put them into error messages) must not reach the log.
    const statements = serverLog.split('\n').filter((l) => /insert into|update "|delete from|select .* from/i.test(l)).map((l) => l.slice(0, 600));
    const structured = ![...kinds.keys()].some((k) => k.startsWith('(not JSON)')) && statements.length === 0;
    const passed =
      findings.length === 0 && survived && structured && firstAckAfter !== undefined && me.status === 200 && timeclock.status === 200 && during.every((o) => o.outcome !== 'acked');
    recordProof('faults', 'database kill -9 mid-burst', { scenarios: 1, passed: passed ? 1 : 0 });
    console.info(
      `database kill: ${log.length} operations (${beforeCrash} before the crash, ${during.length} during the outage): ${figures.acked} acknowledged, ${figures.refused} refused, ` +
        `${figures.unknown} unknown (${failedAfter} of them sent after the database was back); first acknowledged write ${firstAckAfter ? firstAckAfter - backAt : '–'} ms after the database was back; crash recovery took ${backAt - restartAt} ms` +
        (figures.refused ? `; refused: ${[...new Set(log.filter((o) => o.outcome === 'refused').map((o) => `${o.kind} ${o.status} ${o.detail}`))].join(' | ')}` : ''),
    );
    console.info(`server log during the outage: ${[...kinds].map(([k, n]) => `${n}× ${k}`).join(' | ')}`);
    expect(findings).toEqual([]);
    expect(survived).toBe(true);
    // Every line structured, and no statement with its values (knex puts them into its error messages).
    expect([...kinds.keys()].filter((k) => k.startsWith('(not JSON)'))).toEqual([]);
    expect(statements).toEqual([]);
    expect(firstAckAfter).toBeDefined();
    expect(during.filter((o) => o.outcome === 'acked')).toEqual([]);
    expect(figures.unknown).toBeGreaterThan(0);
    expect(me.status).toBe(200);
    expect(timeclock.status).toBe(200);
  });
});
