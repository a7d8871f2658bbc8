import type { CurrentUser } from '../auth/current-user.js';

/** Who may do what in the rights administration (contract issue 17, decision 2); exact authority names. */
const holds = (u: CurrentUser, a: string) => u.authorities.includes(a);
const isSuperadmin = (u: CurrentUser) => holds(u, 'Superadmin');

export const canViewUsers = (u: CurrentUser) => isSuperadmin(u) || holds(u, 'Authorization_ViewUsers');
/** The user screen offers the available roles, so viewing users implies viewing roles. */
export const canViewRoles = (u: CurrentUser) => canViewUsers(u) || holds(u, 'Authorization_ViewRoles');
export const canEditUsers = (u: CurrentUser) => isSuperadmin(u) || holds(u, 'Authorization_EditUsers');
export const canEditRoles = (u: CurrentUser) => isSuperadmin(u) || holds(u, 'Authorization_EditRoles');
export const canSearchGlobally = isSuperadmin;

/**
 * Whether the actor may hand out these authorities (a grantsAll role: every one). A Superadmin holds
 * all; anyone else only what their own roles give them (a grantsAll role of theirs gives everything).
 */
export function mayGrant(u: CurrentUser, authorities: readonly string[] | 'ALL', catalogue: readonly string[]): boolean {
  if (isSuperadmin(u)) return true;
  const wanted = authorities === 'ALL' ? catalogue : authorities;
  return wanted.every((a) => holds(u, a));
}
