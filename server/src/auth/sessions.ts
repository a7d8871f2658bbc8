import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import type pg from 'pg';
import type { Config } from '../config.js';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** Epoch milliseconds of the login that created this session (absolute timeout). */
    createdAt?: number;
    /** Logged in as a demo account with the demo password: no second factor asked (README). */
    secondFactorExempt?: boolean;
  }
}

export const SESSION_COOKIE = 'inv.sid';
export const SESSION_TABLE = 'http_session';

/** Server-side sessions in PostgreSQL: any number of app instances share them; logout and deactivation revoke them. */
export function sessionMiddleware(config: Config, pool: pg.Pool, secret: string): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret,
    store: new PgStore({ pool, tableName: SESSION_TABLE, createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true, // every answer pushes the idle timeout further out
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.COOKIE_SECURE,
      maxAge: config.SESSION_IDLE_MINUTES * 60_000,
    },
  });
}

export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
}

/** Ends every session of a user (deactivation, password change elsewhere). */
export async function endSessionsOfUser(pool: pg.Pool, userId: number, exceptSid?: string): Promise<number> {
  const res = await pool.query(
    `delete from "${SESSION_TABLE}" where (sess->>'userId')::int = $1 and ($2::text is null or sid <> $2)`,
    [userId, exceptSid ?? null],
  );
  return res.rowCount ?? 0;
}

export function sessionExpiredAbsolutely(req: Request, config: Config, now = Date.now()): boolean {
  const created = req.session?.createdAt;
  return created !== undefined && now - created > config.SESSION_ABSOLUTE_HOURS * 3_600_000;
}
