/**
 * Proof ("Two instances, shared files"): two app instances on one PostgreSQL behind a
 * round-robin proxy (cluster.ts), files in an S3 protocol server, each instance with its own DATA_DIR.
 * One cluster for the file: the first scenario is its start on a fresh database; the others reuse it.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../server/src/test/http-client.js';
import { completeRegistrationFlow, download, issueCode, uploadFile } from '../../../server/src/test/registration-client.js';
import { LONG, recordProof } from '../report.js';
import { startCluster, type Cluster, type ClusterStart } from './cluster.js';
import { dateAhead, hhmm, newEmployees, newOrder, overlaps, workDay, worklogsOf } from './data.js';

let start: ClusterStart;
let cluster: Cluster;
const [A, B] = ['A', 'B'];
const inst = (name: string) => cluster.instances.find((i) => i.name === name)!;

/** Records the scenario's figure and then lets the assertions speak: a thrown expectation is a 0. */
async function scenario(name: string, body: () => Promise<void>) {
  try {
    await body();
    recordProof('instances', name, { scenarios: 1, passed: 1 });
  } catch (err) {
    recordProof('instances', name, { scenarios: 1, passed: 0 });
    throw err;
  }
}

beforeAll(async () => {
  start = await startCluster({ reference: true });
  cluster = start.cluster;
}, 180_000);
afterAll(async () => cluster?.stop(), 60_000);

