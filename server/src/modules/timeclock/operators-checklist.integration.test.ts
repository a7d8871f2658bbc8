import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const now = DateTime.now().setZone('Europe/Berlin');
const today = now.toISODate()!;

const CREATE_ORDER = `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`;
const order = async (over: Record<string, unknown> = {}) =>
  (await gql('buero', CREATE_ORDER, { input: { name: 'Operator-Test', address: 'Weg 1', zip: '20095', city: 'Hamburg', orderType: 'INV', validFrom: today, validTo: today, ...over } })).data.createOrder.id;

const OPERATOR = `id orderId operatorNumber numberOfPositions employeeId employee { employeeId firstName lastName }`;
const CREATE = `mutation($orderId: Int!, $input: OrderOperatorInput!) { createOrderOperator(orderId: $orderId, input: $input) { ${OPERATOR} } }`;
const UPDATE = `mutation($orderId: Int!, $id: Int!, $input: OrderOperatorInput!) { updateOrderOperator(orderId: $orderId, operatorId: $id, input: $input) { ${OPERATOR} } }`;
const LIST = (orderId: number) => `{ orderOperators(orderId: ${orderId}) { ${OPERATOR} } }`;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());

describe('operator numbers (spec 2 §2.6, spec 3 §2.4)', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = await order();
  });

  it('create, list by number, change and delete; the timeclock shows the number on the employee', async () => {
    const a = await gql('teamleiter', CREATE, { orderId, input: { employeeId: 2010, operatorNumber: 1500, numberOfPositions: 1200 } });
    expect(a.errors).toBeUndefined();
    expect(a.data.createOrderOperator).toMatchObject({ orderId, operatorNumber: 1500, numberOfPositions: 1200, employeeId: 2010, employee: { employeeId: 2010 } });
    const b = (await gql('buero', CREATE, { orderId, input: { employeeId: 2011, operatorNumber: 1010 } })).data.createOrderOperator;
    expect(b.numberOfPositions).toBeNull();
    expect((await gql('teamleiter', LIST(orderId))).data.orderOperators.map((o: any) => o.operatorNumber)).toEqual([1010, 1500]);

    const changed = await gql('teamleiter', UPDATE, { orderId, id: b.id, input: { operatorNumber: 2200 } });
    expect(changed.data.updateOrderOperator).toMatchObject({ operatorNumber: 2200, numberOfPositions: null });
    const positions = await gql('teamleiter', UPDATE, { orderId, id: b.id, input: { numberOfPositions: 5 } });
    expect(positions.data.updateOrderOperator).toMatchObject({ operatorNumber: 2200, numberOfPositions: 5 });

    await gql('buero', `mutation { assignEmployee(orderId: ${orderId}, employeeId: 2010, assignmentType: EMP) { id } }`);
    const view = (await gql('teamleiter', `{ timeclockOrder(orderId: ${orderId}) { employees { employeeId operatorNumber operatorId numberOfPositions } } }`)).data.timeclockOrder;
    expect(view.employees).toEqual([{ employeeId: 2010, operatorNumber: 1500, operatorId: a.data.createOrderOperator.id, numberOfPositions: 1200 }]);

    expect((await gql('teamleiter', `mutation { deleteOrderOperator(orderId: ${orderId}, operatorId: ${b.id}) }`)).data.deleteOrderOperator).toBe(true);
    expect(codeOf(await gql('teamleiter', `mutation { deleteOrderOperator(orderId: ${orderId}, operatorId: ${b.id}) }`))).toBe('NOT_FOUND');
    expect((await gql('teamleiter', LIST(orderId))).data.orderOperators.map((o: any) => o.operatorNumber)).toEqual([1500]);
  });

  it('a number taken in the order, or a second number for an employee, is 409 with a German title', async () => {
    await gql('teamleiter', CREATE, { orderId, input: { employeeId: 2012, operatorNumber: 1600 } });
    const dup = await gql('teamleiter', CREATE, { orderId, input: { employeeId: 2013, operatorNumber: 1600 } });
    expect(codeOf(dup)).toBe('CONFLICT');
    expect(dup.errors[0].message).toBe('Die Bedienernummer 1600 ist in diesem Auftrag bereits vergeben.');
    const twice = await gql('teamleiter', CREATE, { orderId, input: { employeeId: 2012, operatorNumber: 1601 } });
    expect(codeOf(twice)).toBe('CONFLICT');
    expect(twice.errors[0].message).toBe('Für diesen Mitarbeiter ist in diesem Auftrag bereits eine Bedienernummer hinterlegt.');
    const other = (await gql('teamleiter', CREATE, { orderId, input: { employeeId: 2013, operatorNumber: 1602 } })).data.createOrderOperator;
    const clash = await gql('teamleiter', UPDATE, { orderId, id: other.id, input: { operatorNumber: 1600 } });
    expect(codeOf(clash)).toBe('CONFLICT');
    expect(clash.errors[0].message).toBe('Die Bedienernummer 1600 ist in diesem Auftrag bereits vergeben.');
    // The same number in another order is fine.
    const elsewhere = await order();
    expect((await gql('teamleiter', CREATE, { orderId: elsewhere, input: { employeeId: 2012, operatorNumber: 1600 } })).errors).toBeUndefined();
  });

  it('parallel creates of one number: the database lets exactly one through, the others are 409', async () => {
    const id = await order();
    const results = await Promise.all([2020, 2021, 2022, 2023, 2024].map((employeeId) => gql('teamleiter', CREATE, { orderId: id, input: { employeeId, operatorNumber: 1777 } })));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.filter((r) => codeOf(r) === 'CONFLICT').length).toBe(4);
  });

  it('operatorNumber is required, an integer 1010–2200; numberOfPositions at least 1; the employee must exist', async () => {
    expect(fieldErrors(await gql('teamleiter', CREATE, { orderId, input: {} }))).toEqual([
      { path: 'employeeId', message: 'Mitarbeiter ist erforderlich.' },
      { path: 'operatorNumber', message: 'Bedienernummer ist erforderlich.' },
    ]);
    for (const operatorNumber of [1009, 2201, -5]) {
      expect(fieldErrors(await gql('teamleiter', CREATE, { orderId, input: { employeeId: 2030, operatorNumber } }))).toEqual([
        { path: 'operatorNumber', message: 'Bedienernummer muss eine ganze Zahl von 1010 bis 2200 sein.' },
      ]);
    }
    expect(fieldErrors(await gql('teamleiter', CREATE, { orderId, input: { employeeId: 2030, operatorNumber: 1700, numberOfPositions: 0 } }))).toEqual([
      { path: 'numberOfPositions', message: 'Anzahl Positionen muss eine ganze Zahl ab 1 sein.' },
    ]);
    expect(fieldErrors(await gql('teamleiter', CREATE, { orderId, input: { employeeId: 999999, operatorNumber: 1700 } }))).toEqual([
      { path: 'employeeId', message: 'Mitarbeiter ist ungültig' },
    ]);
    expect(fieldErrors(await gql('teamleiter', CREATE, { orderId, input: { employeeId: 2030, operatorNumber: 17.5 } }))).toEqual([
      { path: 'operatorNumber', message: 'Bedienernummer ist ungültig' },
    ]);
    const op = (await gql('teamleiter', LIST(orderId))).data.orderOperators[0];
    expect(fieldErrors(await gql('teamleiter', UPDATE, { orderId, id: op.id, input: { operatorNumber: null } }))).toEqual([
      { path: 'operatorNumber', message: 'Bedienernummer ist erforderlich.' },
    ]);
  });

  it('only inventory orders, and only while validTo is on or after the earliest valid date (409)', async () => {
    const bev = await order({ orderType: 'BEV' });
    const r = await gql('teamleiter', CREATE, { orderId: bev, input: { employeeId: 2030, operatorNumber: 1700 } });
    expect(codeOf(r)).toBe('CONFLICT');
    expect(r.errors[0].message).toBe('Bedienernummern gibt es nur bei Inventuraufträgen.');
    const op = (await gql('teamleiter', LIST(orderId))).data.orderOperators[0];
    await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', now.plus({ days: 1 }).toISODate()!);
    try {
      for (const res of [
        await gql('teamleiter', CREATE, { orderId, input: { employeeId: 2031, operatorNumber: 1800 } }),
        await gql('teamleiter', UPDATE, { orderId, id: op.id, input: { operatorNumber: 1801 } }),
        await gql('teamleiter', `mutation { deleteOrderOperator(orderId: ${orderId}, operatorId: ${op.id}) }`),
      ]) {
        expect(codeOf(res)).toBe('CONFLICT');
        expect(res.errors[0].message).toBe('Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.');
      }
      expect((await gql('teamleiter', LIST(orderId))).errors).toBeUndefined();
    } finally {
      await app.pool.query(`delete from app_setting where name = 'earliestValidFrom'`);
    }
  });

  it('operator worklogs: the order’s worklogs of its operators', async () => {
    const id = await order();
    await gql('teamleiter', CREATE, { orderId: id, input: { employeeId: 2040, operatorNumber: 1100 } });
    for (const employeeId of [2040, 2041]) {
      await gql('buero', `mutation { createWorklog(input: { date: "${today}", start: "00:10", end: "00:40", worklogType: WORK, orderId: ${id}, employeeId: ${employeeId} }) { id } }`);
    }
    const r = await gql('teamleiter', `{ orderOperatorWorklogs(orderId: ${id}) { employeeId start end worklogType } }`);
    expect(r.data.orderOperatorWorklogs).toEqual([{ employeeId: 2040, start: '00:10', end: '00:40', worklogType: 'WORK' }]);
  });

  it('authorities: read with Timeclock or Order_Overview_EditOrders, change with Timeclock_Clocking or Order_Overview_EditOrders', async () => {
    expect(codeOf(await gql('mitarbeiter', LIST(orderId)))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', CREATE, { orderId, input: { employeeId: 2032, operatorNumber: 1900 } }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', `{ orderOperatorWorklogs(orderId: ${orderId}) { id } }`))).toBe('FORBIDDEN');
    expect((await gql('buero', LIST(orderId))).errors).toBeUndefined();
    expect(codeOf(await gql('teamleiter', LIST(-1)))).toBe('NOT_FOUND');
  });
});

