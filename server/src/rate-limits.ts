import { isIPv4, isIPv6 } from 'node:net';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import { TooManyRequestsError } from './errors.js';

// Throttling shared by the login, the registration codes, the confirmations, the uploads and the client
// log: one PostgreSQL table every instance counts in, and one notion of "the same client address". It
// sits below the modules because the audit trail (which auth writes to) needs the address key too.

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
