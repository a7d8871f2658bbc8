/** Contract: rights administration (spec 3 §7 Rights). Works on its own roles and on a non-demo account only. */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { authenticator } from 'otplib';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';
import { appDatabase } from '../fixtures/accounts.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);
const anonymous = new Client(base);
const tag = randomBytes(3).toString('hex');
const USER_KEYS = ['employeeId', 'enabled', 'firstName', 'id', 'lastName', 'name', 'roles'];
const SUMMARY_KEYS = ['description', 'grantsAll', 'id', 'memberCount', 'name'];
const ROLE_KEYS = ['authorities', ...SUMMARY_KEYS].sort();
let adminId: number;
let spare: { id: number };
let roleOf: Record<string, number> = {};
let users: any[] = [];

beforeAll(async () => {
  await admin.login('admin');
  await buero.login('buero');
  users = (await admin.request('GET', '/api/rights/users?size=1000')).json._embedded.users;
  adminId = users.find((u: any) => u.name === 'admin').id;
  // An account no test logs in with: its role changes disturb nobody.
  spare = users.find((u: any) => !['admin', 'buero', 'teamleiter', 'mitarbeiter'].includes(u.name) && u.roles.every((r: any) => !r.grantsAll));
  roleOf = Object.fromEntries((await admin.request('GET', '/api/rights/roles')).json._embedded.roles.map((r: any) => [r.name, r.id]));
});

