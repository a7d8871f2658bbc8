import { describe, expect, it } from 'vitest';
import { groupOf, hasAnyAuthority, hasAuthority } from './permissions.js';
import { ALL_AUTHORITIES, AUTHORITY_CATALOGUE, AUTHORITY_GROUPS, type AuthorityRequirement } from './authorities.js';

describe('hasAuthority (spec 1 §6: exact name or group prefix; empty passes)', () => {
  const cases: [string, string[], string | null | undefined, boolean][] = [
    ['empty requirement passes without authorities', [], '', true],
    ['null requirement passes', [], null, true],
    ['undefined requirement passes', [], undefined, true],
    ['exact name', ['Timeclock_Clocking'], 'Timeclock_Clocking', true],
    ['exact name missing', ['Timeclock'], 'Timeclock_Clocking', false],
    ['group name matches any authority of the group', ['Accounting_Overview_ViewOther'], 'Accounting', true],
    ['group name matches the bare group authority', ['Statistic'], 'Statistic', true],
    ['group of another group does not match', ['Accounting_Overview_ViewOther'], 'Order', false],
    ['a longer name is not a group requirement', ['Order_Overview_ListOrders'], 'Order_Overview', false],
    ['holding the group does not give a specific authority', ['Order'], 'Order_Overview', false],
    ['prefix must end at the underscore', ['OrderX_Foo'], 'Order', false],
    ['case-sensitive', ['superadmin'], 'Superadmin', false],
    ['Superadmin is one authority among others', ['Superadmin'], 'Employee_Create_Create', false],
    ['no authorities, real requirement', [], 'Timeclock', false],
  ];
  it.each(cases)('%s', (_name, held, required, expected) => {
    expect(hasAuthority(held, required as AuthorityRequirement | null | undefined)).toBe(expected);
  });

  it('several requirements admit a user holding any one', () => {
    expect(hasAnyAuthority(['Authorization_ViewRoles'], ['Authorization_ViewUsers', 'Authorization_ViewRoles'])).toBe(true);
    expect(hasAnyAuthority(['Timeclock'], ['Authorization_ViewUsers', 'Authorization_ViewRoles'])).toBe(false);
    expect(hasAnyAuthority([], [])).toBe(true);
  });

  it('groupOf takes the part before the first underscore', () => {
    expect(groupOf('Order_Worklogs_SelfEdit')).toBe('Order');
    expect(groupOf('Superadmin')).toBe('Superadmin');
  });
});

describe('authority catalogue', () => {
  it('names are unique', () => {
    expect(new Set(ALL_AUTHORITIES).size).toBe(ALL_AUTHORITIES.length);
  });
  it('every authority belongs to a documented group or is Superadmin', () => {
    const groups = new Set<string>([...AUTHORITY_GROUPS, 'Superadmin']);
    for (const a of ALL_AUTHORITIES) expect(groups.has(groupOf(a)), a).toBe(true);
  });
  it('every group named by the spec has at least one authority', () => {
    for (const g of AUTHORITY_GROUPS) expect(ALL_AUTHORITIES.some((a) => groupOf(a) === g), g).toBe(true);
  });
  it('every entry has a German title', () => {
    for (const a of AUTHORITY_CATALOGUE) expect(a.title.length).toBeGreaterThan(3);
  });
  it('every entry has a German description: one sentence ending with a full stop', () => {
    for (const a of AUTHORITY_CATALOGUE) expect(a.description, a.name).toMatch(/^[A-ZÄÖÜ].{15,}\.$/);
  });
});
