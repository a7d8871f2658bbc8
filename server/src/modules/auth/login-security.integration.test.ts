import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticator } from 'otplib';
import { addressKey } from '../../rate-limits.js';
import { hashPassword } from './passwords.js';
import { purgeAuditEvents } from '../audit/audit-retention.js';
import { THROTTLE_USERNAMES_PER_WINDOW } from '../audit/audit-hooks.js';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { Role } from './role.entity.js';
import { User } from './user.entity.js';

let app: TestApp;
beforeAll(async () => {
  // TRUST_PROXY: each test speaks from its own client address through X-Forwarded-For.
  app = await startTestApp({
    env: {
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
      LOGIN_MAX_USERNAMES_PER_BLOCKED_ADDRESS: '4',
      TRUST_PROXY: '1',
    },
  });
});
afterAll(async () => app?.close());

async function createUser(username: string, role = 'Mitarbeiter', password = 'startpass1') {
  const em = app.orm.em.fork();
  const user = em.create(User, { username, firstName: 'Test', lastName: username, passwordHash: await hashPassword(password) });
  user.roles.add(await em.findOneOrFail(Role, { name: role }));
  await em.flush();
  return user;
}

/** A client behind its own address (X-Forwarded-For, trusted in this app). */
function clientAt(ip: string) {
  const c = new Client(app.url);
  const request = c.request.bind(c);
  c.request = (method, path, body, headers = {}) => request(method, path, body, { 'x-forwarded-for': ip, ...headers });
  return c;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('security: throttling that holds under bursts', () => {
  it('50 parallel wrong logins: at most LOGIN_MAX_FAILURES are evaluated (401), the rest are refused (429)', async () => {
    await createUser('burst');
    const results = await Promise.all(Array.from({ length: 50 }, () => clientAt('198.51.100.1').login('burst', 'falsch')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(47);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // The pair stays blocked, even for the right password.
    expect((await clientAt('198.51.100.1').login('burst', 'startpass1')).status).toBe(429);
  });

  it('a per-account limiter counts failures for one username from any address', async () => {
    await createUser('verteilt');
    for (let i = 1; i <= 5; i++) expect((await clientAt(`198.51.100.${10 + i}`).login('verteilt', 'falsch')).status).toBe(401);
    const blocked = await clientAt('198.51.100.20').login('verteilt', 'startpass1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a blocked address does not lock out other users behind the same proxy', async () => {
    const proxy = '203.0.113.7';
    for (let i = 0; i < 6; i++) expect((await clientAt(proxy).login(`unbekannt${i}`, 'falsch')).status).toBe(401);
    // The address is used up: a username that already failed from here gets no more attempts …
    expect((await clientAt(proxy).login('unbekannt0', 'falsch')).status).toBe(429);
    // … a fresh username only its first one …
    expect((await clientAt(proxy).login('unbekannt9', 'falsch')).status).toBe(401);
    expect((await clientAt(proxy).login('unbekannt9', 'falsch')).status).toBe(429);
    // … while colleagues with the right password still get in, again and again.
    expect((await clientAt(proxy).login('buero')).status).toBe(200);
    expect((await clientAt(proxy).login('buero')).status).toBe(200);
    expect((await clientAt(proxy).login('teamleiter')).status).toBe(200);
  });

  it('password spraying from a blocked address: at most N new usernames are evaluated, known colleagues still get in', async () => {
    const office = '203.0.113.20';
    await createUser('kollegin');
    await createUser('neuling');
    for (let i = 0; i < 8; i++) await createUser(`spray${i}`);
    // A colleague who logged in from the office before.
    expect((await clientAt(office).login('kollegin', 'startpass1')).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await clientAt(office).login(`tippfehler${i}`, 'falsch')).status).toBe(401);
    // 40 usernames × one password, in parallel: existing accounts and made-up ones alike.
    const names = Array.from({ length: 40 }, (_, i) => (i < 8 ? `spray${i}` : `${90000 + i}`));
    const statuses = (await Promise.all(names.map((n) => clientAt(office).login(n, 'Sommer2024')))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(36);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // The known colleague still gets in; a user never seen from here waits for tomorrow.
    expect((await clientAt(office).login('kollegin', 'startpass1')).status).toBe(200);
    expect((await clientAt(office).login('neuling', 'startpass1')).status).toBe(429);
    // From elsewhere nothing changed for that user.
    expect((await clientAt('198.51.100.90').login('neuling', 'startpass1')).status).toBe(200);
  });

  it('8 parallel correct logins of one account all get in (parallel correct logins refused)', async () => {
    await createUser('parallel');
    const results = await Promise.all(Array.from({ length: 8 }, () => clientAt('198.51.100.95').login('parallel', 'startpass1')));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    // And from eight addresses at once (the per-account count).
    const spread = await Promise.all(Array.from({ length: 8 }, (_, i) => clientAt(`198.51.100.${100 + i}`).login('parallel', 'startpass1')));
    expect(spread.map((r) => r.status)).toEqual(Array(8).fill(200));
  });

  it('a login ended by an unexpected error gives up its place in flight (parallel correct logins refused)', async () => {
    await createUser('broken-db');
    // The database fails under the first LOGIN_MAX_FAILURES logins, after they took their place.
    const failing = app.orm.em.fork();
    failing.findOne = (() => Promise.reject(new Error('connection lost'))) as typeof failing.findOne;
    const req = { ip: '198.51.100.120', session: undefined } as unknown as Parameters<typeof app.services.auth.login>[1];
    for (let i = 0; i < 3; i++) await expect(app.services.auth.login(failing, req, 'broken-db', 'startpass1')).rejects.toThrow('connection lost');
    // Places left behind would make this login wait for them and end in 429 after 15 s.
    const ok = await clientAt('198.51.100.120').login('broken-db', 'startpass1');
    expect(ok.status).toBe(200);
  });

  it('IPv6 addresses are keyed by their /64 network', async () => {
    expect(addressKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    await createUser('sechs');
    for (const host of ['a', 'b', 'c']) expect((await clientAt(`2001:db8:1:2::${host}`).login('sechs', 'falsch')).status).toBe(401);
    // Another host of the same /64 is the same client; another /64 is not.
    expect((await clientAt('2001:db8:1:2::d').login('sechs', 'startpass1')).status).toBe(429);
    expect((await clientAt('2001:db8:1:3::d').login('sechs', 'startpass1')).status).toBe(200);
  });

  it('throttles the current-password check of the password change', async () => {
    await createUser('raten');
    const c = clientAt('198.51.100.30');
    expect((await c.login('raten', 'startpass1')).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await c.request('PATCH', '/api/auth/password', { currentPassword: `falsch${i}xx`, newPassword: 'neuespasswort' })).status).toBe(422);
    }
    const blocked = await c.request('PATCH', '/api/auth/password', { currentPassword: 'startpass1', newPassword: 'neuespasswort' });
    expect(blocked.status).toBe(429);
  });

  it('50 parallel wrong registration codes: at most REGISTRATION_CODE_MAX_FAILURES are looked up', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => clientAt('198.51.100.40').request('POST', '/api/registrations', { registrationCode: 'QQQQ' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
  });
});

/** A TOTP code for a later time step than any accepted before (codes are single-use per step). */
const codeAt = (secret: string, offsetSeconds: number) => authenticator.clone({ epoch: Date.now() + offsetSeconds * 1000 }).generate(secret);

describe('security: second factor for the powerful', () => {
  it('an Authorization user without a second factor gets a restricted session until enrolled', async () => {
    await createUser('rechte1', 'Administrator');
    const c = clientAt('198.51.100.50');
    const login = await c.login('rechte1', 'startpass1');
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ mustEnrolSecondFactor: true, secondFactorEnabled: false });
    const blocked = await c.request('GET', '/api/defaults');
    expect(blocked.status).toBe(403);
    expect(blocked.json.title).toBe('Bitte zuerst den zweiten Faktor einrichten.');
    expect((await c.request('GET', '/api/auth')).status).toBe(200);
    const gql = await c.gql(`{ defaults { earliestValidFrom } }`);
    expect(gql.json.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('enrols with a QR code, confirms with a code, shows 10 recovery codes once; login then needs the code', async () => {
    await createUser('rechte2', 'Administrator');
    const c = clientAt('198.51.100.51');
    await c.login('rechte2', 'startpass1');
    const start = await c.request('POST', '/api/auth/second-factor');
    expect(start.status).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = start.json;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Inventurdienst:rechte2\?secret=[A-Z2-7]+.*issuer=Inventurdienst/);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await c.request('POST', '/api/auth/second-factor/confirm', { code: '000000' === authenticator.generate(secret) ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual([{ path: 'code', message: 'Der Code ist nicht korrekt oder wurde bereits verwendet.' }]);
    const confirmed = await c.request('POST', '/api/auth/second-factor/confirm', { code: authenticator.generate(secret) });
    expect(confirmed.status).toBe(200);
    const recovery: string[] = confirmed.json.recoveryCodes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await c.request('GET', '/api/defaults')).status).toBe(200);
    const me = await c.request('GET', '/api/auth');
    expect(me.json).toMatchObject({ secondFactorEnabled: true, mustEnrolSecondFactor: false });
    expect(me.text).not.toContain(secret);
    // The secret is never handed out again and recovery codes are stored hashed.
    expect((await c.request('POST', '/api/auth/second-factor')).status).toBe(409);
    const row = (await app.pool.query(`select totp_secret, recovery_code_hashes from app_user where username = 'rechte2'`)).rows[0];
    expect(row.totp_secret).toBe(secret);
    expect(row.recovery_code_hashes.every((h: string) => h.startsWith('$argon2id$'))).toBe(true);

    // A correct password without the code yields no session: 401 that says a code is needed.
    const noCode = clientAt('198.51.100.52');
    const asked = await noCode.login('rechte2', 'startpass1');
    expect(asked.status).toBe(401);
    expect(asked.headers.get('x-second-factor')).toBe('required');
    expect(asked.json).toEqual({ title: 'Bitte den Code aus der Authenticator-App eingeben.', secondFactor: 'REQUIRED' });
    expect((await noCode.request('GET', '/api/auth')).json.authenticated).toBe(false);
    // Same rule on the GraphQL login.
    const g = await noCode.gql(`mutation { login(username: "rechte2", password: "startpass1") { authenticated } }`);
    expect(g.json.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', secondFactor: 'REQUIRED' });
    expect((await noCode.request('GET', '/api/auth')).json.authenticated).toBe(false);

    // A code of the next step works once; replaying it is refused.
    const code = codeAt(secret, 30);
    const ok = await noCode.request('POST', '/api/login', form({ username: 'rechte2', password: 'startpass1', code }));
    expect(ok.status).toBe(200);
    expect(ok.json.authenticated).toBe(true);
    const replay = await clientAt('198.51.100.53').request('POST', '/api/login', form({ username: 'rechte2', password: 'startpass1', code }));
    expect(replay.status).toBe(401);
    expect(replay.headers.get('x-second-factor')).toBe('invalid');

    // A recovery code works once, instead of the app's code.
    const viaRecovery = clientAt('198.51.100.54');
    const gqlLogin = `mutation($c: String) { login(username: "rechte2", password: "startpass1", code: $c) { authenticated secondFactorEnabled } }`;
    const r1 = await viaRecovery.gql(gqlLogin, { c: recovery[0] });
    expect(r1.json.data.login).toEqual({ authenticated: true, secondFactorEnabled: true });
    const r2 = await clientAt('198.51.100.55').gql(gqlLogin, { c: recovery[0] });
    expect(r2.json.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', secondFactor: 'INVALID' });
    expect((await app.pool.query(`select cardinality(recovery_code_hashes) n from app_user where username = 'rechte2'`)).rows[0].n).toBe(9);
  });

  it('wrong codes count against the login throttling', async () => {
    await createUser('rechte3', 'Administrator');
    const c = clientAt('198.51.100.60');
    await c.login('rechte3', 'startpass1');
    const { secret } = (await c.request('POST', '/api/auth/second-factor')).json;
    expect((await c.request('POST', '/api/auth/second-factor/confirm', { code: authenticator.generate(secret) })).status).toBe(200);
    const good = codeAt(secret, 30);
    const bad = good === '123456' ? '654321' : '123456';
    const attacker = clientAt('198.51.100.61');
    for (let i = 0; i < 3; i++) {
      expect((await attacker.request('POST', '/api/login', form({ username: 'rechte3', password: 'startpass1', code: bad }))).status).toBe(401);
    }
    expect((await attacker.request('POST', '/api/login', form({ username: 'rechte3', password: 'startpass1', code: good }))).status).toBe(429);
  });

  it('disabling needs a valid code; afterwards the session is restricted again', async () => {
    await createUser('rechte4', 'Administrator');
    const c = clientAt('198.51.100.70');
    await c.login('rechte4', 'startpass1');
    const { secret } = (await c.request('POST', '/api/auth/second-factor')).json;
    expect((await c.request('POST', '/api/auth/second-factor/confirm', { code: authenticator.generate(secret) })).status).toBe(200);
    const wrong = await c.request('DELETE', '/api/auth/second-factor', { code: 'abcde-fghij' });
    expect(wrong.status).toBe(422);
    expect((await c.request('DELETE', '/api/auth/second-factor', { code: codeAt(secret, 30) })).status).toBe(200);
    expect((await c.request('GET', '/api/auth')).json).toMatchObject({ secondFactorEnabled: false, mustEnrolSecondFactor: true });
    expect((await c.request('GET', '/api/defaults')).status).toBe(403);
  });

  it('the demo admin is exempt only with the demo password (demo data on)', async () => {
    const demo = clientAt('198.51.100.80');
    const login = await demo.login('admin');
    expect(login.json).toMatchObject({ mustEnrolSecondFactor: false, demoData: true });
    expect((await demo.request('GET', '/api/defaults')).status).toBe(200);
  });
});

describe('audit rows for throttled logins', () => {
  it('throttled attempts of one address and window are one audit event with a count (audit rows for throttled logins)', async () => {
    await createUser('flut');
    const ip = '198.51.100.120';
    for (let i = 0; i < 3; i++) expect((await clientAt(ip).login('flut', 'falsch')).status).toBe(401);
    // 200 requests: the blocked name again and again, and a spray of made-up names.
    const statuses = [];
    for (let i = 0; i < 200; i++) statuses.push((await clientAt(ip).login(i % 2 ? 'flut' : `flut${i}`, 'falsch')).status);
    const locked = statuses.filter((s) => s === 429).length;
    expect(locked).toBeGreaterThanOrEqual(190);
    const rows = (await app.pool.query(`select action, changes from audit_event where client_address = $1 order by id`, [ip])).rows;
    expect(rows.filter((r) => r.action === 'LOGIN_FAILED').length).toBe(statuses.filter((s) => s === 401).length + 3);
    const lockedRows = rows.filter((r) => r.action === 'LOGIN_LOCKED');
    // One event per username up to THROTTLE_USERNAMES_PER_WINDOW, one for all further ones (twice that
    // if the run crossed a window boundary), not one per attempt.
    expect(lockedRows.length).toBeGreaterThanOrEqual(2);
    expect(lockedRows.length).toBeLessThanOrEqual(2 * (THROTTLE_USERNAMES_PER_WINDOW + 1));
    expect(lockedRows.some((r) => r.changes.some((c: any) => c.field === 'username' && c.to === 'flut'))).toBe(true);
    const counted = (await app.pool.query(`select sum(attempts)::int n from login_throttle_window where address = $1`, [ip])).rows[0].n;
    expect(counted).toBe(locked);
    // The trail shows the count with the event.
    const admin = clientAt('198.51.100.121');
    expect((await admin.login('admin')).status).toBe(200);
    const page = await admin.gql(`{ auditEvents(filter: { action: "LOGIN_LOCKED" }, size: 100) { items { clientAddress changes { field to } } } }`);
    const mine = page.json.data.auditEvents.items.filter((e: any) => e.clientAddress === ip);
    const shown = mine.reduce((sum: number, e: any) => sum + Number(e.changes.find((c: any) => c.field === 'throttledAttempts')?.to ?? 0), 0);
    expect(shown).toBe(locked);
  });

  it('a daily job deletes audit events past their retention; younger ones stay undeletable (audit rows for throttled logins)', async () => {
    const insert = (action: string, daysAgo: number) =>
      app.pool.query(`insert into audit_event (at, action, entity_type, client_address) values (now() - make_interval(days => $2), $1, 'Retention', 'retention-test') returning id`, [
        action,
        daysAgo,
      ]);
    await insert('LOGIN_FAILED', 200); // past the 180 days of security events
    await insert('LOGIN_FAILED', 10);
    await insert('UPDATE', 200); // a change: kept ten years
    await insert('UPDATE', 4000);
    await app.pool.query(
      `insert into login_throttle_window (address, window_start, username, last_at) values ('retention-test', now() - interval '200 days', 'x', now() - interval '200 days')`,
    );
    const result = await purgeAuditEvents(app.orm.em.fork(), app.config);
    expect(result.security).toBeGreaterThanOrEqual(1);
    expect(result.other).toBeGreaterThanOrEqual(1);
    const left = (await app.pool.query(`select action, (now() - at) > interval '100 days' as old from audit_event where client_address = 'retention-test' order by at`)).rows;
    expect(left).toEqual([
      { action: 'UPDATE', old: true },
      { action: 'LOGIN_FAILED', old: false },
    ]);
    expect((await app.pool.query(`select count(*)::int n from login_throttle_window where address = 'retention-test'`)).rows[0].n).toBe(0);
    // Outside the purge, the trail stays append-only.
    await expect(app.pool.query(`delete from audit_event where client_address = 'retention-test'`)).rejects.toThrow(/append-only/);
    const c = await app.pool.connect();
    try {
      await c.query('begin');
      await c.query(`select set_config('inv.audit_purge_before', (now() - interval '100 days')::text, true)`);
      await expect(c.query(`delete from audit_event where client_address = 'retention-test' and action = 'LOGIN_FAILED'`)).rejects.toThrow(/append-only/);
    } finally {
      await c.query('rollback');
      c.release();
    }
  });
});
