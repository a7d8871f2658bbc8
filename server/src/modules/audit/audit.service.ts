import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../auth/current-user.js';
import { can } from '@inv/domain';
import { FieldErrors, ForbiddenError } from '../../errors.js';
import { msg } from '../../messages.js';
import { ZONE } from '../../shared-dates.js';
import { User } from '../auth/user.entity.js';
import { AuditEvent } from './audit-event.entity.js';
import type { AuditEventPage, AuditFilterInput, AuditPageArgs, AuditUser } from './audit.types.js';
import { THROTTLE_ADDRESS_FIELD, THROTTLE_ATTEMPTS_FIELD, THROTTLE_USERNAME_FIELD, THROTTLE_WINDOW_FIELD } from './audit-hooks.js';
import type { WorklogService } from '../worklogs/worklog.service.js';

export const AUDIT_DEFAULT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

const canRead = (actor: CurrentUser) => can(actor, 'superadmin');

function day(value: string | null | undefined, path: string, errors: FieldErrors): DateTime | null {
  if (!value) return null;
  const d = DateTime.fromISO(value, { zone: ZONE });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !d.isValid) {
    errors.add(path, msg.dateInvalid);
    return null;
  }
  return d.startOf('day');
}

/**
 * A LOGIN_LOCKED event stands for every throttled attempt of its address, username and window: the count kept in
 * login_throttle_window is shown with it (read-only entities, never flushed).
 */
async function withThrottledCounts(em: EntityManager, items: AuditEvent[]): Promise<void> {
  const value = (e: AuditEvent, field: string) => e.changes?.find((c) => c.field === field)?.to;
  const fields = [THROTTLE_ADDRESS_FIELD, THROTTLE_WINDOW_FIELD, THROTTLE_USERNAME_FIELD];
  const locked = items.filter((e) => e.action === 'LOGIN_LOCKED' && fields.every((f) => value(e, f) != null));
  if (!locked.length) return;
  const rows: { address: string; window_start: Date; username: string; attempts: number }[] = await em.getConnection().execute(
    `select address, window_start, username, attempts from login_throttle_window
      where (address, window_start, username) in (${locked.map(() => '(?, ?::timestamptz, ?)').join(', ')})`,
    locked.flatMap((e) => fields.map((f) => String(value(e, f)))),
  );
  const keyOf = (address: unknown, start: unknown, username: unknown) => `${address} ${start} ${username}`;
  const counts = new Map(rows.map((r) => [keyOf(r.address, new Date(r.window_start).toISOString(), r.username), r.attempts]));
  for (const e of locked) {
    const n = counts.get(keyOf(...(fields.map((f) => value(e, f)) as [unknown, unknown, unknown])));
    if (n !== undefined) e.changes = [...(e.changes ?? []), { field: THROTTLE_ATTEMPTS_FIELD, from: null, to: n }];
  }
}

/** Reading the audit trail (Superadmin only) and the explicit events other features report. */
export class AuditService {
  /**
   * The worklogs module sits above this one (its writes are audited), so it hands in what the clocking
   * history needs of it instead of being imported: its service and its passenger-times rule. Without
   * them nobody sees passenger entries.
   */
  constructor(
    private readonly worklogs?: WorklogService,
    private readonly canSeePassengerTimes: (actor: CurrentUser) => boolean = () => false,
  ) {}

  /**
   * The clocking history of an employee's day (optionally one order): every audit event of the
   * worklogs of that day, also of entries deleted since, oldest first. Same rights as the day itself;
   * passenger entries stay hidden from those who may not see passenger times.
   */
  async clockingHistory(em: EntityManager, actor: CurrentUser, employeeId: number, date: string, orderId?: number | null): Promise<AuditEvent[]> {
    // Checks the rights and the date, and answers the entries that exist now (passenger filter applied).
    const current = (await this.worklogs?.clockingHistory(em, actor, employeeId, date, orderId)) ?? [];
    const withPassengers = this.canSeePassengerTimes(actor);
    const scope: Record<string, unknown>[] = [{ field: 'employee', to: employeeId }, { field: 'date', to: date }];
    if (orderId != null) scope.push({ field: 'order', to: orderId });
    const created: { entity_id: string; passenger: boolean }[] = await em.getConnection().execute(
      `select entity_id, changes @> '[{"field":"worklogType","to":"PASSENGER"}]'::jsonb as passenger from audit_event
        where entity_type = 'Worklog' and action = 'CREATE' and changes @> ?::jsonb`,
      [JSON.stringify(scope)],
    );
    const ids = new Set(current.map((w) => String(w.id)));
    for (const c of created) if (withPassengers || !c.passenger) ids.add(c.entity_id);
    if (!ids.size) return [];
    const events = await em.find(AuditEvent, { entityType: 'Worklog', entityId: { $in: [...ids] } }, { orderBy: { at: 'asc', id: 'asc' } });
    // An entry changed to passenger later is withheld as a whole.
    if (withPassengers) return events;
    const hidden = new Set(events.filter((e) => e.changes?.some((c) => c.field === 'worklogType' && c.to === 'PASSENGER')).map((e) => e.entityId));
    return events.filter((e) => !hidden.has(e.entityId));
  }

  async list(em: EntityManager, actor: CurrentUser, f: AuditFilterInput = {}, paging: AuditPageArgs = {}): Promise<AuditEventPage> {
    if (!canRead(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    const from = day(f.from, 'from', errors);
    const to = day(f.to, 'to', errors);
    if (from && to && to < from) errors.add('to', msg.auditRangeInvalid);
    errors.throwIfAny();

    const where: FilterQuery<AuditEvent> = {};
    if (f.userId != null) where.actorUserId = f.userId;
    if (f.entityType?.trim()) where.entityType = f.entityType.trim();
    if (f.entityId?.trim()) where.entityId = f.entityId.trim();
    if (f.action?.trim()) where.action = f.action.trim().toUpperCase();
    if (from || to) where.at = { ...(from ? { $gte: from.toJSDate() } : {}), ...(to ? { $lt: to.plus({ days: 1 }).toJSDate() } : {}) };

    // Never the whole table: 0, negative or huge sizes fall back to the default / the ceiling.
    const size = !paging.size || paging.size <= 0 ? AUDIT_DEFAULT_PAGE_SIZE : Math.min(paging.size, AUDIT_MAX_PAGE_SIZE);
    const number = Math.max(paging.page ?? 0, 0);
    const [items, total] = await em.findAndCount(AuditEvent, where, { orderBy: { at: 'desc', id: 'desc' }, limit: size, offset: number * size });
    await withThrottledCounts(em, items);
    return { items, number, size, totalElements: total, totalPages: Math.ceil(total / size) };
  }

  /** The users the filter offers: everyone who ever acted, plus every account. */
  async users(em: EntityManager, actor: CurrentUser): Promise<AuditUser[]> {
    if (!canRead(actor)) throw new ForbiddenError();
    const users = await em.find(User, {}, { orderBy: { username: 'asc' }, fields: ['id', 'username'] });
    return users.map((u) => ({ id: u.id, username: u.username }));
  }
}
