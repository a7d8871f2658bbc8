import { clockChange, dayTotals, elapsedAt, entryMinutes, spanMinutes, toHHMM, type Span, type WorklogKind } from '@inv/domain';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.js';

// The SQL family of time arithmetic (wl_wall, wl_elapsed, wl_span, wl_net, the view worklog_minutes and
// the month figures built on it) against @inv/domain's time.ts on random days: the two homes of one rule
// may not drift apart. Each case is one round trip (functions on literal arrays) or one transaction
// that is rolled back (a day of worklogs inserted, read through the view and the month figure).
let db: pg.Pool;
let orderId: number;
const EMPLOYEE = 990_501;

beforeAll(async () => {
  db = new pg.Pool({ connectionString: await createTestDatabase(), max: 2 });
  orderId = (await db.query('select min(id) as id from orders')).rows[0].id;
  await db.query(
    `insert into employee (id, first_name, last_name, birthdate, email, company_location_id, active)
     values ($1, 'Nora', 'Nacht', '1990-01-01', 'nora.nacht@example.de', 1, true)`,
    [EMPLOYEE],
  );
});
afterAll(async () => db?.end());

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The clock-change Sundays of several years, the Saturdays before them, month and year ends, leap days. */
const SPECIAL_DAYS = [2024, 2025, 2026, 2027, 2028, 2031].flatMap((y) => {
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(y, month + 1, 0));
    return new Date(last.getTime() - last.getUTCDay() * 86_400_000);
  };
  const [march, october] = [lastSunday(2), lastSunday(9)];
  return [march, october, new Date(march.getTime() - 86_400_000), new Date(october.getTime() - 86_400_000)].map(iso).concat([`${y}-01-31`, `${y}-02-28`, `${y}-12-31`, `${y}-04-30`]);
});
const dateArb = fc.oneof(
  fc.constantFrom(...SPECIAL_DAYS, '2028-02-29', '2024-02-29'),
  fc.integer({ min: 0, max: 365 * 12 }).map((n) => iso(new Date(Date.UTC(2020, 0, 1) + n * 86_400_000))),
);
const wallArb = fc.integer({ min: 0, max: 1440 });

/**
 * One employee's day as the database can hold it: worked entries (WORK, TRAVEL, PASSENGER) never
 * overlap (worklog_no_overlap), only the last may be open; pauses lie anywhere, overlap each other and
 * the work, some are open; ends up to 24:00, a few entries empty (end = start).
 */
const dayArb = fc.record({
  date: dateArb,
  cuts: fc.uniqueArray(wallArb, { minLength: 0, maxLength: 10 }),
  types: fc.array(fc.constantFrom<WorklogKind>('WORK', 'WORK', 'TRAVEL', 'PASSENGER'), { minLength: 5, maxLength: 5 }),
  lastOpen: fc.boolean(),
  empty: fc.option(fc.integer({ min: 0, max: 1439 }), { nil: null }),
  pauses: fc.array(
    fc.record({ start: fc.integer({ min: 0, max: 1439 }), length: fc.integer({ min: 0, max: 600 }), open: fc.boolean() }).map((p) => ({
      worklogType: 'PAUSE' as const,
      start: toHHMM(p.start),
      end: p.open && p.length % 3 === 0 ? null : toHHMM(Math.min(1440, p.start + p.length)),
    })),
    { maxLength: 5 },
  ),
  until: fc.option(fc.integer({ min: 0, max: 1440 }).map(toHHMM), { nil: null }),
});

function entriesOf(day: typeof dayArb extends fc.Arbitrary<infer T> ? T : never): Span[] {
  const cuts = [...day.cuts].sort((a, b) => a - b);
  const worked: Span[] = [];
  for (let i = 0; i + 1 < cuts.length; i += 2) worked.push({ worklogType: day.types[i / 2], start: toHHMM(cuts[i]), end: toHHMM(cuts[i + 1]) });
  if (day.lastOpen && worked.length) worked[worked.length - 1].end = null;
  const spans: Span[] = [...worked, ...day.pauses];
  // An empty range never overlaps, so an empty entry of any type fits anywhere.
  if (day.empty !== null) spans.push({ worklogType: day.types[4], start: toHHMM(day.empty), end: toHHMM(day.empty) });
  return spans;
}

