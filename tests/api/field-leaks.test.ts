/** Contract, security: the documented paths send what their screens need, no more, and wages stay with those allowed. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const admin = new Client(base);

beforeAll(async () => {
  await buero.login('buero');
  await admin.login('admin');
});

describe('security: field leaks', () => {
  it('GET /api/orders/{id}/findEmployee answers a small person: no birth date, e-mail or wages', async () => {
    const orders = await buero.request('GET', '/api/v2/orders?size=1');
    const orderId = orders.json._embedded.orders[0].id;
    // Someone not assigned yet: a name from the far end of the list.
    const people = (await buero.request('GET', '/api/v2/employees?status=ACTIVE&sort=lastName,desc&size=1')).json._embedded.employees;
    const term = encodeURIComponent(people[0].lastName);
    const res = await buero.request('GET', `/api/orders/${orderId}/findEmployee?term=${term}&assignmentType=EMP`);
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    for (const person of res.json) expect(Object.keys(person).sort()).toEqual(['employeeId', 'firstName', 'id', 'lastName']);
    const gql = await buero.gql(`query($id: Int!) { orderFindEmployee(orderId: $id, term: "Müller") { birthdate email wages { wage } } }`, { id: orderId });
    expect(gql.json.data?.orderFindEmployee).toBeUndefined();
  });

  it('PATCH /api/employees/{own id}/wages/{id} is 403 with a title and changes nothing', async () => {
    const before = (await admin.request('GET', '/api/employees/1002/wages')).json;
    const last = before.at(-1);
    const res = await buero.request('PATCH', `/api/employees/1002/wages/${last.id}`, { wage: last.wage + 10 });
    expect(res.status).toBe(403);
    expect(res.json.title).toMatch(/eigenen Lohn/);
    expect((await admin.request('GET', '/api/employees/1002/wages')).json).toEqual(before);
  });
});
