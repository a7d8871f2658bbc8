/** Secrets stay out of logs. The app logs into a captured pino destination. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness.js';
import { issueCode } from '../../test/registration-client.js';
import { CLIENT_LOG_PER_MINUTE } from './client-log-limiter.js';
import { createLogger } from './log-safety.js';

const lines: string[] = [];
const log = createLogger('debug', { write: (s: string) => void lines.push(s) });
const output = () => lines.join('');

const IBAN = 'DE89370400440532013000';
const TAX_ID = '86095742719';
const PASSWORD = 'Sehr-Geheim-4711';

let app: TestApp;
let buero: Client;
let applicant: Client;
let uuid: string;
beforeAll(async () => {
  app = await startTestApp({ logger: log });
  buero = new Client(app.url);
  await buero.login('buero');
  applicant = new Client(app.url);
  uuid = (await applicant.request('POST', '/api/registrations', { registrationCode: await issueCode(buero, 'SOCIAL_SECURITY') })).json.uuid;
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
});
afterAll(async () => app?.close());

describe('security: secrets stay out of logs', () => {
  it('the access log masks the registration uuid in /api/registrations/<uuid>/…', async () => {
    lines.length = 0;
    await applicant.request('GET', `/api/registrations/${uuid}`);
    await applicant.request('GET', `/api/registrations/${uuid}/files?context=OTHER`);
    await applicant.request('PATCH', `/api/registrations/${uuid}`, { banking: { iban: IBAN }, tax: { taxIdentNumber: TAX_ID } });
    const out = output();
    expect(out).toContain('/api/registrations/***');
    expect(out).toContain('/api/registrations/***/files');
    expect(out).not.toContain(uuid);
    expect(out).not.toContain(IBAN);
    expect(out).not.toContain(TAX_ID);
  });

  it('client log entries mask uuids in route params and IBANs in their text', async () => {
    lines.length = 0;
    const route = { name: 'register', path: `/register/${uuid}`, params: { uuid }, query: {} };
    const res = await applicant.request('POST', '/api/logger', { level: 'ERROR', httpStatus: 500, route, message: `Fehler bei IBAN ${IBAN} auf /confirmations/${randomUUID()}` });
    expect(res.status).toBe(204);
    const gql = await applicant.gql(`mutation($input: ClientLogInput!) { logClientEvent(input: $input) }`, { input: { level: 'INFO', msg: 'Seite geladen', route } });
    expect(gql.json.data.logClientEvent).toBe(true);
    const out = output();
    expect(out).toContain('"source":"client"');
    expect(out).toContain('/register/***');
    expect(out).not.toContain(uuid);
    expect(out).not.toContain(IBAN);
    expect(out).not.toMatch(/confirmations\/[0-9a-f]{8}-/);
  });

  it('passwords, IBANs and tax ids are redacted at any depth; database errors carry no SQL or values', async () => {
    lines.length = 0;
    const failed = await app.orm.em
      .fork()
      .getConnection()
      .execute(`insert into app_user (username, password_hash) values ('${IBAN}', '${PASSWORD}'), ('${IBAN}', '${PASSWORD}')`)
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(Error);
    expect(String((failed as Error).message)).toContain(IBAN); // MikroORM inlines the statement
    app.services.log.error({ err: failed, requestId: 'r1' }, 'unhandled error');
    app.services.log.warn({ input: { personal: { lastName: 'Muster' }, banking: { iban: IBAN }, tax: { taxIdentNumber: TAX_ID }, password: PASSWORD, nested: [{ newPassword: PASSWORD }] } }, `Eingabe mit ${IBAN}`);
    const wrong = new Client(app.url);
    await wrong.login('buero', PASSWORD);
    await wrong.gql(`mutation($u: String!, $p: String!) { login(username: $u, password: $p) { username } }`, { u: 'buero', p: PASSWORD });
    const out = output();
    expect(out).toContain('Muster');
    expect(out).toContain('[Redacted]');
    expect(out).toMatch(/"code":"23\d{3}"|"code":"22\d{3}"|"code":"42\d{3}"/);
    expect(out).not.toContain(IBAN);
    expect(out).not.toContain(TAX_ID);
    expect(out).not.toContain(PASSWORD);
    expect(out).not.toMatch(/insert into/i);
  });

  it('the client logger is throttled per address: 429 on /api/logger, TOO_MANY_REQUESTS on GraphQL', async () => {
    const client = new Client(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_LOG_PER_MINUTE + 5; i++) statuses.push((await client.request('POST', '/api/logger', { level: 'INFO', msg: `Eintrag ${i}` })).status);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(CLIENT_LOG_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    const gql = await client.gql(`mutation { logClientEvent(input: { level: INFO, msg: "noch einer" }) }`);
    expect(gql.json.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
