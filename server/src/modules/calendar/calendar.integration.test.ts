import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
// Far beyond the demo orders (two months ahead): days these tests own.
const day = (offset: number) => today.plus({ days: 200 + offset }).toISODate()!;
const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());

const CREATE = `mutation($input: OrderInput!) { createOrder(input: $input) { id positions validFrom } }`;
const UPDATE = `mutation($id: Int!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { id positions validFrom } }`;
const inv = (validFrom: string, positions: number | null, over: Record<string, unknown> = {}) => ({
  name: 'REWE Kapazität', address: 'Teststraße 1', zip: '20095', city: 'Hamburg', orderType: 'INV', validFrom, validTo: validFrom, positions, ...over,
});
const SAVE = `mutation($input: CalendarDayInput!) { saveCalendarDay(input: $input) { id date note maxPositions effectiveMaxPositions positions created } }`;
const DAYS = `query($from: String!, $to: String!) { calendarDays(from: $from, to: $to) { id date note maxPositions effectiveMaxPositions positions } }`;
const dayOf = async (d: string) => (await gql('buero', DAYS, { from: d, to: d })).data.calendarDays[0];

describe('calendar data', () => {
  it('lists every day of the range with stored note/maximum and the used INV positions (0 = default 90000)', async () => {
    const d = day(0);
    await gql('buero', CREATE, { input: inv(d, 1200) });
    await gql('buero', CREATE, { input: inv(d, 800) });
    await gql('buero', CREATE, { input: inv(d, null) });
    await gql('buero', CREATE, { input: inv(d, 5000, { orderType: 'BEV' }) });
    const saved = (await gql('buero', SAVE, { input: { date: day(1), note: 'Feiertag', maxPositions: 0 } })).data.saveCalendarDay;
    expect(saved).toMatchObject({ date: day(1), note: 'Feiertag', maxPositions: 0, effectiveMaxPositions: 90000, positions: 0, created: true });
    const r = await gql('buero', DAYS, { from: day(0), to: day(2) });
    expect(r.data.calendarDays).toEqual([
      { id: null, date: day(0), note: '', maxPositions: 0, effectiveMaxPositions: 90000, positions: 2000 },
      { id: saved.id, date: day(1), note: 'Feiertag', maxPositions: 0, effectiveMaxPositions: 90000, positions: 0 },
      { id: null, date: day(2), note: '', maxPositions: 0, effectiveMaxPositions: 90000, positions: 0 },
    ]);
  });

  it('upserts by date or id; maxPositions > 0 is the effective maximum; GET by id; 404 unknown', async () => {
    const first = (await gql('buero', SAVE, { input: { date: day(3), maxPositions: 500 } })).data.saveCalendarDay;
    expect(first).toMatchObject({ maxPositions: 500, effectiveMaxPositions: 500, created: true, note: '' });
    const again = (await gql('buero', SAVE, { input: { date: day(3), note: ' Inventurspitze ' } })).data.saveCalendarDay;
    expect(again).toMatchObject({ id: first.id, maxPositions: 500, note: 'Inventurspitze', created: false });
    const byId = (await gql('buero', SAVE, { input: { id: first.id, maxPositions: 0 } })).data.saveCalendarDay;
    expect(byId).toMatchObject({ id: first.id, date: day(3), maxPositions: 0, effectiveMaxPositions: 90000 });
    expect((await gql('buero', `{ calendarDay(id: ${first.id}) { id date note } }`)).data.calendarDay).toEqual({ id: first.id, date: day(3), note: 'Inventurspitze' });
    expect(codeOf(await gql('buero', `{ calendarDay(id: 999999) { id } }`))).toBe('NOT_FOUND');
    expect(codeOf(await gql('buero', SAVE, { input: { id: 999999, maxPositions: 1 } }))).toBe('NOT_FOUND');
  });

  it('validates: maxPositions an integer ≥ 0, a date, ranges of at most 400 days', async () => {
    expect(fieldErrors(await gql('buero', SAVE, { input: { date: day(4), maxPositions: -1 } }))).toEqual([
      { path: 'maxPositions', message: 'Maximale Positionen muss eine ganze Zahl ≥ 0 sein' },
    ]);
    expect(fieldErrors(await gql('buero', SAVE, { input: { maxPositions: 1 } }))).toEqual([{ path: 'date', message: 'Datum ist erforderlich' }]);
    expect(fieldErrors(await gql('buero', SAVE, { input: { date: '2026-02-30' } }))).toEqual([{ path: 'date', message: 'Ungültiges Datum' }]);
    expect(codeOf(await gql('buero', DAYS, { from: day(0), to: today.plus({ days: 200 + 400 }).toISODate()! }))).toBe('VALIDATION');
    expect((await gql('buero', DAYS, { from: day(0), to: today.plus({ days: 200 + 399 }).toISODate()! })).data.calendarDays).toHaveLength(400);
    expect(codeOf(await gql('buero', DAYS, { from: day(2), to: day(1) }))).toBe('VALIDATION');
  });

  it('a maximum beyond 10.000.000 positions (99.999.999.999 too) is refused naming the allowed maximum; 10.000.000 is saved', async () => {
    const tooLarge = [{ path: 'maxPositions', message: 'Maximale Positionen darf höchstens 10.000.000 sein' }];
    expect(fieldErrors(await gql('buero', SAVE, { input: { date: day(6), maxPositions: 99_999_999_999 } }))).toEqual(tooLarge);
    expect(fieldErrors(await gql('buero', SAVE, { input: { date: day(6), maxPositions: 10_000_001 } }))).toEqual(tooLarge);
    expect((await gql('buero', SAVE, { input: { date: day(6), maxPositions: 10_000_000 } })).data.saveCalendarDay).toMatchObject({ maxPositions: 10_000_000 });
    expect(fieldErrors(await gql('buero', SAVE, { input: { date: day(6), maxPositions: 1.5 } }))).toEqual([
      { path: 'maxPositions', message: 'Maximale Positionen muss eine ganze Zahl ≥ 0 sein' },
    ]);
  });

  it('read needs Order_Overview_ListOrders, write Order_Overview_CreateOrders/EditOrders (403)', async () => {
    expect(codeOf(await gql('teamleiter', DAYS, { from: day(0), to: day(0) }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', `{ calendarDay(id: 1) { id } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', SAVE, { input: { date: day(5), maxPositions: 1 } }))).toBe('FORBIDDEN');
    expect((await gql('admin', SAVE, { input: { date: day(5), maxPositions: 1 } })).data.saveCalendarDay.maxPositions).toBe(1);
  });

  it('settings view: whitelist by name and id, anything else 404', async () => {
    const byName = (await gql('mitarbeiter', `{ settingByName(name: "defaultMaxPos") { id name value } }`)).data.settingByName;
    expect(byName).toMatchObject({ name: 'defaultMaxPos', value: '90000' });
    expect((await gql('buero', `{ setting(id: ${byName.id}) { id name value } }`)).data.setting).toEqual(byName);
    expect(codeOf(await gql('buero', `{ settingByName(name: "sessionSecret") { id } }`))).toBe('NOT_FOUND');
    expect(codeOf(await gql('buero', `{ setting(id: 999999) { id } }`))).toBe('NOT_FOUND');
  });
});

