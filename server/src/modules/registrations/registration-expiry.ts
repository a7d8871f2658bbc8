import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { GoneError } from '../../errors.js';
import type { FileStore } from '../../files/file-store.js';
import { msg } from '../../messages.js';
import { Registration, RegistrationFile } from './registration.entity.js';

const DAY_MS = 86_400_000;

/**
 * An unfinished registration expires `expiryDays` after its start (created_at). Finished ones never
 * expire: their files wait for the employee created from them.
 */
export function isExpired(reg: Pick<Registration, 'createdAt' | 'finishedAt'>, expiryDays: number, now = Date.now()): boolean {
  return !reg.finishedAt && reg.createdAt.getTime() + expiryDays * DAY_MS <= now;
}

/** 410 with `x-expired: true` (the header the spec uses for an expired confirmation link). */
export function assertNotExpired(reg: Pick<Registration, 'createdAt' | 'finishedAt'>, expiryDays: number): void {
  if (isExpired(reg, expiryDays)) throw new GoneError(msg.registrationExpired, { 'x-expired': 'true' });
}

export interface PurgeResult {
  registrations: number;
  files: number;
}

/** Registrations per transaction: bounds the lock set and the time one run holds it. */
const BATCH = 100;

/**
 * Deletes expired unfinished registrations with their uploads: the database rows and the files in
 * the file store. Finished registrations are never touched. Idempotent and safe to run by hand or by
 * several instances at once: rows are claimed with `for update skip locked`, files are removed
 * inside the transaction before the rows (a removed file that is missing already is fine; a failed
 * commit leaves rows whose files are gone, which the next run deletes — the registration answers
 * 410 either way, so nobody can reach the half-removed state).
 */
export async function purgeExpiredRegistrations(em: EntityManager, files: FileStore, expiryDays: number, log?: Logger): Promise<PurgeResult> {
  const total: PurgeResult = { registrations: 0, files: 0 };
  for (;;) {
    const cutoff = new Date(Date.now() - expiryDays * DAY_MS);
    const done = await em.fork().transactional(async (tx) => {
      const regs = await tx.find(
        Registration,
        { finishedAt: null, createdAt: { $lte: cutoff } },
        { fields: ['uuid'], orderBy: { createdAt: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      if (!regs.length) return null;
      const uuids = regs.map((r) => r.uuid);
      const rows = await tx.find(RegistrationFile, { registration: { $in: uuids } }, { fields: ['key'] });
      for (const { key } of rows) await files.delete(key);
      await tx.nativeDelete(RegistrationFile, { registration: { $in: uuids } });
      await tx.nativeDelete(Registration, { uuid: { $in: uuids }, finishedAt: null });
      return { registrations: uuids.length, files: rows.length, full: uuids.length === BATCH };
    });
    if (!done) break;
    total.registrations += done.registrations;
    total.files += done.files;
    if (!done.full) break;
  }
  if (total.registrations) log?.info(total, 'expired registrations purged');
  return total;
}
