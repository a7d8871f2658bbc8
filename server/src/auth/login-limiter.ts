import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { Config } from '../config.js';
import { TooManyRequestsError } from '../errors.js';

export const LOGIN_LIMIT_TABLE = 'login_limit';

/**
 * Login throttling, stored in PostgreSQL so every instance counts together:
 * - per username and address: LOGIN_MAX_FAILURES consecutive failures block that pair;
 * - per address: 10× as many failures (any usernames) block the address, against spraying.
 * A successful login clears the pair's counter.
 */
export class LoginLimiter {
  private readonly perUserAndIp: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;

  constructor(pool: pg.Pool, config: Config) {
    const common = { storeClient: pool, storeType: 'pool', tableName: LOGIN_LIMIT_TABLE, tableCreated: true } as const;
    const block = config.LOGIN_BLOCK_MINUTES * 60;
    this.perUserAndIp = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'login_user_ip',
      points: config.LOGIN_MAX_FAILURES,
      duration: block,
      blockDuration: block,
    });
    this.perIp = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'login_ip',
      points: config.LOGIN_MAX_FAILURES_PER_ADDRESS ?? config.LOGIN_MAX_FAILURES * 10,
      duration: 3600,
      blockDuration: block,
    });
  }

  private static key(username: string, ip: string) {
    return `${username.trim().toLowerCase()}_${ip}`;
  }

  /** Throws 429 while the pair or the address is blocked. */
  async assertAllowed(username: string, ip: string): Promise<void> {
    const [pair, addr] = await Promise.all([
      this.perUserAndIp.get(LoginLimiter.key(username, ip)),
      this.perIp.get(ip),
    ]);
    const blocked = [
      { res: pair, max: this.perUserAndIp.points },
      { res: addr, max: this.perIp.points },
    ].find(({ res, max }) => res !== null && res.consumedPoints >= max);
    if (blocked) throw new TooManyRequestsError(Math.ceil((blocked.res as RateLimiterRes).msBeforeNext / 1000));
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await Promise.all([
      this.perUserAndIp.penalty(LoginLimiter.key(username, ip), 1),
      this.perIp.penalty(ip, 1),
    ]);
  }

  async recordSuccess(username: string, ip: string): Promise<void> {
    await this.perUserAndIp.delete(LoginLimiter.key(username, ip));
  }
}
