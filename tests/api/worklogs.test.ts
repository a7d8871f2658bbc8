/** Contract: worklog, accounting and per-diem paths (spec 1 §7) against the demo data. */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const mitarbeiter = new Client(base);
const now = DateTime.now().setZone('Europe/Berlin');
const today = now.toISODate()!;
const lastMonth = now.minus({ months: 1 }).toFormat('yyyy-MM');
let orderId: number;

beforeAll(async () => {
  await buero.login('buero');
  await mitarbeiter.login('mitarbeiter');
  const order = await buero.request('POST', '/api/orders', { name: 'Worklog-Vertrag', address: 'Weg 2', zip: '10115', city: 'Berlin', orderType: 'BEV', validFrom: now.startOf('month').toISODate(), validTo: today });
  orderId = order.json.id;
});

describe('worklogs', () => {
  it('POST 201, GET, PUT, DELETE 204', async () => {
    const post = await buero.request('POST', '/api/worklogs', { date: today, start: '06:00', end: '07:30', worklogType: 'WORK', comment: 'Leergut sortiert', orderId, employeeId: 2020 });
    expect(post.status).toBe(201);
    expect(post.json).toMatchObject({ date: today, start: '06:00', end: '07:30', worklogType: 'WORK', orderId, employeeId: 2020, insertUser: 'Thomas Becker', open: false });
    const get = await buero.request('GET', `/api/worklogs/${post.json.id}`);
    expect(get.json.order).toEqual({ id: orderId, name: 'Worklog-Vertrag' });
    const put = await buero.request('PUT', `/api/worklogs/${post.json.id}`, { start: '06:15', end: '07:45', worklogType: 'WORK', comment: '' });
    expect(put.json).toMatchObject({ start: '06:15', end: '07:45', updateUser: 'Thomas Becker' });
    expect((await buero.request('DELETE', `/api/worklogs/${post.json.id}`)).status).toBe(204);
    expect((await buero.request('GET', `/api/worklogs/${post.json.id}`)).status).toBe(404);
  });

  it('422 with paths, 409 on overlap, 403 without rights', async () => {
    const bad = await buero.request('POST', '/api/worklogs', { date: today, start: '09:00', end: '08:00', worklogType: 'WORK', orderId, employeeId: 2021 });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'start', message: 'Startzeit muss vor Endzeit liegen!' },
      { path: 'end', message: 'Startzeit muss vor Endzeit liegen!' },
    ]);
    await buero.request('POST', '/api/worklogs', { date: today, start: '08:00', end: '09:00', worklogType: 'WORK', orderId, employeeId: 2021 });
    const clash = await buero.request('POST', '/api/worklogs', { date: today, start: '08:30', end: '09:30', worklogType: 'PASSENGER', orderId, employeeId: 2021 });
    expect(clash.status).toBe(409);
    expect(clash.json.title).toMatch(/überschneiden/);
    expect((await mitarbeiter.request('POST', '/api/worklogs', { date: today, start: '10:00', end: '11:00', worklogType: 'WORK', orderId, employeeId: 2002 })).status).toBe(403);
  });

  it('GET /api/accounting/worklog/availableOrders?date and /accounting/worklog/employees?term', async () => {
    const orders = await buero.request('GET', `/api/accounting/worklog/availableOrders?date=${today}`);
    expect(orders.json.map((o: any) => o.id)).toContain(orderId);
    const employees = await buero.request('GET', '/api/accounting/worklog/employees?term=Hoff');
    expect(employees.json.map((e: any) => e.lastName)).toContain('Hoffmann');
  });

  it('GET /api/v2/employees/{id}/worklogs and /api/v2/orders/{id}/worklogs', async () => {
    const own = await mitarbeiter.request('GET', `/api/v2/employees/2002/worklogs?yearMonth=${lastMonth}`);
    expect(own.status).toBe(200);
    expect(Array.isArray(own.json._embedded.worklogs)).toBe(true);
    expect((await mitarbeiter.request('GET', `/api/v2/employees/2003/worklogs?yearMonth=${lastMonth}`)).status).toBe(403);
    const byOrder = await buero.request('GET', `/api/v2/orders/${orderId}/worklogs?yearMonth=${now.toFormat('yyyy-MM')}`);
    expect(byOrder.json._embedded.worklogs.map((w: any) => w.employeeId)).toContain(2021);
  });
});

