import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const today = DateTime.now().setZone('Europe/Berlin').toISODate()!;
beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());

const CREATE = `mutation($input: OrderInput!) { createOrder(input: $input) { id type orderType startTime checklistStatus checklist { code done } customerId } }`;
const input = (over: Record<string, unknown> = {}) => ({ name: 'REWE Testmarkt', address: 'Teststraße 1', zip: '20095', city: 'Hamburg', orderType: 'INV', validFrom: today, validTo: today, positions: 8000, ...over });
const HISTORY = (id: number) => `{ orderHistory(orderId: ${id}, size: 100) { totalElements items { action userName changes employee { employeeId } } } }`;

describe('demo orders', () => {
  it('every type over the past 12 and next 2 months, several running today, with assignments and team leaders', async () => {
    const r = await gql('buero', `{ orders(size: 0) { totalElements items { orderType validFrom validTo employeeCount teamLeaderId } } }`);
    const items = r.data.orders.items;
    expect(new Set(items.map((o: any) => o.orderType))).toEqual(new Set(['INV', 'BEV', 'DRY', 'MFR', 'MIS', 'MOD']));
    expect(items.filter((o: any) => o.validFrom <= today && o.validTo >= today).length).toBeGreaterThanOrEqual(3);
    expect(items.some((o: any) => o.validFrom < DateTime.fromISO(today).minus({ months: 11 }).toISODate()!)).toBe(true);
    expect(items.some((o: any) => o.validFrom > DateTime.fromISO(today).plus({ months: 1 }).toISODate()!)).toBe(true);
    expect(items.every((o: any) => o.employeeCount >= 3)).toBe(true);
    expect(items.filter((o: any) => o.teamLeaderId).length).toBeGreaterThan(items.length / 2);
  });

  it('the range filter returns orders overlapping from–to, newest first', async () => {
    const from = DateTime.fromISO(today).minus({ days: 14 }).toISODate()!;
    const r = await gql('buero', `{ orders(filter: { from: "${from}", to: "${today}" }) { items { validFrom validTo } } }`);
    const items = r.data.orders.items;
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((o: any) => o.validTo >= from && o.validFrom <= today)).toBe(true);
    expect(items.map((o: any) => o.validFrom)).toEqual([...items.map((o: any) => o.validFrom)].sort().reverse());
  });
});

