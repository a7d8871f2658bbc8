/** Contract: customer and travel-time paths (spec 3 §7 Customers) against the demo data. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';
import { expectedPastOrderTimes } from '../../server/src/test/order-times.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const mitarbeiter = new Client(base);
let reweTypeId: number;
// The stack's app database (tests/scripts/stack.mjs): the expected worked figures are computed there.
const appDb = new URL(process.env.TEST_DATABASE_URL!);
appDb.pathname = '/inv_app';
const db = new pg.Client({ connectionString: appDb.toString() });

beforeAll(async () => {
  await db.connect();
  await buero.login('buero');
  await mitarbeiter.login('mitarbeiter');
  reweTypeId = (await buero.request('GET', '/api/customers/types')).json.find((t: any) => t.name === 'REWE').id;
});
afterAll(async () => db.end());

const rewe = (name: string) => ({
  name,
  address: { street: 'Osterstraße 12', zip: '20259', city: 'Hamburg' },
  customerClass: 'A',
  customerTypeId: reweTypeId,
  region: '31',
  sellingArea: '07',
  costCenter: '4711',
  customerId: 'wird verworfen',
  flowers: true,
  notesFlowers: 'Blumen zählt der Lieferant',
  positions: 12000,
  inventoryValue: 850000,
});

describe('GET /api/customers, /types, /search, /{id}', () => {
  it('paged HAL list with filters and sorting', async () => {
    const res = await buero.request('GET', '/api/customers?size=25&page=0&sort=name,desc&active=true');
    expect(res.status).toBe(200);
    expect(res.json.page).toMatchObject({ number: 0, size: 25 });
    expect(res.json.page.totalElements).toBeGreaterThanOrEqual(70);
    const names = res.json._embedded.customers.map((c: any) => c.name);
    expect([...names].sort(new Intl.Collator("de").compare).reverse()).toEqual(names);
    const c = res.json._embedded.customers[0];
    expect(Object.keys(c)).toEqual(expect.arrayContaining(['id', 'name', 'address', 'addressAsString', 'customerClass', 'customerTypeId', 'customerId', 'region', 'sellingArea', 'costCenter', 'positions', 'active', 'valueFormatted', 'costCenterFormatted']));
    const byClass = await buero.request('GET', '/api/customers?customerClass=Z&size=1000');
    expect(byClass.json._embedded.customers.every((x: any) => x.customerClass === 'Z')).toBe(true);
    const byType = await buero.request(`GET`, `/api/customers?customerTypeId=${reweTypeId}&size=1000`);
    expect(byType.json._embedded.customers.every((x: any) => x.customerTypeId === reweTypeId)).toBe(true);
  });

  it('types, search and a single customer; 403 without rights, 404 unknown', async () => {
    expect((await buero.request('GET', '/api/customers/types')).json.map((t: any) => t.name)).toEqual(expect.arrayContaining(['REWE', 'EDEKA']));
    const found = await buero.request('GET', '/api/customers/search?term=Leipzig');
    expect(found.json.length).toBeGreaterThan(0);
    expect(found.json.every((c: any) => c.city === 'Leipzig' || c.name.includes('Leipzig'))).toBe(true);
    const one = await buero.request('GET', `/api/customers/${found.json[0].id}`);
    expect(one.json.id).toBe(found.json[0].id);
    expect((await buero.request('GET', '/api/customers/999999')).status).toBe(404);
    expect((await mitarbeiter.request('GET', '/api/customers')).status).toBe(403);
  });
});

describe('GET /api/customers/{id} as a team leader (customers by id)', () => {
  it('the customer of an order: 200; one without orders: 404 on /{id}, /{id}/orders and /{id}/travel-times', async () => {
    const teamleiter = new Client(base);
    await teamleiter.login('teamleiter');
    const ofAnOrder = (await db.query(`select min(customer_id) as id from orders where customer_id is not null`)).rows[0].id;
    expect((await teamleiter.request('GET', `/api/customers/${ofAnOrder}`)).status).toBe(200);
    const lone = (await buero.request('POST', '/api/customers', rewe('Kunde ohne Auftrag'))).json;
    try {
      for (const path of [`/api/customers/${lone.id}`, `/api/customers/${lone.id}/orders`, `/api/customers/${lone.id}/travel-times`]) {
        const res = await teamleiter.request('GET', path);
        expect([res.status, res.json], path).toEqual([404, { title: 'Kunde nicht gefunden' }]);
        expect((await buero.request('GET', path)).status, path).toBe(200);
      }
    } finally {
      await buero.request('DELETE', `/api/customers/${lone.id}`);
    }
  });
});

describe('POST, PUT, DELETE /api/customers', () => {
  it('201 with Location; REWE keeps region/VB/KST, drops the customer number', async () => {
    const res = await buero.request('POST', '/api/customers', rewe('REWE Osterstraße'));
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/customers/${res.json.id}`);
    expect(res.json).toMatchObject({ region: '31', sellingArea: '07', costCenter: '4711', customerId: null, addressAsString: 'Osterstraße 12, 20259 Hamburg', active: true });
  });

  it('422 with path and message; a new type with id -1', async () => {
    const bad = await buero.request('POST', '/api/customers', { ...rewe(''), region: '3', positions: -1 });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'name', message: 'Geben Sie einen Namen an' },
      { path: 'region', message: 'Geben Sie eine 2-Stellige Nummer an' },
      { path: 'positions', message: 'The value must be a positive integer' },
    ]);
    const typed = await buero.request('POST', '/api/customers', { name: 'Hofladen Meyer', customerTypeId: -1, newCustomerType: 'Hofladen', customerId: 'K-123' });
    expect(typed.status).toBe(201);
    expect(typed.json).toMatchObject({ customerTypeName: 'Hofladen', customerId: 'K-123', region: null });
    const missing = await buero.request('POST', '/api/customers', { name: 'X', customerTypeId: -1 });
    expect(missing.json).toEqual([{ path: 'newCustomerType', message: 'Geben Sie eine Bezeichnung für den neuen Kundentyp an' }]);
  });

  it('PUT replaces; DELETE of a customer without orders removes it', async () => {
    const created = (await buero.request('POST', '/api/customers', rewe('REWE Eimsbüttel'))).json;
    const put = await buero.request('PUT', `/api/customers/${created.id}`, { ...rewe('REWE Eimsbüttel Süd'), flowers: false });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ name: 'REWE Eimsbüttel Süd', flowers: false });
    const del = await buero.request('DELETE', `/api/customers/${created.id}`);
    expect(del.status).toBe(200);
    expect((await buero.request('GET', `/api/customers/${created.id}`)).status).toBe(404);
    expect((await mitarbeiter.request('DELETE', `/api/customers/1`)).status).toBe(403);
  });

  it('PUT on an inactive customer is 409', async () => {
    const inactive = (await buero.request('GET', '/api/customers?active=false&size=1')).json._embedded.customers[0];
    const res = await buero.request('PUT', `/api/customers/${inactive.id}`, { name: 'x', customerTypeId: inactive.customerTypeId });
    expect(res.status).toBe(409);
    expect(res.json.title).toBe('Inaktive Kunden können nicht bearbeitet werden.');
  });

  it('GET /api/customers/{id}/orders answers past and upcoming', async () => {
    const res = await buero.request('GET', '/api/customers/1/orders');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ past: expect.any(Array), upcoming: expect.any(Array) });
  });

  it('past orders carry worked minutes, first start, last end and numberOfPositions from their worklogs (spec 3 §3)', async () => {
    const res = await buero.request('GET', '/api/customers/1/orders');
    const expected = await expectedPastOrderTimes((sql, params) => db.query(sql, params), 1);
    expect(expected.filter((o) => o.minutes > 0).length).toBeGreaterThan(0); // the demo's past orders have worklogs
    const answered = [...res.json.past].sort((a: any, b: any) => a.order.id - b.order.id);
    expect(answered.map((p: any) => ({ id: p.order.id, minutes: p.minutes, start: p.start, end: p.end, numberOfPositions: p.numberOfPositions }))).toEqual(
      expected.map((o) => ({ id: o.id, minutes: o.minutes, start: o.start ?? o.plannedStart, end: o.end, numberOfPositions: o.positions })),
    );
    expect(answered.some((p: any) => p.minutes > 0 && /^\d{2}:\d{2}$/.test(p.end))).toBe(true);
  });
});

describe('travel times', () => {
  it('GET /api/customers/{id}/travel-times: one per company location, in minutes', async () => {
    const res = await buero.request('GET', '/api/customers/1/travel-times?size=1000');
    expect(res.status).toBe(200);
    const list = res.json._embedded.travelTimes;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list[0]).toEqual({ id: expect.any(Number), customerId: 1, companyLocationId: expect.any(Number), companyLocationName: expect.any(String), travelTime: expect.any(Number) });
  });

  it('POST /api/customer-travel-times (201, Location) and PUT /api/customer-travel-times/{id}', async () => {
    const customer = (await buero.request('POST', '/api/customers', rewe('REWE Fahrzeit'))).json;
    const post = await buero.request('POST', '/api/customer-travel-times', { customerId: customer.id, companyLocationId: 1, travelTime: 95 });
    expect(post.status).toBe(201);
    expect(post.headers.get('location')).toBe(`/api/customer-travel-times/${post.json.id}`);
    expect(post.json.travelTime).toBe(95);
    const put = await buero.request('PUT', `/api/customer-travel-times/${post.json.id}`, { travelTime: 99 * 60 + 59 });
    expect(put.json.travelTime).toBe(5999);
    const bad = await buero.request('PUT', `/api/customer-travel-times/${post.json.id}`, { travelTime: 6000 });
    expect(bad.status).toBe(422);
    expect(bad.json[0].path).toBe('travelTime');
    expect((await buero.request('POST', '/api/customer-travel-times', { customerId: customer.id, companyLocationId: 1, travelTime: 5 })).status).toBe(409);
  });
});
