import type { EntityManager } from '@mikro-orm/postgresql';
import { canManageAccount } from '../auth/account-policy.js';
import { effectiveAuthorities, type CurrentUser } from '../auth/current-user.js';
import { ForbiddenError } from '../../errors.js';
import { msg } from '../../messages.js';
import { User } from '../auth/user.entity.js';
import type { Employee } from './employee.entity.js';

/**
 * The account of an employee, loaded with its roles, after checking that the actor may change its
 * password, name, enabled flag or roles (no account takeover). Null when it has no account.
 */
export async function manageableAccountOf(em: EntityManager, actor: CurrentUser, employee: Employee): Promise<User | null> {
  const user = await em.findOne(User, { employee }, { populate: ['roles'] });
  if (user && !canManageAccount(actor, { authorities: effectiveAuthorities(user) })) throw new ForbiddenError(msg.accountHasMoreRights);
  return user;
}
