/** Contract: order paths (spec 3 §7 Orders) against the demo data. */
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const teamleiter = new Client(base);
const mitarbeiter = new Client(base);
const today = DateTime.now().setZone('Europe/Berlin').toISODate()!;
const twoWeeksAgo = DateTime.now().setZone('Europe/Berlin').minus({ days: 14 }).toISODate()!;
let orderId: number;

beforeAll(async () => {
  await buero.login('buero');
  await teamleiter.login('teamleiter');
  await mitarbeiter.login('mitarbeiter');
});

const body = { name: 'EDEKA Vertragstest', address: 'Am Markt 3', zip: '04109', city: 'Leipzig', orderType: 'INV', validFrom: today, validTo: today, startTime: '06:30', positions: 9000, customerCategory: { flowers: true } };

describe('orders', () => {
  it('POST /api/orders 201 with Location; GET /api/orders/{id} with checklist; GET /api/v2/orders/{id}', async () => {
    const res = await buero.request('POST', '/api/orders', body);
    expect(res.status).toBe(201);
    orderId = res.json.id;
    expect(res.headers.get('location')).toBe(`/api/orders/${orderId}`);
    expect(res.json).toMatchObject({ type: 'Project', startTime: '06:30', flowers: true, customerCategory: { flowers: true }, checklistStatus: 'RED' });
    const one = await teamleiter.request('GET', `/api/orders/${orderId}`);
    expect(one.json.checklist).toHaveLength(7);
    expect(one.json.checklist[0]).toEqual({ id: expect.any(Number), code: 10, label: expect.any(String), done: false, updateTime: null, updateUser: null });
    expect((await buero.request('GET', `/api/v2/orders/${orderId}`)).json.name).toBe('EDEKA Vertragstest');
    expect((await buero.request('GET', '/api/orders/999999')).status).toBe(404);
    expect((await mitarbeiter.request('GET', `/api/orders/${orderId}`)).status).toBe(403);
  });

  it('422 with paths; PUT replaces', async () => {
    const bad = await buero.request('POST', '/api/orders', { ...body, name: '', positions: 0 });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'name', message: 'Name ist erforderlich' },
      { path: 'positions', message: 'Positionen muss größer als 0 sein' },
    ]);
    const put = await buero.request('PUT', `/api/orders/${orderId}`, { ...body, name: 'EDEKA Vertragstest Süd', startTime: '07:00' });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ name: 'EDEKA Vertragstest Süd', startTime: '07:00' });
    expect((await teamleiter.request('PUT', `/api/orders/${orderId}`, body)).status).toBe(403);
  });

  it('GET /api/orders?term', async () => {
    const res = await buero.request('GET', '/api/orders?term=Vertragstest');
    expect(res.json.map((o: any) => o.id)).toContain(orderId);
  });

  it('GET /api/v2/orders with from, to, include, orderType, size', async () => {
    const res = await buero.request('GET', `/api/v2/orders?from=${twoWeeksAgo}&to=${today}&include=checklist,notes&orderType=INV&size=1000`);
    expect(res.status).toBe(200);
    const orders = res.json._embedded.orders;
    expect(res.json.page.totalElements).toBe(orders.length);
    expect(orders.every((o: any) => o.orderType === 'INV' && o.validTo >= twoWeeksAgo && o.validFrom <= today)).toBe(true);
    expect(orders[0]).toHaveProperty('checklist');
    expect(orders[0]).toHaveProperty('notes');
    const plain = await buero.request('GET', `/api/v2/orders?from=${twoWeeksAgo}&to=${today}&size=1000`);
    expect(plain.json._embedded.orders[0]).not.toHaveProperty('checklist');
    expect((await buero.request('GET', '/api/v2/orders?from=14.11.2026')).status).toBe(422);
  });

  it('GET /api/v2/orders/export is a spreadsheet download', async () => {
    const res = await fetch(`${base}/api/v2/orders/export?from=${twoWeeksAgo}&to=${today}&orderType=INV`, { headers: { cookie: buero.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Auftraege_${twoWeeksAgo}_${today}_INV.xlsx"`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as never);
    expect(wb.getWorksheet('Aufträge')!.rowCount).toBeGreaterThan(1);
  });

  it('PATCH /api/v2/orders/{id}: notes, costCenterId (-1 clears)', async () => {
    const cc = (await buero.request('GET', '/api/v1/cost-centers')).json._embedded.costCenters;
    expect(cc.length).toBeGreaterThan(0);
    expect(cc[0]).toEqual({ id: expect.any(Number), name: expect.any(String), costCenter: expect.any(String) });
    const set = await buero.request('PATCH', `/api/v2/orders/${orderId}`, { notes: 'Anlieferung ab 6 Uhr', costCenterId: cc[0].id }, { 'content-type': 'application/merge-patch+json' });
    expect(set.json).toMatchObject({ notes: 'Anlieferung ab 6 Uhr', costCenterId: cc[0].id });
    const clear = await buero.request('PATCH', `/api/v2/orders/${orderId}`, { costCenterId: -1 });
    expect(clear.json).toMatchObject({ notes: 'Anlieferung ab 6 Uhr', costCenterId: null });
  });
});

describe('assignments, team leader, customer', () => {
  it('assignEmployee, GET assignments, findEmployee, assignTeamLeader, unassignEmployee', async () => {
    const add = await buero.request('POST', `/api/orders/${orderId}/assignEmployee`, { assignmentType: 'EMP', id: 2005 });
    expect(add.status).toBe(200);
    await buero.request('POST', `/api/orders/${orderId}/assignEmployee`, { assignmentType: 'SUP', id: 2006 });
    const list = await teamleiter.request('GET', `/api/v2/orders/${orderId}/assignments`);
    const visible = await buero.request('GET', `/api/v2/orders/${orderId}/assignments`);
    expect(list.status).toBe(403);
    expect(visible.json._embedded.assignments.map((a: any) => [a.assignmentType, a.employee.employeeId])).toEqual([['EMP', 2005], ['SUP', 2006]]);
    const found = await buero.request('GET', `/api/orders/${orderId}/findEmployee?term=2005&assignmentType=EMP`);
    expect(found.json).toEqual([]);
    const leader = await buero.request('POST', `/api/orders/${orderId}/assignTeamLeader/2005`);
    expect(leader.json.teamLeader.employeeId).toBe(2005);
    const cleared = await buero.request('POST', `/api/orders/${orderId}/assignTeamLeader/-1`);
    expect(cleared.json.teamLeader).toBeNull();
    const removed = await buero.request('POST', `/api/orders/${orderId}/unassignEmployee/2005`);
    expect(removed.json._embedded.assignments).toHaveLength(1);
    expect((await buero.request('POST', `/api/orders/${orderId}/unassignEmployee/2005`)).status).toBe(404);
  });

  it('assignCustomer fills the order; unassignCustomer removes the link', async () => {
    const customer = (await buero.request('GET', '/api/customers?active=true&size=1&sort=id')).json._embedded.customers[0];
    const res = await buero.request('POST', `/api/orders/${orderId}/assignCustomer`, { id: customer.id });
    expect(res.json).toMatchObject({ customerId: customer.id, name: customer.name, city: customer.address.city });
    const off = await buero.request('POST', `/api/orders/${orderId}/unassignCustomer/${customer.id}`);
    expect(off.json.customerId).toBeNull();
  });

  it('GET /api/order-history/{orderId}: newest first, 10 per page, who and what', async () => {
    const res = await buero.request('GET', `/api/order-history/${orderId}?page=0&size=10`);
    expect(res.status).toBe(200);
    const h = res.json._embedded.orderHistory;
    expect(res.json.page.totalElements).toBeGreaterThanOrEqual(8);
    expect(h).toHaveLength(10);
    expect(h[0]).toEqual({ id: expect.any(Number), date: expect.any(String), userName: 'Thomas Becker', action: expect.any(String), changes: expect.any(Array), employee: { id: 1002, employeeId: 1002, firstName: 'Thomas', lastName: 'Becker' } });
    const dates = h.map((x: any) => x.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('DELETE /api/v2/orders/{id}: 204, then 404', async () => {
    expect((await teamleiter.request('DELETE', `/api/v2/orders/${orderId}`)).status).toBe(403);
    expect((await buero.request('DELETE', `/api/v2/orders/${orderId}`)).status).toBe(204);
    expect((await buero.request('GET', `/api/v2/orders/${orderId}`)).status).toBe(404);
  });
});