describe('worklogs across midnight', () => {
  const yesterday = now.minus({ days: 1 }).toISODate()!;
  let nightOrder: number;
  const minutesWork = async (order: number, date: string, employeeId: number) => {
    const days = await buero.request('GET', `/api/orders/${order}/perdiems?yearMonth=${date.slice(0, 7)}`);
    return days.json.find((d: any) => d.date === date)?.employees.find((e: any) => e.employee.employeeId === employeeId)?.timeSpent.minutesWork;
  };
  const entriesOf = async (employeeId: number) => {
    const months = [...new Set([yesterday.slice(0, 7), today.slice(0, 7)])];
    const lists = await Promise.all(months.map((m) => buero.request('GET', `/api/v2/employees/${employeeId}/worklogs?yearMonth=${m}`)));
    return lists
      .flatMap((l) => l.json._embedded.worklogs)
      .filter((w: any) => w.date >= yesterday && w.orderId === nightOrder)
      .map((w: any) => [w.date, w.start, w.end, w.worklogType, w.comment]);
  };

  // Employees with nothing booked yesterday and today (the demo books every ended order, yesterday's too).
  const free: number[] = [];

  beforeAll(async () => {
    // A night belongs to its order: its morning may lie after the order's last day.
    const order = await buero.request('POST', '/api/orders', { name: 'Nacht-Vertrag', address: 'Weg 4', zip: '10115', city: 'Berlin', orderType: 'MIS', validFrom: yesterday, validTo: yesterday });
    nightOrder = order.json.id;
    for (let id = 2025; id < 2064 && free.length < 2; id++) {
      const months = [...new Set([yesterday.slice(0, 7), today.slice(0, 7)])];
      const lists = await Promise.all(months.map((m) => buero.request('GET', `/api/v2/employees/${id}/worklogs?yearMonth=${m}`)));
      if (lists.some((l) => l.status !== 200)) continue;
      if (!lists.flatMap((l) => l.json._embedded.worklogs).some((w: any) => w.date >= yesterday)) free.push(id);
    }
    expect(free).toHaveLength(2);
  });

  it('POST and PUT accept end "24:00": 22:00–24:00 counts 120 minutes', async () => {
    const post = await buero.request('POST', '/api/worklogs', { date: yesterday, start: '22:00', end: '24:00', worklogType: 'WORK', orderId: nightOrder, employeeId: free[0] });
    expect(post.status).toBe(201);
    expect(post.json).toMatchObject({ date: yesterday, start: '22:00', end: '24:00' });
    expect(await minutesWork(nightOrder, yesterday, free[0])).toBe(120);
    const earlier = await buero.request('POST', '/api/worklogs', { date: yesterday, start: '18:00', end: '19:00', worklogType: 'WORK', orderId: nightOrder, employeeId: free[0] });
    const put = await buero.request('PUT', `/api/worklogs/${earlier.json.id}`, { start: '20:00', end: '24:00', worklogType: 'WORK' });
    expect(put.status).toBe(409); // 20:00–24:00 overlaps 22:00–24:00
    await buero.request('DELETE', `/api/worklogs/${post.json.id}`);
    const moved = await buero.request('PUT', `/api/worklogs/${earlier.json.id}`, { start: '22:00', end: '24:00', worklogType: 'WORK' });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ start: '22:00', end: '24:00' });
    expect(await minutesWork(nightOrder, yesterday, free[0])).toBe(120);
  });

  it("05:00–04:00 without endsNextDay is 422 'Startzeit muss vor Endzeit liegen!' on start and end", async () => {
    const bad = await buero.request('POST', '/api/worklogs', { date: yesterday, start: '05:00', end: '04:00', worklogType: 'WORK', orderId: nightOrder, employeeId: free[1] });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'start', message: 'Startzeit muss vor Endzeit liegen!' },
      { path: 'end', message: 'Startzeit muss vor Endzeit liegen!' },
    ]);
  });

  it('endsNextDay saves the night as two entries and answers the first; the automatic pause lies at 04:00 on the second day', async () => {
    const post = await buero.request('POST', '/api/worklogs', { date: yesterday, start: '22:00', end: '06:00', endsNextDay: true, worklogType: 'WORK', orderId: nightOrder, employeeId: free[1] });
    expect(post.status).toBe(201);
    expect(post.json).toMatchObject({ date: yesterday, start: '22:00', end: '24:00', worklogType: 'WORK', orderId: nightOrder, employeeId: free[1] });
    expect(post.headers.get('location')).toBe(`/api/worklogs/${post.json.id}`);
    expect(await entriesOf(free[1])).toEqual([
      [yesterday, '22:00', '24:00', 'WORK', ''],
      [today, '00:00', '06:00', 'WORK', ''],
      [today, '04:00', '04:30', 'PAUSE', 'Automatische Pause'],
    ]);
    const future = await buero.request('POST', '/api/worklogs', { date: today, start: '22:00', end: '06:00', endsNextDay: true, worklogType: 'WORK', orderId, employeeId: free[1] });
    expect(future.status).toBe(422);
    expect(future.json).toEqual([{ path: 'end', message: 'Das Ende am Folgetag darf nicht in der Zukunft liegen.' }]);
  });
});

