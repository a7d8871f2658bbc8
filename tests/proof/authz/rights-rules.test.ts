/**
 * Authorization matrix, the rights administration's four rules (docs/security.md "Rights
 * administration"), on both faces, as a holder of only the four Authorization_* authorities
 * ("rights") and as the Superadmin ("admin"):
 *
 * 1. changing a user's roles needs every authority that user holds (adding a role also every
 *    authority the role grants);
 * 2. granting or revoking an authority needs that authority;
 * 3. renaming, re-describing or deleting a role needs every authority of that role;
 * 4. roles giving Superadmin (grantsAll or the authority) are the Superadmin's alone.
 *
 * Deny cells aimed at demo records send no-op changes (the same name, the same description) or
 * changes the snapshot would show, so a missing gate is caught without changing shared data for good.
 * Allow cells act on records this file creates and removes again.
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { authenticator } from 'otplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabase } from '../../fixtures/accounts.js';
import { Client, type Answer } from '../../../server/src/test/http-client.js';
import { recordProof } from '../report.js';
import { table } from './outcome.js';

type Who = 'rights' | 'admin';
type Expected = 'allow' | 'deny';
interface Cell {
  rule: 1 | 2 | 3 | 4;
  who: Who;
  what: string;
  expected: Expected;
  /** GraphQL document and variables, or a REST call. */
  gql?: [string, Record<string, unknown>];
  rest?: [string, string, unknown?];
}

const FOUR = ['Authorization_ViewUsers', 'Authorization_ViewRoles', 'Authorization_EditUsers', 'Authorization_EditRoles'];
const tag = randomBytes(3).toString('hex');
const base = () => process.env.TEST_BASE_URL!;
const clients = {} as Record<Who, Client>;
let db: pg.Client;
/** Account and role ids by name. */
const u: Record<string, number> = {};
const r: Record<string, number> = {};

const ASSIGN = `mutation($u: Int!, $r: Int!) { assignRole(userId: $u, roleId: $r) { user { id } } }`;
const UNASSIGN = `mutation($u: Int!, $r: Int!) { unassignRole(userId: $u, roleId: $r) { user { id } } }`;
const UPDATE = `mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }`;
const DELETE = `mutation($id: Int!) { deleteRole(id: $id) }`;
const GRANT = `mutation($r: Int!, $a: String!) { grantAuthority(roleId: $r, authority: $a) { id } }`;
const REVOKE = `mutation($r: Int!, $a: String!) { revokeAuthority(roleId: $r, authority: $a) { id } }`;

async function adminGql(query: string, variables: Record<string, unknown> = {}) {
  const res = await clients.admin.gql(query, variables);
  if (res.json?.errors) throw new Error(`fixture: ${JSON.stringify(res.json.errors)}`);
  return res.json.data;
}

async function role(name: string, authorities: string[]): Promise<number> {
  const id = (await adminGql(`mutation($input: RoleInput!) { createRole(input: $input) { id } }`, { input: { name: `${name} ${tag}` } })).createRole.id;
  for (const a of authorities) await adminGql(GRANT, { r: id, a });
  return id;
}

async function account(username: string, password: string, roleIds: number[]): Promise<number> {
  const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const { rows } = await db.query(`insert into app_user (username, first_name, last_name, password_hash) values ($1, 'Proof', 'Rechte', $2) returning id`, [username, passwordHash]);
  for (const roleId of roleIds) await db.query(`insert into app_user_role (user_id, role_id) values ($1, $2)`, [rows[0].id, roleId]);
  return rows[0].id;
}

/** What the demo records the deny cells aim at look like; compared before and after. */
async function snapshot() {
  const roles = await db.query(`select name, description, grants_all, authorities from app_role where name in ('Büro', 'Administrator') order by name`);
  const members = await db.query(
    `select u.username, array_agg(r.name order by r.name) as roles from app_user u join app_user_role ur on ur.user_id = u.id join app_role r on r.id = ur.role_id
      where u.username in ('admin', 'buero') group by u.username order by u.username`,
  );
  return { roles: roles.rows, members: members.rows };
}

