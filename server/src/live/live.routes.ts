import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type pg from 'pg';
import { sendError } from '@inv/server-rest-compat';
import type { Ctx } from '../context.js';
import { ForbiddenError, NotFoundError, TooManyRequestsError, UnauthenticatedError, type AppError } from '../errors.js';
import { msg } from '../messages.js';
import { mustEnrolSecondFactor } from '../modules/auth/auth.service.js';
import { loadCurrentUser, type CurrentUser } from '../modules/auth/current-user.js';
import { SESSION_TABLE } from '../modules/auth/sessions.js';
import { Order } from '../modules/orders/order.entity.js';
import { canControlTimes, canViewTimeclock } from '../modules/timeclock/timeclock.policy.js';
import { canSeePassengerTimes } from '../modules/worklogs/worklog.policy.js';
import type { LiveHub, LiveMessage } from './live-hub.js';

/** The paths this module registers under /api (the REST authorization matrix lists them). */
export const LIVE_PATHS = ['GET /live/timeclock'] as const;

/** A `: ping` comment keeps proxies from closing an idle stream. */
export const PING_MS = 15_000;
/** The session is checked again this often (and before an event): logout, expiry, deactivation end the stream. */
export const REVALIDATE_MS = 5_000;
/**
 * Open streams one session may hold on one app instance: a few tabs or windows of the timeclock and
 * time controlling. Each stream holds a connection, timers and a hub listener; beyond this the
 * stream is refused (429) instead of letting one login tie up the server.
 */
export const MAX_STREAMS_PER_SESSION = 5;

/** Events closer together than this share one session check. */
const CHECK_FRESH_MS = 1_000;

/** Who may hear of which change: the stream says only "order N changed on day D". */
export interface LiveViewer {
  /** Only this order (`?orderId=`), or every order the viewer may see. */
  orderId: number | null;
  /** Changes of passenger entries only for those who may see passenger times. */
  passengers: boolean;
}

/** Why a viewer may not open (or keep) the stream, or null when they may. */
export function refusal(user: CurrentUser | null, req?: Request): AppError | null {
  if (!user) return new UnauthenticatedError();
  if (user.mustChangePassword || mustEnrolSecondFactor(user, req)) return new ForbiddenError();
  // /timecontrolling/clocked-in (every order) or the timeclock (every order it lists; one with ?orderId=).
  if (!canControlTimes(user) && !canViewTimeclock(user)) return new ForbiddenError();
  return null;
}

export const viewerOf = (user: CurrentUser, orderId: number | null): LiveViewer => ({ orderId, passengers: canSeePassengerTimes(user) });

/** The event a viewer gets for a hub message, or null when it is not theirs to hear. */
export function eventFor(viewer: LiveViewer, message: LiveMessage): string | null {
  if (message.kind === 'resync') return 'event: resync\ndata: {}\n\n';
  const { orderId, date, passenger } = message.change;
  if (viewer.orderId !== null && viewer.orderId !== orderId) return null;
  if (passenger && !viewer.passengers) return null;
  return `event: clock\ndata: ${JSON.stringify({ orderId, date })}\n\n`;
}

interface LiveDeps {
  hub: LiveHub;
  pool: pg.Pool;
  formatError(error: GraphQLError, contextValue: unknown): GraphQLFormattedError;
}

/** The session behind the request still stored and unexpired, and its user still allowed: else null. */
async function stillAllowed(ctx: Ctx, pool: pg.Pool, userId: number, absoluteHours: number): Promise<CurrentUser | null> {
  const sid = ctx.req.sessionID;
  if (!sid) return null;
  const { rows } = await pool.query<{ sess: { userId?: number; createdAt?: number } }>(`select sess from "${SESSION_TABLE}" where sid = $1 and expire > now()`, [sid]);
  const sess = rows[0]?.sess;
  if (!sess || sess.userId !== userId) return null;
  if (sess.createdAt !== undefined && Date.now() - sess.createdAt > absoluteHours * 3_600_000) return null;
  const user = await loadCurrentUser(ctx.em.fork(), userId);
  return refusal(user, ctx.req) ? null : user;
}

/**
 * GET /api/live/timeclock[?orderId=N]: server-sent events `clock` {orderId, date} whenever a worklog of
 * an order changes (any path, any app instance: PostgreSQL NOTIFY), a `: ping` every 15 s, `resync`
 * after the database connection came back. 401 without a session, 403 without the right, 404 for an
 * unknown order. Not compressed (compression.ts skips text/event-stream); flushed per event.
 */
