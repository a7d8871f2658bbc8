import type { Auth } from '@/shared/session/auth';
// The server's own demo data (plain data modules), so these tests check the menu and the guards
// against exactly the authorities the demo users hold.
import { ALL_AUTHORITIES, abilitiesOf } from '@inv/domain';
import { DEMO_ROLES, DEMO_USERS } from '../../../server/src/db/seeds/demo-accounts';

function authOf(username: (typeof DEMO_USERS)[number]['username']): Auth {
  const u = DEMO_USERS.find((x) => x.username === username)!;
  const role = DEMO_ROLES.find((r) => r.name === u.role)!;
  const authorities = role.grantsAll ? [...ALL_AUTHORITIES] : [...role.authorities];
  return {
    authenticated: true,
    enabled: true,
    authorities,
    abilities: abilitiesOf(authorities),
    employeeId: u.employeeId,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    lastLogin: null,
    mustChangePassword: false,
    secondFactorEnabled: false,
    mustEnrolSecondFactor: false,
    demoData: true,
  };
}

/** The demo accounts of server/src/db/seeds/demo-accounts.ts as the `me` query returns them. */
export const DEMO = {
  admin: authOf('admin'),
  buero: authOf('buero'),
  teamleiter: authOf('teamleiter'),
  mitarbeiter: authOf('mitarbeiter'),
} as const;

export type DemoUser = keyof typeof DEMO;

/** A session holding other authorities, with the abilities the server would compute for them. */
export const withAuthorities = (auth: Auth, authorities: string[]): Auth => ({ ...auth, authorities, abilities: abilitiesOf(authorities) });
