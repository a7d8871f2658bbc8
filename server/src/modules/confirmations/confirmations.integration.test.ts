import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { CONFIRMATION_UUID } from './confirmation.rules.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
let anon: Client;
const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
const iso = (days: number) => today.plus({ days }).toISODate()!;

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  anon = new Client(app.url);
});
afterAll(async () => app?.close());

const CREATE = `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`;
const UPDATE = `mutation($id: Int!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { id } }`;
const STAFF = `uuid orderId date startTime name status expired confirmationTimestamp changedByCustomer storageRollCageCount storageFreezerRollCageCount
  storageDetails { storageRollCageCount storageFreezerRollCageCount } comment storageOrderable targetActualComparisonOrderable
  categories { flowers fruitAndVegetables labels storage targetActualComparison }`;
const PUBLIC = `uuid date startTime name address zip city comment storageRollCageCount storageFreezerRollCageCount storageOrderable targetActualComparisonOrderable confirmed
  categories { flowers fruitAndVegetables labels storage targetActualComparison }`;
const GET = `query($uuid: String!) { publicConfirmation(uuid: $uuid) { ${PUBLIC} } }`;
const SAVE = `mutation($uuid: String!, $input: ConfirmationInput!) { savePublicConfirmation(uuid: $uuid, input: $input) { ${PUBLIC} } }`;
const CONFIRM = `mutation($uuid: String!, $input: ConfirmationInput) { confirmInventory(uuid: $uuid, input: $input) { ${STAFF} } }`;
const OF_ORDER = (id: number) => `{ orderConfirmation(orderId: ${id}) { ${STAFF} } }`;
const pub = async (query: string, variables: Record<string, unknown>) => (await anon.gql(query, variables)).json;

let customers: { id: number; storage: boolean; targetActualComparison: boolean }[] = [];
/** An inventory `offset` days from today, without positions: the demo's booked-up day (demo-calendar.ts) may be any of the next days. */
async function inventory(offset: number, over: Record<string, unknown> = {}) {
  const input = { name: 'Markt Bestätigung', address: 'Weg 2', zip: '20095', city: 'Hamburg', orderType: 'INV', validFrom: iso(offset), validTo: iso(offset), ...over };
  const r = await gql('buero', CREATE, { input });
  const id = r.data.createOrder.id as number;
  const c = (await gql('buero', OF_ORDER(id))).data.orderConfirmation;
  return { id, input, c };
}

describe('confirmations are created with the inventory', () => {
  beforeAll(async () => {
    customers = (await gql('buero', `{ customers(filter: { active: true }, size: 200) { items { id storage targetActualComparison } } }`)).data.customers.items;
  });

  it('an upcoming INV order gets one (128-bit uuid 8-4-4-4-12), other types none; today is expired', async () => {
    const { c } = await inventory(5);
    expect(c.uuid).toMatch(CONFIRMATION_UUID);
    expect(c).toMatchObject({ status: 'UNCONFIRMED', expired: false, changedByCustomer: false, comment: '', confirmationTimestamp: null, date: iso(5), startTime: '07:00' });
    const bev = (await gql('buero', CREATE, { input: { name: 'x', address: 'y', zip: '1', city: 'z', orderType: 'BEV', validFrom: iso(5), validTo: iso(5) } })).data.createOrder.id;
    expect((await gql('buero', OF_ORDER(bev))).data.orderConfirmation).toBeNull();
    const todays = await inventory(0);
    expect(todays.c).toMatchObject({ expired: true, status: 'UNCONFIRMED' });
    const gone = await pub(GET, { uuid: todays.c.uuid });
    expect(codeOf(gone)).toBe('GONE');
    expect(gone.errors[0].extensions.reason).toBe('EXPIRED');
  });

  it('the demo inventories have their confirmations, in every state', async () => {
    const r = await gql('buero', `{ confirmations(from: "${iso(-7)}", to: "${iso(70)}") { status expired changedByCustomer } }`);
    const all = r.data.confirmations;
    expect(all.some((c: any) => c.status === 'UNCONFIRMED' && !c.expired)).toBe(true);
    expect(all.some((c: any) => c.status === 'CONFIRMED' && !c.expired)).toBe(true);
    expect(all.some((c: any) => c.changedByCustomer)).toBe(true);
    expect(all.some((c: any) => c.status === 'UNCONFIRMED' && c.expired)).toBe(true);
  });

  it('moving a confirmed inventory to another day reopens it; an order no longer INV loses an open one', async () => {
    const { id, input, c } = await inventory(6);
    await gql('buero', CONFIRM, { uuid: c.uuid });
    await gql('buero', UPDATE, { id, input: { ...input, validFrom: iso(7), validTo: iso(7) } });
    expect((await gql('buero', OF_ORDER(id))).data.orderConfirmation).toMatchObject({ uuid: c.uuid, status: 'UNCONFIRMED', date: iso(7) });
    await gql('buero', UPDATE, { id, input: { ...input, orderType: 'MOD' } });
    expect((await gql('buero', OF_ORDER(id))).data.orderConfirmation).toBeNull();
  });
});

