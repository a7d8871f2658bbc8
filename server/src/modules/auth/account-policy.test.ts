import { describe, expect, it } from 'vitest';
import { canGrantAuthorities, canManageAccount } from './account-policy.js';
import { ALL_AUTHORITIES } from '@inv/domain';

const office = { authorities: ['Employee_Create_Create', 'Employee_EditOther_Edit', 'Accounting_Overview_ViewWageAndCosts'] };
const superadmin = { authorities: [...ALL_AUTHORITIES] };

describe('security: canManageAccount: no account takeover', () => {
  it('refuses an account holding an authority the actor lacks (the Superadmin)', () => {
    expect(canManageAccount(office, superadmin)).toBe(false);
  });
  it('refuses an account with one extra authority', () => {
    expect(canManageAccount(office, { authorities: ['Employee_Create_Create', 'Timeclock_Clocking'] })).toBe(false);
  });
  it('admits an account without authorities (a plain employee)', () => {
    expect(canManageAccount(office, { authorities: [] })).toBe(true);
  });
  it('admits an account holding a subset or the same set', () => {
    expect(canManageAccount(office, { authorities: ['Employee_Create_Create'] })).toBe(true);
    expect(canManageAccount(office, office)).toBe(true);
  });
  it('a Superadmin may manage anyone, also when its role lists authorities one by one', () => {
    expect(canManageAccount(superadmin, superadmin)).toBe(true);
    expect(canManageAccount({ authorities: ['Superadmin'] }, { authorities: ['Authorization_EditUsers'] })).toBe(true);
  });
  it('a group authority does not stand for the specific ones (sets compare by name)', () => {
    expect(canManageAccount({ authorities: ['Timeclock'] }, { authorities: ['Timeclock_Clocking'] })).toBe(false);
  });
  it('granting roles follows the same rule', () => {
    expect(canGrantAuthorities(office, ['Superadmin'])).toBe(false);
    expect(canGrantAuthorities(office, ['Employee_EditOther_Edit'])).toBe(true);
  });
});
