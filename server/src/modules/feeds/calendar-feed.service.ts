import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { can } from '@inv/domain';
import { DateTime } from 'luxon';
import { NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { loadCurrentUser } from '../auth/current-user.js';
import { Employee } from '../employees/employee.entity.js';
import { Order, OrderType } from '../orders/order.entity.js';
import { absoluteUrl, FEED_ZONE, renderFeed, type FeedOrder } from './calendar-ics.js';
import type { CalendarFeedKind } from './calendar-feed.entity.js';

/** Whose feed: an employee's assignments, or the office's inventories as seen by one account. */
export type FeedOwner = { kind: 'EMPLOYEE'; employeeId: number; userId: number } | { kind: 'OFFICE'; userId: number };

export interface FeedView {
  url: string;
  active: boolean;
  createdAt: Date | null;
}

/** Days before and after today (Europe/Berlin) whose orders a feed lists. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 90;

/** 32 random bytes, base64url without padding: always 43 characters of this alphabet. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
export const feedPath = (token: string) => `/api/calendar-feed/${token}.ics`;

/** The window of a feed: from 30 days back to 90 days ahead, as dates in Europe/Berlin. */
export function feedWindow(now: DateTime = DateTime.now()): { from: string; to: string } {
  const today = now.setZone(FEED_ZONE).startOf('day');
  return { from: today.minus({ days: FEED_DAYS_BACK }).toISODate()!, to: today.plus({ days: FEED_DAYS_AHEAD }).toISODate()! };
}

const ownerSql = (o: FeedOwner) =>
  o.kind === 'EMPLOYEE' ? { where: `kind = 'EMPLOYEE' and employee_id = ?`, param: o.employeeId } : { where: `kind = 'OFFICE' and user_id = ?`, param: o.userId };

/**
 * Calendar subscriptions. The token lives only in the address handed out once; the table keeps its sha256,
 * and a fetch finds the feed by that hash through the unique index (no comparison in JavaScript, so no
 * timing that depends on how much of a guess was right).
 */
export class CalendarFeedService {
  /** `appUrl`: the configured public address (APP_URL); without it the request's own origin. */
  constructor(private readonly appUrl?: string) {}

  baseUrl(origin: string): string {
    return this.appUrl ?? origin;
  }

  private async active(em: EntityManager, owner: FeedOwner): Promise<{ id: number; created_at: Date } | undefined> {
    const { where, param } = ownerSql(owner);
    const [row] = await em.execute<{ id: number; created_at: Date }[]>(`select id, created_at from calendar_feed where ${where} and revoked_at is null`, [param]);
    return row;
  }

  /** The active feed; one is made (and its address shown) when there is none. */
  async get(em: EntityManager, owner: FeedOwner, origin: string): Promise<FeedView> {
    const row = await this.active(em, owner);
    if (row) return { url: '', active: true, createdAt: new Date(row.created_at) };
    return this.make(em, owner, origin, false);
  }

  /** A new address; the old one stops answering at once. */
  renew(em: EntityManager, owner: FeedOwner, origin: string): Promise<FeedView> {
    return this.make(em, owner, origin, true);
  }

  /** Revokes the active feed (true when there was one). */
  async revoke(em: EntityManager, owner: FeedOwner): Promise<boolean> {
    const { where, param } = ownerSql(owner);
    const rows = await em.execute<{ id: number }[]>(`update calendar_feed set revoked_at = now() where ${where} and revoked_at is null returning id`, [param]);
    return rows.length > 0;
  }

  private async make(em: EntityManager, owner: FeedOwner, origin: string, revokeFirst: boolean): Promise<FeedView> {
    // Two requests at once: the partial unique index lets one insert win; the other, having revoked
    // nothing new, tries again (renew) or reports the winner's feed without its address (get).
    for (let attempt = 0; attempt < 3; attempt++) {
      const token = randomBytes(32).toString('base64url');
      const made = await em.transactional(async (tx) => {
        if (revokeFirst) await this.revoke(tx, owner);
        const [row] = await tx.execute<{ created_at: Date }[]>(
          `insert into calendar_feed (kind, employee_id, user_id, token_hash) values (?, ?, ?, ?) on conflict do nothing returning created_at`,
          [owner.kind satisfies CalendarFeedKind, owner.kind === 'EMPLOYEE' ? owner.employeeId : null, owner.userId, hashToken(token)],
        );
        return row;
      });
      if (made) return { url: absoluteUrl(this.baseUrl(origin), feedPath(token)), active: true, createdAt: new Date(made.created_at) };
      if (!revokeFirst) break;
    }
    const row = await this.active(em, owner);
    return { url: '', active: !!row, createdAt: row ? new Date(row.created_at) : null };
  }

  /**
   * The iCalendar text for a token. Unknown, malformed or revoked tokens, an employee who left, and an
   * office feed whose account is disabled or no longer holds the order list right: all NOT_FOUND, so the
   * answer never tells a guesser which of them applied.
   */
  async ics(em: EntityManager, token: string, origin: string, now: DateTime = DateTime.now()): Promise<string> {
    const notFound = () => new NotFoundError(msg.calendarFeedNotFound);
    const bare = token.endsWith('.ics') ? token.slice(0, -4) : token;
    if (!TOKEN.test(bare)) throw notFound();
    const [feed] = await em.execute<{ kind: CalendarFeedKind; employee_id: number | null; user_id: number | null }[]>(
      `select kind, employee_id, user_id from calendar_feed where token_hash = ? and revoked_at is null`,
      [hashToken(bare)],
    );
    if (!feed) throw notFound();
    const { from, to } = feedWindow(now);
    const inWindow = { validFrom: { $gte: from, $lte: to } };
    let orders: Order[];
    let title: string;
    if (feed.kind === 'EMPLOYEE') {
      const employee = feed.employee_id === null ? null : await em.findOne(Employee, { id: feed.employee_id }, { fields: ['id', 'active'] });
      if (!employee?.active) throw notFound();
      orders = await em.find(Order, { ...inWindow, assignments: { employee: employee.id } }, { populate: ['teamLeader'], orderBy: { validFrom: 'asc', startTime: 'asc', id: 'asc' } });
      title = msg.calendarFeedTitleEmployee;
    } else {
      // The right is checked on every fetch: taking it away ends the subscription without revoking it.
      const user = feed.user_id === null ? null : await loadCurrentUser(em, feed.user_id);
      if (!user?.enabled || !can(user, 'listOrders')) throw notFound();
      orders = await em.find(Order, { ...inWindow, orderType: OrderType.INV }, { populate: ['teamLeader'], orderBy: { validFrom: 'asc', startTime: 'asc', id: 'asc' } });
      title = msg.calendarFeedTitleOffice;
    }
    const base = this.baseUrl(origin);
    let host: string;
    try {
      host = new URL(base).host || 'inv';
    } catch {
      host = 'inv';
    }
    const rows: FeedOrder[] = orders.map((o) => ({
      id: o.id,
      name: o.name,
      address: o.address,
      zip: o.zip,
      city: o.city,
      validFrom: o.validFrom,
      validTo: o.validTo,
      startTime: o.startTime,
      teamLeader: o.teamLeader ? `${o.teamLeader.firstName} ${o.teamLeader.lastName}`.trim() : null,
    }));
    return renderFeed({ title, host, baseUrl: base, orders: rows });
  }
}
