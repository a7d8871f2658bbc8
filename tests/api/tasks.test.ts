/** Contract: inventory tasks and the CSV task import (spec 3 §7 "Inventories"). */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);
const mitarbeiter = new Client(base);
const anonymous = new Client(base);
const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
const TASK_KEYS = ['completed', 'completedDate', 'date', 'employeeId', 'employeeName', 'id', 'importId', 'label', 'orderId', 'orderName', 'positions', 'priority'];
const IMPORT_KEYS = ['completedCount', 'createdAt', 'date', 'employeeId', 'employeeName', 'fileName', 'id', 'orderId', 'orderName', 'taskCount', 'tasks'];
let orderId: number;
let date: string;

async function upload(client: Client, parts: { csv?: string; fileName?: string; orderId?: string; date?: string }) {
  const form = new FormData();
  if (parts.orderId !== undefined) form.append('orderId', parts.orderId);
  if (parts.date !== undefined) form.append('date', parts.date);
  if (parts.csv !== undefined) form.append('file', new Blob([parts.csv], { type: 'text/csv' }), parts.fileName ?? 'aufgaben.csv');
  const res = await fetch(`${base}/api/order-task/import`, { method: 'POST', body: form, headers: client.cookie ? { cookie: client.cookie } : {} });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}

beforeAll(async () => {
  await admin.login('admin');
  await buero.login('buero');
  await mitarbeiter.login('mitarbeiter');
  // An INV order of its own, far ahead (the stack may have run this file before: a new one each time).
  const day = today.plus({ days: 250 + Math.floor(Math.random() * 100) });
  date = day.toISODate()!;
  const res = await buero.request('POST', '/api/orders', {
    name: 'REWE Aufgaben', address: 'Weg 1', zip: '20095', city: 'Hamburg', orderType: 'INV', validFrom: date, validTo: date, positions: 10,
  });
  expect(res.status).toBe(201);
  orderId = res.json.id;
});

