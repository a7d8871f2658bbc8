import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { Config } from '../../config.js';
import { TooManyRequestsError } from '../../errors.js';
import { msg } from '../../messages.js';
import { addressKey, LOGIN_LIMIT_TABLE } from '../../rate-limits.js';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One login attempt being evaluated. It holds a place among the attempts in flight until it ends with
 * exactly one of these.
 */
export interface LoginAttempt {
  /** Full success: consecutive failures of the pair reset; the pair counts as known from this address. */
  succeeded(): Promise<void>;
  /** The password was right but the second factor is still missing: this attempt costs nothing. */
  refund(): Promise<void>;
  /** Wrong name, password or code (or a disabled or expired account): one failure on every counter. */
  failed(): Promise<void>;
  /** Ended by an error that is nobody's failure (the database, the hashing): only gives up its place. */
  abandon(): Promise<void>;
}

/** Seconds an in-flight mark lives: a process that dies mid-attempt frees its place after this. */
const IN_FLIGHT_SECONDS = 300;
/** Days a successful login keeps its username and address pair known (spared from the blocked-address budget). */
const KNOWN_PAIR_DAYS = 30;
/** How long an attempt waits for parallel attempts of the same name or address to finish. */
const BUSY_WAIT_MS = 15_000;

type Reservation = { ok: true; evaluatedWhileBlocked: boolean } | { ok: false; blocked: RateLimiterRes | null };

/**
 * Login throttling after rate-limiter-flexible's "login endpoint protection" pattern, stored in
 * PostgreSQL so every instance counts together. Failures are counted per
 * - username + address: LOGIN_MAX_FAILURES consecutive failures block the pair for LOGIN_BLOCK_MINUTES;
 * - username from any address: LOGIN_MAX_FAILURES_PER_ACCOUNT an hour block the account;
 * - address: LOGIN_MAX_FAILURES_PER_ADDRESS a day (any usernames) against slow brute force.
 *
 * Bursts: an attempt marks itself in flight (per pair, account and address) BEFORE the password is
 * verified and is evaluated only while failures + attempts in flight stay within every limit, so 50
 * parallel wrong passwords get at most LOGIN_MAX_FAILURES evaluations. An attempt beyond that waits
 * until those in flight have ended and then decides on the real failures: parallel correct logins all
 * get in, and a 429 saying "failed attempts" is given only when there were failed attempts.
 *
 * A blocked address does not lock out an office behind one proxy: a user who logged in from there
 * within KNOWN_PAIR_DAYS, or up to LOGIN_MAX_USERNAMES_PER_BLOCKED_ADDRESS other usernames a day, get
 * one evaluated attempt each without failures of their own; every further username is refused
 * unevaluated (429), whether it exists or not, so the answer says nothing about which accounts exist.
 */
export class LoginLimiter {
  private readonly inFlight: RateLimiterPostgres;
  private readonly pairFailures: RateLimiterPostgres;
  private readonly accountFailures: RateLimiterPostgres;
  private readonly addressFailures: RateLimiterPostgres;
  private readonly blockedAddressUsernames: RateLimiterPostgres;
  private readonly knownPairs: RateLimiterPostgres;
  private readonly passwordChange: RateLimiterPostgres;
  private readonly limits: { pair: number; account: number; address: number; usernamesWhenBlocked: number };
  private readonly blockSeconds: number;