describe('users', () => {
  it('GET /rights/users: paged HAL list, searchable, sortable; 403 without Authorization_ViewUsers; 401 anonymous', async () => {
    const res = await admin.request('GET', '/api/rights/users?term=hoff&size=5&sort=lastName');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.page).sort()).toEqual(['number', 'size', 'totalElements', 'totalPages']);
    const users = res.json._embedded.users;
    expect(users.length).toBeGreaterThan(0);
    expect(Object.keys(users[0]).sort()).toEqual(USER_KEYS);
    expect(Object.keys(users[0].roles[0]).sort()).toEqual(SUMMARY_KEYS);
    expect(users.find((u: any) => u.name === 'mitarbeiter')).toMatchObject({ employeeId: 2002, firstName: 'Lena', lastName: 'Hoffmann' });
    expect((await buero.request('GET', '/api/rights/users')).status).toBe(403);
    expect((await anonymous.request('GET', '/api/rights/users')).status).toBe(401);
  });

  it('GET /rights/users/{id}: { user, availableRoles }; 404 unknown', async () => {
    const res = await admin.request('GET', `/api/rights/users/${adminId}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['availableRoles', 'user']);
    expect(res.json.user.roles.map((r: any) => r.name)).toEqual(['Administrator']);
    expect(res.json.availableRoles.map((r: any) => r.name)).not.toContain('Administrator');
    const missing = await admin.request('GET', '/api/rights/users/999999');
    expect([missing.status, missing.json]).toEqual([404, { title: 'Benutzer nicht gefunden' }]);
  });

  it('POST …/assignRole/{roleId} and …/unassignRole/{roleId}: 200 with the new state; own roles 403; unknown role 404', async () => {
    const role = (await admin.request('POST', '/api/rights/roles', { name: `Zuweisung ${tag}` })).json;
    const added = await admin.request('POST', `/api/rights/users/${spare.id}/assignRole/${role.id}`);
    expect(added.status).toBe(200);
    expect(added.json.user.roles.map((r: any) => r.id)).toContain(role.id);
    expect(added.json.availableRoles.map((r: any) => r.id)).not.toContain(role.id);
    expect((await admin.request('POST', `/api/rights/users/${spare.id}/assignRole/${role.id}`)).status).toBe(200);
    const members = await admin.request('GET', `/api/rights/roles/${role.id}/users`);
    expect(members.json._embedded.users.map((u: any) => u.id)).toEqual([spare.id]);
    expect(members.json.page.totalElements).toBe(1);
    const removed = await admin.request('POST', `/api/rights/users/${spare.id}/unassignRole/${role.id}`);
    expect(removed.status).toBe(200);
    expect(removed.json.user.roles.map((r: any) => r.id)).not.toContain(role.id);
    const own = await admin.request('POST', `/api/rights/users/${adminId}/unassignRole/${roleOf.Administrator}`);
    expect([own.status, own.json]).toEqual([403, { title: 'Eigene Rollen können nicht geändert werden.' }]);
    expect((await admin.request('POST', `/api/rights/users/${spare.id}/assignRole/999999`)).status).toBe(404);
    expect((await buero.request('POST', `/api/rights/users/${spare.id}/assignRole/${role.id}`)).status).toBe(403);
    expect((await admin.request('DELETE', `/api/rights/roles/${role.id}`)).status).toBe(204);
  });
});

describe('roles and authorities', () => {
  it('GET /rights/roles and /rights/roles/{id}; GET /rights/authorities with group, title, description', async () => {
    const roles = await admin.request('GET', '/api/rights/roles');
    expect(roles.status).toBe(200);
    expect(Object.keys(roles.json._embedded.roles[0]).sort()).toEqual(SUMMARY_KEYS);
    const one = await admin.request('GET', `/api/rights/roles/${roleOf.Teamleiter}`);
    expect(Object.keys(one.json).sort()).toEqual(ROLE_KEYS);
    expect(one.json.authorities).toContain('Timeclock_Clocking');
    expect((await admin.request('GET', '/api/rights/roles/999999')).status).toBe(404);
    const catalogue = await admin.request('GET', '/api/rights/authorities');
    expect(catalogue.json._embedded.authorities.find((a: any) => a.name === 'MonthEndClosing')).toEqual({
      name: 'MonthEndClosing', title: 'Monatsabschluss', description: expect.stringMatching(/Monat/), group: 'MonthEndClosing',
    });
    expect((await buero.request('GET', '/api/rights/roles')).status).toBe(403);
    expect((await buero.request('GET', '/api/rights/authorities')).status).toBe(403);
  });

  it('POST /rights/roles 201 + Location; 422 name; PUT renames; DELETE 204, then 404; 409 with members', async () => {
    const res = await admin.request('POST', '/api/rights/roles', { name: `Prüfer ${tag}`, description: 'Nur lesen' });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/rights/roles/${res.json.id}`);
    expect(res.json).toEqual({ id: res.json.id, name: `Prüfer ${tag}`, description: 'Nur lesen', memberCount: 0, grantsAll: false, authorities: [] });
    const dup = await admin.request('POST', '/api/rights/roles', { name: `prüfer ${tag}` });
    expect([dup.status, dup.json]).toEqual([422, [{ path: 'name', message: 'Der Name ist bereits vergeben.' }]]);
    expect((await admin.request('POST', '/api/rights/roles', {})).json).toEqual([{ path: 'name', message: 'Geben Sie einen Namen an' }]);
    const put = await admin.request('PUT', `/api/rights/roles/${res.json.id}`, { name: `Prüfung ${tag}` });
    expect([put.status, put.json.name, put.json.description]).toEqual([200, `Prüfung ${tag}`, 'Nur lesen']);
    const busy = await admin.request('DELETE', `/api/rights/roles/${roleOf.Teamleiter}`);
    expect([busy.status, busy.json]).toEqual([409, { title: 'Die Rolle hat noch Mitglieder.' }]);
    expect((await buero.request('DELETE', `/api/rights/roles/${res.json.id}`)).status).toBe(403);
    expect((await admin.request('DELETE', `/api/rights/roles/${res.json.id}`)).status).toBe(204);
    expect((await admin.request('DELETE', `/api/rights/roles/${res.json.id}`)).status).toBe(404);
  });

  it('PUT …/assign/{rightId}, …/unassign/{rightId}, POST and DELETE …/authorities/{authority}: 200 Role; 422 unknown; 409 grantsAll', async () => {
    const role = (await admin.request('POST', '/api/rights/roles', { name: `Rechte ${tag}` })).json;
    let res = await admin.request('PUT', `/api/rights/roles/${role.id}/assign/Statistic`);
    expect([res.status, res.json.authorities]).toEqual([200, ['Statistic']]);
    res = await admin.request('POST', `/api/rights/roles/${role.id}/authorities/Timeclock`);
    expect([res.status, res.json.authorities]).toEqual([200, ['Statistic', 'Timeclock']]);
    expect(Object.keys(res.json).sort()).toEqual(ROLE_KEYS);
    res = await admin.request('PUT', `/api/rights/roles/${role.id}/unassign/Statistic`);
    expect([res.status, res.json.authorities]).toEqual([200, ['Timeclock']]);
    res = await admin.request('DELETE', `/api/rights/roles/${role.id}/authorities/Timeclock`);
    expect([res.status, res.json.authorities]).toEqual([200, []]);
    res = await admin.request('PUT', `/api/rights/roles/${role.id}/assign/Gibt_Es_Nicht`);
    expect([res.status, res.json]).toEqual([422, [{ path: 'authority', message: 'Unbekanntes Recht' }]]);
    res = await admin.request('POST', `/api/rights/roles/${roleOf.Administrator}/authorities/Statistic`);
    expect([res.status, res.json]).toEqual([409, { title: 'Diese Rolle enthält immer alle Rechte.' }]);
    expect((await admin.request('PUT', `/api/rights/roles/999999/assign/Statistic`)).status).toBe(404);
    expect((await buero.request('PUT', `/api/rights/roles/${role.id}/assign/Statistic`)).status).toBe(403);
    expect((await admin.request('DELETE', `/api/rights/roles/${role.id}`)).status).toBe(204);
  });
});

