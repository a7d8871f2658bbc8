import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type pg from 'pg';
import { toCurrentUser, type CurrentUser } from '../../auth/current-user.js';
import type { LoginLimiter } from '../../auth/login-limiter.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from '../../auth/passwords.js';
import { destroySession, endSessionsOfUser, regenerateSession, saveSession } from '../../auth/sessions.js';
import { FieldErrors, UnauthenticatedError } from '../../errors.js';
import { msg } from '../../messages.js';
import type { AuthState } from './auth.types.js';
import { User } from './user.entity.js';
import { recordAudit } from '../audit/audit.writer.js';

const ANONYMOUS: AuthState = {
  authenticated: false,
  enabled: false,
  authorities: [],
  employeeId: null,
  username: null,
  firstName: null,
  lastName: null,
  lastLogin: null,
  mustChangePassword: false,
};

export function authState(user: CurrentUser | null): AuthState {
  if (!user) return ANONYMOUS;
  return {
    authenticated: true,
    enabled: user.enabled,
    authorities: user.authorities,
    employeeId: user.employeeId,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    lastLogin: user.lastLogin,
    mustChangePassword: user.mustChangePassword,
  };
}

export class AuthService {
  constructor(
    private readonly limiter: LoginLimiter,
    private readonly pool: pg.Pool,
  ) {}

  /** Form login: checks throttling, verifies the Argon2id hash, issues a fresh session id. */
  async login(em: EntityManager, req: Request, username: string, password: string): Promise<AuthState> {
    const errors = new FieldErrors();
    if (!username?.trim()) errors.add('username', msg.loginRequired);
    if (!password) errors.add('password', msg.loginRequired);
    errors.throwIfAny();

    const ip = req.ip ?? 'unknown';
    await this.limiter.assertAllowed(username, ip);

    const user = await em.findOne(User, { username: { $ilike: username.trim().replace(/[\\%_]/g, '\\$&') } }, { populate: ['roles'] });
    const ok = await verifyPassword(user?.passwordHash, password);
    const expired = !!user?.mustChangePassword && !!user.initialPasswordExpiresAt && user.initialPasswordExpiresAt < new Date();
    if (!user || !ok || !user.enabled || expired) {
      await this.limiter.recordFailure(username, ip);
      await destroySession(req);
      throw new UnauthenticatedError();
    }
    await this.limiter.recordSuccess(username, ip);

    user.previousLoginAt = user.lastLoginAt ?? null;
    user.lastLoginAt = new Date();
    await em.flush();

    // A new session id at every login defeats session fixation.
    await regenerateSession(req);
    req.session.userId = user.id;
    req.session.createdAt = Date.now();
    await saveSession(req);
    return authState(toCurrentUser(user));
  }

  async logout(req: Request): Promise<boolean> {
    await destroySession(req);
    return true;
  }

  async changePassword(em: EntityManager, req: Request, actor: CurrentUser, currentPassword: string, newPassword: string) {
    const errors = new FieldErrors();
    if (!currentPassword) errors.add('currentPassword', msg.currentPasswordRequired);
    if (!newPassword || newPassword.length < MIN_PASSWORD_LENGTH) errors.add('newPassword', msg.newPasswordTooShort);
    errors.throwIfAny();

    const user = await em.findOneOrFail(User, { id: actor.id });
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      new FieldErrors().add('currentPassword', msg.currentPasswordWrong).throwIfAny();
    }
    if (currentPassword === newPassword) new FieldErrors().add('newPassword', msg.newPasswordSameAsOld).throwIfAny();

    user.passwordHash = await hashPassword(newPassword);
    user.mustChangePassword = false;
    user.initialPasswordExpiresAt = null;
    recordAudit(em, { action: 'PASSWORD_CHANGE', entityType: 'User', entityId: user.id });
    await em.flush();
    // Other sessions of this account (another device, a stolen cookie) end with the old password.
    await endSessionsOfUser(this.pool, user.id, req.sessionID);
    return true;
  }

  /** Ends all sessions of a user; used when an account or its employee is deactivated. */
  endAllSessions(userId: number): Promise<number> {
    return endSessionsOfUser(this.pool, userId);
  }
}
