import { matchRoutes } from 'react-router';
import { abilitiesOf } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '@/shared/route-handle';
import { DEMO } from '@/test/demo-users';
import { type AccessAuth, decideAccess, landingPath } from './access';
import { routeObjects } from './router';

const ANON = null;
const user = (authorities: string[], employeeId: number | null = 3000): AccessAuth => ({
  authenticated: true,
  abilities: abilitiesOf(authorities),
  employeeId,
  mustChangePassword: false,
});

/** 'allow' or the redirect target for a URL, through the real route table. */
function visit(auth: AccessAuth | null, url: string, rememberedTarget?: string, clockedInOrderId?: number) {
  const matches = matchRoutes(routeObjects, url);
  const leaf = matches?.[matches.length - 1];
  const rule = (leaf?.route.handle as RouteHandle | undefined)?.rule;
  if (!leaf || !rule) throw new Error(`no route registered for ${url}`);
  const d = decideAccess(auth, rule, leaf.params, leaf.pathname, rememberedTarget, clockedInOrderId);
  return d.type === 'allow' ? 'allow' : d.to;
}

const OK = 'allow';
const LOGIN = '/login';
const AD = '/accessDenied';
const { admin, buero, teamleiter, mitarbeiter } = DEMO;

// url → expected for [anonymous, admin, buero, teamleiter, mitarbeiter]
const TABLE: [string, [string, string, string, string, string]][] = [
  ['/', [LOGIN, '/timeclock', '/houroverview/1002', '/timeclock', '/houroverview/2002']],
  ['/login', [OK, '/timeclock', '/houroverview/1002', '/timeclock', '/houroverview/2002']],
  ['/register', [OK, OK, OK, OK, OK]],
  ['/register/4b1c-uuid', [OK, OK, OK, OK, OK]],
  ['/confirmations/9f2e-uuid', [OK, OK, OK, OK, OK]],
  ['/accessDenied', [LOGIN, OK, OK, OK, OK]],
  ['/password', [LOGIN, OK, OK, OK, OK]],
  ['/timeclock', [LOGIN, OK, '/houroverview/1002', OK, '/houroverview/2002']],
  ['/timeclock/17', [LOGIN, OK, AD, OK, AD]],
  ['/registrations', [LOGIN, OK, OK, AD, AD]],
  ['/customers', [LOGIN, OK, OK, AD, AD]],
  ['/customers/5/info', [LOGIN, OK, OK, AD, AD]],
  ['/customers/5/orders', [LOGIN, OK, OK, AD, AD]],
  ['/archive/1001', [LOGIN, OK, OK, AD, AD]],
  ['/archive/1002', [LOGIN, OK, OK, AD, AD]],
  ['/archive/2002', [LOGIN, OK, OK, AD, OK]],
  ['/accounting', [LOGIN, OK, OK, AD, AD]],
  ['/accounting/employees', [LOGIN, OK, OK, AD, AD]],
  ['/accounting/employees/2002/worklogs', [LOGIN, OK, OK, AD, AD]],
  ['/accounting/employees/2002/perdiems', [LOGIN, OK, OK, AD, AD]],
  ['/inventories', [LOGIN, OK, OK, OK, OK]],
  ['/houroverview/2002', [LOGIN, OK, OK, OK, OK]],
  ['/clockingHistory', [LOGIN, OK, OK, OK, OK]],
  ['/employees', [LOGIN, OK, OK, AD, AD]],
  ['/employees/2002', [LOGIN, OK, OK, AD, OK]],
  ['/employees/2001', [LOGIN, OK, OK, OK, AD]],
  ['/v2/orders', [LOGIN, OK, OK, OK, AD]],
  ['/orders', [LOGIN, OK, OK, OK, AD]],
  ['/orders/new', [LOGIN, OK, OK, OK, AD]],
  ['/orders/8/info', [LOGIN, OK, OK, OK, AD]],
  ['/orders/8/worklogs', [LOGIN, OK, OK, OK, AD]],
  ['/orders/8/assignments', [LOGIN, OK, OK, OK, AD]],
  ['/orders/8/perdiems', [LOGIN, OK, OK, OK, AD]],
  ['/orders/8/operators', [LOGIN, OK, OK, OK, AD]],
  ['/orders/8/editHistory', [LOGIN, OK, OK, OK, AD]],
  ['/orders/8/worklogs/2026-03-02', [LOGIN, OK, OK, OK, AD]],
  ['/orders/8/perdiems/2026-03-02', [LOGIN, OK, OK, OK, AD]],
  ['/monthendclosing', [LOGIN, OK, OK, AD, AD]],
  ['/rights', [LOGIN, OK, AD, AD, AD]],
  ['/rights/users', [LOGIN, OK, AD, AD, AD]],
  ['/rights/user/2002', [LOGIN, OK, AD, AD, AD]],
  ['/rights/roles', [LOGIN, OK, AD, AD, AD]],
  ['/rights/role/3', [LOGIN, OK, AD, AD, AD]],
  ['/rights/role/3/users', [LOGIN, OK, AD, AD, AD]],
  ['/timecontrolling', [LOGIN, OK, AD, AD, AD]],
  ['/search', [LOGIN, OK, AD, AD, AD]],
  ['/auditlog', [LOGIN, OK, AD, AD, AD]],
  ['/outbox', [LOGIN, OK, AD, AD, AD]],
  ['/statistic', [LOGIN, OK, OK, AD, AD]],
  ['/statistic/8', [LOGIN, OK, OK, AD, AD]],
];

