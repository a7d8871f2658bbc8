import { describe, expect, it } from 'vitest';
import serverCopy from '../../../server/src/modules/auth/permissions.ts?raw';
import webCopy from './permissions.ts?raw';
import { hasAnyAuthority, hasAuthority } from './permissions';

describe('permissions', () => {
  it('is a byte-for-byte copy of the server rule', () => {
    expect(webCopy).toBe(serverCopy);
  });

  it('passes by exact name or by group prefix; empty requirements pass', () => {
    expect(hasAuthority(['Employee_Create_Create'], 'Employee')).toBe(true);
    expect(hasAuthority(['Employee_Create_Create'], 'Employee_Create_Create')).toBe(true);
    expect(hasAuthority(['Employee_Create_Create'], 'Employee_EditOther_Edit')).toBe(false);
    expect(hasAuthority([], null)).toBe(true);
    expect(hasAnyAuthority([], [])).toBe(true);
    expect(hasAnyAuthority(['Authorization_ViewRoles'], ['Authorization_ViewUsers', 'Authorization_ViewRoles'])).toBe(true);
  });
});
