import type pg from 'pg';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import { addressKey, addressLimiter, consumeOr429 } from '../../rate-limits.js';
import { msg } from '../../messages.js';

/**
 * Throttles the public confirmation calls per address (IPv6: its /64): CONFIRMATION_MAX_REQUESTS
 * within ten minutes, then ten minutes blocked (429). Counted in PostgreSQL (the login throttling
 * table) so every instance counts together.
 */
export class ConfirmationLimiter {
  private readonly perIp: RateLimiterPostgres;

  constructor(pool: pg.Pool, config: Config) {
    this.perIp = addressLimiter(pool, 'confirmation_ip', config.CONFIRMATION_MAX_REQUESTS, 600);
  }

  consume(ip: string | undefined): Promise<void> {
    return consumeOr429(this.perIp, addressKey(ip), msg.tooManyConfirmationRequests);
  }
}
