import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];

// A month far beyond the demo data: only the entries created here.
const start = DateTime.now().setZone('Europe/Berlin').startOf('month').plus({ months: 15 });
const M = start.toFormat('yyyy-MM');
const day = (n: number) => start.set({ day: n }).toISODate()!;
const de = (iso: string) => DateTime.fromISO(iso).toFormat('dd.MM.yyyy');

const ANNA = 880001; // Zander, Anna — company location 1
const BERND = 880002; // Adler, Bernd — no company location

const PERF = `query($yearMonth: String) { employeePerformances(yearMonth: $yearMonth) { employeeId employeeName companyLocation workingMinutes positions positionsPerHour standardDeviation median } }`;
const HOURS = `query($month: String, $orderType: String, $format: ReportFormat) { workingHoursReport(month: $month, orderType: $orderType, format: $format) { fileName contentType contentBase64 } }`;
const INVENTORY = `query($from: String, $to: String, $format: ReportFormat) { inventoryPerformanceReport(from: $from, to: $to, format: $format) { fileName contentType contentBase64 } }`;

async function sql(text: string, params: unknown[] = []) {
  return (await app.pool.query(text, params)).rows;
}

async function order(name: string, type: string, city: string, from: string, to: string): Promise<number> {
  const [o] = await sql(
    `insert into orders (name, address, zip, city, order_type, valid_from, valid_to) values ($1, 'Weg 1', '20095', $2, $3, $4::date, $5::date) returning id`,
    [name, city, type, from, to],
  );
  return o.id;
}

async function worklog(employeeId: number, orderId: number, date: string, type: string, startTime: string, end: string | null) {
  await sql(
    `insert into worklog (date, start, "end", worklog_type, comment, order_id, employee_id, open, insert_user) values ($1, $2, $3, $4, '', $5, $6, $7, 'Test')`,
    [date, startTime, end, type, orderId, employeeId, end === null],
  );
}

async function sheet(file: { contentBase64: string }) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(file.contentBase64, 'base64') as any);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { ws, rows };
}

let location: string;
let inv: number;
let bev: number;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  await sql(`insert into employee (id, first_name, last_name, birthdate, email, company_location_id, active) values
    (${ANNA}, 'Anna', 'Zander', '1990-01-01', 'anna.z@example.de', 1, true),
    (${BERND}, 'Bernd', 'Adler', '1990-01-01', 'bernd.a@example.de', null, true)`);
  location = (await sql(`select name from company_location where id = 1`))[0].name;
  inv = await order('Bericht Inventur', 'INV', 'Hamburg', day(3), day(4));
  bev = await order('Bericht Getränke', 'BEV', 'Bremen', day(5), day(5));

  // Anna, inventory: day 3 travel 30 min, work 07:00–15:00 with a 30-minute pause inside → 450 net; day 4 120.
  await worklog(ANNA, inv, day(3), 'TRAVEL', '06:30', '07:00');
  await worklog(ANNA, inv, day(3), 'WORK', '07:00', '15:00');
  await worklog(ANNA, inv, day(3), 'PAUSE', '11:00', '11:30');
  await worklog(ANNA, inv, day(4), 'WORK', '08:00', '10:00');
  // Anna, beverages: 240 work, 60 passenger.
  await worklog(ANNA, bev, day(5), 'PASSENGER', '07:00', '08:00');
  await worklog(ANNA, bev, day(5), 'WORK', '08:00', '12:00');
  // Bernd, inventory: 240 on day 3; a running entry counts nowhere; 120 on the order next month.
  await worklog(BERND, inv, day(3), 'WORK', '07:00', '11:00');
  await worklog(BERND, inv, day(4), 'WORK', '07:00', null);
  await worklog(BERND, inv, start.plus({ months: 1 }).toISODate()!, 'WORK', '07:00', '09:00');

  // Positions: Anna by completed tasks (1000 on day 3, 100 on day 4; an open task counts nothing),
  // Bernd by his operator entry (600, spread over his worked days by minutes: 400 this month, 200 the next).
  await sql(`insert into order_task (order_id, date, label, positions, employee_id, completed) values
    ($1, $2, 'Regal 1', 700, ${ANNA}, true), ($1, $2, 'Regal 2', 300, ${ANNA}, true), ($1, $3, 'Regal 3', 100, ${ANNA}, true), ($1, $3, 'Regal 4', 999, ${ANNA}, false)`, [inv, day(3), day(4)]);
  await sql(`insert into order_operator (order_id, employee_id, operator_number, number_of_positions) values ($1, ${BERND}, 1500, 600)`, [inv]);
});
afterAll(async () => app?.close());

