/**
 * The payroll export of a fixture month, byte for byte against the expected files of both profiles
 * (server/src/documents/__fixtures__), and the 422s of the export settings.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { Employee, EmploymentEntry, WageEntry } from '../employees/employee.entity.js';
import { EmploymentType, WageType } from '../employees/employee.enums.js';
import { CostCenter, Order, OrderType } from '../orders/order.entity.js';
import { PerDiem, Worklog, WorklogType } from '../worklogs/worklog.entity.js';
import { MonthEndClosing } from './month-end-closing.entity.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const expected = (name: string) => readFileSync(new URL(`../../documents/__fixtures__/${name}`, import.meta.url));
const CLOSE = `mutation($m: String) { closeMonth(yearMonth: $m) { fileName contentType contentBase64 } }`;
const SETTINGS = `mutation($input: PayrollExportSettingsInput!) { updatePayrollExportSettings(input: $input) { profile consultantNumber clientNumber wageTypes { hourlyWork travel salary } } }`;

/**
 * March 2024, built so every rule of the export shows: an hourly employee with work (net of an own
 * pause), travel, passenger time and per diems on two orders (the one with more work gives the cost
 * centre) and a wage change after the month; a salaried employee on an order without cost centre;
 * an employee not marked for export; a salaried leaver without anything in the month; 20 minutes at
 * 12.41 (rounding of hours and amount).
 */
async function buildFixtureMonth() {
  // Only the fixture employees are exported (the demo employees stay out of this month's file).
  await app.pool.query('update employee set export = false');
  const em = app.orm.em.fork();
  const north = em.create(CostCenter, { name: 'Fixture Nord', costCenter: '4711' });
  const south = em.create(CostCenter, { name: 'Fixture Süd', costCenter: '0815' });
  const order = (name: string, costCenter: CostCenter | null) =>
    em.create(Order, { name, address: 'Weg 1', zip: '20095', city: 'Hamburg', orderType: OrderType.INV, validFrom: '2024-03-01', validTo: '2024-03-31', costCenter });
  const [a, b, c] = [order('Fixture A', north), order('Fixture B', south), order('Fixture C', null)];
  const employee = (id: number, lastName: string, exported = true) =>
    em.create(Employee, { id, firstName: 'Fix', lastName, birthdate: '1990-01-01', email: `${id}@example.de`, export: exported });
  const wage = (e: Employee, wageType: WageType, value: number, validFrom: string, validTo: string | null = null) => em.create(WageEntry, { employee: e, wageType, wage: value, validFrom, validTo });
  const employment = (e: Employee, employmentType: EmploymentType, validFrom: string, validTo: string | null = null) => em.create(EmploymentEntry, { employee: e, employmentType, validFrom, validTo });
  const log = (e: Employee, o: Order, date: string, worklogType: WorklogType, start: string, end: string) =>
    em.create(Worklog, { employee: e, order: o, date, worklogType, start, end, insertUser: 'Fixture' });

  const anna = employee(90001, 'Stunde');
  wage(anna, WageType.WAG, 13.5, '2024-01-01', '2024-03-31');
  wage(anna, WageType.WAG, 15, '2024-04-01');
  employment(anna, EmploymentType.FUL, '2024-01-01');
  log(anna, a, '2024-03-04', WorklogType.TRAVEL, '06:30', '07:30');
  log(anna, a, '2024-03-04', WorklogType.WORK, '07:30', '16:00');
  log(anna, a, '2024-03-04', WorklogType.PAUSE, '12:00', '12:30');
  log(anna, b, '2024-03-05', WorklogType.WORK, '08:00', '11:00');
  log(anna, b, '2024-03-05', WorklogType.PASSENGER, '11:00', '11:45');
  log(anna, b, '2024-03-06', WorklogType.WORK, '08:00', '12:20');
  em.create(PerDiem, { employee: anna, order: a, date: '2024-03-04', catering: 16, misc: 8, breakfast: true });
  em.create(PerDiem, { employee: anna, order: b, date: '2024-03-05', catering: 8, misc: 0, breakfast: false });

  const bernd = employee(90002, 'Gehalt');
  wage(bernd, WageType.SAL, 3200, '2023-01-01');
  employment(bernd, EmploymentType.FUL, '2023-01-01');
  log(bernd, c, '2024-03-11', WorklogType.TRAVEL, '07:00', '07:30');
  log(bernd, c, '2024-03-11', WorklogType.WORK, '07:30', '12:30');
  em.create(PerDiem, { employee: bernd, order: c, date: '2024-03-11', catering: 32, misc: 0, breakfast: true });

  const carla = employee(90003, 'Ohneexport', false);
  wage(carla, WageType.WAG, 14, '2024-01-01');
  employment(carla, EmploymentType.MIN, '2024-01-01');
  log(carla, a, '2024-03-04', WorklogType.WORK, '08:00', '10:00');

  const dieter = employee(90004, 'Ausgetreten');
  wage(dieter, WageType.SAL, 2500, '2023-01-01', '2024-02-29');
  employment(dieter, EmploymentType.MIN, '2023-01-01', '2024-02-29');

  const eva = employee(90005, 'Krumm');
  wage(eva, WageType.WAG, 12.41, '2024-03-01');
  employment(eva, EmploymentType.MIN, '2024-03-01');
  log(eva, a, '2024-03-20', WorklogType.WORK, '10:00', '10:20');
  await em.flush();
  await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', '2024-03-01');
  // Fixed salaries are exported only when the office says so (the fixture shows 90002's salary).
  await app.services.settings.set(app.orm.em.fork(), 'payrollExportSalary', 'true');
}

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  await buildFixtureMonth();
});
afterAll(async () => app?.close());

