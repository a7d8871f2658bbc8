/**
 * Month-end closing against real PostgreSQL: status, list and files, the 409/422/403 rules,
 * re-export, reopening, two parallel closings, and the lock on every write path of the closed month
 * (and only that month). The demo closing of the month before last exists from the start.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const now = DateTime.now().setZone('Europe/Berlin');
const today = now.toISODate()!;
const m0 = now.startOf('month');
const [m1, m2, m3] = [1, 2, 3].map((n) => m0.minus({ months: n }));
const ym = (d: DateTime) => d.toFormat('yyyy-MM');
/** A day of the previous month (always in the past), and the previous month's last day. */
const m1Day = m1.plus({ days: 1 }).toISODate()!;
const m1Last = m1.endOf('month').toISODate()!;

const CLOSE = `mutation($m: String) { closeMonth(yearMonth: $m) { fileName contentType contentBase64 } }`;
const STATUS = `{ monthEndStatus { profile profileLabel earliestValidFrom nextMonth lastClosedMonth canReopen } }`;
const CLOSINGS = `{ monthEndClosings { id yearMonth profile fileName key closedBy closedAt reopenedBy reopenedAt } }`;
const FILE = `query($key: String!) { monthEndFile(key: $key) { fileName contentType contentBase64 } }`;
const REOPEN = `mutation($m: String!) { reopenMonth(yearMonth: $m) { yearMonth reopenedBy reopenedAt } }`;
const CREATE_ORDER = `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`;
const CREATE_WORKLOG = `mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }`;
const SET_PER_DIEM = `mutation($ids: [Int!]!, $input: PerDiemInput!) { setPerDiems(employeeIds: $ids, input: $input) { id } }`;
const CREATE_OPERATOR = `mutation($orderId: Int!, $input: OrderOperatorInput!) { createOrderOperator(orderId: $orderId, input: $input) { id } }`;
const CLOCK = `mutation($input: ClockInput!) { clockEmployees(input: $input) { success employees { employeeId status } } }`;
const boundary = async () => (await gql('buero', '{ defaults { earliestValidFrom } }')).data.defaults.earliestValidFrom;

/** Things in the previous month, written while it is still open; the lock test changes them after the closing. */
let longOrder: number;
let m1Order: number;
let m1Worklog: number;
let m1Operator: number;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  const order = async (name: string, validFrom: string, validTo: string) =>
    (await gql('buero', CREATE_ORDER, { input: { name, address: 'Weg 1', zip: '20095', city: 'Hamburg', orderType: 'MOD', validFrom, validTo } })).data.createOrder.id;
  longOrder = await order('Abschluss lang', m1.toISODate()!, today);
  m1Order = await order('Abschluss Vormonat', m1.toISODate()!, m1Last);
  // Operators need an inventory; a past one can no longer be booked, so it is made historic data directly.
  await app.pool.query(`update orders set order_type = 'INV' where id = any($1)`, [[longOrder, m1Order]]);
  const w = await gql('buero', CREATE_WORKLOG, { input: { orderId: longOrder, employeeId: 2010, date: m1Day, start: '05:00', end: '06:00', worklogType: 'WORK' } });
  m1Worklog = w.data.createWorklog.id;
  expect((await gql('buero', SET_PER_DIEM, { ids: [2010], input: { orderId: longOrder, date: m1Day, catering: 8, misc: 0 } })).errors).toBeUndefined();
  m1Operator = (await gql('buero', CREATE_OPERATOR, { orderId: m1Order, input: { employeeId: 2010, operatorNumber: 1500 } })).data.createOrderOperator.id;
});
afterAll(async () => app?.close());

