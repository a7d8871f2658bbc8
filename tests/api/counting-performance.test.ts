/** Contract: counting performance and the daily statistic (spec 3 §7 "Inventories", §9). */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const mitarbeiter = new Client(base);
const buero = new Client(base);
const anonymous = new Client(base);
const now = DateTime.now().setZone('Europe/Berlin');
/** The demo's "today" (tests/scripts/stack.mjs): its inventory and tasks stay there when a run crosses midnight. */
const today = process.env.TEST_DEMO_DAY ? DateTime.fromISO(process.env.TEST_DEMO_DAY, { zone: 'Europe/Berlin' }) : now;
const ROW_KEYS = ['date', 'name', 'orderId', 'positions', 'positionsPerHour', 'positionsPerHourTotal', 'positionsTotal', 'workingMinutes', 'workingMinutesTotal'];

beforeAll(async () => {
  await admin.login('admin');
  await mitarbeiter.login('mitarbeiter');
  await buero.login('buero');
});

describe('GET /v2/employees/{id}/counting-performances', () => {
  it('one month with rows and totals; the demo shows rows for the demo field employee', async () => {
    const months = [today.toFormat('yyyy-MM'), today.minus({ months: 1 }).toFormat('yyyy-MM')];
    let rows = 0;
    for (const ym of months) {
      const res = await mitarbeiter.request('GET', `/api/v2/employees/2002/counting-performances?yearMonth=${ym}&size=1000`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.json).sort()).toEqual(['employeeId', 'employeeName', 'positions', 'positionsPerHour', 'rows', 'workingMinutes', 'yearMonth']);
      expect(res.json).toMatchObject({ employeeId: 2002, employeeName: 'Lena Hoffmann', yearMonth: ym });
      for (const r of res.json.rows) {
        expect(Object.keys(r).sort()).toEqual(ROW_KEYS);
        expect(r.positionsPerHour).toBe(r.workingMinutes > 0 ? Math.round(r.positions / (r.workingMinutes / 60)) : 0);
        expect(r.workingMinutesTotal).toBeGreaterThanOrEqual(r.workingMinutes);
      }
      expect(res.json.workingMinutes).toBe(res.json.rows.reduce((s: number, r: any) => s + r.workingMinutes, 0));
      rows += res.json.rows.length;
    }
    expect(rows).toBeGreaterThan(0);
    const current = await mitarbeiter.request('GET', '/api/v2/employees/2002/counting-performances');
    expect(current.json.yearMonth).toBe(now.toFormat('yyyy-MM'));
  });

  it("403 for another's without Statistic; 422 bad month / size; 404 unknown; 401 anonymous", async () => {
    expect((await mitarbeiter.request('GET', '/api/v2/employees/2001/counting-performances')).status).toBe(403);
    // The office holds Statistic (demo role Büro): another employee's figures are open to it.
    expect((await buero.request('GET', '/api/v2/employees/2001/counting-performances')).status).toBe(200);
    expect((await admin.request('GET', '/api/v2/employees/2001/counting-performances')).status).toBe(200);
    const bad = await mitarbeiter.request('GET', '/api/v2/employees/2002/counting-performances?yearMonth=2026-1');
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'yearMonth', message: 'Monat im Format JJJJ-MM angeben' }]);
    expect((await mitarbeiter.request('GET', '/api/v2/employees/2002/counting-performances?size=x')).status).toBe(422);
    expect((await admin.request('GET', '/api/v2/employees/999999/counting-performances')).status).toBe(404);
    expect((await anonymous.request('GET', '/api/v2/employees/2002/counting-performances')).status).toBe(401);
  });
});

