/** Contract: statistics — order summaries, cash flows, employee statistics, payroll-tax factors (spec 3 §2.8, §9). */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);
const mitarbeiter = new Client(base);
const anonymous = new Client(base);
const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
const SUMMARY_KEYS = ['averageWage', 'computedAt', 'costs', 'costsPassenger', 'costsTravel', 'costsWithPayrollTaxes', 'earnings', 'expenses', 'minutes', 'order', 'perDiemTotal', 'productivity', 'profit', 'yearMonth'];
const CASH_FLOW_KEYS = ['amount', 'cashFlowType', 'date', 'description', 'id', 'orderId', 'orderName'];
let orderId: number;
let month: string;

beforeAll(async () => {
  await admin.login('admin');
  await buero.login('buero');
  await mitarbeiter.login('mitarbeiter');
  // An order of its own, far ahead (the stack may have run this file before: a new one each time).
  const day = today.plus({ days: 400 + Math.floor(Math.random() * 200) });
  month = day.toFormat('yyyy-MM');
  const res = await buero.request('POST', '/api/orders', { name: 'Statistik REST', address: 'Weg 1', zip: '20095', city: 'Hamburg', orderType: 'BEV', validFrom: day.toISODate(), validTo: day.toISODate() });
  expect(res.status).toBe(201);
  orderId = res.json.id;
});