describe('booking rule', () => {
  it('an inventory on a past day: 409 with the German title', async () => {
    const yesterday = today.minus({ days: 1 }).toISODate()!;
    const r = await gql('buero', CREATE, { input: inv(yesterday, 100) });
    expect(codeOf(r)).toBe('CONFLICT');
    expect(r.errors[0].message).toBe(`Am ${german(yesterday)} können keine Inventuren mehr geplant werden.`);
    // Other order types are not inventories: no capacity rule.
    expect((await gql('buero', CREATE, { input: inv(yesterday, 100, { orderType: 'MOD' }) })).data.createOrder.id).toBeGreaterThan(0);
  });

  it('beyond the remaining capacity: 409 naming day, used and maximum in German number format', async () => {
    const d = day(10);
    await gql('buero', SAVE, { input: { date: d, maxPositions: 12000 } });
    await gql('buero', CREATE, { input: inv(d, 10000) });
    const r = await gql('buero', CREATE, { input: inv(d, 2500) });
    expect(codeOf(r)).toBe('CONFLICT');
    expect(r.errors[0].message).toBe(`Am ${german(d)} sind bereits 10.000 von 12.000 Positionen verplant; 2.500 weitere passen nicht.`);
    expect((await gql('buero', CREATE, { input: inv(d, 2000) })).data.createOrder.positions).toBe(2000);
    expect((await dayOf(d)).positions).toBe(12000);
  });

  it('the default maximum applies when the stored value is 0', async () => {
    const d = day(11);
    await gql('buero', SAVE, { input: { date: d, maxPositions: 0, note: 'Standard' } });
    expect((await gql('buero', CREATE, { input: inv(d, 90000) })).data.createOrder.positions).toBe(90000);
    const r = await gql('buero', CREATE, { input: inv(d, 1) });
    expect(r.errors[0].message).toBe(`Am ${german(d)} sind bereits 90.000 von 90.000 Positionen verplant; 1 weitere passen nicht.`);
  });

  it('the setting defaultMaxPos replaces 90000 as the default (stored 0 days only)', async () => {
    const d = day(14);
    const stored = day(15);
    await gql('buero', SAVE, { input: { date: stored, maxPositions: 700 } });
    await app.pool.query(`update app_setting set value = '50000' where name = 'defaultMaxPos'`);
    try {
      expect((await dayOf(d)).effectiveMaxPositions).toBe(50000);
      expect((await dayOf(stored)).effectiveMaxPositions).toBe(700);
      expect((await gql('buero', CREATE, { input: inv(d, 50000) })).data.createOrder.positions).toBe(50000);
      expect((await gql('buero', CREATE, { input: inv(d, 1) })).errors[0].message).toBe(
        `Am ${german(d)} sind bereits 50.000 von 50.000 Positionen verplant; 1 weitere passen nicht.`,
      );
    } finally {
      await app.pool.query(`update app_setting set value = '90000' where name = 'defaultMaxPos'`);
    }
  });

  it('update: moving or enlarging is checked, the order itself is not counted twice, other edits pass on a full day', async () => {
    const full = day(12);
    const other = day(13);
    await gql('buero', SAVE, { input: { date: full, maxPositions: 3000 } });
    const a = (await gql('buero', CREATE, { input: inv(full, 3000) })).data.createOrder;
    // Same day and positions, another name: not a booking.
    expect((await gql('buero', UPDATE, { id: a.id, input: inv(full, 3000, { name: 'Neuer Name' }) })).data.updateOrder.id).toBe(a.id);
    expect(codeOf(await gql('buero', UPDATE, { id: a.id, input: inv(full, 3001) }))).toBe('CONFLICT');
    const b = (await gql('buero', CREATE, { input: inv(other, 500) })).data.createOrder;
    const moved = await gql('buero', UPDATE, { id: b.id, input: inv(full, 500) });
    expect(codeOf(moved)).toBe('CONFLICT');
    // A non-inventory changed into an inventory on the full day is a booking too.
    const c = (await gql('buero', CREATE, { input: inv(full, 10, { orderType: 'DRY' }) })).data.createOrder;
    expect(codeOf(await gql('buero', UPDATE, { id: c.id, input: inv(full, 10) }))).toBe('CONFLICT');
    // Nothing half-written: the refused move left the order where it was.
    expect((await gql('buero', `{ order(id: ${b.id}) { validFrom } }`)).data.order.validFrom).toBe(other);
    expect((await dayOf(full)).positions).toBe(3000);
  });

  it('20 parallel bookings of the last capacity: exactly the ones that fit succeed, the rest 409', async () => {
    const d = day(20);
    await gql('buero', SAVE, { input: { date: d, maxPositions: 10000 } });
    await gql('buero', CREATE, { input: inv(d, 7000) });
    const results = await Promise.all(Array.from({ length: 20 }, () => gql('buero', CREATE, { input: inv(d, 1000) })));
    const ok = results.filter((r) => r.data?.createOrder?.id);
    const refused = results.filter((r) => codeOf(r) === 'CONFLICT');
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(17);
    const after = await dayOf(d);
    expect(after.positions).toBe(10000);
    expect(after.positions).toBeLessThanOrEqual(after.effectiveMaxPositions);
  });
});
