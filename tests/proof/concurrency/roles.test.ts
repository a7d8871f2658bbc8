/**
 * Concurrency: parallel changes of roles and of one user's roles — authorities granted and
 * revoked (some of the same authority at once), roles assigned and removed (some of the same role at
 * once), renames (two roles to the same name at once), through both faces. The end state must be
 * one some serial order gives: replaying the audit trail of the changes (written in the change's
 * transaction, under the rights lock, so in commit order) from the start state yields exactly the
 * stored roles; no row is doubled; the user's effective authorities read back equal the stored ones.
 */
import { hash } from '@node-rs/argon2';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../server/src/test/http-client.js';
import { ALL_AUTHORITIES } from '@inv/domain';
import { recordProof } from '../report.js';
import { appPool, gqlOutcome, loggedIn, together } from './fixtures.js';

const NAME_TAKEN = 'Der Name ist bereits vergeben.';
const PASSWORD = 'parallel-rollen-1234';
let pool: pg.Pool;
let admin: Client;
const run = Date.now().toString(36);

beforeAll(async () => {
  pool = appPool();
  admin = await loggedIn('admin');
});
afterAll(async () => pool?.end());

/** An account with no role for this run, its id (straight in the database: accounts come with employees otherwise). */
async function newAccount(username: string): Promise<number> {
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const { rows } = await pool.query(`insert into app_user (username, first_name, last_name, password_hash) values ($1, 'Rita', 'Rollenwechsel', $2) returning id`, [username, passwordHash]);
  return rows[0].id;
}

interface State {
  names: Map<number, string>;
  authorities: Map<number, Set<string>>;
  userRoles: Set<number>;
}

async function stored(roleIds: number[], userId: number): Promise<State> {
  const roles = await pool.query(`select id, name, authorities from app_role where id = any($1)`, [roleIds]);
  const members = await pool.query(`select role_id from app_user_role where user_id = $1 and role_id = any($2)`, [userId, roleIds]);
  return {
    names: new Map(roles.rows.map((r) => [r.id, r.name])),
    authorities: new Map(roles.rows.map((r) => [r.id, new Set<string>(r.authorities)])),
    userRoles: new Set(members.rows.map((r) => r.role_id)),
  };
}

const plain = (s: State) => ({
  names: Object.fromEntries([...s.names].sort(([a], [b]) => a - b)),
  authorities: Object.fromEntries([...s.authorities].sort(([a], [b]) => a - b).map(([id, set]) => [id, [...set].sort()])),
  userRoles: [...s.userRoles].sort((a, b) => a - b),
});

/** The start state with the trail's events applied in id order (= commit order: written under the rights lock). */
async function replay(start: State, afterEventId: number, roleIds: number[], userId: number): Promise<State> {
  const state: State = { names: new Map(start.names), authorities: new Map([...start.authorities].map(([k, v]) => [k, new Set(v)])), userRoles: new Set(start.userRoles) };
  const { rows } = await pool.query(
    `select action, entity_type, entity_id, changes from audit_event
      where id > $1 and ((entity_type = 'Role' and entity_id = any($2::text[])) or (entity_type = 'User' and entity_id = $3))
        and action in ('ROLE_ASSIGN', 'ROLE_UNASSIGN', 'ROLE_UPDATE', 'AUTHORITY_GRANT', 'AUTHORITY_REVOKE')
      order by id`,
    [afterEventId, roleIds.map(String), String(userId)],
  );
  // Role changes of a user name the role as it was called then.
  const idByName = (name: string) => [...state.names].find(([, n]) => n === name)?.[0];
  for (const e of rows) {
    const changes = (typeof e.changes === 'string' ? JSON.parse(e.changes) : e.changes) as { field: string; from: unknown; to: unknown }[];
    for (const c of changes) {
      if (e.action === 'AUTHORITY_GRANT') state.authorities.get(Number(e.entity_id))!.add(String(c.to));
      if (e.action === 'AUTHORITY_REVOKE') state.authorities.get(Number(e.entity_id))!.delete(String(c.from));
      if (e.action === 'ROLE_UPDATE' && c.field === 'name') state.names.set(Number(e.entity_id), String(c.to));
      if (e.action === 'ROLE_ASSIGN') state.userRoles.add(idByName(String(c.to))!);
      if (e.action === 'ROLE_UNASSIGN') state.userRoles.delete(idByName(String(c.from))!);
    }
  }
  return state;
}

