/**
 * The payroll of a hand-built December 2025 in Köln (NRW) and Berlin, closed through the real service:
 * the files byte for byte against the fixtures in ./__fixtures__ (SAGE, DATEV LODAS, and the correction
 * files after reopening), the preview equal to the file, the holiday of the workplace's state, the LODAS
 * personnel-number check, and the settings (payroll and per diems) with their 422s and 403s.
 *
 * The month, and how each figure of the fixtures follows from it (1.12.2025 is a Monday):
 * - 91001 Anna Nacht, hourly 15.00, Köln order (cost centre K-100):
 *   Sat 6.12. 22:00–24:00 with a pause 23:00–23:30, Sun 7.12. 00:00–06:00 (one shift):
 *     night25 90 (Sat 22–24 less the pause) + 120 (Sun 4–6); night40 240 (Sun 0–4, begun before midnight);
 *     sunday50 360 (Sun 0–6); work 450.
 *   Sun 7.12. 22:00–24:00, Mon 8.12. 00:00–06:00 (one shift): night25 120 (Sun 22–24) + 120 (Mon 4–6);
 *     night40 240 (Mon 0–4); sunday50 120 (Sun 22–24) + 240 (Mon 0–4 of a Sunday shift, §3b (3) Nr. 2 EStG); work 480.
 *   Wed 24.12. 12:00–18:00: holiday150 240 (from 14:00, §3b (1) Nr. 4 EStG); work 360.
 *   Fri 26.12. 08:00–12:00: holiday150 240; work 240.
 *   Wed 31.12. 13:00–15:00: holiday125 60 (from 14:00, §3b (1) Nr. 3 EStG); work 120.
 *   Wed 10.12. on the Berlin order: travel 06:00–07:00, work 07:00–16:00 with a pause 12:00–12:30: work 510,
 *     travel 60, away 600 min (pauses are away too).
 *   Work 2160 min = 36,00 h × 15.00 = 540,00; travel 1,00 h = 15,00; night25 7,50; night40 8,00;
 *   sunday50 12,00; holiday125 1,00; holiday150 8,00. Cost centre: Köln has 1680 gross work minutes, Berlin 540.
 *   Per diems: 10.12. catering 32, breakfast (away 600 > 480: 14,00 less 20 % of 28,00 = 8,40 tax-free,
 *   23,60 taxable, §9 (4a) Satz 3 Nr. 3 and Satz 8 EStG); 24.12. catering 16 + misc 8, no breakfast (away
 *   360 ≤ 480: no lump sum, 16,00 taxable). Days 2; tax-free 8,40; taxable 39,60; misc 8,00; breakfast 1 × 4,80.
 * - 91002 Bert Neu, salaried 3100.00, employed from 15.12. (17 of 31 days): salary 3100 × 17 / 31 = 1700,00
 *   (exportSalary); Sunday 21.12. work 10:00–14:00 gives no band rows (salaried), travel 09:30–10:00 = 0,50 h.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { Employee, EmploymentEntry, WageEntry } from '../employees/employee.entity.js';
import { EmploymentType, WageType } from '../employees/employee.enums.js';
import { CostCenter, Order, OrderType } from '../orders/order.entity.js';
import { PerDiem, Worklog, WorklogType } from '../worklogs/worklog.entity.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url));
const CLOSE = `mutation($m: String) { closeMonth(yearMonth: $m) { fileName contentType contentBase64 } }`;
const REOPEN = `mutation($m: String!) { reopenMonth(yearMonth: $m) { reopenedAt } }`;
const SETTINGS = `mutation($input: PayrollExportSettingsInput!) { updatePayrollExportSettings(input: $input) { profile exportSalary wageTypes { night25 holiday150 } processingKeys { hourlyWork night25 perDiemDays } } }`;
const PREVIEW = `query($m: String!) { payrollPreview(yearMonth: $m) {
  yearMonth profile openFindings
  rows { employeeId personnelNumber employeeName component label wageType processingKey hours days amount costCenter }
  totals { component label wageType hours days amount }
  problems { employeeId path message } } }`;
const PER_DIEM_SETTINGS = `mutation($input: PerDiemSettingsInput!) { updatePerDiemSettings(input: $input) { cateringChoices miscChoices breakfastDeduction } }`;
const SET_PER_DIEM = `mutation($ids: [Int!]!, $input: PerDiemInput!) { setPerDiems(employeeIds: $ids, input: $input) { catering } }`;

const bytesOf = (r: any) => Buffer.from(r.data.closeMonth.contentBase64, 'base64');
/** A preview row as a SAGE line (German decimals), to compare the preview with the file. */
const german = (v: number) => `${v < 0 ? '-' : ''}${Math.floor(Math.round(Math.abs(v) * 100) / 100)},${String(Math.round(Math.abs(v) * 100) % 100).padStart(2, '0')}`;
const sageLine = (r: any, period: string) =>
  [r.personnelNumber, r.wageType, r.hours === null ? '' : german(r.hours), r.days === null ? '' : String(r.days), r.amount === null ? '' : german(r.amount), r.costCenter, period].join(';');

