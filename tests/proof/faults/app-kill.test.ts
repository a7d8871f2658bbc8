/**
 * Fault: the app server killed with SIGKILL in the middle of a burst of clock actions and
 * worklog saves from many concurrent clients, then started again on the same database. Every write
 * acknowledged with a 2xx must be there, nothing half-written (verify() in burst.ts), and a session
 * made before the crash still works (sessions live in PostgreSQL).
 *
 * Its own server on its own database (inv_fault_app) in the shared cluster: the crash must not take
 * the shared server with it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../server/src/test/http-client.js';
import { LONG, recordProof } from '../report.js';
import { burstFixtures, runBurst, tally, verify, type Op } from './burst.js';
import { stack, type StartedServer } from './stack.js';

const DATABASE = 'inv_fault_app';
const sessionSecret = randomBytes(32).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'inv-fault-app-'));
let databaseUrl: string;
let server: StartedServer | undefined;

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  await admin(async (c) => {
    await c.query(`drop database if exists ${DATABASE} with (force)`);
    await c.query(`create database ${DATABASE}`);
  });
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${DATABASE}`;
  databaseUrl = url.toString();
  server = await (await stack()).startServer({ databaseUrl, dataDir, env: { SESSION_SECRET: sessionSecret } });
});

afterAll(async () => {
  await server?.stop();
  await admin((c) => c.query(`drop database if exists ${DATABASE} with (force)`)).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe('faults: the app server killed mid-burst', () => {
  it('kill -9 during parallel clocking and worklog saves, restart on the same database: every acknowledged write is there, nothing half-written', async () => {
    const fixtures = await burstFixtures(server!.baseUrl, databaseUrl, { clockers: 8, savers: 4, perSaver: 3 });
    const log: Op[] = [];
    const burst = runBurst({ ...fixtures, stop: () => false, endOnNoAnswer: true }, log);
    // Killed once the burst is well under way (every client busy), not at a quiet moment.
    await until(() => log.length >= (LONG ? 600 : 150), LONG ? 30_000 : 10_000);
    const before = log.length;
    process.kill(server!.pid, 'SIGKILL');
    await burst;
    const figures = tally(log);

    server = await (await stack()).startServer({ databaseUrl, dataDir, env: { SESSION_SECRET: sessionSecret } });
    const findings = await verify(databaseUrl, log, fixtures);

    // The team leader's session from before the crash, on the new process.
    const sameSession = new Client(server.baseUrl);
    sameSession.cookie = fixtures.teamleiter.cookie;
    const me = await sameSession.request('GET', '/api/auth');
    // And it writes again: every clocker clocked out.
    const out = await sameSession.request('POST', `/api/timeclock/${fixtures.orderId}/clock`, {
      date: fixtures.day, time: '23:59', employees: fixtures.clockers.map((employeeId) => ({ employeeId, clockingAction: 'OUT' })),
    });

    const passed = findings.length === 0 && figures.acked > 0 && me.status === 200 && me.json?.username === 'teamleiter' && out.status < 500;
    recordProof('faults', 'app server kill -9 mid-burst', { scenarios: 1, passed: passed ? 1 : 0 });
    console.info(`app kill: ${log.length} operations (${before} before the kill): ${figures.acked} acknowledged, ${figures.refused} refused, ${figures.unknown} without answer`);
    expect(findings).toEqual([]);
    expect(figures.acked).toBeGreaterThan(0);
    expect(figures.unknown).toBeGreaterThan(0); // the kill did cut requests off
    expect(me.status).toBe(200);
    expect(me.json.username).toBe('teamleiter');
    expect(out.status).toBeLessThan(500);

    // The check itself can fail: an acknowledged worklog removed behind the server's back is reported.
    const victim = log.find((o) => o.kind === 'create' && o.outcome === 'acked')!;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const pauses = await db.query(`select count(*)::int as n from worklog where employee_id = any($1) and comment = 'Automatische Pause'`, [fixtures.savers.flat()]);
    console.info(`app kill: ${pauses.rows[0].n} automatic pauses booked by the savers' entries`);
    await db.query(`delete from worklog where id = $1`, [victim.worklogId]);
    await db.end();
    expect((await verify(databaseUrl, log, fixtures)).some((f) => f.includes(`acknowledged worklog ${victim.worklogId} `))).toBe(true);
  });
});
