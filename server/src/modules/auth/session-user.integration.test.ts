import connectPgSimple from 'connect-pg-simple';
import type { Request } from 'express';
import session from 'express-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Client } from '../../test/http-client.js';
import { loadCurrentUser } from './current-user.js';
import { readingUser, SESSION_TABLE, takeSessionUser } from './sessions.js';

let app: TestApp;
let store: session.Store;
beforeAll(async () => {
  app = await startTestApp();
  const PgStore = connectPgSimple(session);
  store = readingUser(new PgStore({ pool: app.pool, tableName: SESSION_TABLE, createTableIfMissing: false, pruneSessionInterval: false }), app.pool);
});
afterAll(async () => app?.close());

const idOf = async (username: string): Promise<number> => (await app.pool.query(`select id from app_user where username = $1`, [username])).rows[0].id;
const put = (sid: string, sess: object, expire = `now() + interval '1 hour'`) =>
  app.pool.query(`insert into ${SESSION_TABLE} (sid, sess, expire) values ($1, $2, ${expire}) on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire`, [sid, JSON.stringify(sess)]);
const get = (sid: string) => new Promise<session.SessionData | null | undefined>((resolve, reject) => store.get(sid, (err, s) => (err ? reject(err) : resolve(s))));
/** What express-session does for a request whose session `get` found: createSession(req, data). */
const load = async (sid: string) => {
  const req = { sessionID: sid, sessionStore: store } as unknown as Request;
  const data = await get(sid);
  if (data) store.createSession(req as never, data);
  return req;
};

describe('the session and its user in one statement', () => {
  it('get answers the session as connect-pg-simple does; the request it loads for takes the same user loadCurrentUser reads, once', async () => {
    const id = await idOf('buero');
    await put('sid-a', { cookie: { originalMaxAge: 3_600_000 }, userId: id, createdAt: 1 });
    expect(await get('sid-a')).toEqual({ cookie: { originalMaxAge: 3_600_000 }, userId: id, createdAt: 1 });
    const req = await load('sid-a');
    expect(Object.getOwnPropertySymbols(req.session)).toEqual([]); // the row is not part of the stored session
    expect(JSON.parse(JSON.stringify(req.session))).toEqual({ cookie: expect.any(Object), userId: id, createdAt: 1 });
    expect(takeSessionUser(req, id)).toEqual(await loadCurrentUser(app.orm.em.fork(), id));
    expect(takeSessionUser(req, id)).toBeUndefined();
    // Another user id than the session's row (regenerated meanwhile): not taken, read again.
    expect(takeSessionUser(await load('sid-a'), id + 1)).toBeUndefined();
  });

  it('two requests of one session loading at once each get the row read for them, never the other one', async () => {
    const id = await idOf('mitarbeiter');
    await put('sid-e', { cookie: {}, userId: id });
    const first = { sessionID: 'sid-e' } as unknown as Request;
    const second = { sessionID: 'sid-e' } as unknown as Request;
    const before = await get('sid-e');
    await app.pool.query(`update app_user set enabled = false where id = $1`, [id]);
    const after = await get('sid-e');
    store.createSession(second as never, after!);
    store.createSession(first as never, before!);
    expect(takeSessionUser(second, id)).toBeNull();
    expect(takeSessionUser(first, id)).toMatchObject({ id, enabled: true });
    await app.pool.query(`update app_user set enabled = true where id = $1`, [id]);
  });

  it('a deactivated or deleted account: null (the session ends); an expired or unknown session: nothing', async () => {
    const id = await idOf('aushilfe');
    await put('sid-b', { cookie: {}, userId: id });
    await app.pool.query(`update app_user set enabled = false where id = $1`, [id]);
    expect(takeSessionUser(await load('sid-b'), id)).toBeNull();
    await put('sid-c', { cookie: {}, userId: 987654 });
    expect(takeSessionUser(await load('sid-c'), 987654)).toBeNull();
    await put('sid-d', { cookie: {}, userId: await idOf('buero') }, `now() - interval '1 minute'`);
    expect(await get('sid-d')).toBeUndefined();
    expect(takeSessionUser(await load('sid-d'), await idOf('buero'))).toBeUndefined();
    expect(await get('no-such-sid')).toBeUndefined();
    await app.pool.query(`update app_user set enabled = true where id = $1`, [id]);
  });

  it('over HTTP: a role granted or an account disabled acts on the very next request', async () => {
    const id = await idOf('aushilfe');
    const client = new Client(app.url);
    expect((await client.login('aushilfe')).status).toBe(200);
    const before = (await client.request('GET', '/api/auth')).json.authorities as string[];
    await app.pool.query(`insert into app_user_role (user_id, role_id) select $1, id from app_role where grants_all limit 1 on conflict do nothing`, [id]);
    expect(((await client.request('GET', '/api/auth')).json.authorities as string[]).length).toBeGreaterThan(before.length);
    await app.pool.query(`update app_user set enabled = false where id = $1`, [id]);
    expect((await client.request('GET', '/api/auth')).json).toMatchObject({ authenticated: false });
    await app.pool.query(`update app_user set enabled = true where id = $1`, [id]);
  });
});
