import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { Client, codeOf, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { msg } from '../../messages.js';
import { Role } from '../auth/role.entity.js';

let app: TestApp;
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];

/** Active employees without an account of the demo logins, one per test below. */
let E: number[] = [];

beforeAll(async () => {
  app = await startTestApp();
  ({ clients, gql } = await loginDemoUsers(app));
  E = (await app.pool.query<{ id: number }>('select id from employee where active and id between 2050 and 2099 order by id limit 8')).rows.map((r) => r.id);
});
afterAll(async () => app?.close());

const passwordHashOf = async (username: string) =>
  (await app.pool.query<{ password_hash: string }>('select password_hash from app_user where username = $1', [username])).rows[0].password_hash;
const welcome = (who: 'admin' | 'buero', id: number) => fetch(`${app.url}/api/employees/${id}/welcome`, { method: 'POST', headers: { cookie: clients[who].cookie } });

describe('security: account takeover through the welcome letter', () => {
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
    // Back to the demo password for the tests below.
    await app.pool.query('update app_user set password_hash = $1, must_change_password = false, initial_password_expires_at = null where username = $2', [before, 'buero']);
    expect((await clients.buero.login('buero')).status).toBe(200);
  });
});

const thisMonth = DateTime.now().setZone('Europe/Berlin').startOf('month');
const month = (offset: number) => thisMonth.plus({ months: offset }).toISODate()!;
const wagesOf = async (employeeId: number) =>
  (
    await app.pool.query<{ id: number; valid_from: string; valid_to: string | null; version: number }>(
      `select id, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to, version from wage_entry where employee_id = $1 order by valid_from`,
      [employeeId],
    )
  ).rows;
/** Gap-free and overlap-free: each entry ends the day before the next one starts. */
const expectChainIntact = (rows: { valid_from: string; valid_to: string | null }[]) => {
  rows.slice(0, -1).forEach((r, i) => {
    expect(r.valid_to, `${r.valid_from}`).toBe(DateTime.fromISO(rows[i + 1].valid_from).minus({ days: 1 }).toISODate());
  });
};
const UPDATE = `mutation($e: Int!, $id: Int!, $input: WageInput!) { updateWage(employeeId: $e, wageId: $id, input: $input) { id wage version } }`;

describe('security: updateWage needs the wage authority and refuses one\'s own record', () => {
  it('buero cannot change its own wage (403), but another employee\'s', async () => {
    const own = (await wagesOf(1002)).at(-1)!;
    const r = await gql('buero', UPDATE, { e: 1002, id: own.id, input: { wage: 99 } });
    expect(codeOf(r)).toBe('FORBIDDEN');
    expect(r.errors[0].message).toBe(msg.ownWageReadOnly);
    const rest = await clients.buero.request('PATCH', `/api/employees/1002/wages/${own.id}`, { wage: 99 });
    expect(rest.status).toBe(403);
    expect(rest.json.title).toBe(msg.ownWageReadOnly);
    const other = (await gql('buero', `mutation($input: WageInput!) { x: updateWage(employeeId: ${E[0]}, wageId: 0, input: $input) { id } }`, { input: { wage: 1 } }));
    expect(codeOf(other)).toBe('NOT_FOUND');
  });

  it('the Superadmin neither changes its own wage', async () => {
    const own = (await wagesOf(1001)).at(-1)!;
    expect(codeOf(await gql('admin', UPDATE, { e: 1001, id: own.id, input: { wage: 99 } }))).toBe('FORBIDDEN');
  });

  it('Employee_EditOther_Edit without Accounting_Overview_ViewWageAndCosts is 403', async () => {
    await app.orm.em.fork().nativeUpdate(Role, { name: 'Teamleiter' }, { authorities: ['Timeclock', 'Employee_EditOther_Edit'] });
    const admin = await gql('admin', `mutation { addWage(employeeId: ${E[0]}, input: { wage: 15, wageType: WAG, validFrom: "${month(1)}" }) { id } }`);
    const r = await gql('teamleiter', UPDATE, { e: E[0], id: admin.data.addWage.id, input: { wage: 30 } });
    expect(codeOf(r)).toBe('FORBIDDEN');
    const ok = await gql('buero', UPDATE, { e: E[0], id: admin.data.addWage.id, input: { wage: 16 } });
    expect(ok.data.updateWage.wage).toBe(16);
  });
});

describe('security: wage and employment chains under a lock with a version', () => {
  it('20 parallel wage adds for one employee (different months) leave an intact chain', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => gql('admin', `mutation { addWage(employeeId: ${E[1]}, input: { wage: ${15 + i}, wageType: WAG, validFrom: "${month(i + 1)}" }) { id } }`)),
    );
    expect(answers.filter((a) => a.errors)).toEqual([]);
    const rows = await wagesOf(E[1]);
    expect(rows.filter((r) => r.valid_from > month(0))).toHaveLength(20);
    expect(rows.at(-1)!.valid_to).toBeNull();
    expectChainIntact(rows);
  });

  it('20 parallel adds of the same month: one wins, the others are refused (none 500), chain intact', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => gql('admin', `mutation { addWage(employeeId: ${E[2]}, input: { wage: ${15 + i}, wageType: WAG, validFrom: "${month(2)}" }) { id } }`)),
    );
    const codes = answers.map((a) => codeOf(a) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.every((c) => c === 'OK' || c === 'VALIDATION' || c === 'CONFLICT')).toBe(true);
    expectChainIntact(await wagesOf(E[2]));
  });

  it('20 parallel changes of one entry sending the same version: one wins, the others 409', async () => {
    const added = await gql('admin', `mutation { addWage(employeeId: ${E[3]}, input: { wage: 15, wageType: WAG, validFrom: "${month(3)}" }) { id version } }`);
    const { id, version } = added.data.addWage;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => gql('buero', UPDATE, { e: E[3], id, input: { wage: 20 + i, version } })));
    const codes = answers.map((a) => codeOf(a) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'CONFLICT')).toBe(true);
    const row = (await wagesOf(E[3])).find((r) => r.id === id)!;
    expect(row.version).toBe(version + 1);
  });

  it('a stale version through REST is 409 with a title; the current one passes', async () => {
    await gql('admin', `mutation { addWage(employeeId: ${E[4]}, input: { wage: 15, wageType: WAG, validFrom: "${month(4)}" }) { id } }`);
    const [entry] = (await wagesOf(E[4])).slice(-1);
    const stale = await clients.buero.request('PATCH', `/api/employees/${E[4]}/wages/${entry.id}`, { wage: 21, version: entry.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.title).toBe(msg.staleEntry);
    const ok = await clients.buero.request('PATCH', `/api/employees/${E[4]}/wages/${entry.id}`, { wage: 21, version: entry.version });
    expect(ok.status).toBe(200);
    expect(ok.json.version).toBe(entry.version + 1);
  });

  it('20 parallel employment adds for one employee leave an intact chain', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => gql('admin', `mutation { addEmployment(employeeId: ${E[5]}, input: { employmentType: ${i % 2 ? 'MIN' : 'FUL'}, validFrom: "${month(i + 1)}" }) { id } }`)),
    );
    expect(answers.filter((a) => a.errors)).toEqual([]);
    const rows = (
      await app.pool.query<{ valid_from: string; valid_to: string | null }>(
        `select to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to from employment_entry where employee_id = $1 order by valid_from`,
        [E[5]],
      )
    ).rows;
    expectChainIntact(rows);
  });
});
