import type { EntityManager } from '@mikro-orm/postgresql';
import { abilitiesOf, anonymousSession, PASSWORD_MESSAGES } from '@inv/domain';
import type { Request } from 'express';
import type pg from 'pg';
import { toCurrentUser, type CurrentUser } from './current-user.js';
import type { LoginLimiter } from './login-limiter.js';
import { hashPassword, newPasswordProblem, verifyPassword } from './passwords.js';
import {
  enrolmentData,
  findRecoveryCode,
  hashRecoveryCodes,
  looksLikeRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newSecret,
  requiresSecondFactor,
} from './second-factor.js';
import { destroySession, endSessionsOfUser, regenerateSession, saveSession } from './sessions.js';
import { ConflictError, FieldErrors, SecondFactorError, UnauthenticatedError } from '../../errors.js';
import { msg } from '../../messages.js';
import type { AuthState } from './auth.types.js';
import { User } from './user.entity.js';
import { recordAudit } from '../audit/audit.writer.js';


/**
 * A user who must hold a second factor but has not enrolled: a restricted session until enrolled. Demo
 * accounts that still have the password the demo seed gave them are exempt (req.session.secondFactorExempt).
 */
export function mustEnrolSecondFactor(user: CurrentUser | null, req?: Request): boolean {
  return !!user && !user.secondFactorEnabled && requiresSecondFactor(user.authorities) && !req?.session?.secondFactorExempt;
}

export function authState(user: CurrentUser | null, req?: Request, demoData = false): AuthState {
  if (!user) return { ...anonymousSession(), demoData };
  return {
    authenticated: true,
    enabled: user.enabled,
    authorities: user.authorities,
    abilities: abilitiesOf(user.authorities),
    employeeId: user.employeeId,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    lastLogin: user.lastLogin,
    mustChangePassword: user.mustChangePassword,
    secondFactorEnabled: user.secondFactorEnabled,
    mustEnrolSecondFactor: mustEnrolSecondFactor(user, req),
    demoData,
  };
}

export class AuthService {
  constructor(
    private readonly limiter: LoginLimiter,
    private readonly pool: pg.Pool,
  ) {}

  /**
   * Form login: throttling points are taken before the password is verified (and given back on
   * success), the Argon2id hash is checked, then the second factor where enrolled; a fresh session id.
   */
  async login(em: EntityManager, req: Request, username: string, password: string, code?: string | null): Promise<AuthState> {
    const errors = new FieldErrors();
    if (!username?.trim()) errors.add('username', msg.loginRequired);
    if (!password) errors.add('password', msg.loginRequired);
    errors.throwIfAny();
    const attempt = await this.limiter.begin(username, req.ip);
    // Every way out of the check ends the attempt; an unexpected error must not leave its place in
    // flight, where it would hold back the next logins of this name and address for minutes.
    let user: User | null;
    try {
      user = await em.findOne(User, { username: { $ilike: username.trim().replace(/[\\%_]/g, '\\$&') } }, { populate: ['roles'] });
      const ok = await verifyPassword(user?.passwordHash, password);
      const expired = !!user?.mustChangePassword && !!user.initialPasswordExpiresAt && user.initialPasswordExpiresAt < new Date();
      if (!user || !ok || !user.enabled || expired) {
        await attempt.failed();
        await destroySession(req);
        throw new UnauthenticatedError();
      }
      if (user.totpEnabledAt && user.totpSecret) {
        // A missing code costs nothing (the client asks for it next); a wrong one counts as a failure.
        if (!code?.trim()) {
          await attempt.refund();
          await destroySession(req);
          throw new SecondFactorError('REQUIRED');
        }
        if (!(await this.acceptCode(user, code))) {
          await attempt.failed();
          await destroySession(req);
          throw new SecondFactorError('INVALID');
        }
      }
      await attempt.succeeded();
    } finally {
      await attempt.abandon();
    }
    user.previousLoginAt = user.lastLoginAt ?? null;
    user.lastLoginAt = new Date();
    await em.flush();
    // A new session id at every login defeats session fixation.
    await regenerateSession(req);
    req.session.userId = user.id;
    req.session.createdAt = Date.now();
    // Demo accounts need no second factor (README "Zweiter Faktor"): those the demo seed created, while
    // they keep the password hash it gave them. Not a name and not a password: an account called
    // "aushilfe" that sets "demo1234" again gets a new hash and stays bound to the second factor.
    if (user.demoPasswordHash && user.demoPasswordHash === user.passwordHash) req.session.secondFactorExempt = true;
    await saveSession(req);
    return authState(toCurrentUser(user), req, await this.demoData());
  }

