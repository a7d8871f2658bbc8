/** Contract: calendar data and settings (spec 3 §7 "Calendar, settings, confirmations"). */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const teamleiter = new Client(base);
const anonymous = new Client(base);
const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const DAY_KEYS = ['date', 'effectiveMaxPositions', 'id', 'maxPositions', 'note', 'positions'];

beforeAll(async () => {
  // Sequentially: parallel logins of one user would compete for the same session slot.
  await buero.login('buero');
  await teamleiter.login('teamleiter');
});

/** A day far ahead that has nothing stored yet (the stack may have run this file before). */
async function freeDay(startOffset: number): Promise<string> {
  const from = today.plus({ days: startOffset }).toISODate()!;
  const to = today.plus({ days: startOffset + 60 }).toISODate()!;
  const res = await buero.request('GET', `/api/calendar-data?from=${from}&to=${to}`);
  const free = res.json._embedded.calendarData.find((d: any) => d.id === null && d.positions === 0);
  expect(free).toBeDefined();
  return free.date;
}

describe('GET /calendar-data', () => {
  it('every day of from–to in _embedded.calendarData with page info; size pages the days', async () => {
    const from = today.toISODate()!;
    const to = today.plus({ days: 9 }).toISODate()!;
    const res = await buero.request('GET', `/api/calendar-data?from=${from}&to=${to}&size=1000`);
    expect(res.status).toBe(200);
    const days = res.json._embedded.calendarData;
    expect(days).toHaveLength(10);
    expect(days[0].date).toBe(from);
    expect(Object.keys(days[0]).sort()).toEqual(DAY_KEYS);
    expect(res.json.page).toEqual({ number: 0, size: 1000, totalElements: 10, totalPages: 1 });
    expect(days.every((d: any) => d.effectiveMaxPositions === (d.maxPositions > 0 ? d.maxPositions : 90000))).toBe(true);
    const paged = await buero.request('GET', `/api/calendar-data?from=${from}&to=${to}&size=4`);
    expect(paged.json._embedded.calendarData).toHaveLength(4);
    expect(paged.json.page).toEqual({ number: 0, size: 4, totalElements: 10, totalPages: 3 });
  });

  it('without from/to: the current month; the demo month has notes and maxima', async () => {
    const res = await buero.request('GET', '/api/calendar-data');
    const days = res.json._embedded.calendarData;
    expect(days).toHaveLength(today.daysInMonth!);
    expect(days[0].date).toBe(today.startOf('month').toISODate());
    // The demo's notes and maxima lie in the month of the day it was seeded for (tests/scripts/stack.mjs).
    const demoMonth = (process.env.TEST_DEMO_DAY ? DateTime.fromISO(process.env.TEST_DEMO_DAY, { zone: 'Europe/Berlin' }) : today).startOf('month');
    const demoDays = demoMonth.hasSame(today, 'month')
      ? days
      : (await buero.request('GET', `/api/calendar-data?from=${demoMonth.toISODate()}&to=${demoMonth.endOf('month').toISODate()}`)).json._embedded.calendarData;
    expect(demoDays.some((d: any) => d.note !== '')).toBe(true);
    expect(demoDays.some((d: any) => d.maxPositions > 0)).toBe(true);
    expect(demoDays.some((d: any) => d.positions > 0)).toBe(true);
  });

  it('422 for a bad date or a range over 400 days; 403 without Order_Overview_ListOrders; 401 anonymous', async () => {
    expect((await buero.request('GET', '/api/calendar-data?from=2026-02-30&to=2026-03-01')).status).toBe(422);
    const far = today.plus({ days: 400 }).toISODate();
    expect((await buero.request('GET', `/api/calendar-data?from=${today.toISODate()}&to=${far}`)).status).toBe(422);
    const forbidden = await teamleiter.request('GET', '/api/calendar-data');
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.title).toBeTruthy();
    expect((await anonymous.request('GET', '/api/calendar-data')).status).toBe(401);
  });
});