describe('a holder of only the four Authorization rights (rights cannot demote the powerful)', () => {
  it('403 with the German reason on every REST path that would demote or outrank; the REST shapes stay without `manageable`', async () => {
    const db = new pg.Client({ connectionString: appDatabase() });
    await db.connect();
    const name = `api-rechte-${tag}`;
    const role = (await admin.request('POST', '/api/rights/roles', { name: `Nur Rechte ${tag}` })).json;
    try {
      for (const a of ['Authorization_ViewUsers', 'Authorization_ViewRoles', 'Authorization_EditUsers', 'Authorization_EditRoles']) {
        expect((await admin.request('PUT', `/api/rights/roles/${role.id}/assign/${a}`)).status).toBe(200);
      }
      const passwordHash = await hash('api-rechte-1234', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
      const user = (await db.query(`insert into app_user (username, first_name, last_name, password_hash) values ($1, 'Api', 'Rechte', $2) returning id`, [name, passwordHash])).rows[0].id;
      await db.query(`insert into app_user_role (user_id, role_id) values ($1, $2)`, [user, role.id]);
      const rights = new Client(base);
      await rights.login(name, 'api-rechte-1234');
      const secret = (await rights.request('POST', '/api/auth/second-factor')).json.secret;
      expect((await rights.request('POST', '/api/auth/second-factor/confirm', { code: authenticator.generate(secret) })).status).toBe(200);

      const buero = users.find((u: any) => u.name === 'buero').id;
      const refusals: [string, string, unknown, string][] = [
        ['POST', `/api/rights/users/${buero}/unassignRole/${roleOf['Büro']}`, undefined, 'Die Rollen dieses Benutzers können Sie nicht ändern: Er hat Rechte, die Sie selbst nicht besitzen.'],
        ['PUT', `/api/rights/roles/${roleOf['Büro']}/unassign/MonthEndClosing`, undefined, 'Sie können nur Rechte entziehen, die Sie selbst besitzen.'],
        ['PUT', `/api/rights/roles/${roleOf['Büro']}`, { name: 'Büro' }, 'Diese Rolle können Sie nicht ändern: Sie enthält Rechte, die Sie selbst nicht besitzen.'],
        ['PUT', `/api/rights/roles/${roleOf.Administrator}`, { name: 'Administrator' }, 'Rollen mit Superadmin-Rechten kann nur ein Superadmin ändern.'],
      ];
      for (const [method, path, body, title] of refusals) {
        const res = await rights.request(method, path, body);
        expect([res.status, res.json], `${method} ${path}`).toEqual([403, { title }]);
      }
      const seen = await rights.request('GET', `/api/rights/users/${buero}`);
      expect(Object.keys(seen.json.user).sort()).toEqual(USER_KEYS);
      expect(Object.keys((await rights.request('GET', `/api/rights/roles/${roleOf['Büro']}`)).json).sort()).toEqual(ROLE_KEYS);
      await db.query(`delete from app_user_role where user_id = $1`, [user]);
      await db.query(`update app_user set enabled = false where id = $1`, [user]);
    } finally {
      await admin.request('DELETE', `/api/rights/roles/${role.id}`);
      await db.end();
    }
  });
});
