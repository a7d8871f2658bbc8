import type pg from 'pg';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import { addressKey, addressLimiter, consumeOr429 } from '../../rate-limits.js';
import { msg } from '../../messages.js';

/**
 * Brute force on the four-letter registration codes: REGISTRATION_CODE_MAX_FAILURES unknown or used
 * codes from one address (IPv6: its /64) within an hour block that address for an hour (429). Stored in PostgreSQL
 * (the login throttling table) so every instance counts together.
 */
export class RegistrationCodeLimiter {
  private readonly perIp: RateLimiterPostgres;

  constructor(pool: pg.Pool, config: Config) {
    this.perIp = addressLimiter(pool, 'registration_code_ip', config.REGISTRATION_CODE_MAX_FAILURES, 3600);
  }

  /**
   * Takes a point BEFORE the code is looked up, so a burst of parallel guesses cannot all be checked;
   * `succeeded()` gives it back when the code was valid. 429 once the address has used up its points.
   */
  async begin(ip: string | undefined): Promise<{ succeeded(): Promise<void> }> {
    const key = addressKey(ip);
    await consumeOr429(this.perIp, key, msg.tooManyCodeAttempts);
    return { succeeded: async () => void (await this.perIp.reward(key, 1)) };
  }
}