describe('GET /statistics/employees/daily', () => {
  it("today's demo inventory: progress, a speed and a time-left estimate", async () => {
    const res = await admin.request('GET', `/api/statistics/employees/daily?date=${today.toISODate()}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['avgPosPerHourPast', 'date', 'employees', 'firstClockInTime', 'minutesToday', 'positionsDone', 'positionsLeft', 'timeLeftMinutes']);
    expect(res.json.positionsLeft).toBeGreaterThan(0);
    expect(res.json.positionsDone).toBeGreaterThan(0);
    expect(res.json.employees.length).toBeGreaterThan(0);
    expect(Object.keys(res.json.employees[0]).sort()).toEqual(['avgPosPerHourPast', 'employeeId', 'employeeName', 'firstClockInTime', 'minutesToday']);
    expect(res.json.avgPosPerHourPast).toBeGreaterThan(0);
    expect(res.json.timeLeftMinutes).toBeGreaterThan(0);
    const orderIds = [...new Set((await admin.request('GET', `/api/order-task?date=${today.toISODate()}`)).json.map((t: any) => t.orderId))].join(',');
    expect((await admin.request('GET', `/api/statistics/employees/daily?date=${today.toISODate()}&orderIds=${orderIds}&employeeIds=2002`)).json.employees.map((e: any) => e.employeeId)).toEqual([2002]);
  });

  it('the team summary only for task managers: Statistic without Inventory_ViewTasksManager gets its own figures, never the team’s (REST and GraphQL)', async () => {
    // buero holds Statistic but manages no tasks: the tasks tab shows it no summary bar, so the API refuses too.
    const day = today.toISODate();
    expect((await buero.request('GET', `/api/statistics/employees/daily?date=${day}`)).status).toBe(403);
    expect((await buero.request('GET', `/api/statistics/employees/daily?date=${day}&employeeIds=2002`)).status).toBe(403);
    expect((await buero.request('GET', `/api/statistics/employees/daily?date=${day}&employeeIds=1002,2002`)).status).toBe(403);
    const own = await buero.request('GET', `/api/statistics/employees/daily?date=${day}&employeeIds=1002`);
    expect(own.status).toBe(200);
    expect(own.json.employees.map((e: any) => e.employeeId)).toEqual([1002]);
    const query = 'query($date: String, $employeeIds: [Int!]) { dailyStatistic(date: $date, employeeIds: $employeeIds) { positionsDone positionsLeft } }';
    const team = await buero.request('POST', '/graphql', { query, variables: { date: day } });
    expect(team.json.data).toBeNull();
    expect(team.json.errors[0].extensions.code).toBe('FORBIDDEN');
    const other = await buero.request('POST', '/graphql', { query, variables: { date: day, employeeIds: [2002] } });
    expect(other.json.errors[0].extensions.code).toBe('FORBIDDEN');
    const self = await buero.request('POST', '/graphql', { query, variables: { date: day, employeeIds: [1002] } });
    expect(self.json.errors).toBeUndefined();
    // The task manager (team leader) still sees the whole team.
    const teamleiter = new Client(base);
    await teamleiter.login('teamleiter');
    const lead = await teamleiter.request('GET', `/api/statistics/employees/daily?date=${day}`);
    expect(lead.status).toBe(200);
    expect(lead.json.positionsLeft + lead.json.positionsDone).toBeGreaterThan(0);
  });

  it('others only for exactly themselves (403); 422 bad ids or date', async () => {
    expect((await mitarbeiter.request('GET', '/api/statistics/employees/daily?employeeIds=2002')).status).toBe(200);
    expect((await mitarbeiter.request('GET', '/api/statistics/employees/daily')).status).toBe(403);
    expect((await mitarbeiter.request('GET', '/api/statistics/employees/daily?employeeIds=2002,2001')).status).toBe(403);
    expect((await admin.request('GET', '/api/statistics/employees/daily?orderIds=1,x')).status).toBe(422);
    const badDate = await admin.request('GET', '/api/statistics/employees/daily?date=2026-02-30');
    expect(badDate.status).toBe(422);
    expect(badDate.json[0].path).toBe('date');
  });
});
