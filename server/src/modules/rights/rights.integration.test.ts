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
const FOUR = ['Authorization_ViewUsers', 'Authorization_ViewRoles', 'Authorization_EditUsers', 'Authorization_EditRoles'];
const refused = (r: any) => [codeOf(r), message(r)];
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
  for (const a of FOUR) {
    expect((await gql('admin', GRANT, { r: manager.id, a })).errors).toBeUndefined();
  }
  expect((await gql('admin', ASSIGN, { u: ids.buero, r: manager.id })).errors).toBeUndefined();
  // A rights manager holding nothing but the four Authorization rights: aushilfe (role Aushilfe holds none).
  const only = (await gql('admin', CREATE, { input: { name: 'Nur Rechte', description: 'Nur die vier Authorization-Rechte' } })).data.createRole;
  roleIds['Nur Rechte'] = only.id;
  for (const a of FOUR) expect((await gql('admin', GRANT, { r: only.id, a })).errors).toBeUndefined();
  expect((await gql('admin', ASSIGN, { u: ids.aushilfe, r: only.id })).errors).toBeUndefined();
  // An account without roles and employee: holds nothing a rights manager lacks.
  ids.plain = (await app.pool.query(`insert into app_user (username, first_name, last_name, password_hash) values ('ohne-rollen', 'Ohne', 'Rollen', 'x') returning id`)).rows[0].id;
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
    expect(fieldErrors(await gql('admin', UPDATE, { id: roleIds.Teamleiter, input: { name: 'Büro' } }))).toEqual([{ path: 'name', message: 'Der Name ist bereits vergeben.' }]);
    const r = await gql('admin', DELETE, { id: roleIds.Teamleiter });
    expect([codeOf(r), message(r)]).toEqual(['CONFLICT', 'Die Rolle hat noch Mitglieder.']);
    const renamed = (await gql('admin', UPDATE, { id: roleIds.Teamleiter, input: { name: 'Teamleitung', description: 'Stempeln auf Aufträgen' } })).data.updateRole;
    expect(renamed).toMatchObject({ name: 'Teamleitung', description: 'Stempeln auf Aufträgen', memberCount: 1 });
    await gql('admin', UPDATE, { id: roleIds.Teamleiter, input: { name: 'Teamleiter' } });
    const empty = (await gql('buero', CREATE, { input: { name: 'Leer' } })).data.createRole;
    expect((await gql('buero', DELETE, { id: empty.id })).data.deleteRole).toBe(true);
    expect(codeOf(await gql('buero', `{ role(id: ${empty.id}) { id } }`))).toBe('NOT_FOUND');
  });

  it('the last Superadmin cannot be removed: revoke, delete (409)', async () => {
    // Only a Superadmin touches a Superadmin role, and nobody their own roles: the last one can only
    // cut the branch they sit on. teamleiter is Superadmin by the authority alone, admin is disabled for a moment.
    const sa = (await gql('admin', CREATE, { input: { name: 'Nur Superadmin' } })).data.createRole;
    await gql('admin', GRANT, { r: sa.id, a: 'Superadmin' });
    await gql('admin', ASSIGN, { u: ids.teamleiter, r: sa.id });
    await app.pool.query(`update app_user set enabled = false where username = 'admin'`);
    try {
      let r = await gql('teamleiter', REVOKE, { r: sa.id, a: 'Superadmin' });
      expect([codeOf(r), message(r)]).toEqual(['CONFLICT', 'Der letzte Superadmin kann nicht entfernt werden.']);
      r = await gql('teamleiter', DELETE, { id: sa.id });
      expect([codeOf(r), message(r)]).toEqual(['CONFLICT', 'Der letzte Superadmin kann nicht entfernt werden.']);
    } finally {
      await app.pool.query(`update app_user set enabled = true where username = 'admin'`);
    }
    // With admin enabled again the same changes pass; nothing of the refused ones was kept.
    expect((await gql('buero', `{ role(id: ${sa.id}) { authorities memberCount } }`)).data.role).toEqual({ authorities: ['Superadmin'], memberCount: 1 });
    expect((await gql('admin', REVOKE, { r: sa.id, a: 'Superadmin' })).data.revokeAuthority.authorities).toEqual([]);
    expect((await gql('admin', UNASSIGN, { u: ids.teamleiter, r: sa.id })).data.unassignRole.user.roles.map((x: any) => x.name)).toEqual(['Teamleiter']);
  });
});

