import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { Client, codeOf, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { msg } from '../../messages.js';

let app: TestApp;
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];

beforeAll(async () => {
  app = await startTestApp();
  ({ clients, gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());

const passwordHashOf = async (username: string) =>
  (await app.pool.query<{ password_hash: string }>('select password_hash from app_user where username = $1', [username])).rows[0].password_hash;
const welcome = (who: 'admin' | 'buero', id: number) => fetch(`${app.url}/api/employees/${id}/welcome`, { method: 'POST', headers: { cookie: clients[who].cookie } });

describe('#12.1 account takeover through the welcome letter', () => {
  it('buero cannot issue a welcome letter for the Superadmin: 403 with a German title, password unchanged', async () => {
    const before = await passwordHashOf('admin');
    const res = await welcome('buero', 1001);
    expect(res.status).toBe(403);
    expect((await res.json()).title).toBe(msg.accountHasMoreRights);
    expect(await passwordHashOf('admin')).toBe(before);
    const admin = new Client(app.url);
    expect((await admin.login('admin')).status).toBe(200);
  });

  it('the same through GraphQL, and for an account holding authorities buero lacks (the team leader)', async () => {
    const r = await gql('buero', 'mutation { issueWelcomeLetter(id: 2001) { fileName } }');
    expect(codeOf(r)).toBe('FORBIDDEN');
    expect(r.errors[0].message).toBe(msg.accountHasMoreRights);
    expect((await new Client(app.url).login('teamleiter')).status).toBe(200);
  });

  it('buero still issues the letter for a plain employee (no authorities)', async () => {
    const res = await welcome('buero', 2003);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('the Superadmin issues it for anyone, an office account included', async () => {
    const before = await passwordHashOf('buero');
    const res = await welcome('admin', 1002);
    expect(res.status).toBe(200);
    expect(await passwordHashOf('buero')).not.toBe(before);
  });
});
