import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { Client, codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { User } from '../auth/user.entity.js';
import { Role } from '../auth/role.entity.js';
import { hashPassword } from '../auth/passwords.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const thisMonth = DateTime.now().setZone('Europe/Berlin').startOf('month');
const month = (offset: number) => thisMonth.plus({ months: offset }).toISODate()!;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());


const CREATE = `mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { id employeeId firstName username active wages { validFrom wage } employments { employmentType validFrom } } }`;
const newEmployee = (id: number, over: Record<string, unknown> = {}) => ({
  input: {
    employee: { employeeId: id, firstName: 'Jana', lastName: 'Özdemir', birthdate: '1999-04-12', email: 'jana@example.de', companyLocationId: 1, ...over },
    wage: { wage: 14.5, wageType: 'WAG', validFrom: thisMonth.toFormat('yyyy-MM') },
    employment: { employmentType: 'MIN', validFrom: thisMonth.toISODate() },
  },
});

describe('reading', () => {
  it('the demo has 64 employees across all employment and wage types, some inactive, some with future wages', async () => {
    const r = await gql('admin', `{ employees(size: 0, filter: { status: ACTIVE }) { totalElements items { employmentType wageType active } } }`);
    const all = await gql('admin', `{ employees(size: 0) { totalElements items { active } } }`);
    const items = r.data.employees.items;
    expect(all.data.employees.totalElements).toBeGreaterThanOrEqual(64);
    expect(new Set(items.map((i: any) => i.employmentType))).toEqual(new Set(['FUL', 'MIN', 'SHO', 'WORKING_STUDENT']));
    expect(new Set(items.map((i: any) => i.wageType))).toEqual(new Set(['WAG', 'SAL']));
    expect(all.data.employees.items.some((i: any) => !i.active)).toBe(true);
    const future = await app.pool.query(`select count(*)::int as n from wage_entry where valid_from > now()`);
    expect(future.rows[0].n).toBeGreaterThan(0);
  });

  it('wage fields only with Accounting_Overview_ViewWageAndCosts', async () => {
    await app.orm.em.fork().nativeUpdate(Role, { name: 'Teamleiter' }, { authorities: ['Timeclock', 'Employee_EditOther_Edit'] });
    const r = await gql('teamleiter', `{ employees(size: 5) { items { wage wageType } } employee(id: 1001) { wages { wage } currentWage { wage } } }`);
    expect(r.data.employees.items.every((i: any) => i.wage === null && i.wageType === null)).toBe(true);
    expect(r.data.employee.wages).toEqual([]);
    expect(r.data.employee.currentWage).toBeNull();
    const b = await gql('buero', `{ employee(id: 1001) { wages { wage } } }`);
    expect(b.data.employee.wages.length).toBeGreaterThan(0);
  });

  it('inactive employees only with Employee_ViewOther_InactiveEmployees', async () => {
    const all = await gql('buero', `{ employees(size: 0, filter: { status: INACTIVE }) { totalElements items { id } } }`);
    expect(all.data.employees.totalElements).toBeGreaterThan(0);
    const inactiveId = all.data.employees.items[0].id;
    const tl = await gql('teamleiter', `{ employees(size: 0, filter: { status: INACTIVE }) { totalElements } }`);
    expect(tl.data.employees.totalElements).toBe(0);
    expect(codeOf(await gql('teamleiter', `query($id: Int!) { employee(id: $id) { id } }`, { id: inactiveId }))).toBe('NOT_FOUND');
  });

  it('without Employee rights only oneself', async () => {
    const r = await gql('mitarbeiter', `{ employees { totalElements items { employeeId } } }`);
    expect(r.data.employees.items).toEqual([{ employeeId: 2002 }]);
    expect((await gql('mitarbeiter', `{ employee(id: 2002) { firstName } }`)).data.employee.firstName).toBe('Lena');
    expect(codeOf(await gql('mitarbeiter', `{ employee(id: 1001) { firstName } }`))).toBe('FORBIDDEN');
  });

  it('the name lookup answers names and number only, no contract (employeeLookup leaks)', async () => {
    const names = await gql('teamleiter', `{ employeeLookup(term: "Hoffmann") { __typename id employeeId firstName lastName fullName active } }`);
    expect(names.data.employeeLookup).toContainEqual({ __typename: 'EmployeeLookupRow', id: 2002, employeeId: 2002, firstName: 'Lena', lastName: 'Hoffmann', fullName: 'Lena Hoffmann', active: true });
    for (const field of ['employmentType', 'contractExpiryDate', 'operatorNumber', 'wage', 'wageType']) {
      const r = await gql('teamleiter', `{ employeeLookup(term: "Hoffmann") { ${field} } }`);
      expect(r.data, field).toBeUndefined();
      expect(r.errors?.[0]?.message, field).toMatch(new RegExp(`Cannot query field "${field}" on type "EmployeeLookupRow"`));
    }
  });

  it('filters, search and sorting run in the database', async () => {
    const r = await gql('buero', `{ employees(filter: { search: "Krüger" }, sort: "employeeId,desc") { items { employeeId lastName } } }`);
    const ids = r.data.employees.items.map((i: any) => i.employeeId);
    expect(ids.length).toBeGreaterThan(1);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(r.data.employees.items.every((i: any) => i.lastName === 'Krüger')).toBe(true);
    const byId = await gql('buero', `{ employees(filter: { search: "100" }) { items { employeeId } } }`);
    expect(byId.data.employees.items.map((i: any) => i.employeeId)).toEqual(expect.arrayContaining([1001, 1002]));
  });
});

