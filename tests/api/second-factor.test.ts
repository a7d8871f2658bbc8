/**
 * Contract: login with a second factor and the demo-data flag, through the documented /api paths as
 * an outside script would call them (#12.3, #12.11).
 */
import { hash } from '@node-rs/argon2';
import { authenticator } from 'otplib';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;

function appDatabase(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = '/inv_app';
  return url.toString();
}

async function createAdministrator(username: string, password: string) {
  const c = new pg.Client({ connectionString: appDatabase() });
  await c.connect();
  try {
    const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const { rows } = await c.query(`insert into app_user (username, first_name, last_name, password_hash) values ($1, 'Api', 'Zweitfaktor', $2) returning id`, [
      username,
      passwordHash,
    ]);
    await c.query(`insert into app_user_role (user_id, role_id) select $1, id from app_role where name = 'Administrator'`, [rows[0].id]);
  } finally {
    await c.end();
  }
}

describe('#12.3 GET /api/auth tells an anonymous caller about demo data', () => {
  it('demoData is true while demo accounts with the demo password exist', async () => {
    const res = await new Client(base).request('GET', '/api/auth');
    expect(res.json).toMatchObject({ authenticated: false, demoData: true });
  });
});

describe('#12.11 POST /api/login with a second factor', () => {
  it('enrol via /api/auth/second-factor, then 401 + X-Second-Factor without the code, 200 with it', async () => {
    const username = `api-zf-${Date.now().toString(36)}`;
    await createAdministrator(username, 'startpass1');
    const c = new Client(base);
    const first = await c.login(username, 'startpass1');
    expect(first.json).toMatchObject({ authenticated: true, mustEnrolSecondFactor: true });
    expect((await c.request('GET', '/api/defaults')).status).toBe(403);

    const start = await c.request('POST', '/api/auth/second-factor');
    expect(start.status).toBe(200);
    const confirm = await c.request('POST', '/api/auth/second-factor/confirm', { code: authenticator.generate(start.json.secret) });
    expect(confirm.status).toBe(200);
    expect(confirm.json.recoveryCodes).toHaveLength(10);

    const asked = await new Client(base).login(username, 'startpass1');
    expect(asked.status).toBe(401);
    expect(asked.headers.get('x-second-factor')).toBe('required');
    expect(asked.headers.get('set-cookie')).toBeNull();
    // Other 401s keep their empty body.
    const wrong = await new Client(base).login(username, 'falsch123');
    expect(wrong.status).toBe(401);
    expect(wrong.text).toBe('');
    expect(wrong.headers.get('x-second-factor')).toBeNull();

    const code = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(start.json.secret);
    const ok = await new Client(base).request('POST', '/api/login', new URLSearchParams({ username, password: 'startpass1', code }));
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ authenticated: true, secondFactorEnabled: true, mustEnrolSecondFactor: false });
  });
});