describe('creating and editing', () => {
  it('validates the order form with German messages', async () => {
    const r = await gql('buero', CREATE, { input: { orderType: null, startTime: '', positions: 0 } });
    expect(fieldErrors(r)).toEqual([
      { path: 'name', message: 'Name ist erforderlich' },
      { path: 'address', message: 'Adresse ist erforderlich' },
      { path: 'zip', message: 'PLZ ist erforderlich' },
      { path: 'city', message: 'Ort ist erforderlich' },
      { path: 'orderType', message: 'Auftragsart ist erforderlich' },
      { path: 'validFrom', message: 'Gültig ab ist erforderlich.' },
      { path: 'validTo', message: 'Gültig bis ist erforderlich' },
      { path: 'startTime', message: 'Startzeit ist erforderlich' },
      { path: 'positions', message: 'Positionen muss größer als 0 sein' },
    ]);
    const order = await gql('buero', CREATE, { input: input({ validTo: '2020-01-01', startTime: '25:00' }) });
    expect(fieldErrors(order)).toEqual([
      { path: 'validTo', message: 'Gültig bis muss nach Gültig ab liegen.' },
      { path: 'startTime', message: 'Startzeit ist ungültig' },
    ]);
  });

  it('defaults: start 07:00, INV gets the checklist, project kind derived from the type', async () => {
    const inv = (await gql('buero', CREATE, { input: input() })).data.createOrder;
    expect(inv).toMatchObject({ type: 'Project', orderType: 'INV', startTime: '07:00', checklistStatus: 'RED' });
    expect(inv.checklist.map((c: any) => c.code)).toEqual([10, 11, 12, 20, 21, 30, 31]);
    const bev = (await gql('buero', CREATE, { input: input({ orderType: 'BEV' }) })).data.createOrder;
    expect(bev).toMatchObject({ type: 'Market', checklistStatus: null, checklist: [] });
  });

  it('create needs Order_Overview_CreateOrders, edit and delete Order_Overview_EditOrders', async () => {
    expect(codeOf(await gql('teamleiter', CREATE, { input: input() }))).toBe('FORBIDDEN');
    const id = (await gql('buero', CREATE, { input: input() })).data.createOrder.id;
    expect(codeOf(await gql('teamleiter', `mutation { updateOrder(id: ${id}, input: { name: "x" }) { id } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', `mutation { patchOrder(id: ${id}, input: { notes: "x" }) { id } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', `{ order(id: ${id}) { id } }`))).toBe('FORBIDDEN');
    expect((await gql('admin', `mutation { deleteOrder(id: ${id}) }`)).data.deleteOrder).toBe(true);
    expect(codeOf(await gql('buero', `{ order(id: ${id}) { id } }`))).toBe('NOT_FOUND');
  });

  it('an order that worklogs refer to cannot be deleted: 409', async () => {
    const id = (await gql('buero', CREATE, { input: input() })).data.createOrder.id;
    await app.pool.query(`create table if not exists test_worklog_ref (id serial primary key, order_id int not null references orders(id) on delete restrict)`);
    await app.pool.query(`insert into test_worklog_ref (order_id) values ($1)`, [id]);
    const r = await gql('buero', `mutation { deleteOrder(id: ${id}) }`);
    expect(codeOf(r)).toBe('CONFLICT');
    expect(r.errors[0].message).toBe('Der Auftrag hat bereits Arbeitszeiten und kann nicht gelöscht werden.');
  });

  it('choosing a customer fills name, address, zip, city, positions and categories', async () => {
    const id = (await gql('buero', CREATE, { input: input({ orderType: 'DRY' }) })).data.createOrder.id;
    const c = (await gql('buero', `{ customers(filter: { active: true }, size: 1, sort: "id") { items { id name street zip city positions og flowers storage drinks labels targetActualComparison } } }`)).data.customers.items[0];
    const r = await gql('buero', `mutation { assignCustomer(orderId: ${id}, customerId: ${c.id}) { customerId name address zip city positions customerCategory { fruitAndVegetables flowers storage drinks labels targetActualComparison } } }`);
    expect(r.data.assignCustomer).toEqual({
      customerId: c.id, name: c.name, address: c.street, zip: c.zip, city: c.city, positions: c.positions,
      customerCategory: { fruitAndVegetables: c.og, flowers: c.flowers, storage: c.storage, drinks: c.drinks, labels: c.labels, targetActualComparison: c.targetActualComparison },
    });
    const off = await gql('buero', `mutation { unassignCustomer(orderId: ${id}, customerId: ${c.id}) { customerId name } }`);
    expect(off.data.unassignCustomer).toEqual({ customerId: null, name: c.name });
  });
});

describe('assignments and team leader', () => {
  let orderId: number;
  beforeAll(async () => {
    orderId = (await gql('buero', CREATE, { input: input() })).data.createOrder.id;
  });

  it('assign EMP and SUP with their own authorities; duplicates are 409', async () => {
    const emp = await gql('buero', `mutation { assignEmployee(orderId: ${orderId}, employeeId: 2003, assignmentType: EMP) { assignmentType employee { employeeId } } }`);
    expect(emp.data.assignEmployee).toEqual([{ assignmentType: 'EMP', employee: { employeeId: 2003 } }]);
    await gql('buero', `mutation { assignEmployee(orderId: ${orderId}, employeeId: 2004, assignmentType: SUP) { id } }`);
    expect(codeOf(await gql('buero', `mutation { assignEmployee(orderId: ${orderId}, employeeId: 2003, assignmentType: SUP) { id } }`))).toBe('CONFLICT');
    expect(codeOf(await gql('teamleiter', `mutation { assignEmployee(orderId: ${orderId}, employeeId: 2005, assignmentType: EMP) { id } }`))).toBe('FORBIDDEN');
    expect(fieldErrors(await gql('buero', `mutation { assignEmployee(orderId: ${orderId}, employeeId: 2005) { id } }`))).toEqual([
      { path: 'assignmentType', message: 'Zuweisungsart ist erforderlich' },
    ]);
  });

  it('findEmployee offers active, not yet assigned employees for ≥ 3 characters', async () => {
    const r = await gql('buero', `{ orderFindEmployee(orderId: ${orderId}, term: "200", assignmentType: EMP) { employeeId } }`);
    const ids = r.data.orderFindEmployee.map((e: any) => e.employeeId);
    expect(ids).not.toContain(2003);
    expect((await gql('buero', `{ orderFindEmployee(orderId: ${orderId}, term: "Kr", assignmentType: EMP) { employeeId } }`)).data.orderFindEmployee).toEqual([]);
  });

  it('the team leader must be assigned; -1 clears; unassigning the leader clears it', async () => {
    expect(fieldErrors(await gql('buero', `mutation { assignTeamLeader(orderId: ${orderId}, employeeId: 2010) { id } }`))).toEqual([
      { path: 'teamLeaderId', message: 'Teamleitung kann nur ein zugewiesener Mitarbeiter werden.' },
    ]);
    const set = await gql('buero', `mutation { assignTeamLeader(orderId: ${orderId}, employeeId: 2003) { teamLeaderId teamLeader { employeeId } } }`);
    expect(set.data.assignTeamLeader).toEqual({ teamLeaderId: 2003, teamLeader: { employeeId: 2003 } });
    const employee = (await gql('buero', `{ employee(id: 2003) { firstName lastName } }`)).data.employee;
    const history = (await gql('buero', HISTORY(orderId))).data.orderHistory.items;
    expect(history[0].changes).toEqual([{ field: 'teamLeader', from: null, to: `${employee.firstName} ${employee.lastName}` }]);
    const cleared = await gql('buero', `mutation { patchOrder(id: ${orderId}, input: { teamLeaderId: -1 }) { teamLeaderId } }`);
    expect(cleared.data.patchOrder.teamLeaderId).toBeNull();
    await gql('buero', `mutation { assignTeamLeader(orderId: ${orderId}, employeeId: 2003) { id } }`);
    const list = await gql('buero', `mutation { unassignEmployee(orderId: ${orderId}, employeeId: 2003) { employee { employeeId } } }`);
    expect(list.data.unassignEmployee.map((a: any) => a.employee.employeeId)).toEqual([2004]);
    expect((await gql('buero', `{ order(id: ${orderId}) { teamLeaderId } }`)).data.order.teamLeaderId).toBeNull();
  });

  it('every change is in the edit history: who, when, what; newest first', async () => {
    await gql('buero', `mutation { patchOrder(id: ${orderId}, input: { notes: "Hintereingang nutzen" }) { id } }`);
    const h = (await gql('buero', HISTORY(orderId))).data.orderHistory;
    expect(h.items[0]).toEqual({ action: 'UPDATE', userName: 'Thomas Becker', employee: { employeeId: 1002 }, changes: [{ field: 'notes', from: '', to: 'Hintereingang nutzen' }] });
    expect(h.items.map((i: any) => i.action)).toEqual(expect.arrayContaining(['CREATE', 'ASSIGN', 'UNASSIGN', 'UPDATE']));
    expect(h.items.at(-1).action).toBe('CREATE');
    const unchanged = await gql('buero', `mutation { patchOrder(id: ${orderId}, input: { notes: "Hintereingang nutzen" }) { id } }`);
    expect(unchanged.errors).toBeUndefined();
    expect((await gql('buero', HISTORY(orderId))).data.orderHistory.totalElements).toBe(h.totalElements);
  });
});

describe('export', () => {
  it('answers an .xlsx of the range that parses back with the orders', async () => {
    const from = DateTime.fromISO(today).minus({ days: 7 }).toISODate()!;
    const r = await gql('buero', `{ ordersExport(from: "${from}", to: "${today}", orderType: INV) { fileName contentType contentBase64 } orders(filter: { from: "${from}", to: "${today}", orderType: INV }, size: 0) { items { name } } }`);
    expect(r.data.ordersExport.fileName).toBe(`Auftraege_${from}_${today}_INV.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(r.data.ordersExport.contentBase64, 'base64') as never);
    const ws = wb.getWorksheet('Aufträge')!;
    expect(ws.getRow(1).values).toEqual(expect.arrayContaining(['Auftragsart', 'Name', 'Gültig ab', 'Teamleitung']));
    expect(ws.rowCount - 1).toBe(r.data.orders.items.length);
    expect(ws.getRow(2).getCell(1).value).toBe('Inventur');
    expect(String(ws.getRow(2).getCell(7).value)).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });
});

describe('the range list needs Order_Overview_ListOrders (spec 3 §2.2; the authorization matrix)', () => {
  it('a team leader (Order_Overview, no ListOrders) reads one order, a term search and the tasks tab\'s day, not a range or its export', async () => {
    const from = DateTime.fromISO(today).minus({ days: 7 }).toISODate()!;
    const range = `{ orders(filter: { from: "${from}", to: "${today}" }, size: 5) { totalElements } }`;
    expect(codeOf(await gql('teamleiter', range))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', `{ orders(size: 5) { totalElements } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', `{ ordersExport(from: "${from}", to: "${today}") { fileName } }`))).toBe('FORBIDDEN');
    // Refused before the dates are looked at: no 422 for a caller without the right.
    expect(codeOf(await gql('teamleiter', `{ ordersExport(from: "kein", to: "${today}") { fileName } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', range))).toBe('FORBIDDEN');
    // Still open to him: one order, a term search, the INV orders of one day (task manager).
    const some = (await gql('buero', range)).data.orders.totalElements;
    expect(some).toBeGreaterThan(0);
    const one = (await gql('buero', `{ orders(size: 1) { items { id } } }`)).data.orders.items[0].id;
    expect((await gql('teamleiter', `{ order(id: ${one}) { id } }`)).data.order.id).toBe(one);
    expect((await gql('teamleiter', `{ orders(filter: { term: "a" }, size: 1) { totalElements } }`)).errors).toBeUndefined();
    expect((await gql('teamleiter', `{ orders(filter: { from: "${today}", to: "${today}", orderType: INV }, size: 5) { totalElements } }`)).errors).toBeUndefined();
    expect(codeOf(await gql('teamleiter', `{ orders(filter: { from: "${today}", to: "${today}", orderType: DRY }, size: 5) { totalElements } }`))).toBe('FORBIDDEN');
    expect((await gql('buero', range)).errors).toBeUndefined();
  });
});
