import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { expectedPastOrderTimes } from '../../test/order-times.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());

const CREATE = `mutation($input: CustomerInput!) { createCustomer(input: $input) { id name customerTypeId customerTypeName customerId region sellingArea costCenter costCenterFormatted positions addressAsString valueFormatted active } }`;
const reweId = async () => (await gql('buero', `{ customerTypes { id name } }`)).data.customerTypes.find((t: any) => t.name === 'REWE').id;

describe('demo data', () => {
  it('80 customers across types and classes, REWE ones with region/VB/KST, travel times from every location', async () => {
    const r = await gql('buero', `{ customers(size: 0) { totalElements items { customerTypeName customerClass region sellingArea costCenter customerId } } companyLocations { id } }`);
    expect(r.data.customers.totalElements).toBe(80);
    const items = r.data.customers.items;
    expect(new Set(items.map((c: any) => c.customerTypeName)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((c: any) => c.customerClass))).toEqual(new Set(['A', 'B', 'C', 'Z']));
    const rewe = items.filter((c: any) => c.customerTypeName === 'REWE');
    expect(rewe.length).toBeGreaterThan(10);
    expect(rewe.every((c: any) => /^\d{2}$/.test(c.region) && /^\d{2}$/.test(c.sellingArea) && /^\d{4}$/.test(c.costCenter) && c.customerId === null)).toBe(true);
    const tt = await app.pool.query('select count(*)::int as n from customer_travel_time');
    expect(tt.rows[0].n).toBe(80 * r.data.companyLocations.length);
  });
});

