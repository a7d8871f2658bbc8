import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { addressKey, LOGIN_LIMIT_TABLE } from '../../auth/login-limiter.js';
import { TooManyRequestsError } from '../../errors.js';
import { msg } from '../../messages.js';

/**
 * Brute force on the four-letter registration codes: REGISTRATION_CODE_MAX_FAILURES unknown or used
 * codes from one address (IPv6: its /64) within an hour block that address for an hour (429). Stored in PostgreSQL
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

  /**
   * Takes a point BEFORE the code is looked up, so a burst of parallel guesses cannot all be checked;
   * `succeeded()` gives it back when the code was valid. 429 once the address has used up its points.
   */
  async begin(ip: string | undefined): Promise<{ succeeded(): Promise<void> }> {
    const key = addressKey(ip);
    try {
      await this.perIp.consume(key, 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(err.msBeforeNext / 1000)), msg.tooManyCodeAttempts);
      throw err;
    }
    return { succeeded: async () => void (await this.perIp.reward(key, 1)) };
  }
}
