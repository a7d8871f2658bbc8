/** Contract: the documented employee paths (spec 1 §7) with status codes and shapes, against the demo data. */
import { beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);
const mitarbeiter = new Client(base);
const thisMonth = DateTime.now().setZone('Europe/Berlin').startOf('month');
const month = (n: number) => thisMonth.plus({ months: n }).toISODate()!;

beforeAll(async () => {
  await admin.login('admin');
  await buero.login('buero');
  await mitarbeiter.login('mitarbeiter');
});

const body = (id: number) => ({
  employeeId: id,
  firstName: 'Karl',
  lastName: 'Weiß',
  birthdate: '1988-09-30',
  email: `karl.weiss${id}@example.de`,
  companyLocation: { id: 1 },
  contractExpiryDate: null,
  export: true,
  employment: { employmentType: 'FUL', validFrom: thisMonth.toISODate() },
  wage: { wage: 3100, wageType: 'SAL', validFrom: thisMonth.toFormat('yyyy-MM'), targetHours: 160 },
});

describe('GET /api/v2/employees', () => {
  it('HAL page with _embedded.employees, page.number and page.totalElements; rows carry id and employeeId', async () => {
    const res = await buero.request('GET', '/api/v2/employees?size=25&page=0&sort=lastName&status=ACTIVE');
    expect(res.status).toBe(200);
    expect(res.json.page).toMatchObject({ number: 0, size: 25 });
    expect(res.json.page.totalElements).toBeGreaterThan(25);
    const row = res.json._embedded.employees[0];
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining(['id', 'employeeId', 'firstName', 'lastName', 'wageType', 'wage', 'employmentType', 'active', 'contractExpiryDate', 'operatorNumber']),
    );
    expect(row.id).toBe(row.employeeId);
    const names = res.json._embedded.employees.map((e: any) => e.lastName.toLowerCase());
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('every filter of spec 1 §7', async () => {
    const one = await buero.request('GET', '/api/v2/employees?employeeId=1001');
    expect(one.json._embedded.employees.map((e: any) => e.employeeId)).toEqual([1001]);
    const checks: [string, (e: any) => boolean][] = [
      ['firstName=Ben', (e) => e.firstName.includes('Ben')],
      ['lastName=Krüger', (e) => e.lastName === 'Krüger'],
      ['employmentType=WORKING_STUDENT', (e) => e.employmentType === 'WORKING_STUDENT'],
      ['wageType=SAL', (e) => e.wageType === 'SAL'],
      ['status=INACTIVE', (e) => e.active === false],
      ['search=Hoffmann', (e) => e.lastName === 'Hoffmann' || e.firstName === 'Hoffmann'],
      ['operatorNumber=1010', (e) => e.operatorNumber === 1010],
    ];
    for (const [query, ok] of checks) {
      const res = await buero.request('GET', `/api/v2/employees?size=1000&${encodeURI(query)}`);
      expect(res.status, query).toBe(200);
      expect(res.json._embedded.employees.length, query).toBeGreaterThan(0);
      expect(res.json._embedded.employees.every(ok), query).toBe(true);
    }
    const wage = (await buero.request('GET', '/api/v2/employees?employeeId=1001')).json._embedded.employees[0].wage;
    const byWage = await buero.request('GET', `/api/v2/employees?wage=${wage}`);
    expect(byWage.json._embedded.employees.map((e: any) => e.employeeId)).toContain(1001);
  });

  it('sort field,desc and paging', async () => {
    const p0 = await buero.request('GET', '/api/v2/employees?size=10&page=0&sort=employeeId,desc');
    const p1 = await buero.request('GET', '/api/v2/employees?size=10&page=1&sort=employeeId,desc');
    const ids = [...p0.json._embedded.employees, ...p1.json._embedded.employees].map((e: any) => e.employeeId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(20);
    expect(p1.json.page.number).toBe(1);
  });

  it('projection=LOOKUP with term', async () => {
    const res = await buero.request('GET', '/api/v2/employees?term=Krüger&projection=LOOKUP');
    expect(res.status).toBe(200);
    expect(res.json._embedded.employees.length).toBeGreaterThan(0);
    expect(res.json._embedded.employees[0]).toEqual({ id: expect.any(Number), employeeId: expect.any(Number), firstName: expect.any(String), lastName: 'Krüger', fullName: expect.any(String), active: true });
  });

  it('a user without Employee rights sees only themself; 401 without a session; 422 on a bad filter value', async () => {
    const self = await mitarbeiter.request('GET', '/api/v2/employees');
    expect(self.json._embedded.employees.map((e: any) => e.employeeId)).toEqual([2002]);
    expect(self.json._embedded.employees[0].wage).toBeNull();
    expect((await new Client(base).request('GET', '/api/v2/employees')).status).toBe(401);
    const bad = await buero.request('GET', '/api/v2/employees?status=SOMETIMES');
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'status', message: 'Status ist ungültig' }]);
  });
});

