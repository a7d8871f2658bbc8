import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './passwords.js';
import { firstOfPreviousMonth } from '../../shared-dates.js';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { Role } from './role.entity.js';
import { User } from './user.entity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
});
afterAll(async () => app?.close());

async function createUser(username: string, opts: Partial<User> = {}, role = 'Mitarbeiter') {
  const em = app.orm.em.fork();
  const user = em.create(User, {
    username,
    firstName: 'Test',
    lastName: username,
    passwordHash: await hashPassword('startpass1'),
    ...opts,
  });
  user.roles.add(await em.findOneOrFail(Role, { name: role }));
  await em.flush();
  return user;
}

describe('login and logout', () => {
  it('logs in with a new session id and reports the identity', async () => {
    const c = new Client(app.url);
    await c.request('GET', '/api/auth'); // no cookie is issued to anonymous callers
    expect(c.cookie).toBe('');
    const res = await c.login('buero');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ authenticated: true, username: 'buero', employeeId: 1002, firstName: 'Thomas', lastName: 'Becker' });
    expect(res.json.authorities).toContain('Employee_Create_Create');
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);

    const first = c.cookie;
    await c.login('buero');
    expect(c.cookie).not.toBe(first); // fixation defence: every login gets a fresh id
    const old = new Client(app.url);
    old.cookie = first;
    expect((await old.request('GET', '/api/auth')).json.authenticated).toBe(false);
  });

  it('lastLogin reports the previous login', async () => {
    const c = new Client(app.url);
    const a = await c.login('teamleiter');
    const b = await c.login('teamleiter');
    expect(b.json.lastLogin).toBeTruthy();
    expect(a.json.lastLogin === null || a.json.lastLogin <= b.json.lastLogin).toBe(true);
  });

  it('username is case-insensitive, password is not', async () => {
    expect((await new Client(app.url).login('ADMIN')).status).toBe(200);
    expect((await new Client(app.url).login('admin', 'DEMO1234')).status).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    const c = new Client(app.url);
    await c.login('admin');
    const cookie = c.cookie;
    expect((await c.request('POST', '/api/logout')).status).toBe(200);
    const replay = new Client(app.url);
    replay.cookie = cookie;
    expect((await replay.request('GET', '/api/defaults')).status).toBe(401);
  });

  it('a disabled account cannot log in and loses its open sessions', async () => {
    await createUser('wirdgesperrt');
    const c = new Client(app.url);
    expect((await c.login('wirdgesperrt', 'startpass1')).status).toBe(200);

    const em = app.orm.em.fork();
    const user = await em.findOneOrFail(User, { username: 'wirdgesperrt' });
    user.enabled = false;
    await em.flush();
    expect(await app.services.auth.endAllSessions(user.id)).toBe(1);

    expect((await c.request('GET', '/api/auth')).json.authenticated).toBe(false);
    expect((await new Client(app.url).login('wirdgesperrt', 'startpass1')).status).toBe(401);
  });

  it('ends a session after the absolute timeout even while it is in use', async () => {
    const c = new Client(app.url);
    await c.login('mitarbeiter');
    const sid = decodeURIComponent(c.cookie.split('=')[1]).slice(2).split('.')[0];
    const longAgo = Date.now() - (app.config.SESSION_ABSOLUTE_HOURS + 1) * 3_600_000;
    await app.pool.query(`update http_session set sess = jsonb_set(sess::jsonb, '{createdAt}', to_jsonb($2::bigint))::json where sid = $1`, [sid, longAgo]);
    expect((await c.request('GET', '/api/defaults')).status).toBe(401);
  });
});

describe('login throttling', () => {
  it('answers 429 after repeated failures for one username and address, even with the right password', async () => {
    const c = new Client(app.url);
    for (let i = 0; i < 3; i++) expect((await c.login('teamleiter-gesperrt', 'falsch')).status).toBe(401);
    const blocked = await c.login('teamleiter-gesperrt', 'falsch');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.json.title).toMatch(/Anmeldeversuche/);
  });

  it('a success clears the counter', async () => {
    await createUser('vergesslich');
    const c = new Client(app.url);
    for (let i = 0; i < 2; i++) expect((await c.login('vergesslich', 'falsch')).status).toBe(401);
    expect((await c.login('vergesslich', 'startpass1')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await c.login('vergesslich', 'falsch')).status).toBe(401);
    expect((await c.login('vergesslich', 'startpass1')).status).toBe(200);
  });
});

