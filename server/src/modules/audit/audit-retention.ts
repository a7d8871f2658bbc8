import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';

/** Events about sessions and refusals rather than records: kept AUDIT_SECURITY_RETENTION_DAYS. */
export const SECURITY_ACTIONS = ['LOGIN', 'LOGIN_FAILED', 'LOGIN_LOCKED', 'LOGOUT', 'FORBIDDEN'] as const;

/** Rows per delete statement: a long backlog is removed in short transactions, not one long lock. */
const BATCH = 5000;

export interface AuditPurgeResult {
  security: number;
  other: number;
  throttleWindows: number;
}

/**
 * Deletes the audit events past their retention: login, lockout and 403 events (and the throttling
 * counts) after AUDIT_SECURITY_RETENTION_DAYS, every other event after AUDIT_RETENTION_DAYS.
 * audit_event refuses every DELETE except of rows older than the cut-off a transaction sets in
 * `inv.audit_purge_before` (Migration20261203150000): the purge can delete nothing younger.
 */
export async function purgeAuditEvents(
  em: EntityManager,
  config: Pick<Config, 'AUDIT_SECURITY_RETENTION_DAYS' | 'AUDIT_RETENTION_DAYS'>,
  now = new Date(),
): Promise<AuditPurgeResult> {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const securityCutoff = before(config.AUDIT_SECURITY_RETENTION_DAYS);
  const otherCutoff = before(config.AUDIT_RETENTION_DAYS);
  const deleteBatches = async (cutoff: string, onlySecurity: boolean) => {
    let total = 0;
    for (;;) {
      const n = await em.fork().transactional(async (tx) => {
        // tx.execute runs in the transaction, where the cut-off set here holds.
        await tx.execute(`select set_config('inv.audit_purge_before', ?, true)`, [cutoff]);
        const rows: { id: string }[] = await tx.execute(
          `delete from audit_event where id in (
             select id from audit_event where at < ?::timestamptz ${onlySecurity ? `and action in (${SECURITY_ACTIONS.map(() => '?').join(', ')})` : ''}
             limit ${BATCH}) returning id`,
          onlySecurity ? [cutoff, ...SECURITY_ACTIONS] : [cutoff],
        );
        return rows.length;
      });
      total += n;
      if (n < BATCH) return total;
    }
  };
  const security = await deleteBatches(securityCutoff, true);
  const other = await deleteBatches(otherCutoff, false);
  const windows: { n: string }[] = await em
    .fork()
    .getConnection()
    .execute(`with d as (delete from login_throttle_window where last_at < ?::timestamptz returning 1) select count(*) as n from d`, [securityCutoff]);
  return { security, other, throttleWindows: Number(windows[0]?.n ?? 0) };
}