describe('wl_* functions equal @inv/domain time.ts', () => {
  it('wall minutes, real minutes since midnight and span minutes, on random days incl. the clock changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(dateArb, wallArb, wallArb), { minLength: 1, maxLength: 200 }), async (cases) => {
        const { rows } = await db.query(
          `select wl_wall(s) as wall, wl_elapsed(d, wl_wall(s)) as elapsed, wl_span(d, s, e) as span
             from unnest($1::date[], $2::text[], $3::text[]) with ordinality u(d, s, e, n) order by n`,
          [cases.map((c) => c[0]), cases.map((c) => toHHMM(c[1])), cases.map((c) => toHHMM(c[2]))],
        );
        expect(rows.map((r) => [r.wall, r.elapsed, r.span])).toEqual(
          cases.map(([d, a, b]) => [a, elapsedAt(d, a), spanMinutes(d, toHHMM(a), toHHMM(b))]),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('knows every clock change of 1996–2100 as the domain does', async () => {
    const { rows } = await db.query(
      `select to_char(d, 'YYYY-MM-DD') as d, wl_elapsed(d::date, 240) as e from generate_series(date '1996-01-01', date '2100-12-31', interval '1 day') d`,
    );
    const changes = rows.filter((r) => r.e !== 240).map((r) => `${r.d} ${r.e === 180 ? 'FORWARD' : 'BACK'}`);
    const expected = rows.filter((r) => clockChange(r.d)).map((r) => `${r.d} ${clockChange(r.d)}`);
    expect(changes).toEqual(expected);
    expect(changes).toHaveLength(2 * 105);
  });
});

describe('worklog_minutes and the month figures equal entryMinutes / dayTotals', () => {
  it('per entry, per running entry up to a time, and as the month figure, on random days of one employee', async () => {
    await fc.assert(
      fc.asyncProperty(dayArb, async (day) => {
        const entries = entriesOf(day);
        const client = await db.connect();
        try {
          await client.query('begin');
          const ids: number[] = (
            await client.query(
              `insert into worklog (employee_id, order_id, date, start, "end", worklog_type, insert_user)
               select $1, $2, $3::date, s, e, t::worklog_type, 'property' from unnest($4::text[], $5::text[], $6::text[]) with ordinality u(s, e, t, n)
               order by n returning id`,
              [EMPLOYEE, orderId, day.date, entries.map((e) => e.start), entries.map((e) => e.end), entries.map((e) => e.worklogType)],
            )
          ).rows.map((r) => r.id);
          const { rows } = await client.query(
            `select w.id, w.minutes, n.minutes as until_minutes
               from worklog_minutes w
               cross join lateral wl_net(w.date, w.worklog_type, w.start, coalesce(w."end", $2), w.pauses) n
              where w.id = any($1::int[])`,
            [ids, day.until],
          );
          const byId = new Map(rows.map((r) => [r.id, r]));
          expect(ids.map((id) => byId.get(id).minutes)).toEqual(entryMinutes(day.date, entries));
          expect(ids.map((id) => byId.get(id).until_minutes)).toEqual(entryMinutes(day.date, entries, day.until));

          const month = (await client.query(`select * from employee_month_time where employee_id = $1 and year_month = $2`, [EMPLOYEE, day.date.slice(0, 7)])).rows[0];
          const totals = dayTotals(day.date, entries);
          expect(month ?? { entries: 0, minutes_work: 0, minutes_travel: 0, minutes_passenger: 0 }).toMatchObject({
            entries: entries.filter((e) => e.end !== null).length,
            minutes_work: totals.minutesWork,
            minutes_travel: totals.minutesTravel,
            minutes_passenger: totals.minutesPassenger,
          });
        } finally {
          await client.query('rollback');
          client.release();
        }
      }),
      { numRuns: 150 },
    );
  });

  it('month figures of a bulk write (over a thousand employee-months in one statement) equal dayTotals too', async () => {
    // One day per month for 1 100 months; March and October on their clock-change Sunday.
    const days = fc.sample(dayArb, { numRuns: 1100, seed: 36 }).map((day, i) => {
      const [year, month] = [1990 + Math.floor(i / 12), (i % 12) + 1];
      const last = new Date(Date.UTC(year, month, 0));
      const date = month === 3 || month === 10 ? iso(new Date(last.getTime() - last.getUTCDay() * 86_400_000)) : iso(new Date(Date.UTC(year, month - 1, 1 + ((i * 7) % 28))));
      return { date, entries: entriesOf(day) };
    });
    const rows = days.flatMap((d) => d.entries.map((e) => ({ date: d.date, ...e })));
    const client = await db.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into worklog (employee_id, order_id, date, start, "end", worklog_type, insert_user)
         select $1, $2, d, s, e, t::worklog_type, 'property' from unnest($3::date[], $4::text[], $5::text[], $6::text[]) u(d, s, e, t)`,
        [EMPLOYEE, orderId, rows.map((r) => r.date), rows.map((r) => r.start), rows.map((r) => r.end), rows.map((r) => r.worklogType)],
      );
      const stored = (await client.query(`select year_month, entries, minutes_work, minutes_travel, minutes_passenger from employee_month_time where employee_id = $1 order by 1`, [EMPLOYEE])).rows;
      const expected = days.map((d) => {
        const t = dayTotals(d.date, d.entries);
        return { year_month: d.date.slice(0, 7), entries: d.entries.filter((e) => e.end !== null).length, minutes_work: t.minutesWork, minutes_travel: t.minutesTravel, minutes_passenger: t.minutesPassenger };
      });
      expect(stored.length).toBeGreaterThanOrEqual(1000);
      // Only statements with finished entries touch the figures (Migration20261202100000).
      expect(stored).toEqual(expected.filter((m) => m.entries > 0));
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('counts a night 22:00–24:00 + 00:00–06:00 as 480 minutes, 420 into the March change and 540 into the October one', async () => {
    const night = async (first: string, second: string) => {
      const client = await db.connect();
      try {
        await client.query('begin');
        await client.query(
          `insert into worklog (employee_id, order_id, date, start, "end", worklog_type, insert_user)
           values ($1, $2, $3, '22:00', '24:00', 'WORK', 'property'), ($1, $2, $4, '00:00', '06:00', 'WORK', 'property')`,
          [EMPLOYEE, orderId, first, second],
        );
        const { rows } = await client.query(`select sum(minutes)::int as m from worklog_minutes where employee_id = $1`, [EMPLOYEE]);
        return rows[0].m;
      } finally {
        await client.query('rollback');
        client.release();
      }
    };
    expect(await night('2026-11-06', '2026-11-07')).toBe(480);
    expect(await night('2026-03-28', '2026-03-29')).toBe(420);
    expect(await night('2026-10-24', '2026-10-25')).toBe(540);
  });
});