describe('/order-task', () => {
  it('POST → 201 + Location with the task; GET by date/order/employee; PUT; DELETE → 204', async () => {
    const res = await admin.request('POST', '/api/order-task', { orderId, label: 'Regal 1', positions: 120, employeeId: 2002, priority: 2 });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/order-task/${res.json.id}`);
    expect(Object.keys(res.json).sort()).toEqual(TASK_KEYS);
    expect(res.json).toMatchObject({ orderId, date, label: 'Regal 1', positions: 120, employeeId: 2002, employeeName: 'Lena Hoffmann', priority: 2, completed: false, completedDate: null, importId: null });
    const list = await admin.request('GET', `/api/order-task?date=${date}&orderId=${orderId}`);
    expect(list.status).toBe(200);
    expect(list.json.map((t: any) => t.id)).toContain(res.json.id);
    const mine = await mitarbeiter.request('GET', `/api/order-task/employee/2002?date=${date}`);
    expect(mine.json.map((t: any) => t.id)).toContain(res.json.id);
    // A full task object from GET is accepted; unknown keys are ignored.
    const put = await mitarbeiter.request('PUT', `/api/order-task/${res.json.id}`, { ...res.json, completed: true });
    expect(put.status).toBe(200);
    expect(put.json.completed).toBe(true);
    expect(typeof put.json.completedDate).toBe('string');
    expect((await mitarbeiter.request('PUT', `/api/order-task/${res.json.id}`, { label: 'Neu' })).status).toBe(403);
    expect((await admin.request('PUT', `/api/order-task/${res.json.id}`, { label: 'Neu', positions: '7' })).json).toMatchObject({ label: 'Neu', positions: 7 });
    expect((await mitarbeiter.request('DELETE', `/api/order-task/${res.json.id}`)).status).toBe(403);
    expect((await admin.request('DELETE', `/api/order-task/${res.json.id}`)).status).toBe(204);
    expect((await admin.request('DELETE', `/api/order-task/${res.json.id}`)).status).toBe(404);
    const missing = await admin.request('PUT', `/api/order-task/${res.json.id}`, { completed: true });
    expect(missing.status).toBe(404);
    expect(missing.json.title).toBe('Aufgabe nicht gefunden');
  });

  it('422 with field paths and German messages; 403 for non-managers; 401 anonymous', async () => {
    const res = await admin.request('POST', '/api/order-task', { orderId, label: '', positions: -1, priority: 1 });
    expect(res.status).toBe(422);
    expect(res.json).toEqual([
      { path: 'label', message: 'Bezeichnung muss gesetzt sein' },
      { path: 'positions', message: 'Positionen müssen eine ganze Zahl ab 0 sein' },
      { path: 'employeeId', message: 'Mitarbeiter muss gesetzt sein' },
    ]);
    const outside = await admin.request('POST', '/api/order-task', { orderId, label: 'x', positions: 1, employeeId: 2002, date: '2020-01-01' });
    expect(outside.json).toEqual([{ path: 'date', message: 'Das Datum liegt außerhalb des Auftrags' }]);
    expect((await admin.request('GET', '/api/order-task?orderId=abc')).status).toBe(422);
    expect((await admin.request('GET', '/api/order-task?orderId=abc')).json[0].path).toBe('orderId');
    expect((await buero.request('POST', '/api/order-task', { orderId, label: 'x', positions: 1, employeeId: 2002 })).status).toBe(403);
    expect((await anonymous.request('GET', '/api/order-task')).status).toBe(401);
  });
});

describe('/order-task/import', () => {
  it('POST multipart → 201 import with tasks; GET lists (all, by order); DELETE → 204, then 404', async () => {
    const res = await upload(admin, { orderId: String(orderId), date, csv: 'label;positions;employeeName;employeeId;priority\r\nGemüse;12;Lena;2002;1\r\nKühlung;3;Markus;2001\r\n' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(IMPORT_KEYS);
    expect(res.json).toMatchObject({ orderId, date, fileName: 'aufgaben.csv', employeeId: 1001, taskCount: 2, completedCount: 0 });
    expect(Object.keys(res.json.tasks[0]).sort()).toEqual(TASK_KEYS);
    const all = await admin.request('GET', '/api/order-task/import?size=1000&sort=name,asc');
    expect(all.status).toBe(200);
    expect(all.json.some((i: any) => i.id === res.json.id)).toBe(true);
    const byOrder = await admin.request('GET', `/api/order-task/import/order/${orderId}`);
    expect(byOrder.json.map((i: any) => i.id)).toEqual([res.json.id]);
    expect((await admin.request('GET', '/api/order-task/import?sort=bogus')).status).toBe(422);
    expect((await buero.request('GET', '/api/order-task/import')).status).toBe(403);
    expect((await admin.request('DELETE', `/api/order-task/import/${res.json.id}`)).status).toBe(204);
    expect((await admin.request('GET', `/api/order-task?orderId=${orderId}`)).json.some((t: any) => t.importId === res.json.id)).toBe(false);
    const gone = await admin.request('DELETE', `/api/order-task/import/${res.json.id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.title).toBe('Import nicht gefunden');
  });

  it('422 for bad lines (nothing stored), no file, a non-CSV, no order; 403 non-managers', async () => {
    const bad = await upload(admin, { orderId: String(orderId), csv: 'h\nA;1;x;2001;1\n;x;y;999999;1\n' });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'lines[3].label', message: 'Bezeichnung fehlt' },
      { path: 'lines[3].positions', message: 'Positionen müssen eine ganze Zahl ab 0 sein' },
    ]);
    expect((await upload(admin, { orderId: String(orderId) })).json).toEqual([{ path: 'file', message: 'Es muss genau eine *.csv Datei hochgeladen werden' }]);
    expect((await upload(admin, { orderId: String(orderId), csv: 'h\nA;1;x;2001\n', fileName: 'a.xlsx' })).json).toEqual([{ path: 'file', message: 'Es muss genau eine *.csv Datei hochgeladen werden' }]);
    expect((await upload(admin, { csv: 'h\nA;1;x;2001\n' })).json).toEqual([{ path: 'orderId', message: 'Auftrag muss gesetzt sein' }]);
    expect((await upload(buero, { orderId: String(orderId), csv: 'h\nA;1;x;2001\n' })).status).toBe(403);
    expect((await admin.request('GET', `/api/order-task/import/order/${orderId}`)).json).toEqual([]);
  });
});