describe('/statistics/orders/{id}/cashflow…', () => {
  it('default, POST 201, PUT 200, DELETE 200: each answers { months, cashFlows }', async () => {
    const d = await admin.request('GET', `/api/statistics/orders/${orderId}/cashflow/default`);
    expect(d.status).toBe(200);
    expect(d.json).toEqual({ orderId, date: month, amount: null, cashFlowType: 'IN', description: '' });

    const created = await admin.request('POST', `/api/statistics/orders/${orderId}/cashflow`, { date: month, amount: '1250.50', cashFlowType: 'IN', description: 'Rechnung', id: 5, orderName: 'x' });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/statistics/orders/${orderId}/cashflows`);
    expect(Object.keys(created.json).sort()).toEqual(['cashFlows', 'months']);
    expect(created.json.cashFlows).toHaveLength(1);
    expect(Object.keys(created.json.cashFlows[0]).sort()).toEqual(CASH_FLOW_KEYS);
    expect(created.json.cashFlows[0]).toMatchObject({ orderId, orderName: 'Statistik REST', date: month, amount: 1250.5, cashFlowType: 'IN', description: 'Rechnung' });
    expect(created.json.months).toHaveLength(1);
    expect(Object.keys(created.json.months[0]).sort()).toEqual(SUMMARY_KEYS);
    expect(created.json.months[0]).toMatchObject({ yearMonth: month, minutes: 0, earnings: 1250.5, expenses: 0, profit: 1250.5, productivity: 100, averageWage: null });
    const id = created.json.cashFlows[0].id;

    const out = await admin.request('POST', `/api/statistics/orders/${orderId}/cashflow`, { date: month, amount: 50, cashFlowType: 'OUT' });
    expect(out.status).toBe(201);
    expect(out.json.months[0]).toMatchObject({ earnings: 1250.5, expenses: 50, profit: 1200.5 });

    const put = await admin.request('PUT', `/api/statistics/orders/${orderId}/cashflow/${id}`, { date: month, amount: 1300, cashFlowType: 'IN', description: 'Rechnung korrigiert' });
    expect(put.status).toBe(200);
    expect(put.json.months[0]).toMatchObject({ earnings: 1300, profit: 1250 });

    const list = await admin.request('GET', `/api/statistics/orders/${orderId}/cashflows`);
    expect(list.status).toBe(200);
    expect(list.json.cashFlows.map((c: any) => c.amount).sort()).toEqual([1300, 50]);

    const del = await admin.request('DELETE', `/api/statistics/orders/${orderId}/cashflow/${id}`);
    expect(del.status).toBe(200);
    expect(del.json.cashFlows.map((c: any) => c.cashFlowType)).toEqual(['OUT']);
    expect(del.json.months[0]).toMatchObject({ earnings: 0, expenses: 50, profit: -50 });
    expect((await admin.request('DELETE', `/api/statistics/orders/${orderId}/cashflow/${id}`)).status).toBe(404);
  });

  it('422 with paths and German messages; 404 unknown order or cash flow; 403 without Statistic and the money right; 401 anonymous', async () => {
    const bad = await admin.request('POST', `/api/statistics/orders/${orderId}/cashflow`, { amount: -3, date: '03/2030' });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'amount', message: 'Betrag muss positiv sein' },
      { path: 'date', message: 'Monat im Format JJJJ-MM angeben' },
    ]);
    const missing = await admin.request('POST', `/api/statistics/orders/${orderId}/cashflow`, {});
    expect(missing.status).toBe(422);
    expect(missing.json).toEqual([
      { path: 'amount', message: 'Betrag muss gesetzt sein' },
      { path: 'date', message: 'Datum muss gesetzt sein' },
    ]);
    expect((await admin.request('POST', `/api/statistics/orders/${orderId}/cashflow`, { amount: 0, date: month })).json).toEqual([{ path: 'amount', message: 'Betrag darf nicht 0 sein' }]);
    expect((await admin.request('POST', '/api/statistics/orders/999999/cashflow', { amount: 1, date: month })).status).toBe(404);
    expect((await admin.request('PUT', `/api/statistics/orders/${orderId}/cashflow/999999`, { amount: 1, date: month })).status).toBe(404);
    expect((await admin.request('GET', '/api/statistics/orders/abc/cashflows')).status).toBe(404);
    expect((await admin.request('GET', '/api/statistics/orders/999999/cashflow/default')).status).toBe(404);
    // The office (Statistic and the money right) may; the field employee may not.
    expect((await buero.request('GET', `/api/statistics/orders/${orderId}/cashflows`)).status).toBe(200);
    expect((await mitarbeiter.request('GET', `/api/statistics/orders/${orderId}/cashflows`)).status).toBe(403);
    expect((await mitarbeiter.request('POST', `/api/statistics/orders/${orderId}/cashflow`, { amount: 1, date: month })).status).toBe(403);
    expect((await anonymous.request('GET', `/api/statistics/orders/${orderId}/cashflows`)).status).toBe(401);
  });
});

describe('/statistics/orders', () => {
  it('GET the month, the two before and the previous-year month; orderType filter; 422 bad month; 403/401', async () => {
    await admin.request('POST', `/api/statistics/orders/${orderId}/cashflow`, { date: month, amount: 10 });
    const res = await admin.request('GET', `/api/statistics/orders?yearMonth=${month}&orderType=BEV`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['months', 'orderSummaries', 'previousYear', 'yearMonth']);
    expect(res.json.yearMonth).toBe(month);
    expect(res.json.months).toEqual([DateTime.fromISO(`${month}-01`).minus({ months: 2 }).toFormat('yyyy-MM'), DateTime.fromISO(`${month}-01`).minus({ months: 1 }).toFormat('yyyy-MM'), month]);
    const row = res.json.orderSummaries.find((r: any) => r.order.id === orderId);
    expect(Object.keys(row).sort()).toEqual(SUMMARY_KEYS);
    expect(row.order).toEqual({ id: orderId, name: 'Statistik REST', orderType: 'BEV', city: 'Hamburg' });
    expect(res.json.orderSummaries.every((r: any) => r.order.orderType === 'BEV')).toBe(true);
    expect((await admin.request('GET', `/api/statistics/orders?yearMonth=${month}&orderType=INV`)).json.orderSummaries.some((r: any) => r.order.id === orderId)).toBe(false);
    const current = await admin.request('GET', '/api/statistics/orders');
    expect(current.status).toBe(200);
    expect(current.json.yearMonth).toBe(today.toFormat('yyyy-MM'));
    const bad = await admin.request('GET', '/api/statistics/orders?yearMonth=2030-13');
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'yearMonth', message: 'Monat im Format JJJJ-MM angeben' }]);
    expect((await mitarbeiter.request('GET', '/api/statistics/orders')).status).toBe(403);
    expect((await anonymous.request('GET', '/api/statistics/orders')).status).toBe(401);
  });

  it('GET {id}/monthly-summaries as a HAL list; POST refresh (all → { refreshed }, one → the summary); 404; 403', async () => {
    const list = await admin.request('GET', `/api/statistics/orders/${orderId}/monthly-summaries`);
    expect(list.status).toBe(200);
    expect(list.json._embedded.monthlySummaries.map((s: any) => s.yearMonth)).toEqual([month]);
    expect(list.json.page).toMatchObject({ totalElements: 1 });
    const all = await admin.request('POST', `/api/statistics/orders/refresh?yearMonth=${month}`);
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ refreshed: expect.any(Number) });
    expect(all.json.refreshed).toBeGreaterThanOrEqual(1);
    const viaBody = await admin.request('POST', '/api/statistics/orders/refresh', { yearMonth: month, orderType: 'BEV' });
    expect(viaBody.status).toBe(200);
    const one = await admin.request('POST', `/api/statistics/orders/${orderId}/refresh`, { yearMonth: month });
    expect(one.status).toBe(200);
    expect(Object.keys(one.json).sort()).toEqual(SUMMARY_KEYS);
    expect(one.json).toMatchObject({ yearMonth: month, order: { id: orderId } });
    expect((await admin.request('POST', '/api/statistics/orders/refresh', { yearMonth: 'Mai' })).status).toBe(422);
    expect((await admin.request('GET', '/api/statistics/orders/999999/monthly-summaries')).status).toBe(404);
    expect((await admin.request('POST', '/api/statistics/orders/999999/refresh')).status).toBe(404);
    expect((await mitarbeiter.request('GET', `/api/statistics/orders/${orderId}/monthly-summaries`)).status).toBe(403);
    expect((await mitarbeiter.request('POST', '/api/statistics/orders/refresh')).status).toBe(403);
  });
});

describe('/statistics/employees', () => {
  it('GET as a HAL list of employees with months; 422 range; 403', async () => {
    const res = await admin.request('GET', '/api/statistics/employees');
    expect(res.status).toBe(200);
    const employees = res.json._embedded.employees;
    expect(Array.isArray(employees)).toBe(true);
    for (const e of employees) {
      expect(Object.keys(e).sort()).toEqual(['employeeId', 'firstName', 'id', 'lastName', 'months']);
      expect(e.months).toHaveLength(3);
      for (const m of e.months) expect(Object.keys(m).sort()).toEqual(['minutesTravel', 'minutesWork', 'wage', 'wageType', 'workingDays', 'yearMonth']);
    }
    const twelve = await admin.request('GET', `/api/statistics/employees?from=${today.minus({ months: 11 }).toFormat('yyyy-MM')}&to=${today.toFormat('yyyy-MM')}`);
    expect(twelve.status).toBe(200);
    const tooMany = await admin.request('GET', `/api/statistics/employees?from=${today.minus({ months: 12 }).toFormat('yyyy-MM')}&to=${today.toFormat('yyyy-MM')}`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.json).toEqual([{ path: 'to', message: 'Höchstens 12 Monate' }]);
    const reversed = await admin.request('GET', '/api/statistics/employees?from=2026-05&to=2026-04');
    expect(reversed.json).toEqual([{ path: 'to', message: 'Bis darf nicht vor Von liegen' }]);
    expect((await mitarbeiter.request('GET', '/api/statistics/employees')).status).toBe(403);
  });
});

describe('/statistics/payroll-tax-factors', () => {
  it('GET and PUT (only the money right; 422 outside 1..3)', async () => {
    const get = await buero.request('GET', '/api/statistics/payroll-tax-factors');
    expect(get.status).toBe(200);
    expect(Object.keys(get.json).sort()).toEqual(['FUL', 'MIN', 'SHO', 'WORKING_STUDENT']);
    const put = await buero.request('PUT', '/api/statistics/payroll-tax-factors', { ...get.json, SHO: '1.05' });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ ...get.json, SHO: 1.05 });
    const bad = await buero.request('PUT', '/api/statistics/payroll-tax-factors', { FUL: 0.9 });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'FUL', message: 'Faktor muss zwischen 1 und 3 liegen' }]);
    expect((await buero.request('PUT', '/api/statistics/payroll-tax-factors', get.json)).json).toEqual(get.json);
    expect((await mitarbeiter.request('GET', '/api/statistics/payroll-tax-factors')).status).toBe(403);
    expect((await mitarbeiter.request('PUT', '/api/statistics/payroll-tax-factors', { FUL: 1.2 })).status).toBe(403);
  });
});