let koeln: Order;
let berlin: Order;

async function buildMonth() {
  // Only this file's employees are exported.
  await app.pool.query('update employee set export = false');
  const em = app.orm.em.fork();
  const k100 = em.create(CostCenter, { name: 'Köln Mitte', costCenter: 'K-100' });
  const b200 = em.create(CostCenter, { name: 'Berlin Mitte', costCenter: 'B-200' });
  const order = (name: string, zip: string, city: string, costCenter: CostCenter) =>
    em.create(Order, { name, address: 'Weg 1', zip, city, orderType: OrderType.INV, validFrom: '2025-11-01', validTo: '2026-01-31', costCenter });
  koeln = order('Inventur Köln', '50667', 'Köln', k100);
  berlin = order('Inventur Berlin', '10115', 'Berlin', b200);
  const employee = (id: number, firstName: string, lastName: string) => em.create(Employee, { id, firstName, lastName, birthdate: '1990-01-01', email: `${id}@example.de`, export: true });
  const log = (e: Employee, o: Order, date: string, worklogType: WorklogType, start: string, end: string) =>
    em.create(Worklog, { employee: e, order: o, date, worklogType, start, end, insertUser: 'Fixture' });

  const anna = employee(91001, 'Anna', 'Nacht');
  em.create(WageEntry, { employee: anna, wageType: WageType.WAG, wage: 15, validFrom: '2025-01-01', validTo: null });
  em.create(EmploymentEntry, { employee: anna, employmentType: EmploymentType.FUL, validFrom: '2025-01-01', validTo: null });
  log(anna, koeln, '2025-12-06', WorklogType.WORK, '22:00', '24:00');
  log(anna, koeln, '2025-12-06', WorklogType.PAUSE, '23:00', '23:30');
  log(anna, koeln, '2025-12-07', WorklogType.WORK, '00:00', '06:00');
  log(anna, koeln, '2025-12-07', WorklogType.WORK, '22:00', '24:00');
  log(anna, koeln, '2025-12-08', WorklogType.WORK, '00:00', '06:00');
  log(anna, berlin, '2025-12-10', WorklogType.TRAVEL, '06:00', '07:00');
  log(anna, berlin, '2025-12-10', WorklogType.WORK, '07:00', '16:00');
  log(anna, berlin, '2025-12-10', WorklogType.PAUSE, '12:00', '12:30');
  log(anna, koeln, '2025-12-24', WorklogType.WORK, '12:00', '18:00');
  log(anna, koeln, '2025-12-26', WorklogType.WORK, '08:00', '12:00');
  log(anna, koeln, '2025-12-31', WorklogType.WORK, '13:00', '15:00');
  em.create(PerDiem, { employee: anna, order: berlin, date: '2025-12-10', catering: 32, misc: 0, breakfast: true });
  em.create(PerDiem, { employee: anna, order: koeln, date: '2025-12-24', catering: 16, misc: 8, breakfast: false });

  const bert = employee(91002, 'Bert', 'Neu');
  em.create(WageEntry, { employee: bert, wageType: WageType.SAL, wage: 3100, validFrom: '2025-12-15', validTo: null });
  em.create(EmploymentEntry, { employee: bert, employmentType: EmploymentType.FUL, validFrom: '2025-12-15', validTo: null });
  log(bert, koeln, '2025-12-21', WorklogType.TRAVEL, '09:30', '10:00');
  log(bert, koeln, '2025-12-21', WorklogType.WORK, '10:00', '14:00');

  // Allerheiligen (Saturday 1.11.2025) is a public holiday in NRW, not in Berlin.
  const koelnWorker = employee(91004, 'Karl', 'Köln');
  em.create(WageEntry, { employee: koelnWorker, wageType: WageType.WAG, wage: 14, validFrom: '2025-01-01', validTo: null });
  log(koelnWorker, koeln, '2025-11-01', WorklogType.WORK, '08:00', '12:00');
  const berlinWorker = employee(91005, 'Berta', 'Berlin');
  em.create(WageEntry, { employee: berlinWorker, wageType: WageType.WAG, wage: 14, validFrom: '2025-01-01', validTo: null });
  log(berlinWorker, berlin, '2025-11-01', WorklogType.WORK, '08:00', '12:00');
  await em.flush();
  await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', '2025-12-01');
}

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  await buildMonth();
});
afterAll(async () => app?.close());

