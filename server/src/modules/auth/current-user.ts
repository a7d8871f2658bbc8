import type { EntityManager } from '@mikro-orm/postgresql';
import { ALL_AUTHORITIES } from './authorities.js';
import { User } from './user.entity.js';

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

export function effectiveAuthorities(user: User): string[] {
  const set = new Set<string>();
  for (const role of user.roles.getItems()) {
    for (const a of role.grantsAll ? ALL_AUTHORITIES : role.authorities) set.add(a);
  }
  return [...set].sort();
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

/** Loads the user behind a session fresh on every request, so role changes and deactivation act at once. */
export async function loadCurrentUser(em: EntityManager, userId: number): Promise<CurrentUser | null> {
  const user = await em.findOne(User, { id: userId }, { populate: ['roles'] });
  return user && user.enabled ? toCurrentUser(user) : null;
}
