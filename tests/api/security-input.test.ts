/**
 * Contract: bad input is 422 with field paths and a German message, never 500, and
 * nothing is written. Over-long strings, numbers out of range, wrong types, broken JSON and broken
 * multipart bodies, on documented /api paths and on /graphql.
 */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';
import { issueCode } from '../../server/src/test/registration-client.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const anonymous = new Client(base);
const today = DateTime.now().setZone('Europe/Berlin').toISODate()!;
const thisMonth = DateTime.now().setZone('Europe/Berlin').startOf('month');
const long = (n: number) => 'x'.repeat(n);
let reweTypeId: number;
let orderId: number;

beforeAll(async () => {
  await buero.login('buero');
  reweTypeId = (await buero.request('GET', '/api/customers/types')).json[0].id;
  orderId = (await buero.request('POST', '/api/orders', { name: 'Eingabe-Grenzen', address: 'Weg 1', zip: '10115', city: 'Berlin', orderType: 'BEV', validFrom: today, validTo: today })).json.id;
});

type Answer = Awaited<ReturnType<Client['request']>>;
/** A 422 whose body is [{path, message}] naming `path`, with a German message. */
function expect422(res: Answer, path: string | RegExp) {
  expect(res.status, res.text).toBe(422);
  expect(Array.isArray(res.json)).toBe(true);
  const paths = res.json.map((e: { path: string }) => e.path);
  expect(paths.some((p: string) => (typeof path === 'string' ? p === path : path.test(p))), JSON.stringify(res.json)).toBe(true);
  for (const e of res.json) expect(typeof e.message).toBe('string');
}

const employee = (id: number, over: Record<string, unknown> = {}) => ({
  employeeId: id,
  firstName: 'Karl',
  lastName: 'Weiß',
  birthdate: '1988-09-30',
  email: `karl.grenze${id}@example.de`,
  companyLocation: { id: 1 },
  employment: { employmentType: 'FUL', validFrom: thisMonth.toISODate() },
  wage: { wage: 3100, wageType: 'SAL', validFrom: thisMonth.toFormat('yyyy-MM'), targetHours: 160 },
  ...over,
});
const customer = (name: string, over: Record<string, unknown> = {}) => ({ name, address: { street: 'Weg 1', zip: '20259', city: 'Hamburg' }, customerTypeId: reweTypeId, ...over });
const order = (name: string, over: Record<string, unknown> = {}) => ({ name, address: 'Weg 1', zip: '10115', city: 'Berlin', orderType: 'INV', validFrom: today, validTo: today, ...over });

describe('security: bad input is 422, never 500: over-long strings', () => {
  it('employees: a first name longer than its column', async () => {
    const res = await buero.request('POST', '/api/employees', employee(5801, { firstName: long(101) }));
    // The create form's path (employee./wage./employment. prefixes, spec 1 §5), like its other checks.
    expect(res.json).toContainEqual({ path: 'employee.firstName', message: 'Vorname darf höchstens 100 Zeichen lang sein' });
    expect((await buero.request('GET', '/api/employees/5801')).status).toBe(404);
    const wage = await buero.request('POST', '/api/employees', employee(5801, { wage: { wage: 1e12, wageType: 'WAG', validFrom: today.slice(0, 7) } }));
    expect(wage.status).toBe(422);
    expect(wage.json.map((e: any) => e.path)).toContain('wage.wage');
    expect((await buero.request('GET', '/api/employees/5801')).status).toBe(404);
  });

  it('customers: name and phone longer than their columns', async () => {
    const name = `Grenztest ${long(300)}`;
    const res = await buero.request('POST', '/api/customers', customer(name, { phone: long(51) }));
    expect422(res, /name$/);
    const found = await buero.request('GET', `/api/customers?name=Grenztest`);
    expect(found.json.page.totalElements).toBe(0);
  });

  it('orders: a name longer than its column', async () => {
    const res = await buero.request('POST', '/api/orders', order(`Grenzauftrag ${long(300)}`));
    expect422(res, /name$/);
    const found = await buero.request('GET', `/api/orders?term=Grenzauftrag`);
    expect(found.json._embedded?.orders ?? []).toEqual([]);
  });

  it('worklogs: over-long time text and comment', async () => {
    const res = await buero.request('POST', '/api/worklogs', { date: today, start: '06:00', end: '07:00', worklogType: 'WORK', comment: long(10_001), orderId, employeeId: 2020 });
    expect422(res, /comment$/);
    const list = await buero.request('GET', `/api/orders/${orderId}/worklogs`);
    expect(JSON.stringify(list.json ?? {})).not.toContain(long(100));
  });
});

