import pg from 'pg';
import { createEmployee } from '../fixtures/factories';
import { expect, request } from './fixtures';
import { DEMO_PASSWORD } from './support';

/**
 * What the timeclock specs (timeclock, timeclock-offline, live-board) share: the app's database, Berlin's
 * day, and employees nobody else clocks during the run.
 */

/** The app's database (dev-stack / run-all: TEST_DATABASE_URL names the cluster's admin database). */
export function appDatabase(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = '/inv_app';
  return url.toString();
}

export async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: appDatabase() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

export interface OwnEmployee {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * Employees of the test's own, made through the API (tests/fixtures/factories.ts): nobody else clocks,
 * books or assigns them, so tests running in parallel (desktop and phone share one database) and earlier
 * runs' entries can never meet them.
 */
export async function ownEmployees(count: number): Promise<OwnEmployee[]> {
  const baseURL = process.env.TEST_BASE_URL!;
  const admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    expect((await admin.post('/api/login', { form: { username: 'admin', password: DEMO_PASSWORD } })).status()).toBe(200);
    const made: OwnEmployee[] = [];
    for (let i = 0; i < count; i++) {
      const e = await createEmployee(admin);
      made.push({ id: e.employeeId, firstName: e.firstName, lastName: e.lastName });
    }
    return made;
  } finally {
    await admin.dispose();
  }
}