describe('public link', () => {
  it('shows only that inventory; unknown uuid 404', async () => {
    const { c } = await inventory(8, { flowers: true });
    const r = await pub(GET, { uuid: c.uuid });
    expect(r.data.publicConfirmation).toMatchObject({ uuid: c.uuid, date: iso(8), name: 'Markt Bestätigung', address: 'Weg 2', zip: '20095', city: 'Hamburg', confirmed: false, storageOrderable: true, targetActualComparisonOrderable: true });
    expect(r.data.publicConfirmation.categories).toEqual({ flowers: true, fruitAndVegetables: false, labels: false, storage: false, targetActualComparison: false });
    expect(codeOf(await pub(GET, { uuid: '00000000-0000-0000-0000-000000000000' }))).toBe('NOT_FOUND');
    expect(codeOf(await pub(GET, { uuid: 'nonsense' }))).toBe('NOT_FOUND');
    // The staff view is not public.
    expect(codeOf(await pub(`{ confirmations { uuid } }`, {}))).toBe('UNAUTHENTICATED');
  });

  it('roll-cage counts are required integers ≥ 0 when storage is checked (422 with paths); nothing is written', async () => {
    const { id, c } = await inventory(9);
    expect(fieldErrors(await pub(SAVE, { uuid: c.uuid, input: { categories: { storage: true }, confirm: true } }))).toEqual([
      { path: 'storageDetails.storageRollCageCount', message: 'Anzahl Rollwagen Lager ist erforderlich' },
      { path: 'storageDetails.storageFreezerRollCageCount', message: 'Anzahl Rollwagen Tiefkühllager ist erforderlich' },
    ]);
    expect(fieldErrors(await pub(SAVE, { uuid: c.uuid, input: { categories: { storage: true }, storageDetails: { storageRollCageCount: -1, storageFreezerRollCageCount: 0 } } }))).toEqual([
      { path: 'storageDetails.storageRollCageCount', message: 'Anzahl Rollwagen Lager muss eine ganze Zahl ≥ 0 sein' },
    ]);
    expect((await gql('buero', OF_ORDER(id))).data.orderConfirmation).toMatchObject({ status: 'UNCONFIRMED', categories: { storage: false }, changedByCustomer: false });
  });

  it('a service the customer does not have cannot be switched on (422)', async () => {
    const without = customers.find((x) => !x.storage && !x.targetActualComparison);
    expect(without).toBeDefined();
    const { c } = await inventory(10, { customerId: without!.id, storage: false, targetActualComparison: false });
    expect(c).toMatchObject({ storageOrderable: false, targetActualComparisonOrderable: false });
    expect(fieldErrors(await pub(SAVE, { uuid: c.uuid, input: { categories: { storage: true, targetActualComparison: true }, storageDetails: { storageRollCageCount: 1, storageFreezerRollCageCount: 1 } } }))).toEqual([
      { path: 'categories.storage', message: 'Die Lagerinventur kann für diesen Markt nicht bestellt werden.' },
      { path: 'categories.targetActualComparison', message: 'Der Soll-Ist-Vergleich kann für diesen Markt nicht bestellt werden.' },
    ]);
  });

  it('saving changes: applied to the order, changedByCustomer, history by "Kunde"; confirm locks the link (410 ALREADY_CONFIRMED)', async () => {
    const { id, c } = await inventory(11, { flowers: true });
    const saved = await pub(SAVE, {
      uuid: c.uuid,
      input: { categories: { flowers: false, storage: true }, storageDetails: { storageRollCageCount: 6, storageFreezerRollCageCount: 2 }, comment: ' Hintereingang ', confirm: false },
    });
    expect(saved.data.savePublicConfirmation).toMatchObject({ confirmed: false, comment: 'Hintereingang', storageRollCageCount: 6, storageFreezerRollCageCount: 2, categories: { flowers: false, storage: true } });
    const order = (await gql('buero', `{ order(id: ${id}) { customerCategory { flowers storage } } }`)).data.order;
    expect(order.customerCategory).toEqual({ flowers: false, storage: true });
    const history = (await gql('buero', `{ orderHistory(orderId: ${id}, size: 10) { items { userName action changes } } }`)).data.orderHistory.items;
    expect(history[0]).toEqual({
      userName: 'Kunde',
      action: 'UPDATE',
      changes: [{ field: 'flowers', from: true, to: false }, { field: 'storage', from: false, to: true }],
    });
    const { rows } = await app.pool.query(`select user_id from order_history where order_id = $1 and user_name = 'Kunde'`, [id]);
    expect(rows).toEqual([{ user_id: null }]);

    const confirmed = await pub(SAVE, { uuid: c.uuid, input: { confirm: true } });
    expect(confirmed.data.savePublicConfirmation.confirmed).toBe(true);
    const staff = (await gql('buero', OF_ORDER(id))).data.orderConfirmation;
    expect(staff).toMatchObject({ status: 'CONFIRMED', changedByCustomer: true, storageDetails: { storageRollCageCount: 6, storageFreezerRollCageCount: 2 } });
    expect(staff.confirmationTimestamp).toBeTruthy();
    for (const r of [await pub(GET, { uuid: c.uuid }), await pub(SAVE, { uuid: c.uuid, input: { confirm: true } })]) {
      expect(codeOf(r)).toBe('GONE');
      expect(r.errors[0].extensions.reason).toBe('ALREADY_CONFIRMED');
    }
  });

  it('confirming without changes leaves changedByCustomer false and writes no history', async () => {
    const { id, c } = await inventory(12);
    expect((await pub(SAVE, { uuid: c.uuid, input: { categories: { flowers: false }, comment: 'Alles gut', confirm: true } })).data.savePublicConfirmation.confirmed).toBe(true);
    expect((await gql('buero', OF_ORDER(id))).data.orderConfirmation).toMatchObject({ changedByCustomer: false, comment: 'Alles gut', status: 'CONFIRMED' });
    const history = (await gql('buero', `{ orderHistory(orderId: ${id}, size: 10) { items { userName } } }`)).data.orderHistory.items;
    expect(history.map((h: any) => h.userName)).not.toContain('Kunde');
  });
});

