import { wrap, type EntityManager, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs, type UnitOfWork } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/postgresql';
import type { Knex } from '@mikro-orm/postgresql';
import { auditActorOf, type AuditActor } from './audit-context.js';
import type { StoredChange } from './audit-event.entity.js';
import { diffStates } from './audit-mask.js';

/** The records whose every create, update and delete lands in the trail. */
export const AUDITED_ENTITIES = ['Employee', 'WageEntry', 'EmploymentEntry', 'Worklog', 'PerDiem', 'Order', 'Customer', 'Registration', 'ComplianceAcknowledgement'] as const;
const AUDITED = new Set<string>(AUDITED_ENTITIES);
/** Bookkeeping columns that change with every write and say nothing the event does not. */
const NOISE = new Set(['createdAt', 'updatedAt', 'insertTime', 'insertUser', 'updateTime', 'updateUser', 'version']);

export type AuditAction =
  | 'CREATE'
  | 'UPDATE'
  | 'DELETE'
  | 'LOGIN'
  | 'LOGIN_FAILED'
  | 'LOGIN_LOCKED'
  | 'LOGOUT'
  | 'FORBIDDEN'
  | 'WELCOME_LETTER'
  | 'PASSWORD_RESET'
  | 'PASSWORD_CHANGE'
  // Month-end: a closing, a reopening, a change of the payroll export settings.
  | 'MONTH_CLOSE'
  | 'MONTH_REOPEN'
  | 'SETTINGS_CHANGE'
  /** Another employee's archive document was downloaded. */
  | 'DOCUMENT_READ'
  // Rights administration: a user's roles, a role itself, a role's authorities.
  | 'ROLE_ASSIGN'
  | 'ROLE_UNASSIGN'
  | 'ROLE_CREATE'
  | 'ROLE_UPDATE'
  | 'ROLE_DELETE'
  | 'AUTHORITY_GRANT'
  | 'AUTHORITY_REVOKE';

export interface AuditEntry {
  action: AuditAction;
  entityType?: string | null;
  entityId?: string | number | null;
  changes?: StoredChange[] | null;
  /** Defaults to the actor bound to the EntityManager (the request's user), else the system. */
  actor?: Partial<AuditActor>;
}

interface Pending extends AuditEntry {
  actor: AuditActor;
  /** A created record whose id the insert assigns: read when the events are written. */
  entity?: object;
}

const pending = new WeakMap<UnitOfWork, Pending[]>();
const queueOf = (uow: UnitOfWork) => {
  let q = pending.get(uow);
  if (!q) pending.set(uow, (q = []));
  return q;
};

function resolveActor(em: EntityManager, entry: AuditEntry): AuditActor {
  return { ...auditActorOf(em), ...(entry.actor ?? {}) };
}

function rowOf(p: Pending) {
  const entityId = p.entity ? wrap(p.entity, true).getSerializedPrimaryKey() : p.entityId;
  return {
    actor_user_id: p.actor.userId,
    actor_username: p.actor.username,
    action: p.action,
    entity_type: p.entityType ?? null,
    entity_id: entityId === null || entityId === undefined ? null : String(entityId),
    changes: p.changes ? JSON.stringify(p.changes) : null,
    request_id: p.actor.requestId,
    client_address: p.actor.clientAddress,
  };
}

/** One multi-row insert per flush (chunked below PostgreSQL's bind-parameter limit). */
async function insertRows(knex: Knex | Knex.Transaction, list: Pending[]): Promise<void> {
  const rows = list.map(rowOf);
  for (let i = 0; i < rows.length; i += 2000) await knex('audit_event').insert(rows.slice(i, i + 2000));
}

const knexOf = (em: EntityManager) => (em as unknown as SqlEntityManager).getKnex();

async function drain(em: EntityManager, uow: UnitOfWork, trx: unknown): Promise<void> {
  const list = pending.get(uow);
  if (!list?.length) return;
  pending.delete(uow);
  await insertRows((trx as Knex.Transaction | undefined) ?? knexOf(em), list);
}

/**
 * Queues an explicit event (a welcome letter, a role change) on the EntityManager: the next flush
 * writes it in its own transaction, together with the change it describes.
 */
export function recordAudit(em: EntityManager, entry: AuditEntry): void {
  queueOf(em.getUnitOfWork()).push({ ...entry, actor: resolveActor(em, entry) });
}

/**
 * Writes an event now: inside the EntityManager's transaction when it has one, else on its own
 * (a refused login, a 403: the failed request has nothing to roll back with).
 */
export async function writeAudit(em: EntityManager, entry: AuditEntry): Promise<void> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  await insertRows(trx ?? knexOf(em), [{ ...entry, actor: resolveActor(em, entry) }]);
}

