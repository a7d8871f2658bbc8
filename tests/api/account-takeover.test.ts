/** Contract #12.1: the welcome letter is no way into an account holding more rights than the caller. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);

beforeAll(async () => {
  await buero.login('buero');
});

describe('#12.1 account takeover through the welcome letter', () => {
  it('POST /api/employees/1001/welcome as buero is 403 with a title, and the admin password still works', async () => {
    const res = await buero.request('POST', '/api/employees/1001/welcome');
    expect(res.status).toBe(403);
    expect(res.json.title).toMatch(/Zugriff verweigert/);
    expect(res.headers.get('content-type')).not.toBe('application/pdf');
    expect((await new Client(base).login('admin', 'demo1234')).status).toBe(200);
  });

  it('buero still issues the welcome letter of a plain employee', async () => {
    const res = await fetch(`${base}/api/employees/2003/welcome`, { method: 'POST', headers: { cookie: buero.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });
});