  constructor(pool: pg.Pool, config: Config) {
    const common = { storeClient: pool, storeType: 'pool', tableName: LOGIN_LIMIT_TABLE, tableCreated: true } as const;
    const block = config.LOGIN_BLOCK_MINUTES * 60;
    this.blockSeconds = block;
    this.limits = {
      pair: config.LOGIN_MAX_FAILURES,
      account: config.LOGIN_MAX_FAILURES_PER_ACCOUNT ?? config.LOGIN_MAX_FAILURES * 4,
      address: config.LOGIN_MAX_FAILURES_PER_ADDRESS ?? config.LOGIN_MAX_FAILURES * 20,
      usernamesWhenBlocked: config.LOGIN_MAX_USERNAMES_PER_BLOCKED_ADDRESS ?? config.LOGIN_MAX_FAILURES * 2,
    };
    // Counters only (penalty / reward / get): the decisions are made in reserve().
    const counter = (keyPrefix: string, points: number, duration: number) => new RateLimiterPostgres({ ...common, keyPrefix, points, duration });
    this.inFlight = counter('login_in_flight', 1_000_000, IN_FLIGHT_SECONDS);
    this.pairFailures = counter('login_fail_user_ip', this.limits.pair, block);
    this.accountFailures = counter('login_fail_user', this.limits.account, 3600);
    this.addressFailures = counter('login_fail_ip_day', this.limits.address, 86_400);
    this.blockedAddressUsernames = counter('login_blocked_ip_users', this.limits.usernamesWhenBlocked, 86_400);
    this.knownPairs = counter('login_known_user_ip', 1, KNOWN_PAIR_DAYS * 86_400);
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

  /**
   * Places this attempt in flight and decides whether it may be evaluated. In-flight marks are taken
   * before the failures are read, and a finishing attempt records its failure before it gives up its
   * mark, so failures + in flight is never undercounted (at worst an attempt is counted twice and waits).
   */
  private async reserve(user: string, addr: string): Promise<Reservation> {
    const keys = [`p:${user}_${addr}`, `u:${user}`, `a:${addr}`];
    const [pIn, uIn, aIn] = await Promise.all(keys.map((k) => this.inFlight.penalty(k, 1)));
    const release = () => Promise.all(keys.map((k) => this.inFlight.reward(k, 1)));
    const [pF, uF, aF] = await Promise.all([this.pairFailures.get(`${user}_${addr}`), this.accountFailures.get(user), this.addressFailures.get(addr)]);
    const failures = { pair: pF?.consumedPoints ?? 0, account: uF?.consumedPoints ?? 0, address: aF?.consumedPoints ?? 0 };
    const refuse = async (blocked: RateLimiterRes | null): Promise<Reservation> => {
      await release();
      return { ok: false, blocked };
    };
    if (failures.pair >= this.limits.pair) return refuse(pF);
    if (failures.account >= this.limits.account) return refuse(uF);
    if (failures.pair + pIn.consumedPoints > this.limits.pair || failures.account + uIn.consumedPoints > this.limits.account) return refuse(null);
    if (failures.address < this.limits.address) {
      if (failures.address + aIn.consumedPoints > this.limits.address) return refuse(null);
      return { ok: true, evaluatedWhileBlocked: false };
    }
    // The address has used up its day. One attempt of a username without failures from here, one at a
    // time: a user known from here, or a new one while the day's budget of usernames lasts.
    if (failures.pair > 0) return refuse(aF);
    if (pIn.consumedPoints > 1) return refuse(null);
    if (await this.knownPairs.get(`${user}_${addr}`)) return { ok: true, evaluatedWhileBlocked: true };
    const slot = await this.blockedAddressUsernames.penalty(addr, 1);
    if (slot.consumedPoints > this.limits.usernamesWhenBlocked) return refuse(aF);
    return { ok: true, evaluatedWhileBlocked: true };
  }

  /** Decides before anything is verified whether this attempt may be evaluated; 429 when not. */
  async begin(username: string, ip: string | undefined): Promise<LoginAttempt> {
    const user = LoginLimiter.user(username);
    const addr = addressKey(ip);
    const pairKey = `${user}_${addr}`;
    const deadline = Date.now() + BUSY_WAIT_MS;
    for (;;) {
      const r = await this.reserve(user, addr);
      if (r.ok) break;
      if (r.blocked) throw tooMany(r.blocked);
      // Only attempts still in flight stand in the way: wait for them instead of refusing.
      if (Date.now() > deadline) throw new TooManyRequestsError(1, msg.loginBusy);
      await sleep(40 + Math.random() * 80);
    }
    let done = false;
    const end = async (work: () => Promise<unknown>) => {
      if (done) return;
      done = true;
      try {
        await work();
      } finally {
        await Promise.all([`p:${pairKey}`, `u:${user}`, `a:${addr}`].map((k) => this.inFlight.reward(k, 1)));
      }
    };
    return {
      succeeded: () =>
        end(() => Promise.all([this.pairFailures.delete(pairKey), this.knownPairs.set(pairKey, 1, KNOWN_PAIR_DAYS * 86_400)])),
      // The password was right: the pair is known from here even before the code follows.
      refund: () => end(() => this.knownPairs.set(pairKey, 1, KNOWN_PAIR_DAYS * 86_400)),
      failed: () =>
        end(async () => {
          const [pair, account, address] = await Promise.all([
            this.pairFailures.penalty(pairKey, 1),
            this.accountFailures.penalty(user, 1),
            this.addressFailures.penalty(addr, 1),
          ]);
          // The failure that reaches a limit starts the block (pair and account: LOGIN_BLOCK_MINUTES,
          // address: a day) from now rather than from the first failure of the window.
          await Promise.all([
            pair.consumedPoints === this.limits.pair ? this.pairFailures.block(pairKey, this.blockSeconds) : undefined,
            account.consumedPoints === this.limits.account ? this.accountFailures.block(user, this.blockSeconds) : undefined,
            address.consumedPoints === this.limits.address ? this.addressFailures.block(addr, 86_400) : undefined,
          ]);
        }),
      abandon: () => end(async () => undefined),
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