  /**
   * Accepts a TOTP code of a later time step than the last accepted one, or an unused recovery code
   * (which is used up). Both updates are single conditional statements, so parallel requests with the
   * same code cannot both succeed.
   */
  private async acceptCode(user: User, code: string): Promise<boolean> {
    if (looksLikeRecoveryCode(code)) {
      const i = await findRecoveryCode(user.recoveryCodeHashes, code);
      if (i < 0) return false;
      const res = await this.pool.query(
        `update app_user set recovery_code_hashes = array_remove(recovery_code_hashes, $2) where id = $1 and $2 = any(recovery_code_hashes)`,
        [user.id, user.recoveryCodeHashes[i]],
      );
      return res.rowCount === 1;
    }
    const step = matchingStep(user.totpSecret ?? '', code);
    if (step === null) return false;
    const res = await this.pool.query(
      `update app_user set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2)`,
      [user.id, step],
    );
    return res.rowCount === 1;
  }

  /** Demo accounts exist: an enabled account the demo seed created still has the password hash it was seeded with. */
  async demoData(): Promise<boolean> {
    const { rows } = await this.pool.query<{ demo: boolean }>(
      `select exists (select 1 from app_user where enabled and demo_password_hash is not null and demo_password_hash = password_hash) as demo`,
    );
    return rows[0]?.demo === true;
  }

  async logout(req: Request): Promise<boolean> {
    await destroySession(req);
    return true;
  }

  async changePassword(em: EntityManager, req: Request, actor: CurrentUser, currentPassword: string, newPassword: string) {
    const errors = new FieldErrors();
    if (!currentPassword) errors.add('currentPassword', PASSWORD_MESSAGES.currentRequired);
    const problem = newPasswordProblem(newPassword);
    if (problem) errors.add('newPassword', problem);
    errors.throwIfAny();

    const user = await em.findOneOrFail(User, { id: actor.id });
    const check = await this.limiter.beginCredentialCheck(user.id);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      new FieldErrors().add('currentPassword', msg.currentPasswordWrong).throwIfAny();
    }
    await check.succeeded();
    if (currentPassword === newPassword) new FieldErrors().add('newPassword', msg.newPasswordSameAsOld).throwIfAny();

    user.passwordHash = await hashPassword(newPassword);
    user.mustChangePassword = false;
    user.initialPasswordExpiresAt = null;
    recordAudit(em, { action: 'PASSWORD_CHANGE', entityType: 'User', entityId: user.id });
    await em.flush();
    // Other sessions of this account (another device, a stolen cookie) end with the old password.
    await endSessionsOfUser(this.pool, user.id, req.sessionID);
    // The demo password is gone: the demo exemption from the second factor ends with it.
    if (req.session?.secondFactorExempt) {
      delete req.session.secondFactorExempt;
      await saveSession(req);
    }
    return true;
  }

  // ---------------------------------------------------------------- second factor

  /** Starts (or restarts) an enrolment: a new secret, shown once as otpauth URI and QR code. */
  async startSecondFactor(em: EntityManager, actor: CurrentUser) {
    const user = await em.findOneOrFail(User, { id: actor.id });
    if (user.totpEnabledAt) throw new ConflictError(msg.secondFactorAlreadyEnabled);
    user.totpPendingSecret = newSecret();
    await em.flush();
    return enrolmentData(user.totpPendingSecret, user.username);
  }

  /** Confirms the enrolment with a code from the app; returns the recovery codes (shown this once). */
  async confirmSecondFactor(em: EntityManager, actor: CurrentUser, code: string): Promise<string[]> {
    const user = await em.findOneOrFail(User, { id: actor.id });
    if (user.totpEnabledAt) throw new ConflictError(msg.secondFactorAlreadyEnabled);
    if (!user.totpPendingSecret) new FieldErrors().add('code', msg.secondFactorNoEnrolment).throwIfAny();
    const check = await this.limiter.beginCredentialCheck(user.id);
    const step = matchingStep(user.totpPendingSecret!, code ?? '');
    if (step === null) new FieldErrors().add('code', msg.secondFactorCodeWrong).throwIfAny();
    await check.succeeded();
    const codes = newRecoveryCodes();
    user.totpSecret = user.totpPendingSecret;
    user.totpPendingSecret = null;
    user.totpEnabledAt = new Date();
    user.totpLastStep = String(step);
    user.recoveryCodeHashes = await hashRecoveryCodes(codes);
    await em.flush();
    return codes;
  }

  /** Turns the second factor off; needs a valid code (from the app or a recovery code). */
  async disableSecondFactor(em: EntityManager, actor: CurrentUser, code: string): Promise<boolean> {
    const user = await em.findOneOrFail(User, { id: actor.id });
    if (!user.totpEnabledAt || !user.totpSecret) throw new ConflictError(msg.secondFactorNotEnabled);
    const check = await this.limiter.beginCredentialCheck(user.id);
    if (!(await this.acceptCode(user, code ?? ''))) new FieldErrors().add('code', msg.secondFactorCodeWrong).throwIfAny();
    await check.succeeded();
    user.totpSecret = null;
    user.totpPendingSecret = null;
    user.totpEnabledAt = null;
    user.totpLastStep = null;
    user.recoveryCodeHashes = [];
    await em.flush();
    return true;
  }

  /** Ends all sessions of a user; used when an account or its employee is deactivated. */
  endAllSessions(userId: number): Promise<number> {
    return endSessionsOfUser(this.pool, userId);
  }
}