describe('payroll export of a fixture month', () => {
  it('SAGE: the closing answers exactly the expected file and stores those bytes', async () => {
    const r = await gql('buero', CLOSE, { m: '2024-03' });
    expect(r.errors).toBeUndefined();
    expect(r.data.closeMonth.fileName).toBe('SAGE_2024-03.csv');
    expect(r.data.closeMonth.contentType).toBe('text/csv; charset=ISO-8859-1');
    const bytes = Buffer.from(r.data.closeMonth.contentBase64, 'base64');
    expect(bytes.toString('latin1')).toBe(expected('payroll-2024-03.sage.csv').toString('latin1'));
    expect(bytes.equals(expected('payroll-2024-03.sage.csv'))).toBe(true);
    const closing = await app.orm.em.fork().findOneOrFail(MonthEndClosing, { yearMonth: '2024-03', reopenedAt: null });
    expect((await app.services.files.get(closing.fileKey))!.equals(bytes)).toBe(true);
    expect((await gql('buero', '{ defaults { earliestValidFrom } }')).data.defaults.earliestValidFrom).toBe('2024-04-01');
  });

  it('DATEV LODAS: after reopening, the profile, numbers and a wage type changed, closing again writes the expected file', async () => {
    expect((await gql('admin', `mutation { reopenMonth(yearMonth: "2024-03") { reopenedAt } }`)).errors).toBeUndefined();
    // As a closing made before the month's lines were stored: closing again writes the full file (a closing
    // with stored lines gets a correction file, payroll.integration.test.ts).
    await app.pool.query(`update month_end_closing set lines = null where year_month = '2024-03'`);
    const set = await gql('buero', SETTINGS, { input: { profile: 'DATEV_LODAS', consultantNumber: ' 1234567 ', clientNumber: '12345', wageTypes: { hourlyWork: '101' } } });
    expect(set.data.updatePayrollExportSettings).toEqual({ profile: 'DATEV_LODAS', consultantNumber: '1234567', clientNumber: '12345', wageTypes: { hourlyWork: '101', travel: '1010', salary: '2000' } });
    const r = await gql('buero', CLOSE, { m: '2024-03' });
    expect(r.data.closeMonth.fileName).toBe('DATEV_LODAS_2024-03.txt');
    expect(r.data.closeMonth.contentType).toBe('text/plain; charset=ISO-8859-1');
    const bytes = Buffer.from(r.data.closeMonth.contentBase64, 'base64');
    expect(bytes.toString('latin1')).toBe(expected('payroll-2024-03.datev-lodas.txt').toString('latin1'));
    expect(bytes.equals(expected('payroll-2024-03.datev-lodas.txt'))).toBe(true);
    const status = (await gql('buero', '{ monthEndStatus { profile profileLabel lastClosedMonth } }')).data.monthEndStatus;
    expect(status).toEqual({ profile: 'DATEV_LODAS', profileLabel: 'DATEV', lastClosedMonth: '2024-03' });
  });

  it('the export hours equal the accounting overview of the month (same aggregate)', async () => {
    const rows = (await gql('admin', `{ accountingEmployees(yearMonth: "2024-03") { employee { id } minutes { minutesWork minutesTravel minutesPassenger } } }`)).data.accountingEmployees;
    const anna = rows.find((x: any) => x.employee.id === 90001).minutes;
    // 15,33 h / 1,00 h / 0,75 h in both files.
    expect([anna.minutesWork, anna.minutesTravel, anna.minutesPassenger]).toEqual([920, 60, 45]);
  });
});

