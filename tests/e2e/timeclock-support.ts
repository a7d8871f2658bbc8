import pg from 'pg';
import { expect } from './fixtures';

/**
 * What the timeclock specs (timeclock, timeclock-offline, live-board) share: the app's database, Berlin's
 * day and minute, and the rule for picking employees nobody else clocks during the run.
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
export const nowHHmm = () => new Date().toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });

export interface FreeEmployee {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * Employees free for one test: active, not clocked in anywhere, nothing booked today that reaches past
 * now (so clocking in now cannot overlap an earlier run's entries), and split by `slot` (id mod 4) so
 * tests running in parallel (desktop and phone share one database) never pick the same people. Away
 * from the numbers the contract tests use (2040 and up) and from the accounts of the landing test (2037,
 * 2039). timeclock.spec takes from the bottom of a slot, the other specs from the top, so they rarely meet.
 */
export async function freeEmployees(slot: number, count: number, from: 'bottom' | 'top' = 'bottom'): Promise<FreeEmployee[]> {
  const rows = await withDb(
    async (c) =>
      (
        await c.query<{ id: number; first_name: string; last_name: string }>(
          `select e.id, e.first_name, e.last_name from employee e
            where e.active and e.id between 2003 and 2036 and e.id % 4 = $1
              and not exists (select 1 from worklog w where w.employee_id = e.id
                               and (w.open or (w.date = $2::date and (w.start > $3 or w."end" > $3))))
            order by e.id ${from === 'top' ? 'desc' : 'asc'}`,
          [slot, today(), nowHHmm()],
        )
      ).rows,
  );
  expect(rows.length, `free employees in slot ${slot}`).toBeGreaterThanOrEqual(count);
  return rows.slice(0, count).map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name }));
}