function cells(): Cell[] {
  const ids = { buero: u.buero, admin: u.admin };
  return [
    // 1. A user's roles: the actor must hold everything the user holds (and the role grants).
    { rule: 1, who: 'rights', what: 'remove Büro from buero', expected: 'deny', gql: [UNASSIGN, { u: ids.buero, r: r.Büro }] },
    { rule: 1, who: 'rights', what: 'remove Büro from buero (REST)', expected: 'deny', rest: ['POST', `/rights/users/${ids.buero}/unassignRole/${r.Büro}`] },
    { rule: 1, who: 'rights', what: 'remove Administrator from admin (REST)', expected: 'deny', rest: ['POST', `/rights/users/${ids.admin}/unassignRole/${r.Administrator}`] },
    { rule: 1, who: 'rights', what: 'add an empty role to an account holding more', expected: 'deny', gql: [ASSIGN, { u: u.more, r: r.empty }] },
    { rule: 1, who: 'rights', what: 'add a role granting more than held', expected: 'deny', gql: [ASSIGN, { u: u.plain, r: r.more }] },
    { rule: 1, who: 'rights', what: 'add a role granting more than held (REST)', expected: 'deny', rest: ['POST', `/rights/users/${u.plain}/assignRole/${r.more}`] },
    { rule: 1, who: 'rights', what: 'add an empty role to an account holding nothing', expected: 'allow', gql: [ASSIGN, { u: u.plain, r: r.empty }] },
    { rule: 1, who: 'rights', what: 'remove it again (REST)', expected: 'allow', rest: ['POST', `/rights/users/${u.plain}/unassignRole/${r.empty}`] },
    { rule: 1, who: 'admin', what: 'remove a role from an account holding MonthEndClosing', expected: 'allow', gql: [UNASSIGN, { u: u.more, r: r.more }] },
    { rule: 1, who: 'admin', what: 'give it back (REST)', expected: 'allow', rest: ['POST', `/rights/users/${u.more}/assignRole/${r.more}`] },

    // 2. One authority: the actor must hold it.
    { rule: 2, who: 'rights', what: 'revoke MonthEndClosing from Büro', expected: 'deny', gql: [REVOKE, { r: r.Büro, a: 'MonthEndClosing' }] },
    { rule: 2, who: 'rights', what: 'revoke MonthEndClosing (REST PUT …/unassign)', expected: 'deny', rest: ['PUT', `/rights/roles/${r.more}/unassign/MonthEndClosing`] },
    { rule: 2, who: 'rights', what: 'revoke MonthEndClosing (REST DELETE …/authorities)', expected: 'deny', rest: ['DELETE', `/rights/roles/${r.more}/authorities/MonthEndClosing`] },
    { rule: 2, who: 'rights', what: 'grant MonthEndClosing', expected: 'deny', gql: [GRANT, { r: r.empty, a: 'MonthEndClosing' }] },
    { rule: 2, who: 'rights', what: 'grant MonthEndClosing (REST POST …/authorities)', expected: 'deny', rest: ['POST', `/rights/roles/${r.empty}/authorities/MonthEndClosing`] },
    { rule: 2, who: 'rights', what: 'grant a held authority', expected: 'allow', gql: [GRANT, { r: r.more, a: 'Authorization_ViewUsers' }] },
    { rule: 2, who: 'rights', what: 'revoke it again (REST)', expected: 'allow', rest: ['PUT', `/rights/roles/${r.more}/unassign/Authorization_ViewUsers`] },
    { rule: 2, who: 'admin', what: 'revoke MonthEndClosing', expected: 'allow', gql: [REVOKE, { r: r.more, a: 'MonthEndClosing' }] },
    { rule: 2, who: 'admin', what: 'grant it back (REST)', expected: 'allow', rest: ['PUT', `/rights/roles/${r.more}/assign/MonthEndClosing`] },

    // 3. Name, description, existence of a role: the actor must hold all of its authorities.
    { rule: 3, who: 'rights', what: 'rename Büro (to its own name)', expected: 'deny', gql: [UPDATE, { id: r.Büro, input: { name: 'Büro' } }] },
    { rule: 3, who: 'rights', what: 'rename Büro (REST PUT)', expected: 'deny', rest: ['PUT', `/rights/roles/${r.Büro}`, { name: 'Büro' }] },
    { rule: 3, who: 'rights', what: 're-describe a role holding MonthEndClosing', expected: 'deny', gql: [UPDATE, { id: r.more, input: { description: 'anders' } }] },
    { rule: 3, who: 'rights', what: 'delete a role holding MonthEndClosing', expected: 'deny', gql: [DELETE, { id: r.deleteDenied }] },
    { rule: 3, who: 'rights', what: 'delete a role holding MonthEndClosing (REST)', expected: 'deny', rest: ['DELETE', `/rights/roles/${r.deleteDenied}`] },
    { rule: 3, who: 'rights', what: 're-describe a role of held authorities', expected: 'allow', gql: [UPDATE, { id: r.held, input: { description: 'Nur Benutzer sehen' } }] },
    { rule: 3, who: 'rights', what: 'delete a role of held authorities (REST)', expected: 'allow', rest: ['DELETE', `/rights/roles/${r.held}`] },
    { rule: 3, who: 'admin', what: 're-describe a role holding MonthEndClosing (REST)', expected: 'allow', rest: ['PUT', `/rights/roles/${r.more}`, { description: 'Monatsabschluss' }] },
    { rule: 3, who: 'admin', what: 'delete a role holding MonthEndClosing', expected: 'allow', gql: [DELETE, { id: r.deleteAllowed }] },

    // 4. Roles giving Superadmin: the Superadmin's alone.
    { rule: 4, who: 'rights', what: 'rename Administrator (to its own name)', expected: 'deny', gql: [UPDATE, { id: r.Administrator, input: { name: 'Administrator' } }] },
    { rule: 4, who: 'rights', what: 'rename Administrator (REST PUT)', expected: 'deny', rest: ['PUT', `/rights/roles/${r.Administrator}`, { name: 'Administrator' }] },
    { rule: 4, who: 'rights', what: 'delete Administrator', expected: 'deny', gql: [DELETE, { id: r.Administrator }] },
    { rule: 4, who: 'rights', what: 'revoke a held authority from a Superadmin role', expected: 'deny', gql: [REVOKE, { r: r.superadmin, a: 'Authorization_ViewUsers' }] },
    { rule: 4, who: 'rights', what: 'grant a held authority to a Superadmin role (REST)', expected: 'deny', rest: ['POST', `/rights/roles/${r.superadmin}/authorities/Authorization_EditUsers`] },
    { rule: 4, who: 'rights', what: 'give Administrator to an account holding nothing', expected: 'deny', gql: [ASSIGN, { u: u.plain, r: r.Administrator }] },
    { rule: 4, who: 'admin', what: 'rename Administrator (to its own name)', expected: 'allow', gql: [UPDATE, { id: r.Administrator, input: { name: 'Administrator' } }] },
    { rule: 4, who: 'admin', what: 're-describe a Superadmin role (REST)', expected: 'allow', rest: ['PUT', `/rights/roles/${r.superadmin}`, { description: 'Aufsicht' }] },
  ];
}

