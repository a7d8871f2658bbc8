import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initOrm } from '../../db/orm.js';
import { DELIVER_OUTBOX, JOB_SCHEMA, runOutboxDelivery, startJobs } from '../../jobs/jobs.js';
import { Client, codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { SettingsService } from '../settings/settings.service.js';
import { MessageService, type MessageKind } from './message.service.js';
import { renderInventoryConfirmation, renderRegistrationCode } from './templates/index.js';

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'Geheim-Passwort-42';
const APP_URL = 'https://inventur.example.com';

/** A free TCP port (nothing listens on it until a test starts the SMTP server there). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** A real SMTP server (smtp-server) that parses every accepted message with mailparser. */
async function startSmtp(port: number, opts: { rejectAuth?: boolean; delayMs?: number } = {}) {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, cb) {
      if (!opts.rejectAuth && auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) cb(null, { user: SMTP_USER });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, _session, cb) {
      simpleParser(stream).then(
        (m) => setTimeout(() => (mails.push(m), cb()), opts.delayMs ?? 0),
        (err: Error) => cb(err),
      );
    },
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return { mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let app: TestApp;
let port: number;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let smtp: Awaited<ReturnType<typeof startSmtp>> | null = null;

beforeAll(async () => {
  port = await freePort();
  app = await startTestApp({ env: { SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`, MAIL_FROM: 'Inventurdienst <noreply@inventur.example.com>', APP_URL } });
  ({ gql, clients } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());
afterEach(async () => {
  await smtp?.close();
  smtp = null;
});

const confirmation = (link: string) => renderInventoryConfirmation({ date: '2026-12-09', startTime: '07:00', name: 'Markt Süd', address: 'Weg 2', zip: '20095', city: 'Hamburg', link });

async function enqueue(recipient: string | null, opts: { kind?: MessageKind; dedupeKey?: string; service?: MessageService } = {}) {
  const messages = opts.service ?? app.services.messages;
  return app.orm.em.fork().transactional((tx) =>
    messages.enqueue(tx, { kind: opts.kind ?? 'INVENTORY_CONFIRMATION', recipient, dedupeKey: opts.dedupeKey, ref: { type: 'Order', id: '4711' }, rendered: confirmation(messages.link('/confirmations/abc')) }),
  );
}

const row = async (id: number) => (await app.pool.query(`select state, attempts, last_error, sent_at from outbox_message where id = $1`, [id])).rows[0];
/** Lets the backoff pass: the message is due again now. */
const due = (id: number) => app.pool.query(`update outbox_message set next_attempt_at = now() where id = $1`, [id]);
/** Messages other tests left pending do not count in this one. */
const settle = () => app.pool.query(`update outbox_message set state = 'FAILED' where state = 'PENDING'`);

describe('delivery over a real SMTP server', () => {
  it('an enqueued message arrives with recipient, sender, subject, German text and the link; the row is SENT', async () => {
    smtp = await startSmtp(port);
    const m = (await enqueue('markt@example.com'))!;
    expect(m.state).toBe('PENDING');
    const r = await runOutboxDelivery(app.orm, app.services);
    expect(r).toMatchObject({ sent: 1, failed: 0, retried: 0 });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.to).toMatchObject({ text: 'markt@example.com' });
    expect(mail.from?.text).toContain('noreply@inventur.example.com');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Inventur am 09.12.2026');
    expect(mail.text).toContain('Bitte prüfen und bestätigen Sie den Termin');
    expect(mail.text).toContain(`${APP_URL}/confirmations/abc`);
    expect(mail.html).toContain(`href="${APP_URL}/confirmations/abc"`);
    expect(await row(m.id)).toMatchObject({ state: 'SENT', attempts: 1, last_error: null });
    expect((await row(m.id)).sent_at).toBeInstanceOf(Date);
    // Sent is sent: a second run finds nothing due.
    expect(await runOutboxDelivery(app.orm, app.services)).toMatchObject({ sent: 0 });
    expect(smtp.mails).toHaveLength(1);
  });

  it('SMTP down: the message stays PENDING with attempts and the error, and a later run sends it', async () => {
    await settle();
    const m = (await enqueue('spaeter@example.com'))!;
    expect(await runOutboxDelivery(app.orm, app.services)).toMatchObject({ sent: 0, retried: 1 });
    const failed = await row(m.id);
    expect(failed).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(failed.last_error).not.toContain(SMTP_PASSWORD);
    // The backoff: not due again within the first minute.
    expect(await runOutboxDelivery(app.orm, app.services)).toMatchObject({ sent: 0, retried: 0 });
    const next = (await app.pool.query(`select next_attempt_at - now() as wait from outbox_message where id = $1`, [m.id])).rows[0].wait;
    expect(next.minutes ?? 0).toBe(0);
    expect(next.seconds).toBeGreaterThan(30);
    smtp = await startSmtp(port);
    await due(m.id);
    expect(await runOutboxDelivery(app.orm, app.services)).toMatchObject({ sent: 1 });
    expect(smtp.mails.map((x) => x.to && !Array.isArray(x.to) && x.to.text)).toEqual(['spaeter@example.com']);
    expect(await row(m.id)).toMatchObject({ state: 'SENT', attempts: 2, last_error: null });
  });

  it('gives up after the sixth attempt (FAILED), the error without the password; a resend sends it', async () => {
    await settle();
    smtp = await startSmtp(port, { rejectAuth: true });
    const m = (await enqueue('abgelehnt@example.com'))!;
    for (let i = 1; i <= 6; i++) {
      await due(m.id);
      await runOutboxDelivery(app.orm, app.services);
      expect((await row(m.id)).attempts).toBe(i);
    }
    const r = await row(m.id);
    expect(r.state).toBe('FAILED');
    expect(r.last_error).toMatch(/Invalid login|535/);
    expect(r.last_error).not.toContain(SMTP_PASSWORD);
    await due(m.id);
    expect(await runOutboxDelivery(app.orm, app.services)).toMatchObject({ sent: 0, failed: 0, retried: 0 });

    const view = (await gql('admin', `mutation($id: Int!) { resendOutboxMessage(id: $id) { id state stateLabel attempts lastError } }`, { id: m.id })).data.resendOutboxMessage;
    expect(view).toEqual({ id: m.id, state: 'PENDING', stateLabel: 'wartet', attempts: 0, lastError: null });
    await smtp.close();
    smtp = await startSmtp(port);
    expect(await runOutboxDelivery(app.orm, app.services)).toMatchObject({ sent: 1 });
    expect(await row(m.id)).toMatchObject({ state: 'SENT', attempts: 1 });
    // A sent message is not resent.
    const again = await gql('admin', `mutation($id: Int!) { resendOutboxMessage(id: $id) { id } }`, { id: m.id });
    expect(codeOf(again)).toBe('CONFLICT');
  });

  it('two instances delivering at once send each message exactly once', async () => {
    await settle();
    smtp = await startSmtp(port, { delayMs: 30 });
    const recipients = Array.from({ length: 12 }, (_, i) => `parallel${i}@example.com`);
    for (const r of recipients) await enqueue(r);
    const otherOrm = await initOrm(app.dbUrl);
    try {
      const other = new MessageService(app.config, new SettingsService(app.config), pino({ level: 'silent' }));
      const [a, b] = await Promise.all([runOutboxDelivery(app.orm, app.services), runOutboxDelivery(otherOrm, { messages: other })]);
      expect(a.sent + b.sent).toBe(12);
      // Both instances worked (the lock made them take different rows, not wait for each other).
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
    } finally {
      await otherOrm.close();
    }
    const got = smtp.mails.map((x) => (x.to && !Array.isArray(x.to) ? x.to.text : '')).sort();
    expect(got).toEqual([...recipients].sort());
  });

  it('without SMTP_URL a due message becomes NO_SMTP, labelled in German; a resend queues it again', async () => {
    await settle();
    const noSmtp = new MessageService({ ...app.config, SMTP_URL: undefined }, new SettingsService(app.config), pino({ level: 'silent' }));
    const m = (await enqueue('ohne-smtp@example.com', { service: noSmtp }))!;
    expect(await noSmtp.deliver(app.orm.em.fork())).toMatchObject({ noSmtp: 1, sent: 0 });
    expect(await row(m.id)).toMatchObject({ state: 'NO_SMTP', attempts: 0 });
    const page = (await gql('admin', `{ outboxMessages(state: "NO_SMTP") { total totalElements items { id state stateLabel recipient subject } } }`)).data.outboxMessages;
    expect(page.items[0]).toEqual({ id: m.id, state: 'NO_SMTP', stateLabel: 'nicht versendet (kein SMTP)', recipient: 'ohne-smtp@example.com', subject: 'Bitte bestätigen Sie Ihre Inventur am 09.12.2026' });
    expect(page.total).toBe(page.totalElements);
    const resent = (await gql('admin', `mutation($id: Int!) { resendOutboxMessage(id: $id) { state attempts } }`, { id: m.id })).data.resendOutboxMessage;
    expect(resent).toEqual({ state: 'PENDING', attempts: 0 });
  });
});

describe('the deliver-outbox job', () => {
  it('sends a message within seconds of the poke; one schedule every minute, one run at a time', async () => {
    await settle();
    smtp = await startSmtp(port);
    const services = { files: app.services.files, config: app.config, log: app.services.log, messages: app.services.messages };
    const jobs = await startJobs({ url: app.dbUrl, orm: app.orm, services, log: app.services.log });
    try {
      const m = (await enqueue('job@example.com'))!;
      app.services.messages.poke();
      await vi.waitFor(() => expect(smtp!.mails).toHaveLength(1), { timeout: 20_000, interval: 200 });
      expect(await row(m.id)).toMatchObject({ state: 'SENT' });
      const schedule = (await app.pool.query(`select cron, timezone from ${JOB_SCHEMA}.schedule where name = $1`, [DELIVER_OUTBOX.name])).rows;
      expect(schedule).toEqual([{ cron: '* * * * *', timezone: 'Europe/Berlin' }]);
      expect((await app.pool.query(`select policy from ${JOB_SCHEMA}.queue where name = $1`, [DELIVER_OUTBOX.name])).rows).toEqual([{ policy: 'stately' }]);
    } finally {
      await jobs.stop();
    }
  });
});

describe('enqueue', () => {
  it('writes nothing for a blank or invalid recipient, and nothing twice for one dedupe key', async () => {
    expect(await enqueue(null)).toBeNull();
    expect(await enqueue('   ')).toBeNull();
    expect(await enqueue('keine-adresse')).toBeNull();
    const first = await enqueue('einmal@example.com', { kind: 'CONFIRMATION_REMINDER', dedupeKey: 'reminder:abc:2026-12-09' });
    expect(first).not.toBeNull();
    expect(await enqueue('einmal@example.com', { kind: 'CONFIRMATION_REMINDER', dedupeKey: 'reminder:abc:2026-12-09' })).toBeNull();
    expect((await app.pool.query(`select count(*)::int as n from outbox_message where dedupe_key = 'reminder:abc:2026-12-09'`)).rows[0].n).toBe(1);
  });

  it('is part of the caller transaction: a rollback leaves no message', async () => {
    const before = (await app.pool.query(`select count(*)::int as n from outbox_message`)).rows[0].n;
    await expect(
      app.orm.em.fork().transactional(async (tx) => {
        await app.services.messages.enqueue(tx, { kind: 'REGISTRATION_CODE', recipient: 'rollback@example.com', ref: { type: 'RegistrationCode', id: 'X' }, rendered: renderRegistrationCode({ code: 'X', link: '/register', officeEmail: '' }) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await app.pool.query(`select count(*)::int as n from outbox_message`)).rows[0].n).toBe(before);
  });

  it('link, sentBefore and officeEmail', async () => {
    expect(app.services.messages.link('/register')).toBe(`${APP_URL}/register`);
    const em = app.orm.em.fork();
    expect(await app.services.messages.sentBefore(em, 'INVENTORY_CONFIRMATION', { type: 'Order', id: '4711' })).toBe(true);
    expect(await app.services.messages.sentBefore(em, 'INVENTORY_CONFIRMATION', { type: 'Order', id: '4712' })).toBe(false);
    expect(await app.services.messages.sentBefore(em, 'OFFICE_NOTICE', { type: 'Order', id: '4711' })).toBe(false);
  });
});

describe('message settings', () => {
  const SETTINGS = `inventoryConfirmation confirmationReminder officeNotice registrationCode newDocument forgottenClockOut officeEmail`;

  it('all kinds on and no office address by default', async () => {
    expect((await gql('admin', `{ messageSettings { ${SETTINGS} } }`)).data.messageSettings).toEqual({
      inventoryConfirmation: true,
      confirmationReminder: true,
      officeNotice: true,
      registrationCode: true,
      newDocument: true,
      forgottenClockOut: true,
      officeEmail: '',
    });
  });

  it('a kind switched off is not enqueued; the office address is checked and read back; the change is audited', async () => {
    const bad = await gql('admin', `mutation { updateMessageSettings(input: { officeEmail: "kein-format" }) { officeEmail } }`);
    expect(fieldErrors(bad)).toEqual([{ path: 'officeEmail', message: 'Ungültiges E-Mail Format' }]);
    const r = (await gql('admin', `mutation { updateMessageSettings(input: { newDocument: false, officeEmail: " buero@example.com " }) { ${SETTINGS} } }`)).data.updateMessageSettings;
    expect(r).toMatchObject({ newDocument: false, officeEmail: 'buero@example.com', inventoryConfirmation: true });
    expect(await enqueue('mitarbeiter@example.com', { kind: 'NEW_DOCUMENT' })).toBeNull();
    expect(await enqueue('mitarbeiter@example.com', { kind: 'INVENTORY_CONFIRMATION' })).not.toBeNull();
    expect(await app.services.messages.officeEmail(app.orm.em.fork())).toBe('buero@example.com');
    const audit = (await app.pool.query(`select changes from audit_event where action = 'SETTINGS_CHANGE' and entity_type = 'MessageSettings' order by id desc limit 1`)).rows[0];
    expect(JSON.stringify(audit.changes)).toContain('newDocument');
    await gql('admin', `mutation { updateMessageSettings(input: { newDocument: true, officeEmail: "" }) { officeEmail } }`);
    expect(await enqueue('mitarbeiter@example.com', { kind: 'NEW_DOCUMENT' })).not.toBeNull();
  });
});

describe('the outbox is the Superadmin', () => {
  it('refuses the office, the team leader and anonymous callers (403/401)', async () => {
    for (const who of ['buero', 'teamleiter', 'mitarbeiter'] as const) {
      expect(codeOf(await gql(who, `{ outboxMessages { total } }`))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, `{ messageSettings { officeEmail } }`))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, `mutation { updateMessageSettings(input: { officeNotice: false }) { officeNotice } }`))).toBe('FORBIDDEN');
      expect(codeOf(await gql(who, `mutation { resendOutboxMessage(id: 1) { id } }`))).toBe('FORBIDDEN');
    }
    expect(codeOf((await new Client(app.url).gql(`{ outboxMessage(id: 1) { id } }`)).json)).toBe('UNAUTHENTICATED');
    expect((await clients.buero.request('GET', '/api/outbox')).status).toBe(403);
  });

  it('pages newest first, filters by state (422 for an unknown one), shows one message with its contents', async () => {
    const page = (await gql('admin', `{ outboxMessages(page: 0, size: 2) { total number size totalPages items { id createdAt } } }`)).data.outboxMessages;
    expect(page.items).toHaveLength(2);
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
    expect(fieldErrors(await gql('admin', `{ outboxMessages(state: "LOST") { total } }`))).toEqual([{ path: 'state', message: 'Unbekannter Status (erlaubt: PENDING, SENT, FAILED, NO_SMTP).' }]);
    const sent = (await gql('admin', `{ outboxMessages(state: "SENT") { items { state stateLabel sentAt } } }`)).data.outboxMessages.items;
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((m: { state: string; stateLabel: string; sentAt: string | null }) => m.state === 'SENT' && m.stateLabel === 'versendet' && m.sentAt)).toBe(true);
    const one = (await gql('admin', `query($id: Int!) { outboxMessage(id: $id) { id html text subject } }`, { id: page.items[0].id })).data.outboxMessage;
    expect(one.html).toContain('<html lang="de">');
    expect(one.text).toContain('Inventur');
    expect(codeOf(await gql('admin', `{ outboxMessage(id: 987654) { id } }`))).toBe('NOT_FOUND');
  });

  it('REST: GET /api/outbox in the HAL shape, GET /api/outbox/{id}, POST …/resend, GET and PUT /api/messages/settings', async () => {
    const admin = clients.admin;
    const list = await admin.request('GET', '/api/outbox?state=SENT&page=0&size=1');
    expect(list.status).toBe(200);
    expect(list.json.page).toMatchObject({ number: 0, size: 1 });
    expect(list.json.page.totalElements).toBeGreaterThan(0);
    const [first] = list.json._embedded.messages;
    expect(first).toMatchObject({ state: 'SENT', stateLabel: 'versendet' });
    const one = await admin.request('GET', `/api/outbox/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ id: first.id, subject: first.subject });
    expect(typeof one.json.html).toBe('string');
    expect((await admin.request('GET', '/api/outbox/987654')).status).toBe(404);
    expect((await admin.request('POST', `/api/outbox/${first.id}/resend`)).status).toBe(409);
    expect((await admin.request('GET', '/api/outbox?state=LOST')).status).toBe(422);
    const settings = await admin.request('GET', '/api/messages/settings');
    expect(settings.json).toMatchObject({ officeNotice: true, officeEmail: '' });
    const bad = await admin.request('PUT', '/api/messages/settings', { officeEmail: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'officeEmail', message: 'Ungültiges E-Mail Format' }]);
    const put = await admin.request('PUT', '/api/messages/settings', { officeNotice: false, officeEmail: 'office@example.com' });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ officeNotice: false, officeEmail: 'office@example.com', newDocument: true });
    expect((await clients.buero.request('PUT', '/api/messages/settings', { officeNotice: true })).status).toBe(403);
    await admin.request('PUT', '/api/messages/settings', { officeNotice: true, officeEmail: '' });
  });
});
