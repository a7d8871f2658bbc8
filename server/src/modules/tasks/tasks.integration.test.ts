import iconv from 'iconv-lite';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
// Far beyond the demo orders: days these tests own.
const day = (offset: number) => today.plus({ days: 300 + offset }).toISODate()!;

const TASK = `id orderId orderName date label positions employeeId employeeName priority completed completedDate importId`;
const CREATE = `mutation($input: OrderTaskInput!) { createOrderTask(input: $input) { ${TASK} } }`;
const UPDATE = `mutation($id: Int!, $input: OrderTaskUpdateInput!) { updateOrderTask(id: $id, input: $input) { ${TASK} } }`;
const LIST = `query($date: String, $orderId: Int, $employeeId: Int) { orderTasks(date: $date, orderId: $orderId, employeeId: $employeeId) { ${TASK} } }`;
const IMPORT = `mutation($file: Upload, $orderId: Int, $date: String) { importOrderTasks(file: $file, orderId: $orderId, date: $date) { id orderId date fileName employeeId employeeName taskCount completedCount tasks { label employeeId priority positions importId } } }`;
const PERF = `query($employeeId: Int!, $yearMonth: String) { countingPerformances(employeeId: $employeeId, yearMonth: $yearMonth) { employeeId employeeName yearMonth workingMinutes positions positionsPerHour rows { date orderId name workingMinutes positions positionsPerHour workingMinutesTotal positionsTotal positionsPerHourTotal } } }`;
const DAILY = `query($date: String, $orderIds: [Int!], $employeeIds: [Int!]) { dailyStatistic(date: $date, orderIds: $orderIds, employeeIds: $employeeIds) { date firstClockInTime minutesToday avgPosPerHourPast positionsDone positionsLeft timeLeftMinutes employees { employeeId employeeName firstClockInTime minutesToday avgPosPerHourPast } } }`;

const LENA = 2002; // mitarbeiter
const MARKUS = 2001; // teamleiter
const AUSHILFE = 2062; // aushilfe: role Aushilfe (no authorities), not assigned to the test order

async function sql(text: string, params: unknown[] = []) {
  return (await app.pool.query(text, params)).rows;
}

/** An INV order of its own (days from..to), with the given employees assigned. */
async function inventory(from: string, to = from, assigned: number[] = [], type = 'INV'): Promise<number> {
  const [o] = await sql(
    `insert into orders (name, address, zip, city, order_type, valid_from, valid_to, start_time, notes, type, fruit_and_vegetables, flowers, storage, target_actual_comparison, labels, drinks)
     values ('Testmarkt ' || $1, 'Weg 1', '20095', 'Hamburg', $3, $1::date, $2::date, '07:00', '', 'Project', false, false, false, false, false, false) returning id`,
    [from, to, type],
  );
  for (const e of assigned) await sql(`insert into order_assignment (order_id, employee_id, assignment_type) values ($1, $2, 'EMP')`, [o.id, e]);
  return o.id;
}

async function worklog(employeeId: number, orderId: number, date: string, type: string, start: string, end: string | null) {
  await sql(
    `insert into worklog (date, start, "end", worklog_type, comment, order_id, employee_id, open, insert_user) values ($1, $2, $3, $4, '', $5, $6, $7, 'Test')`,
    [date, start, end, type, orderId, employeeId, end === null],
  );
}

/** A GraphQL multipart upload of the CSV bytes. */
async function upload(who: keyof typeof clients, bytes: Buffer, variables: Record<string, unknown>, fileName = 'aufgaben.csv', type = 'text/csv') {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: IMPORT, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const res = await fetch(`${app.url}/graphql`, { method: 'POST', body: form, headers: { cookie: clients[who].cookie, 'apollo-require-preflight': 'true' } });
  return res.json() as Promise<any>;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ gql, clients } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());

