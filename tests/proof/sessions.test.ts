/** The callers every authorization cell is tried as: each logged in with exactly its role's authorities. */
import { expect, it } from 'vitest';
import { DEMO_ROLES } from '../../server/src/db/seeds/demo-accounts.js';
import { loginAll } from './sessions.js';

it('each caller is who the matrix assumes: demo roles with their authorities, "none" with none, anon not logged in', async () => {
  const c = await loginAll();
  const roleOf = { buero: 'Büro', teamleiter: 'Teamleiter', mitarbeiter: 'Mitarbeiter' } as const;
  for (const caller of ['buero', 'teamleiter', 'mitarbeiter'] as const) {
    const me = (await c[caller].request('GET', '/api/auth')).json;
    expect(me.authenticated, caller).toBe(true);
    expect([...me.authorities].sort(), caller).toEqual([...DEMO_ROLES.find((r) => r.name === roleOf[caller])!.authorities].sort());
  }
  expect((await c.admin.request('GET', '/api/auth')).json.authorities.length).toBeGreaterThan(50);
  const none = (await c.none.request('GET', '/api/auth')).json;
  expect(none).toMatchObject({ authenticated: true, authorities: [], employeeId: c.noneEmployeeId });
  expect((await c.anon.request('GET', '/api/auth')).json.authenticated).toBe(false);
});