describe('single employee paths', () => {
  it('GET /api/employees/search?term', async () => {
    const res = await buero.request('GET', '/api/employees/search?term=1002');
    expect(res.status).toBe(200);
    expect(res.json.map((e: any) => e.employeeId)).toContain(1002);
  });

  it('GET /api/employees/default: next free personnel number and starting values; 403 without Employee_Create_Create', async () => {
    const res = await buero.request('GET', '/api/employees/default?registrationUuid=');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ export: true, wageType: 'WAG', registrationUuid: null });
    expect(res.json.employeeId).toBeGreaterThan(2000);
    expect((await mitarbeiter.request('GET', '/api/employees/default')).status).toBe(403);
  });

  it('GET /api/employees/{id} and /api/v2/employees/{id}: the whole record; 404 for an unknown id', async () => {
    for (const path of ['/api/employees/1002', '/api/v2/employees/1002']) {
      const res = await buero.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id: 1002, employeeId: 1002, firstName: 'Thomas', lastName: 'Becker', username: 'buero', companyLocation: { name: 'Hamburg' } });
      expect(res.json.wages.length).toBeGreaterThan(0);
      expect(res.json.employments.length).toBeGreaterThan(0);
    }
    expect((await buero.request('GET', '/api/employees/999999')).status).toBe(404);
    expect((await buero.request('GET', '/api/employees/abc')).status).toBe(404);
    expect((await mitarbeiter.request('GET', '/api/employees/1002')).status).toBe(403);
  });

  it('GET /api/employees/{id}/summary', async () => {
    const res = await buero.request('GET', '/api/employees/2002/summary');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: 2002, employeeId: 2002, fullName: 'Lena Hoffmann', employmentType: 'MIN' });
  });
});

describe('POST /api/employees and the welcome letter', () => {
  it('201 with Location and the created employee', async () => {
    const res = await buero.request('POST', '/api/employees', body(5001));
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe('/api/employees/5001');
    expect(res.json).toMatchObject({ id: 5001, employeeId: 5001, username: '5001', currentWage: { wage: 3100, wageType: 'SAL', targetHours: 160 }, currentEmployment: { employmentType: 'FUL' } });
  });

  it('422 with employee./wage./employment. paths', async () => {
    const res = await buero.request('POST', '/api/employees', { employeeId: 5001, firstName: 'Karl', lastName: 'Weiß', birthdate: '1988-09-30', email: 'x@y.de', employment: {}, wage: { wageType: 'SAL' } });
    expect(res.status).toBe(422);
    expect(res.json).toEqual(
      expect.arrayContaining([
        { path: 'wage.validFrom', message: 'Gültig ab ist erforderlich.' },
        { path: 'wage.wage', message: 'Gehalt ist erforderlich.' },
        { path: 'wage.targetHours', message: 'Sollstunden ist erforderlich.' },
        { path: 'employment.employmentType', message: 'Beschäftigungsart ist erforderlich.' },
      ]),
    );
    const dup = await buero.request('POST', '/api/employees', body(5001));
    expect(dup.json).toEqual([{ path: 'employee.employeeId', message: 'Mitarbeiter-ID ist bereits vergeben.' }]);
    expect((await mitarbeiter.request('POST', '/api/employees', body(5002))).status).toBe(403);
  });

  it('POST /api/employees/{id}/welcome answers a PDF named in content-disposition', async () => {
    const res = await fetch(`${base}/api/employees/5001/welcome`, { method: 'POST', headers: { cookie: buero.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Willkommen_5001_Weiss_Karl.pdf"; filename*=UTF-8''Willkommen_5001_Wei%C3%9F_Karl.pdf`);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('PUT and PATCH /api/employees/{id}, reactivation', () => {
  it('PUT replaces the card; PATCH (merge-patch) changes what is sent', async () => {
    const put = await buero.request('PUT', '/api/employees/5001', { ...body(5001), firstName: 'Carl', email: 'carl@example.de' });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ firstName: 'Carl', email: 'carl@example.de' });
    const patch = await buero.request('PATCH', '/api/employees/5001', { temporary: true }, { 'content-type': 'application/merge-patch+json' });
    expect(patch.json).toMatchObject({ firstName: 'Carl', temporary: true });
    const bad = await buero.request('PUT', '/api/employees/5001', { ...body(5001), email: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'email', message: 'Ungültiges E-Mail Format' }]);
  });

  it('deactivate (active=false, Superadmin) then POST /api/v2/employees/{id}/reactivate', async () => {
    expect((await buero.request('PATCH', '/api/employees/5001', { active: false })).status).toBe(403);
    const off = await admin.request('PATCH', '/api/employees/5001', { active: false }, { 'content-type': 'application/merge-patch+json' });
    expect(off.status).toBe(200);
    expect(off.json.active).toBe(false);
    expect((await buero.request('PATCH', '/api/employees/5001', { firstName: 'X' })).status).toBe(409);

    const late = await admin.request('POST', '/api/v2/employees/5001/reactivate', { wage: 15, wageType: 'WAG', validFrom: month(1), contractExpiryDate: month(1) });
    expect(late.status).toBe(422);
    expect(late.json).toEqual([{ path: 'contractExpiryDate', message: 'Vetragsende muss nach dem Startdatum sein' }]);
    const on = await admin.request('POST', '/api/v2/employees/5001/reactivate', { wage: 15, wageType: 'WAG', validFrom: month(1), contractExpiryDate: month(7) });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ active: true, contractExpiryDate: month(7) });
  });
});