export function liveRoutes({ hub, pool, formatError }: LiveDeps): Router {
  const router = express.Router();
  /** Open streams per session id; a slot is freed when its stream ends. */
  const open = new Map<string, number>();
  const fail = (ctx: Ctx, res: Response, error: AppError) =>
    sendError(res, formatError(new GraphQLError(error.message, { originalError: error, path: ['liveTimeclock'], extensions: { code: error.code } }), ctx));

  router.get('/live/timeclock', async (req: Request, res: Response, next: NextFunction) => {
    const ctx = res.locals.ctx as Ctx;
    try {
      const refused = refusal(ctx.user, req);
      if (refused) return fail(ctx, res, refused);
      const user = ctx.user!;
      const raw = req.query.orderId;
      let orderId: number | null = null;
      if (raw !== undefined) {
        orderId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : -1;
        // One order: what the timeclock order page may show (the clocked-in right alone is no timeclock view).
        if (!canViewTimeclock(user)) return fail(ctx, res, new ForbiddenError());
        if (orderId < 1 || (await ctx.em.count(Order, { id: orderId })) === 0) return fail(ctx, res, new NotFoundError());
      }
      // HEAD (express routes it here too): the head of the stream, no stream.
      if (req.method === 'HEAD') return void res.status(200).type('text/event-stream').end();
      const sid = req.sessionID;
      if ((open.get(sid) ?? 0) >= MAX_STREAMS_PER_SESSION) return fail(ctx, res, new TooManyRequestsError(REVALIDATE_MS / 1000, msg.tooManyLiveStreams));
      open.set(sid, (open.get(sid) ?? 0) + 1);
      stream(ctx, req, res, user, orderId, () => {
        const left = (open.get(sid) ?? 1) - 1;
        if (left > 0) open.set(sid, left);
        else open.delete(sid);
      });
    } catch (err) {
      next(err);
    }
  });

  function stream(ctx: Ctx, req: Request, res: Response, user: CurrentUser, orderId: number | null, release: () => void) {
    let viewer = viewerOf(user, orderId);
    let closed = false;
    let checkedAt = Date.now();
    let chain: Promise<unknown> = Promise.resolve();
    const absoluteHours = ctx.services.config.SESSION_ABSOLUTE_HOURS;

    const write = (chunk: string) => {
      if (closed || !res.headersSent) return; // before the head: the client fetches fresh data on open anyway
      res.write(chunk);
      (res as Response & { flush?: () => void }).flush?.(); // the compression middleware's buffer, if any
    };
    const end = () => {
      if (closed) return;
      closed = true;
      release();
      unsubscribe();
      clearInterval(ping);
      clearInterval(check);
      res.end();
    };
    /** True while the session holds; ends the stream when it is gone. A database hiccup is no logout. */
    const revalidate = async () => {
      try {
        const now = await stillAllowed(ctx, pool, user.id, absoluteHours);
        checkedAt = Date.now();
        if (!now) {
          end();
          return false;
        }
        viewer = viewerOf(now, orderId);
        return true;
      } catch (err) {
        ctx.services.log.debug({ code: (err as { code?: string })?.code ?? null, requestId: ctx.requestId }, 'live board: session check failed');
        return !closed;
      }
    };
    const onMessage = (message: LiveMessage) => {
      chain = chain.then(async () => {
        if (closed) return;
        if (Date.now() - checkedAt > CHECK_FRESH_MS && !(await revalidate())) return;
        const event = eventFor(viewer, message);
        if (event) write(event);
      });
    };

    const unsubscribe = hub.subscribe(onMessage);
    const ping = setInterval(() => write(': ping\n\n'), PING_MS);
    const check = setInterval(() => {
      chain = chain.then(() => (closed ? undefined : revalidate()));
    }, REVALIDATE_MS);
    req.on('close', end);
    res.on('close', end);

    void hub.ready().then(() => {
      if (closed) return;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // Not kept (personal data), not transformed (no proxy compression), not buffered by nginx.
        'Cache-Control': 'no-cache, no-store, no-transform',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      });
      req.socket.setNoDelay(true);
      // The browser reconnects after 3 s when the stream breaks; the first comment flushes the headers.
      write('retry: 3000\n: connected\n\n');
    });
  }

  return router;
}
