import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';

/** Who acts, in which request, from where: stamped on every audit event. */
export interface AuditActor {
  userId: number | null;
  username: string | null;
  requestId: string | null;
  clientAddress: string | null;
}

const FILTER_KEY = 'auditActor';
const storage = new AsyncLocalStorage<AuditActor>();

export const SYSTEM_ACTOR: AuditActor = { userId: null, username: null, requestId: null, clientAddress: null };

/**
 * Binds the actor to the request's EntityManager (MikroORM copies filter params into every fork,
 * also the ones `em.transactional` makes) and to the async context (a fallback for code that starts
 * from a fresh `orm.em.fork()`).
 */
export function bindAuditActor(em: EntityManager, actor: AuditActor, next: () => void): void {
  em.setFilterParams(FILTER_KEY, actor);
  storage.run(actor, next);
}

export function auditActorOf(em: EntityManager): AuditActor {
  return (em.getFilterParams(FILTER_KEY) as AuditActor | undefined) ?? storage.getStore() ?? SYSTEM_ACTOR;
}

/** After a login the acting user is known before the request's context says so. */
export function setAuditUser(em: EntityManager, userId: number | null, username: string | null): void {
  em.setFilterParams(FILTER_KEY, { ...auditActorOf(em), userId, username });
}
