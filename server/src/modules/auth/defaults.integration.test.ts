import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './passwords.js';
import { initOrm } from '../../db/orm.js';
import { ensureInitialAdmin } from '../../db/seeds/demo.js';
import { Client, createTestDatabase, startTestApp, type TestApp } from '../../test/harness.js';
import { User } from './user.entity.js';

const MAIN = new URL('../../../dist/main.js', import.meta.url).pathname;

/** Runs the built server until it prints `until` (then stops it) or exits; returns its output and exit code. */
function runServer(env: Record<string, string>, until: RegExp): Promise<{ output: string; code: number | null }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inv-start-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (d: Buffer) => {
      output += d.toString();
      if (until.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ output, code });
    });
  });
}

async function emptyDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `it_empty_${Math.random().toString(16).slice(2, 10)}`;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`create database "${name}"`);
  await c.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

describe('security: honest defaults', () => {
  it('the anonymous login page learns that demo accounts exist, until their passwords are changed', async () => {
    const anon = new Client(app.url);
    const before = await anon.request('GET', '/api/auth');
    expect(before.json).toMatchObject({ authenticated: false, demoData: true });
    expect((await anon.gql('{ me { demoData } }')).json.data.me.demoData).toBe(true);

    await app.pool.query(`update app_user set password_hash = $1 where username in ('admin', 'buero', 'teamleiter', 'mitarbeiter', 'aushilfe')`, [
      await hashPassword('geheim-und-lang'),
    ]);
    expect((await anon.request('GET', '/api/auth')).json.demoData).toBe(false);
    // No demo data any more: the admin is no longer exempt from the second factor.
    const admin = new Client(app.url);
    expect((await admin.login('admin', 'geheim-und-lang')).json).toMatchObject({ demoData: false, mustEnrolSecondFactor: true });
    expect((await admin.request('GET', '/api/defaults')).status).toBe(403);
  });

  it('the demo exemption from the second factor ends when the demo admin changes the password', async () => {
    const c = new Client(app.url);
    // Back to the hash the seed gave it: a demo account again (the previous test changed it).
    await app.pool.query(`update app_user set password_hash = demo_password_hash where username = 'admin'`);
    expect((await c.login('admin')).json.mustEnrolSecondFactor).toBe(false);
    expect((await c.request('PATCH', '/api/auth/password', { currentPassword: 'demo1234', newPassword: 'ein-eigenes-passwort' })).status).toBe(200);
    expect((await c.request('GET', '/api/auth')).json.mustEnrolSecondFactor).toBe(true);
    expect((await c.request('GET', '/api/defaults')).status).toBe(403);
  });

  it('the second-factor exemption and the demo note follow the seed, not a name and the demo password (demo flag from the seed)', async () => {
    // A rights holder called "aushilfe" whose password is "demo1234" again, and no seeded demo account left.
    await app.pool.query(`update app_user set password_hash = $1 where username in ('admin', 'buero', 'teamleiter', 'mitarbeiter')`, [
      await hashPassword('geheim-und-lang'),
    ]);
    await app.pool.query(`update app_user set password_hash = $1 where username = 'aushilfe'`, [await hashPassword('demo1234')]);
    await app.pool.query(`insert into app_user_role (user_id, role_id) select u.id, r.id from app_user u, app_role r where u.username = 'aushilfe' and r.name = 'Administrator'`);
    const anon = new Client(app.url);
    expect((await anon.request('GET', '/api/auth')).json.demoData).toBe(false);
    expect((await anon.gql('{ me { demoData } }')).json.data.me.demoData).toBe(false);
    const c = new Client(app.url);
    expect((await c.login('aushilfe', 'demo1234')).json).toMatchObject({ authenticated: true, demoData: false, mustEnrolSecondFactor: true });
    expect((await c.request('GET', '/api/defaults')).status).toBe(403);
    // The seeded hash back: a demo account again, exempt, and the note is back.
    await app.pool.query(`update app_user set password_hash = demo_password_hash where username = 'aushilfe'`);
    const d = new Client(app.url);
    expect((await d.login('aushilfe', 'demo1234')).json).toMatchObject({ demoData: true, mustEnrolSecondFactor: false });
    await app.pool.query(`update app_user set password_hash = $1 where username = 'aushilfe'`, [await hashPassword('geheim-und-lang')]);
    await app.pool.query(`delete from app_user_role where user_id = (select id from app_user where username = 'aushilfe') and role_id = (select id from app_role where name = 'Administrator')`);
  });

  it('refuses demo1234 and common passwords as a new password (demo flag from the seed)', async () => {
    await app.pool.query(`update app_user set password_hash = demo_password_hash where username = 'mitarbeiter'`);
    const c = new Client(app.url);
    expect((await c.login('mitarbeiter')).status).toBe(200);
    for (const newPassword of ['demo1234', 'Demo1234!', '12345678']) {
      const res = await c.request('PATCH', '/api/auth/password', { currentPassword: 'demo1234', newPassword });
      expect(res.status).toBe(422);
      expect(res.json).toEqual([{ path: 'newPassword', message: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte ein anderes wählen.' }]);
    }
    // Still the seeded demo account.
    expect((await new Client(app.url).request('GET', '/api/auth')).json.demoData).toBe(true);
  });

  it('an empty database needs INITIAL_ADMIN_PASSWORD; the admin must change it and it expires after 24 hours', async () => {
    const dbUrl = await createTestDatabase();
    const orm = await initOrm(dbUrl);
    try {
      await orm.em.getConnection().execute(`truncate app_user cascade`);
      await expect(ensureInitialAdmin(orm.em.fork(), undefined)).rejects.toThrow(/INITIAL_ADMIN_PASSWORD/);
      expect(await ensureInitialAdmin(orm.em.fork(), 'erstes-passwort')).toBe(true);
      const admin = await orm.em.fork().findOneOrFail(User, { username: 'admin' });
      expect(admin.mustChangePassword).toBe(true);
      const hours = (admin.initialPasswordExpiresAt!.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);

      const second = await startTestApp({ dbUrl });
      try {
        const c = new Client(second.url);
        const login = await c.login('admin', 'erstes-passwort');
        expect(login.status).toBe(200);
        expect(login.json).toMatchObject({ mustChangePassword: true, demoData: false });
        await second.pool.query(`update app_user set initial_password_expires_at = now() - interval '1 minute' where username = 'admin'`);
        expect((await new Client(second.url).login('admin', 'erstes-passwort')).status).toBe(401);
      } finally {
        await second.close();
      }
    } finally {
      await orm.close();
    }
  });

  it('with DATABASE_URL on an empty database and no INITIAL_ADMIN_PASSWORD the server refuses to start', async () => {
    const { output, code } = await runServer({ DATABASE_URL: await emptyDatabase() }, /listening on/);
    expect(code).toBe(1);
    expect(output).toContain('INITIAL_ADMIN_PASSWORD');
    expect(output).not.toContain('listening on');
  });

  it('binds to 127.0.0.1 while demo accounts exist and HOST is unset (loopback with demo accounts)', async () => {
    const demo = await runServer({ DATABASE_URL: await createTestDatabase(), HOST: '' }, /listening on/);
    expect(demo.output).toMatch(/"host":"127\.0\.0\.1".*listening on/);
    expect(demo.output).toContain('set HOST');
    // HOST set: that address, demo or not.
    const chosen = await runServer({ DATABASE_URL: await createTestDatabase(), HOST: '0.0.0.0' }, /listening on/);
    expect(chosen.output).toMatch(/"host":"0\.0\.0\.0".*listening on/);
    // No demo accounts: every interface, as before.
    const real = await runServer({ DATABASE_URL: await emptyDatabase(), INITIAL_ADMIN_PASSWORD: 'ein-langes-startpasswort', HOST: '' }, /listening on/);
    expect(real.output).toMatch(/"host":"0\.0\.0\.0".*listening on/);
  });

  it('refuses to start with a common INITIAL_ADMIN_PASSWORD (common passwords)', async () => {
    const { output, code } = await runServer({ DATABASE_URL: await emptyDatabase(), INITIAL_ADMIN_PASSWORD: 'password1' }, /listening on/);
    expect(code).toBe(1);
    expect(output).toContain('INITIAL_ADMIN_PASSWORD ist ein verbreitetes');
  });

  it('the server logs a warning at start while demo accounts exist', async () => {
    const dbUrl = await createTestDatabase();
    const { output } = await runServer({ DATABASE_URL: dbUrl }, /listening on/);
    expect(output).toMatch(/"level":40.*DEMO DATA/);
    expect(output).toContain('listening on');
  });
});
