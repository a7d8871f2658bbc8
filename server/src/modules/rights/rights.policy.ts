import { can } from '@inv/domain';
import { canManageAccount } from '../auth/account-policy.js';
import type { CurrentUser } from '../auth/current-user.js';

/** Who may do what in the rights administration (viewing and editing, users and roles: each its own Authorization_* right); exact authority names. */
const holds = (u: CurrentUser, a: string) => u.authorities.includes(a);
const isSuperadmin = (u: CurrentUser) => holds(u, 'Superadmin');

export const canViewUsers = (u: CurrentUser) => can(u, 'viewUsers');
/** The user screen offers the available roles, so viewing users implies viewing roles. */
export const canViewRoles = (u: CurrentUser) => can(u, 'viewRoles');
export const canEditUsers = (u: CurrentUser) => can(u, 'editUsers');
export const canEditRoles = (u: CurrentUser) => can(u, 'editRoles');
export const canSearchGlobally = isSuperadmin;

/**
 * Whether the actor may hand out (or take away) these authorities (a grantsAll role: every one). A
 * Superadmin holds all; anyone else only what their own roles give them (a grantsAll role of theirs
 * gives everything).
 */
export function mayGrant(u: CurrentUser, authorities: readonly string[] | 'ALL', catalogue: readonly string[]): boolean {
  if (isSuperadmin(u)) return true;
  const wanted = authorities === 'ALL' ? catalogue : authorities;
  return wanted.every((a) => holds(u, a));
}

/** The role gives Superadmin: a grantsAll role or one holding the authority itself. */
export const isSuperadminRole = (role: { grantsAll: boolean; authorities: readonly string[] }) => role.grantsAll || role.authorities.includes('Superadmin');

/**
 * May the actor change the roles of an account with these effective authorities? Only when the
 * account holds nothing the actor lacks (the welcome letter's rule, account-policy.ts): otherwise a
 * rights administrator could strip someone more powerful than themselves of their roles.
 */
export const mayChangeRolesOf = (u: CurrentUser, target: readonly string[]) => canManageAccount(u, { authorities: target });

/**
 * Why the actor may not rename, re-describe, delete or change the authorities of this role, or null.
 * A role giving Superadmin is a Superadmin's alone; any other role needs every authority it holds
 * (changing it changes what its members may do).
 */
export function roleRefusal(u: CurrentUser, role: { grantsAll: boolean; authorities: readonly string[] }): 'superadmin' | 'more' | null {
  if (isSuperadmin(u)) return null;
  if (isSuperadminRole(role)) return 'superadmin';
  return role.authorities.every((a) => holds(u, a)) ? null : 'more';
}