describe('creating', () => {
  it('validates with the spec messages and prefixed paths', async () => {
    const r = await gql('buero', CREATE, { input: { employee: {}, wage: { wageType: 'SAL' }, employment: {} } });
    expect(codeOf(r)).toBe('VALIDATION');
    const paths = Object.fromEntries(fieldErrors(r)!.map((e: any) => [e.path, e.message]));
    expect(paths).toMatchObject({
      'employee.employeeId': 'Mitarbeiter-ID ist erforderlich.',
      'employee.firstName': 'Vorname ist erforderlich.',
      'employee.lastName': 'Nachname ist erforderlich.',
      'employee.birthdate': 'Geburtsdatum ist erforderlich.',
      'employee.email': 'E-Mail ist erforderlich.',
      'wage.validFrom': 'Gültig ab ist erforderlich.',
      'wage.wage': 'Gehalt ist erforderlich.',
      'wage.targetHours': 'Sollstunden ist erforderlich.',
      'employment.validFrom': 'Gültig ab ist erforderlich.',
      'employment.employmentType': 'Beschäftigungsart ist erforderlich.',
    });
    const bad = await gql('buero', CREATE, newEmployee(3100, { email: 'kein-mail', birthdate: '2001-02-30' }));
    expect(fieldErrors(bad)).toEqual(
      expect.arrayContaining([
        { path: 'employee.email', message: 'Ungültiges E-Mail Format' },
        { path: 'employee.birthdate', message: 'Ungültiges Datum' },
      ]),
    );
  });

  it('creates employee, first wage and employment and an account named after the personnel number', async () => {
    const r = await gql('buero', CREATE, newEmployee(3101));
    expect(r.errors).toBeUndefined();
    expect(r.data.createEmployee).toMatchObject({ id: 3101, employeeId: 3101, username: '3101', active: true });
    expect(r.data.createEmployee.wages).toEqual([{ validFrom: month(0), wage: 14.5 }]);
    const user = await app.orm.em.fork().findOneOrFail(User, { username: '3101' });
    expect(user.mustChangePassword).toBe(true);
  });

  it('a duplicate personnel number is 422 on employee.employeeId; nothing is half-written', async () => {
    const r = await gql('buero', CREATE, newEmployee(1001));
    expect(fieldErrors(r)).toEqual([{ path: 'employee.employeeId', message: 'Mitarbeiter-ID ist bereits vergeben.' }]);
    const wages = await app.pool.query(`select count(*)::int as n from wage_entry where employee_id = 1001`);
    expect(wages.rows[0].n).toBe(2);
  });

  it('a wage starting in a closed month is refused', async () => {
    const input = newEmployee(3102);
    input.input.wage.validFrom = month(-2).slice(0, 7);
    expect(fieldErrors(await gql('buero', CREATE, input))).toEqual([{ path: 'wage.validFrom', message: expect.stringMatching(/abgeschlossen/) }]);
  });

  it('only Employee_Create_Create may create; Superadmin-only fields need Superadmin', async () => {
    expect(codeOf(await gql('mitarbeiter', CREATE, newEmployee(3103)))).toBe('FORBIDDEN');
    expect(codeOf(await gql('buero', CREATE, newEmployee(3103, { operatorNumber: 1500 })))).toBe('FORBIDDEN');
    expect((await gql('admin', CREATE, newEmployee(3103, { operatorNumber: 1500 }))).data.createEmployee.id).toBe(3103);
  });
});