describe('inventory checklist (spec 2 §4)', () => {
  const TICK = `mutation($orderId: Int!, $items: [ChecklistItemInput!]!) { updateChecklist(orderId: $orderId, items: $items) { id code done updateUser updateTime } }`;
  const status = async (id: number) => (await gql('teamleiter', `{ timeclockOrders { id checklistStatus } }`)).data.timeclockOrders.find((o: any) => o.id === id).checklistStatus;

  it('marks items done by code or id with who and when; the status dot follows (red → yellow → green)', async () => {
    const id = await order();
    expect(await status(id)).toBe('RED');
    const first = await gql('teamleiter', TICK, { orderId: id, items: [{ code: 10, done: true }] });
    expect(first.errors).toBeUndefined();
    const ten = first.data.updateChecklist.find((c: any) => c.code === 10);
    expect(ten).toMatchObject({ done: true, updateUser: 'Markus Schneider' });
    expect(Math.abs(Date.parse(ten.updateTime) - Date.now())).toBeLessThan(60_000);
    expect(first.data.updateChecklist.filter((c: any) => c.done).map((c: any) => c.code)).toEqual([10]);
    const eleven = first.data.updateChecklist.find((c: any) => c.code === 11);
    await gql('teamleiter', TICK, { orderId: id, items: [{ id: eleven.id, done: true }] });
    expect(await status(id)).toBe('YELLOW');
    const all = await gql('buero', `{ order(id: ${id}) { checklist { code } } }`);
    const rest = all.data.order.checklist.map((c: any) => ({ code: c.code, done: true }));
    await gql('teamleiter', TICK, { orderId: id, items: rest });
    expect(await status(id)).toBe('GREEN');
  });

  it('done is irreversible: unticking changes nothing and the first tick keeps its user and time', async () => {
    const id = await order();
    const ticked = (await gql('teamleiter', TICK, { orderId: id, items: [{ code: 12, done: true }] })).data.updateChecklist.find((c: any) => c.code === 12);
    const again = await gql('admin', TICK, { orderId: id, items: [{ code: 12, done: false }, { code: 12, done: true }] });
    expect(again.data.updateChecklist.find((c: any) => c.code === 12)).toEqual(ticked);
  });

  it('unknown items are 422; non-inventory orders have none; rights: Timeclock_Clocking or Order_Overview_EditOrders', async () => {
    const id = await order();
    expect(fieldErrors(await gql('teamleiter', TICK, { orderId: id, items: [{ code: 10, done: true }, { code: 99, done: true }] }))).toEqual([
      { path: 'checklist.1', message: 'Checklistenpunkt ist ungültig' },
    ]);
    const untouched = await gql('buero', `{ order(id: ${id}) { checklist { done } } }`);
    expect(untouched.data.order.checklist.every((c: any) => !c.done)).toBe(true);
    const bev = await order({ orderType: 'BEV' });
    expect(fieldErrors(await gql('teamleiter', TICK, { orderId: bev, items: [{ code: 10, done: true }] }))).toEqual([{ path: 'checklist.0', message: 'Checklistenpunkt ist ungültig' }]);
    expect(codeOf(await gql('mitarbeiter', TICK, { orderId: id, items: [{ code: 10, done: true }] }))).toBe('FORBIDDEN');
    // The order screen's right (buero: Order_Overview_EditOrders, no timeclock) ticks as well.
    expect((await gql('buero', TICK, { orderId: id, items: [{ code: 10, done: true }] })).data.updateChecklist.find((c: any) => c.code === 10).updateUser).toBe('Thomas Becker');
  });
});
