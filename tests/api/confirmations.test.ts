/** Contract: inventory confirmations (spec 3 §2.5, §7 "Calendar, settings, confirmations"). */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const teamleiter = new Client(base);
const customer = new Client(base); // never logs in
const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
const iso = (days: number) => today.plus({ days }).toISODate()!;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PUBLIC_KEYS = [
  'address', 'categories', 'city', 'comment', 'confirmed', 'date', 'name', 'startTime', 'storageFreezerRollCageCount',
  'storageOrderable', 'storageRollCageCount', 'targetActualComparisonOrderable', 'uuid', 'zip',
];
const STAFF_KEYS = [
  'address', 'categories', 'changedByCustomer', 'city', 'comment', 'confirmationTimestamp', 'date', 'expired', 'name', 'orderId', 'startTime',
  'status', 'storageDetails', 'storageFreezerRollCageCount', 'storageOrderable', 'storageRollCageCount', 'targetActualComparisonOrderable', 'uuid', 'zip',
];

beforeAll(async () => {
  // Sequentially: one login after the other.
  await buero.login('buero');
  await teamleiter.login('teamleiter');
});

/** A new inventory and its confirmation from the staff list; without positions, so the demo's booked-up day (demo-calendar.ts) takes it too. */
async function inventory(offset: number, over: Record<string, unknown> = {}) {
  const date = iso(offset);
  const res = await buero.request('POST', '/api/orders', { name: 'Bestätigung Vertragstest', address: 'Hofweg 4', zip: '22085', city: 'Hamburg', orderType: 'INV', validFrom: date, validTo: date, ...over });
  expect(res.status).toBe(201);
  const list = await buero.request('GET', `/api/confirmations?from=${date}&to=${date}`);
  const c = list.json._embedded.confirmations.find((x: any) => x.orderId === res.json.id);
  expect(c).toBeDefined();
  return c;
}