describe('welcome letter', () => {
  it('issues a PDF with a fresh initial password that works once, must be changed, and replaces the previous one', async () => {
    await gql('buero', CREATE, newEmployee(3110));
    const first = await gql('buero', `mutation { issueWelcomeLetter(id: 3110) { fileName contentType contentBase64 } }`);
    const pdf = Buffer.from(first.data.issueWelcomeLetter.contentBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.data.issueWelcomeLetter.fileName).toBe('Willkommen_3110_Özdemir_Jana.pdf');

    // The password is only in the PDF: set a known one the way the service does, then check the rules.
    const em = app.orm.em.fork();
    const user = await em.findOneOrFail(User, { username: '3110' });
    user.passwordHash = await hashPassword('anfang1234');
    await em.flush();
    const c = new Client(app.url);
    const login = await c.login('3110', 'anfang1234');
    expect(login.json.mustChangePassword).toBe(true);
    expect(login.json.employeeId).toBe(3110);

    // The account has been used: re-creating its letter is a password reset, for the Superadmin only.
    expect(codeOf(await gql('buero', `mutation { issueWelcomeLetter(id: 3110) { fileName } }`))).toBe('FORBIDDEN');
    expect((await c.request('GET', '/api/auth')).json.authenticated).toBe(true);
    await gql('admin', `mutation { issueWelcomeLetter(id: 3110) { fileName } }`);
    expect((await c.request('GET', '/api/auth')).json.authenticated).toBe(false); // sessions ended
    expect((await new Client(app.url).login('3110', 'anfang1234')).status).toBe(401); // old password gone
  });

  it('an initial password stops working after 14 days', async () => {
    await gql('buero', CREATE, newEmployee(3111));
    const em = app.orm.em.fork();
    const user = await em.findOneOrFail(User, { username: '3111' });
    user.passwordHash = await hashPassword('anfang1234');
    user.initialPasswordExpiresAt = new Date(Date.now() - 1000);
    await em.flush();
    expect((await new Client(app.url).login('3111', 'anfang1234')).status).toBe(401);
  });

  it('needs Superadmin or Employee_Create_Create', async () => {
    expect(codeOf(await gql('teamleiter', `mutation { issueWelcomeLetter(id: 2002) { fileName } }`))).toBe('FORBIDDEN');
  });
});

