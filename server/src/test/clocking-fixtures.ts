import { DateTime } from 'luxon';
import type { Pool } from 'pg';

/** The days clocking tests book on, in Berlin: today, yesterday, two days and a week back (ISO dates). */
export function clockingDays() {
  const now = DateTime.now().setZone('Europe/Berlin');
  return {
    now,
    today: now.toISODate()!,
    yesterday: now.minus({ days: 1 }).toISODate()!,
    twoDaysAgo: now.minus({ days: 2 }).toISODate()!,
    weekAgo: now.minus({ days: 7 }).toISODate()!,
  };
}

/**
 * Employees a clocking test may use: active, past the demo accounts (ids up to 2002), not clocked in
 * anywhere, in id order. Whichever demo orders happen to fall into the test's days, their worklogs from
 * `since` on are removed (the test file's own database), so the tests never run short of people and
 * never meet an earlier booking.
 */
export async function freeEmployees(pool: Pool, since: string, count: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `select id from employee where active and id > 2002 and id not in (select employee_id from worklog where open) order by id limit $1`,
    [count],
  );
  const ids = rows.map((r) => r.id);
  await pool.query(`delete from worklog where employee_id = any($1) and date >= $2`, [ids, since]);
  return ids;
}