describe('tasks: rights, validation, sort, completion', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = await inventory(day(0), day(1), [LENA]);
  });

  it('managers create; validation messages; others 403', async () => {
    const created = (await gql('admin', CREATE, { input: { orderId, label: ' Regal 1 ', positions: 120, employeeId: LENA, priority: 2 } })).data.createOrderTask;
    expect(created).toMatchObject({ orderId, date: day(0), label: 'Regal 1', positions: 120, employeeId: LENA, employeeName: 'Lena Hoffmann', priority: 2, completed: false, completedDate: null, importId: null });
    expect(codeOf(await gql('buero', CREATE, { input: { orderId, label: 'x', positions: 1, employeeId: LENA } }))).toBe('FORBIDDEN');
    expect(fieldErrors(await gql('admin', CREATE, { input: {} }))).toEqual([
      { path: 'label', message: 'Bezeichnung muss gesetzt sein' },
      { path: 'positions', message: 'Positionen müssen gesetzt sein' },
      { path: 'orderId', message: 'Auftrag muss gesetzt sein' },
      { path: 'employeeId', message: 'Mitarbeiter muss gesetzt sein' },
    ]);
    expect(fieldErrors(await gql('admin', CREATE, { input: { orderId, label: 'x', positions: -1, employeeId: 999999, priority: -2, date: day(5) } }))).toEqual([
      { path: 'positions', message: 'Positionen müssen eine ganze Zahl ab 0 sein' },
      { path: 'priority', message: 'Priorität muss eine ganze Zahl ab 0 sein' },
      { path: 'date', message: 'Das Datum liegt außerhalb des Auftrags' },
      { path: 'employeeId', message: 'Mitarbeiter nicht gefunden' },
    ]);
    const bev = await inventory(day(0), day(0), [], 'BEV');
    expect(fieldErrors(await gql('admin', CREATE, { input: { orderId: bev, label: 'x', positions: 1, employeeId: LENA } }))).toEqual([
      { path: 'orderId', message: 'Aufgaben gibt es nur für Inventuren' },
    ]);
    expect(fieldErrors(await gql('admin', CREATE, { input: { orderId: 99999999, label: 'x', positions: 1, employeeId: LENA } }))).toEqual([
      { path: 'orderId', message: 'Auftrag nicht gefunden' },
    ]);
  });

  it('sorts pending before completed, priority ascending with 0 last, then label', async () => {
    const add = async (label: string, priority: number, employeeId = LENA) =>
      (await gql('admin', CREATE, { input: { orderId, date: day(1), label, positions: 10, employeeId, priority } })).data.createOrderTask.id;
    await add('B null', 0);
    await add('A drei', 3);
    const done = await add('C eins', 1);
    await add('A eins', 1);
    await add('Z null', 0);
    await gql('admin', UPDATE, { id: done, input: { completed: true } });
    const list = (await gql('admin', LIST, { date: day(1), orderId })).data.orderTasks;
    expect(list.map((t: any) => t.label)).toEqual(['A eins', 'A drei', 'B null', 'Z null', 'C eins']);
    // Without a date the order's every day.
    expect((await gql('admin', LIST, { orderId })).data.orderTasks.length).toBe(6);
  });

  it('completion sets and clears completedDate; the same value again changes nothing', async () => {
    const t = (await gql('admin', CREATE, { input: { orderId, label: 'Kühlung', positions: 5, employeeId: LENA } })).data.createOrderTask;
    const done = (await gql('mitarbeiter', UPDATE, { id: t.id, input: { completed: true } })).data.updateOrderTask;
    expect(done.completed).toBe(true);
    expect(Math.abs(Date.parse(done.completedDate) - Date.now())).toBeLessThan(60_000);
    await new Promise((r) => setTimeout(r, 20));
    const again = (await gql('mitarbeiter', UPDATE, { id: t.id, input: { ...pickWritable(done), completed: true } })).data.updateOrderTask;
    expect(again.completedDate).toBe(done.completedDate);
    const undone = (await gql('mitarbeiter', UPDATE, { id: t.id, input: { completed: false } })).data.updateOrderTask;
    expect(undone).toMatchObject({ completed: false, completedDate: null });
  });

  it("employees toggle only their own task; another's or a label change → 403; managers everything; 404 unknown", async () => {
    const mine = (await gql('admin', CREATE, { input: { orderId, label: 'Lena', positions: 5, employeeId: LENA } })).data.createOrderTask;
    const other = (await gql('admin', CREATE, { input: { orderId, label: 'Aushilfe', positions: 5, employeeId: AUSHILFE } })).data.createOrderTask;
    expect(codeOf(await gql('mitarbeiter', UPDATE, { id: other.id, input: { completed: true } }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', UPDATE, { id: mine.id, input: { label: 'Neu' } }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', UPDATE, { id: mine.id, input: { positions: 6, completed: true } }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', `mutation { deleteOrderTask(id: ${mine.id}) }`))).toBe('FORBIDDEN');
    // Lena is assigned to the order: she sees the other task too; so does the temp, who is not assigned but
    // holds a task on it; buero (neither, no manager) sees none of the order's tasks.
    expect((await gql('mitarbeiter', LIST, { orderId })).data.orderTasks.some((t: any) => t.id === other.id)).toBe(true);
    const seenByTemp = (await gql('aushilfe', LIST, { orderId })).data.orderTasks;
    expect(seenByTemp.some((t: any) => t.id === mine.id)).toBe(true);
    expect(seenByTemp.some((t: any) => t.id === other.id)).toBe(true);
    expect((await gql('buero', LIST, { orderId })).data.orderTasks).toEqual([]);

    const edited = (await gql('admin', UPDATE, { id: other.id, input: { label: 'Markus neu', positions: 9, priority: 4, employeeId: LENA, date: day(1), completed: true } })).data.updateOrderTask;
    expect(edited).toMatchObject({ label: 'Markus neu', positions: 9, priority: 4, employeeId: LENA, date: day(1), completed: true });
    expect(fieldErrors(await gql('admin', UPDATE, { id: other.id, input: { date: day(9) } }))).toEqual([{ path: 'date', message: 'Das Datum liegt außerhalb des Auftrags' }]);
    expect(await gql('admin', `mutation { deleteOrderTask(id: ${other.id}) }`)).toEqual({ data: { deleteOrderTask: true } });
    expect(codeOf(await gql('admin', UPDATE, { id: other.id, input: { completed: true } }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('admin', `mutation { deleteOrderTask(id: ${other.id}) }`))).toBe('NOT_FOUND');
  });
});

function pickWritable(t: any) {
  const { orderId, date, label, positions, employeeId, priority } = t;
  return { orderId, date, label, positions, employeeId, priority };
}

describe('CSV import', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = await inventory(day(10));
  });

  it('imports an ISO-8859-1 file with umlauts; the import lists its tasks; delete removes them', async () => {
    const csv = iconv.encode('Bezeichnung;Positionen;Mitarbeiter;Personalnummer;Priorität\r\nGemüse Außenlager;12;Lena Hoffmann;2002;1\r\nKühlregal;0;M. Schneider;2001\r\n', 'latin1');
    const r = await upload('admin', csv, { orderId });
    const imp = r.data.importOrderTasks;
    expect(imp).toMatchObject({ orderId, date: day(10), fileName: 'aufgaben.csv', employeeId: 1001, employeeName: 'Sabine Krüger', taskCount: 2, completedCount: 0 });
    expect(imp.tasks.map((t: any) => [t.label, t.employeeId, t.priority, t.positions, t.importId])).toEqual([
      ['Gemüse Außenlager', 2002, 1, 12, imp.id],
      ['Kühlregal', 2001, 0, 0, imp.id],
    ]);
    const again = (await upload('admin', csv, { orderId })).data.importOrderTasks;
    expect((await gql('admin', LIST, { orderId })).data.orderTasks).toHaveLength(4); // added, not replaced
    const list = (await gql('admin', `query($o: Int) { orderTaskImports(orderId: $o) { id taskCount } }`, { o: orderId })).data.orderTaskImports;
    expect(list.map((i: any) => i.id).sort()).toEqual([imp.id, again.id].sort());
    await gql('admin', UPDATE, { id: (await gql('admin', LIST, { orderId })).data.orderTasks[0].id, input: { completed: true } });
    expect(await gql('admin', `mutation { deleteOrderTaskImport(id: ${again.id}) }`)).toEqual({ data: { deleteOrderTaskImport: true } });
    expect((await gql('admin', LIST, { orderId })).data.orderTasks.every((t: any) => t.importId === imp.id)).toBe(true);
    expect(codeOf(await gql('admin', `mutation { deleteOrderTaskImport(id: ${again.id}) }`))).toBe('NOT_FOUND');
    expect(codeOf(await gql('buero', `{ orderTaskImports { id } }`))).toBe('FORBIDDEN');
  });

  it('a file failing halfway stores nothing and reports every bad line', async () => {
    const before = Number((await sql('select count(*) from order_task'))[0].count);
    const imports = Number((await sql('select count(*) from order_task_import'))[0].count);
    const csv = Buffer.from('label;positions;employeeName;employeeId;priority\nA;1;x;2001;1\nB;1;x;2002;1\n;1;x;2001;1\nD;zwei;x;999999;1\nE;1;x;2001;1;6\n');
    expect(fieldErrors(await upload('admin', csv, { orderId }))).toEqual([
      { path: 'lines[4].label', message: 'Bezeichnung fehlt' },
      { path: 'lines[5].positions', message: 'Positionen müssen eine ganze Zahl ab 0 sein' },
      { path: 'lines[6].row', message: 'Die Zeile hat mehr als 5 Spalten' },
    ]);
    expect(fieldErrors(await upload('admin', Buffer.from('h\nA;1;x;999999;1\n'), { orderId }))).toEqual([{ path: 'lines[2].employeeId', message: 'Mitarbeiter 999999 ist unbekannt' }]);
    expect(Number((await sql('select count(*) from order_task'))[0].count)).toBe(before);
    expect(Number((await sql('select count(*) from order_task_import'))[0].count)).toBe(imports);
  });

  it('file checks: name, type, size, empty; missing order; 403 for non-managers', async () => {
    const ok = Buffer.from('h\nA;1;x;2001;1\n');
    const onlyCsv = [{ path: 'file', message: 'Es muss genau eine *.csv Datei hochgeladen werden' }];
    expect(fieldErrors(await upload('admin', ok, { orderId }, 'aufgaben.txt'))).toEqual(onlyCsv);
    expect(fieldErrors(await upload('admin', ok, { orderId }, 'aufgaben.csv', 'application/pdf'))).toEqual(onlyCsv);
    expect((await upload('admin', ok, { orderId }, 'AUFGABEN.CSV', 'application/vnd.ms-excel')).data.importOrderTasks.taskCount).toBe(1);
    expect(fieldErrors(await upload('admin', Buffer.from('h\n\n'), { orderId }))).toEqual([{ path: 'file', message: 'Die Datei enthält keine Aufgaben' }]);
    const big = Buffer.concat([Buffer.from('h\n'), Buffer.alloc(2 * 1024 * 1024, 'a')]);
    expect(fieldErrors(await upload('admin', big, { orderId }))).toEqual([{ path: 'file', message: 'Die Datei ist zu groß (max. 2MB)' }]);
    expect(fieldErrors(await upload('admin', ok, {}))).toEqual([{ path: 'orderId', message: 'Auftrag muss gesetzt sein' }]);
    expect(codeOf(await upload('buero', ok, { orderId }))).toBe('FORBIDDEN');
  });
});

