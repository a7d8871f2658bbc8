/**
 * Order summaries, cash flows, employee statistics and payroll-tax factors against PostgreSQL: the
 * triggers mark order-months dirty, reads and the job recompute them, money stays hidden without its
 * authority. The figures are the worked example of docs/decisions/statistics.md#STA-6 (summary-math.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA, REFRESH_ORDER_SUMMARIES, runSummaryRefresh, startJobs } from '../../jobs/jobs.js';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const MONTH = '2030-03'; // far ahead of the demo data: this file owns it
const ANNA = 990001; // WAG 14.00 €/h, FUL
const BEN = 990002; // SAL 2,600 € at 160 h, MIN
let orderId: number;

const SUMMARY = `order { id name orderType city } yearMonth minutes costs costsWithPayrollTaxes costsTravel costsPassenger perDiemTotal earnings expenses profit averageWage productivity computedAt`;
const MONTHLY = `query($orderId: Int!) { orderMonthlySummaries(orderId: $orderId) { ${SUMMARY} } }`;
const LIST = `query($yearMonth: String, $orderType: String) { orderSummaries(yearMonth: $yearMonth, orderType: $orderType) { yearMonth months rows { ${SUMMARY} } previousYear { ${SUMMARY} } } }`;
const FLOWS = `months { yearMonth earnings expenses profit } cashFlows { id orderId orderName date amount cashFlowType description }`;
const SAVE = `mutation($orderId: Int!, $id: Int, $input: CashFlowInput!) { saveCashFlow(orderId: $orderId, id: $id, input: $input) { ${FLOWS} } }`;
const DELETE = `mutation($orderId: Int!, $id: Int!) { deleteCashFlow(orderId: $orderId, id: $id) { ${FLOWS} } }`;
const EMPLOYEES = `query($from: String, $to: String) { employeeStatistics(from: $from, to: $to) { id employeeId firstName lastName months { yearMonth workingDays minutesWork minutesTravel wage wageType } } }`;
const FACTORS = `mutation($input: PayrollTaxFactorsInput!) { savePayrollTaxFactors(input: $input) { FUL MIN SHO WORKING_STUDENT } }`;

async function sql(text: string, params: unknown[] = []) {
  return (await app.pool.query(text, params)).rows;
}
const dirty = async () => (await sql(`select year_month from order_month_summary_dirty where order_id = $1`, [orderId])).map((r) => r.year_month);
const monthRow = async (who: Parameters<typeof gql>[0] = 'admin') => {
  const r = await gql(who, MONTHLY, { orderId });
  expect(r.errors).toBeUndefined();
  return r.data.orderMonthlySummaries.find((s: any) => s.yearMonth === MONTH);
};

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  // Statistic for teamleiter (no money rights) and buero (money, but not the travel-cost right).
  const role = (await gql('admin', `mutation { createRole(input: { name: "Statistik", description: "Statistik sehen" }) { id } }`)).data.createRole;
  expect((await gql('admin', `mutation($r: Int!) { grantAuthority(roleId: $r, authority: "Statistic") { id } }`, { r: role.id })).errors).toBeUndefined();
  for (const u of ['teamleiter', 'buero']) {
    const [user] = await sql(`select id from app_user where username = $1`, [u]);
    expect((await gql('admin', `mutation($u: Int!, $r: Int!) { assignRole(userId: $u, roleId: $r) { user { id } } }`, { u: user.id, r: role.id })).errors).toBeUndefined();
  }
  ({ gql } = await loginDemoUsers(app));

  await sql(`insert into employee (id, first_name, last_name, birthdate, email) values ($1, 'Anna', 'Arndt', '1990-01-01', 'anna@example.org'), ($2, 'Ben', 'Brandt', '1991-01-01', 'ben@example.org')`, [ANNA, BEN]);
  await sql(`insert into wage_entry (employee_id, valid_from, wage, wage_type) values ($1, '2020-01-01', 14, 'WAG')`, [ANNA]);
  await sql(`insert into wage_entry (employee_id, valid_from, wage, wage_type, target_hours) values ($1, '2020-01-01', 2600, 'SAL', 160)`, [BEN]);
  await sql(`insert into employment_entry (employee_id, valid_from, employment_type) values ($1, '2020-01-01', 'FUL'), ($2, '2020-01-01', 'MIN')`, [ANNA, BEN]);
  const [o] = await sql(
    `insert into orders (name, address, zip, city, order_type, valid_from, valid_to, start_time, notes, type, fruit_and_vegetables, flowers, storage, target_actual_comparison, labels, drinks)
     values ('Statistikmarkt', 'Weg 1', '20095', 'Hamburg', 'INV', '2030-03-04', '2030-03-04', '08:00', '', 'Project', false, false, false, false, false, false) returning id`,
  );
  orderId = o.id;
  const log = (employee: number, type: string, start: string, end: string) =>
    sql(`insert into worklog (date, start, "end", worklog_type, comment, order_id, employee_id, open, insert_user) values ('2030-03-04', $1, $2, $3, '', $4, $5, false, 'Test')`, [start, end, type, orderId, employee]);
  await log(ANNA, 'TRAVEL', '07:00', '08:00');
  await log(ANNA, 'WORK', '08:00', '16:30');
  await log(ANNA, 'PAUSE', '12:00', '12:30');
  await log(BEN, 'PASSENGER', '07:15', '08:00');
  await log(BEN, 'WORK', '08:00', '13:00');
  await sql(`insert into per_diem (date, catering, misc, breakfast, order_id, employee_id) values ('2030-03-04', 16, 8, true, $1, $2), ('2030-03-04', 16, 0, false, $1, $3)`, [orderId, ANNA, BEN]);
});
afterAll(async () => app?.close());

describe('order summaries', () => {
  it('the demo seed leaves computed summaries with earnings and expenses behind', async () => {
    const [demo] = await sql(`select count(*) filter (where earnings > 0)::int as earning, count(*) filter (where expenses > 0)::int as spending, count(*) filter (where minutes > 0)::int as worked from order_month_summary`);
    expect(demo.earning).toBeGreaterThan(0);
    expect(demo.spending).toBeGreaterThan(0);
    expect(demo.worked).toBeGreaterThan(0);
  });

  it('a worklog change marks the order-month dirty; the next read returns the updated figures', async () => {
    expect(await dirty()).toContain(MONTH);
    expect(await monthRow()).toMatchObject({
      order: { id: orderId, name: 'Statistikmarkt', orderType: 'INV', city: 'Hamburg' },
      minutes: 780, costs: 193.25, costsWithPayrollTaxes: 241.15, costsTravel: 14, costsPassenger: 12.19, perDiemTotal: 35.2,
      earnings: 0, expenses: 0, profit: -302.54, averageWage: 14.87, productivity: 100,
    });
    expect(await dirty()).toEqual([]);
    await sql(`update worklog set "end" = '17:30' where order_id = $1 and employee_id = $2 and worklog_type = 'WORK'`, [orderId, ANNA]);
    expect(await dirty()).toEqual([MONTH]);
    expect(await monthRow()).toMatchObject({ minutes: 840, costs: 207.25, costsWithPayrollTaxes: 258.09 });
    await sql(`update worklog set "end" = '16:30' where order_id = $1 and employee_id = $2 and worklog_type = 'WORK'`, [orderId, ANNA]);
    expect(await monthRow()).toMatchObject({ minutes: 780, costs: 193.25 });
  });

  it('the job recomputes every dirty row (its work function, called directly)', async () => {
    await sql(`update per_diem set misc = 16 where order_id = $1 and employee_id = $2`, [orderId, BEN]);
    expect(await dirty()).toEqual([MONTH]);
    expect(await runSummaryRefresh(app.orm, app.services)).toBeGreaterThanOrEqual(1);
    expect(await dirty()).toEqual([]);
    const [stored] = await sql(`select per_diem_total from order_month_summary where order_id = $1 and year_month = $2`, [orderId, MONTH]);
    expect(Number(stored.per_diem_total)).toBe(51.2);
    await sql(`update per_diem set misc = 0 where order_id = $1 and employee_id = $2`, [orderId, BEN]);
    expect(await runSummaryRefresh(app.orm, app.services)).toBeGreaterThanOrEqual(1);
    expect(await runSummaryRefresh(app.orm, app.services)).toBe(0);
  });

  it('a recomputation waits for a writer whose mark was already set and includes its change; a writer outlasting the wait leaves the mark', async () => {
    await sql(`update per_diem set misc = 8 where order_id = $1 and employee_id = $2`, [orderId, BEN]);
    expect(await dirty()).toEqual([MONTH]);
    const writer = await app.pool.connect();
    try {
      await writer.query('begin');
      // The mark exists: this writer's trigger does nothing and holds no lock on the mark row.
      await writer.query(`update per_diem set misc = 16 where order_id = $1 and employee_id = $2`, [orderId, BEN]);
      const refresh = runSummaryRefresh(app.orm, app.services);
      await new Promise((r) => setTimeout(r, 300));
      await writer.query('commit');
      // The recomputation waited for the commit, so it saw the change before it took the mark.
      expect(await refresh).toBe(1);
    } finally {
      writer.release();
    }
    expect(await dirty()).toEqual([]);
    const [stored] = await sql(`select per_diem_total from order_month_summary where order_id = $1 and year_month = $2`, [orderId, MONTH]);
    expect(Number(stored.per_diem_total)).toBe(51.2);

    // A writer holding its mark longer than a read waits: nothing is stored, the mark stays for later.
    const slow = await app.pool.connect();
    try {
      await slow.query('begin');
      await slow.query(`update per_diem set misc = 0 where order_id = $1 and employee_id = $2`, [orderId, BEN]);
      expect(await runSummaryRefresh(app.orm, app.services)).toBe(0);
      await slow.query('commit');
    } finally {
      slow.release();
    }
    expect(await dirty()).toEqual([MONTH]);
    expect(await runSummaryRefresh(app.orm, app.services)).toBe(1);
    expect(await dirty()).toEqual([]);
  });

  it('the refresh job is scheduled once every minute as a singleton queue, however many instances start', async () => {
    const services = { files: app.services.files, config: app.config, log: app.services.log, summaries: app.services.summaries };
    const a = await startJobs({ url: app.dbUrl, orm: app.orm, services, log: app.services.log });
    const b = await startJobs({ url: app.dbUrl, orm: app.orm, services, log: app.services.log });
    try {
      const rows = (await app.pool.query(`select name, cron, timezone from ${JOB_SCHEMA}.schedule where name = $1`, [REFRESH_ORDER_SUMMARIES.name])).rows;
      expect(rows).toEqual([{ name: 'refresh-order-summaries', cron: '* * * * *', timezone: 'Europe/Berlin' }]);
      const queue = (await app.pool.query(`select policy from ${JOB_SCHEMA}.queue where name = $1`, [REFRESH_ORDER_SUMMARIES.name])).rows;
      expect(queue).toEqual([{ policy: 'singleton' }]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('a wage change marks every order-month of that employee from its validFrom on', async () => {
    await sql(`update wage_entry set wage = 15 where employee_id = $1`, [ANNA]);
    expect(await dirty()).toEqual([MONTH]);
    expect(await monthRow()).toMatchObject({ costs: 201.25 });
    await sql(`update wage_entry set wage = 14 where employee_id = $1`, [ANNA]);
    expect(await monthRow()).toMatchObject({ costs: 193.25 });
  });

  it('cost fields are null without Accounting_Overview_ViewWageAndCosts, travel and passenger without Statistic_ViewTravelCosts; 403 without Statistic', async () => {
    expect(await monthRow('teamleiter')).toMatchObject({
      minutes: 780, perDiemTotal: 35.2, costs: null, costsWithPayrollTaxes: null, costsTravel: null, costsPassenger: null,
      earnings: null, expenses: null, profit: null, averageWage: null, productivity: null,
    });
    expect(await monthRow('buero')).toMatchObject({ costs: 193.25, costsWithPayrollTaxes: 241.15, costsTravel: null, costsPassenger: null, profit: -302.54 });
    for (const q of [MONTHLY, LIST, EMPLOYEES]) expect(codeOf(await gql('mitarbeiter', q, { orderId }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', `mutation { refreshOrderSummaries }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', `query($orderId: Int!) { orderCashFlows(orderId: $orderId) { cashFlows { id } } }`, { orderId }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', SAVE, { orderId, input: { date: MONTH, amount: 10 } }))).toBe('FORBIDDEN');
  });

  it('the month list: the month, the two before, the previous-year month; type filter; 422 on a bad month or type', async () => {
    const r = (await gql('admin', LIST, { yearMonth: '2030-05', orderType: 'INV' })).data.orderSummaries;
    expect(r.yearMonth).toBe('2030-05');
    expect(r.months).toEqual(['2030-03', '2030-04', '2030-05']);
    expect(r.rows.map((x: any) => [x.order.id, x.yearMonth])).toContainEqual([orderId, MONTH]);
    expect(r.previousYear).toEqual([]);
    expect((await gql('admin', LIST, { yearMonth: '2031-03' })).data.orderSummaries.previousYear.map((x: any) => x.order.id)).toContain(orderId);
    expect((await gql('admin', LIST, { yearMonth: '2030-05', orderType: 'BEV' })).data.orderSummaries.rows).toEqual([]);
    expect(fieldErrors(await gql('admin', LIST, { yearMonth: '2030-3' }))).toEqual([{ path: 'yearMonth', message: 'Monat im Format JJJJ-MM angeben' }]);
    expect(fieldErrors(await gql('admin', LIST, { orderType: 'XYZ' }))).toEqual([{ path: 'orderType', message: 'Unbekannte Auftragsart' }]);
  });

  it('refresh: all of a month (the number recomputed) and one order-month; unknown order 404', async () => {
    expect((await gql('admin', `mutation { refreshOrderSummaries(yearMonth: "${MONTH}") }`)).data.refreshOrderSummaries).toBeGreaterThanOrEqual(1);
    const one = (await gql('admin', `mutation { refreshOrderSummary(orderId: ${orderId}, yearMonth: "${MONTH}") { ${SUMMARY} } }`)).data.refreshOrderSummary;
    expect(one).toMatchObject({ yearMonth: MONTH, minutes: 780, costs: 193.25 });
    const empty = (await gql('admin', `mutation { refreshOrderSummary(orderId: ${orderId}, yearMonth: "2030-07") { minutes costs earnings } }`)).data.refreshOrderSummary;
    expect(empty).toEqual({ minutes: 0, costs: 0, earnings: 0 });
    expect(codeOf(await gql('admin', `mutation { refreshOrderSummary(orderId: 999999) { minutes } }`))).toBe('NOT_FOUND');
  });
});

describe('cash flows', () => {
  it('validation: 422 with paths and German messages; nothing stored', async () => {
    expect(fieldErrors(await gql('buero', SAVE, { orderId, input: {} }))).toEqual([
      { path: 'amount', message: 'Betrag muss gesetzt sein' },
      { path: 'date', message: 'Datum muss gesetzt sein' },
    ]);
    expect(fieldErrors(await gql('buero', SAVE, { orderId, input: { amount: 0, date: '2030-3' } }))).toEqual([
      { path: 'amount', message: 'Betrag darf nicht 0 sein' },
      { path: 'date', message: 'Monat im Format JJJJ-MM angeben' },
    ]);
    expect(fieldErrors(await gql('buero', SAVE, { orderId, input: { amount: -5, date: MONTH } }))).toEqual([{ path: 'amount', message: 'Betrag muss positiv sein' }]);
    expect(fieldErrors(await gql('buero', SAVE, { orderId, input: { amount: 10_000_000.01, date: MONTH } }))).toEqual([{ path: 'amount', message: 'Betrag darf höchstens 10.000.000 sein' }]);
    expect(fieldErrors(await gql('buero', SAVE, { orderId, input: { amount: 5, date: MONTH, description: 'x'.repeat(501) } }))).toEqual([
      { path: 'description', message: 'Beschreibung darf höchstens 500 Zeichen lang sein' },
    ]);
    expect((await sql(`select count(*)::int as n from cash_flow where order_id = $1`, [orderId]))[0].n).toBe(0);
    expect(codeOf(await gql('buero', SAVE, { orderId: 999999, input: { amount: 5, date: MONTH } }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('buero', SAVE, { orderId, id: 999999, input: { amount: 5, date: MONTH } }))).toBe('NOT_FOUND');
  });

  it('profit changes with a cash flow: 1,500 in and 120 out give the worked example 1,077.46; edit and delete', async () => {
    const defaults = (await gql('buero', `query($orderId: Int!) { cashFlowDefault(orderId: $orderId) { orderId date amount cashFlowType description } }`, { orderId })).data.cashFlowDefault;
    expect(defaults).toEqual({ orderId, date: MONTH, amount: null, cashFlowType: 'IN', description: '' });
    const a = (await gql('buero', SAVE, { orderId, input: { amount: 1500, date: MONTH, description: ' Rechnung 1 ' } })).data.saveCashFlow;
    expect(a.cashFlows).toEqual([{ id: expect.any(Number), orderId, orderName: 'Statistikmarkt', date: MONTH, amount: 1500, cashFlowType: 'IN', description: 'Rechnung 1' }]);
    expect(a.months.find((m: any) => m.yearMonth === MONTH)).toEqual({ yearMonth: MONTH, earnings: 1500, expenses: 0, profit: 1197.46 });
    const b = (await gql('buero', SAVE, { orderId, input: { amount: 100, date: MONTH, cashFlowType: 'OUT' } })).data.saveCashFlow;
    const out = b.cashFlows.find((c: any) => c.cashFlowType === 'OUT');
    const c = (await gql('buero', SAVE, { orderId, id: out.id, input: { amount: 120, date: MONTH, cashFlowType: 'OUT', description: 'Material' } })).data.saveCashFlow;
    expect(c.months.find((m: any) => m.yearMonth === MONTH)).toEqual({ yearMonth: MONTH, earnings: 1500, expenses: 120, profit: 1077.46 });
    expect(await monthRow()).toMatchObject({ productivity: 115.38 });
    const [by] = await sql(`select created_by, updated_by from cash_flow where id = $1`, [out.id]);
    expect(by).toEqual({ created_by: 'buero', updated_by: 'buero' });
    const d = (await gql('buero', DELETE, { orderId, id: out.id })).data.deleteCashFlow;
    expect(d.cashFlows).toHaveLength(1);
    expect(d.months.find((m: any) => m.yearMonth === MONTH)).toMatchObject({ expenses: 0, profit: 1197.46 });
    expect(codeOf(await gql('buero', DELETE, { orderId, id: out.id }))).toBe('NOT_FOUND');
  });
});

describe('employee statistics', () => {
  it('WAG employees with time booked, every month of the range; wage only with the money right; 422 on the range', async () => {
    const rows = (await gql('admin', EMPLOYEES, { from: '2030-02', to: '2030-04' })).data.employeeStatistics;
    expect(rows.map((r: any) => r.employeeId)).toEqual([ANNA]); // Ben is salaried
    expect(rows[0]).toEqual({
      id: ANNA, employeeId: ANNA, firstName: 'Anna', lastName: 'Arndt',
      months: [
        { yearMonth: '2030-02', workingDays: 0, minutesWork: 0, minutesTravel: 0, wage: 14, wageType: 'WAG' },
        { yearMonth: '2030-03', workingDays: 1, minutesWork: 480, minutesTravel: 60, wage: 14, wageType: 'WAG' },
        { yearMonth: '2030-04', workingDays: 0, minutesWork: 0, minutesTravel: 0, wage: 14, wageType: 'WAG' },
      ],
    });
    const hidden = (await gql('teamleiter', EMPLOYEES, { from: MONTH, to: MONTH })).data.employeeStatistics;
    expect(hidden[0].months[0]).toEqual({ yearMonth: MONTH, workingDays: 1, minutesWork: 480, minutesTravel: 60, wage: null, wageType: null });
    expect(fieldErrors(await gql('admin', EMPLOYEES, { from: '2030-04', to: '2030-03' }))).toEqual([{ path: 'to', message: 'Bis darf nicht vor Von liegen' }]);
    expect(fieldErrors(await gql('admin', EMPLOYEES, { from: '2029-03', to: '2030-03' }))).toEqual([{ path: 'to', message: 'Höchstens 12 Monate' }]);
    expect(fieldErrors(await gql('admin', EMPLOYEES, { from: 'März' }))).toEqual([{ path: 'from', message: 'Monat im Format JJJJ-MM angeben' }]);
    expect((await gql('admin', EMPLOYEES, {})).data.employeeStatistics.every((e: any) => e.months.length === 3)).toBe(true);
  });
});

describe('payroll-tax factors', () => {
  it('defaults; a change is audited and recomputes costs incl. payroll taxes; 422 outside 1..3; 403 without the money right', async () => {
    expect((await gql('buero', `{ payrollTaxFactors { FUL MIN SHO WORKING_STUDENT } }`)).data.payrollTaxFactors).toEqual({ FUL: 1.21, MIN: 1.3, SHO: 1, WORKING_STUDENT: 1.1 });
    expect((await gql('buero', FACTORS, { input: { FUL: 1.5 } })).data.savePayrollTaxFactors).toEqual({ FUL: 1.5, MIN: 1.3, SHO: 1, WORKING_STUDENT: 1.1 });
    expect(await dirty()).toContain(MONTH);
    expect(await monthRow()).toMatchObject({ costsWithPayrollTaxes: 273.63 }); // 112 × 1.5 + 81.25 × 1.3
    const [event] = await sql(`select actor_username, entity_type, changes from audit_event where action = 'SETTINGS_CHANGE' and entity_type = 'PayrollTaxFactors'`);
    expect(event).toMatchObject({ actor_username: 'buero', entity_type: 'PayrollTaxFactors' });
    expect(JSON.stringify(event.changes)).toContain('FUL');
    expect(fieldErrors(await gql('buero', FACTORS, { input: { MIN: 0.5, SHO: 4 } }))).toEqual([
      { path: 'MIN', message: 'Faktor muss zwischen 1 und 3 liegen' },
      { path: 'SHO', message: 'Faktor muss zwischen 1 und 3 liegen' },
    ]);
    expect(codeOf(await gql('teamleiter', FACTORS, { input: { FUL: 1.2 } }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', `{ payrollTaxFactors { FUL } }`))).toBe('FORBIDDEN');
    await gql('buero', FACTORS, { input: { FUL: 1.21 } });
    expect(await monthRow()).toMatchObject({ costsWithPayrollTaxes: 241.15 });
  });
});