describe('wage and employment entries', () => {
  let wageId: number;
  let employmentId: number;

  it('GET and POST /api/employees/{id}/wages', async () => {
    const add = await admin.request('POST', '/api/employees/5001/wages', { wage: 16, wageType: 'WAG', validFrom: month(3).slice(0, 7) });
    expect(add.status).toBe(201);
    expect(add.json).toMatchObject({ wage: 16, wageType: 'WAG', validFrom: month(3), validTo: null });
    wageId = add.json.id;
    const list = await buero.request('GET', '/api/employees/5001/wages');
    expect(list.status).toBe(200);
    expect(list.json.map((w: any) => w.validFrom)).toEqual([month(0), month(1), month(3)]);
    expect((await buero.request('POST', '/api/employees/5001/wages', { wage: 16, wageType: 'WAG', validFrom: month(4) })).status).toBe(403);
  });

  it('PATCH and DELETE /api/employees/{id}/wages/{wageId}', async () => {
    const patch = await buero.request('PATCH', `/api/employees/5001/wages/${wageId}`, { wage: 16.4 });
    expect(patch.status).toBe(200);
    expect(patch.json.wage).toBe(16.4);
    expect((await buero.request('PATCH', `/api/employees/5001/wages/${wageId}`, { wageType: 'SAL' })).json).toEqual([
      { path: 'targetHours', message: 'Sollstunden ist erforderlich.' },
    ]);
    expect((await buero.request('DELETE', `/api/employees/5001/wages/${wageId}`)).status).toBe(403);
    expect((await admin.request('DELETE', `/api/employees/5001/wages/${wageId}`)).status).toBe(204);
    expect((await admin.request('DELETE', `/api/employees/5001/wages/${wageId}`)).status).toBe(404);
  });

  it('a closed month is 409 with a title', async () => {
    const older = (await admin.request('GET', '/api/employees/1002/wages')).json[0];
    const res = await admin.request('PATCH', `/api/employees/1002/wages/${older.id}`, { wage: 1 });
    expect(res.status).toBe(409);
    expect(res.json.title).toMatch(/abgeschlossen/);
  });

  it('POST, PATCH and DELETE /api/employees/{id}/employments/{employmentId}', async () => {
    const add = await admin.request('POST', '/api/employees/5001/employments', { employmentType: 'MIN', validFrom: month(2) });
    expect(add.status).toBe(201);
    employmentId = add.json.id;
    const patch = await buero.request('PATCH', `/api/employees/5001/employments/${employmentId}`, { employmentType: 'WORKING_STUDENT' });
    expect(patch.json).toMatchObject({ employmentType: 'WORKING_STUDENT', validFrom: month(2) });
    const invalid = await admin.request('POST', '/api/employees/5001/employments', { employmentType: 'MIN' });
    expect(invalid.json).toEqual([{ path: 'validFrom', message: 'Gültig ab ist erforderlich.' }]);
    expect((await admin.request('DELETE', `/api/employees/5001/employments/${employmentId}`)).status).toBe(204);
  });
});