describe('holiday hours follow the workplace', () => {
  it('Allerheiligen counts as holiday125 on the Köln order and not on the Berlin order', async () => {
    const r = await gql('buero', PREVIEW, { m: '2025-11' });
    expect(r.errors).toBeUndefined();
    const rowsOf = (id: number) => r.data.payrollPreview.rows.filter((x: any) => x.employeeId === id).map((x: any) => [x.component, x.hours]);
    expect(rowsOf(91004)).toEqual([
      ['hourlyWork', 4],
      ['holiday125', 4],
    ]);
    expect(rowsOf(91005)).toEqual([['hourlyWork', 4]]);
  });
});

describe('closing December 2025', () => {
  it('SAGE: the file equals the fixture and the preview equals the file', async () => {
    const set = await gql('buero', SETTINGS, { input: { exportSalary: true } });
    expect(set.errors).toBeUndefined();
    const preview = (await gql('buero', PREVIEW, { m: '2025-12' })).data.payrollPreview;
    const r = await gql('buero', CLOSE, { m: '2025-12' });
    expect(r.errors).toBeUndefined();
    expect(r.data.closeMonth.fileName).toBe('SAGE_2025-12.csv');
    const bytes = bytesOf(r);
    expect(bytes.toString('latin1')).toBe(fixture('payroll-2025-12.sage.csv').toString('latin1'));
    expect(bytes.equals(fixture('payroll-2025-12.sage.csv'))).toBe(true);

    expect(preview.profile).toBe('SAGE');
    expect(preview.problems).toEqual([]);
    const fileRows = bytes.toString('latin1').split('\r\n').slice(1, -1);
    expect(preview.rows.map((x: any) => sageLine(x, '12.2025'))).toEqual(fileRows);
    expect(preview.rows[1]).toEqual({
      employeeId: 91001,
      personnelNumber: '91001',
      employeeName: 'Nacht, Anna',
      component: 'night25',
      label: 'Nachtarbeit 25 %',
      wageType: '1100',
      processingKey: '1',
      hours: 7.5,
      days: null,
      amount: null,
      costCenter: 'K-100',
    });
    // Totals per component and wage type: travel of both employees adds up.
    expect(preview.totals.find((t: any) => t.component === 'travel')).toEqual({ component: 'travel', label: 'Fahrzeit', wageType: '1010', hours: 1.5, days: null, amount: 15 });
    expect(preview.totals.map((t: any) => t.component)).toEqual([
      'hourlyWork', 'night25', 'night40', 'sunday50', 'holiday125', 'holiday150', 'salary', 'travel', 'perDiemDays', 'cateringTaxFree', 'cateringTaxable', 'miscPerDiem', 'breakfastDeduction',
    ]);
  });

  it('LODAS: a six-digit personnel number is a problem in the preview and refuses the closing (422)', async () => {
    expect((await gql('admin', REOPEN, { m: '2025-12' })).errors).toBeUndefined();
    // As a closing made before the lines were stored: the next closing writes a full file again.
    await app.pool.query(`update month_end_closing set lines = null where year_month = '2025-12'`);
    expect((await gql('buero', SETTINGS, { input: { profile: 'DATEV_LODAS', consultantNumber: '1234567', clientNumber: '12345' } })).errors).toBeUndefined();
    const em = app.orm.em.fork();
    const max = em.create(Employee, { id: 123456, firstName: 'Max', lastName: 'Muster', birthdate: '1990-01-01', email: 'max@example.de', export: true });
    em.create(Worklog, { employee: max, order: em.getReference(Order, koeln.id), date: '2025-12-15', worklogType: WorklogType.WORK, start: '08:00', end: '10:00', insertUser: 'Fixture' });
    await em.flush();
    const message = 'Personalnummern mit mehr als fünf Ziffern kann LODAS nicht einlesen: 123456 (Muster, Max)';
    const preview = (await gql('buero', PREVIEW, { m: '2025-12' })).data.payrollPreview;
    expect(preview.problems).toEqual([{ employeeId: 123456, path: 'personnelNumbers', message }]);
    expect(fieldErrors(await gql('buero', CLOSE, { m: '2025-12' }))).toEqual([{ path: 'personnelNumbers', message }]);
    // Nothing closed: the month is still the next to close.
    expect((await gql('buero', '{ monthEndStatus { nextMonth } }')).data.monthEndStatus.nextMonth).toBe('2025-12');
  });

  it('LODAS: without that employee the full file equals the fixture', async () => {
    await app.pool.query('update employee set export = false where id = 123456');
    const r = await gql('buero', CLOSE, { m: '2025-12' });
    expect(r.errors).toBeUndefined();
    expect(r.data.closeMonth.fileName).toBe('DATEV_LODAS_2025-12.txt');
    expect(bytesOf(r).toString('latin1')).toBe(fixture('payroll-2025-12.datev-lodas.txt').toString('latin1'));
    expect(bytesOf(r).equals(fixture('payroll-2025-12.datev-lodas.txt'))).toBe(true);
  });

  it('reopened and changed: closing again writes only the differences (LODAS correction 1), the list keeps every file', async () => {
    expect((await gql('admin', REOPEN, { m: '2025-12' })).errors).toBeUndefined();
    // 31.12. one hour longer (work and holiday125 +1,00 h), catering of 24.12. 16 → 32 (taxable +16,00), Bert's travel removed.
    await app.pool.query(`update worklog set "end" = '16:00' where employee_id = 91001 and date = '2025-12-31'`);
    await app.pool.query(`update per_diem set catering = 32 where employee_id = 91001 and date = '2025-12-24'`);
    await app.pool.query(`delete from worklog where employee_id = 91002 and worklog_type = 'TRAVEL'`);
    const r = await gql('buero', CLOSE, { m: '2025-12' });
    expect(r.errors).toBeUndefined();
    expect(r.data.closeMonth.fileName).toBe('DATEV_LODAS_2025-12_Korrektur_1.txt');
    expect(bytesOf(r).toString('latin1')).toBe(fixture('payroll-2025-12.korrektur-1.datev-lodas.txt').toString('latin1'));
    expect(bytesOf(r).equals(fixture('payroll-2025-12.korrektur-1.datev-lodas.txt'))).toBe(true);
    const list = (await gql('buero', '{ monthEndClosings { yearMonth fileName correction reopenedAt } }')).data.monthEndClosings.filter((c: any) => c.yearMonth === '2025-12');
    expect(list.map((c: any) => [c.fileName, c.correction, c.reopenedAt !== null])).toEqual([
      ['DATEV_LODAS_2025-12_Korrektur_1.txt', 1, false],
      ['DATEV_LODAS_2025-12.txt', null, true],
      ['SAGE_2025-12.csv', null, true],
    ]);
  });

  it('a second correction in SAGE: the breakfast of 10.12. taken back', async () => {
    expect((await gql('admin', REOPEN, { m: '2025-12' })).errors).toBeUndefined();
    expect((await gql('buero', SETTINGS, { input: { profile: 'SAGE' } })).errors).toBeUndefined();
    // 14,00 tax-free without the breakfast cut (+5,60), taxable −5,60, no breakfast deduction (−4,80).
    await app.pool.query(`update per_diem set breakfast = false where employee_id = 91001 and date = '2025-12-10'`);
    const r = await gql('buero', CLOSE, { m: '2025-12' });
    expect(r.data.closeMonth.fileName).toBe('SAGE_2025-12_Korrektur_2.csv');
    expect(bytesOf(r).equals(fixture('payroll-2025-12.korrektur-2.sage.csv'))).toBe(true);
    expect((await gql('buero', '{ monthEndClosings { yearMonth } }')).data.monthEndClosings.filter((c: any) => c.yearMonth === '2025-12')).toHaveLength(4);
  });

  it('the preview as a workbook', async () => {
    const r = await gql('buero', `query { payrollPreviewFile(yearMonth: "2025-12") { fileName contentType contentBase64 } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.payrollPreviewFile.fileName).toBe('Lohnvorschau_2025-12.xlsx');
    expect(r.data.payrollPreviewFile.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(r.data.payrollPreviewFile.contentBase64, 'base64') as any);
    const rows = wb.getWorksheet('Lohnarten')!;
    expect(rows.getRow(1).values).toEqual([undefined, 'Personalnummer', 'Name', 'Lohnart', 'Bezeichnung', 'BS', 'Stunden', 'Tage', 'Betrag', 'Kostenstelle']);
    expect(rows.getRow(2).values).toEqual([undefined, '91001', 'Nacht, Anna', '1000', 'Arbeitszeit', '1', 37, undefined, 555, 'K-100']);
    expect(wb.getWorksheet('Summen')!.getRow(1).values).toEqual([undefined, 'Lohnart', 'Bezeichnung', 'Stunden', 'Tage', 'Betrag']);
  });
});

describe('payroll settings', () => {
  it('422 per path, 403 without MonthEndClosing, stored values answered', async () => {
    expect(fieldErrors(await gql('buero', SETTINGS, { input: { wageTypes: { holiday150: '12345' }, processingKeys: { hourlyWork: '123', night25: 'x' } } }))).toEqual([
      { path: 'wageTypes.holiday150', message: 'Lohnart muss aus 1 bis 4 Ziffern bestehen' },
      { path: 'processingKeys.hourlyWork', message: 'Bearbeitungsschlüssel muss aus 1 bis 2 Ziffern bestehen' },
      { path: 'processingKeys.night25', message: 'Bearbeitungsschlüssel muss aus 1 bis 2 Ziffern bestehen' },
    ]);
    expect(codeOf(await gql('teamleiter', SETTINGS, { input: { exportSalary: false } }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', PREVIEW, { m: '2025-12' }))).toBe('FORBIDDEN');
    expect(fieldErrors(await gql('buero', PREVIEW, { m: '2025-13' }))).toEqual([{ path: 'yearMonth', message: 'Monat muss im Format JJJJ-MM angegeben werden' }]);
    const ok = await gql('buero', SETTINGS, { input: { wageTypes: { night25: '101' }, processingKeys: { perDiemDays: '10', night25: ' 1 ' } } });
    expect(ok.data.updatePayrollExportSettings).toMatchObject({ exportSalary: true, wageTypes: { night25: '101', holiday150: '1140' }, processingKeys: { hourlyWork: '1', night25: '1', perDiemDays: '10' } });
    const events = await app.pool.query(`select changes from audit_event where action = 'SETTINGS_CHANGE' and entity_type = 'PayrollExportSettings' order by id desc limit 1`);
    expect(events.rows[0].changes).toContainEqual({ field: 'wageTypes.night25', from: '1100', to: '101' });
  });
});

describe('per-diem settings', () => {
  it('readable by any logged-in user, changed only with MonthEndClosing (422 per path, audited)', async () => {
    expect((await gql('mitarbeiter', `{ perDiemSettings { cateringChoices miscChoices breakfastDeduction } }`)).data.perDiemSettings).toEqual({
      cateringChoices: [0, 8, 16, 32],
      miscChoices: [0, 8, 16, 24, 32],
      breakfastDeduction: 4.8,
    });
    expect(codeOf(await gql('mitarbeiter', PER_DIEM_SETTINGS, { input: { breakfastDeduction: 5.6 } }))).toBe('FORBIDDEN');
    expect(fieldErrors(await gql('buero', PER_DIEM_SETTINGS, { input: { cateringChoices: [8, 16], breakfastDeduction: 5.555 } }))).toEqual([
      { path: 'cateringChoices', message: 'Beträge müssen 0 enthalten' },
      { path: 'breakfastDeduction', message: 'Frühstücksabzug muss zwischen 0 und 100 Euro liegen und darf höchstens zwei Nachkommastellen haben' },
    ]);
    // A breakfast on the Köln order: its order summary subtracts the deduction in force.
    await app.pool.query(`update per_diem set breakfast = true where employee_id = 91001 and date = '2025-12-24'`);
    const perDiemTotal = async () =>
      (await gql('admin', `query($id: Int!) { orderMonthlySummaries(orderId: $id) { yearMonth perDiemTotal } }`, { id: koeln.id })).data.orderMonthlySummaries.find((m: any) => m.yearMonth === '2025-12')
        .perDiemTotal;
    expect(await perDiemTotal()).toBe(35.2);
    const ok = await gql('buero', PER_DIEM_SETTINGS, { input: { cateringChoices: [20, 0, 10], breakfastDeduction: 5.6 } });
    expect(await perDiemTotal()).toBe(34.4);
    expect(ok.data.updatePerDiemSettings).toEqual({ cateringChoices: [0, 10, 20], miscChoices: [0, 8, 16, 24, 32], breakfastDeduction: 5.6 });
    const events = await app.pool.query(`select changes from audit_event where action = 'SETTINGS_CHANGE' and entity_type = 'PerDiemSettings' order by id desc limit 1`);
    expect(events.rows[0].changes).toContainEqual({ field: 'breakfastDeduction', from: 4.8, to: 5.6 });
  });

  it('a per diem must be one of the stored choices: the old amount is refused, the new one accepted', async () => {
    const input = (catering: number) => ({ ids: [91001], input: { orderId: koeln.id, date: '2026-01-05', catering, misc: 0, breakfast: false } });
    expect(fieldErrors(await gql('buero', SET_PER_DIEM, input(16)))).toEqual([{ path: 'catering', message: 'Verpflegungszuschuss ist ungültig' }]);
    const ok = await gql('buero', SET_PER_DIEM, input(20));
    expect(ok.errors).toBeUndefined();
    expect(ok.data.setPerDiems).toEqual([{ catering: 20 }]);
  });

  it("a per diem's total deducts the stored breakfast deduction", async () => {
    const input = { ids: [91001], input: { orderId: koeln.id, date: '2026-01-06', catering: 20, misc: 0, breakfast: true } };
    const set = await gql('buero', `mutation($ids: [Int!]!, $input: PerDiemInput!) { setPerDiems(employeeIds: $ids, input: $input) { catering total } }`, input);
    // The deduction in force is 5.60 (set above): 20 − 5.60.
    expect(set.data.setPerDiems).toEqual([{ catering: 20, total: 14.4 }]);
  });
});
