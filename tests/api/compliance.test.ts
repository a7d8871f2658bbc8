/**
 * Contract: the compliance paths (an extension beyond the spec's list: GET /api/compliance/findings,
 * POST /api/compliance/findings/{id}/acknowledge, GET and PUT /api/compliance/legal-values) and the
 * warnings the assignment and the clock answers carry, against the running app with demo data. The
 * cases are made here (employees 3961–3963 of this file) so the answers do not depend on other files.
 */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);
const teamleiter = new Client(base);
const anonymous = new Client(base);
const berlin = DateTime.now().setZone('Europe/Berlin');
const today = berlin.toISODate()!;
const month = berlin.toFormat('yyyy-MM');
const first = berlin.startOf('month').toISODate()!;
/** A day of this month before today when there is one (a worklog may not lie in the future). */
const workDay = today > first ? first : today;

const LOW_WAGE = 3961;
const MINOR = 3962;
let orderId: number;
let eveningOrder: number;

async function employee(id: number, wage: number, birthdate: string) {
  const r = await buero.gql(`mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { id } }`, {
    input: {
      employee: { employeeId: id, firstName: 'Vera', lastName: `Vertrag${id}`, birthdate, email: `v${id}@example.de`, companyLocationId: 1 },
      wage: { wage, wageType: 'WAG', validFrom: month },
      employment: { employmentType: 'FUL', validFrom: first },
    },
  });
  expect(r.json.errors).toBeUndefined();
}

async function newOrder(name: string, startTime: string) {
  const res = await buero.request('POST', '/api/orders', { name, address: 'Prüfweg 1', zip: '01067', city: 'Dresden', orderType: 'MOD', validFrom: first, validTo: today, startTime });
  expect(res.status, res.text).toBe(201);
  return res.json.id as number;
}

beforeAll(async () => {
  // One after the other: the login throttle counts parallel attempts.
  await admin.login('admin');
  await buero.login('buero');
  await teamleiter.login('teamleiter');
  orderId = await newOrder('Prüfung Vertrag', '07:00');
  eveningOrder = await newOrder('Prüfung Abend', '21:00');
  await employee(LOW_WAGE, 12, '1990-01-01');
  await employee(MINOR, 14, `${berlin.year - 16}-01-01`);
  const w = await buero.request('POST', '/api/worklogs', { date: workDay, start: '00:00', end: '00:01', worklogType: 'WORK', orderId, employeeId: LOW_WAGE });
  expect(w.status, w.text).toBe(201);
});

const FIELDS = ['id', 'rule', 'employeeId', 'employeeName', 'date', 'severity', 'message', 'figures', 'acknowledged', 'acknowledgedBy', 'acknowledgedAt', 'acknowledgeReason'];

describe('GET /api/compliance/findings', () => {
  it('200: the month\'s findings in _embedded.findings with the documented fields, figures as an object', async () => {
    const res = await buero.request('GET', `/api/compliance/findings?yearMonth=${month}`);
    expect(res.status, res.text).toBe(200);
    const list = res.json._embedded.findings;
    const mine = list.find((f: any) => f.employeeId === LOW_WAGE && f.rule === 'MINDESTLOHN');
    expect(Object.keys(mine).sort()).toEqual([...FIELDS].sort());
    expect(mine).toMatchObject({ id: `MINDESTLOHN:${LOW_WAGE}:${workDay}`, employeeName: `Vertrag${LOW_WAGE}, Vera`, date: workDay, severity: 'VIOLATION', acknowledged: false, acknowledgedBy: null });
    expect(mine.figures).toMatchObject({ wageType: 'WAG', hourlyPayCents: 1200 });
    expect(mine.message).toContain('MiLoG');
    for (const f of list) {
      expect(f.date.startsWith(month)).toBe(true);
      expect(['WARNING', 'VIOLATION']).toContain(f.severity);
    }
  });

  it('filters by rule and employee', async () => {
    const byEmployee = (await buero.request('GET', `/api/compliance/findings?yearMonth=${month}&employeeId=${LOW_WAGE}`)).json._embedded.findings;
    expect(byEmployee.length).toBeGreaterThan(0);
    expect(byEmployee.every((f: any) => f.employeeId === LOW_WAGE)).toBe(true);
    const byRule = (await buero.request('GET', `/api/compliance/findings?yearMonth=${month}&rule=MINDESTLOHN`)).json._embedded.findings;
    expect(byRule.length).toBeGreaterThan(0);
    expect(byRule.every((f: any) => f.rule === 'MINDESTLOHN')).toBe(true);
  });

  it('422 on "yearMonth" for a bad or missing month', async () => {
    for (const q of ['?yearMonth=2026-13', '?yearMonth=kein', '']) {
      const res = await buero.request('GET', `/api/compliance/findings${q}`);
      expect(res.status).toBe(422);
      expect(res.json).toEqual([{ path: 'yearMonth', message: 'Monat muss im Format JJJJ-MM angegeben werden' }]);
    }
  });

  it('security: a user with only timeclock rights gets 403 on the findings; 401 without a session', async () => {
    expect((await teamleiter.request('GET', `/api/compliance/findings?yearMonth=${month}`)).status).toBe(403);
    expect((await anonymous.request('GET', `/api/compliance/findings?yearMonth=${month}`)).status).toBe(401);
  });
});