describe('updating, deactivating, reactivating', () => {
  it('merge-patch changes only what is sent; the personnel number is immutable', async () => {
    await gql('buero', CREATE, newEmployee(3120));
    const r = await gql('buero', `mutation { updateEmployee(id: 3120, input: { temporary: true, lastName: "Özdemir-Kaya" }) { lastName temporary email } }`);
    expect(r.data.updateEmployee).toEqual({ lastName: 'Özdemir-Kaya', temporary: true, email: 'jana@example.de' });
    const immut = await gql('buero', `mutation { updateEmployee(id: 3120, input: { employeeId: 9999 }) { id } }`);
    expect(fieldErrors(immut)).toEqual([{ path: 'employeeId', message: 'Mitarbeiter-ID kann nicht geändert werden.' }]);
  });

  it('PUT validates the whole card', async () => {
    const r = await gql('buero', `mutation { updateEmployee(id: 3120, replace: true, input: { firstName: "", lastName: "X", birthdate: "1999-01-01", email: "x@y.de" }) { id } }`);
    expect(fieldErrors(r)).toEqual([{ path: 'firstName', message: 'Vorname ist erforderlich.' }]);
  });

  it('inventory bonus: seen and changed only with its authorities', async () => {
    const seen = await gql('teamleiter', `{ employee(id: 1001) { inventoryBonusEligible } }`);
    expect(seen.data.employee.inventoryBonusEligible).toBeNull();
    expect(codeOf(await gql('teamleiter', `mutation { updateEmployee(id: 3120, input: { inventoryBonusEligible: true }) { id } }`))).toBe('FORBIDDEN');
    const ok = await gql('buero', `mutation { updateEmployee(id: 3120, input: { inventoryBonusEligible: true, isInventoryBonusEligibleSince: "2026-11-01" }) { inventoryBonusEligible isInventoryBonusEligibleSince } }`);
    expect(ok.data.updateEmployee).toEqual({ inventoryBonusEligible: true, isInventoryBonusEligibleSince: '2026-11-01' });
  });

  it('deactivation is Superadmin only, disables the account and ends its sessions; inactive ones cannot be edited', async () => {
    await gql('buero', CREATE, newEmployee(3121));
    expect(codeOf(await gql('buero', `mutation { updateEmployee(id: 3121, input: { active: false }) { active } }`))).toBe('FORBIDDEN');
    const em = app.orm.em.fork();
    const user = await em.findOneOrFail(User, { username: '3121' });
    user.passwordHash = await hashPassword('anfang1234');
    await em.flush();
    const c = new Client(app.url);
    expect((await c.login('3121', 'anfang1234')).status).toBe(200);

    expect((await gql('admin', `mutation { updateEmployee(id: 3121, input: { active: false }) { active } }`)).data.updateEmployee.active).toBe(false);
    expect((await c.request('GET', '/api/auth')).json.authenticated).toBe(false);
    expect((await new Client(app.url).login('3121', 'anfang1234')).status).toBe(401);
    expect(codeOf(await gql('buero', `mutation { updateEmployee(id: 3121, input: { lastName: "Neu" }) { id } }`))).toBe('CONFLICT');
    const back = await gql('admin', `mutation { updateEmployee(id: 3121, input: { active: true }) { id } }`);
    expect(fieldErrors(back)![0].path).toBe('active');
  });

  it('nobody deactivates the own account (422 on active, still active, still logged in)', async () => {
    const own = await gql('admin', `mutation { updateEmployee(id: 1001, input: { active: false }) { active } }`);
    expect(fieldErrors(own)).toEqual([{ path: 'active', message: 'Das eigene Konto kann nicht deaktiviert werden.' }]);
    expect((await gql('admin', `{ employee(id: 1001) { active } }`)).data.employee.active).toBe(true);
  });

  it('reactivation: Superadmin, wage rules, contract end after start; the account works again', async () => {
    const REACT = `mutation($input: ReactivateEmployeeInput!) { reactivateEmployee(id: 3121, input: $input) { active contractExpiryDate currentWage { wage } wages { validFrom } } }`;
    expect(codeOf(await gql('buero', REACT, { input: { wage: 15, wageType: 'WAG', validFrom: thisMonth.toISODate() } }))).toBe('FORBIDDEN');
    const bad = await gql('admin', REACT, { input: { wageType: 'SAL', validFrom: month(1), contractExpiryDate: month(1) } });
    expect(Object.fromEntries(fieldErrors(bad)!.map((e: any) => [e.path, e.message]))).toEqual({
      wage: 'Gehalt ist erforderlich.',
      targetHours: 'Sollstunden ist erforderlich.',
      contractExpiryDate: 'Vetragsende muss nach dem Startdatum sein',
    });
    expect(codeOf(await gql('admin', REACT, { input: { wage: 15, wageType: 'WAG', validFrom: month(-3) } }))).toBe('CONFLICT');
    const ok = await gql('admin', REACT, { input: { wage: 15.25, wageType: 'WAG', validFrom: thisMonth.toISODate(), contractExpiryDate: month(6) } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.reactivateEmployee).toMatchObject({ active: true, contractExpiryDate: month(6) });
    expect((await new Client(app.url).login('3121', 'anfang1234')).status).toBe(200);
    expect(codeOf(await gql('admin', REACT, { input: { wage: 15, wageType: 'WAG', validFrom: thisMonth.toISODate() } }))).toBe('CONFLICT');
  });
});

describe('wage and employment histories', () => {
  const ADD = `mutation($input: WageInput!) { addWage(employeeId: 3130, input: $input) { id validFrom validTo wage } }`;

  it('adding and deleting is Superadmin only; changing needs Employee_EditOther_Edit', async () => {
    await gql('buero', CREATE, newEmployee(3130));
    expect(codeOf(await gql('buero', ADD, { input: { wage: 15, wageType: 'WAG', validFrom: month(2).slice(0, 7) } }))).toBe('FORBIDDEN');
    const added = await gql('admin', ADD, { input: { wage: 15, wageType: 'WAG', validFrom: month(2).slice(0, 7) } });
    expect(added.data.addWage).toMatchObject({ validFrom: month(2), validTo: null, wage: 15 });
    const changed = await gql('buero', `mutation($id: Int!) { updateWage(employeeId: 3130, wageId: $id, input: { wage: 15.5 }) { wage } }`, { id: added.data.addWage.id });
    expect(changed.data.updateWage.wage).toBe(15.5);
    expect(codeOf(await gql('buero', `mutation($id: Int!) { deleteWage(employeeId: 3130, wageId: $id) }`, { id: added.data.addWage.id }))).toBe('FORBIDDEN');
  });

  it('keeps the history chained: the previous entry ends the day before the next begins', async () => {
    const r = await gql('admin', `{ employee(id: 3130) { wages { validFrom validTo } } }`);
    expect(r.data.employee.wages).toEqual([
      { validFrom: month(0), validTo: DateTime.fromISO(month(2)).minus({ days: 1 }).toISODate() },
      { validFrom: month(2), validTo: null },
    ]);
  });

  it('a duplicate month is 422; wage validation messages apply', async () => {
    expect(fieldErrors(await gql('admin', ADD, { input: { wage: 16, wageType: 'WAG', validFrom: month(2) } }))).toEqual([
      { path: 'validFrom', message: 'Für diesen Zeitraum gibt es bereits einen Eintrag.' },
    ]);
    expect(fieldErrors(await gql('admin', ADD, { input: { wage: -1, wageType: 'WAG', validFrom: month(3) } }))).toEqual([
      { path: 'wage', message: 'Gehalt muss größer als 0 sein' },
    ]);
  });

  it('nothing starting before the earliest valid date changes: 409', async () => {
    const em = app.orm.em.fork();
    // Close the current month as a month-end closing would.
    await app.services.settings.set(em, 'earliestValidFrom', month(1));
    try {
      const r = await gql('admin', `{ employee(id: 3130) { wages { id validFrom } employments { id } } }`);
      const current = r.data.employee.wages[0];
      expect(codeOf(await gql('admin', `mutation($id: Int!) { updateWage(employeeId: 3130, wageId: $id, input: { wage: 20 }) { id } }`, { id: current.id }))).toBe('CONFLICT');
      expect(codeOf(await gql('admin', `mutation($id: Int!) { deleteWage(employeeId: 3130, wageId: $id) }`, { id: current.id }))).toBe('CONFLICT');
      expect(codeOf(await gql('admin', ADD, { input: { wage: 16, wageType: 'WAG', validFrom: month(0) } }))).toBe('CONFLICT');
      const employmentId = r.data.employee.employments[0].id;
      expect(codeOf(await gql('admin', `mutation($id: Int!) { updateEmployment(employeeId: 3130, employmentId: $id, input: { employmentType: FUL }) { id } }`, { id: employmentId }))).toBe('CONFLICT');
      // Moving an open entry into the closed month is refused too.
      const future = r.data.employee.wages[1];
      expect(codeOf(await gql('admin', `mutation($id: Int!) { updateWage(employeeId: 3130, wageId: $id, input: { validFrom: "${month(0)}" }) { id } }`, { id: future.id }))).toBe('CONFLICT');
    } finally {
      await app.pool.query(`delete from app_setting where name = 'earliestValidFrom'`);
    }
  });

  it('employments: add, change, delete; the last entry cannot be deleted', async () => {
    const add = await gql('admin', `mutation { addEmployment(employeeId: 3130, input: { employmentType: FUL, validFrom: "${month(1)}" }) { id employmentType } }`);
    expect(add.data.addEmployment.employmentType).toBe('FUL');
    const missing = await gql('admin', `mutation { addEmployment(employeeId: 3130, input: {}) { id } }`);
    expect(fieldErrors(missing)).toEqual([
      { path: 'validFrom', message: 'Gültig ab ist erforderlich.' },
      { path: 'employmentType', message: 'Beschäftigungsart ist erforderlich.' },
    ]);
    expect((await gql('admin', `mutation { deleteEmployment(employeeId: 3130, employmentId: ${add.data.addEmployment.id}) }`)).data.deleteEmployment).toBe(true);
    const rest = await gql('admin', `{ employee(id: 3130) { employments { id validTo } } }`);
    expect(rest.data.employee.employments).toHaveLength(1);
    expect(rest.data.employee.employments[0].validTo).toBeNull();
    expect(codeOf(await gql('admin', `mutation { deleteEmployment(employeeId: 3130, employmentId: ${rest.data.employee.employments[0].id}) }`))).toBe('CONFLICT');
  });
});

describe('competencies', () => {
  it('read as all-false before anything is recorded, saved by those who may edit them', async () => {
    await gql('buero', CREATE, newEmployee(3140));
    const before = await gql('buero', `{ employeeCompetency(employeeId: 3140) { id flowers weigh } }`);
    expect(before.data.employeeCompetency).toEqual({ id: null, flowers: false, weigh: false });
    const saved = await gql('buero', `mutation { saveEmployeeCompetency(employeeId: 3140, input: { flowers: true, weigh: true }) { id flowers weigh check } }`);
    expect(saved.data.saveEmployeeCompetency).toMatchObject({ flowers: true, weigh: true, check: false });
    expect(codeOf(await gql('mitarbeiter', `mutation { saveEmployeeCompetency(employeeId: 2002, input: { flowers: true }) { id } }`))).toBe('FORBIDDEN');
    const list = await gql('buero', `{ employeeCompetencies(filter: { flowers: true, weigh: true, employeeId: 3140 }) { totalElements items { employeeId } } }`);
    expect(list.data.employeeCompetencies).toEqual({ totalElements: 1, items: [{ employeeId: 3140 }] });
  });
});