type Observed = 'allow' | 'forbidden' | 'other';

async function run(cell: Cell): Promise<{ observed: Observed; code: string }> {
  const client = clients[cell.who];
  let res: Answer;
  if (cell.gql) {
    res = await client.gql(cell.gql[0], cell.gql[1]);
    const code = res.json?.errors?.[0]?.extensions?.code as string | undefined;
    if (!code && res.json?.data) return { observed: 'allow', code: 'data' };
    return { observed: code === 'FORBIDDEN' ? 'forbidden' : 'other', code: `${code ?? res.status} ${res.json?.errors?.[0]?.message ?? ''}`.trim() };
  }
  const [method, path, body] = cell.rest!;
  res = await client.request(method, '/api' + path, body);
  if (res.status < 300) return { observed: 'allow', code: String(res.status) };
  return { observed: res.status === 403 ? 'forbidden' : 'other', code: `${res.status} ${res.json?.title ?? ''}`.trim() };
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: appDatabase() });
  await db.connect();
  clients.admin = new Client(base());
  clients.rights = new Client(base());
  await clients.admin.login('admin');
  for (const row of (await db.query(`select id, name from app_role where name in ('Büro', 'Administrator')`)).rows) r[row.name] = row.id;
  for (const row of (await db.query(`select id, username from app_user where username in ('admin', 'buero')`)).rows) u[row.username] = row.id;
  r.rights = await role('Proof: nur Rechte', FOUR);
  r.more = await role('Proof: Monatsabschluss', ['MonthEndClosing']);
  r.empty = await role('Proof: leer', []);
  r.held = await role('Proof: gehaltene Rechte', ['Authorization_ViewUsers']);
  r.deleteDenied = await role('Proof: löschen verweigert', ['MonthEndClosing']);
  r.deleteAllowed = await role('Proof: löschen erlaubt', ['MonthEndClosing']);
  r.superadmin = await role('Proof: Superadmin', ['Superadmin', 'Authorization_ViewUsers']);
  u.more = await account(`proof-mehr-${tag}`, 'proof-mehr-1234', [r.more]);
  u.plain = await account(`proof-leer-${tag}`, 'proof-leer-1234', []);
  // The rights manager: the four Authorization rights need a second factor, enrolled here.
  u.rights = await account(`proof-rechte-${tag}`, 'proof-rechte-1234', [r.rights]);
  expect((await clients.rights.login(`proof-rechte-${tag}`, 'proof-rechte-1234')).json).toMatchObject({ authenticated: true, mustEnrolSecondFactor: true });
  const secret = (await clients.rights.request('POST', '/api/auth/second-factor')).json.secret;
  expect((await clients.rights.request('POST', '/api/auth/second-factor/confirm', { code: authenticator.generate(secret) })).status).toBe(200);
  const me = (await clients.rights.gql(`{ me { authorities mustEnrolSecondFactor } }`)).json.data.me;
  expect(me).toEqual({ authorities: [...FOUR].sort(), mustEnrolSecondFactor: false });
});