describe('route guard: demo users × every route of spec 1 §2.1', () => {
  it.each(TABLE)('%s', (url, [anon, a, b, t, m]) => {
    expect({
      anonymous: visit(ANON, url),
      admin: visit(admin, url),
      buero: visit(buero, url),
      teamleiter: visit(teamleiter, url),
      mitarbeiter: visit(mitarbeiter, url),
    }).toEqual({ anonymous: anon, admin: a, buero: b, teamleiter: t, mitarbeiter: m });
  });
});

describe('route guard rules', () => {
  it('admits a route listing several authorities with any one of them', () => {
    expect(visit(user(['Authorization_ViewRoles']), '/rights/roles')).toBe(OK);
    expect(visit(user(['Authorization_ViewUsers']), '/rights/users')).toBe(OK);
    expect(visit(user(['Authorization_EditUsers']), '/rights')).toBe(AD);
  });

  it('admits by group prefix only where the requirement is a group', () => {
    expect(visit(user(['Accounting_Employee_ViewWorklogs']), '/accounting')).toBe(OK);
    expect(visit(user(['Order_Worklogs']), '/v2/orders')).toBe(AD); // Order_Overview is an exact name
    expect(visit(user(['TimeControlling_View']), '/timecontrolling')).toBe(AD); // needs Superadmin
  });

  it('admits one’s own archive and employee page, nobody else’s', () => {
    expect(visit(user([], 3000), '/archive/3000')).toBe(OK);
    expect(visit(user([], 3000), '/archive/30001')).toBe(AD);
    expect(visit(user([], 3000), '/employees/3000')).toBe(OK);
    expect(visit(user([], null), '/employees/null')).toBe(AD);
    expect(visit(user(['Documentation_ViewDocuments']), '/archive/1')).toBe(OK);
  });

  it('remembers the target of an anonymous visit and returns there after login', () => {
    const matches = matchRoutes(routeObjects, '/employees')!;
    const rule = (matches.at(-1)!.route.handle as RouteHandle).rule;
    expect(decideAccess(null, rule, {}, '/employees')).toEqual({ type: 'redirect', to: LOGIN, rememberTarget: true });
    expect(visit(buero, '/login', '/employees?status=ACTIVE')).toBe('/employees?status=ACTIVE');
    expect(visit(buero, '/login', '/login')).toBe('/houroverview/1002');
    expect(visit(buero, '/login', '//evil.example')).toBe('/houroverview/1002');
  });

  it('sends a user who must change the password to the password form, everywhere but public pages', () => {
    const mustChange = { ...admin, mustChangePassword: true };
    expect(visit(mustChange, '/employees')).toBe('/password');
    expect(visit(mustChange, '/')).toBe('/password');
    expect(visit(mustChange, '/login')).toBe('/password');
    expect(visit(mustChange, '/accessDenied')).toBe('/password');
    expect(visit(mustChange, '/password')).toBe(OK);
    expect(visit(mustChange, '/register')).toBe(OK);
  });

  it('security: sends a user who must enrol a second factor to its page only', () => {
    const mustEnrol = { ...admin, mustEnrolSecondFactor: true };
    expect(visit(mustEnrol, '/employees')).toBe('/second-factor');
    expect(visit(mustEnrol, '/')).toBe('/second-factor');
    expect(visit(mustEnrol, '/login')).toBe('/second-factor');
    expect(visit(mustEnrol, '/second-factor')).toBe(OK);
    expect(visit({ ...mustEnrol, mustChangePassword: true }, '/second-factor')).toBe('/password');
    expect(visit(admin, '/employees')).toBe(OK);
  });

  it('forwards /timeclock to the clocked-in order without looping there', () => {
    expect(visit(teamleiter, '/timeclock', undefined, 42)).toBe('/timeclock/42');
    expect(visit(teamleiter, '/timeclock/42', undefined, 42)).toBe(OK);
    expect(visit(teamleiter, '/timeclock/', undefined)).toBe(OK);
  });

  it('sends unknown paths to the landing page through the catch-all', () => {
    const matches = matchRoutes(routeObjects, '/gibt-es-nicht')!;
    expect(matches.at(-1)!.route.path).toBe('*');
  });
});

describe('landingPath', () => {
  it('starts Timeclock holders at the timeclock, everybody else at their hour overview', () => {
    expect(landingPath(teamleiter)).toBe('/timeclock');
    expect(landingPath(admin)).toBe('/timeclock');
    expect(landingPath(user(['Timeclock_Clocking']))).toBe('/timeclock');
    expect(landingPath(buero)).toBe('/houroverview/1002');
    expect(landingPath(mitarbeiter)).toBe('/houroverview/2002');
  });

  it('prefers the order a Timeclock holder is clocked into', () => {
    expect(landingPath(teamleiter, 42)).toBe('/timeclock/42');
    expect(landingPath(mitarbeiter, 42)).toBe('/houroverview/2002');
  });

  it('has no hour overview for an account without employee', () => {
    expect(landingPath(user([], null))).toBe('/accessDenied');
  });
});
