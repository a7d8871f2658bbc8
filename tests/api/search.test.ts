/** Contract: global search (spec 3 §2.12), GET /search?term. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);
const anonymous = new Client(base);

beforeAll(async () => {
  await admin.login('admin');
  await buero.login('buero');
});

describe('GET /search', () => {
  it('employees and orders in two lists with the documented fields; with and without umlaut', async () => {
    for (const term of ['Krüger', 'Kruger']) {
      const res = await admin.request('GET', `/api/search?term=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.json).sort()).toEqual(['employees', 'orders']);
      expect(res.json.employees).toContainEqual({ id: 1001, fullName: 'Sabine Krüger', employeeId: 1001, active: true });
      expect(res.json.employees.every((e: any) => /Krüger/.test(e.fullName))).toBe(true);
    }
    const orders = (await admin.request('GET', '/api/search?term=Hamburg')).json.orders;
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.length).toBeLessThanOrEqual(10);
    expect(Object.keys(orders[0]).sort()).toEqual(['city', 'id', 'name', 'orderType']);
  });

  it('"krueger" finds "Krüger" as "Krüger" and "kruger" do; the lookup too (search folds ue, oe, ae, ss)', async () => {
    for (const term of ['krueger', 'Krüger', 'kruger', 'KRUEGER']) {
      const res = await admin.request('GET', `/api/search?term=${encodeURIComponent(term)}`);
      expect(res.status).toBe(200);
      expect(res.json.employees, term).toContainEqual({ id: 1001, fullName: 'Sabine Krüger', employeeId: 1001, active: true });
    }
    for (const term of ['krueger', 'kruger', 'Krueger, Sabine']) {
      const res = await buero.request('GET', `/api/employees/search?term=${encodeURIComponent(term)}`);
      expect(res.status, res.text).toBe(200);
      expect(res.json.map((e: any) => e.employeeId), term).toContain(1001);
    }
  });

  it('a number finds the personnel number first; fewer than 3 characters: empty lists', async () => {
    expect((await admin.request('GET', '/api/search?term=2002')).json.employees[0]).toMatchObject({ id: 2002, fullName: 'Lena Hoffmann' });
    expect((await admin.request('GET', '/api/search?term=Kr')).json).toEqual({ employees: [], orders: [] });
    expect((await admin.request('GET', '/api/search')).json).toEqual({ employees: [], orders: [] });
  });

  it('Superadmin only: 403 otherwise, 401 anonymous', async () => {
    expect((await buero.request('GET', '/api/search?term=Krüger')).status).toBe(403);
    expect((await anonymous.request('GET', '/api/search?term=Krüger')).status).toBe(401);
  });
});
