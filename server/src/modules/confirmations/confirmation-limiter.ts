import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { addressKey, LOGIN_LIMIT_TABLE } from '../../auth/login-limiter.js';
import { TooManyRequestsError } from '../../errors.js';
import { msg } from '../../messages.js';

/**
 * Throttles the public confirmation calls per address (IPv6: its /64): CONFIRMATION_MAX_REQUESTS
 * within ten minutes, then ten minutes blocked (429). Counted in PostgreSQL (the login throttling
 * table) so every instance counts together.
 */
export class ConfirmationLimiter {
  private readonly perIp: RateLimiterPostgres;

  constructor(pool: pg.Pool, config: Config) {
    this.perIp = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: LOGIN_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: 'confirmation_ip',
      points: config.CONFIRMATION_MAX_REQUESTS,
      duration: 600,
      blockDuration: 600,
    });
  }

  async consume(ip: string | undefined): Promise<void> {
    try {
      await this.perIp.consume(addressKey(ip), 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(err.msBeforeNext / 1000)), msg.tooManyConfirmationRequests);
      throw err;
    }
  }
}
