import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { LOGIN_LIMIT_TABLE } from '../../auth/login-limiter.js';
import { TooManyRequestsError } from '../../errors.js';
import { msg } from '../../messages.js';

/**
 * Brute force on the four-letter registration codes: REGISTRATION_CODE_MAX_FAILURES unknown or used
 * codes from one address within an hour block that address for an hour (429). Stored in PostgreSQL
 * (the login throttling table) so every instance counts together.
 */
export class RegistrationCodeLimiter {
  private readonly perIp: RateLimiterPostgres;

  constructor(pool: pg.Pool, config: Config) {
    this.perIp = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: LOGIN_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: 'registration_code_ip',
      points: config.REGISTRATION_CODE_MAX_FAILURES,
      duration: 3600,
      blockDuration: 3600,
    });
  }

  async assertAllowed(ip: string): Promise<void> {
    const res = await this.perIp.get(ip);
    if (res !== null && res.consumedPoints >= this.perIp.points) {
      throw new TooManyRequestsError(Math.ceil(res.msBeforeNext / 1000), msg.tooManyCodeAttempts);
    }
  }

  async recordFailure(ip: string): Promise<void> {
    await this.perIp.penalty(ip, 1);
  }
}
