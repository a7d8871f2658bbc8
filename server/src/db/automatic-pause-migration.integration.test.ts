import 'reflect-metadata';
import { DateTime } from 'luxon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from '../test/harness.js';
import { initOrm, migrate } from './orm.js';
import { seedDemo } from './seeds/demo.js';
import { replaceAutomaticPauses, type Execute } from './migrations/Migration20261204110000.js';

let orm: MikroORM;
let pool: pg.Pool;
const EMPLOYEE = 2050;
const day = (n: number) => DateTime.now().setZone('Europe/Berlin').minus({ days: n }).toISODate()!;
// The month-closing boundary five days back: the days before it belong to closed months.
const boundary = day(5);
const closed = day(8);
const open = day(4);
const nightFrom = day(3);
const nightTo = day(2);

/** MikroORM's `?` placeholders as pg's `$n`. */
const execute: Execute = async (sql, params = []) => {
  let n = 0;
  return (await pool.query(sql.replace(/\?/g, () => `$${++n}`), params as unknown[])).rows;
};

beforeAll(async () => {
  const dbUrl = await createTestDatabase();
  orm = await initOrm(dbUrl);
  await migrate(orm);
  await seedDemo(orm.em.fork());
  pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await orm?.close();
});

const rows = async () =>
  (
    await pool.query(
      `select to_char(date, 'YYYY-MM-DD') as date, start, "end", worklog_type as type, automatic from worklog where employee_id = $1 and date >= $2 order by date, start`,
      [EMPLOYEE, closed],
    )
  ).rows.map((r) => [r.date, r.start, r.end, r.type, r.automatic]);

describe('Migration20261204110000: the automatic pauses of open months placed anew', () => {
  it('moves end-of-day pauses of open months to the six-hour mark (across midnight too) and leaves closed months untouched', async () => {
    const orderId = (await pool.query(`select id from orders order by id limit 1`)).rows[0].id;
    await pool.query(`insert into app_setting (name, value, updated_at) values ('earliestValidFrom', $1, now()) on conflict (name) do update set value = $1`, [boundary]);
    await pool.query(`delete from worklog where employee_id = $1 and date >= $2`, [EMPLOYEE, day(9)]);
    const insert = (date: string, start: string, end: string, type: string, automatic = false) =>
      pool.query(
        `insert into worklog (date, start, "end", worklog_type, comment, automatic, order_id, employee_id, insert_user) values ($1, $2, $3, $4, $5, $6, $7, $8, 'Test')`,
        [date, start, end, type, automatic ? 'Automatische Pause' : '', automatic, orderId, EMPLOYEE],
      );
    // As the old rule booked them: at the end of the day's last work.
    await insert(closed, '07:00', '15:00', 'WORK');
    await insert(closed, '14:30', '15:00', 'PAUSE', true);
    await insert(open, '07:00', '15:00', 'WORK');
    await insert(open, '14:30', '15:00', 'PAUSE', true);
    await insert(nightFrom, '22:00', '24:00', 'WORK');
    await insert(nightTo, '00:00', '06:00', 'WORK');
    await insert(nightTo, '05:30', '06:00', 'PAUSE', true);

    // The demo's own pauses already follow the rule: only these two move.
    expect(await replaceAutomaticPauses(execute)).toEqual({ removed: 2, added: 2 });
    expect(await rows()).toEqual([
      [closed, '07:00', '15:00', 'WORK', false],
      [closed, '14:30', '15:00', 'PAUSE', true],
      [open, '07:00', '15:00', 'WORK', false],
      [open, '13:00', '13:30', 'PAUSE', true],
      [nightFrom, '22:00', '24:00', 'WORK', false],
      [nightTo, '00:00', '06:00', 'WORK', false],
      [nightTo, '04:00', '04:30', 'PAUSE', true],
    ]);
    // Once placed, running it again changes nothing.
    expect(await replaceAutomaticPauses(execute)).toEqual({ removed: 0, added: 0 });
  });
});
