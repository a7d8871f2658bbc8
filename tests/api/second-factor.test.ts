/**
 * Contract: login with a second factor and the demo-data flag, through the documented /api paths as
 * an outside script would call them (honest defaults, a second factor for the powerful).
 */
import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';
import { createAdministrator } from '../fixtures/accounts.js';

const base = process.env.TEST_BASE_URL!;

describe('security: GET /api/auth tells an anonymous caller about demo data', () => {
  it('demoData is true while demo accounts with the demo password exist', async () => {
    const res = await new Client(base).request('GET', '/api/auth');
    expect(res.json).toMatchObject({ authenticated: false, demoData: true });
  });
});

describe('security: POST /api/login with a second factor', () => {
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
