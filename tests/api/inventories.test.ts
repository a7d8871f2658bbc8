/** Contract: company locations and market areas (spec 3 §7 Inventories) against the demo data. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);

beforeAll(async () => {
  await admin.login('admin');
  await buero.login('buero');
});

describe('/api/inventories/company-locations', () => {
  it('list with term, size and sort; GET by id', async () => {
    const all = await buero.request('GET', '/api/inventories/company-locations?size=1000&sort=name,asc');
    expect(all.status).toBe(200);
    const names = all.json._embedded.companyLocations.map((l: any) => l.name);
    expect(names).toEqual(expect.arrayContaining(['Berlin', 'Hamburg', 'Köln', 'Leipzig', 'München']));
    expect([...names].sort((a: string, b: string) => a.localeCompare(b, 'de'))).toEqual(names);
    const some = await buero.request('GET', '/api/inventories/company-locations?term=mün&size=1000');
    expect(some.json._embedded.companyLocations).toEqual([expect.objectContaining({ name: 'München', zip: '80687' })]);
    const one = await buero.request('GET', `/api/inventories/company-locations/${some.json._embedded.companyLocations[0].id}`);
    expect(one.json).toMatchObject({ name: 'München', street: 'Landsberger Straße 155', city: 'München' });
    expect((await buero.request('GET', '/api/inventories/company-locations/999999')).status).toBe(404);
  });

  it('POST 201, PUT, DELETE 204; 403 without Inventory_EditAdministration; 422; 409 while in use', async () => {
    expect((await buero.request('POST', '/api/inventories/company-locations', { name: 'Kiel' })).status).toBe(403);
    const bad = await admin.request('POST', '/api/inventories/company-locations', { name: '', zip: '123456' });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'name', message: 'Name ist erforderlich' },
      { path: 'zip', message: 'PLZ ist ungültig' },
    ]);
    const post = await admin.request('POST', '/api/inventories/company-locations', { name: 'Kiel', street: 'Holstenstraße 1', zip: 24103, city: 'Kiel', notes: '' });
    expect(post.status).toBe(201);
    expect(post.headers.get('location')).toBe(`/api/inventories/company-locations/${post.json.id}`);
    expect(post.json.zip).toBe('24103');
    const put = await admin.request('PUT', `/api/inventories/company-locations/${post.json.id}`, { name: 'Kiel Hafen', zip: '24103', city: 'Kiel' });
    expect(put.json.name).toBe('Kiel Hafen');
    expect((await admin.request('DELETE', `/api/inventories/company-locations/${post.json.id}`)).status).toBe(204);
    const used = await admin.request('DELETE', '/api/inventories/company-locations/1');
    expect(used.status).toBe(409);
    expect(used.json.title).toMatch(/verwendet/);
  });
});

describe('market areas and categories', () => {
  it('GET /market-areas and /market-areas-with-categories', async () => {
    const plain = await buero.request('GET', '/api/inventories/market-areas?size=1000');
    expect(plain.json._embedded.marketAreas.length).toBeGreaterThanOrEqual(4);
    expect(plain.json._embedded.marketAreas[0].categories).toBeUndefined();
    const full = await buero.request('GET', '/api/inventories/market-areas-with-categories?term=Droge&size=1000');
    expect(full.json._embedded.marketAreas).toEqual([
      expect.objectContaining({ name: 'Drogerie', countingSpeedDeviation: -8, active: true, categories: expect.arrayContaining([expect.objectContaining({ name: 'Kosmetik', countingSpeedDeviation: -12 })]) }),
    ]);
  });

  it('POST/PUT/DELETE /market-areas and the category paths (PUT with id in the body)', async () => {
    const area = await admin.request('POST', '/api/inventories/market-areas', { name: 'Getränkemarkt', countingSpeedDeviation: 15 });
    expect(area.status).toBe(201);
    const renamed = await admin.request('PUT', `/api/inventories/market-areas/${area.json.id}`, { name: 'Getränke-Fachmarkt', countingSpeedDeviation: 14, active: false });
    expect(renamed.json).toMatchObject({ name: 'Getränke-Fachmarkt', active: false, countingSpeedDeviation: 14 });
    expect((await admin.request('POST', '/api/inventories/market-areas', { name: null })).json).toEqual([{ path: 'name', message: 'Name ist erforderlich' }]);

    const cat = await admin.request('POST', '/api/inventories/market-area-categories', { name: 'Leergut', countingSpeedDeviation: -20, marketArea: { id: area.json.id } });
    expect(cat.status).toBe(201);
    expect(cat.json.marketAreaId).toBe(area.json.id);
    const put = await admin.request('PUT', '/api/inventories/market-area-categories', { id: cat.json.id, name: 'Leergut & Kästen', countingSpeedDeviation: -25 });
    expect(put.json).toMatchObject({ id: cat.json.id, name: 'Leergut & Kästen', countingSpeedDeviation: -25 });
    expect((await buero.request('GET', `/api/inventories/market-area-categories/${cat.json.id}`)).json.name).toBe('Leergut & Kästen');
    const list = await buero.request('GET', `/api/inventories/market-area-categories?marketAreaId=${area.json.id}`);
    expect(list.json._embedded.marketAreaCategories).toHaveLength(1);
    expect((await admin.request('DELETE', `/api/inventories/market-area-categories/${cat.json.id}`)).status).toBe(204);
    expect((await admin.request('DELETE', `/api/inventories/market-areas/${area.json.id}`)).status).toBe(204);
    expect((await buero.request('PUT', '/api/inventories/market-area-categories', { id: 1, name: 'x' })).status).toBe(403);
  });
});
