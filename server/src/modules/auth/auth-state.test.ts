import { describe, expect, it } from 'vitest';
import { authState } from './auth.service.js';
import type { CurrentUser } from './current-user.js';

const user = (authorities: string[]): CurrentUser => ({
  id: 1,
  username: 'lena',
  employeeId: 2002,
  firstName: 'Lena',
  lastName: 'Berg',
  enabled: true,
  mustChangePassword: false,
  secondFactorEnabled: false,
  lastLogin: null,
  authorities,
});

describe('authState', () => {
  it('hands the client its abilities: the named requirements its authorities satisfy (the client receives its abilities)', () => {
    const state = authState(user(['Order_Overview', 'Order_Overview_EditOrders']));
    expect(state.authorities).toEqual(['Order_Overview', 'Order_Overview_EditOrders']);
    expect(state.abilities).toContain('editOrders');
    expect(state.abilities).toContain('openOrders');
    expect(state.abilities).not.toContain('createOrders');
    expect(state.abilities).not.toContain('superadmin');
  });

  it('an anonymous caller has no abilities', () => {
    expect(authState(null).abilities).toEqual([]);
  });
});
