import { isIPv6 } from 'node:net';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import { LOGIN_LIMIT_TABLE } from '../../rate-limits.js';
import { TooManyRequestsError } from '../../errors.js';
import { msg } from '../../messages.js';

/** Client log entries (POST /api/logger, logClientEvent) per address and minute (docs/decisions/auth-and-security.md#SEC-51). */
export const CLIENT_LOG_PER_MINUTE = 60;

/** An IPv6 address counts by its /64 (one host usually holds the whole prefix); IPv4 as is. */
export function addressKey(ip: string): string {
  const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!isIPv6(plain)) return plain;
  const [head, tail = ''] = plain.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = [...h, ...Array(Math.max(8 - h.length - t.length, 0)).fill('0'), ...t];
  return `${groups.slice(0, 4).map((g) => parseInt(g || '0', 16).toString(16)).join(':')}::/64`;
}

/**
 * Throttles the public client logger, so nobody fills the log (and the disk) through it. Counted in
 * PostgreSQL (the login limiter's table, own key prefix) so N instances count together.
 */
export class ClientLogLimiter {
  private readonly limiter: RateLimiterPostgres;
  constructor(pool: pg.Pool, points = CLIENT_LOG_PER_MINUTE) {
    this.limiter = new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: LOGIN_LIMIT_TABLE, tableCreated: true, keyPrefix: 'client_log', points, duration: 60 });
  }

  /** Counts one entry; 429 once the address used up its minute. */
  async consume(ip: string): Promise<void> {
    try {
      await this.limiter.consume(addressKey(ip));
    } catch (res) {
      if (res instanceof RateLimiterRes) throw new TooManyRequestsError(Math.ceil(res.msBeforeNext / 1000), msg.tooManyLogEntries);
      throw res;
    }
  }
}