describe('concurrency: rights', () => {
  it('parallel grants, revokes, role assignments, removals and renames end in a state some serial order gives', async () => {
    // Authorities that need no second factor (Superadmin and Authorization_* do).
    const pool10 = ALL_AUTHORITIES.filter((a) => a !== 'Superadmin' && !a.startsWith('Authorization_')).slice(0, 12);
    const roleIds: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await admin.request('POST', '/api/rights/roles', { name: `Parallel ${run} ${i}`, description: 'Beweis: parallele Rechteänderungen' });
      expect(res.status, res.text).toBe(201);
      roleIds.push(res.json.id);
    }
    const [p] = roleIds;
    for (const a of pool10.slice(0, 6)) expect((await admin.request('PUT', `/api/rights/roles/${p}/assign/${a}`)).status).toBe(200);
    for (const [i, id] of roleIds.entries()) {
      if (i === 0) continue;
      expect((await admin.request('PUT', `/api/rights/roles/${id}/assign/${pool10[(i + 5) % pool10.length]}`)).status).toBe(200);
    }
    const username = `parallel-rollen-${run}`;
    const userId = await newAccount(username);
    for (const id of roleIds.slice(4)) expect((await admin.request('POST', `/api/rights/users/${userId}/assignRole/${id}`)).status).toBe(200);
    // Logged in before the changes: the session must see them at once.
    const user = await loggedIn(username, PASSWORD);
    const start = await stored(roleIds, userId);
    const { rows: [{ last }] } = await pool.query(`select coalesce(max(id), 0)::int as last from audit_event`);

    const rest = (method: string, path: string, body?: unknown) => async () => {
      const r = await admin.request(method, path, body);
      return { what: `${method} ${path}`, status: r.status, message: r.json?.title ?? r.json?.[0]?.message };
    };
    const gql = (what: string, query: string, variables: Record<string, unknown>) => async () => {
      const o = gqlOutcome(await admin.gql(query, variables));
      return { what, status: o.status, message: o.message };
    };
    const GRANT = `mutation($r: Int!, $a: String!) { grantAuthority(roleId: $r, authority: $a) { id } }`;
    const REVOKE = `mutation($r: Int!, $a: String!) { revokeAuthority(roleId: $r, authority: $a) { id } }`;
    const ASSIGN = `mutation($u: Int!, $r: Int!) { assignRole(userId: $u, roleId: $r) { user { id } } }`;
    const UNASSIGN = `mutation($u: Int!, $r: Int!) { unassignRole(userId: $u, roleId: $r) { user { id } } }`;
    const RENAME = `mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { id } }`;
    const sameName = `Parallel ${run} gleich`;
    const calls = [
      // Role p: new authorities granted, held ones revoked, one authority granted and revoked at once.
      ...pool10.slice(6, 10).map((a, i) => (i % 2 ? rest('PUT', `/api/rights/roles/${p}/assign/${a}`) : gql(`grant ${a}`, GRANT, { r: p, a }))),
      ...pool10.slice(0, 4).map((a, i) => (i % 2 ? rest('DELETE', `/api/rights/roles/${p}/authorities/${a}`) : gql(`revoke ${a}`, REVOKE, { r: p, a }))),
      rest('POST', `/api/rights/roles/${p}/authorities/${pool10[4]}`),
      gql(`revoke ${pool10[4]}`, REVOKE, { r: p, a: pool10[4] }),
      rest('PUT', `/api/rights/roles/${p}/unassign/${pool10[4]}`),
      gql(`grant ${pool10[10]}`, GRANT, { r: p, a: pool10[10] }),
      rest('PUT', `/api/rights/roles/${p}/assign/${pool10[10]}`),
      // The user: roles 1–3 assigned, 4–6 removed, 7 assigned and removed at once.
      ...roleIds.slice(1, 4).map((r, i) => (i % 2 ? rest('POST', `/api/rights/users/${userId}/assignRole/${r}`) : gql(`assign ${r}`, ASSIGN, { u: userId, r }))),
      ...roleIds.slice(4, 7).map((r, i) => (i % 2 ? rest('POST', `/api/rights/users/${userId}/unassignRole/${r}`) : gql(`unassign ${r}`, UNASSIGN, { u: userId, r }))),
      rest('POST', `/api/rights/users/${userId}/unassignRole/${roleIds[7]}`),
      gql(`assign ${roleIds[7]}`, ASSIGN, { u: userId, r: roleIds[7] }),
      rest('POST', `/api/rights/users/${userId}/unassignRole/${roleIds[7]}`),
      gql(`assign ${roleIds[7]}`, ASSIGN, { u: userId, r: roleIds[7] }),
      // Renames: role p three ways at once, roles 1 and 2 to the same name at once.
      rest('PUT', `/api/rights/roles/${p}`, { name: `Parallel ${run} A` }),
      gql('rename B', RENAME, { id: p, input: { name: `Parallel ${run} B` } }),
      rest('PUT', `/api/rights/roles/${p}`, { name: `Parallel ${run} C` }),
      rest('PUT', `/api/rights/roles/${roleIds[1]}`, { name: sameName }),
      gql('rename 2 same', RENAME, { id: roleIds[2], input: { name: sameName } }),
    ];
    const answers = await together(calls);
    const end = await stored(roleIds, userId);
    const serial = await replay(start, last, roleIds, userId);

    // Documented answers only: done (200), or the second rename to a taken name (422).
    const undocumented = answers.filter((a) => !(a.status === 200 || (a.status === 422 && a.message === NAME_TAKEN)));
    const taken = answers.filter((a) => a.status === 422).length;
    const duplicates = await pool.query(
      `select (select count(*) - count(distinct role_id) from app_user_role where user_id = $1)::int as member_rows,
              (select count(*)::int from app_role where id = any($2) and cardinality(authorities) <> (select count(distinct x) from unnest(authorities) x)) as doubled`,
      [userId, roleIds],
    );
    const effective = new Set<string>();
    for (const id of end.userRoles) for (const a of end.authorities.get(id)!) effective.add(a);
    const me = await user.request('GET', '/api/auth');
    const meGql = await user.gql(`{ me { authorities } }`);
    const expectedAuthorities = [...effective].sort();
    const checks = {
      undocumented: undocumented.map((a) => [a.what, a.status, a.message]),
      renameCollisions: taken,
      serialOrder: JSON.stringify(plain(end)) === JSON.stringify(plain(serial)),
      doubledRows: duplicates.rows[0].member_rows + duplicates.rows[0].doubled,
      effectiveRest: JSON.stringify([...me.json.authorities].sort()) === JSON.stringify(expectedAuthorities),
      effectiveGraphql: JSON.stringify([...meGql.json.data.me.authorities].sort()) === JSON.stringify(expectedAuthorities),
      // What every serial order agrees on.
      granted: pool10.slice(6, 11).every((a) => end.authorities.get(p)!.has(a)),
      revoked: pool10.slice(0, 4).every((a) => !end.authorities.get(p)!.has(a)),
      assigned: roleIds.slice(1, 4).every((r) => end.userRoles.has(r)),
      removed: roleIds.slice(4, 7).every((r) => !end.userRoles.has(r)),
      oneSameName: [...end.names.values()].filter((n) => n === sameName).length,
    };
    const passed =
      checks.undocumented.length === 0 && checks.renameCollisions === 1 && checks.serialOrder && checks.doubledRows === 0 && checks.effectiveRest && checks.effectiveGraphql &&
      checks.granted && checks.revoked && checks.assigned && checks.removed && checks.oneSameName === 1;
    recordProof('concurrency', 'parallel role changes → a serial end state', { scenarios: 1, passed: passed ? 1 : 0 });
    expect(checks).toEqual({
      undocumented: [], renameCollisions: 1, serialOrder: true, doubledRows: 0, effectiveRest: true, effectiveGraphql: true,
      granted: true, revoked: true, assigned: true, removed: true, oneSameName: 1,
    });
    expect(plain(end)).toEqual(plain(serial));

    // Leave nothing behind that lists would show: the account's roles and the roles themselves.
    for (const r of end.userRoles) await admin.request('POST', `/api/rights/users/${userId}/unassignRole/${r}`);
    for (const r of roleIds) expect((await admin.request('DELETE', `/api/rights/roles/${r}`)).status).toBeLessThan(300);
  });
});
