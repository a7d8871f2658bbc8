/**
 * Contract: the documented session paths (spec 1 §7) against the running app with demo data,
 * as an integration script that knows only the spec would call them.
 */
import { describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const client = () => new Client(base);

describe('GET /api/auth', () => {
  it('anonymous: 200 with authenticated false', async () => {
    const res = await client().request('GET', '/api/auth');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ authenticated: false, authorities: [] });
  });

  it('after login: the documented fields', async () => {
    const c = client();
    await c.login('mitarbeiter');
    const res = await c.request('GET', '/api/auth');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(
      expect.arrayContaining(['authenticated', 'enabled', 'authorities', 'employeeId', 'username', 'firstName', 'lastName', 'lastLogin']),
    );
    expect(res.json).toMatchObject({ authenticated: true, enabled: true, employeeId: 2002, username: 'mitarbeiter', firstName: 'Lena', lastName: 'Hoffmann', authorities: ['Inventory_ViewPerformance'] });
  });
});

describe('POST /api/login', () => {
  it('form fields: 200 and an httpOnly session cookie', async () => {
    const res = await client().login('admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^inv\.sid=.+HttpOnly/i);
    expect(res.json.authorities).toEqual(expect.arrayContaining(['Superadmin', 'Timeclock', 'Order_Overview']));
  });

  it('JSON body works too', async () => {
    const res = await client().request('POST', '/api/login', { username: 'buero', password: 'demo1234' });
    expect(res.status).toBe(200);
  });

  it('bad credentials: 401 without a body or a cookie', async () => {
    const res = await client().login('buero', 'falsch');
    expect(res.status).toBe(401);
    expect(res.text).toBe('');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('missing fields: 422 with paths and the German message', async () => {
    const res = await client().request('POST', '/api/login', new URLSearchParams({ username: '' }));
    expect(res.status).toBe(422);
    expect(res.json).toEqual([
      { path: 'username', message: 'Bitte Benutzername oder Passwort eingeben.' },
      { path: 'password', message: 'Bitte Benutzername oder Passwort eingeben.' },
    ]);
  });

  it('a cross-site form post is refused with 403 and a title', async () => {
    const res = await client().request('POST', '/api/login', new URLSearchParams({ username: 'admin', password: 'demo1234' }), {
      origin: 'https://angreifer.example',
    });
    expect(res.status).toBe(403);
    expect(res.json.title).toBeTruthy();
  });

  it('eight parallel correct logins of one account: all 200, none refused for attempts still in flight (parallel correct logins refused)', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => client().login('buero')));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
  });

  it('repeated failures: 429 with Retry-After', async () => {
    const c = client();
    const name = `unbekannt-${Date.now()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await c.login(name, 'falsch')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});

describe('POST /api/logout', () => {
  it('200, and the session no longer authenticates', async () => {
    const c = client();
    await c.login('buero');
    expect((await c.request('GET', '/api/defaults')).status).toBe(200);
    expect((await c.request('POST', '/api/logout')).status).toBe(200);
    expect((await c.request('GET', '/api/defaults')).status).toBe(401);
  });
});

describe('PATCH /api/auth/password', () => {
  it('401 when not logged in (empty body)', async () => {
    const res = await client().request('PATCH', '/api/auth/password', { currentPassword: 'a', newPassword: 'abcdefgh' });
    expect(res.status).toBe(401);
    expect(res.text).toBe('');
  });

  it('422 on a wrong current password, exactly as documented', async () => {
    const c = client();
    await c.login('teamleiter');
    const res = await c.request('PATCH', '/api/auth/password', { currentPassword: 'falsch', newPassword: 'einneuespasswort' }, {
      'content-type': 'application/merge-patch+json',
    });
    expect(res.status).toBe(422);
    expect(res.json).toEqual([{ path: 'currentPassword', message: 'Aktuelles Passwort ist nicht korrekt' }]);
  });

  it('422 on a common password, the product name or demo1234 as the new one (common passwords)', async () => {
    const c = client();
    await c.login('teamleiter');
    for (const newPassword of ['12345678', 'passwort1', 'Inventurdienst2025!', 'demo1234']) {
      const res = await c.request('PATCH', '/api/auth/password', { currentPassword: 'demo1234', newPassword });
      expect(res.status).toBe(422);
      expect(res.json).toEqual([{ path: 'newPassword', message: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte ein anderes wählen.' }]);
    }
  });

  it('422 on a new password shorter than 8', async () => {
    const c = client();
    await c.login('teamleiter');
    const res = await c.request('PATCH', '/api/auth/password', { currentPassword: 'demo1234', newPassword: 'kurz' });
    expect(res.status).toBe(422);
    expect(res.json).toEqual([{ path: 'newPassword', message: 'Neues Passwort muss mindestens 8 Zeichen lang sein.' }]);
  });
});

describe('GET /api/defaults', () => {
  it('401 anonymous; earliestValidFrom as YYYY-MM-DD, the first of a month', async () => {
    expect((await client().request('GET', '/api/defaults')).status).toBe(401);
    const c = client();
    await c.login('mitarbeiter');
    const res = await c.request('GET', '/api/defaults');
    expect(res.status).toBe(200);
    expect(res.json.earliestValidFrom).toMatch(/^\d{4}-\d{2}-01$/);
  });
});

describe('POST /api/logger', () => {
  it('accepts both documented shapes', async () => {
    const c = client();
    expect((await c.request('POST', '/api/logger', { level: 'INFO', msg: 'Seite geladen' })).status).toBe(204);
    const err = await c.request('POST', '/api/logger', {
      level: 'ERROR',
      httpStatus: 500,
      route: { name: 'OrdersV2', path: '/v2/orders', params: {}, query: { from: '2026-11-01' } },
      message: 'Request failed with status code 500',
    });
    expect(err.status).toBe(204);
  });
});

describe('errors of the REST layer', () => {
  it('unknown /api path: 404 with a title, never the web app', async () => {
    const res = await client().request('GET', '/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ title: 'Nicht gefunden' });
  });

  it('malformed JSON: 422 with a path, not 500', async () => {
    const bad = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual([{ path: '', message: 'Ungültiges JSON' }]);
  });

  it('no stack traces in GraphQL errors', async () => {
    const res = await client().gql('{ nope }');
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/stacktrace|node_modules/i);
  });
});
