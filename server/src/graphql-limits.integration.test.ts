/** Bounded GraphQL and no-store answers against the real app and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, codeOf, loginDemoUsers, startTestApp, type TestApp } from './test/harness.js';
import { GRAPHQL_LIMITS } from './graphql-limits.js';
import { PAGE_LIMITS } from './graphql-shared.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let anonymous: Client;
beforeAll(async () => {
  app = await startTestApp();
  ({ gql, clients } = await loginDemoUsers(app));
  anonymous = new Client(app.url);
});
afterAll(async () => app?.close());

const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: registrationInfo { maxFileSize }`).join(' ')} }`;

describe('security: bounded GraphQL', () => {
  it('5,000 aliases are refused before anything is executed (400, VALIDATION)', async () => {
    const res = await anonymous.gql(aliases(5000));
    expect(res.status).toBe(400);
    expect(res.json.data).toBeUndefined();
    expect(codeOf(res.json)).toBe('VALIDATION');
  });

  it('more aliases than the limit, within the token limit, are refused too', async () => {
    const ok = await anonymous.gql(aliases(GRAPHQL_LIMITS.maxAliases));
    expect(ok.status).toBe(200);
    const res = await anonymous.gql(aliases(GRAPHQL_LIMITS.maxAliases + 1));
    expect(res.status).toBe(400);
    expect(res.json.data).toBeUndefined();
    expect(res.json.errors[0].message).toBe('Zu viele Aliase in der Anfrage.');
  });

  it('a body cannot multiply generated files (one contentBase64 per operation)', async () => {
    const res = await gql('admin', `mutation { a: issueWelcomeLetter(id: 1001) { contentBase64 } b: issueWelcomeLetter(id: 1001) { contentBase64 } }`);
    expect(res.data).toBeUndefined();
    expect(res.errors[0].message).toBe('Höchstens eine Datei pro Anfrage.');
  });

  it('error messages give no schema hints ("Did you mean …")', async () => {
    const res = await anonymous.gql(`{ registratio(uuid: "x") { uuid } }`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).not.toMatch(/Did you mean/);
  });

  it('registrationFile returns no file bytes on /graphql, public or logged in; the REST download still works', async () => {
    const { rows } = await app.pool.query(`select r.uuid, f.key from registration_file f join registration r on r.uuid = f.registration_uuid order by f.id limit 1`);
    const { uuid, key } = rows[0];
    const query = `query($uuid: String!, $key: String!) { registrationFile(uuid: $uuid, key: $key) { fileName contentBase64 } }`;
    for (const client of [anonymous, clients.buero, clients.admin]) {
      const res = await client.gql(query, { uuid, key });
      expect(res.json.data?.registrationFile ?? null).toBeNull();
      expect(codeOf(res.json)).toBe('FORBIDDEN');
      expect(res.text).not.toMatch(/contentBase64"\s*:\s*"/);
    }
    const download = await clients.buero.request('GET', `/api/registrations/${uuid}/files/${key}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(download.headers.get('cache-control')).toBe('no-store');
  });

  it('page sizes are capped on the server: size=100000 gives 1000, size=0 ("all") at most 2000 per page', async () => {
    await app.pool.query(
      `insert into customer (name, customer_type_id) select 'Lasttest ' || g, (select min(id) from customer_type) from generate_series(1, 2100) g`,
    );
    const big = await clients.buero.request('GET', '/api/customers?size=100000');
    expect(big.status).toBe(200);
    expect(big.json.page.size).toBe(PAGE_LIMITS.maxSize);
    expect(big.json._embedded.customers.length).toBe(PAGE_LIMITS.maxSize);
    const all = await gql('buero', `{ customers(size: 0) { size totalElements totalPages items { id } } }`);
    expect(all.data.customers.totalElements).toBeGreaterThan(PAGE_LIMITS.maxAll);
    expect(all.data.customers.items.length).toBe(PAGE_LIMITS.maxAll);
    expect(all.data.customers.totalPages).toBe(2);
    const employees = await gql('buero', `{ employees(size: 100000) { size } employeeLookup(term: "a", size: 100000) { id } }`);
    expect(employees.data.employees.size).toBe(PAGE_LIMITS.maxSize);
    const history = await gql('buero', `{ orders(size: 1) { items { id } } }`);
    const h = await gql('buero', `{ orderHistory(orderId: ${history.data.orders.items[0].id}, size: 100000) { size } }`);
    expect(h.data.orderHistory.size).toBe(PAGE_LIMITS.maxSize);
  });
});

describe('security: Cache-Control: no-store on /api, /graphql and file downloads', () => {
  it('every answer of both faces, including errors and downloads', async () => {
    const answers = [
      await anonymous.request('GET', '/api/auth'),
      await anonymous.request('GET', '/api/nothing-here'),
      await clients.buero.request('GET', '/api/customers?size=1'),
      await anonymous.gql(`{ registrationInfo { maxFileSize } }`),
      await clients.buero.gql(`{ me { username } }`),
      await clients.buero.request('POST', '/api/employees/3110/welcome'),
    ];
    for (const a of answers) expect(a.headers.get('cache-control')).toBe('no-store');
  });
});
