import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { msg } from '../../messages.js';
import type { CurrentUser } from '../auth/current-user.js';
import { consumeOr429, LOGIN_LIMIT_TABLE } from '../../rate-limits.js';

/**
 * Payroll uploads per user and minute: each one that gets as far as reading its PDF costs a worker
 * thread's memory and up to its time limit, so one account cannot queue up the server's PDF work.
 * Counted in PostgreSQL (the throttling table of the logins) so every instance counts together; over
 * the limit 429 with Retry-After.
 */
export class UploadLimiter {
  private readonly perUser: RateLimiterPostgres;

  constructor(pool: pg.Pool, perMinute: number) {
    this.perUser = new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: LOGIN_LIMIT_TABLE, tableCreated: true, keyPrefix: 'payroll_upload_user', points: perMinute, duration: 60 });
  }

  async take(actor: CurrentUser): Promise<void> {
    await consumeOr429(this.perUser, String(actor.id), msg.tooManyUploads);
  }
}
