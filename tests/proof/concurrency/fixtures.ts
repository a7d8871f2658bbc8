/**
 * What the concurrency proofs share: their own employees and orders (made through the API, so every
 * scenario starts from records nobody else touches), the app database for the SQL checks, and the
 * day they clock on.
 */
import { DateTime } from 'luxon';
import pg from 'pg';
import { expect } from 'vitest';
import { Client } from '../../../server/src/test/http-client.js';
import { appDatabase } from '../../fixtures/accounts.js';

export const base = () => process.env.TEST_BASE_URL!;

/** A pool on the app database of the shared stack (TEST_DATABASE_URL names the cluster's admin database). */
export const appPool = () => new pg.Pool({ connectionString: appDatabase(), max: 2 });

/**
 * The day the proofs clock and book worklogs on: today, at times early in the day (a clock time may
 * not lie in the future), so in the first quarter hour after midnight yesterday.
 */
export function workDay(): string {
  const berlin = DateTime.now().setZone('Europe/Berlin');
  return (berlin.hour === 0 && berlin.minute < 15 ? berlin.minus({ days: 1 }) : berlin).toISODate()!;
}

export async function loggedIn(username: string, password?: string, baseUrl = base()): Promise<Client> {
  const c = new Client(baseUrl);
  const res = await c.login(username, password);
  if (res.status >= 400) throw new Error(`login of ${username} failed: ${res.status}`);
  return c;
}

/** Personnel numbers of the proof suite's own employees (away from the demo data and the contract tests). */
const PROOF_IDS = [86_000, 86_999];

/** `n` new active employees (POST /api/employees as the office), their personnel numbers. */
export async function newEmployees(office: Client, pool: pg.Pool, n: number): Promise<number[]> {
  const ids: number[] = [];
  const month = DateTime.now().setZone('Europe/Berlin').startOf('month');
  for (let i = 0; i < n; i++) {
    for (let attempt = 0; ; attempt++) {
      const { rows } = await pool.query(`select coalesce(max(id), $1 - 1)::int + 1 as next from employee where id between $1 and $2`, PROOF_IDS);
      const id = rows[0].next + attempt;
      const res = await office.request('POST', '/api/employees', {
        employeeId: id, firstName: 'Paula', lastName: `Parallel ${id}`, birthdate: '1990-04-12', email: `proof${id}@example.de`,
        companyLocation: { id: 1 }, contractExpiryDate: null, export: true,
        employment: { employmentType: 'FUL', validFrom: month.toISODate() },
        wage: { wage: 3000, wageType: 'SAL', validFrom: month.toFormat('yyyy-MM'), targetHours: 160 },
      });
      if (res.status === 201) {
        ids.push(id);
        break;
      }
      // Another writer took the number in between: the next one.
      if (attempt > 20 || res.status !== 422) throw new Error(`employee ${id}: ${res.status} ${res.text}`);
    }
  }
  return ids;
}

/** A new order (POST /api/orders as the office) valid from–to, its id. */
export async function newOrder(office: Client, input: Record<string, unknown>): Promise<number> {
  const res = await office.request('POST', '/api/orders', { address: 'Parallelweg 1', zip: '50667', city: 'Köln', orderType: 'BEV', ...input });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}

/** Runs the calls at the same moment (all started before any is awaited) and answers them in order. */
export const together = <T>(calls: (() => Promise<T>)[]): Promise<T[]> => Promise.all(calls.map((c) => c()));

/** A GraphQL answer as the status the REST face would give (errors carry their code) and its message. */
export function gqlOutcome(res: { status: number; json: any }): { status: number; code?: string; message?: string } {
  if (res.status >= 500 || !res.json) return { status: res.status };
  const err = res.json.errors?.[0];
  if (!err) return { status: 200 };
  const code = err.extensions?.code as string | undefined;
  const status = ({ CONFLICT: 409, VALIDATION: 422, NOT_FOUND: 404, FORBIDDEN: 403, UNAUTHORIZED: 403, UNAUTHENTICATED: 401, GONE: 410 } as Record<string, number>)[code ?? ''] ?? 500;
  // A refused input names its fields as the REST face's 422 body does: the first field's message.
  return { status, code, message: code === 'VALIDATION' ? (err.extensions?.errors?.[0]?.message ?? err.message) : err.message };
}