describe('rights cannot demote the powerful (holder of only the four Authorization rights vs. Superadmin)', () => {
  const rolesOf = async (u: number) => (await gql('admin', `{ rightsUser(id: ${u}) { user { roles { name } } } }`)).data.rightsUser.user.roles.map((r: any) => r.name);
  const authoritiesOf = async (r: number) => (await gql('admin', `{ role(id: ${r}) { authorities } }`)).data.role.authorities;

  it("changing a user's roles needs every authority that user holds (rights cannot demote the powerful)", async () => {
    const denied = ['FORBIDDEN', 'Die Rollen dieses Benutzers können Sie nicht ändern: Er hat Rechte, die Sie selbst nicht besitzen.'];
    expect(refused(await gql('aushilfe', UNASSIGN, { u: ids.buero, r: roleIds['Büro'] }))).toEqual(denied);
    expect(refused(await gql('aushilfe', UNASSIGN, { u: ids.admin, r: roleIds.Administrator }))).toEqual(denied);
    expect(refused(await gql('aushilfe', UNASSIGN, { u: ids.mitarbeiter, r: roleIds.Mitarbeiter }))).toEqual(denied);
    // Adding, too: even a role without authorities (it would still change what the account is).
    expect(refused(await gql('aushilfe', ASSIGN, { u: ids.buero, r: roleIds.Aushilfe }))).toEqual(denied);
    expect(await rolesOf(ids.buero)).toEqual(['Büro', 'Rechteverwaltung']);
    // The server says so beforehand: the screens disable what would be refused.
    const seen = (await gql('aushilfe', `{ rightsUser(id: ${ids.buero}) { user { manageable } } }`)).data.rightsUser;
    expect(seen.user.manageable).toBe(false);
    // An account holding nothing the manager lacks: its roles change.
    expect((await gql('aushilfe', `{ rightsUser(id: ${ids.plain}) { user { manageable } } }`)).data.rightsUser.user.manageable).toBe(true);
    expect((await gql('aushilfe', ASSIGN, { u: ids.plain, r: roleIds.Aushilfe })).errors).toBeUndefined();
    expect((await gql('aushilfe', UNASSIGN, { u: ids.plain, r: roleIds.Aushilfe })).errors).toBeUndefined();
    // The Superadmin may: take the role and give it back.
    expect((await gql('admin', `{ rightsUser(id: ${ids.buero}) { user { manageable } } }`)).data.rightsUser.user.manageable).toBe(true);
    expect((await gql('admin', UNASSIGN, { u: ids.buero, r: roleIds['Büro'] })).errors).toBeUndefined();
    expect((await gql('admin', ASSIGN, { u: ids.buero, r: roleIds['Büro'] })).errors).toBeUndefined();
  });

  it('adding a role to a user needs every authority that role grants (rights cannot demote the powerful)', async () => {
    const r = await gql('aushilfe', ASSIGN, { u: ids.plain, r: roleIds['Büro'] });
    expect(refused(r)).toEqual(['FORBIDDEN', 'Sie können nur Rechte vergeben, die Sie selbst besitzen.']);
    expect(codeOf(await gql('aushilfe', ASSIGN, { u: ids.plain, r: roleIds.Administrator }))).toBe('FORBIDDEN');
    const available = (await gql('aushilfe', `{ rightsUser(id: ${ids.plain}) { availableRoles { name manageable } } }`)).data.rightsUser.availableRoles;
    expect(available.find((x: any) => x.name === 'Büro').manageable).toBe(false);
    expect(available.find((x: any) => x.name === 'Aushilfe').manageable).toBe(true);
    expect(await rolesOf(ids.plain)).toEqual([]);
    expect((await gql('admin', ASSIGN, { u: ids.plain, r: roleIds['Büro'] })).errors).toBeUndefined();
    expect((await gql('admin', UNASSIGN, { u: ids.plain, r: roleIds['Büro'] })).errors).toBeUndefined();
  });

  it('granting or revoking an authority needs that authority (rights cannot demote the powerful)', async () => {
    let r = await gql('aushilfe', REVOKE, { r: roleIds['Büro'], a: 'MonthEndClosing' });
    expect(refused(r)).toEqual(['FORBIDDEN', 'Sie können nur Rechte entziehen, die Sie selbst besitzen.']);
    r = await gql('aushilfe', GRANT, { r: roleIds.Mitarbeiter, a: 'MonthEndClosing' });
    expect(refused(r)).toEqual(['FORBIDDEN', 'Sie können nur Rechte vergeben, die Sie selbst besitzen.']);
    expect(await authoritiesOf(roleIds['Büro'])).toContain('MonthEndClosing');
    // A held authority may be granted to and revoked from any role that does not give Superadmin.
    expect((await gql('aushilfe', GRANT, { r: roleIds['Büro'], a: 'Authorization_ViewRoles' })).errors).toBeUndefined();
    expect((await gql('aushilfe', REVOKE, { r: roleIds['Büro'], a: 'Authorization_ViewRoles' })).errors).toBeUndefined();
    expect((await gql('admin', REVOKE, { r: roleIds['Büro'], a: 'MonthEndClosing' })).errors).toBeUndefined();
    expect((await gql('admin', GRANT, { r: roleIds['Büro'], a: 'MonthEndClosing' })).errors).toBeUndefined();
    expect(await authoritiesOf(roleIds['Büro'])).toContain('MonthEndClosing');
  });

  it('renaming, re-describing or deleting a role needs every authority of that role (rights cannot demote the powerful)', async () => {
    const denied = ['FORBIDDEN', 'Diese Rolle können Sie nicht ändern: Sie enthält Rechte, die Sie selbst nicht besitzen.'];
    expect(refused(await gql('aushilfe', UPDATE, { id: roleIds['Büro'], input: { name: 'Büro alt' } }))).toEqual(denied);
    expect(refused(await gql('aushilfe', UPDATE, { id: roleIds['Büro'], input: { description: 'leer' } }))).toEqual(denied);
    const counting = (await gql('admin', CREATE, { input: { name: 'Zählung' } })).data.createRole;
    await gql('admin', GRANT, { r: counting.id, a: 'Statistic' });
    expect(refused(await gql('aushilfe', DELETE, { id: counting.id }))).toEqual(denied);
    expect((await gql('aushilfe', `{ role(id: ${counting.id}) { manageable } }`)).data.role.manageable).toBe(false);
    expect((await gql('admin', `{ role(id: ${roleIds['Büro']}) { name description } }`)).data.role).toMatchObject({ name: 'Büro', description: expect.stringMatching(/^Büro und Personal/) });
    // Roles holding only what the manager holds: theirs to change.
    const own = (await gql('aushilfe', CREATE, { input: { name: 'Leser' } })).data.createRole;
    await gql('aushilfe', GRANT, { r: own.id, a: 'Authorization_ViewUsers' });
    expect((await gql('aushilfe', `{ roles { id manageable } }`)).data.roles.find((x: any) => x.id === own.id).manageable).toBe(true);
    expect((await gql('aushilfe', UPDATE, { id: own.id, input: { name: 'Leserin', description: 'liest' } })).data.updateRole).toMatchObject({ name: 'Leserin', description: 'liest' });
    expect((await gql('aushilfe', DELETE, { id: own.id })).data.deleteRole).toBe(true);
    // The Superadmin: any.
    expect((await gql('admin', UPDATE, { id: roleIds['Büro'], input: { description: 'Büro und Personalabteilung' } })).errors).toBeUndefined();
    expect((await gql('admin', DELETE, { id: counting.id })).errors).toBeUndefined();
  });

  it('roles giving Superadmin are the Superadmin\'s alone (rights cannot demote the powerful)', async () => {
    const denied = ['FORBIDDEN', 'Rollen mit Superadmin-Rechten kann nur ein Superadmin ändern.'];
    expect(refused(await gql('aushilfe', UPDATE, { id: roleIds.Administrator, input: { name: 'Admin' } }))).toEqual(denied);
    expect(refused(await gql('aushilfe', DELETE, { id: roleIds.Administrator }))).toEqual(denied);
    expect(refused(await gql('aushilfe', REVOKE, { r: roleIds.Administrator, a: 'Authorization_ViewUsers' }))).toEqual(denied);
    const sa = (await gql('admin', CREATE, { input: { name: 'Oberaufsicht' } })).data.createRole;
    await gql('admin', GRANT, { r: sa.id, a: 'Superadmin' });
    await gql('admin', GRANT, { r: sa.id, a: 'Authorization_ViewUsers' });
    expect(refused(await gql('aushilfe', GRANT, { r: sa.id, a: 'Authorization_EditUsers' }))).toEqual(denied);
    expect(refused(await gql('aushilfe', REVOKE, { r: sa.id, a: 'Authorization_ViewUsers' }))).toEqual(denied);
    expect(refused(await gql('aushilfe', UPDATE, { id: sa.id, input: { description: 'x' } }))).toEqual(denied);
    expect((await gql('aushilfe', `{ role(id: ${roleIds.Administrator}) { manageable } }`)).data.role.manageable).toBe(false);
    expect((await gql('admin', UPDATE, { id: roleIds.Administrator, input: { name: 'Administration' } })).data.updateRole.name).toBe('Administration');
    expect((await gql('admin', UPDATE, { id: roleIds.Administrator, input: { name: 'Administrator' } })).data.updateRole.name).toBe('Administrator');
    expect((await gql('admin', REVOKE, { r: sa.id, a: 'Authorization_ViewUsers' })).errors).toBeUndefined();
    expect((await gql('admin', DELETE, { id: sa.id })).errors).toBeUndefined();
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
    expect((await auditRows('ROLE_DELETE')).map((x) => x.changes[0].from)).toContain('Leer');
    // 'Zählung' was refused to aushilfe first, then deleted by admin: one row, admin's.
    expect((await auditRows('ROLE_DELETE')).filter((x) => x.changes[0].from === 'Zählung').map((x) => x.actor_username)).toEqual(['admin']);
  });

  it('two concurrent removals cannot both pass the last-Superadmin check', async () => {
    // Two Superadmins take the role from each other at once: one passes, the other finds no Superadmin
    // left but itself gone (409) — or, had its request started after the first ended, is no Superadmin any more (403).
    await gql('admin', ASSIGN, { u: ids.teamleiter, r: roleIds.Administrator });
    const results = await Promise.all([
      gql('teamleiter', UNASSIGN, { u: ids.admin, r: roleIds.Administrator }),
      gql('admin', UNASSIGN, { u: ids.teamleiter, r: roleIds.Administrator }),
    ]);
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === undefined)).toHaveLength(1);
    expect(['CONFLICT', 'FORBIDDEN']).toContain(codes.find((c) => c !== undefined));
    const left = await app.pool.query(`select count(*)::int as n from app_user_role ur join app_role r on r.id = ur.role_id where r.grants_all`);
    expect(left.rows[0].n).toBe(1);
  });
});
