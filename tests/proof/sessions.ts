/**
 * The callers the proof suite tries every operation as: the four demo roles, an account that holds no
 * authority at all, and an anonymous caller (no session).
 */
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { Client } from '../../server/src/test/http-client.js';
import { appDatabase } from '../fixtures/accounts.js';

export const CALLERS = ['admin', 'buero', 'teamleiter', 'mitarbeiter', 'none', 'anon'] as const;
export type Caller = (typeof CALLERS)[number];

/** The employee each demo login is bound to (server/src/db/seeds/demo-accounts.ts). */
export const OWN_EMPLOYEE: Record<'admin' | 'buero' | 'teamleiter' | 'mitarbeiter', number> = { admin: 1001, buero: 1002, teamleiter: 2001, mitarbeiter: 2002 };

const NONE_USERNAME = 'proof-ohne-rechte';
const NONE_PASSWORD = 'ohne-rechte-1234';

/**
 * An account holding no role and bound to no employee (every demo employee already has an account of
 * its own), so it has no "own" records either. Created once per database (idempotent).
 */
export async function ensureNoAuthorityAccount(): Promise<void> {
  const c = new pg.Client({ connectionString: appDatabase() });
  await c.connect();
  try {
    const existing = await c.query(`select 1 from app_user where username = $1`, [NONE_USERNAME]);
    if (existing.rows.length) return;
    const passwordHash = await hash(NONE_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await c.query(`insert into app_user (username, first_name, last_name, password_hash) values ($1, 'Ohne', 'Rechte', $2) on conflict do nothing`, [
      NONE_USERNAME,
      passwordHash,
    ]);
  } finally {
    await c.end();
  }
}

/** One logged-in client per caller (anon: a client without a session). */
export async function loginAll(base = process.env.TEST_BASE_URL!): Promise<Record<Caller, Client>> {
  await ensureNoAuthorityAccount();
  const clients = Object.fromEntries(CALLERS.map((c) => [c, new Client(base)])) as Record<Caller, Client>;
  for (const caller of CALLERS) {
    if (caller === 'anon') continue;
    const res = caller === 'none' ? await clients.none.login(NONE_USERNAME, NONE_PASSWORD) : await clients[caller].login(caller);
    if (res.status >= 400) throw new Error(`login of ${caller} failed: ${res.status}`);
  }
  return clients;
}
