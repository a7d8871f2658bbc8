import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../../auth/current-user.js';
import { hasAnyAuthority } from '../../auth/permissions.js';
import { FieldErrors, ForbiddenError } from '../../errors.js';
import { msg } from '../../messages.js';
import { ZONE } from '../../shared-dates.js';
import { User } from '../auth/user.entity.js';
import { AuditEvent } from './audit-event.entity.js';
import type { AuditEventPage, AuditFilterInput, AuditPageArgs, AuditUser } from './audit.types.js';
import { recordAudit } from './audit.writer.js';

export const AUDIT_DEFAULT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

const canRead = (actor: CurrentUser) => hasAnyAuthority(actor.authorities, ['Superadmin']);

function day(value: string | null | undefined, path: string, errors: FieldErrors): DateTime | null {
  if (!value) return null;
  const d = DateTime.fromISO(value, { zone: ZONE });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !d.isValid) {
    errors.add(path, msg.dateInvalid);
    return null;
  }
  return d.startOf('day');
}

/** Reading the audit trail (Superadmin only) and the explicit events other features report. */
export class AuditService {
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
    return { items, number, size, totalElements: total, totalPages: Math.ceil(total / size) };
  }

  /** The users the filter offers: everyone who ever acted, plus every account. */
  async users(em: EntityManager, actor: CurrentUser): Promise<AuditUser[]> {
    if (!canRead(actor)) throw new ForbiddenError();
    const users = await em.find(User, {}, { orderBy: { username: 'asc' }, fields: ['id', 'username'] });
    return users.map((u) => ({ id: u.id, username: u.username }));
  }

  /**
   * For the rights administration: call before flushing a change of a user's roles or authorities,
   * the event is written in the same transaction as the change.
   */
  recordRoleChange(em: EntityManager, user: { id: number; username: string }, before: string[], after: string[]): void {
    const removed = before.filter((r) => !after.includes(r));
    const added = after.filter((r) => !before.includes(r));
    if (!removed.length && !added.length) return;
    recordAudit(em, {
      action: 'ROLE_CHANGE',
      entityType: 'User',
      entityId: user.id,
      changes: [
        { field: 'username', from: user.username, to: user.username },
        { field: 'roles', from: [...before].sort().join(', '), to: [...after].sort().join(', ') },
      ],
    });
  }
}
