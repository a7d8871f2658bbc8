import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const ids: Record<string, number> = {};
const roleIds: Record<string, number> = {};

const DETAILS = `user { id employeeId name firstName lastName enabled roles { id name memberCount grantsAll } } availableRoles { id name }`;
const ROLE = `id name description memberCount grantsAll authorities`;
const ASSIGN = `mutation($u: Int!, $r: Int!) { assignRole(userId: $u, roleId: $r) { ${DETAILS} } }`;
const UNASSIGN = `mutation($u: Int!, $r: Int!) { unassignRole(userId: $u, roleId: $r) { ${DETAILS} } }`;
const CREATE = `mutation($input: RoleInput!) { createRole(input: $input) { ${ROLE} } }`;
const UPDATE = `mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { ${ROLE} } }`;
const DELETE = `mutation($id: Int!) { deleteRole(id: $id) }`;
const GRANT = `mutation($r: Int!, $a: String!) { grantAuthority(roleId: $r, authority: $a) { ${ROLE} } }`;
const REVOKE = `mutation($r: Int!, $a: String!) { revokeAuthority(roleId: $r, authority: $a) { ${ROLE} } }`;
const message = (r: any) => r.errors?.[0]?.message;
const auditRows = async (action: string) =>
  (await app.pool.query(`select actor_username, entity_type, entity_id, changes from audit_event where action = $1 order by id`, [action])).rows;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  for (const r of (await app.pool.query(`select id, username from app_user`)).rows) ids[r.username] = r.id;
  for (const r of (await app.pool.query(`select id, name from app_role`)).rows) roleIds[r.name] = r.id;
  // A rights manager who is no Superadmin: buero keeps the Büro role and gets the four Authorization rights.
  const manager = (await gql('admin', CREATE, { input: { name: 'Rechteverwaltung', description: 'Benutzer und Rollen verwalten' } })).data.createRole;
  roleIds.Rechteverwaltung = manager.id;
  for (const a of ['Authorization_ViewUsers', 'Authorization_ViewRoles', 'Authorization_EditUsers', 'Authorization_EditRoles']) {
    expect((await gql('admin', GRANT, { r: manager.id, a })).errors).toBeUndefined();
  }
  expect((await gql('admin', ASSIGN, { u: ids.buero, r: manager.id })).errors).toBeUndefined();
});
afterAll(async () => app?.close());

