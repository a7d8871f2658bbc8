import type { Logger } from 'pino';
import { maskText } from '../modules/logger/log-safety.js';

/**
 * knex's own messages, into the app's log instead of the console (issue 20). When the database goes
 * away, knex's pool reports each broken connection it drops as "Connection Error: <error>", and a
 * query error's message begins with the statement and its values (knex formats them in: audit
 * changes, names, IBANs). Only the message's kind and the driver's reason are kept.
 */
export function withoutStatement(message: unknown): string {
  const text = String(message);
  const reason = text.lastIndexOf(' - ');
  if (reason < 0) return maskText(text).slice(0, 300);
  const kind = text.indexOf(': ');
  return maskText(`${kind >= 0 && kind < reason ? text.slice(0, kind + 2) : ''}${text.slice(reason + 3)}`).slice(0, 300);
}

/** The `log` option of knex (MikroORM's driverOptions). */
export function knexLog(log: Pick<Logger, 'warn' | 'error' | 'debug'>) {
  return {
    warn: (m: unknown) => log.warn({ source: 'knex' }, withoutStatement(m)),
    error: (m: unknown) => log.error({ source: 'knex' }, withoutStatement(m)),
    debug: (m: unknown) => log.debug({ source: 'knex' }, withoutStatement(m)),
    deprecate: (method: unknown, alternative: unknown) => log.debug({ source: 'knex' }, `${String(method)} is deprecated, use ${String(alternative)}`),
  };
}
