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
export const OWN_EMPLOYEE: Record<Exclude<Caller, 'anon'>, number> = { admin: 1001, buero: 1002, teamleiter: 2001, mitarbeiter: 2002, none: 0 };

const NONE_USERNAME = 'proof-ohne-rechte';
const NONE_PASSWORD = 'ohne-rechte-1234';

/**
 * An account bound to an employee that has no login yet, holding no role. Created once per database
 * (idempotent); its employee id is answered so "own" and "other" cells can use it.
 */
export async function ensureNoAuthorityAccount(): Promise<number> {
  const c = new pg.Client({ connectionString: appDatabase() });
  await c.connect();
  try {
    const existing = await c.query(`select employee_id from app_user where username = $1`, [NONE_USERNAME]);
    if (existing.rows.length) return existing.rows[0].employee_id;
    const { rows } = await c.query(
      `select e.id, e.first_name, e.last_name from employee e where not exists (select 1 from app_user u where u.employee_id = e.id) and e.id between 2000 and 2999 order by e.id desc limit 1`,
    );
    // The demo data gives every employee a login: then the account gets an employee of its own (the
    // next personnel number after the demo ones), so its "own record" cells are real.
    const e =
      rows[0] ??
      (
        await c.query(
          `insert into employee (id, first_name, last_name, birthdate, email)
           select coalesce(max(id), 2000) + 1, 'Ohne', 'Rechte', date '1990-01-01', 'proof-ohne-rechte@example.invalid' from employee where id between 2000 and 2999
           returning id, first_name, last_name`,
        )
      ).rows[0];
    const passwordHash = await hash(NONE_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await c.query(`insert into app_user (username, employee_id, first_name, last_name, password_hash) values ($1, $2, $3, $4, $5)`, [
      NONE_USERNAME,
      e.id,
      e.first_name,
      e.last_name,
      passwordHash,
    ]);
    return e.id;
  } finally {
    await c.end();
  }
}

/** One logged-in client per caller (anon: a client without a session). */
export async function loginAll(base = process.env.TEST_BASE_URL!): Promise<Record<Caller, Client> & { noneEmployeeId: number }> {
  const noneEmployeeId = await ensureNoAuthorityAccount();
  const clients = Object.fromEntries(CALLERS.map((c) => [c, new Client(base)])) as Record<Caller, Client>;
  for (const caller of CALLERS) {
    if (caller === 'anon') continue;
    const res = caller === 'none' ? await clients.none.login(NONE_USERNAME, NONE_PASSWORD) : await clients[caller].login(caller);
    if (res.status >= 400) throw new Error(`login of ${caller} failed: ${res.status}`);
  }
  return Object.assign(clients, { noneEmployeeId });
}