describe('staff', () => {
  it('confirmInventory needs Order_Overview_EditOrders (403), works after expiry, never un-confirms', async () => {
    const { c } = await inventory(0);
    expect(codeOf(await gql('teamleiter', CONFIRM, { uuid: c.uuid }))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', CONFIRM, { uuid: c.uuid }))).toBe('FORBIDDEN');
    const r = (await gql('buero', CONFIRM, { uuid: c.uuid, input: { comment: 'telefonisch bestätigt' } })).data.confirmInventory;
    expect(r).toMatchObject({ status: 'CONFIRMED', expired: true, comment: 'telefonisch bestätigt', changedByCustomer: false });
    const again = (await gql('admin', CONFIRM, { uuid: c.uuid, input: { confirm: false } })).data.confirmInventory;
    expect(again.status).toBe('CONFIRMED');
    expect(codeOf(await gql('buero', CONFIRM, { uuid: 'unbekannt' }))).toBe('NOT_FOUND');
  });

  it('list: default today..+14, status filter, newest date first; Order_Overview_ListOrders (403 otherwise)', async () => {
    await inventory(3);
    const all = (await gql('buero', `{ confirmations { date status expired } }`)).data.confirmations;
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((c: any) => c.date >= iso(0) && c.date <= iso(14))).toBe(true);
    expect(all.map((c: any) => c.date)).toEqual([...all.map((c: any) => c.date)].sort().reverse());
    const open = (await gql('buero', `{ confirmations(confirmed: false) { status } }`)).data.confirmations;
    const done = (await gql('buero', `{ confirmations(confirmed: true) { status } }`)).data.confirmations;
    expect(open.every((c: any) => c.status === 'UNCONFIRMED')).toBe(true);
    expect(done.every((c: any) => c.status === 'CONFIRMED')).toBe(true);
    expect(open.length + done.length).toBe(all.length);
    expect(codeOf(await gql('teamleiter', `{ confirmations { uuid } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', `{ orderConfirmation(orderId: 1) { uuid } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('buero', `{ confirmations(from: "2026-13-01") { uuid } }`))).toBe('VALIDATION');
  });
});

describe('REST face', () => {
  it('410 carries x-already-confirmed / x-expired; 404 unknown; 422 list', async () => {
    const expired = await inventory(0);
    const r1 = await anon.request('GET', `/api/confirmations/${expired.c.uuid}`);
    expect(r1.status).toBe(410);
    expect(r1.headers.get('x-expired')).toBe('true');
    const open = await inventory(13);
    const bad = await anon.request('POST', `/api/confirmations/${open.c.uuid}`, { categories: { storage: true }, storageDetails: { storageRollCageCount: 'viele', storageFreezerRollCageCount: 1 } });
    expect(bad.status).toBe(422);
    expect(bad.json[0].path).toBe('storageDetails.storageRollCageCount');
    expect((await anon.request('POST', `/api/confirmations/${open.c.uuid}`, { confirm: true })).status).toBe(200);
    const r2 = await anon.request('GET', `/api/confirmations/${open.c.uuid}`);
    expect(r2.status).toBe(410);
    expect(r2.headers.get('x-already-confirmed')).toBe('true');
    expect((await anon.request('GET', '/api/confirmations/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });
});

describe('throttling', () => {
  it('public calls per address beyond CONFIRMATION_MAX_REQUESTS: 429 with a German title', async () => {
    const limited = await startTestApp({ env: { CONFIRMATION_MAX_REQUESTS: '3' } });
    try {
      const guest = new Client(limited.url);
      for (let i = 0; i < 3; i++) expect((await guest.request('GET', '/api/confirmations/00000000-0000-0000-0000-000000000000')).status).toBe(404);
      const blocked = await guest.request('GET', '/api/confirmations/00000000-0000-0000-0000-000000000000');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.json.title).toBe('Zu viele Anfragen. Bitte später erneut versuchen.');
      const viaGraphql = (await guest.gql(`{ publicConfirmation(uuid: "x") { uuid } }`)).json;
      expect(codeOf(viaGraphql)).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});

describe('migration', () => {
  it('backfills a confirmation for every existing INV order dated today or later, and stores defaultMaxPos', async () => {
    const migrator = app.orm.getMigrator();
    const name = 'Migration20261124200000';
    await migrator.down({ migrations: [name] });
    try {
      const insert = async (orderType: string, offset: number) =>
        (await app.pool.query<{ id: number }>(
          `insert into orders (name, address, zip, city, order_type, valid_from, valid_to) values ('Altbestand', 'Weg 1', '20095', 'Hamburg', $1, $2, $2) returning id`,
          [orderType, iso(offset)],
        )).rows[0].id;
      const upcoming = await insert('INV', 20);
      const todays = await insert('INV', 0);
      const past = await insert('INV', -3);
      const other = await insert('BEV', 20);
      await app.pool.query(`delete from app_setting where name = 'defaultMaxPos'`);
      await migrator.up({ migrations: [name] });
      const { rows } = await app.pool.query<{ order_id: number; uuid: string }>(
        `select order_id, uuid from inventory_confirmation where order_id = any($1) order by order_id`,
        [[upcoming, todays, past, other]],
      );
      expect(rows.map((r) => r.order_id)).toEqual([upcoming, todays]);
      for (const r of rows) expect(r.uuid).toMatch(CONFIRMATION_UUID);
      const missing = await app.pool.query(
        `select o.id from orders o left join inventory_confirmation c on c.order_id = o.id
          where o.order_type = 'INV' and o.valid_from >= (now() at time zone 'Europe/Berlin')::date and c.uuid is null`,
      );
      expect(missing.rows).toEqual([]);
      const setting = await app.pool.query(`select id, value from app_setting where name = 'defaultMaxPos'`);
      expect(setting.rows).toEqual([{ id: expect.any(Number), value: '90000' }]);
    } finally {
      if ((await migrator.getPendingMigrations()).length) await migrator.up();
    }
  });
});