describe('two instances behind a round-robin proxy', () => {
  it('start at the same moment on a fresh database: migrations once, demo seed once, both healthy', async () => {
    await scenario('startup on a fresh database', async () => {
      expect(start.failedFirstStart, 'an instance lost the startup race').toEqual([]);
      for (const i of cluster.instances) expect((await fetch(`${i.baseUrl}/healthz`)).status).toBe(200);

      const migrationFiles = readdirSync(new URL('../../../server/dist/db/migrations/', import.meta.url)).filter((f) => /^Migration\d+\.js$/.test(f));
      const migrations = (await cluster.sql(`select name, count(*)::int as n from mikro_orm_migrations group by name`)).rows;
      expect(migrations.filter((m) => m.n !== 1)).toEqual([]);
      expect(migrations.length).toBe(migrationFiles.length);

      // Demo seeding once: every table holds as many rows as after one instance seeded a fresh
      // database alone (the reference, started right after them). Sessions and login throttling
      // are the instances' own traffic; the order-month summaries are the scheduled job's, which
      // runs whenever it runs (scenario "scheduled jobs run once").
      const own = ['http_session', 'login_limit', 'order_month_summary', 'order_month_summary_dirty'];
      const tables = (await cluster.sql(`select tablename from pg_tables where schemaname = 'public' and tablename <> all($1) order by 1`, [own])).rows.map((r) => r.tablename as string);
      const countAll = async (sql: typeof cluster.sql) => {
        const out: Record<string, number> = {};
        for (const t of tables) out[t] = (await sql(`select count(*)::int as n from "${t}"`)).rows[0].n;
        return out;
      };
      const [here, reference] = [await countAll(cluster.sql), await countAll(cluster.referenceSql)];
      expect(reference.app_user).toBeGreaterThan(0);
      expect(here).toEqual(reference);
    });
  });

  it('a session made through instance A works on instance B and through the proxy; a logout on B ends it on A', async () => {
    await scenario('session shared', async () => {
      const onA = new Client(inst(A).baseUrl);
      expect((await onA.login('buero')).status).toBe(200);
      const onB = Object.assign(new Client(inst(B).baseUrl), { cookie: onA.cookie });
      const me = await onB.request('GET', '/api/auth');
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({ authenticated: true, username: 'buero' });

      const viaProxy = Object.assign(new Client(cluster.proxyUrl), { cookie: onA.cookie });
      cluster.resetProxyStats();
      for (let i = 0; i < 6; i++) expect((await viaProxy.request('GET', '/api/auth')).json).toMatchObject({ authenticated: true, username: 'buero' });
      expect(Object.values(cluster.proxyStats()).map((s) => s.sent)).toEqual([3, 3]);

      const second = new Client(inst(A).baseUrl);
      expect((await second.login('teamleiter')).status).toBe(200);
      expect((await Object.assign(new Client(inst(B).baseUrl), { cookie: second.cookie }).request('POST', '/api/logout')).status).toBeLessThan(300);
      expect((await second.request('GET', '/api/auth')).json).toMatchObject({ authenticated: false });
      expect((await second.request('GET', '/api/defaults')).status).toBe(401);
    });
  });

  it('an upload through instance A downloads through instance B byte-identical (S3 store, own DATA_DIR each)', async () => {
    await scenario('upload on one, download on the other', async () => {
      // POST /api/registrations/{uuid}/files and GET /api/registrations/{uuid}/files/{key} (spec 2 §7).
      const office = new Client(inst(A).baseUrl);
      await office.login('buero');
      const applicantA = new Client(inst(A).baseUrl);
      const started = await applicantA.request('POST', '/api/registrations', { registrationCode: await issueCode(office, 'WORKING_STUDENT') });
      expect(started.status).toBe(201);
      const uuid = started.json.uuid as string;
      // A PDF by its signature, random after it: 1.5 MB no two runs share.
      const content = Buffer.concat([Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1'), randomBytes(1_500_000)]);
      const up = await uploadFile(applicantA, uuid, 'MISC', 'Immatrikulation.pdf', content, 'application/pdf');
      expect(up.status, up.text).toBe(201);

      const applicantB = new Client(inst(B).baseUrl);
      const got = await download(applicantB, `/api/registrations/${uuid}/files/${up.json.key}`);
      expect(got.status).toBe(200);
      expect(got.body.length).toBe(content.length);
      expect(got.body.equals(content)).toBe(true);

      // The bytes live in the bucket, on no instance's disk.
      const filesOnDisk = (dir: string): string[] => {
        try {
          return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? filesOnDisk(join(dir, f)) : [join(dir, f)]));
        } catch {
          return [];
        }
      };
      for (const i of cluster.instances) expect(filesOnDisk(join(i.dataDir, 'app', 'files'))).toEqual([]);
      expect(filesOnDisk(cluster.s3.directory).some((f) => f.includes(up.json.key))).toBe(true);

      // And back: deleted through B, gone on A.
      expect((await applicantB.request('DELETE', `/api/registrations/${uuid}/files/MISC/Immatrikulation.pdf`)).status).toBe(204);
      expect((await download(applicantA, `/api/registrations/${uuid}/files/${up.json.key}`)).status).toBe(404);

      // Generated files too: the contract and questionnaire PDFs A writes when a registration is
      // finished there (POST /api/registrations/{uuid}/finish) download through B.
      const flowClient = new Client(inst(A).baseUrl);
      const flow = await completeRegistrationFlow(flowClient, await issueCode(office, 'SHORT_TERM'), 'SHORT_TERM', { firstName: 'Ina', lastName: 'Instanz', dateAhead });
      expect(flow.finished.status, flow.finished.text).toBe(200);
      const generated = flow.finished.json.files as { fileName: string; key: string }[];
      expect(generated.length).toBeGreaterThan(0);
      const fromB = Object.assign(new Client(inst(B).baseUrl), { cookie: flowClient.cookie });
      for (const f of generated) {
        const [a, b] = [await download(flowClient, `/api/registrations/${flow.uuid}/files/${f.key}`), await download(fromB, `/api/registrations/${flow.uuid}/files/${f.key}`)];
        expect([a.status, b.status]).toEqual([200, 200]);
        expect(b.body.subarray(0, 5).toString()).toBe('%PDF-');
        expect(b.body.equals(a.body)).toBe(true);
      }
      for (const i of cluster.instances) expect(filesOnDisk(join(i.dataDir, 'app', 'files'))).toEqual([]);
    });
  });

  it('50 parallel clock-ins through the proxy, split over both instances: one open worklog per employee', async () => {
    await scenario('parallel clock-ins over both instances', async () => {
      const office = new Client(cluster.proxyUrl);
      await office.login('buero');
      const leader = new Client(cluster.proxyUrl);
      await leader.login('teamleiter');
      const [orderA, orderB] = [await newOrder(office, 'REWE Instanztest A'), await newOrder(office, 'EDEKA Instanztest B')];
      const employees = await newEmployees(cluster, 5, 'Stempel');

      cluster.resetProxyStats();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          leader.request('POST', `/api/timeclock/${i % 2 ? orderB : orderA}/clock`, {
            date: workDay,
            time: '13:00',
            employees: employees.map((employeeId) => ({ employeeId, clockingAction: 'IN', worklogType: 'WORK' })),
          }),
        ),
      );
      const stats = cluster.proxyStats();
      const tally = answers.reduce<Record<number, number>>((t, a) => ({ ...t, [a.status]: (t[a.status] ?? 0) + 1 }), {});
      const refusals = [...new Set(answers.filter((a) => a.status === 422).flatMap((a) => (a.json?.validationErrors ?? []).map((v: { message: string }) => v.message)))];
      console.log(`50 parallel clock-ins: answers ${JSON.stringify(tally)} ${JSON.stringify(refusals)}, proxy ${JSON.stringify(stats)}`);
      expect(stats[A].sent).toBeGreaterThanOrEqual(20);
      expect(stats[B].sent).toBeGreaterThanOrEqual(20);
      expect(answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.text}`)).toEqual([]);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
      // A refusal is the documented one: the employee is clocked in already (by a request of the other instance, too).
      expect(refusals.filter((m) => m !== 'Der Mitarbeiter ist bereits als Arbeit eingestempelt.')).toEqual([]);

      const rows = await worklogsOf(cluster, employees);
      for (const e of employees) expect(rows.filter((r) => r.employee_id === e && r.open).length, `open worklogs of ${e}`).toBe(1);
      expect(overlaps(rows)).toEqual([]);
    });
  });

  it('kill -9 of one instance mid-burst: every acknowledged write is there, nothing half-written, the other keeps serving', async () => {
    await scenario('kill -9 of one instance mid-burst', async () => {
      const office = new Client(cluster.proxyUrl);
      await office.login('buero');
      const leader = new Client(cluster.proxyUrl);
      await leader.login('teamleiter');
      const order = await newOrder(office, 'Kaufland Instanztest Absturz');
      const clockers = await newEmployees(cluster, 6, 'Absturz');
      const writers = await newEmployees(cluster, 4, 'Erfassung');
      const burstMs = LONG ? 20_000 : 5_000;
      const killAfterMs = burstMs / 3;

      type Outcome = { status: number; sentAt: number; answeredAt: number };
      const outcomes: Outcome[] = [];
      /** Acknowledged clock actions: employee, action, minute. */
      const clocked: { employeeId: number; action: 'IN' | 'PAUSE' | 'OUT'; minute: number }[] = [];
      /** Acknowledged worklog saves: the answered row. */
      const saved: { id: number; employeeId: number; start: string; end: string }[] = [];
      const t0 = Date.now();
      const until = t0 + burstMs;
      const send = async (c: Client, method: string, path: string, body: unknown) => {
        const sentAt = Date.now() - t0;
        // 0: the connection broke without an answer; -1: no answer within 30 s (a hang is a finding too).
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<{ status: number; json: any; text: string }>((r) => (timer = setTimeout(() => r({ status: -1, json: undefined, text: '' }), 30_000)));
        const res = await Promise.race([c.request(method, path, body).catch(() => ({ status: 0, json: undefined, text: '' })), timeout]);
        clearTimeout(timer);
        outcomes.push({ status: res.status, sentAt, answeredAt: Date.now() - t0 });
        return res;
      };

      const clockWorker = async (employeeId: number) => {
        // Each step a minute later than the one before, from 14:00: every acknowledged step leaves its own trace.
        let minute = 14 * 60;
        let state: 'out' | 'work' | 'pause' = 'out';
        let n = 0;
        while (Date.now() < until && minute < 23 * 60) {
          const action: 'IN' | 'PAUSE' | 'OUT' = state === 'work' ? (n++ % 2 ? 'OUT' : 'PAUSE') : 'IN';
          const res = await send(leader, 'POST', `/api/timeclock/${order}/clock`, {
            date: workDay,
            time: hhmm(minute),
            employees: [{ employeeId, clockingAction: action, ...(action === 'IN' ? { worklogType: 'WORK' } : {}) }],
          });
          if (res.status >= 200 && res.status < 300) {
            clocked.push({ employeeId, action, minute });
            state = action === 'IN' ? 'work' : action === 'PAUSE' ? 'pause' : 'out';
          } else {
            // Not acknowledged: it may or may not have happened. Read where the employee stands.
            const open = (await cluster.sql(`select worklog_type from worklog where employee_id = $1 and open`, [employeeId])).rows[0];
            state = !open ? 'out' : open.worklog_type === 'PAUSE' ? 'pause' : 'work';
          }
          minute++;
        }
      };
      const saveWorker = async (employeeId: number) => {
        // Five-minute entries six minutes apart from 06:00: never overlapping each other.
        for (let slot = 0; Date.now() < until && slot < 100; slot++) {
          const [start, end] = [hhmm(6 * 60 + slot * 6), hhmm(6 * 60 + slot * 6 + 5)];
          const res = await send(office, 'POST', '/api/worklogs', { date: workDay, start, end, worklogType: 'WORK', orderId: order, employeeId, comment: `Burst ${slot}` });
          if (res.status === 201) saved.push({ id: res.json.id, employeeId, start, end });
        }
      };

      cluster.resetProxyStats();
      const killer = (async () => {
        await new Promise((r) => setTimeout(r, killAfterMs));
        cluster.kill(B);
        return Date.now() - t0;
      })();
      await Promise.all([...clockers.map(clockWorker), ...writers.map(saveWorker)]);
      const killedAt = await killer;

      const tally = outcomes.reduce<Record<number, number>>((t, o) => ({ ...t, [o.status]: (t[o.status] ?? 0) + 1 }), {});
      console.log(`kill -9 of B after ${killedAt} ms of a ${burstMs} ms burst: answers ${JSON.stringify(tally)}, proxy ${JSON.stringify(cluster.proxyStats())}; acknowledged: ${clocked.length} clock actions, ${saved.length} worklog saves`);
      // The burst ran on both before the kill and on A alone after it.
      const acknowledged = (o: Outcome) => o.status >= 200 && o.status < 300;
      expect(outcomes.filter((o) => o.answeredAt < killedAt && acknowledged(o)).length).toBeGreaterThan(0);
      expect(outcomes.filter((o) => o.sentAt > killedAt + 200 && acknowledged(o)).length).toBeGreaterThan(0);
      const stats = cluster.proxyStats();
      expect(stats[B].down).toBe(true);
      // Only requests already on their way to B fail (at most one per client in flight), then A takes all.
      expect(outcomes.filter((o) => o.status === 502).length).toBeLessThanOrEqual(clockers.length + writers.length);
      expect(outcomes.filter((o) => (o.status >= 500 && o.status !== 502) || o.status === -1).map((o) => o.status)).toEqual([]);
      // The proxy marks B down before it answers the first 502: nothing sent after that goes to B.
      const firstFailure = Math.min(...outcomes.filter((o) => o.status === 502).map((o) => o.answeredAt));
      expect(outcomes.filter((o) => o.status === 502 && o.sentAt > firstFailure)).toEqual([]);
      expect((await fetch(`${inst(A).baseUrl}/healthz`)).status).toBe(200);

      const clockRows = await worklogsOf(cluster, clockers);
      const at = (e: number) => clockRows.filter((r) => r.employee_id === e);
      const missing: string[] = [];
      for (const c of clocked) {
        const t = hhmm(c.minute);
        const rows = at(c.employeeId);
        const ok =
          c.action === 'IN'
            ? rows.some((r) => r.worklog_type === 'WORK' && r.start === t)
            : c.action === 'PAUSE'
              ? rows.some((r) => r.worklog_type === 'PAUSE' && r.start === t) && rows.some((r) => r.worklog_type === 'WORK' && r.end === t)
              : rows.some((r) => r.worklog_type === 'WORK' && r.end === t);
        if (!ok) missing.push(`${c.employeeId} ${c.action} ${t}`);
      }
      expect(missing, 'acknowledged clock actions without their worklog').toEqual([]);
      for (const e of clockers) {
        expect(at(e).filter((r) => r.open).length).toBeLessThanOrEqual(1);
        // Half a switch would leave a pause without the work it interrupts, or an entry that ends before it
        // starts. (An automatic pause, booked beside long work, carries a comment: none in a burst this short.)
        for (const p of at(e).filter((r) => r.worklog_type === 'PAUSE' && !r.comment)) expect(at(e).some((r) => r.worklog_type === 'WORK' && r.end === p.start), `pause ${e} ${p.start}`).toBe(true);
        for (const r of at(e)) if (r.end !== null) expect(r.end >= r.start, `${e} ${r.start}-${r.end}`).toBe(true);
        // An open entry is the day's last.
        const open = at(e).find((r) => r.open);
        if (open) expect(at(e).every((r) => r.start <= open.start)).toBe(true);
      }
      expect(overlaps(clockRows)).toEqual([]);

      const savedRows = await worklogsOf(cluster, writers);
      for (const s of saved) expect(savedRows.find((r) => r.id === s.id), `worklog ${s.id}`).toMatchObject({ employee_id: s.employeeId, start: s.start, end: s.end, open: false });
      expect(overlaps(savedRows)).toEqual([]);
      expect(clocked.length + saved.length).toBeGreaterThan(20);
      // Each worklog came with its audit row in the same transaction: a row without one is half a write.
      const unaudited = await cluster.sql(
        `select w.id from worklog w where w.employee_id = any($1) and w.date = $2
         and not exists (select 1 from audit_event a where a.entity_type = 'Worklog' and a.action = 'CREATE' and a.entity_id = w.id::text)`,
        [[...clockers, ...writers], workDay],
      );
      expect(unaudited.rows).toEqual([]);

      // B comes back on its own DATA_DIR and the proxy takes it again.
      await cluster.restart(B);
      cluster.resetProxyStats();
      for (let i = 0; i < 4; i++) expect((await office.request('GET', '/api/auth')).status).toBe(200);
      expect(cluster.proxyStats()[B].sent).toBe(2);
    });
  });

  it('the scheduled job refresh-order-summaries is created once per minute slot, not once per instance', async () => {
    await scenario('scheduled jobs run once', async () => {
      const name = 'refresh-order-summaries';
      // pg-boss's cron sends a "send-it" job per schedule and minute (deduplicated by its singleton
      // slot); its worker inserts the job itself. Two instances each sending would show up as two
      // jobs of one slot, or as jobs without a send-it.
      const wanted = LONG ? 3 : 1;
      // One statement, one snapshot: the send-it jobs of the schedule and the jobs themselves.
      const counts = async () => {
        const { rows } = await cluster.sql(
          `select kind, singleton_on, created_on, state from (
             select 'send-it' as kind, singleton_on, created_on, state from pgboss.job where name = '__pgboss__send-it' and singleton_key = $1
             union all select 'send-it', singleton_on, created_on, state from pgboss.archive where name = '__pgboss__send-it' and singleton_key = $1
             union all select 'job', singleton_on, created_on, state from pgboss.job where name = $1
             union all select 'job', singleton_on, created_on, state from pgboss.archive where name = $1) j
           order by created_on`,
          [name],
        );
        return { jobs: rows.filter((r) => r.kind === 'job'), sendIts: rows.filter((r) => r.kind === 'send-it') };
      };
      // Both instances running for a minute (since B's restart in the kill scenario; four in the long
      // run), then until every send-it has been worked (its job is inserted a few seconds after it) and
      // the job has run once (its worker polls every 10 s).
      // The cron monitor of each instance ticks every 30 s and the two share one gate, so a minute's
      // send-it can come up to a minute after the start: one minute shows one or two slots.
      const bothUpSince = Math.max(...cluster.instances.map((i) => i.upSince));
      const wait = bothUpSince + (LONG ? 240_000 : 60_000) - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const settled = (c: Awaited<ReturnType<typeof counts>>) =>
        c.sendIts.length >= wanted && c.sendIts.every((j) => j.state === 'completed') && c.jobs.some((j) => j.state === 'completed');
      let seen = await counts();
      for (const until = Date.now() + 40_000; !settled(seen) && Date.now() < until; seen = await counts()) await new Promise((r) => setTimeout(r, 1_000));
      const { jobs, sendIts } = seen;
      console.log(`scheduled job ${name}: ${sendIts.length} send-it slots, ${jobs.length} jobs (${jobs.map((j) => new Date(j.created_on).toISOString().slice(11, 19)).join(', ')})`);

      expect(sendIts.length).toBeGreaterThanOrEqual(wanted);
      const slots = sendIts.map((s) => new Date(s.singleton_on).getTime());
      expect(new Set(slots).size, 'send-it jobs of one minute slot').toBe(slots.length);
      // One job per send-it, each created after its own send-it and before the next one's.
      expect(jobs.length).toBe(sendIts.length);
      for (let i = 0; i < jobs.length; i++) {
        expect(new Date(jobs[i].created_on).getTime()).toBeGreaterThanOrEqual(new Date(sendIts[i].created_on).getTime());
        if (i + 1 < sendIts.length) expect(new Date(jobs[i].created_on).getTime()).toBeLessThan(new Date(sendIts[i + 1].created_on).getTime());
      }
      // And it ran.
      expect(jobs.filter((j) => j.state === 'completed').length).toBeGreaterThan(0);
    });
  }, (LONG ? 300 : 120) * 1000 + 60_000);
});