describe('competencies', () => {
  it('GET/POST/PUT /api/v2/employees/{id}/competencies', async () => {
    const none = await buero.request('GET', '/api/v2/employees/5001/competencies');
    expect(none.json).toMatchObject({ id: null, employeeId: 5001, flowers: false });
    const created = await buero.request('POST', '/api/v2/employees/5001/competencies', { flowers: true });
    expect(created.status).toBe(200);
    expect(created.json.flowers).toBe(true);
    const updated = await buero.request('PUT', `/api/v2/employees/5001/competencies/${created.json.id}`, { weigh: true });
    expect(updated.json).toMatchObject({ id: created.json.id, flowers: true, weigh: true });
  });

  it('GET /api/employee-competencies with flag filters; POST by employeeId; PUT by id', async () => {
    const list = await buero.request('GET', '/api/employee-competencies?weigh=true&flowers=true&size=25&page=0&sort=lastName');
    expect(list.status).toBe(200);
    expect(list.json.page.totalElements).toBeGreaterThan(0);
    expect(list.json._embedded.employeeCompetencies.every((c: any) => c.weigh && c.flowers)).toBe(true);
    const post = await buero.request('POST', '/api/employee-competencies/5001', { check: true });
    expect(post.json).toMatchObject({ employeeId: 5001, check: true, weigh: true });
    const put = await buero.request('PUT', `/api/employee-competencies/${post.json.id}`, { check: false });
    expect(put.json).toMatchObject({ id: post.json.id, check: false });
    expect((await mitarbeiter.request('POST', '/api/employee-competencies/2002', { check: true })).status).toBe(403);
  });
});

describe('GET /api/inventories/company-locations', () => {
  it('lists locations for the employee forms, filterable by term', async () => {
    const all = await buero.request('GET', '/api/inventories/company-locations?size=1000&sort=name,asc');
    expect(all.json._embedded.companyLocations.map((l: any) => l.name)).toEqual(['Berlin', 'Hamburg', 'Köln', 'Leipzig', 'München']);
    const some = await buero.request('GET', '/api/inventories/company-locations?term=mün&size=1000');
    expect(some.json._embedded.companyLocations).toEqual([expect.objectContaining({ name: 'München', zip: '80687' })]);
  });
});

describe('compliance fields of the employee paths', () => {
  it('POST and PUT /api/employees carry shortTermDaysElsewhere (0 by default); outside 0..366 is 422 on its path', async () => {
    const plain = await buero.request('POST', '/api/employees', body(5101));
    expect(plain.status).toBe(201);
    expect(plain.json.shortTermDaysElsewhere).toBe(0);
    const given = await buero.request('POST', '/api/employees', { ...body(5102), shortTermDaysElsewhere: 45 });
    expect(given.json.shortTermDaysElsewhere).toBe(45);
    expect((await buero.request('GET', '/api/employees/5102')).json.shortTermDaysElsewhere).toBe(45);
    const put = await buero.request('PUT', '/api/employees/5102', { ...body(5102), shortTermDaysElsewhere: 70 });
    expect(put.status).toBe(200);
    expect(put.json.shortTermDaysElsewhere).toBe(70);
    const message = 'Tage bei anderen Arbeitgebern müssen eine ganze Zahl zwischen 0 und 366 sein.';
    const badPut = await buero.request('PUT', '/api/employees/5102', { ...body(5102), shortTermDaysElsewhere: 367 });
    expect(badPut.status).toBe(422);
    expect(badPut.json).toEqual([{ path: 'shortTermDaysElsewhere', message }]);
    const badPost = await buero.request('POST', '/api/employees', { ...body(5103), shortTermDaysElsewhere: -1 });
    expect(badPost.status).toBe(422);
    expect(badPost.json).toEqual([{ path: 'employee.shortTermDaysElsewhere', message }]);
    const text = await buero.request('PUT', '/api/employees/5102', { ...body(5102), shortTermDaysElsewhere: 'viele' });
    expect(text.status).toBe(422);
    expect(text.json[0].path).toBe('shortTermDaysElsewhere');
    expect((await buero.request('GET', '/api/employees/default')).json.shortTermDaysElsewhere).toBe(0);
  });

  it('wage answers carry warning: a text below the minimum wage (the wage is saved), null above it and for a salary', async () => {
    const low = await admin.request('POST', '/api/employees/5101/wages', { wage: 12, wageType: 'WAG', validFrom: month(2).slice(0, 7) });
    expect(low.status).toBe(201);
    expect(low.json.wage).toBe(12);
    expect(low.json.warning).toMatch(/^Der Stundenlohn von 12,00 € liegt unter dem Mindestlohn von \d+,\d\d € \(MiLoG §1\)\.$/);
    const list = await buero.request('GET', '/api/employees/5101/wages');
    expect(list.json.map((w: any) => [w.wageType, w.warning === null])).toEqual([['SAL', true], ['WAG', false]]);
    const high = await buero.request('PATCH', `/api/employees/5101/wages/${low.json.id}`, { wage: 30 });
    expect(high.json).toMatchObject({ wage: 30, warning: null });
    const employee = await buero.request('GET', '/api/employees/5101');
    expect(employee.json.currentWage).toHaveProperty('warning', null);
  });
});