describe('reading', () => {
  it('users page: search by name, user name and personnel number; sorted and paged', async () => {
    const page = (await gql('buero', `{ rightsUsers(term: "hoff", size: 10) { items { name employeeId firstName lastName roles { name } } number size totalElements totalPages } }`)).data.rightsUsers;
    expect(page).toMatchObject({ number: 0, size: 10, totalPages: 1, totalElements: page.items.length });
    expect(page.items.every((u: any) => /hoff/i.test(`${u.firstName} ${u.lastName} ${u.name}`))).toBe(true);
    expect(page.items).toContainEqual({ name: 'mitarbeiter', employeeId: 2002, firstName: 'Lena', lastName: 'Hoffmann', roles: [{ name: 'Mitarbeiter' }] });
    const byNumber = (await gql('buero', `{ rightsUsers(term: "2001") { items { name } } }`)).data.rightsUsers.items;
    expect(byNumber.map((u: any) => u.name)).toEqual(['teamleiter']);
    const byUsername = (await gql('buero', `{ rightsUsers(term: "BUERO") { items { name } } }`)).data.rightsUsers.items;
    expect(byUsername.map((u: any) => u.name)).toEqual(['buero']);
    const sorted = (await gql('buero', `{ rightsUsers(sort: "employeeId,desc", size: 2) { items { employeeId } totalPages } }`)).data.rightsUsers;
    expect(sorted.items).toHaveLength(2);
    expect(sorted.items[0].employeeId).toBeGreaterThan(sorted.items[1].employeeId);
  });

  it('user details list the roles not held as availableRoles; unknown user 404', async () => {
    const d = (await gql('buero', `{ rightsUser(id: ${ids.mitarbeiter}) { ${DETAILS} } }`)).data.rightsUser;
    expect(d.user.roles.map((r: any) => r.name)).toEqual(['Mitarbeiter']);
    expect(d.availableRoles.map((r: any) => r.name)).toContain('Administrator');
    expect(d.availableRoles.map((r: any) => r.name)).not.toContain('Mitarbeiter');
    const missing = await gql('buero', `{ rightsUser(id: 999999) { user { id } } }`);
    expect([codeOf(missing), message(missing)]).toEqual(['NOT_FOUND', 'Benutzer nicht gefunden']);
  });

  it('roles with member counts, a role with sorted authorities (all for grantsAll), members, the catalogue with group and description', async () => {
    const roles = (await gql('buero', `{ roles { id name description memberCount grantsAll } }`)).data.roles;
    expect(roles.find((r: any) => r.name === 'Administrator')).toMatchObject({ grantsAll: true, memberCount: 1 });
    expect(roles.find((r: any) => r.name === 'Rechteverwaltung')).toMatchObject({ memberCount: 1, description: 'Benutzer und Rollen verwalten' });
    const admin = (await gql('buero', `{ role(id: ${roleIds.Administrator}) { ${ROLE} } }`)).data.role;
    expect(admin.authorities).toContain('Superadmin');
    expect(admin.authorities).toEqual([...admin.authorities].sort());
    const members = (await gql('buero', `{ roleUsers(id: ${roleIds.Teamleiter}) { name employeeId } }`)).data.roleUsers;
    expect(members).toEqual([{ name: 'teamleiter', employeeId: 2001 }]);
    expect(codeOf(await gql('buero', `{ role(id: 999999) { id } }`))).toBe('NOT_FOUND');
    const catalogue = (await gql('buero', `{ authorityCatalogue { name title description group } }`)).data.authorityCatalogue;
    expect(catalogue.find((a: any) => a.name === 'Order_Worklogs_ClockingHistory')).toMatchObject({ group: 'Order', title: 'Aufträge: Stempelhistorie' });
    expect(catalogue.every((a: any) => a.description.length > 10)).toBe(true);
  });

  it('403 without Authorization rights; viewing users implies viewing roles', async () => {
    for (const q of [`{ rightsUsers { totalElements } }`, `{ roles { id } }`, `{ authorityCatalogue { name } }`, `{ rightsUser(id: 1) { user { id } } }`]) {
      expect(codeOf(await gql('teamleiter', q)), q).toBe('FORBIDDEN');
    }
    expect(codeOf(await gql('teamleiter', ASSIGN, { u: ids.mitarbeiter, r: roleIds.Teamleiter }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', CREATE, { input: { name: 'X' } }))).toBe('FORBIDDEN');
  });
});

describe('guard rails', () => {
  it('nobody changes their own roles (403), not even a Superadmin', async () => {
    for (const [who, role] of [['buero', 'Büro'], ['admin', 'Administrator']] as const) {
      const r = await gql(who, UNASSIGN, { u: ids[who], r: roleIds[role] });
      expect([codeOf(r), message(r)]).toEqual(['FORBIDDEN', 'Eigene Rollen können nicht geändert werden.']);
    }
    expect(codeOf(await gql('buero', ASSIGN, { u: ids.buero, r: roleIds.Teamleiter }))).toBe('FORBIDDEN');
  });

  it('only held authorities can be granted or assigned (403); a Superadmin holds all', async () => {
    const own = (await gql('buero', CREATE, { input: { name: 'Stempler' } })).data.createRole;
    let r = await gql('buero', GRANT, { r: own.id, a: 'Timeclock' });
    expect([codeOf(r), message(r)]).toEqual(['FORBIDDEN', 'Sie können nur Rechte vergeben, die Sie selbst besitzen.']);
    r = await gql('buero', ASSIGN, { u: ids.mitarbeiter, r: roleIds.Teamleiter });
    expect([codeOf(r), message(r)]).toEqual(['FORBIDDEN', 'Sie können nur Rechte vergeben, die Sie selbst besitzen.']);
    expect(codeOf(await gql('buero', ASSIGN, { u: ids.mitarbeiter, r: roleIds.Administrator }))).toBe('FORBIDDEN');
    // Held ones pass, twice (idempotent).
    expect((await gql('buero', GRANT, { r: own.id, a: 'Order_Overview' })).data.grantAuthority.authorities).toEqual(['Order_Overview']);
    expect((await gql('buero', GRANT, { r: own.id, a: 'Order_Overview' })).data.grantAuthority.authorities).toEqual(['Order_Overview']);
    expect((await gql('admin', GRANT, { r: own.id, a: 'Timeclock' })).data.grantAuthority.authorities).toEqual(['Order_Overview', 'Timeclock']);
    const unknown = await gql('admin', GRANT, { r: own.id, a: 'Nonsense_Right' });
    expect(fieldErrors(unknown)).toEqual([{ path: 'authority', message: 'Unbekanntes Recht' }]);
    expect(message(await gql('admin', GRANT, { r: 999999, a: 'Timeclock' }))).toBe('Rolle nicht gefunden');
  });

  it("a grantsAll role's authorities cannot change (409)", async () => {
    for (const m of [GRANT, REVOKE]) {
      const r = await gql('admin', m, { r: roleIds.Administrator, a: 'Timeclock' });
      expect([codeOf(r), message(r)]).toEqual(['CONFLICT', 'Diese Rolle enthält immer alle Rechte.']);
    }
  });

  it('role names are required and unique (422); a role with members cannot be deleted (409)', async () => {
    expect(fieldErrors(await gql('buero', CREATE, { input: { name: '  ' } }))).toEqual([{ path: 'name', message: 'Geben Sie einen Namen an' }]);
    expect(fieldErrors(await gql('buero', CREATE, { input: { name: 'administrator' } }))).toEqual([{ path: 'name', message: 'Der Name ist bereits vergeben.' }]);
    expect(fieldErrors(await gql('buero', UPDATE, { id: roleIds.Teamleiter, input: { name: 'Büro' } }))).toEqual([{ path: 'name', message: 'Der Name ist bereits vergeben.' }]);
    const r = await gql('buero', DELETE, { id: roleIds.Teamleiter });
    expect([codeOf(r), message(r)]).toEqual(['CONFLICT', 'Die Rolle hat noch Mitglieder.']);
    const renamed = (await gql('buero', UPDATE, { id: roleIds.Teamleiter, input: { name: 'Teamleitung', description: 'Stempeln auf Aufträgen' } })).data.updateRole;
    expect(renamed).toMatchObject({ name: 'Teamleitung', description: 'Stempeln auf Aufträgen', memberCount: 1 });
    await gql('buero', UPDATE, { id: roleIds.Teamleiter, input: { name: 'Teamleiter' } });
    const empty = (await gql('buero', CREATE, { input: { name: 'Leer' } })).data.createRole;
    expect((await gql('buero', DELETE, { id: empty.id })).data.deleteRole).toBe(true);
    expect(codeOf(await gql('buero', `{ role(id: ${empty.id}) { id } }`))).toBe('NOT_FOUND');
  });

  it('the last Superadmin cannot be removed: unassign, revoke, delete (409)', async () => {
    let r = await gql('buero', UNASSIGN, { u: ids.admin, r: roleIds.Administrator });
    expect([codeOf(r), message(r)]).toEqual(['CONFLICT', 'Der letzte Superadmin kann nicht entfernt werden.']);
    // Superadmin by the authority alone: teamleiter gets a role holding it, admin is disabled for a moment.
    const sa = (await gql('admin', CREATE, { input: { name: 'Nur Superadmin' } })).data.createRole;
    await gql('admin', GRANT, { r: sa.id, a: 'Superadmin' });
    await gql('admin', ASSIGN, { u: ids.teamleiter, r: sa.id });
    await app.pool.query(`update app_user set enabled = false where username = 'admin'`);
    try {
      r = await gql('buero', REVOKE, { r: sa.id, a: 'Superadmin' });
      expect([codeOf(r), message(r)]).toEqual(['CONFLICT', 'Der letzte Superadmin kann nicht entfernt werden.']);
      r = await gql('buero', DELETE, { id: sa.id });
      expect([codeOf(r), message(r)]).toEqual(['CONFLICT', 'Der letzte Superadmin kann nicht entfernt werden.']);
      r = await gql('buero', UNASSIGN, { u: ids.teamleiter, r: sa.id });
      expect(codeOf(r)).toBe('CONFLICT');
    } finally {
      await app.pool.query(`update app_user set enabled = true where username = 'admin'`);
    }
    // With admin enabled again the same changes pass; nothing of the refused ones was kept.
    expect((await gql('buero', `{ role(id: ${sa.id}) { authorities memberCount } }`)).data.role).toEqual({ authorities: ['Superadmin'], memberCount: 1 });
    expect((await gql('buero', REVOKE, { r: sa.id, a: 'Superadmin' })).data.revokeAuthority.authorities).toEqual([]);
    expect((await gql('buero', UNASSIGN, { u: ids.teamleiter, r: sa.id })).data.unassignRole.user.roles.map((x: any) => x.name)).toEqual(['Teamleiter']);
  });
});

describe('effects and trail', () => {
  it("a change acts on the affected user's next request, without a new login", async () => {
    const q = `{ roles { id } }`;
    expect(codeOf(await gql('mitarbeiter', q))).toBe('FORBIDDEN');
    await gql('admin', GRANT, { r: roleIds.Mitarbeiter, a: 'Authorization_ViewRoles' });
    expect((await gql('mitarbeiter', q)).data.roles.length).toBeGreaterThan(3);
    await gql('admin', REVOKE, { r: roleIds.Mitarbeiter, a: 'Authorization_ViewRoles' });
    expect(codeOf(await gql('mitarbeiter', q))).toBe('FORBIDDEN');
    // The same through a role assignment.
    expect(codeOf(await gql('mitarbeiter', `{ rightsUsers { totalElements } }`))).toBe('FORBIDDEN');
    await gql('admin', ASSIGN, { u: ids.mitarbeiter, r: roleIds.Rechteverwaltung });
    expect((await gql('mitarbeiter', `{ rightsUsers { totalElements } }`)).data.rightsUsers.totalElements).toBeGreaterThan(3);
    await gql('admin', UNASSIGN, { u: ids.mitarbeiter, r: roleIds.Rechteverwaltung });
    expect(codeOf(await gql('mitarbeiter', `{ rightsUsers { totalElements } }`))).toBe('FORBIDDEN');
  });

  it('every change is in the audit trail with actor and role/authority names; refused ones are not', async () => {
    const assigns = await auditRows('ROLE_ASSIGN');
    expect(assigns[0]).toEqual({ actor_username: 'admin', entity_type: 'User', entity_id: String(ids.buero), changes: [{ field: 'role', from: null, to: 'Rechteverwaltung' }] });
    const unassigns = await auditRows('ROLE_UNASSIGN');
    expect(unassigns.at(-1)).toMatchObject({ actor_username: 'admin', entity_id: String(ids.mitarbeiter), changes: [{ field: 'role', from: 'Rechteverwaltung', to: null }] });
    expect(unassigns.some((u) => u.entity_id === String(ids.admin))).toBe(false);
    const grants = await auditRows('AUTHORITY_GRANT');
    expect(grants.some((g) => g.actor_username === 'buero' && g.changes[0].to === 'Order_Overview')).toBe(true);
    expect(grants.some((g) => g.changes[0].to === 'Nonsense_Right')).toBe(false);
    expect((await auditRows('AUTHORITY_REVOKE')).some((g) => g.changes[0].from === 'Superadmin')).toBe(true);
    expect((await auditRows('ROLE_CREATE')).map((x) => x.changes[0].to)).toContain('Stempler');
    expect((await auditRows('ROLE_UPDATE')).some((x) => x.changes.some((c: any) => c.field === 'name' && c.to === 'Teamleitung'))).toBe(true);
    expect((await auditRows('ROLE_DELETE')).map((x) => x.changes[0].from)).toEqual(['Leer']);
  });

  it('two concurrent removals cannot both pass the last-Superadmin check', async () => {
    await gql('admin', ASSIGN, { u: ids.teamleiter, r: roleIds.Administrator });
    const results = await Promise.all([
      gql('buero', UNASSIGN, { u: ids.admin, r: roleIds.Administrator }),
      gql('buero', UNASSIGN, { u: ids.teamleiter, r: roleIds.Administrator }),
    ]);
    expect(results.map(codeOf).sort()).toEqual(['CONFLICT', undefined]);
    const left = await app.pool.query(`select count(*)::int as n from app_user_role ur join app_role r on r.id = ur.role_id where r.grants_all`);
    expect(left.rows[0].n).toBe(1);
  });
});
