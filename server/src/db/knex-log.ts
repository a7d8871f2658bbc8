import type { Logger } from 'pino';
import { withoutStatement } from '../modules/logger/log-safety.js';

/**
 * knex's own messages, into the app's log instead of the console. When the database goes
 * away, knex's pool reports each broken connection it drops as "Connection Error: <error>", and a
 * query error's message begins with the statement and its values (knex formats them in: audit
 * changes, names, IBANs). Only the message's kind and the driver's reason are kept (log-safety.ts).
 * This is the `log` option of knex (MikroORM's driverOptions).
 */
export function knexLog(log: Pick<Logger, 'warn' | 'error' | 'debug'>) {
  return {
    warn: (m: unknown) => log.warn({ source: 'knex' }, withoutStatement(String(m)).slice(0, 300)),
    error: (m: unknown) => log.error({ source: 'knex' }, withoutStatement(String(m)).slice(0, 300)),
    debug: (m: unknown) => log.debug({ source: 'knex' }, withoutStatement(String(m)).slice(0, 300)),
    deprecate: (method: unknown, alternative: unknown) => log.debug({ source: 'knex' }, `${String(method)} is deprecated, use ${String(alternative)}`),
  };
}