describe('employeePerformances', () => {
  it('minutes, positions, positions per hour and the spread of the daily rates, sorted by name', async () => {
    const res = await gql('admin', PERF, { yearMonth: M });
    expect(res.errors).toBeUndefined();
    expect(res.data.employeePerformances).toEqual([
      // "Anna Zander" sorts before "Bernd Adler" (by the shown name).
      // Daily rates 1000 / 7.5 h = 133.33 and 100 / 2 h = 50: mean 91.67, population deviation 41.67, median 91.67.
      { employeeId: ANNA, employeeName: 'Anna Zander', companyLocation: location, workingMinutes: 570, positions: 1100, positionsPerHour: 116, standardDeviation: 41.67, median: 91.67 },
      { employeeId: BERND, employeeName: 'Bernd Adler', companyLocation: null, workingMinutes: 240, positions: 400, positionsPerHour: 100, standardDeviation: 0, median: 100 },
    ]);
    const next = (await gql('admin', PERF, { yearMonth: start.plus({ months: 1 }).toFormat('yyyy-MM') })).data.employeePerformances;
    expect(next).toEqual([{ employeeId: BERND, employeeName: 'Bernd Adler', companyLocation: null, workingMinutes: 120, positions: 200, positionsPerHour: 100, standardDeviation: 0, median: 100 }]);
  });

  it('an empty month is an empty list; a bad month 422; without Statistic 403', async () => {
    expect((await gql('admin', PERF, { yearMonth: start.plus({ months: 3 }).toFormat('yyyy-MM') })).data.employeePerformances).toEqual([]);
    expect(fieldErrors(await gql('admin', PERF, { yearMonth: '2026-13' }))).toEqual([{ path: 'yearMonth', message: 'Monat im Format JJJJ-MM angeben' }]);
    expect(codeOf(await gql('mitarbeiter', PERF, { yearMonth: M }))).toBe('FORBIDDEN');
  });
});

