import type { EntityManager } from '@mikro-orm/postgresql';
import type { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import type { Ctx } from '../../context.js';
import { AppError, SecondFactorError } from '../../errors.js';
import { addressKey } from '../../rate-limits.js';
import type { StoredChange } from './audit-event.entity.js';
import { writeAudit } from './audit.writer.js';

/** The changes of a LOGIN_LOCKED event naming its throttling count: the address key, the window's start (ISO), the username. */
export const THROTTLE_ADDRESS_FIELD = 'throttleAddress';
export const THROTTLE_WINDOW_FIELD = 'throttleWindow';
/** The username the count is kept under ('*': every further username of that address and window). */
export const THROTTLE_USERNAME_FIELD = 'throttleUsername';
/** Added when the trail is read: how many throttled attempts the window has counted so far. */
export const THROTTLE_ATTEMPTS_FIELD = 'throttledAttempts';

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
      await auditRefusedLogin(ctx, name, code === 'TOO_MANY_REQUESTS' ? 'LOGIN_LOCKED' : 'LOGIN_FAILED', err instanceof SecondFactorError).catch((e) =>
        ctx.services.log.error({ err: e, requestId: ctx.requestId }, 'audit event for a refused login not written'),
      );
    }
    throw err;
  }
}

/** Usernames per address and window that get their own throttling count; further ones share one ('*'). */
export const THROTTLE_USERNAMES_PER_WINDOW = 10;

/**
 * A failed login is one event each (the throttling bounds how many can be evaluated). Throttled ones
 * are not: they are counted per client address, username and window (LOGIN_BLOCK_MINUTES) in
 * login_throttle_window, and only the first of each count writes an event, which names the count; the
 * trail shows the count with it (AuditService.list). Past THROTTLE_USERNAMES_PER_WINDOW usernames of
 * one address and window, the further ones share one count: a spray of made-up names stays a handful
 * of events.
 */
async function auditRefusedLogin(ctx: Ctx, name: string, action: 'LOGIN_FAILED' | 'LOGIN_LOCKED', codeInvalid: boolean): Promise<void> {
  const em = ctx.em.fork();
  const changes: StoredChange[] = [{ field: 'username', from: null, to: name }];
  if (codeInvalid) changes.push({ field: 'secondFactor', from: null, to: 'INVALID' });
  if (action === 'LOGIN_LOCKED') {
    const seconds = ctx.services.config.LOGIN_BLOCK_MINUTES * 60;
    const address = addressKey(ctx.req.ip);
    const key = name.toLowerCase();
    const [row] = (await em.getConnection().execute(
      `with w as (select to_timestamp(floor(extract(epoch from now()) / ?) * ?) as start),
            k as (
              select case when exists (select 1 from login_throttle_window t, w where t.address = ? and t.window_start = w.start and t.username = ?)
                            or (select count(*) from login_throttle_window t, w where t.address = ? and t.window_start = w.start and t.username <> '*') < ?
                          then ?::varchar else '*' end as username)
       insert into login_throttle_window (address, window_start, username)
         select ?, w.start, k.username from w, k
         on conflict (address, window_start, username) do update set attempts = login_throttle_window.attempts + 1, last_at = now()
         returning attempts, window_start, username`,
      [seconds, seconds, address, key, address, THROTTLE_USERNAMES_PER_WINDOW, key, address],
    )) as { attempts: number; window_start: Date; username: string }[];
    if (row.attempts > 1) return;
    changes.push(
      { field: THROTTLE_ADDRESS_FIELD, from: null, to: address },
      { field: THROTTLE_WINDOW_FIELD, from: null, to: new Date(row.window_start).toISOString() },
      { field: THROTTLE_USERNAME_FIELD, from: null, to: row.username },
    );
  }
  await writeAudit(em, { action, entityType: 'User', changes, actor: { userId: null, username: null } });
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