describe('counting performance and daily statistic', () => {
  let opOrder: number;
  let taskOrder: number;
  const ym = today.plus({ days: 300 }).toFormat('yyyy-MM');
  const d1 = today.plus({ days: 300 }).startOf('month').plus({ days: 1 }).toISODate()!;
  const d2 = today.plus({ days: 300 }).startOf('month').plus({ days: 2 }).toISODate()!;

  beforeAll(async () => {
    // This file's own database: the demo's positions of the two must not blur the figures below.
    await sql('delete from order_task where employee_id in (2001, 2002)');
    await sql('delete from order_operator where employee_id in (2001, 2002)');
    // Lena counts 1000 positions over two days (4 h and 2 h net); Markus works 3 h without an operator entry.
    opOrder = await inventory(d1, d2, [LENA, MARKUS]);
    await worklog(LENA, opOrder, d1, 'WORK', '07:00', '11:30');
    await worklog(LENA, opOrder, d1, 'PAUSE', '09:00', '09:30');
    await worklog(LENA, opOrder, d2, 'WORK', '07:00', '09:00');
    await worklog(MARKUS, opOrder, d1, 'WORK', '12:00', '15:00');
    await sql(`insert into order_operator (order_id, employee_id, operator_number, number_of_positions) values ($1, $2, 1500, 1000)`, [opOrder, LENA]);
    // Markus' completed tasks count (no operator entry); a pending one does not.
    await gql('admin', CREATE, { input: { orderId: opOrder, date: d1, label: 'M1', positions: 300, employeeId: MARKUS } }).then((r) =>
      gql('admin', UPDATE, { id: r.data.createOrderTask.id, input: { completed: true } }),
    );
    await gql('admin', CREATE, { input: { orderId: opOrder, date: d1, label: 'M2', positions: 700, employeeId: MARKUS } });
    // Lena's tasks are ignored: her operator entry decides.
    await gql('admin', CREATE, { input: { orderId: opOrder, date: d1, label: 'L1', positions: 50, employeeId: LENA } }).then((r) =>
      gql('admin', UPDATE, { id: r.data.createOrderTask.id, input: { completed: true } }),
    );
    taskOrder = await inventory(day(60), day(60), [LENA, MARKUS]);
  });

  it('operator positions spread by minutes (largest remainder), task fallback, totals, rounding', async () => {
    const lena = (await gql('mitarbeiter', PERF, { employeeId: LENA, yearMonth: ym })).data.countingPerformances;
    expect(lena).toMatchObject({ employeeId: LENA, employeeName: 'Lena Hoffmann', yearMonth: ym, workingMinutes: 360, positions: 1000, positionsPerHour: 167 });
    expect(lena.rows).toEqual([
      { date: d1, orderId: opOrder, name: `Testmarkt ${d1}`, workingMinutes: 240, positions: 667, positionsPerHour: 167, workingMinutesTotal: 540, positionsTotal: 1300, positionsPerHourTotal: 144 },
      { date: d2, orderId: opOrder, name: `Testmarkt ${d1}`, workingMinutes: 120, positions: 333, positionsPerHour: 167, workingMinutesTotal: 540, positionsTotal: 1300, positionsPerHourTotal: 144 },
    ]);
    const markus = (await gql('admin', PERF, { employeeId: MARKUS, yearMonth: ym })).data.countingPerformances;
    expect(markus.rows).toEqual([
      { date: d1, orderId: opOrder, name: `Testmarkt ${d1}`, workingMinutes: 180, positions: 300, positionsPerHour: 100, workingMinutesTotal: 540, positionsTotal: 1300, positionsPerHourTotal: 144 },
    ]);
  });

  it("another's needs Statistic or Superadmin; bad month 422", async () => {
    expect(codeOf(await gql('mitarbeiter', PERF, { employeeId: MARKUS, yearMonth: ym }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('aushilfe', PERF, { employeeId: LENA }))).toBe('FORBIDDEN');
    // The office (demo role Büro) holds Statistic.
    expect(codeOf(await gql('buero', PERF, { employeeId: LENA }))).toBeUndefined();
    expect(fieldErrors(await gql('mitarbeiter', PERF, { employeeId: LENA, yearMonth: '2026-13' }))).toEqual([{ path: 'yearMonth', message: 'Monat im Format JJJJ-MM angeben' }]);
    expect(codeOf(await gql('admin', PERF, { employeeId: 99999 }))).toBe('NOT_FOUND');
  });

  it('daily statistic: progress, past speed, time left; 403 unless exactly oneself', async () => {
    const date = day(60);
    await worklog(LENA, taskOrder, date, 'WORK', '06:30', '08:00');
    await worklog(MARKUS, taskOrder, date, 'WORK', '07:15', '09:15');
    await worklog(MARKUS, taskOrder, date, 'PAUSE', '08:00', '08:15');
    const mk = async (label: string, positions: number, employeeId: number, completed = false) => {
      const t = (await gql('admin', CREATE, { input: { orderId: taskOrder, date, label, positions, employeeId } })).data.createOrderTask;
      if (completed) await gql('admin', UPDATE, { id: t.id, input: { completed: true } });
    };
    await mk('a', 200, LENA, true);
    await mk('b', 500, LENA);
    await mk('c', 100, MARKUS);
    const s = (await gql('admin', DAILY, { date, orderIds: [taskOrder] })).data.dailyStatistic;
    // Lena past: 167/h; Markus past: 100/h → speed 134; 600 left by 2 counters: 600/134*60/2 = 134.3.
    expect(s).toEqual({
      date, firstClockInTime: '06:30', minutesToday: 90 + 105, avgPosPerHourPast: 134, positionsDone: 200, positionsLeft: 600, timeLeftMinutes: 134,
      employees: [
        { employeeId: LENA, employeeName: 'Lena Hoffmann', firstClockInTime: '06:30', minutesToday: 90, avgPosPerHourPast: 167 },
        { employeeId: MARKUS, employeeName: 'Markus Schneider', firstClockInTime: '07:15', minutesToday: 105, avgPosPerHourPast: 100 },
      ],
    });
    const own = (await gql('mitarbeiter', DAILY, { date, orderIds: [taskOrder], employeeIds: [LENA] })).data.dailyStatistic;
    expect(own).toMatchObject({ positionsDone: 200, positionsLeft: 500, avgPosPerHourPast: 167, timeLeftMinutes: 180 });
    expect(codeOf(await gql('mitarbeiter', DAILY, { date }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', DAILY, { date, employeeIds: [LENA, MARKUS] }))).toBe('FORBIDDEN');
    // Nothing past and nothing left: no speed, 0 minutes left.
    const empty = (await gql('admin', DAILY, { date: day(61), orderIds: [taskOrder] })).data.dailyStatistic;
    expect(empty).toMatchObject({ positionsLeft: 0, positionsDone: 0, timeLeftMinutes: 0, employees: [] });
  });
});
