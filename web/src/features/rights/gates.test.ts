import { describe, expect, it } from 'vitest';
import { DEMO } from '@/test/demo-users';
// The domain's catalogue: the screen's group order must name every group it has.
import { abilitiesOf, AUTHORITY_GROUPS } from '@inv/domain';
import {
  canChangeRolesOf,
  GROUP_ORDER,
  canEditRoles,
  canEditUsers,
  canViewRoles,
  canViewUsers,
  groupAuthorities,
  idParam,
  isSelf,
  roleDetailsHref,
  roleDetailsQuery,
  userSearchTerm,
} from './gates';

const me = (auth: (typeof DEMO)[keyof typeof DEMO]) => ({ username: auth.username, employeeId: auth.employeeId });

describe('rights gates (docs/decisions/rights-and-search.md#RS-2, spec 3 §6)', () => {
  it('the admin may everything; buero, teamleiter and mitarbeiter nothing', () => {
    for (const can of [canViewUsers, canViewRoles, canEditUsers, canEditRoles]) {
      expect(can(DEMO.admin.abilities)).toBe(true);
      expect(can(DEMO.buero.abilities)).toBe(false);
      expect(can(DEMO.mitarbeiter.abilities)).toBe(false);
    }
  });

  it('EditUsers changes users only, EditRoles roles only; viewing users includes seeing the roles', () => {
    expect(canEditUsers(abilitiesOf(['Authorization_EditUsers']))).toBe(true);
    expect(canEditRoles(abilitiesOf(['Authorization_EditUsers']))).toBe(false);
    expect(canEditRoles(abilitiesOf(['Authorization_EditRoles']))).toBe(true);
    expect(canEditUsers(abilitiesOf(['Authorization_EditRoles']))).toBe(false);
    expect(canViewRoles(abilitiesOf(['Authorization_ViewUsers']))).toBe(true);
    expect(canViewUsers(abilitiesOf(['Authorization_ViewRoles']))).toBe(false);
    // The group name alone is no authority here: 'Authorization' must not pass as EditUsers.
    expect(canEditUsers(abilitiesOf(['Authorization_ViewUsers']))).toBe(false);
    expect(canEditUsers(abilitiesOf(['Superadmin']))).toBe(true);
  });

  it('nobody changes their own roles', () => {
    const lena = { name: 'mitarbeiter', employeeId: 2002 };
    const admin = { name: 'admin', employeeId: 1001 };
    expect(isSelf(admin, me(DEMO.admin))).toBe(true);
    expect(isSelf(lena, me(DEMO.admin))).toBe(false);
    expect(isSelf({ name: 'technik', employeeId: null }, { username: 'technik', employeeId: null })).toBe(true);
    expect(isSelf({ name: 'technik', employeeId: null }, { username: 'andere', employeeId: null })).toBe(false);
    expect(canChangeRolesOf(DEMO.admin.abilities, lena, me(DEMO.admin))).toBe(true);
    expect(canChangeRolesOf(DEMO.admin.abilities, admin, me(DEMO.admin))).toBe(false);
    expect(canChangeRolesOf(abilitiesOf(['Authorization_ViewUsers']), lena, me(DEMO.admin))).toBe(false);
  });
});

describe('authority groups (spec 3 §2.11, §9)', () => {
  it('groups by the part before the first underscore in the fixed order, Superadmin last, unknown groups after', () => {
    const groups = groupAuthorities([
      { name: 'Superadmin' },
      { name: 'Statistic' },
      { name: 'Zukunft_Neu' },
      { name: 'Order_Worklogs' },
      { name: 'Accounting_Overview_ViewOther' },
      { name: 'Order_Overview' },
      { name: 'Inventory_ViewPerformance' },
    ]);
    expect(groups.map((g) => g.group)).toEqual(['Accounting', 'Order', 'Statistic', 'Inventory', 'Superadmin', 'Zukunft']);
    expect(groups[1]!.authorities.map((a) => a.name)).toEqual(['Order_Overview', 'Order_Worklogs']);
  });

  it('takes the group the server names when it sends one', () => {
    expect(groupAuthorities([{ name: 'Timeclock_Clocking', group: 'Timeclock' }]).map((g) => g.group)).toEqual(['Timeclock']);
  });
});

describe('user search and route parameters', () => {
  it('searches for an empty term or more than 2 characters', () => {
    expect(userSearchTerm('  ')).toBeNull();
    expect(userSearchTerm('Ho')).toBeUndefined();
    expect(userSearchTerm(' Hof ')).toBe('Hof');
  });

  it('rightsRoleDetails: name prefills, web opens the group filter', () => {
    expect(roleDetailsQuery(new URLSearchParams('web=true&name=B%C3%BCro'))).toEqual({ name: 'Büro', web: true });
    expect(roleDetailsQuery(new URLSearchParams('web'))).toEqual({ name: null, web: true });
    expect(roleDetailsQuery(new URLSearchParams('web=false'))).toEqual({ name: null, web: false });
    expect(roleDetailsQuery(new URLSearchParams(''))).toEqual({ name: null, web: false });
    expect(roleDetailsHref({ id: 3, name: 'Büro & Co' }, true)).toBe('/rights/role/3?name=B%C3%BCro+%26+Co&web=true');
    expect(roleDetailsHref({ id: 3, name: 'X' }, false)).toBe('/rights/role/3?name=X');
  });

  it('ids are whole numbers', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam('4x')).toBeNull();
    expect(idParam(undefined)).toBeNull();
  });
});

describe('authority groups', () => {
  it("GROUP_ORDER is the server's groups (spec 3 §9 order), then Superadmin", () => {
    expect(GROUP_ORDER).toEqual([...AUTHORITY_GROUPS, 'Superadmin']);
  });
});