afterAll(async () => {
  if (!db) return;
  // The proof accounts lose their roles and are disabled; the proof roles go.
  const accounts = [u.more, u.plain, u.rights].filter(Boolean);
  await db.query(`delete from app_user_role where user_id = any($1::int[])`, [accounts]);
  await db.query(`update app_user set enabled = false where id = any($1::int[])`, [accounts]);
  await db.query(`delete from app_role where name like $1`, [`Proof: % ${tag}`]);
  await db.end();
});

describe('the rights rules hold on both faces (rights cannot demote the powerful)', () => {
  it('every cell answers as the rule says, and the demo records the deny cells aimed at are unchanged', async () => {
    const before = await snapshot();
    const results: Record<string, string>[] = [];
    for (const cell of cells()) {
      const { observed, code } = await run(cell);
      const ok = cell.expected === 'allow' ? observed === 'allow' : observed === 'forbidden';
      const verdict = ok ? 'ok' : cell.expected === 'deny' && observed === 'allow' ? 'LEAK' : observed === 'other' ? 'unexpected' : 'over-restricted';
      results.push({ rule: String(cell.rule), who: cell.who, what: cell.what, face: cell.gql ? 'graphql' : 'rest', expected: cell.expected, code, verdict });
    }
    const problems = results.filter((x) => x.verdict !== 'ok');
    recordProof('authz', 'rights-rules', { cells: results.length, leaks: results.filter((x) => x.verdict === 'LEAK').length });
    if (process.env.AUTHZ_PRINT) console.log(table(results));
    expect(problems.length, table(problems)).toBe(0);
    for (const rule of [1, 2, 3, 4]) {
      for (const who of ['rights', 'admin']) expect(results.some((x) => x.rule === String(rule) && x.who === who), `rule ${rule} as ${who}`).toBe(true);
    }
    expect(await snapshot(), 'deny cells changed demo records').toEqual(before);
  });
});
