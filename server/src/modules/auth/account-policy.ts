import { can } from '@inv/domain';

/** Anything with an effective authority list: the acting user, or a target account's computed set. */
export interface AuthorityHolder {
  authorities: readonly string[];
}

/**
 * May `actor` change the credentials, login name, enabled flag or roles of an account holding
 * `target`'s effective authorities? Only when the account holds nothing the actor does not hold:
 * otherwise a welcome letter (a fresh password the actor reads) would hand the actor more rights.
 * A Superadmin may manage anyone. Compare effective sets (a grantsAll role counts as the whole
 * catalogue, see effectiveAuthorities). Reused by the rights administration.
 */
export function canManageAccount(actor: AuthorityHolder, target: AuthorityHolder): boolean {
  if (can(actor, 'superadmin')) return true;
  const held = new Set(actor.authorities);
  return target.authorities.every((a) => held.has(a));
}

/** May `actor` give an account these authorities (roles assigned)? The same rule, on the set after the change. */
export const canGrantAuthorities = (actor: AuthorityHolder, granted: readonly string[]) => canManageAccount(actor, { authorities: granted });
