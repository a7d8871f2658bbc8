import { describe, expect, it } from 'vitest';
import { ALL_AUTHORITIES, AUTHORITY_GROUPS } from './authorities.js';
import { ALL_ABILITIES, REQUIRES, abilitiesOf, can } from './requirements.js';

describe('named requirements', () => {
  it('every requirement names catalogue authorities or groups, none twice', () => {
    const known = new Set<string>([...ALL_AUTHORITIES, ...AUTHORITY_GROUPS]);
    for (const ability of ALL_ABILITIES) {
      const list: readonly string[] = REQUIRES[ability];
      expect(list.length, ability).toBeGreaterThan(0);
      expect(new Set(list).size, ability).toBe(list.length);
      for (const a of list) expect(known.has(a), `${ability}: ${a}`).toBe(true);
    }
  });

  it('abilitiesOf lists exactly the requirements the authorities satisfy', () => {
    expect(abilitiesOf([])).toEqual([]);
    const orders = abilitiesOf(['Order_Overview_EditOrders']);
    expect(orders).toContain('editOrders');
    expect(orders).toContain('readOrders'); // the Order group
    expect(orders).toContain('setTeamLeader');
    expect(orders).not.toContain('createOrders');
    expect(orders).not.toContain('superadmin');
  });

  it('a Superadmin authority alone satisfies every requirement that lists it, and no other', () => {
    const held = abilitiesOf(['Superadmin']);
    for (const ability of ALL_ABILITIES) expect(held.includes(ability), ability).toBe((REQUIRES[ability] as readonly string[]).includes('Superadmin'));
  });

  it('the whole catalogue satisfies every requirement', () => {
    expect(abilitiesOf(ALL_AUTHORITIES)).toEqual(ALL_ABILITIES);
  });

  it('can asks the holder of authorities', () => {
    expect(can({ authorities: ['Customer_EditCustomers'] }, 'editCustomers')).toBe(true);
    expect(can({ authorities: ['Customer_ViewCustomers'] }, 'editCustomers')).toBe(false);
  });
});
