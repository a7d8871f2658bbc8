import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test/harness.js';
import { MAX_STREAMS_PER_SESSION } from './live.routes.js';

/** An open event stream as a browser's EventSource sees it: status, then the events as they come. */
interface Stream {
  status: number;
  headers: Headers;
  events: { event: string; data: any }[];
  comments: string[];
  ended: Promise<void>;
  waitFor(pred: (e: { event: string; data: any }) => boolean, ms?: number): Promise<{ event: string; data: any }>;
  close(): void;
}

async function open(base: string, client: Client | null, query = ''): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/live/timeclock${query}`, { headers: client?.cookie ? { cookie: client.cookie, accept: 'text/event-stream' } : {}, signal: abort.signal });
  const events: Stream['events'] = [];
  const comments: string[] = [];
  const wake = new Set<() => void>();
  let done = false;
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    try {
      for (;;) {
        const { value, done: d } = await reader.read();
        if (d) break;
        buf += value;
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) events.push({ event, data: JSON.parse(data) });
          for (const w of wake) w();
        }
      }
    } catch {
      /* aborted */
    } finally {
      done = true;
      for (const w of wake) w();
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    ended,
    close: () => abort.abort(),
    waitFor(pred, ms = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find(pred);
          if (hit) return finish(() => resolve(hit));
          if (done) return finish(() => reject(new Error(`stream ended; events: ${JSON.stringify(events)}`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`no such event within ${ms} ms; events: ${JSON.stringify(events)}`))), ms);
        const finish = (f: () => void) => {
          clearTimeout(timer);
          wake.delete(check);
          f();
        };
        wake.add(check);
        check();
      });
    },
  };
}

let app: TestApp;
let sql: pg.Client;
const clients: Record<string, Client> = {};
const login = async (who: string) => {
  const c = new Client(app.url);
  await c.login(who);
  return c;
};
/** A finished worklog of a kind: touching it (same values) makes the trigger notify its order and day. */
const worklogOf = async (type: 'WORK' | 'PASSENGER') =>
  (await sql.query(`select id, order_id as "orderId", to_char(date, 'YYYY-MM-DD') as date from worklog where worklog_type = $1 and not open order by date desc, id limit 1`, [type])).rows[0] as
    | { id: number; orderId: number; date: string }
    | undefined;
const touch = (id: number) => sql.query(`update worklog set comment = comment where id = $1`, [id]);

beforeAll(async () => {
  app = await startTestApp();
  sql = new pg.Client({ connectionString: app.dbUrl });
  await sql.connect();
  for (const u of ['admin', 'buero', 'teamleiter', 'mitarbeiter']) clients[u] = await login(u);
});
afterAll(async () => {
  await sql?.end();
  await app?.close();
});

describe('GET /api/live/timeclock', () => {
  it('without a session 401, without the right 403, an unknown order 404', async () => {
    const anon = await open(app.url, null);
    expect(anon.status).toBe(401);
    for (const who of ['buero', 'mitarbeiter']) {
      const s = await open(app.url, clients[who]);
      expect(s.status, who).toBe(403);
      s.close();
    }
    const unknown = await open(app.url, clients.teamleiter, '?orderId=987654');
    expect(unknown.status).toBe(404);
    const bad = await open(app.url, clients.teamleiter, '?orderId=abc');
    expect(bad.status).toBe(404);
    const head = await clients.teamleiter.request('HEAD', '/api/live/timeclock');
    expect([head.status, head.headers.get('content-type')?.startsWith('text/event-stream')]).toEqual([200, true]);
  });

  it('a worklog changed on another connection arrives as an event: not compressed, not cached', async () => {
    const w = (await worklogOf('WORK'))!;
    const s = await open(app.url, clients.admin);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('content-encoding')).toBeNull();
    expect(s.headers.get('cache-control')).toContain('no-cache');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    const t0 = Date.now();
    await touch(w.id);
    const e = await s.waitFor((x) => x.event === 'clock' && x.data.orderId === w.orderId);
    expect(e.data).toEqual({ orderId: w.orderId, date: w.date });
    expect(Date.now() - t0).toBeLessThan(2000);
    s.close();
  });

  it('?orderId= gets only that order; a viewer without passenger rights hears nothing of passenger entries', async () => {
    const work = (await worklogOf('WORK'))!;
    const other = (await sql.query(`select id from orders where id <> $1 order by id limit 1`, [work.orderId])).rows[0].id as number;
    const only = await open(app.url, clients.teamleiter, `?orderId=${other}`);
    const all = await open(app.url, clients.teamleiter);
    expect([only.status, all.status]).toEqual([200, 200]);
    await touch(work.id);
    await all.waitFor((x) => x.data.orderId === work.orderId);
    expect(only.events).toEqual([]);

    const passenger = await worklogOf('PASSENGER');
    if (passenger && (passenger.orderId !== work.orderId || passenger.date !== work.date)) {
      const admin = await open(app.url, clients.admin);
      all.events.length = 0;
      await touch(passenger.id);
      await touch(work.id); // a marker: notifications arrive in commit order
      await admin.waitFor((x) => x.data.orderId === passenger.orderId && x.data.date === passenger.date);
      await all.waitFor((x) => x.data.orderId === work.orderId);
      expect(all.events.filter((x) => x.data.orderId === passenger.orderId && x.data.date === passenger.date)).toEqual([]);
      admin.close();
    }
    only.close();
    all.close();
  });

  it('a session holds at most 5 streams: the next is 429 in German, a closed one frees its slot (live board streams)', async () => {
    const c = await login('teamleiter');
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await open(app.url, c));
    expect(streams.map((x) => x.status)).toEqual(Array(MAX_STREAMS_PER_SESSION).fill(200));
    const refused = await open(app.url, c);
    expect(refused.status).toBe(429);
    const body = await fetch(`${app.url}/api/live/timeclock`, { headers: { cookie: c.cookie! } });
    expect([body.status, await body.json()]).toEqual([429, { title: 'Zu viele offene Live-Verbindungen. Bitte schließen Sie andere Fenster oder Tabs der Stempeluhr und laden Sie die Seite neu.' }]);
    // Another session of the same account is not affected.
    const other = await open(app.url, await login('teamleiter'));
    expect(other.status).toBe(200);
    other.close();
    // Closing one frees its slot (the server notices the closed connection).
    streams.pop()!.close();
    let again = await open(app.url, c);
    for (let i = 0; again.status === 429 && i < 20; i++) {
      await new Promise((r) => setTimeout(r, 100));
      again = await open(app.url, c);
    }
    expect(again.status).toBe(200);
    again.close();
    for (const x of streams) x.close();
  });

  it('logout ends the stream within 6 s', async () => {
    const c = await login('admin');
    const s = await open(app.url, c);
    expect(s.status).toBe(200);
    const t0 = Date.now();
    expect((await c.request('POST', '/api/logout')).status).toBeLessThan(300);
    await s.ended;
    expect(Date.now() - t0).toBeLessThan(6500);
  });

  it('a deactivated account loses the stream', async () => {
    const c = await login('teamleiter');
    const s = await open(app.url, c);
    expect(s.status).toBe(200);
    const t0 = Date.now();
    await sql.query(`update app_user set enabled = false where username = 'teamleiter'`);
    try {
      await s.ended;
      expect(Date.now() - t0).toBeLessThan(6500);
    } finally {
      await sql.query(`update app_user set enabled = true where username = 'teamleiter'`);
    }
  });

  it('a change written through instance A reaches a viewer on instance B (same database)', async () => {
    const b = await startTestApp({ dbUrl: app.dbUrl });
    try {
      const viewer = new Client(b.url);
      await viewer.login('admin');
      const s = await open(b.url, viewer);
      expect(s.status).toBe(200);
      const w = (await worklogOf('WORK'))!;
      const current = (await clients.admin.request('GET', `/api/worklogs/${w.id}`)).json;
      const put = await clients.admin.request('PUT', `/api/worklogs/${w.id}`, { start: current.start, end: current.end, worklogType: current.worklogType, comment: 'live board' });
      expect(put.status, put.text).toBe(200);
      await s.waitFor((x) => x.event === 'clock' && x.data.orderId === w.orderId && x.data.date === w.date);
      s.close();
    } finally {
      await b.close();
    }
  });

  it('a lost LISTEN connection is reopened: the stream stays, says resync, and carries changes again', async () => {
    const s = await open(app.url, clients.admin);
    expect(s.status).toBe(200);
    // What a PostgreSQL restart does to the connection (the proof suite kills the server itself).
    await sql.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`);
    await s.waitFor((x) => x.event === 'resync', 5000);
    const w = (await worklogOf('WORK'))!;
    await touch(w.id);
    await s.waitFor((x) => x.event === 'clock' && x.data.orderId === w.orderId);
    s.close();
  });

  it('the LISTEN connection exists only while someone watches', async () => {
    const count = async () => Number((await sql.query(`select count(*) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`)).rows[0].count);
    const s = await open(app.url, clients.admin);
    expect(await count()).toBeGreaterThanOrEqual(1);
    s.close();
    await s.ended;
    for (let i = 0; i < 20 && (await count()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await count()).toBe(0);
  });
});