describe('status, list and files', () => {
  it('before any closing of our own: the previous month is next, the demo closing of the month before last can be reopened by a Superadmin', async () => {
    expect((await gql('buero', STATUS)).data.monthEndStatus).toEqual({
      profile: 'SAGE',
      profileLabel: 'SAGE',
      earliestValidFrom: m1.toISODate(),
      nextMonth: ym(m1),
      lastClosedMonth: ym(m2),
      canReopen: false,
    });
    expect((await gql('admin', STATUS)).data.monthEndStatus.canReopen).toBe(true);
    for (const who of ['teamleiter', 'mitarbeiter'] as const) expect(codeOf(await gql(who, STATUS))).toBe('FORBIDDEN');
  });

  it('the list shows the closing with its file; the file downloads by its key, every other key is 404', async () => {
    const [closing] = (await gql('buero', CLOSINGS)).data.monthEndClosings;
    expect(closing).toMatchObject({ yearMonth: ym(m2), profile: 'SAGE', fileName: `SAGE_${ym(m2)}.csv`, reopenedAt: null });
    expect(closing.key).toMatch(/^[a-f0-9]{32}$/);
    const file = (await gql('buero', FILE, { key: closing.key })).data.monthEndFile;
    expect(Buffer.from(file.contentBase64, 'base64').toString('latin1')).toMatch(/^Personalnummer;Lohnart;Stunden;Tage;Betrag;Kostenstelle;Abrechnungszeitraum\r\n/);
    for (const key of ['../etc/passwd', '/etc/passwd', `..%2F${closing.key}`, `${closing.key.slice(0, 2)}/${closing.key}`, 'f'.repeat(32), closing.key.toUpperCase(), '']) {
      const r = await gql('buero', FILE, { key });
      expect(codeOf(r)).toBe('NOT_FOUND');
      expect(r.errors[0].message).toBe('Datei nicht gefunden');
    }
    expect(codeOf(await gql('teamleiter', FILE, { key: closing.key }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', CLOSINGS))).toBe('FORBIDDEN');
  });
});

describe('closing rules', () => {
  it('422 for a malformed month; 409 for a month that has not ended or is not the next one; 403 without the right', async () => {
    expect(fieldErrors(await gql('buero', CLOSE, { m: '2024-13' }))).toEqual([{ path: 'yearMonth', message: 'Monat muss im Format JJJJ-MM angegeben werden' }]);
    const running = await gql('buero', CLOSE, { m: ym(m0) });
    expect(codeOf(running)).toBe('CONFLICT');
    expect(codeOf(await gql('buero', CLOSE, { m: ym(m3) }))).toBe('CONFLICT');
    expect(codeOf(await gql('teamleiter', CLOSE, { m: ym(m1) }))).toBe('FORBIDDEN');
    expect(await boundary()).toBe(m1.toISODate());
  });

  it('exporting an already closed month again answers the stored bytes unchanged and closes nothing', async () => {
    const [closing] = (await gql('buero', CLOSINGS)).data.monthEndClosings;
    const stored = (await gql('buero', FILE, { key: closing.key })).data.monthEndFile.contentBase64;
    const again = await gql('buero', CLOSE, { m: ym(m2) });
    const twice = await gql('admin', CLOSE, { m: ym(m2) });
    expect([again.data.closeMonth.contentBase64, twice.data.closeMonth.contentBase64]).toEqual([stored, stored]);
    expect((await gql('buero', CLOSINGS)).data.monthEndClosings).toHaveLength(1);
    expect(await boundary()).toBe(m1.toISODate());
  });

  it('reopen: Superadmin only, only the last closed month; the boundary moves back; closing again writes a new file', async () => {
    expect(codeOf(await gql('buero', REOPEN, { m: ym(m2) }))).toBe('FORBIDDEN');
    for (const m of [ym(m3), ym(m1), ym(m0)]) {
      const r = await gql('admin', REOPEN, { m });
      expect(codeOf(r)).toBe('CONFLICT');
      expect(r.errors[0].message).toBe('Nur der zuletzt abgeschlossene Monat kann wieder geöffnet werden.');
    }
    const reopened = (await gql('admin', REOPEN, { m: ym(m2) })).data.reopenMonth;
    expect(reopened.yearMonth).toBe(ym(m2));
    expect(reopened.reopenedBy).toBeTruthy();
    expect(await boundary()).toBe(m2.toISODate());
    expect((await gql('buero', STATUS)).data.monthEndStatus).toMatchObject({ nextMonth: ym(m2), lastClosedMonth: null });
    const audit = await app.pool.query(`select changes from audit_event where action = 'MONTH_REOPEN'`);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].changes).toContainEqual({ field: 'earliestValidFrom', from: m1.toISODate(), to: m2.toISODate() });

    const closedAgain = await gql('buero', CLOSE, { m: ym(m2) });
    expect(closedAgain.errors).toBeUndefined();
    expect(await boundary()).toBe(m1.toISODate());
    const closings = (await gql('buero', CLOSINGS)).data.monthEndClosings;
    expect(closings.map((c: any) => [c.yearMonth, c.reopenedAt === null])).toEqual([
      [ym(m2), true],
      [ym(m2), false],
    ]);
    // The reopened closing keeps its file for history.
    expect((await gql('buero', FILE, { key: closings[1].key })).errors).toBeUndefined();
  });

  it('nothing half-written: a failure after the file was stored rolls the closing back and removes the file', async () => {
    const files = app.services.files;
    const settings = app.services.settings;
    const [put, set] = [files.put.bind(files), settings.set.bind(settings)];
    const keys: string[] = [];
    files.put = async (key, content) => {
      keys.push(key);
      await put(key, content);
    };
    settings.set = async () => {
      throw new Error('simulated database failure');
    };
    try {
      const r = await gql('buero', CLOSE, { m: ym(m1) });
      expect(codeOf(r)).toBe('INTERNAL');
    } finally {
      files.put = put;
      settings.set = set;
    }
    expect(keys).toHaveLength(1);
    expect(await files.get(keys[0])).toBeNull();
    expect(await boundary()).toBe(m1.toISODate());
    const rows = await app.pool.query(`select count(*)::int as n from month_end_closing where year_month = $1`, [ym(m1)]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('two closings at once close the month once: one answers the file, the other 409', async () => {
    const results = await Promise.all([gql('buero', CLOSE), gql('admin', CLOSE)]);
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(ok[0].data.closeMonth.fileName).toBe(`SAGE_${ym(m1)}.csv`);
    const refused = results.find((r) => r.errors)!;
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors[0].message).toBe('Es gibt keinen beendeten Monat, der abgeschlossen werden kann.');
    const rows = await app.pool.query(`select count(*)::int as n from month_end_closing where year_month = $1`, [ym(m1)]);
    expect(rows.rows[0].n).toBe(1);
    expect(await boundary()).toBe(m0.toISODate());
    const audit = await app.pool.query(`select changes from audit_event where action = 'MONTH_CLOSE' and changes @> $1::jsonb`, [JSON.stringify([{ field: 'yearMonth', to: ym(m1) }])]);
    expect(audit.rows).toHaveLength(1);
    // Nothing has ended any more: status says so, a closing without month is 409.
    expect((await gql('buero', STATUS)).data.monthEndStatus).toMatchObject({ nextMonth: null, lastClosedMonth: ym(m1), earliestValidFrom: m0.toISODate() });
    expect(codeOf(await gql('buero', CLOSE))).toBe('CONFLICT');
  });
});

describe('a closed month is locked on every write path, and only that month', () => {
  const conflict = (r: any) => {
    expect(codeOf(r)).toBe('CONFLICT');
    expect(r.errors[0].message).toBe('Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.');
  };

  it('worklogs: create, edit, delete', async () => {
    conflict(await gql('buero', CREATE_WORKLOG, { input: { orderId: longOrder, employeeId: 2011, date: m1Day, start: '05:00', end: '06:00', worklogType: 'WORK' } }));
    conflict(await gql('buero', `mutation { updateWorklog(id: ${m1Worklog}, input: { end: "06:30" }) { id } }`));
    conflict(await gql('buero', `mutation { deleteWorklog(id: ${m1Worklog}) }`));
    expect((await gql('buero', CREATE_WORKLOG, { input: { orderId: longOrder, employeeId: 2011, date: today, start: '00:00', end: '00:01', worklogType: 'WORK' } })).errors).toBeUndefined();
  });

  it('per diems', async () => {
    conflict(await gql('buero', SET_PER_DIEM, { ids: [2010], input: { orderId: longOrder, date: m1Day, catering: 16, misc: 0 } }));
    expect((await gql('buero', SET_PER_DIEM, { ids: [2010], input: { orderId: longOrder, date: today, catering: 16, misc: 0 } })).errors).toBeUndefined();
  });

  it('wages and employments', async () => {
    conflict(await gql('admin', `mutation { addWage(employeeId: 2010, input: { wage: 16, wageType: WAG, validFrom: "${m1.toISODate()}" }) { id } }`));
    conflict(await gql('admin', `mutation { addEmployment(employeeId: 2010, input: { employmentType: FUL, validFrom: "${m1Day}" }) { id } }`));
    expect(codeOf(await gql('admin', `mutation { addWage(employeeId: 2010, input: { wage: 16, wageType: WAG, validFrom: "${m0.toISODate()}" }) { id } }`))).not.toBe('CONFLICT');
    expect(codeOf(await gql('admin', `mutation { addEmployment(employeeId: 2010, input: { employmentType: FUL, validFrom: "${today}" }) { id } }`))).not.toBe('CONFLICT');
  });

  it('clocking', async () => {
    const clock = (date: string, time: string) => gql('teamleiter', CLOCK, { input: { orderId: longOrder, date, time, employees: [{ employeeId: 2012, clockingAction: 'IN', worklogType: 'WORK' }] } });
    conflict(await clock(m1Day, '08:00'));
    const open = await clock(today, '00:00');
    expect(open.errors).toBeUndefined();
    expect(open.data.clockEmployees.success).toBe(true);
  });

  it('operators of an order that ended in the closed month', async () => {
    conflict(await gql('buero', CREATE_OPERATOR, { orderId: m1Order, input: { employeeId: 2011, operatorNumber: 1501 } }));
    conflict(await gql('buero', `mutation { updateOrderOperator(orderId: ${m1Order}, operatorId: ${m1Operator}, input: { operatorNumber: 1502 }) { id } }`));
    conflict(await gql('buero', `mutation { deleteOrderOperator(orderId: ${m1Order}, operatorId: ${m1Operator}) }`));
    expect((await gql('buero', CREATE_OPERATOR, { orderId: longOrder, input: { employeeId: 2011, operatorNumber: 1503 } })).errors).toBeUndefined();
  });
});