describe('workingHoursReport', () => {
  it('xlsx: a row per employee and order with days and hours, then the sums', async () => {
    const file = (await gql('admin', HOURS, { month: M, orderType: 'ALL' })).data.workingHoursReport;
    expect(file.fileName).toBe(`Arbeitszeiten_${M}_ALL.xlsx`);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { ws, rows } = await sheet(file);
    expect(rows).toEqual([
      ['Personalnummer', 'Nachname', 'Vorname', 'Auftrag', 'Auftragsart', 'Ort', 'Tage', 'Arbeitszeit (Std.)', 'Fahrzeit (Std.)', 'Beifahrerzeit (Std.)'],
      [BERND, 'Adler', 'Bernd', 'Bericht Inventur', 'Inventur', 'Hamburg', 1, 4, 0, 0],
      [ANNA, 'Zander', 'Anna', 'Bericht Getränke', 'Getränke', 'Bremen', 1, 4, 0, 1],
      [ANNA, 'Zander', 'Anna', 'Bericht Inventur', 'Inventur', 'Hamburg', 2, 9.5, 0.5, 0],
      ['Summe', undefined, undefined, undefined, undefined, undefined,
        { formula: 'SUM(G2:G4)', result: 4 }, { formula: 'SUM(H2:H4)', result: 17.5 }, { formula: 'SUM(I2:I4)', result: 0.5 }, { formula: 'SUM(J2:J4)', result: 1 }],
    ]);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBe('A1:J1');
    expect(ws.getCell('H4').numFmt).toBe('#,##0.00');
  });

  it('one order type only; CSV with BOM, semicolons and decimal comma', async () => {
    const file = (await gql('admin', HOURS, { month: M, orderType: 'INV', format: 'CSV' })).data.workingHoursReport;
    expect(file.fileName).toBe(`Arbeitszeiten_${M}_INV.csv`);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const text = Buffer.from(file.contentBase64, 'base64').toString('utf8');
    expect(text).toBe(
      '\uFEFFPersonalnummer;Nachname;Vorname;Auftrag;Auftragsart;Ort;Tage;Arbeitszeit (Std.);Fahrzeit (Std.);Beifahrerzeit (Std.)\r\n' +
        `${BERND};Adler;Bernd;Bericht Inventur;Inventur;Hamburg;1;4,00;0,00;0,00\r\n` +
        `${ANNA};Zander;Anna;Bericht Inventur;Inventur;Hamburg;2;9,50;0,50;0,00\r\n` +
        'Summe;;;;;;3;13,50;0,50;0,00\r\n',
    );
  });

  it('passenger time only for those who may see it (Accounting_Employee_ViewPassengerTimes)', async () => {
    // teamleiter gets Statistic alone for this test: the report leaves the passenger column out.
    const role = (await gql('admin', `mutation { createRole(input: { name: "Berichte ohne Beifahrer" }) { id } }`)).data.createRole;
    await gql('admin', `mutation($r: Int!) { grantAuthority(roleId: $r, authority: "Statistic") { id } }`, { r: role.id });
    const [{ id: userId }] = (await app.pool.query(`select id from app_user where username = 'teamleiter'`)).rows;
    await gql('admin', `mutation($u: Int!, $r: Int!) { assignRole(userId: $u, roleId: $r) { user { id } } }`, { u: userId, r: role.id });
    try {
      const file = (await gql('teamleiter', HOURS, { month: M, orderType: 'INV', format: 'CSV' })).data.workingHoursReport;
      const header = Buffer.from(file.contentBase64, 'base64').toString('utf8').split('\r\n')[0];
      expect(header).toBe('\uFEFFPersonalnummer;Nachname;Vorname;Auftrag;Auftragsart;Ort;Tage;Arbeitszeit (Std.);Fahrzeit (Std.)');
    } finally {
      await gql('admin', `mutation($u: Int!, $r: Int!) { unassignRole(userId: $u, roleId: $r) { user { id } } }`, { u: userId, r: role.id });
      await gql('admin', `mutation($r: Int!) { deleteRole(id: $r) }`, { r: role.id });
    }
  });

  it('422 with German messages per field; 403 without Statistic', async () => {
    expect(fieldErrors(await gql('admin', HOURS, {}))).toEqual([
      { path: 'month', message: 'Monat muss gesetzt sein' },
      { path: 'orderType', message: 'Auftragsart muss gesetzt sein' },
    ]);
    expect(fieldErrors(await gql('admin', HOURS, { month: '03/2026', orderType: 'XYZ' }))).toEqual([
      { path: 'month', message: 'Monat im Format JJJJ-MM angeben' },
      { path: 'orderType', message: 'Unbekannte Auftragsart' },
    ]);
    expect(codeOf(await gql('mitarbeiter', HOURS, { month: M, orderType: 'ALL' }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', HOURS, {}))).toBe('FORBIDDEN');
  });
});

describe('inventoryPerformanceReport', () => {
  it('xlsx: a row per employee and inventory with date, hours, positions and rate, then the sums', async () => {
    const file = (await gql('admin', INVENTORY, { from: day(1), to: start.endOf('month').toISODate() })).data.inventoryPerformanceReport;
    expect(file.fileName).toBe(`Zaehlleistung_${day(1)}_${start.endOf('month').toISODate()}.xlsx`);
    const { ws, rows } = await sheet(file);
    const d3 = new Date(`${day(3)}T00:00:00Z`);
    expect(rows).toEqual([
      ['Personalnummer', 'Name', 'Standort', 'Datum', 'Auftrag', 'Arbeitszeit (Std.)', 'Positionen', 'Positionen/Std.'],
      [BERND, 'Adler, Bernd', undefined, d3, 'Bericht Inventur', 4, 400, 100],
      [ANNA, 'Zander, Anna', location, d3, 'Bericht Inventur', 9.5, 1100, 116],
      ['Summe', undefined, undefined, undefined, undefined,
        { formula: 'SUM(F2:F3)', result: 13.5 }, { formula: 'SUM(G2:G3)', result: 1500 }, { formula: 'IF(F4>0,ROUND(G4/F4,0),0)', result: 111 }], // 1500 / 13.5 = 111.1
    ]);
    expect(ws.getCell('D2').numFmt).toBe('dd.mm.yyyy');
    expect(ws.autoFilter).toBe('A1:H1');
  });

  it('only the days of the range count; CSV with German dates', async () => {
    const file = (await gql('admin', INVENTORY, { from: day(4), to: day(4), format: 'CSV' })).data.inventoryPerformanceReport;
    expect(file.fileName).toBe(`Zaehlleistung_${day(4)}_${day(4)}.csv`);
    expect(Buffer.from(file.contentBase64, 'base64').toString('utf8')).toBe(
      '\uFEFFPersonalnummer;Name;Standort;Datum;Auftrag;Arbeitszeit (Std.);Positionen;Positionen/Std.\r\n' +
        `${ANNA};Zander, Anna;${location};${de(day(4))};Bericht Inventur;2,00;100;50\r\n` +
        'Summe;;;;;2,00;100;50\r\n',
    );
  });

  it('422 with German messages per field; 403 without Statistic', async () => {
    expect(fieldErrors(await gql('admin', INVENTORY, {}))).toEqual([
      { path: 'from', message: 'Von muss gesetzt sein' },
      { path: 'to', message: 'Bis muss gesetzt sein' },
    ]);
    expect(fieldErrors(await gql('admin', INVENTORY, { from: day(4), to: day(3) }))).toEqual([{ path: 'to', message: 'Bis darf nicht vor Von liegen' }]);
    expect(fieldErrors(await gql('admin', INVENTORY, { from: '2025-01-01', to: '2026-01-02' }))).toEqual([{ path: 'to', message: 'Höchstens ein Jahr' }]);
    expect((await gql('admin', INVENTORY, { from: '2024-01-01', to: '2024-12-31' })).errors).toBeUndefined(); // 366 days (leap year)
    expect(fieldErrors(await gql('admin', INVENTORY, { from: '2026-02-30', to: 'morgen' }))).toEqual([
      { path: 'from', message: 'Datum im Format JJJJ-MM-TT angeben' },
      { path: 'to', message: 'Datum im Format JJJJ-MM-TT angeben' },
    ]);
    expect(codeOf(await gql('mitarbeiter', INVENTORY, { from: day(1), to: day(2) }))).toBe('FORBIDDEN');
  });
});