describe('export settings', () => {
  it('422 with German messages; nothing stored from a refused change', async () => {
    const before = (await gql('buero', `{ payrollExportSettings { profile consultantNumber clientNumber wageTypes { travel } } }`)).data.payrollExportSettings;
    expect(fieldErrors(await gql('buero', SETTINGS, { input: { consultantNumber: '12', clientNumber: 'abc', wageTypes: { travel: '12345', salary: '' } } }))).toEqual([
      { path: 'consultantNumber', message: 'Beraternummer muss aus 4 bis 7 Ziffern bestehen' },
      { path: 'clientNumber', message: 'Mandantennummer muss aus 1 bis 5 Ziffern bestehen' },
      { path: 'wageTypes.salary', message: 'Lohnart muss aus 1 bis 4 Ziffern bestehen' },
      { path: 'wageTypes.travel', message: 'Lohnart muss aus 1 bis 4 Ziffern bestehen' },
    ]);
    expect(fieldErrors(await gql('buero', SETTINGS, { input: { profile: 'DATEV_LODAS', consultantNumber: '' } }))).toEqual([
      { path: 'consultantNumber', message: 'Beraternummer muss für DATEV gesetzt sein' },
    ]);
    expect(codeOf(await gql('buero', SETTINGS, { input: { profile: 'LEXWARE' } }))).toBe('VALIDATION');
    expect(codeOf(await gql('teamleiter', SETTINGS, { input: { profile: 'SAGE' } }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', `{ payrollExportSettings { profile } }`))).toBe('FORBIDDEN');
    expect((await gql('buero', `{ payrollExportSettings { profile consultantNumber clientNumber wageTypes { travel } } }`)).data.payrollExportSettings).toEqual(before);
  });

  it('SAGE needs no DATEV numbers; a change is recorded in the audit trail', async () => {
    const r = await gql('buero', SETTINGS, { input: { profile: 'SAGE', consultantNumber: '', clientNumber: '' } });
    expect(r.data.updatePayrollExportSettings).toMatchObject({ profile: 'SAGE', consultantNumber: '', clientNumber: '' });
    const events = await app.pool.query(`select changes from audit_event where action = 'SETTINGS_CHANGE' order by id desc limit 1`);
    expect(events.rows[0].changes).toContainEqual({ field: 'profile', from: 'DATEV_LODAS', to: 'SAGE' });
  });
});
