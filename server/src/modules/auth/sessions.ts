import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { currentUserOfRow, sessionUserSql, type CurrentUser, type SessionUserRow } from './current-user.js';

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
  const store = new PgStore({ pool, tableName: SESSION_TABLE, createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
  return session({
    name: SESSION_COOKIE,
    secret,
    store: throttleTouch(readingUser(store, pool), TOUCH_INTERVAL_MS),
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

/**
 * How long one app instance leaves a session's stored expiry alone after pushing it out. A rolling
 * session otherwise costs an UPDATE (and, with synchronous commit, a WAL flush) on every request; the
 * idle timeout is minutes long, so the stored expiry may lag the last request by this much (issue 18).
 */
export const TOUCH_INTERVAL_MS = 60_000;

/**
 * Makes `store.touch` skip a session this instance touched less than `intervalMs` ago. Remembers at most
 * `limit` sessions (the oldest entries are dropped first: Map keeps insertion order), so memory stays bounded.
 */
export function throttleTouch<S extends session.Store>(store: S, intervalMs: number, now = () => Date.now(), limit = 10_000): S {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const touched = new Map<string, number>();
  store.touch = (sid, sess, callback) => {
    const t = now();
    const last = touched.get(sid);
    if (last !== undefined && t - last < intervalMs) {
      callback?.();
      return;
    }
    touched.delete(sid);
    touched.set(sid, t);
    if (touched.size > limit) touched.delete(touched.keys().next().value!);
    touch(sid, sess, callback);
  };
  return store;
}

/**
 * The session and the acting user (with roles) in ONE statement: the store's `get` reads the user row
 * the session's userId names beside the session, and keeps it for the request's context
 * (takeSessionUser) — one round trip to the database on every signed-in request instead of two (issue
 * 18). Same rows and expiry rule as connect-pg-simple's own `get` (expire ≥ now, rounded up to the second).
 */
const SESSION_WITH_USER = {
  name: 'session_with_user',
  text: `select s.sess, u.* from ${SESSION_TABLE} s
           left join lateral (${sessionUserSql("(s.sess->>'userId')::int")}) u on true
          where s.sid = $1 and s.expire >= to_timestamp($2)`,
};

/** A user row read with its session, until the request's context takes it (at most PREFETCH_TTL_MS). */
const prefetched = new Map<string, { row: SessionUserRow | null; at: number }>();
const PREFETCH_TTL_MS = 2_000;
const PREFETCH_LIMIT = 1_000;

export function readingUser<S extends session.Store>(store: S, pool: pg.Pool): S {
  store.get = (sid, callback) => {
    pool.query({ ...SESSION_WITH_USER, values: [sid, Math.ceil(Date.now() / 1000)] }).then(
      (res) => {
        const row = res.rows[0] as (SessionUserRow & { sess: unknown; id: number | null }) | undefined;
        if (!row) return callback(null);
        let data: session.SessionData;
        try {
          data = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as session.SessionData;
        } catch {
          return store.destroy(sid, callback); // unreadable, as connect-pg-simple does
        }
        // Entries of requests that never reached the context (refused on the way) are dropped, oldest first.
        if (prefetched.size >= PREFETCH_LIMIT) prefetched.delete(prefetched.keys().next().value!);
        prefetched.set(sid, { row: row.id == null ? null : row, at: Date.now() });
        callback(null, data);
      },
      (err: Error) => callback(err),
    );
  };
  return store;
}

/**
 * The acting user read with this request's session (readingUser): the user, null for an account
 * deactivated or deleted, or undefined when there is no fresh row for this session and user id (read it
 * then: loadCurrentUser). Taken once: a second request of the same session read its own row.
 */
export function takeSessionUser(sid: string, userId: number): CurrentUser | null | undefined {
  const entry = prefetched.get(sid);
  if (!entry) return undefined;
  prefetched.delete(sid);
  if (Date.now() - entry.at > PREFETCH_TTL_MS) return undefined;
  if (entry.row && entry.row.id !== userId) return undefined;
  return currentUserOfRow(entry.row);
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