describe('accounting and per diems', () => {
  it('GET /api/accounting/employees?yearMonth', async () => {
    const res = await buero.request('GET', `/api/accounting/employees?yearMonth=${lastMonth}`);
    expect(res.status).toBe(200);
    const rows = res.json._embedded.employees;
    expect(rows.length).toBeGreaterThan(50);
    expect(rows[0]).toEqual({
      employee: { id: expect.any(Number), employeeId: expect.any(Number), firstName: expect.any(String), lastName: expect.any(String) },
      wage: { wageType: expect.any(String), wage: expect.any(Number) },
      minutes: { minutesWork: expect.any(Number), minutesTravel: expect.any(Number), minutesPassenger: expect.any(Number) },
      employmentType: expect.any(String),
    });
  });

  it('PUT /api/perdiems/employee/{employeeId} and /api/perdiems/order/{orderId}; GET the month lists', async () => {
    const one = await buero.request('PUT', '/api/perdiems/employee/2022', { orderId, date: today, catering: 32, misc: 24, breakfast: false });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ catering: 32, misc: 24, total: 56, employee: { employeeId: 2022 } });
    const bulk = await buero.request('PUT', `/api/perdiems/order/${orderId}`, { date: today, catering: 8, misc: 0, breakfast: true, employees: [{ employeeId: 2022 }, 2023] });
    expect(bulk.json._embedded.perdiems.map((p: any) => [p.employee.employeeId, p.total])).toEqual([[2022, 3.2], [2023, 3.2]]);
    const bad = await buero.request('PUT', '/api/perdiems/employee/2022', { orderId, date: today, catering: 5, misc: 0 });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'catering', message: 'Verpflegungszuschuss ist ungültig' }]);
    const byEmployee = await buero.request('GET', `/api/v2/employees/2022/perdiems?yearMonth=${now.toFormat('yyyy-MM')}`);
    expect(byEmployee.json._embedded.perdiems.some((p: any) => p.order.id === orderId)).toBe(true);
    const byOrder = await buero.request('GET', `/api/orders/${orderId}/perdiems?yearMonth=${now.toFormat('yyyy-MM')}`);
    const todayEntry = byOrder.json.find((d: any) => d.date === today);
    const ids = todayEntry.employees.map((e: any) => e.employee.employeeId);
    expect(ids).toEqual(expect.arrayContaining([2022, 2023, 2021]));
    const withPerDiem = todayEntry.employees.find((e: any) => e.employee.employeeId === 2022);
    expect(withPerDiem.perDiem).toMatchObject({ catering: 8, misc: 0, breakfast: true, total: 3.2 });
    const worked = todayEntry.employees.find((e: any) => e.employee.employeeId === 2021);
    expect(worked).toMatchObject({ perDiem: null, timeSpent: { minutesWork: 60, minutesTravel: 0, minutesPassenger: 0 } });
  });
});

describe('clocking history and recent per diems', () => {
  it('GET /api/clockingHistory/{employeeId}/{date}[/{orderId}]', async () => {
    await buero.request('POST', '/api/worklogs', { date: today, start: '05:00', end: '05:45', worklogType: 'TRAVEL', orderId, employeeId: 2024 });
    const all = await buero.request('GET', `/api/clockingHistory/2024/${today}`);
    expect(all.status).toBe(200);
    expect(all.json[0]).toEqual({
      worklogId: expect.any(Number), employeeName: expect.any(String), worklogType: 'TRAVEL', orderName: 'Worklog-Vertrag', start: '05:00', end: '05:45',
      active: false, creationDate: expect.any(String), createdBy: 'Thomas Becker', updateDate: null, updatedBy: null,
    });
    const one = await buero.request('GET', `/api/clockingHistory/2024/${today}/${orderId}`);
    expect(one.json).toHaveLength(all.json.length);
    expect((await mitarbeiter.request('GET', `/api/clockingHistory/2024/${today}`)).status).toBe(403);
  });

  it('GET /api/orders/{id}/perdiems/recent answers the latest day with per diems', async () => {
    const res = await buero.request('GET', `/api/orders/${orderId}/perdiems/recent`);
    expect(res.status).toBe(200);
    expect(res.json._embedded.perdiems.every((p: any) => p.date === today)).toBe(true);
  });
});
