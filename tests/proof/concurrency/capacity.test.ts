/**
 * Concurrency: parallel bookings of a day's last inventory capacity (spec 3 §2.3: a day
 * accepts an inventory only if used positions plus its positions do not exceed the day's maximum).
 * Creates and moves of inventories, through both faces at once; afterwards the database is asked
 * whether the day is over capacity, and every refusal must have been a true one.
 */
import { DateTime } from 'luxon';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../server/src/test/http-client.js';
import { recordProof } from '../report.js';
import { appPool, gqlOutcome, loggedIn, newOrder, together } from './fixtures.js';

let pool: pg.Pool;
let office: Client;
const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const ORDER_FIELDS = { address: 'Kapazitätsweg 3', zip: '20095', city: 'Hamburg', orderType: 'INV', startTime: '07:00' };

beforeAll(async () => {
  pool = appPool();
  office = await loggedIn('buero');
});
afterAll(async () => pool?.end());

/** Days ahead that nobody has configured or booked (calendar contract tests use 250–380 days ahead). */
async function freeDays(n: number): Promise<string[]> {
  const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
  const from = today.plus({ days: 100 }).toISODate()!;
  const to = today.plus({ days: 230 }).toISODate()!;
  const res = await office.request('GET', `/api/calendar-data?from=${from}&to=${to}&size=1000`);
  expect(res.status).toBe(200);
  const free = (res.json._embedded.calendarData as { id: number | null; positions: number; date: string }[]).filter((d) => d.id === null && d.positions === 0).map((d) => d.date);
  // Random ones: a rerun on the same database takes other days.
  return free.sort(() => Math.random() - 0.5).slice(0, n);
}

/** Booked positions of a day's inventories and its effective maximum, from SQL. */
async function dayState(date: string): Promise<{ used: number; max: number }> {
  const { rows } = await pool.query(
    `select (select coalesce(sum(positions), 0)::int from orders where order_type = 'INV' and valid_from = $1) as used,
            (select max_positions from calendar_data where date = $1) as max`,
    [date],
  );
  return { used: rows[0].used, max: rows[0].max };
}

type Booking = { positions: number; run: () => Promise<{ status: number; title?: string }> };

/** The four ways of booking `positions` on `date`: create or move an order, REST or GraphQL. */
async function bookings(date: string, moveFrom: string, sizes: number[]): Promise<Booking[]> {
  const out: Booking[] = [];
  for (const [i, positions] of sizes.entries()) {
    const input = { ...ORDER_FIELDS, name: `Kapazität parallel ${i}`, validFrom: date, validTo: date, positions };
    const kind = i % 4;
    if (kind === 0) {
      out.push({ positions, run: async () => { const r = await office.request('POST', '/api/orders', input); return { status: r.status, title: r.json?.title }; } });
    } else if (kind === 1) {
      out.push({
        positions,
        run: async () => {
          const r = await office.gql(`mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, { input });
          const o = gqlOutcome(r);
          return { status: o.status, title: o.message };
        },
      });
    } else {
      // An inventory booked on another day, moved onto this one (its day and positions change).
      const id = await newOrder(office, { ...input, validFrom: moveFrom, validTo: moveFrom, positions: 1 });
      out.push(
        kind === 2
          ? { positions, run: async () => { const r = await office.request('PUT', `/api/orders/${id}`, input); return { status: r.status, title: r.json?.title }; } }
          : {
              positions,
              run: async () => {
                const r = await office.gql(`mutation($id: Int!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { id } }`, { id, input });
                const o = gqlOutcome(r);
                return { status: o.status, title: o.message };
              },
            },
      );
    }
  }
  return out;
}

describe('concurrency: the capacity calendar', () => {
  it("20 parallel bookings of a day's last 100 positions: exactly one gets them, the day is never over capacity", async () => {
    const [day, other] = await freeDays(2);
    expect((await office.request('POST', '/api/calendar-data', { date: day, maxPositions: 1000 })).status).toBe(201);
    await newOrder(office, { ...ORDER_FIELDS, name: 'Kapazität Grundlast', validFrom: day, validTo: day, positions: 900 });
    const list = await bookings(day, other, Array(20).fill(100));
    const answers = await together(list.map((b) => b.run));
    const state = await dayState(day);
    const refusal = `Am ${german(day)} sind bereits 1.000 von 1.000 Positionen verplant; 100 weitere passen nicht.`;
    const undocumented = answers.filter((a) => !(a.status === 200 || a.status === 201 || (a.status === 409 && a.title === refusal)));
    const won = answers.filter((a) => a.status < 300).length;
    recordProof('concurrency', '20 parallel bookings of the last capacity → never over', { scenarios: 1, passed: undocumented.length === 0 && won === 1 && state.used === 1000 ? 1 : 0 });
    expect(undocumented).toEqual([]);
    expect(won).toBe(1);
    expect(state).toEqual({ used: 1000, max: 1000 });
  });

  it('20 parallel bookings of different sizes: the day stays within its maximum and no booking is refused that would have fit', async () => {
    const [day, other] = await freeDays(2);
    expect((await office.request('POST', '/api/calendar-data', { date: day, maxPositions: 1000 })).status).toBe(201);
    const sizes = Array.from({ length: 20 }, (_, i) => 40 + ((i * 37) % 90)); // 40–129, ~1700 in all
    const list = await bookings(day, other, sizes);
    const answers = await together(list.map((b) => b.run));
    const state = await dayState(day);
    const booked = sizes.filter((_, i) => answers[i].status < 300).reduce((s, n) => s + n, 0);
    // The used positions only grow during the run: a refusal at any moment is one at the end too.
    const wrongRefusals = sizes.filter((s, i) => answers[i].status === 409 && s <= state.max - state.used);
    const refusalText = new RegExp(`^Am ${german(day).replace(/\./g, '\\.')} sind bereits [\\d.]+ von 1\\.000 Positionen verplant; [\\d.]+ weitere passen nicht\\.$`);
    const undocumented = answers.filter((a) => !(a.status === 200 || a.status === 201 || (a.status === 409 && refusalText.test(a.title ?? ''))));
    const passed = undocumented.length === 0 && state.used <= state.max && state.used === booked && wrongRefusals.length === 0;
    recordProof('concurrency', '20 parallel bookings of mixed sizes → within the maximum', { scenarios: 1, passed: passed ? 1 : 0 });
    expect(undocumented).toEqual([]);
    expect(state.used).toBeLessThanOrEqual(state.max);
    expect(state.used).toBe(booked);
    expect(wrongRefusals).toEqual([]);
  });
});
