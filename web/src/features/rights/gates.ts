import { AUTHORITY_GROUP_ORDER, groupOf } from '@inv/domain';
import { type Abilities, can } from '@/shared/session/abilities';

/**
 * Who may do what on the rights screens (each its own Authorization_* right; spec 3 §6). The server
 * decides again on every call; these only keep buttons away from users who would be refused.
 */
export const canViewUsers = (abilities: Abilities) => can(abilities, 'viewUsers');
export const canViewRoles = (abilities: Abilities) => can(abilities, 'viewRoles');
export const canEditUsers = (abilities: Abilities) => can(abilities, 'editUsers');
export const canEditRoles = (abilities: Abilities) => can(abilities, 'editRoles');

/** The shown account is the signed-in user's own: nobody changes their own roles (the server refuses with 403). */
export function isSelf(user: { name: string; employeeId: number | null }, me: { username: string | null; employeeId: number | null }): boolean {
  if (me.username && user.name === me.username) return true;
  return me.employeeId != null && user.employeeId === me.employeeId;
}

/** Role chips of a user can be removed and roles added: with Authorization_EditUsers, never on the own account. */
export const canChangeRolesOf = (abilities: Abilities, user: { name: string; employeeId: number | null }, me: { username: string | null; employeeId: number | null }) =>
  canEditUsers(abilities) && !isSelf(user, me);

const isSuperadmin = (held: readonly string[]) => held.includes('Superadmin');

/** The role gives Superadmin (grantsAll, or the authority itself): only a Superadmin changes it. */
export const givesSuperadmin = (role: { grantsAll: boolean; authorities?: readonly string[] | null }) => role.grantsAll || !!role.authorities?.includes('Superadmin');

/**
 * One authority of a role can be granted or revoked: the actor holds it by exact name (a Superadmin
 * all), and the role gives no Superadmin unless the actor is one. The server refuses the rest (403).
 */
export const canToggleAuthority = (held: readonly string[], role: { grantsAll: boolean; authorities: readonly string[] }, authority: string) =>
  isSuperadmin(held) || (!givesSuperadmin(role) && held.includes(authority));

/**
 * The authority groups in the order the screens show them (spec 3 §9 "Authority groups"), Superadmin
 * last; a group the catalogue brings later comes after them, in alphabetical order.
 */
export const GROUP_ORDER = AUTHORITY_GROUP_ORDER;

export interface AuthorityGroup<A> {
  group: string;
  authorities: A[];
}

/** Authorities grouped by prefix (the part before the first underscore, spec 3 §2.11), groups in GROUP_ORDER, authorities by name. */
export function groupAuthorities<A extends { name: string; group?: string | null }>(catalogue: readonly A[]): AuthorityGroup<A>[] {
  const byGroup = new Map<string, A[]>();
  for (const a of catalogue) {
    const g = a.group || groupOf(a.name);
    byGroup.set(g, [...(byGroup.get(g) ?? []), a]);
  }
  const rank = (g: string) => {
    const i = (GROUP_ORDER as readonly string[]).indexOf(g);
    return i === -1 ? GROUP_ORDER.length : i;
  };
  return [...byGroup.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((group) => ({ group, authorities: [...byGroup.get(group)!].sort((x, y) => x.name.localeCompare(y.name)) }));
}

/** The user search (spec 3 §5 lookups): runs for an empty term or one longer than 2 characters, 200 ms after typing stops. */
export const USER_SEARCH_DEBOUNCE_MS = 200;
export function userSearchTerm(input: string): string | null | undefined {
  const term = input.trim();
  if (term.length === 0) return null;
  return term.length > 2 ? term : undefined;
}

/**
 * The query of /rights/role/{roleId} (route rightsRoleDetails, spec 3 §2.1): `name` is the heading
 * while the role loads; `web` opens the group filter (the roles list sets it on wide screens).
 */
export function roleDetailsQuery(params: URLSearchParams): { name: string | null; web: boolean } {
  const web = params.get('web');
  return { name: params.get('name')?.trim() || null, web: web !== null && web !== 'false' && web !== '0' };
}

export function roleDetailsHref(role: { id: number; name: string }, web: boolean): string {
  const q = new URLSearchParams({ name: role.name });
  if (web) q.set('web', 'true');
  return `/rights/role/${role.id}?${q.toString()}`;
}

/** A numeric route parameter (the account id, the role id); anything else is not found. */
export function idParam(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export const USERS_PAGE_SIZE = 20;
