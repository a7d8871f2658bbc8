/**
 * A night inventory booked as its two entries, 22:00–24:00 and 00:00–06:00 of the next day, in every
 * sum the product shows: 480 minutes on an ordinary night, 420 into the last Sunday of March (the hour
 * 02:00–03:00 does not exist) and 540 into the last Sunday of October (it is lived twice). Each sum
 * reads the SQL view worklog_minutes (or wl_net), so the three nights are one rule in eight places.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { DEFAULT_PROCESSING_KEYS, DEFAULT_WAGE_TYPES } from '@inv/domain';
import { payrollExportFile, payrollLines, type PayrollProfile } from '../../documents/payroll-export.js';
import { loadPayrollMonth } from '../monthend/payroll-data.js';
import { loadPerformanceFacts } from '../tasks/performance.queries.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
/** The inventory order of each night (by employee). */
const orderOf = new Map<number, number>();

/** One employee and one inventory order per night. */
const NIGHTS = [
  { employee: 990_601, name: 'Gewöhnlich', first: '2026-11-06', second: '2026-11-07', minutes: 480, hours: '8,00' },
  { employee: 990_602, name: 'Märzumstellung', first: '2026-03-28', second: '2026-03-29', minutes: 420, hours: '7,00' },
  { employee: 990_603, name: 'Oktoberumstellung', first: '2026-10-24', second: '2026-10-25', minutes: 540, hours: '9,00' },
];
const ym = (date: string) => date.slice(0, 7);
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

async function query<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await app.pool.query(text, params)).rows;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  for (const n of NIGHTS) {
    const [{ id: orderId }] = await query(
      `insert into orders (name, address, zip, city, order_type, valid_from, valid_to) values ('Nachtinventur', 'Weg 1', '20095', 'Hamburg', 'INV', $1, $2) returning id`,
      [n.first, n.second],
    );
    orderOf.set(n.employee, orderId);
    await query(`insert into employee (id, first_name, last_name, birthdate, email, export) values ($1, 'Nina', $2, '1990-01-01', $3, true)`, [n.employee, n.name, `${n.employee}@example.de`]);
    await query(`insert into wage_entry (employee_id, valid_from, wage, wage_type) values ($1, '2020-01-01', 15, 'WAG')`, [n.employee]);
    await query(`insert into employment_entry (employee_id, valid_from, employment_type) values ($1, '2020-01-01', 'FUL')`, [n.employee]);
    await query(
      `insert into worklog (employee_id, order_id, date, start, "end", worklog_type, insert_user)
       values ($1, $2, $3, '22:00', '24:00', 'WORK', 'test'), ($1, $2, $4, '00:00', '06:00', 'WORK', 'test')`,
      [n.employee, orderId, n.first, n.second],
    );
  }
});
afterAll(async () => app?.close());

