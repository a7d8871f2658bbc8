import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../../db/raw-sql.js';
import { ALL_AUTHORITIES } from '@inv/domain';
import type { User } from './user.entity.js';

/** The acting user as every service sees it: identity plus the effective authority list. */
export interface CurrentUser {
  id: number;
  username: string;
  employeeId: number | null;
  firstName: string;
  lastName: string;
  enabled: boolean;
  mustChangePassword: boolean;
  /** A second factor (TOTP) is enrolled. */
  secondFactorEnabled: boolean;
  lastLogin: Date | null;
  authorities: string[];
}

/** The authorities a set of roles grants, sorted: a `grantsAll` role the whole catalogue. */
function authoritiesOf(roles: readonly { grantsAll: boolean; authorities: readonly string[] }[]): string[] {
  const set = new Set<string>();
  for (const role of roles) {
    for (const a of role.grantsAll ? ALL_AUTHORITIES : role.authorities) set.add(a);
  }
  return [...set].sort();
}

export function effectiveAuthorities(user: User): string[] {
  return authoritiesOf(user.roles.getItems());
}

export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    employeeId: user.employee?.id ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    enabled: user.enabled,
    mustChangePassword: user.mustChangePassword,
    secondFactorEnabled: !!user.totpEnabledAt,
    lastLogin: user.previousLoginAt ?? null,
    authorities: effectiveAuthorities(user),
  };
}

/** A user row of sessionUserSql. */
export interface SessionUserRow {
  id: number;
  username: string;
  employee_id: number | null;
  first_name: string;
  last_name: string;
  enabled: boolean;
  must_change_password: boolean;
  second_factor: boolean;
  previous_login_ms: number | null;
  roles: { grantsAll: boolean; authorities: string[] }[];
}

/** The user (and roles) whose id is the SQL expression `id`, as one row of SessionUserRow's columns. */
export const sessionUserSql = (id: string) =>
  `select u.id, u.username, u.employee_id, u.first_name, u.last_name, u.enabled, u.must_change_password,
          u.totp_enabled_at is not null as second_factor, floor(extract(epoch from u.previous_login_at) * 1000)::float8 as previous_login_ms,
          coalesce(json_agg(json_build_object('grantsAll', r.grants_all, 'authorities', r.authorities)) filter (where r.id is not null), '[]'::json) as roles
     from app_user u left join app_user_role ur on ur.user_id = u.id left join app_role r on r.id = ur.role_id
    where u.id = ${id} group by u.id`;

/** The acting user of a row of sessionUserSql; null for no row or a deactivated account. */
export function currentUserOfRow(u: SessionUserRow | undefined | null): CurrentUser | null {
  if (!u?.enabled) return null;
  return {
    id: u.id,
    username: u.username,
    employeeId: u.employee_id,
    firstName: u.first_name,
    lastName: u.last_name,
    enabled: u.enabled,
    mustChangePassword: u.must_change_password,
    secondFactorEnabled: u.second_factor,
    lastLogin: u.previous_login_ms == null ? null : new Date(u.previous_login_ms),
    authorities: authoritiesOf(u.roles),
  };
}

/**
 * Loads the user behind a session fresh on every request, so role changes and deactivation act at
 * once: one query (user and roles), no entity. Most requests get the same row with their session
 * instead (sessions.ts: takeSessionUser); this is the way for the others.
 */
export async function loadCurrentUser(em: EntityManager, userId: number): Promise<CurrentUser | null> {
  const [u] = await queryRows<SessionUserRow>(em, 'session_user_of', sessionUserSql('$1'), [userId]);
  return currentUserOfRow(u);
}