describe('customer rules', () => {
  it('validates with the spec messages', async () => {
    const r = await gql('buero', CREATE, { input: { customerTypeId: -1, positions: 0 } });
    expect(fieldErrors(r)).toEqual([
      { path: 'name', message: 'Geben Sie einen Namen an' },
      { path: 'newCustomerType', message: 'Geben Sie eine Bezeichnung für den neuen Kundentyp an' },
      { path: 'positions', message: 'The value must be a positive integer' },
    ]);
    expect(fieldErrors(await gql('buero', CREATE, { input: { name: 'X' } }))).toEqual([{ path: 'customerTypeId', message: 'Wählen Sie einen Kundentyp' }]);
    const rewe = await gql('buero', CREATE, { input: { name: 'X', customerTypeId: await reweId(), region: '1', sellingArea: 'ab', costCenter: '12345', positions: 2.5 } });
    expect(fieldErrors(rewe)).toEqual([
      { path: 'region', message: 'Geben Sie eine 2-Stellige Nummer an' },
      { path: 'sellingArea', message: 'Geben Sie eine 2-Stellige Nummer an' },
      { path: 'costCenter', message: 'Geben Sie eine 4-Stellige Nummer an' },
      { path: 'positions', message: 'The value must be a positive integer' },
    ]);
  });

  it('REWE keeps region/VB/KST and drops the customer number; other types the other way round', async () => {
    const rewe = await gql('buero', CREATE, { input: { name: 'REWE Test', customerTypeId: await reweId(), region: '12', sellingArea: '34', costCenter: '5678', customerId: '999' } });
    expect(rewe.data.createCustomer).toMatchObject({ region: '12', sellingArea: '34', costCenter: '5678', customerId: null, costCenterFormatted: '12 34 5678' });
    const types = (await gql('buero', `{ customerTypes { id name } }`)).data.customerTypes;
    const edeka = types.find((t: any) => t.name === 'EDEKA').id;
    const other = await gql('buero', CREATE, { input: { name: 'EDEKA Test', customerTypeId: edeka, region: 'xx', customerId: '4711', street: 'Weg 1', zip: '20095', city: 'Hamburg', inventoryValue: 1234.5 } });
    expect(other.data.createCustomer).toMatchObject({ region: null, costCenter: null, customerId: '4711', addressAsString: 'Weg 1, 20095 Hamburg', valueFormatted: '1.234,50\u00a0€' });
  });

  it('a new customer type is created with id -1 while saving; a duplicate name is refused', async () => {
    const r = await gql('buero', CREATE, { input: { name: 'Biomarkt Nord', customerTypeId: -1, newCustomerType: 'Bio-Company' } });
    expect(r.data.createCustomer.customerTypeName).toBe('Bio-Company');
    expect((await gql('buero', `{ customerTypes { name } }`)).data.customerTypes.map((t: any) => t.name)).toContain('Bio-Company');
    const dup = await gql('buero', CREATE, { input: { name: 'Y', customerTypeId: -1, newCustomerType: 'bio-company' } });
    expect(fieldErrors(dup)).toEqual([{ path: 'newCustomerType', message: 'Diesen Kundentyp gibt es bereits.' }]);
    // Nothing half-written: the customer of a refused save does not exist.
    expect((await gql('buero', `{ customers(filter: { name: "Y" }) { totalElements } }`)).data.customers.totalElements).toBe(0);
  });

  it('the list needs Customer rights or an order editor\'s; one customer is read with Order rights; changing needs Customer_EditCustomers', async () => {
    expect(codeOf(await gql('mitarbeiter', `{ customers { totalElements } }`))).toBe('FORBIDDEN');
    // The team leader (Order_Overview only) reads the customer of an order, not the list or its search.
    expect(codeOf(await gql('teamleiter', `{ customers { totalElements } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', `{ customerSearch(term: "a") { id } }`))).toBe('FORBIDDEN');
    const ofAnOrder = (await app.pool.query(`select min(customer_id) as id from orders where customer_id is not null`)).rows[0].id;
    expect((await gql('teamleiter', `query($id: Int!) { customer(id: $id) { id name } }`, { id: ofAnOrder })).data.customer.id).toBe(ofAnOrder);
    expect(codeOf(await gql('teamleiter', CREATE, { input: { name: 'Z', customerTypeId: 1 } }))).toBe('FORBIDDEN');
  });

  it('without Customer rights only the customer of an order is read by id; any other is not found (customers by id)', async () => {
    const lone = (await gql('buero', CREATE, { input: { name: 'Ohne Auftrag', customerTypeId: await reweId(), region: '01', sellingArea: '02', costCenter: '0003' } })).data.createCustomer;
    expect(lone.id).toBeTruthy();
    const reads = [
      `query($id: Int!) { customer(id: $id) { id name } }`,
      `query($id: Int!) { customerOrders(id: $id) { upcoming { id } } }`,
      `query($id: Int!) { customerTravelTimes(customerId: $id) { travelTime } }`,
    ];
    for (const q of reads) {
      const r = await gql('teamleiter', q, { id: lone.id });
      expect([codeOf(r), r.errors?.[0]?.message], q).toEqual(['NOT_FOUND', 'Kunde nicht gefunden']);
      expect((await gql('buero', q, { id: lone.id })).errors, q).toBeUndefined();
    }
    // The Customer rights alone read it too.
    await app.pool.query(`update app_role set authorities = array_append(authorities, 'Customer_ViewCustomers') where name = 'Teamleiter'`);
    try {
      expect((await gql('teamleiter', reads[0], { id: lone.id })).data.customer.name).toBe('Ohne Auftrag');
    } finally {
      await app.pool.query(`update app_role set authorities = array_remove(authorities, 'Customer_ViewCustomers') where name = 'Teamleiter'`);
    }
    await gql('buero', `mutation { deleteCustomer(id: ${lone.id}) { active } }`);
  });

  it('delete removes a customer without orders with its travel times; inactive customers cannot be edited', async () => {
    const c = (await gql('buero', CREATE, { input: { name: 'Wird gelöscht', customerTypeId: 1 } })).data.createCustomer;
    await gql('buero', `mutation { createCustomerTravelTime(customerId: ${c.id}, companyLocationId: 1, travelTime: 30) { id } }`);
    const del = await gql('buero', `mutation { deleteCustomer(id: ${c.id}) { id active } }`);
    expect(del.errors).toBeUndefined();
    expect(codeOf(await gql('buero', `{ customer(id: ${c.id}) { id } }`))).toBe('NOT_FOUND');
    const inactive = (await gql('buero', `{ customers(filter: { active: false }, size: 1) { items { id name customerTypeId } } }`)).data.customers.items[0];
    expect(codeOf(await gql('buero', `mutation { updateCustomer(id: ${inactive.id}, input: { name: "Neu", customerTypeId: ${inactive.customerTypeId} }) { id } }`))).toBe('CONFLICT');
  });

  it('a customer that orders refer to becomes inactive instead of vanishing', async () => {
    const c = (await gql('buero', CREATE, { input: { name: 'Hat Aufträge', customerTypeId: 1 } })).data.createCustomer;
    // Stand-in for the orders feature: any table that references the customer keeps it.
    await app.pool.query(`create table if not exists test_order_ref (id serial primary key, customer_id int not null references customer(id) on delete restrict)`);
    await app.pool.query(`insert into test_order_ref (customer_id) values ($1)`, [c.id]);
    const del = await gql('buero', `mutation { deleteCustomer(id: ${c.id}) { id active } }`);
    expect(del.data.deleteCustomer).toEqual({ id: c.id, active: false });
    expect((await gql('buero', `{ customer(id: ${c.id}) { active } }`)).data.customer.active).toBe(false);
  });

  it('orders of a customer: past ones newest first with team leader and figures, upcoming ones soonest first', async () => {
    const r = await gql('buero', `{ customerOrders(id: 1) { past { order { id name teamLeader { lastName } } fromDate toDate start employeeCount numberOfPositions minutes } upcoming { id orderType name validFrom } } }`);
    const { past, upcoming } = r.data.customerOrders;
    expect(past.length).toBeGreaterThan(0);
    expect(past.map((p: any) => p.fromDate)).toEqual([...past.map((p: any) => p.fromDate)].sort().reverse());
    expect(past[0]).toMatchObject({ start: expect.stringMatching(/^\d{2}:\d{2}$/), employeeCount: expect.any(Number), minutes: expect.any(Number) });
    expect(past.some((p: any) => p.order.teamLeader?.lastName)).toBe(true);
    expect(upcoming.map((u: any) => u.validFrom)).toEqual([...upcoming.map((u: any) => u.validFrom)].sort());
  });

  const PAST = `{ customerOrders(id: 1) { past { order { id } start end numberOfPositions minutes } } }`;
  const byId = (past: any[]) => new Map(past.map((p: any) => [p.order.id, p]));

  it('past orders: worked minutes net of pauses, first start and last end of their worklogs (spec 3 §3)', async () => {
    const past = (await gql('buero', PAST)).data.customerOrders.past;
    const expected = await expectedPastOrderTimes((sql, params) => app.pool.query(sql, params), 1);
    expect(expected.some((o) => o.minutes > 0 && o.end)).toBe(true);
    const got = byId(past);
    for (const o of expected) {
      expect(got.get(o.id)).toEqual({ order: { id: o.id }, start: o.start ?? o.plannedStart, end: o.end, numberOfPositions: o.positions, minutes: o.minutes });
    }
  });

  it('a pause inside a work span of a past order lowers its minutes by the overlap', async () => {
    const expected = await expectedPastOrderTimes((sql, params) => app.pool.query(sql, params), 1);
    const target = expected.find((o) => o.minutes > 0)!;
    const work = (await app.pool.query(
      `select employee_id, date::text as date, start, "end" from worklog where order_id = $1 and worklog_type = 'WORK' and "end" is not null
        and not exists (select 1 from worklog p where p.employee_id = worklog.employee_id and p.date = worklog.date and p.worklog_type = 'PAUSE')
        and "end" >= '10:00' and start <= '09:00' limit 1`,
      [target.id],
    )).rows[0];
    expect(work).toBeDefined();
    await app.pool.query(`insert into worklog (employee_id, order_id, date, start, "end", worklog_type, insert_user) values ($1, $2, $3, '09:00', '09:20', 'PAUSE', 'test')`, [work.employee_id, target.id, work.date]);
    const after = byId((await gql('buero', PAST)).data.customerOrders.past).get(target.id);
    expect(after.minutes).toBe(target.minutes - 20);
  });
});

describe('travel times', () => {
  it('0–99 h and 0–59 min, stored as minutes; one per location', async () => {
    const c = (await gql('buero', CREATE, { input: { name: 'Fahrzeiten', customerTypeId: 1 } })).data.createCustomer;
    const t = await gql('buero', `mutation { createCustomerTravelTime(customerId: ${c.id}, companyLocationId: 2, travelTime: 5999) { id travelTime companyLocationName } }`);
    expect(t.data.createCustomerTravelTime).toMatchObject({ travelTime: 5999, companyLocationName: 'Berlin' });
    expect(fieldErrors(await gql('buero', `mutation { updateCustomerTravelTime(id: ${t.data.createCustomerTravelTime.id}, travelTime: 6000) { id } }`))![0].path).toBe('travelTime');
    expect(codeOf(await gql('buero', `mutation { createCustomerTravelTime(customerId: ${c.id}, companyLocationId: 2, travelTime: 10) { id } }`))).toBe('CONFLICT');
    const empty = await gql('buero', `mutation { createCustomerTravelTime(customerId: ${c.id}, companyLocationId: 3) { travelTime } }`);
    expect(empty.data.createCustomerTravelTime.travelTime).toBe(0);
  });
});

describe('company locations and market areas', () => {
  it('administration needs Inventory_EditAdministration; a location in use cannot be deleted', async () => {
    expect(codeOf(await gql('buero', `mutation { saveCompanyLocation(input: { name: "Bremen" }) { id } }`))).toBe('FORBIDDEN');
    const bad = await gql('admin', `mutation { saveCompanyLocation(input: { name: " ", zip: "12a" }) { id } }`);
    expect(fieldErrors(bad)).toEqual([
      { path: 'name', message: 'Name ist erforderlich' },
      { path: 'zip', message: 'PLZ ist ungültig' },
    ]);
    const loc = (await gql('admin', `mutation { saveCompanyLocation(input: { name: "Bremen", zip: "28195", city: "Bremen" }) { id zip } }`)).data.saveCompanyLocation;
    expect(loc.zip).toBe('28195');
    expect((await gql('admin', `mutation { deleteCompanyLocation(id: ${loc.id}) }`)).data.deleteCompanyLocation).toBe(true);
    const used = await gql('admin', `mutation { deleteCompanyLocation(id: 1) }`);
    expect(codeOf(used)).toBe('CONFLICT');
    expect(used.errors[0].message).toMatch(/verwendet/);
  });

  it('market areas with categories and counting-speed deviations', async () => {
    const area = (await gql('admin', `mutation { saveMarketArea(input: { name: "Tankstelle", countingSpeedDeviation: 7.5 }) { id countingSpeedDeviation active } }`)).data.saveMarketArea;
    expect(area).toMatchObject({ countingSpeedDeviation: 7.5, active: true });
    const cat = await gql('admin', `mutation { saveMarketAreaCategory(input: { name: "Zeitschriften", countingSpeedDeviation: -3, marketAreaId: ${area.id} }) { id marketAreaId } }`);
    expect(cat.data.saveMarketAreaCategory.marketAreaId).toBe(area.id);
    expect(fieldErrors(await gql('admin', `mutation { saveMarketAreaCategory(input: { name: "" }) { id } }`))).toEqual([
      { path: 'name', message: 'Name ist erforderlich' },
      { path: 'marketAreaId', message: 'Marktbereich ist erforderlich' },
    ]);
    const list = await gql('buero', `{ marketAreas(term: "Tank") { name categories { name countingSpeedDeviation } } }`);
    expect(list.data.marketAreas).toEqual([{ name: 'Tankstelle', categories: [{ name: 'Zeitschriften', countingSpeedDeviation: -3 }] }]);
    await gql('admin', `mutation { deleteMarketArea(id: ${area.id}) }`);
    expect(codeOf(await gql('admin', `{ marketAreaCategory(id: ${cat.data.saveMarketAreaCategory.id}) { id } }`))).toBe('NOT_FOUND');
    expect(codeOf(await gql('aushilfe', `{ marketAreas { id } }`))).toBe('FORBIDDEN');
  });
});