function plain(data: Record<string, unknown> | undefined | null, jsonProps: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data ?? {})) {
    if (NOISE.has(k)) continue;
    if (jsonProps.has(k) && typeof v === 'string') {
      try {
        out[k] = JSON.parse(v);
        continue;
      } catch {
        /* keep the text */
      }
    }
    out[k] = v;
  }
  return out;
}

/** The columns of an audit_event row as every writer here inserts them (`changes` as JSON text). */
export type AuditRow = ReturnType<typeof rowOf>;

/**
 * The audit row of a create, update or delete that bypasses the unit of work (the clock's own SQL,
 * written for speed), exactly as the subscriber below would record it: `before` / `after` are the record's
 * states in the entity's property order (as MikroORM's change set lists them), bookkeeping columns
 * are left out, an update lists the fields of `after` that differ from `before` (null: nothing
 * changed, no event). A created record's id is not known before the insert: its `entity_id` is null
 * here and filled in by the statement that inserts both.
 */
export function auditRowOf(
  em: EntityManager,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  entityType: (typeof AUDITED_ENTITIES)[number],
  entityId: string | number | null,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditRow | null {
  const none = new Set<string>();
  let changes: StoredChange[];
  if (action === 'CREATE') changes = diffStates(null, plain(after, none));
  else if (action === 'DELETE') changes = diffStates(plain(before, none), null);
  else {
    const next = plain(after, none);
    const original = plain(before, none);
    changes = diffStates(Object.fromEntries(Object.keys(next).map((k) => [k, original[k]])), next);
    if (!changes.length) return null;
  }
  return rowOf({ action, actor: resolveActor(em, { action }), entityType, entityId, changes });
}

/**
 * Turns the unit of work's change sets of the audited entities into events written in the same
 * transaction as the change (before its commit), with one insert per flush.
 */
export class AuditSubscriber implements EventSubscriber {
  onFlush({ em, uow }: FlushEventArgs): void {
    const actor = auditActorOf(em);
    const queue = queueOf(uow);
    for (const cs of uow.getChangeSets()) {
      if (!AUDITED.has(cs.meta.className)) continue;
      const jsonProps = new Set(cs.meta.props.filter((p) => p.runtimeType === 'object' || String(p.type).toLowerCase().includes('json')).map((p) => p.name));
      const type = String(cs.type);
      if (type === 'create') {
        queue.push({ action: 'CREATE', actor, entityType: cs.meta.className, entity: cs.entity, changes: diffStates(null, plain(cs.payload as Record<string, unknown>, jsonProps)) });
      } else if (type === 'update' || type === 'update_early') {
        const after = plain(cs.payload as Record<string, unknown>, jsonProps);
        const original = plain(cs.originalEntity as Record<string, unknown>, jsonProps);
        const before = Object.fromEntries(Object.keys(after).map((k) => [k, original[k]]));
        const changes = diffStates(before, after);
        if (changes.length) queue.push({ action: 'UPDATE', actor, entityType: cs.meta.className, entityId: wrap(cs.entity, true).getSerializedPrimaryKey(), changes });
      } else if (type === 'delete' || type === 'delete_early') {
        queue.push({
          action: 'DELETE',
          actor,
          entityType: cs.meta.className,
          entityId: wrap(cs.entity, true).getSerializedPrimaryKey(),
          changes: diffStates(plain((cs.originalEntity ?? wrap(cs.entity, true).__originalEntityData) as Record<string, unknown>, jsonProps), null),
        });
      }
    }
  }

  /** A flush that opened its own transaction: write before it commits. */
  async beforeTransactionCommit({ em, uow, transaction }: TransactionEventArgs): Promise<void> {
    if (uow) await drain(em, uow, transaction);
  }

  /** A flush inside `em.transactional` (still open here), or one that had nothing else to write. */
  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    await drain(em, uow, em.getTransactionContext());
  }

  afterTransactionRollback({ uow }: TransactionEventArgs): void {
    if (uow) pending.delete(uow);
  }
}

/**
 * For writes that bypass the unit of work (nativeDelete / nativeUpdate): the event for a loaded
 * entity, written now in the EntityManager's transaction. A delete lists the record's last values.
 */
export async function writeNativeAudit(em: EntityManager, action: 'UPDATE' | 'DELETE', entity: object, changes?: StoredChange[]): Promise<void> {
  const w = wrap(entity, true);
  const meta = w.__meta;
  const jsonProps = new Set(meta.props.filter((p) => p.runtimeType === 'object' || String(p.type).toLowerCase().includes('json')).map((p) => p.name));
  const before = plain((w.__originalEntityData ?? {}) as Record<string, unknown>, jsonProps);
  await writeAudit(em, { action, entityType: meta.className, entityId: w.getSerializedPrimaryKey(), changes: changes ?? diffStates(before, null) });
}
