/** Contract: what the documented paths put into the e-mail outbox (an inventory's confirmation link, a registration code). */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);
const ahead = (days: number) => DateTime.now().setZone('Europe/Berlin').plus({ days }).toISODate()!;

beforeAll(async () => {
  await admin.login('admin');
  await buero.login('buero');
});

async function outbox() {
  const res = await admin.request('GET', '/api/outbox?size=200');
  expect(res.status).toBe(200);
  return { total: res.json.page.totalElements as number, messages: res.json._embedded.messages as { id: number; kind: string; recipient: string; subject: string }[] };
}

describe('POST /api/orders with customerId and sendMail', () => {
  let customer: { id: number; email: string };
  const body = (date: string) => ({ name: 'Vertragsmarkt Post', address: 'Postweg 1', zip: '04109', city: 'Leipzig', orderType: 'INV', validFrom: date, validTo: date, startTime: '06:45', positions: 5 });

  beforeAll(async () => {
    const list = await buero.request('GET', '/api/customers?size=200&active=true');
    customer = list.json._embedded.customers.find((c: { email: string }) => c.email);
    expect(customer).toBeTruthy();
  });

  it('sendMail true: 201, the order has the customer, the confirmation link to the customer is in the outbox', async () => {
    const res = await buero.request('POST', '/api/orders', { ...body(ahead(45)), customerId: customer.id, sendMail: true });
    expect(res.status).toBe(201);
    expect(res.json.customerId).toBe(customer.id);
    const { messages } = await outbox();
    const mail = messages.find((m) => m.kind === 'INVENTORY_CONFIRMATION' && m.recipient === customer.email);
    expect(mail).toBeTruthy();
    const detail = await admin.request('GET', `/api/outbox/${mail!.id}`);
    expect(detail.json.text).toMatch(/\/confirmations\/[0-9a-f-]{36}/);
    expect(detail.json.text).toContain(DateTime.fromISO(ahead(45)).toFormat('dd.MM.yyyy'));
  });

  it('without sendMail (default false) nothing is enqueued', async () => {
    const before = (await outbox()).total;
    expect((await buero.request('POST', '/api/orders', { ...body(ahead(46)), customerId: customer.id })).status).toBe(201);
    expect((await buero.request('POST', '/api/orders', { ...body(ahead(46)), customerId: customer.id, sendMail: false })).status).toBe(201);
    expect((await outbox()).total).toBe(before);
  });
});

describe('createRegistrationCode with email', () => {
  const ISSUE = `mutation($t: RegistrationType!, $e: String) { createRegistrationCode(registrationType: $t, email: $e) { code } }`;

  it('mails the code to the address', async () => {
    const email = `bewerbung-${Date.now()}@example.test`;
    const r = await buero.gql(ISSUE, { t: 'SHORT_TERM', e: email });
    expect(r.json.errors).toBeUndefined();
    const mail = (await outbox()).messages.find((m) => m.recipient === email);
    expect(mail).toMatchObject({ kind: 'REGISTRATION_CODE' });
    const detail = await admin.request('GET', `/api/outbox/${mail!.id}`);
    expect(detail.json.text).toContain(r.json.data.createRegistrationCode.code);
    expect(detail.json.text).toContain('/register');
  });

  it('a malformed address: 422 on path email with the German message', async () => {
    const r = await buero.gql(ISSUE, { t: 'SHORT_TERM', e: 'nicht-gültig' });
    expect(r.json.errors[0].extensions).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'email', message: 'Ungültiges E-Mail Format' }] });
  });
});
