import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { Ctx } from '../../context.js';
import { AppError, SecondFactorError } from '../../errors.js';
import { writeAudit } from './audit.writer.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Logins for the trail: success, refused (wrong name/password, disabled, expired) and throttled.
 * Wraps the login call so the rules of throttling and second factor stay in the auth service.
 */
export async function auditedLogin<T extends { authenticated?: boolean; username?: string | null }>(ctx: Ctx, username: string, login: Promise<T>): Promise<T> {
  const name = String(username ?? '').trim().slice(0, 100);
  try {
    const state = await login;
    const userId = ctx.req.session?.userId ?? null;
    if (state?.authenticated !== false && userId != null) {
      await writeAudit(ctx.em, { action: 'LOGIN', entityType: 'User', entityId: userId, actor: { userId, username: state?.username ?? name } });
    }
    return state;
  } catch (err) {
    const code = err instanceof AppError ? err.code : null;
    // A correct password still waiting for its code is a step of the login, not a failure.
    const awaitingCode = err instanceof SecondFactorError && err.reason === 'REQUIRED';
    if ((code === 'UNAUTHENTICATED' || code === 'TOO_MANY_REQUESTS') && !awaitingCode) {
      const action = code === 'TOO_MANY_REQUESTS' ? 'LOGIN_LOCKED' : 'LOGIN_FAILED';
      const changes = [{ field: 'username', from: null, to: name }];
      if (err instanceof SecondFactorError) changes.push({ field: 'secondFactor', from: null, to: 'INVALID' });
      await writeAudit(ctx.em.fork(), { action, entityType: 'User', changes, actor: { userId: null, username: null } }).catch(() => {});
    }
    throw err;
  }
}

/**
 * A forbidden answer (403 on REST, FORBIDDEN on GraphQL): written on its own connection, outside
 * any transaction of the refused request, without making the answer wait.
 */
export function recordForbidden(ctx: Ctx | undefined, error: GraphQLError, log: Logger): void {
  if (!ctx?.em || !ctx.req) return;
  const operation = error.path?.join('.') ?? null;
  const request = `${ctx.req.method} ${(ctx.req.originalUrl ?? '').split('?')[0]}`.replace(UUID, ':uuid').slice(0, 200);
  const em = ctx.em.fork() as EntityManager;
  writeAudit(em, {
    action: 'FORBIDDEN',
    entityType: null,
    changes: [
      { field: 'operation', from: null, to: operation },
      { field: 'request', from: null, to: request },
    ],
  }).catch((err) => log.error({ err, requestId: ctx.requestId }, 'audit event for a 403 not written'));
}
