/**
 * The six message triggers end to end against PostgreSQL: each cause writes its outbox row (kind,
 * recipient, subject, link) in its own transaction; the jobs with a fixed now; dedupe; settings off.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPayslips } from '../../db/seeds/demo-archive.js';
import { runConfirmationReminders, runForgottenClockOuts } from '../../jobs/jobs.js';
import { uploadPayroll } from '../../test/archive-client.js';
import { fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';

const APP_URL = 'https://inventur.example.test';
const OFFICE = 'buero-postfach@example.test';
const ZONE = 'Europe/Berlin';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let customer: { id: number; email: string };
let customerWithoutMail: number;

beforeAll(async () => {
  app = await startTestApp({ env: { APP_URL } });
  ({ gql, clients } = await loginDemoUsers(app));
  const withMail = await app.pool.query(`select id, email from customer where active and email <> '' order by id limit 1`);
  customer = withMail.rows[0];
  const noMail = await app.pool.query(
    `insert into customer (name, street, zip, city, email, customer_type_id) select 'Ohne Post', 'Weg 1', '04109', 'Leipzig', '', customer_type_id from customer limit 1 returning id`,
  );
  customerWithoutMail = noMail.rows[0].id;
  await settings({ officeEmail: OFFICE });
});
afterAll(async () => app?.close());

interface Row { id: number; kind: string; recipient: string; subject: string; text: string; html: string; dedupe_key: string | null; ref_type: string; ref_id: string }
const rows = async (refType: string, refId: number | string, kind?: string): Promise<Row[]> =>
  (
    await app.pool.query(
      `select id, kind, recipient, subject, text, html, dedupe_key, ref_type, ref_id from outbox_message
        where ref_type = $1 and ref_id = $2 and ($3::text is null or kind = $3) order by id`,
      [refType, String(refId), kind ?? null],
    )
  ).rows;

const ALL_ON = { inventoryConfirmation: true, confirmationReminder: true, officeNotice: true, registrationCode: true, newDocument: true, forgottenClockOut: true };
let current = { ...ALL_ON, officeEmail: '' };
async function settings(change: Partial<typeof current>) {
  current = { ...current, ...change };
  const r = await gql('admin', `mutation($i: MessageSettingsInput!) { updateMessageSettings(input: $i) { officeEmail } }`, { i: current });
  expect(r.errors).toBeUndefined();
}

const day = (plusDays: number) => DateTime.now().setZone(ZONE).plus({ days: plusDays }).toISODate()!;
const CREATE = `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`;
const UPDATE = `mutation($id: Int!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { id } }`;
const inventory = (over: Record<string, unknown> = {}) => ({
  name: 'Markt Nachrichten', address: 'Postweg 5', zip: '04109', city: 'Leipzig', orderType: 'INV',
  validFrom: day(20), validTo: day(20), startTime: '06:30', positions: 10, customerId: customer.id, ...over,
});
async function createOrder(input: Record<string, unknown>): Promise<number> {
  const r = await gql('buero', CREATE, { input });
  expect(r.errors).toBeUndefined();
  return r.data.createOrder.id;
}
const uuidOf = async (orderId: number): Promise<string> =>
  (await app.pool.query(`select uuid from inventory_confirmation where order_id = $1`, [orderId])).rows[0].uuid;

describe('inventory confirmation mail', () => {
  it('with sendMail the customer gets the link: kind, recipient, German subject, the link under APP_URL', async () => {
    const id = await createOrder({ ...inventory(), sendMail: true });
    const [m, ...more] = await rows('Order', id);
    expect(more).toEqual([]);
    expect(m).toMatchObject({ kind: 'INVENTORY_CONFIRMATION', recipient: customer.email, dedupe_key: null });
    expect(m.subject).not.toBe('');
    const link = `${APP_URL}/confirmations/${await uuidOf(id)}`;
    expect(m.text).toContain(link);
    expect(m.html).toContain(link);
    expect(m.text).toContain(DateTime.fromISO(day(20)).toFormat('dd.MM.yyyy'));
    expect(m.text).toContain('06:30');
  });

  it('without sendMail (the default), or for a customer without e-mail, nothing is written', async () => {
    const silent = await createOrder(inventory({ validFrom: day(21), validTo: day(21) }));
    expect(await rows('Order', silent)).toEqual([]);
    const no = await createOrder({ ...inventory({ validFrom: day(21), validTo: day(21) }), sendMail: false });
    expect(await rows('Order', no)).toEqual([]);
    const noAddress = await createOrder({ ...inventory({ validFrom: day(21), validTo: day(21), customerId: customerWithoutMail }), sendMail: true });
    expect(await rows('Order', noAddress)).toEqual([]);
  });

  it('a new day or start time of a mailed order mails again; other edits and never-mailed orders do not', async () => {
    const id = await createOrder({ ...inventory({ validFrom: day(22), validTo: day(22) }), sendMail: true });
    expect(await rows('Order', id)).toHaveLength(1);
    expect((await gql('buero', UPDATE, { id, input: inventory({ validFrom: day(22), validTo: day(22), notes: 'Nur eine Notiz' }) })).errors).toBeUndefined();
    expect(await rows('Order', id)).toHaveLength(1);
    expect((await gql('buero', UPDATE, { id, input: inventory({ validFrom: day(23), validTo: day(23) }) })).errors).toBeUndefined();
    expect((await gql('buero', UPDATE, { id, input: inventory({ validFrom: day(23), validTo: day(23), startTime: '08:00' }) })).errors).toBeUndefined();
    const sent = await rows('Order', id, 'INVENTORY_CONFIRMATION');
    expect(sent).toHaveLength(3);
    expect(sent[1].text).toContain(DateTime.fromISO(day(23)).toFormat('dd.MM.yyyy'));
    expect(sent[2].text).toContain('08:00');
    expect(sent[2].text).toContain(`${APP_URL}/confirmations/${await uuidOf(id)}`);

    const never = await createOrder(inventory({ validFrom: day(22), validTo: day(22) }));
    await gql('buero', UPDATE, { id: never, input: inventory({ validFrom: day(24), validTo: day(24) }) });
    expect(await rows('Order', never)).toEqual([]);
  });

  it('switched off in the settings: nothing is written', async () => {
    await settings({ inventoryConfirmation: false });
    try {
      const id = await createOrder({ ...inventory({ validFrom: day(25), validTo: day(25) }), sendMail: true });
      expect(await rows('Order', id)).toEqual([]);
    } finally {
      await settings({ inventoryConfirmation: true });
    }
  });
});

describe('confirmation reminder (job, fixed now)', () => {
  it('three days before the link expires, once per link and day, only when the link was mailed and is unconfirmed', async () => {
    const date = day(30);
    const mailed = await createOrder({ ...inventory({ validFrom: date, validTo: date }), sendMail: true });
    const notMailed = await createOrder(inventory({ validFrom: date, validTo: date }));
    const confirmed = await createOrder({ ...inventory({ validFrom: date, validTo: date }), sendMail: true });
    await clients.buero.request('POST', `/api/confirmations/${await uuidOf(confirmed)}/confirm`, {});
    // The link expires at the end of the day before the inventory; reminded 3 days before that: 4 days before.
    const at = (d: string) => DateTime.fromISO(`${d}T07:05`, { zone: ZONE });
    const early = at(DateTime.fromISO(date).minus({ days: 5 }).toISODate()!);
    expect(await runConfirmationReminders(app.orm, app.services, early)).toBe(0);
    const due = at(DateTime.fromISO(date).minus({ days: 4 }).toISODate()!);
    expect(await runConfirmationReminders(app.orm, app.services, due)).toBeGreaterThanOrEqual(1);
    expect(await runConfirmationReminders(app.orm, app.services, due)).toBe(0);
    const reminders = await rows('Order', mailed, 'CONFIRMATION_REMINDER');
    expect(reminders).toHaveLength(1);
    const uuid = await uuidOf(mailed);
    expect(reminders[0]).toMatchObject({ recipient: customer.email, dedupe_key: `reminder:${uuid}:${date}` });
    expect(reminders[0].text).toContain(`${APP_URL}/confirmations/${uuid}`);
    expect(await rows('Order', notMailed, 'CONFIRMATION_REMINDER')).toEqual([]);
    expect(await rows('Order', confirmed, 'CONFIRMATION_REMINDER')).toEqual([]);
  });

  it('switched off: no reminder', async () => {
    const date = day(31);
    const id = await createOrder({ ...inventory({ validFrom: date, validTo: date }), sendMail: true });
    await settings({ confirmationReminder: false });
    try {
      await runConfirmationReminders(app.orm, app.services, DateTime.fromISO(`${DateTime.fromISO(date).minus({ days: 4 }).toISODate()}T07:05`, { zone: ZONE }));
      expect(await rows('Order', id, 'CONFIRMATION_REMINDER')).toEqual([]);
    } finally {
      await settings({ confirmationReminder: true });
    }
  });
});

describe('office notice', () => {
  it('the customer confirming on the public link: a notice to the office address', async () => {
    const id = await createOrder(inventory({ validFrom: day(26), validTo: day(26) }));
    const res = await clients.aushilfe.request('POST', `/api/confirmations/${await uuidOf(id)}`, { confirm: true });
    expect(res.status).toBe(200);
    const [m, ...more] = await rows('Order', id, 'OFFICE_NOTICE');
    expect(more).toEqual([]);
    expect(m.recipient).toBe(OFFICE);
    expect(m.subject).not.toBe('');
    expect(m.text).toContain(`${APP_URL}/orders/${id}`);
  });

  it('the customer changing categories without confirming: a notice; a save without change: none; staff confirming: none', async () => {
    const id = await createOrder(inventory({ validFrom: day(27), validTo: day(27) }));
    const uuid = await uuidOf(id);
    await clients.aushilfe.request('POST', `/api/confirmations/${uuid}`, { comment: 'Nur ein Kommentar' });
    expect(await rows('Order', id, 'OFFICE_NOTICE')).toEqual([]);
    expect((await clients.aushilfe.request('POST', `/api/confirmations/${uuid}`, { categories: { flowers: true } })).status).toBe(200);
    expect(await rows('Order', id, 'OFFICE_NOTICE')).toHaveLength(1);
    await clients.buero.request('POST', `/api/confirmations/${uuid}/confirm`, {});
    expect(await rows('Order', id, 'OFFICE_NOTICE')).toHaveLength(1);
  });

  it('without an office address nothing is written', async () => {
    await settings({ officeEmail: '' });
    try {
      const id = await createOrder(inventory({ validFrom: day(28), validTo: day(28) }));
      await clients.aushilfe.request('POST', `/api/confirmations/${await uuidOf(id)}`, { confirm: true });
      expect(await rows('Order', id, 'OFFICE_NOTICE')).toEqual([]);
    } finally {
      await settings({ officeEmail: OFFICE });
    }
  });
});

describe('registration code by e-mail', () => {
  const ISSUE = `mutation($t: RegistrationType!, $e: String) { createRegistrationCode(registrationType: $t, email: $e) { code } }`;

  it('mails the code and the registration page', async () => {
    const r = await gql('buero', ISSUE, { t: 'SHORT_TERM', e: ' bewerberin@example.test ' });
    expect(r.errors).toBeUndefined();
    const code = r.data.createRegistrationCode.code;
    const { id } = (await app.pool.query(`select id from registration_code where code = $1 and used_at is null`, [code])).rows[0];
    const [m, ...more] = await rows('RegistrationCode', id);
    expect(more).toEqual([]);
    expect(m).toMatchObject({ kind: 'REGISTRATION_CODE', recipient: 'bewerberin@example.test' });
    expect(m.text).toContain(code);
    expect(m.text).toContain(`${APP_URL}/register`);
  });

  it('without e-mail no message; a malformed one is 422 on path email and issues no code', async () => {
    const before = (await app.pool.query(`select count(*)::int n from outbox_message where kind = 'REGISTRATION_CODE'`)).rows[0].n;
    const codes = (await app.pool.query(`select count(*)::int n from registration_code`)).rows[0].n;
    expect((await gql('buero', ISSUE, { t: 'SHORT_TERM' })).errors).toBeUndefined();
    const bad = await gql('buero', ISSUE, { t: 'SHORT_TERM', e: 'keine-adresse' });
    expect(fieldErrors(bad)).toEqual([{ path: 'email', message: 'Ungültiges E-Mail Format' }]);
    expect((await app.pool.query(`select count(*)::int n from outbox_message where kind = 'REGISTRATION_CODE'`)).rows[0].n).toBe(before);
    expect((await app.pool.query(`select count(*)::int n from registration_code`)).rows[0].n).toBe(codes + 1);
  });
});

describe('new document in the archive', () => {
  it('a payslip filed from an upload: the employee is told, with the archive link and no document data', async () => {
    const yearMonth = DateTime.now().setZone(ZONE).minus({ months: 2 }).toFormat('yyyy-MM');
    const employee = (await app.pool.query(`select id, first_name, email from employee where id = 2002`)).rows[0];
    const pdf = await renderPayslips([{ personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth }]);
    const res = await uploadPayroll(clients.buero, { file: pdf, yearMonth, documentType: 'PAYROLL' });
    expect(res.status).toBeLessThan(300);
    const doc = (await app.pool.query(`select id from employee_document where employee_id = 2002 and year_month = $1 order by id desc limit 1`, [yearMonth])).rows[0];
    const [m, ...more] = await rows('EmployeeDocument', doc.id);
    expect(more).toEqual([]);
    expect(m).toMatchObject({ kind: 'NEW_DOCUMENT', recipient: employee.email });
    expect(m.text).toContain(`${APP_URL}/archive/2002`);
    expect(m.text).toContain(employee.first_name);
    expect(m.text).toContain(`Lohnabrechnung ${yearMonth.slice(5)}/${yearMonth.slice(0, 4)}`);
  });

  it('switched off: nothing', async () => {
    await settings({ newDocument: false });
    try {
      const yearMonth = DateTime.now().setZone(ZONE).minus({ months: 3 }).toFormat('yyyy-MM');
      const pdf = await renderPayslips([{ personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth }]);
      expect((await uploadPayroll(clients.buero, { file: pdf, yearMonth, documentType: 'PAYROLL' })).status).toBeLessThan(300);
      const doc = (await app.pool.query(`select id from employee_document where employee_id = 2002 and year_month = $1 order by id desc limit 1`, [yearMonth])).rows[0];
      expect(await rows('EmployeeDocument', doc.id)).toEqual([]);
    } finally {
      await settings({ newDocument: true });
    }
  });
});

describe('forgotten clock-out (job, fixed now)', () => {
  it('an entry open more than 12 h: the team leader and the office, once each', async () => {
    const { rows: [o] } = await app.pool.query(
      `select o.id, o.name, o.team_leader_id, e.email from orders o join employee e on e.id = o.team_leader_id where e.email <> '' order by o.id limit 1`,
    );
    const { rows: [emp] } = await app.pool.query(`select id, first_name, last_name from employee where active and id <> $1 order by id limit 1`, [o.team_leader_id]);
    const date = DateTime.now().setZone(ZONE).minus({ days: 2 }).toISODate()!;
    // Not the clock's open flag: the one-open-per-employee index must not clash with the demo data's open entries.
    const { rows: [w] } = await app.pool.query(
      `insert into worklog (date, start, "end", worklog_type, order_id, employee_id, insert_user) values ($1, '05:30', null, 'WORK', $2, $3, 'test') returning id`,
      [date, o.id, emp.id],
    );
    const began = DateTime.fromISO(`${date}T05:30`, { zone: ZONE });
    expect(await runForgottenClockOuts(app.orm, app.services, began.plus({ hours: 11, minutes: 59 }))).toBe(0);
    expect(await rows('Worklog', w.id)).toEqual([]);
    await runForgottenClockOuts(app.orm, app.services, began.plus({ hours: 12, minutes: 15 }));
    await runForgottenClockOuts(app.orm, app.services, began.plus({ hours: 12, minutes: 30 }));
    const sent = await rows('Worklog', w.id);
    expect(sent.map((m) => [m.kind, m.recipient, m.dedupe_key])).toEqual([
      ['FORGOTTEN_CLOCK_OUT', o.email, `clockout:${w.id}:TEAM_LEADER`],
      ['FORGOTTEN_CLOCK_OUT', OFFICE, `clockout:${w.id}:OFFICE`],
    ]);
    const since = began.toFormat('dd.MM.yyyy HH:mm');
    expect(sent[0].text).toContain(since);
    expect(sent[0].text).toContain(`${emp.first_name} ${emp.last_name}`);
    expect(sent[0].text).toContain(`${APP_URL}/timeclock/${o.id}`);
    expect(sent[1].text).toContain(`${APP_URL}/orders/${o.id}/worklogs/${date}`);
  });

  it('switched off: nothing', async () => {
    await settings({ forgottenClockOut: false });
    try {
      const { rows: [o] } = await app.pool.query(`select id from orders order by id desc limit 1`);
      const { rows: [emp] } = await app.pool.query(`select id from employee where active order by id desc limit 1`);
      const date = DateTime.now().setZone(ZONE).minus({ days: 1 }).toISODate()!;
      const { rows: [w] } = await app.pool.query(
        `insert into worklog (date, start, "end", worklog_type, order_id, employee_id, insert_user) values ($1, '01:00', null, 'WORK', $2, $3, 'test') returning id`,
        [date, o.id, emp.id],
      );
      await runForgottenClockOuts(app.orm, app.services, DateTime.fromISO(`${date}T23:00`, { zone: ZONE }));
      expect(await rows('Worklog', w.id)).toEqual([]);
    } finally {
      await settings({ forgottenClockOut: true });
    }
  });
});
