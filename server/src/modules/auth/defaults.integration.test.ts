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

describe('#12.3 honest defaults', () => {
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
    await app.pool.query(`update app_user set password_hash = $1 where username = 'admin'`, [await hashPassword('demo1234')]);
    expect((await c.login('admin')).json.mustEnrolSecondFactor).toBe(false);
    expect((await c.request('PATCH', '/api/auth/password', { currentPassword: 'demo1234', newPassword: 'ein-eigenes-passwort' })).status).toBe(200);
    expect((await c.request('GET', '/api/auth')).json.mustEnrolSecondFactor).toBe(true);
    expect((await c.request('GET', '/api/defaults')).status).toBe(403);
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

  it('the server logs a warning at start while demo accounts exist', async () => {
    const dbUrl = await createTestDatabase();
    const { output } = await runServer({ DATABASE_URL: dbUrl }, /listening on/);
    expect(output).toMatch(/"level":40.*DEMO DATA/);
    expect(output).toContain('listening on');
  });
});