describe('password change', () => {
  it('validates with the spec messages', async () => {
    const c = new Client(app.url);
    await c.login('mitarbeiter');
    const empty = await c.request('PATCH', '/api/auth/password', { currentPassword: '', newPassword: 'kurz' });
    expect(empty.status).toBe(422);
    expect(empty.json).toEqual([
      { path: 'currentPassword', message: 'Aktuelles Passwort ist erforderlich.' },
      { path: 'newPassword', message: 'Neues Passwort muss mindestens 8 Zeichen lang sein.' },
    ]);
    const wrong = await c.request('PATCH', '/api/auth/password', { currentPassword: 'falsch123', newPassword: 'neuespasswort' });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual([{ path: 'currentPassword', message: 'Aktuelles Passwort ist nicht korrekt' }]);
  });

  it('changes the password and ends the other sessions of the account', async () => {
    await createUser('wechsler');
    const phone = new Client(app.url);
    const desk = new Client(app.url);
    await phone.login('wechsler', 'startpass1');
    await desk.login('wechsler', 'startpass1');
    const res = await desk.request('PATCH', '/api/auth/password', { currentPassword: 'startpass1', newPassword: 'neuespasswort' }, {
      'content-type': 'application/merge-patch+json',
    });
    expect(res.status).toBe(200);
    expect((await desk.request('GET', '/api/auth')).json.authenticated).toBe(true);
    expect((await phone.request('GET', '/api/auth')).json.authenticated).toBe(false);
    expect((await new Client(app.url).login('wechsler', 'startpass1')).status).toBe(401);
    expect((await new Client(app.url).login('wechsler', 'neuespasswort')).status).toBe(200);
  });

  it('a must-change user can do nothing else until the password is changed', async () => {
    await createUser('neuling', { mustChangePassword: true }, 'Büro');
    const c = new Client(app.url);
    const login = await c.login('neuling', 'startpass1');
    expect(login.json.mustChangePassword).toBe(true);
    const blocked = await c.request('GET', '/api/defaults');
    expect(blocked.status).toBe(403);
    expect(blocked.json.title).toBe('Bitte zuerst das Passwort ändern.');
    expect((await c.request('PATCH', '/api/auth/password', { currentPassword: 'startpass1', newPassword: 'meinneues1' })).status).toBe(200);
    expect((await c.request('GET', '/api/defaults')).status).toBe(200);
    expect((await c.request('GET', '/api/auth')).json.mustChangePassword).toBe(false);
  });
});

describe('sessions live in PostgreSQL', () => {
  it('a session survives a server restart', async () => {
    const c = new Client(app.url);
    await c.login('buero');
    // A second app instance on the same database (what a restart or scale-out looks like).
    const second = await startTestApp({ dbUrl: app.dbUrl });
    try {
      const again = new Client(second.url);
      again.cookie = c.cookie;
      const res = await again.request('GET', '/api/auth');
      expect(res.json).toMatchObject({ authenticated: true, username: 'buero' });
    } finally {
      await second.close();
    }
  });
});

describe('CSRF', () => {
  it('refuses a cross-site form login and a cross-origin state change; scripts without Origin pass', async () => {
    const c = new Client(app.url);
    const cross = await c.request('POST', '/api/login', new URLSearchParams({ username: 'admin', password: 'demo1234' }), {
      origin: 'https://evil.example',
    });
    expect(cross.status).toBe(403);
    const fetchSite = await c.request('POST', '/api/login', new URLSearchParams({ username: 'admin', password: 'demo1234' }), {
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchSite.status).toBe(403);
    const same = await c.request('POST', '/api/login', new URLSearchParams({ username: 'admin', password: 'demo1234' }), {
      origin: app.url,
      'sec-fetch-site': 'same-origin',
    });
    expect(same.status).toBe(200);
    expect((await new Client(app.url).login('admin')).status).toBe(200);
  });

  it('Apollo refuses a simple (form-encoded) POST to /graphql', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query={me{username}}',
    });
    expect(res.status).toBe(400);
  });
});

describe('defaults', () => {
  it('earliestValidFrom defaults to the first day of the previous month and is read from the server', async () => {
    const c = new Client(app.url);
    await c.login('buero');
    const previousMonth = firstOfPreviousMonth();
    // The demo closing of the month before stores exactly the default boundary.
    expect((await c.request('GET', '/api/defaults')).json.earliestValidFrom).toBe(previousMonth);
    await app.pool.query(`delete from app_setting where name = 'earliestValidFrom'`);
    expect((await c.request('GET', '/api/defaults')).json.earliestValidFrom).toBe(previousMonth);
    await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', '2026-08-01');
    expect((await c.request('GET', '/api/defaults')).json.earliestValidFrom).toBe('2026-08-01');
  });
});