describe('POST /api/compliance/findings/{id}/acknowledge', () => {
  const id = () => `MINDESTLOHN:${LOW_WAGE}:${workDay}`;

  it('security: a user with only timeclock rights gets 403 on acknowledging', async () => {
    expect((await teamleiter.request('POST', `/api/compliance/findings/${id()}/acknowledge`, { yearMonth: month, reason: 'darf nicht' })).status).toBe(403);
  });

  it('422 without a reason; 200 with one, the finding acknowledged; 409 a second time; 404 an unknown id', async () => {
    const empty = await buero.request('POST', `/api/compliance/findings/${id()}/acknowledge`, { yearMonth: month, reason: '' });
    expect(empty.status).toBe(422);
    expect(empty.json).toEqual([{ path: 'reason', message: 'Begründung ist erforderlich.' }]);
    const res = await buero.request('POST', `/api/compliance/findings/${id()}/acknowledge`, { yearMonth: month, reason: 'Pflichtpraktikum (§ 22 MiLoG)' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id: id(), rule: 'MINDESTLOHN', acknowledged: true, acknowledgedBy: 'buero', acknowledgeReason: 'Pflichtpraktikum (§ 22 MiLoG)' });
    expect(Number.isNaN(Date.parse(res.json.acknowledgedAt))).toBe(false);
    expect(typeof res.json.figures).toBe('object');
    expect((await buero.request('POST', `/api/compliance/findings/${id()}/acknowledge`, { yearMonth: month, reason: 'noch einmal' })).status).toBe(409);
    expect((await buero.request('POST', `/api/compliance/findings/ARBZG_RUHEZEIT:${LOW_WAGE}:${workDay}/acknowledge`, { yearMonth: month, reason: 'gibt es nicht' })).status).toBe(404);
  });
});

describe('GET and PUT /api/compliance/legal-values', () => {
  it('200: the dated tables in euros, counts and hours', async () => {
    const res = await buero.request('GET', '/api/compliance/legal-values');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['minijobLimit', 'minimumWage', 'shortTermMaxDays', 'shortTermWarningDays', 'workingStudentWeekHours']);
    expect(res.json.minimumWage).toContainEqual({ validFrom: '2026-01-01', value: 13.9 });
    expect(res.json.minijobLimit).toContainEqual({ validFrom: '2026-01-01', value: 603 });
    expect((await teamleiter.request('GET', '/api/compliance/legal-values')).status).toBe(403);
  });

  it('PUT: 403 for everyone but a Superadmin; 422 per path; 200 replaces the given table', async () => {
    const current = (await admin.request('GET', '/api/compliance/legal-values')).json;
    expect((await buero.request('PUT', '/api/compliance/legal-values', { shortTermMaxDays: current.shortTermMaxDays })).status).toBe(403);
    const bad = await admin.request('PUT', '/api/compliance/legal-values', { minimumWage: [{ validFrom: '2026-01-01', value: 13.9 }, { validFrom: '2026-1-1', value: -1 }] });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'minimumWage.1.validFrom', message: 'Datum muss im Format JJJJ-MM-TT angegeben werden' },
      { path: 'minimumWage.1.value', message: 'Wert muss größer als 0 sein' },
    ]);
    const ok = await admin.request('PUT', '/api/compliance/legal-values', { shortTermMaxDays: current.shortTermMaxDays });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toEqual(current);
  });
});

describe('warnings on assignment and clock-in', () => {
  it('POST /api/orders/{id}/assignEmployee keeps _embedded.assignments and gains the assigned employee\'s warnings', async () => {
    const res = await buero.request('POST', `/api/orders/${eveningOrder}/assignEmployee`, { assignmentType: 'EMP', id: MINOR });
    expect(res.status, res.text).toBe(200);
    expect(res.json._embedded.assignments.some((a: any) => a.employee.id === MINOR)).toBe(true);
    expect(res.json._embedded.assignments.every((a: any) => !('warnings' in a))).toBe(true);
    // A minor at 21:00: JArbSchG §14.
    expect(res.json.warnings).toContainEqual(expect.objectContaining({ employeeId: MINOR, rule: 'JUGENDSCHUTZ', severity: 'WARNING' }));
  });

  it('POST /api/timeclock/{orderId}/clock answers warnings: a minor clocked in now', async () => {
    // Work right after midnight when the day allows it: then either the rest (before noon) or the evening (after) is warned about.
    if (berlin.hour >= 2) {
      const w = await buero.request('POST', '/api/worklogs', { date: today, start: '00:00', end: '01:00', worklogType: 'WORK', orderId, employeeId: MINOR });
      expect(w.status, w.text).toBe(201);
    }
    const res = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { employees: [{ employeeId: MINOR, worklogType: 'WORK', clockingAction: 'IN' }] });
    expect(res.status, res.text).toBe(200);
    expect(Array.isArray(res.json.warnings)).toBe(true);
    expect(res.json.warnings.length).toBeGreaterThan(0);
    for (const w of res.json.warnings) {
      expect(w).toEqual({ employeeId: MINOR, rule: expect.stringMatching(/^(ARBZG_RUHEZEIT|JUGENDSCHUTZ)$/), severity: 'WARNING', message: expect.any(String) });
    }
    await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { employees: [{ employeeId: MINOR, worklogType: 'WORK', clockingAction: 'OUT' }] });
  });
});