describe('security: bad input is 422, never 500: numbers out of range and wrong types', () => {
  it('a value beyond GraphQL Int (32 bit) is 422 on the field', async () => {
    const res = await buero.request('POST', '/api/orders', order('Zahlentest Int', { positions: 99_999_999_999 }));
    expect422(res, /positions$/);
  });

  it('a value beyond the database numeric column (numeric(14,2)) is 422 on the field', async () => {
    const res = await buero.request('POST', '/api/customers', customer('Zahlentest Numeric', { inventoryValue: 1e15 }));
    expect422(res, /inventoryValue$/);
    const found = await buero.request('GET', `/api/customers?name=Zahlentest`);
    expect(found.json.page.totalElements).toBe(0);
  });

  it('text where a number belongs, an object where text belongs', async () => {
    expect422(await buero.request('POST', '/api/orders', order('Typtest', { positions: 'viele' })), /positions$/);
    const res = await buero.request('POST', '/api/customers', customer('Typtest', { phone: { nested: true } }));
    expect(res.status).toBe(422);
  });

  it('GraphQL: an over-long string and an Int overflow are VALIDATION with paths', async () => {
    const long1 = await buero.gql(`mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, { input: order(`GQL ${long(300)}`) });
    expect(long1.json.errors[0].extensions.code).toBe('VALIDATION');
    expect(long1.json.errors[0].extensions.errors.map((e: any) => e.path)).toContain('name');
    const overflow = await buero.gql(`mutation { createOrder(input: { name: "x", address: "a", zip: "10115", city: "B", orderType: INV, validFrom: "${today}", validTo: "${today}", positions: 99999999999 }) { id } }`);
    expect(overflow.json.errors[0].extensions.code).toBe('VALIDATION');
  });
});

describe('security: bad input is 422, never 500: broken bodies', () => {
  it('broken JSON on /api', async () => {
    const res = await buero.request('POST', '/api/customers', undefined, { 'content-type': 'application/json' });
    const broken = await fetch(`${base}/api/customers`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: buero.cookie }, body: '{"name": "kaputt",' });
    expect(broken.status).toBe(422);
    expect(await broken.json()).toEqual([{ path: '', message: 'Ungültiges JSON' }]);
    expect(res.status).not.toBe(500);
  });

  it('a broken multipart body to the registration upload path', async () => {
    const start = await anonymous.request('POST', '/api/registrations', { registrationCode: await issueCode(buero, 'SOCIAL_SECURITY') });
    expect(start.status).toBe(201);
    const uuid = start.json.uuid;
    const broken = await fetch(`${base}/api/registrations/${uuid}/files`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 abgebrochen',
    });
    expect(broken.status).toBe(422);
    expect((await broken.json())[0]).toMatchObject({ path: 'file' });
    const files = await anonymous.request('GET', `/api/registrations/${uuid}/files`);
    expect(files.json.files).toEqual([]);
    const noBoundary = await fetch(`${base}/api/registrations/${uuid}/files`, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'irgendwas' });
    expect(noBoundary.status).toBe(422);
  });

  it('a broken multipart body to /graphql', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=XYZ', 'apollo-require-preflight': 'true' };
    const truncated = await fetch(`${base}/graphql`, { method: 'POST', headers, body: '--XYZ\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":' });
    expect(truncated.status).toBe(422);
    const json = await truncated.json();
    expect(json.errors[0].extensions.code).toBe('VALIDATION');
    const badMap = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers,
      body: '--XYZ\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation($f: Upload){ uploadRegistrationFile(uuid: \\"x\\", file: $f) { key } }","variables":{"f":null}}\r\n--XYZ\r\nContent-Disposition: form-data; name="map"\r\n\r\nkein json\r\n--XYZ--\r\n',
    });
    expect(badMap.status).toBe(422);
  });
});

describe('security: the clock time of a timeclock request may not lie in the future', () => {
  it('REST and GraphQL: a time later than now is 422 on time (or on date past midnight); nothing is clocked', async () => {
    const teamleiter = new Client(base);
    await teamleiter.login('teamleiter');
    const later = DateTime.now().setZone('Europe/Berlin').plus({ minutes: 30 });
    const when = { date: later.toISODate()!, time: later.toFormat('HH:mm') };
    const expected = when.date === today ? [{ path: 'time', message: 'Die Uhrzeit darf nicht in der Zukunft liegen.' }] : [{ path: 'date', message: 'Das Datum darf nicht in der Zukunft liegen.' }];
    const step = { employeeId: 2030, worklogType: 'WORK', clockingAction: 'IN' };
    const rest = await teamleiter.request('POST', `/api/timeclock/${orderId}/clock`, { ...when, employees: [step] });
    expect(rest.status).toBe(422);
    expect(rest.json).toEqual(expected);
    const gql = await teamleiter.gql(`mutation($input: ClockInput!) { clockEmployees(input: $input) { success } }`, { input: { orderId, ...when, employees: [step] } });
    expect(gql.json.errors[0].extensions).toMatchObject({ code: 'VALIDATION', errors: expected });
    const view = await teamleiter.request('GET', `/api/timeclock/${orderId}?date=${today}`);
    expect(view.json.totalWorkMinutes).toBe(0);
  });
});

describe('security: the Steuer-ID is checked with its check digit', () => {
  it('PATCH /api/registrations/{uuid}: a wrong check digit is 422 "Ungültige Steuer-ID"; a valid one is kept', async () => {
    const applicant = new Client(base);
    const { uuid } = (await applicant.request('POST', '/api/registrations', { registrationCode: await issueCode(buero, 'SOCIAL_SECURITY') })).json;
    const tax = (taxIdentNumber: string) => ({ education: { schoolEducation: 'without', professionalDegree: 'without' }, socialSecurity: { pensionInsuranceNumber: '12140398W012', healthInsurance: 'AOK' }, tax: { taxIdentNumber, taxClass: 1 } });
    const bad = await applicant.request('PATCH', `/api/registrations/${uuid}`, tax('12345678901'), { 'content-type': 'application/merge-patch+json' });
    expect(bad.status).toBe(422);
    expect(bad.json).toContainEqual({ path: 'tax.taxIdentNumber', message: 'Ungültige Steuer-ID' });
    const good = await applicant.request('PATCH', `/api/registrations/${uuid}`, tax('65 929 970 489'), { 'content-type': 'application/merge-patch+json' });
    expect(good.json.filter?.((e: any) => e.path === 'tax.taxIdentNumber') ?? []).toEqual([]);
    const saved = await applicant.request('GET', `/api/registrations/${uuid}`);
    expect(saved.json.tax.taxIdentNumber).toBe('65929970489');
  });
});
