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
 * idle timeout is minutes long, so the stored expiry may lag the last request by this much.
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
 * the session's userId names beside the session, and hands it to the request whose session it loads
 * (takeSessionUser) — one round trip to the database on every signed-in request instead of two.
 * Same rows and expiry rule as connect-pg-simple's own `get` (expire ≥ now, rounded up to the second).
 */
const SESSION_WITH_USER = {
  name: 'session_with_user',
  text: `select s.sess, u.* from ${SESSION_TABLE} s
           left join lateral (${sessionUserSql("(s.sess->>'userId')::int")}) u on true
          where s.sid = $1 and s.expire >= to_timestamp($2)`,
};

/** Where `get` puts the user row on the session data it answers (a symbol: never copied into the Session). */
const USER_ROW = Symbol('session user row');
type SessionDataWithUser = session.SessionData & { [USER_ROW]?: SessionUserRow | null };

/**
 * The user row read with a request's own session: express-session hands `get`'s data to
 * `store.createSession(req, data)` for that request, which moves the row here. Keyed by the request, so
 * no request ever sees a row read for another (two requests of one session may load at once), and
 * gone with the request.
 */
const sessionUsers = new WeakMap<Request, SessionUserRow | null>();

export function readingUser<S extends session.Store>(store: S, pool: pg.Pool): S {
  store.get = (sid, callback) => {
    pool.query({ ...SESSION_WITH_USER, values: [sid, Math.ceil(Date.now() / 1000)] }).then(
      (res) => {
        const row = res.rows[0] as (SessionUserRow & { sess: unknown; id: number | null }) | undefined;
        if (!row) return callback(null);
        let data: SessionDataWithUser;
        try {
          data = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as SessionDataWithUser;
        } catch {
          return store.destroy(sid, callback); // unreadable, as connect-pg-simple does
        }
        Object.defineProperty(data, USER_ROW, { value: row.id == null ? null : row, enumerable: false, configurable: true });
        callback(null, data);
      },
      (err: Error) => callback(err),
    );
  };
  const createSession = store.createSession.bind(store);
  store.createSession = (req, data: SessionDataWithUser) => {
    if (data[USER_ROW] !== undefined) sessionUsers.set(req as unknown as Request, data[USER_ROW]);
    delete data[USER_ROW];
    return createSession(req, data);
  };
  return store;
}

/**
 * The acting user read with this request's session (readingUser): the user, null for an account
 * deactivated or deleted, or undefined when there is no row of this user id for the request (read it
 * then: loadCurrentUser). Taken once.
 */
export function takeSessionUser(req: Request, userId: number): CurrentUser | null | undefined {
  if (!sessionUsers.has(req)) return undefined;
  const row = sessionUsers.get(req)!;
  sessionUsers.delete(req);
  if (row && row.id !== userId) return undefined;
  return currentUserOfRow(row);
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
