/**
 * The employee side of the compliance rules: the short-term days with other employers (SGB IV §8 (1)
 * Nr. 2) on the employee card, from a registration, validated and audited; and the minimum-wage warning
 * of an hourly wage (MiLoG §1) read from the stored legal values, with the wage saved anyway.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { completeRegistration } from '../../test/registration-fixtures.js';
import { Registration } from '../registrations/registration.entity.js';
import { RegistrationType } from '../registrations/registration.enums.js';
import { AppSetting } from '../settings/app-setting.entity.js';
import { LEGAL_VALUES } from '../settings/settings.service.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const thisMonth = DateTime.now().setZone('Europe/Berlin').startOf('month');
const INVALID = 'Tage bei anderen Arbeitgebern müssen eine ganze Zahl zwischen 0 und 366 sein.';

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());

const CREATE = `mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { id shortTermDaysElsewhere } }`;
const UPDATE = `mutation($id: Int!, $input: EmployeeFieldsInput!, $replace: Boolean) { updateEmployee(id: $id, input: $input, replace: $replace) { id shortTermDaysElsewhere } }`;
const newEmployee = (id: number, over: Record<string, unknown> = {}) => ({
  input: {
    employee: { employeeId: id, firstName: 'Kurt', lastName: 'Kurzfristig', birthdate: '2000-02-02', email: 'kurt@example.de', companyLocationId: 1, ...over },
    wage: { wage: 14.6, wageType: 'WAG', validFrom: thisMonth.toFormat('yyyy-MM') },
    employment: { employmentType: 'SHO', validFrom: thisMonth.toISODate() },
  },
});

async function finishedRegistration(days: unknown, finishedAt = new Date()): Promise<string> {
  const em = app.orm.em.fork();
  const data = completeRegistration('SHORT_TERM');
  data.employment.daysShortTermEmploymentC = days;
  const uuid = randomUUID();
  em.create(Registration, { uuid, registrationType: RegistrationType.SHORT_TERM, data, fullName: 'Zofia Wiśniewska-Groß', finishedAt });
  await em.flush();
  return uuid;
}

describe('shortTermDaysElsewhere on the employee card', () => {
  it('is 0 unless given, is stored on create and changed on update, and the change is audited', async () => {
    expect((await gql('buero', CREATE, newEmployee(7101))).data.createEmployee).toEqual({ id: 7101, shortTermDaysElsewhere: 0 });
    expect((await gql('buero', CREATE, newEmployee(7102, { shortTermDaysElsewhere: 40 }))).data.createEmployee.shortTermDaysElsewhere).toBe(40);
    expect((await gql('buero', UPDATE, { id: 7102, input: { shortTermDaysElsewhere: 366 } })).data.updateEmployee.shortTermDaysElsewhere).toBe(366);
    // The count holds for the year it was given in: a new entry stamps the current year.
    await app.pool.query('update employee set short_term_days_elsewhere_year = 2020 where id = 7102');
    await gql('buero', UPDATE, { id: 7102, input: { shortTermDaysElsewhere: 30 } });
    const year = DateTime.now().setZone('Europe/Berlin').year;
    expect((await app.pool.query('select short_term_days_elsewhere_year as y from employee where id in (7101, 7102) order by id')).rows).toEqual([{ y: year }, { y: year }]);
    await gql('buero', UPDATE, { id: 7102, input: { shortTermDaysElsewhere: 366 } });
    // A PUT without the field (or with null) keeps the stored days: the column has no null.
    const put = await gql('buero', UPDATE, { id: 7102, input: { firstName: 'Kurt', lastName: 'Kurzfristig', birthdate: '2000-02-02', email: 'kurt@example.de', shortTermDaysElsewhere: null }, replace: true });
    expect(put.data.updateEmployee.shortTermDaysElsewhere).toBe(366);
    const events = await app.pool.query(`select changes from audit_event where entity_type = 'Employee' and entity_id = '7102' and action = 'UPDATE'`);
    const changes = events.rows.flatMap((r) => r.changes ?? []);
    expect(changes).toContainEqual(expect.objectContaining({ field: 'shortTermDaysElsewhere', from: 40, to: 366 }));
  });

  it('refuses values outside 0..366 with 422 on the input path and the shared German message', async () => {
    for (const bad of [-1, 367]) {
      const created = await gql('buero', CREATE, newEmployee(7103, { shortTermDaysElsewhere: bad }));
      expect(codeOf(created)).toBe('VALIDATION');
      expect(fieldErrors(created)).toEqual([{ path: 'employee.shortTermDaysElsewhere', message: INVALID }]);
      const updated = await gql('buero', UPDATE, { id: 7101, input: { shortTermDaysElsewhere: bad } });
      expect(fieldErrors(updated)).toEqual([{ path: 'shortTermDaysElsewhere', message: INVALID }]);
    }
    // Not a whole number: GraphQL's Int refuses it, still a 422 on the field.
    const fraction = await gql('buero', UPDATE, { id: 7101, input: { shortTermDaysElsewhere: 1.5 } });
    expect(codeOf(fraction)).toBe('VALIDATION');
    expect(fieldErrors(fraction)?.[0].path).toBe('shortTermDaysElsewhere');
    expect((await app.pool.query(`select short_term_days_elsewhere as d from employee where id = 7101`)).rows[0].d).toBe(0);
  });

  it('changing it needs the right to edit the card', async () => {
    expect(codeOf(await gql('mitarbeiter', UPDATE, { id: 2002, input: { shortTermDaysElsewhere: 5 } }))).toBe('FORBIDDEN');
  });
});

describe('shortTermDaysElsewhere from a registration', () => {
  it("takes the registration's days of this year into the defaults and the created employee", async () => {
    const uuid = await finishedRegistration(12);
    expect((await gql('admin', `query($u: String) { employeeDefaults(registrationUuid: $u) { shortTermDaysElsewhere } }`, { u: uuid })).data.employeeDefaults).toEqual({ shortTermDaysElsewhere: 12 });
    const created = await gql('admin', CREATE, newEmployee(7110, { registrationUuid: uuid }));
    expect(created.data.createEmployee).toEqual({ id: 7110, shortTermDaysElsewhere: 12 });
  });

  it('a value the office enters wins over the registration', async () => {
    const uuid = await finishedRegistration(12);
    expect((await gql('admin', CREATE, newEmployee(7111, { registrationUuid: uuid, shortTermDaysElsewhere: 3 }))).data.createEmployee.shortTermDaysElsewhere).toBe(3);
  });

  it('reads digits stored as text; unreadable text and a registration finished last year give 0', async () => {
    const text = await finishedRegistration(' 15 ');
    expect((await gql('admin', CREATE, newEmployee(7112, { registrationUuid: text }))).data.createEmployee.shortTermDaysElsewhere).toBe(15);
    const odd = await finishedRegistration('ca. 20');
    expect((await gql('admin', CREATE, newEmployee(7113, { registrationUuid: odd }))).data.createEmployee.shortTermDaysElsewhere).toBe(0);
    const lastYear = await finishedRegistration(30, DateTime.now().setZone('Europe/Berlin').minus({ years: 1 }).toJSDate());
    expect((await gql('admin', CREATE, newEmployee(7114, { registrationUuid: lastYear }))).data.createEmployee.shortTermDaysElsewhere).toBe(0);
  });
});

describe('WageEntry.warning: below the minimum wage, saved anyway', () => {
  const WAGES = `query($id: Int!) { employee(id: $id) { wages { wage wageType validFrom warning } } }`;
  const ADD = `mutation($id: Int!, $input: WageInput!) { addWage(employeeId: $id, input: $input) { id wage validFrom warning } }`;

  beforeAll(async () => {
    // The stored legal values decide, not the law's defaults: one minimum wage of 13,90 € for every test date.
    const em = app.orm.em.fork();
    em.create(AppSetting, { name: LEGAL_VALUES, value: JSON.stringify({ minimumWageCents: [{ validFrom: '2020-01-01', value: 1390 }] }) });
    await em.flush();
  });

  it('an hourly wage of 12,00 € is stored and carries the warning; 13,90 € carries none', async () => {
    const month = thisMonth.plus({ months: 2 }).toFormat('yyyy-MM');
    const low = await gql('admin', ADD, { id: 7101, input: { wage: 12, wageType: 'WAG', validFrom: month } });
    expect(low.errors).toBeUndefined();
    expect(low.data.addWage).toMatchObject({ wage: 12, warning: 'Der Stundenlohn von 12,00 € liegt unter dem Mindestlohn von 13,90 € (MiLoG §1).' });
    expect((await app.pool.query(`select wage::float as w from wage_entry where id = $1`, [low.data.addWage.id])).rows[0].w).toBe(12);
    const edge = await gql('admin', ADD, { id: 7101, input: { wage: 13.89, wageType: 'WAG', validFrom: thisMonth.plus({ months: 3 }).toFormat('yyyy-MM') } });
    expect(edge.data.addWage.warning).toContain('13,89 €');
    const fine = await gql('admin', ADD, { id: 7101, input: { wage: 13.9, wageType: 'WAG', validFrom: thisMonth.plus({ months: 4 }).toFormat('yyyy-MM') } });
    expect(fine.data.addWage.warning).toBeNull();
    const history = (await gql('buero', WAGES, { id: 7101 })).data.employee.wages;
    expect(history.map((w: any) => w.warning === null)).toEqual([true, false, false, true]);
  });

  it('a raised minimum wage in the settings turns a fine wage into a warned one; a salary is never warned', async () => {
    const em = app.orm.em.fork();
    await em.nativeUpdate(AppSetting, { name: LEGAL_VALUES }, { value: JSON.stringify({ minimumWageCents: [{ validFrom: '2020-01-01', value: 1500 }] }) });
    const history = (await gql('buero', WAGES, { id: 7101 })).data.employee.wages;
    expect(history.at(-1).warning).toBe('Der Stundenlohn von 13,90 € liegt unter dem Mindestlohn von 15,00 € (MiLoG §1).');
    const salary = await gql('admin', ADD, { id: 7102, input: { wage: 100, wageType: 'SAL', targetHours: 160, validFrom: thisMonth.plus({ months: 2 }).toFormat('yyyy-MM') } });
    expect(salary.data.addWage.warning).toBeNull();
  });

  it('a later raise inside the open-ended entry is named with its day', async () => {
    const em = app.orm.em.fork();
    const raise = thisMonth.plus({ months: 6 }).toISODate()!;
    await em.nativeUpdate(AppSetting, { name: LEGAL_VALUES }, { value: JSON.stringify({ minimumWageCents: [{ validFrom: '2020-01-01', value: 1390 }, { validFrom: raise, value: 1460 }] }) });
    const history = (await gql('buero', WAGES, { id: 7101 })).data.employee.wages;
    expect(history.at(-1).warning).toBe(`Ab ${DateTime.fromISO(raise).toFormat('dd.MM.yyyy')} liegt der Stundenlohn von 13,90 € unter dem Mindestlohn von 14,60 € (MiLoG §1).`);
  });
});
