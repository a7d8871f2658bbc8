import { isIPv4, isIPv6 } from 'node:net';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { TooManyRequestsError } from '../../errors.js';

export const LOGIN_LIMIT_TABLE = 'login_limit';

/**
 * The throttling key of a client address: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 by its /64
 * network, since one host usually holds a whole /64 and could otherwise rotate addresses at will.
 */
export function addressKey(ip: string | undefined): string {
  const raw = (ip ?? 'unknown').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const addr = raw.split('%')[0]; // zone id (fe80::1%eth0)
  if (!isIPv6(addr)) return raw;
  const toGroups = (part: string) => {
    if (!part) return [];
    const groups = part.split(':');
    const last = groups[groups.length - 1];
    if (isIPv4(last)) {
      const [a, b, c, d] = last.split('.').map(Number);
      groups.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
    }
    return groups;
  };
  const [head, tail] = addr.split('::');
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * A per-address counter in the login throttling table (every instance counts together): `points`
 * within `seconds`, then blocked for as long.
 */
export function addressLimiter(pool: pg.Pool, keyPrefix: string, points: number, seconds: number): RateLimiterPostgres {
  return new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: LOGIN_LIMIT_TABLE, tableCreated: true, keyPrefix, points, duration: seconds, blockDuration: seconds });
}

/** Takes one point of `key`; 429 with `message` (and Retry-After) once they are used up. */
export async function consumeOr429(limiter: RateLimiterPostgres, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key, 1);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(err.msBeforeNext / 1000)), message);
    throw err;
  }
}

/** consume() rejects with a RateLimiterRes when the limit is exceeded; anything else is a real error. */
async function consume(limiter: RateLimiterPostgres, key: string): Promise<{ res: RateLimiterRes; allowed: boolean }> {
  try {
    return { res: await limiter.consume(key, 1), allowed: true };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { res: err, allowed: false };
    throw err;
  }
}

const tooMany = (res: RateLimiterRes) => new TooManyRequestsError(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));

/**
 * One login attempt that has already paid its points. Points are taken BEFORE the password (or the
 * second factor) is verified, so a burst of parallel requests cannot all be evaluated; a success
 * gives them back.
 */
export interface LoginAttempt {
  /** Full success: consecutive failures of the pair reset, the other points come back. */
  succeeded(): Promise<void>;
  /** The password was right but the second factor is still missing: this attempt costs nothing. */
  refund(): Promise<void>;
}

/**
 * Login throttling after rate-limiter-flexible's "login endpoint protection" pattern, stored in
 * PostgreSQL so every instance counts together:
 * - username + address: LOGIN_MAX_FAILURES consecutive failures block the pair;
 * - username from any address: LOGIN_MAX_FAILURES_PER_ACCOUNT failures an hour block the account;
 * - address: LOGIN_MAX_FAILURES_PER_ADDRESS failures a day (any usernames) against slow brute force.
 *   A blocked address does not lock out a whole office behind one proxy: a user with no failed attempt
 *   of their own from that address still gets one evaluated attempt, so a correct password passes.
 */
export class LoginLimiter {
  private readonly perUserAndIp: RateLimiterPostgres;
  private readonly perAccount: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;
  private readonly passwordChange: RateLimiterPostgres;

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
    this.perAccount = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'login_user',
      points: config.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? config.LOGIN_MAX_FAILURES * 4,
      duration: 3600,
      blockDuration: block,
    });
    this.perIp = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'login_ip_day',
      points: config.LOGIN_MAX_FAILURES_PER_ADDRESS ?? config.LOGIN_MAX_FAILURES * 20,
      duration: 86_400,
      blockDuration: 86_400,
    });
    this.passwordChange = new RateLimiterPostgres({
      ...common,
      keyPrefix: 'password_change_user',
      points: config.LOGIN_MAX_FAILURES,
      duration: block,
      blockDuration: block,
    });
  }

  private static user(username: string) {
    return username.trim().toLowerCase();
  }

  /** Takes the points of one attempt before anything is verified; 429 when the attempt may not be evaluated. */
  async begin(username: string, ip: string | undefined): Promise<LoginAttempt> {
    const user = LoginLimiter.user(username);
    const addr = addressKey(ip);
    const pairKey = `${user}_${addr}`;
    const pair = await consume(this.perUserAndIp, pairKey);
    if (!pair.allowed) throw tooMany(pair.res);
    const account = await consume(this.perAccount, user);
    if (!account.allowed) throw tooMany(account.res);
    const address = await consume(this.perIp, addr);
    // Address blocked: only the first attempt of a username without failures from here is evaluated.
    if (!address.allowed && pair.res.consumedPoints > 1) throw tooMany(address.res);
    const giveBack = async () => {
      await Promise.all([this.perAccount.reward(user, 1), address.allowed ? this.perIp.reward(addr, 1) : undefined]);
    };
    return {
      succeeded: async () => {
        await Promise.all([this.perUserAndIp.delete(pairKey), giveBack()]);
      },
      refund: async () => {
        await Promise.all([this.perUserAndIp.reward(pairKey, 1), giveBack()]);
      },
    };
  }

  /**
   * Checks a logged-in user makes (current password of the password change, second-factor codes at
   * enrolment and when disabling): LOGIN_MAX_FAILURES wrong answers per account block them for
   * LOGIN_BLOCK_MINUTES, so a stolen session does not become a password or code oracle.
   */
  async beginCredentialCheck(userId: number): Promise<{ succeeded(): Promise<void> }> {
    const key = String(userId);
    const r = await consume(this.passwordChange, key);
    if (!r.allowed) throw tooMany(r.res);
    return { succeeded: async () => void (await this.passwordChange.delete(key)) };
  }
}