describe('GET /confirmations (staff)', () => {
  it('_embedded.confirmations with page info, default today..+14, date descending; confirmed filter', async () => {
    await inventory(4);
    const res = await buero.request('GET', '/api/confirmations');
    expect(res.status).toBe(200);
    const all = res.json._embedded.confirmations;
    expect(res.json.page).toMatchObject({ number: 0, totalElements: all.length });
    expect(all.length).toBeGreaterThan(0);
    expect(Object.keys(all[0]).sort()).toEqual(STAFF_KEYS);
    expect(all[0].uuid).toMatch(UUID);
    expect(all.every((c: any) => c.date >= iso(0) && c.date <= iso(14))).toBe(true);
    expect(all.map((c: any) => c.date)).toEqual([...all.map((c: any) => c.date)].sort().reverse());
    const confirmed = (await buero.request('GET', `/api/confirmations?from=${iso(-7)}&to=${iso(60)}&confirmed=true`)).json._embedded.confirmations;
    const open = (await buero.request('GET', `/api/confirmations?from=${iso(-7)}&to=${iso(60)}&confirmed=false`)).json._embedded.confirmations;
    expect(confirmed.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    expect(confirmed.every((c: any) => c.status === 'CONFIRMED' && c.confirmationTimestamp)).toBe(true);
    expect(open.every((c: any) => c.status === 'UNCONFIRMED' && c.confirmationTimestamp === null)).toBe(true);
    // Demo data: changed by the customer with roll cages; expired without confirmation.
    expect(confirmed.some((c: any) => c.changedByCustomer && c.storageDetails?.storageRollCageCount != null)).toBe(true);
    expect(open.some((c: any) => c.expired)).toBe(true);
  });

  it('403 without Order_Overview_ListOrders, 401 anonymous, 422 bad date', async () => {
    expect((await teamleiter.request('GET', '/api/confirmations')).status).toBe(403);
    expect((await customer.request('GET', '/api/confirmations')).status).toBe(401);
    expect((await buero.request('GET', '/api/confirmations?from=gestern')).status).toBe(422);
  });
});

describe('GET /confirmations/{uuid} (public)', () => {
  it('200 with only that inventory; 404 unknown; 410 x-expired from the inventory day on', async () => {
    const c = await inventory(6, { flowers: true });
    const res = await customer.request('GET', `/api/confirmations/${c.uuid}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(PUBLIC_KEYS);
    expect(res.json).toMatchObject({ uuid: c.uuid, date: iso(6), startTime: '07:00', name: 'Bestätigung Vertragstest', address: 'Hofweg 4', zip: '22085', city: 'Hamburg', confirmed: false, comment: '' });
    expect(res.json.categories).toEqual({ flowers: true, fruitAndVegetables: false, labels: false, storage: false, targetActualComparison: false });
    const unknown = await customer.request('GET', '/api/confirmations/00000000-0000-0000-0000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json.title).toBe('Bestätigung nicht gefunden');

    const todays = await inventory(0);
    const expired = await customer.request('GET', `/api/confirmations/${todays.uuid}`);
    expect(expired.status).toBe(410);
    expect(expired.headers.get('x-expired')).toBe('true');
    expect(expired.headers.get('x-already-confirmed')).toBeNull();
    expect(expired.json).toEqual({ title: 'Der Link zur Bestätigung ist abgelaufen.' });
    expect((await customer.request('POST', `/api/confirmations/${todays.uuid}`, { confirm: true })).headers.get('x-expired')).toBe('true');
  });
});

describe('POST /confirmations/{uuid} (public)', () => {
  it('422 list when storage is checked without roll-cage counts; 200 saves; confirm locks it: 410 x-already-confirmed', async () => {
    const c = await inventory(7);
    const bad = await customer.request('POST', `/api/confirmations/${c.uuid}`, { categories: { storage: true }, comment: 'x', confirm: true });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'storageDetails.storageRollCageCount', message: 'Anzahl Rollwagen Lager ist erforderlich' },
      { path: 'storageDetails.storageFreezerRollCageCount', message: 'Anzahl Rollwagen Tiefkühllager ist erforderlich' },
    ]);
    const ok = await customer.request('POST', `/api/confirmations/${c.uuid}`, {
      categories: { storage: true, labels: true },
      comment: 'Lager im Keller',
      storageDetails: { storageRollCageCount: 5, storageFreezerRollCageCount: 1 },
      confirm: true,
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.json).sort()).toEqual(PUBLIC_KEYS);
    expect(ok.json).toMatchObject({ confirmed: true, comment: 'Lager im Keller', storageRollCageCount: 5, storageFreezerRollCageCount: 1, categories: { storage: true, labels: true } });
    for (const again of [await customer.request('GET', `/api/confirmations/${c.uuid}`), await customer.request('POST', `/api/confirmations/${c.uuid}`, { confirm: true })]) {
      expect(again.status).toBe(410);
      expect(again.headers.get('x-already-confirmed')).toBe('true');
      expect(again.json).toEqual({ title: 'Diese Inventur wurde bereits bestätigt.' });
    }
    const staff = (await buero.request('GET', `/api/confirmations?from=${iso(7)}&to=${iso(7)}`)).json._embedded.confirmations.find((x: any) => x.uuid === c.uuid);
    expect(staff).toMatchObject({ status: 'CONFIRMED', changedByCustomer: true, storageDetails: { storageRollCageCount: 5, storageFreezerRollCageCount: 1 } });
    const history = await buero.request('GET', `/api/order-history/${c.orderId}`);
    expect(JSON.stringify(history.json)).toContain('Kunde');
  });
});

describe('POST /confirmations/{uuid}/confirm (staff)', () => {
  it('200 InventoryConfirmation, also after expiry; 403 without Order_Overview_EditOrders; 401 anonymous; 404 unknown', async () => {
    const c = await inventory(0);
    expect((await teamleiter.request('POST', `/api/confirmations/${c.uuid}/confirm`)).status).toBe(403);
    expect((await customer.request('POST', `/api/confirmations/${c.uuid}/confirm`)).status).toBe(401);
    const res = await buero.request('POST', `/api/confirmations/${c.uuid}/confirm`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(STAFF_KEYS);
    expect(res.json).toMatchObject({ uuid: c.uuid, status: 'CONFIRMED', expired: true, changedByCustomer: false });
    const withBody = await buero.request('POST', `/api/confirmations/${c.uuid}/confirm`, { comment: 'telefonisch', confirm: false });
    expect(withBody.json).toMatchObject({ status: 'CONFIRMED', comment: 'telefonisch' });
    expect((await buero.request('POST', '/api/confirmations/00000000-0000-0000-0000-000000000000/confirm')).status).toBe(404);
  });
});