describe('a night 22:00–24:00 + 00:00–06:00 in every sum (480, March change 420, October change 540)', () => {
  it('accounting overview (stored month figures, and the from-scratch aggregate they equal)', async () => {
    for (const n of NIGHTS) {
      const r = await gql('admin', `query($m: String) { accountingEmployees(yearMonth: $m) { employee { id } minutes { minutesWork } } }`, { m: ym(n.first) });
      expect(r.errors).toBeUndefined();
      expect(r.data.accountingEmployees.find((x: any) => x.employee.id === n.employee)?.minutes.minutesWork).toBe(n.minutes);
    }
  });

  it("the order's monthly statistics (order summaries)", async () => {
    for (const n of NIGHTS) {
      const r = await gql('admin', `query($id: Int!) { orderMonthlySummaries(orderId: $id) { yearMonth minutes } }`, { id: orderOf.get(n.employee) });
      expect(r.errors).toBeUndefined();
      expect(r.data.orderMonthlySummaries.map((s: any) => [s.yearMonth, s.minutes])).toEqual([[ym(n.first), n.minutes]]);
    }
  });

  it('working-hours report (CSV) and employee statistics', async () => {
    for (const n of NIGHTS) {
      const file = (await gql('admin', `query($m: String) { workingHoursReport(month: $m, orderType: "INV", format: CSV) { contentBase64 } }`, { m: ym(n.first) })).data.workingHoursReport;
      const line = Buffer.from(file.contentBase64, 'base64').toString('utf8').split('\r\n').find((l) => l.startsWith(`${n.employee};`));
      expect(line).toBe(`${n.employee};${n.name};Nina;Nachtinventur;Inventur;Hamburg;2;${n.hours};0,00;0,00`);

      const stats = await gql('admin', `query($f: String, $t: String) { employeeStatistics(from: $f, to: $t) { employeeId months { yearMonth workingDays minutesWork } } }`, { f: ym(n.first), t: ym(n.first) });
      expect(stats.errors).toBeUndefined();
      expect(stats.data.employeeStatistics.find((e: any) => e.employeeId === n.employee)?.months).toEqual([{ yearMonth: ym(n.first), workingDays: 2, minutesWork: n.minutes }]);
    }
  });

  it('payroll export: the month figures and both profiles (SAGE, DATEV LODAS)', async () => {
    for (const n of NIGHTS) {
      const month = ym(n.first);
      const employees = (await loadPayrollMonth(app.orm.em.fork(), month)).filter((e) => e.employeeId === n.employee);
      expect(employees.map((e) => e.minutesWork)).toEqual([n.minutes]);
      const opts = {
        yearMonth: month,
        wageTypes: DEFAULT_WAGE_TYPES,
        processingKeys: DEFAULT_PROCESSING_KEYS,
        exportSalary: false,
        breakfastDeductionCents: 480,
        consultantNumber: '1234567',
        clientNumber: '12345',
      };
      const lines = (profile: PayrollProfile) => payrollExportFile(profile, payrollLines(employees, opts), opts).content.toString('latin1').split('\r\n');
      expect(lines('SAGE')).toContain(`${n.employee};1000;${n.hours};;${(n.minutes * 15) / 60},00;;${month.slice(5)}.${month.slice(0, 4)}`);
      expect(lines('DATEV_LODAS')).toContain(`10;01.${month.slice(5)}.${month.slice(0, 4)};${n.employee};1000;1;${n.hours};;`);
      expect(lastDay(month) >= n.second).toBe(true); // both entries of the night lie in the exported month
    }
  });

  it("the order's total work time (timeclock) and its counting-performance minutes", async () => {
    for (const n of NIGHTS) expect(await app.services.timeclock.totalWorkMinutes(app.orm.em.fork(), orderOf.get(n.employee)!)).toBe(n.minutes);
    const facts = await loadPerformanceFacts(app.orm.em.fork(), [...orderOf.values()]);
    const perEmployee = (id: number) => facts.filter((f) => f.employeeId === id).reduce((m, f) => m + f.minutes, 0);
    expect(NIGHTS.map((n) => perEmployee(n.employee))).toEqual(NIGHTS.map((n) => n.minutes));
  });
});

describe('a pause counts against the work it lies in, whatever its order', () => {
  it("a pause booked on another order lowers the work order's stored summary at once (its order-month is marked stale)", async () => {
    const employee = 990_604;
    await query(`insert into employee (id, first_name, last_name, birthdate, email) values ($1, 'Paul', 'Pause', '1990-01-01', 'paul.pause@example.de')`, [employee]);
    const [work, other] = (
      await query(
        `insert into orders (name, address, zip, city, order_type, valid_from, valid_to)
         values ('Pausenarbeit', 'Weg 1', '20095', 'Hamburg', 'INV', '2026-05-04', '2026-05-04'), ('Pausenort', 'Weg 2', '20095', 'Hamburg', 'INV', '2026-05-04', '2026-05-04') returning id`,
      )
    ).map((r) => r.id);
    await query(`insert into worklog (employee_id, order_id, date, start, "end", worklog_type, insert_user) values ($1, $2, '2026-05-04', '08:00', '12:00', 'WORK', 'test')`, [employee, work]);
    const minutes = async () => (await gql('admin', `query($id: Int!) { orderMonthlySummaries(orderId: $id) { yearMonth minutes } }`, { id: work })).data.orderMonthlySummaries;
    expect(await minutes()).toEqual([{ yearMonth: '2026-05', minutes: 240 }]);

    await query(`insert into worklog (employee_id, order_id, date, start, "end", worklog_type, insert_user) values ($1, $2, '2026-05-04', '10:00', '10:30', 'PAUSE', 'test')`, [employee, other]);
    expect(await minutes()).toEqual([{ yearMonth: '2026-05', minutes: 210 }]);
    await query(`update worklog set start = '11:00', "end" = '11:15' where employee_id = $1 and worklog_type = 'PAUSE'`, [employee]);
    expect(await minutes()).toEqual([{ yearMonth: '2026-05', minutes: 225 }]);
    await query(`delete from worklog where employee_id = $1 and worklog_type = 'PAUSE'`, [employee]);
    expect(await minutes()).toEqual([{ yearMonth: '2026-05', minutes: 240 }]);
  });
});
