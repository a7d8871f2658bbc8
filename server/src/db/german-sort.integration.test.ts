/**
 * German sort order (DIN 5007-1): every list a user sorts by a name lists Ä with A, Ö with O, ß with
 * ss (DIN 5007-1, ICU "de"), in both directions. Rows marked "Qxz" are written straight into the database
 * so each list holds the same eleven names; each list is read through its REST path and reduced to them.
 * Fails in byte order (without Migration20261127200000): there "Ärmel", "Öztürk" sort after "Zimmermann"
 * and "Schäfer" after "Schwarz".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test/harness.js';

/** DIN 5007-1 order, ascending. */
const NAMES = ['Abel', 'Ärmel', 'Mueller', 'Müller', 'Öztürk', 'Schäfer', 'Schulz', 'Schwarz', 'Straus', 'Strauß', 'Zimmermann'];
const DESC = [...NAMES].reverse();
const MARK = 'Qxz';
/** Inserted in an order that is neither of the two expected ones. */
const SHUFFLED = ['Schwarz', 'Zimmermann', 'Ärmel', 'Strauß', 'Abel', 'Öztürk', 'Mueller', 'Schulz', 'Straus', 'Müller', 'Schäfer'];
const firstId = 990_001;

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await startTestApp();
  admin = new Client(app.url);
  await admin.login('admin');
  const db = app.pool;
  const typeId = (await db.query(`select id from customer_type order by id limit 1`)).rows[0].id;
  for (const [i, name] of SHUFFLED.entries()) {
    const marked = `${name} ${MARK}`;
    await db.query(`insert into employee (id, first_name, last_name, birthdate, email) values ($1, $2, $3, '1990-01-01', 'kollation@example.org')`, [firstId + i, MARK, name]);
    await db.query(`insert into customer (name, city, customer_type_id) values ($1, $2, $3)`, [marked, name, typeId]);
    await db.query(`insert into customer_type (name) values ($1)`, [marked]);
    await db.query(
      `insert into orders (name, address, zip, city, order_type, valid_from, valid_to) values ($1, 'Teststraße 1', '20095', $2, 'INV', '2026-03-02', '2026-03-02')`,
      [marked, name],
    );
    await db.query(`insert into company_location (name, city) values ($1, $2)`, [marked, name]);
    await db.query(`insert into market_area (name) values ($1)`, [marked]);
    await db.query(`insert into app_user (username, password_hash, first_name, last_name) values ($1, 'x', $2, $3)`, [`qxz.${i}`, MARK, name]);
    await db.query(`insert into app_role (name) values ($1)`, [marked]);
  }
});
afterAll(async () => app?.close());

const get = async (path: string) => {
  const res = await admin.request('GET', path);
  expect(res.status, path).toBe(200);
  return res.json;
};
/** The marked names of a list, in the list's order. */
const marked = (texts: string[]) => texts.filter((t) => t.endsWith(` ${MARK}`)).map((t) => t.slice(0, -MARK.length - 1));
const ours = <T>(rows: T[], pick: (r: T) => string, isOurs: (r: T) => boolean) => rows.filter(isOurs).map(pick);

describe('German collation on the sorted lists', () => {
  it('the database orders with de-x-icu', async () => {
    const { rows } = await app.pool.query(`select last_name from employee where first_name = $1 order by last_name`, [MARK]);
    expect(rows.map((r) => r.last_name)).toEqual(NAMES);
  });

  it.each([
    ['lastName,asc', NAMES],
    ['lastName,desc', DESC],
  ])('employees sort=%s', async (sort, expected) => {
    const body = await get(`/api/v2/employees?size=1000&firstName=${MARK}&sort=${sort}`);
    expect(body._embedded.employees.map((e: any) => e.lastName)).toEqual(expected);
  });

  it.each([
    ['name,asc', NAMES],
    ['name,desc', DESC],
  ])('customers sort=%s', async (sort, expected) => {
    const body = await get(`/api/customers?size=1000&sort=${sort}`);
    expect(marked(body._embedded.customers.map((c: any) => c.name))).toEqual(expected);
  });

  it.each([
    ['city,asc', NAMES],
    ['city,desc', DESC],
  ])('customers sort=%s', async (sort, expected) => {
    const body = await get(`/api/customers?size=1000&sort=${sort}`);
    expect(ours(body._embedded.customers, (c: any) => c.address.city, (c: any) => c.name.endsWith(MARK))).toEqual(expected);
  });

  it('customer types by name', async () => {
    expect(marked((await get('/api/customers/types')).map((t: any) => t.name))).toEqual(NAMES);
  });

  it.each([
    ['name,asc', NAMES],
    ['name,desc', DESC],
  ])('orders sort=%s', async (sort, expected) => {
    const body = await get(`/api/v2/orders?size=1000&from=2026-03-02&to=2026-03-02&sort=${sort}`);
    expect(marked(body._embedded.orders.map((o: any) => o.name))).toEqual(expected);
  });

  it.each([
    ['city,asc', NAMES],
    ['city,desc', DESC],
  ])('orders sort=%s', async (sort, expected) => {
    const body = await get(`/api/v2/orders?size=1000&from=2026-03-02&to=2026-03-02&sort=${sort}`);
    expect(ours(body._embedded.orders, (o: any) => o.city, (o: any) => o.name.endsWith(MARK))).toEqual(expected);
  });

  it.each([
    ['name,asc', NAMES],
    ['name,desc', DESC],
  ])('company locations sort=%s', async (sort, expected) => {
    const body = await get(`/api/inventories/company-locations?sort=${sort}`);
    expect(marked(body._embedded.companyLocations.map((l: any) => l.name))).toEqual(expected);
  });

  it('market areas by name', async () => {
    const body = await get('/api/inventories/market-areas');
    expect(marked(body._embedded.marketAreas.map((a: any) => a.name))).toEqual(NAMES);
  });

  it.each([
    ['lastName,asc', NAMES],
    ['lastName,desc', DESC],
  ])('rights users sort=%s', async (sort, expected) => {
    const body = await get(`/api/rights/users?term=qxz.&size=100&sort=${sort}`);
    expect(body._embedded.users.map((u: any) => u.lastName)).toEqual(expected);
  });

  it('rights roles by name', async () => {
    const roles = await get('/api/rights/roles');
    const list = Array.isArray(roles) ? roles : roles._embedded.roles;
    expect(marked(list.map((r: any) => r.name))).toEqual(NAMES);
  });

  it('accounting overview rows by name', async () => {
    const body = await get('/api/accounting/employees?yearMonth=2026-03');
    expect(ours(body._embedded.employees, (r: any) => r.employee.lastName, (r: any) => r.employee.firstName === MARK)).toEqual(NAMES);
  });

  it('global search: equally ranked employees by name', async () => {
    const body = await get(`/api/search?term=${MARK}`);
    expect(body.employees.length).toBeGreaterThan(5);
    expect(body.employees.map((e: any) => e.fullName)).toEqual(NAMES.slice(0, body.employees.length).map((n) => `${MARK} ${n}`));
  });
});