describe('POST /calendar-data and GET /calendar-data/{id}', () => {
  it('a new day: 201 with Location; again by id or date: 200; GET by id; 404 unknown', async () => {
    const date = await freeDay(300);
    const created = await buero.request('POST', '/api/calendar-data', { date, note: 'Vertragstest', maxPositions: 1500 });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/calendar-data/${created.json.id}`);
    expect(created.json).toEqual({ id: expect.any(Number), date, note: 'Vertragstest', maxPositions: 1500, effectiveMaxPositions: 1500, positions: 0 });
    const byId = await buero.request('POST', '/api/calendar-data', { id: created.json.id, maxPositions: 0 });
    expect(byId.status).toBe(200);
    expect(byId.json).toMatchObject({ id: created.json.id, date, note: 'Vertragstest', maxPositions: 0, effectiveMaxPositions: 90000 });
    const byDate = await buero.request('POST', '/api/calendar-data', { date, maxPositions: '2000' });
    expect(byDate.status).toBe(200);
    expect(byDate.json.maxPositions).toBe(2000);
    const one = await buero.request('GET', `/api/calendar-data/${created.json.id}`);
    expect(one.status).toBe(200);
    expect(one.json).toEqual({ ...byDate.json });
    const missing = await buero.request('GET', '/api/calendar-data/999999999');
    expect(missing.status).toBe(404);
    expect(missing.json.title).toBe('Kalendereintrag nicht gefunden');
    expect((await buero.request('GET', '/api/calendar-data/abc')).status).toBe(404);
  });

  it('422 [{path, message}] for maxPositions below 0 or not a whole number; 403 without create/edit rights', async () => {
    const date = today.plus({ days: 250 }).toISODate();
    const negative = await buero.request('POST', '/api/calendar-data', { date, maxPositions: -1 });
    expect(negative.status).toBe(422);
    expect(negative.json).toEqual([{ path: 'maxPositions', message: 'Maximale Positionen muss eine ganze Zahl ≥ 0 sein' }]);
    const text = await buero.request('POST', '/api/calendar-data', { date, maxPositions: 'viele' });
    expect(text.status).toBe(422);
    expect(text.json[0].path).toBe('maxPositions');
    expect((await buero.request('POST', '/api/calendar-data', { maxPositions: 5 })).json).toEqual([{ path: 'date', message: 'Datum ist erforderlich' }]);
    expect((await teamleiter.request('POST', '/api/calendar-data', { date, maxPositions: 5 })).status).toBe(403);
  });

  it('422 naming the allowed maximum for maxPositions 99.999.999.999 (beyond the 32-bit range, too)', async () => {
    const date = today.plus({ days: 251 }).toISODate();
    for (const maxPositions of [99_999_999_999, '99999999999', 10_000_001]) {
      const res = await buero.request('POST', '/api/calendar-data', { date, maxPositions });
      expect(res.status).toBe(422);
      expect(res.json).toEqual([{ path: 'maxPositions', message: 'Maximale Positionen darf höchstens 10.000.000 sein' }]);
    }
    const text = await buero.request('POST', '/api/calendar-data', { date, maxPositions: 'viele' });
    expect(text.json).toEqual([{ path: 'maxPositions', message: 'Maximale Positionen ist ungültig' }]);
  });

  it('the booking rule on POST /api/orders: 409 with the German title beyond capacity and on a past day', async () => {
    const date = await freeDay(320);
    await buero.request('POST', '/api/calendar-data', { date, maxPositions: 1000 });
    const order = { name: 'Kapazität Vertragstest', address: 'Weg 1', zip: '20095', city: 'Hamburg', orderType: 'INV', validFrom: date, validTo: date };
    expect((await buero.request('POST', '/api/orders', { ...order, positions: 800 })).status).toBe(201);
    const full = await buero.request('POST', '/api/orders', { ...order, positions: 1200 });
    expect(full.status).toBe(409);
    expect(full.json).toEqual({ title: `Am ${german(date)} sind bereits 800 von 1.000 Positionen verplant; 1.200 weitere passen nicht.` });
    const day = (await buero.request('GET', `/api/calendar-data?from=${date}&to=${date}`)).json._embedded.calendarData[0];
    expect(day).toMatchObject({ positions: 800, maxPositions: 1000 });
    const yesterday = today.minus({ days: 1 }).toISODate()!;
    const past = await buero.request('POST', '/api/orders', { ...order, validFrom: yesterday, validTo: yesterday, positions: 1 });
    expect(past.status).toBe(409);
    expect(past.json).toEqual({ title: `Am ${german(yesterday)} können keine Inventuren mehr geplant werden.` });
  });
});

describe('GET /settings', () => {
  it('by name and by id: {id, name, value}; defaultMaxPos 90000; anything else 404; 401 anonymous', async () => {
    const byName = await teamleiter.request('GET', '/api/settings/name/defaultMaxPos');
    expect(byName.status).toBe(200);
    expect(byName.json).toEqual({ id: expect.any(Number), name: 'defaultMaxPos', value: '90000' });
    const byId = await buero.request('GET', `/api/settings/${byName.json.id}`);
    expect(byId.status).toBe(200);
    expect(byId.json).toEqual(byName.json);
    const unknown = await buero.request('GET', '/api/settings/name/geheim');
    expect(unknown.status).toBe(404);
    expect(unknown.json.title).toBe('Einstellung nicht gefunden');
    expect((await buero.request('GET', '/api/settings/999999')).status).toBe(404);
    expect((await anonymous.request('GET', '/api/settings/name/defaultMaxPos')).status).toBe(401);
  });
});
