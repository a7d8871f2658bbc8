/**
 * Contract: the e-mail outbox paths (an extension beyond the spec's list: GET /api/outbox,
 * GET /api/outbox/{id}, POST /api/outbox/{id}/resend, GET and PUT /api/messages/settings), Superadmin
 * only, against the running app. The delivery itself is proven against a real SMTP server in
 * server/src/modules/messages/messages.integration.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);
const anonymous = new Client(base);

beforeAll(async () => {
  // One after the other: the login throttle counts parallel attempts.
  await admin.login('admin');
  await buero.login('buero');
});

const VIEW_FIELDS = ['attempts', 'createdAt', 'id', 'kind', 'lastError', 'nextAttemptAt', 'recipient', 'refId', 'refType', 'sentAt', 'state', 'stateLabel', 'subject'];

describe('GET /api/outbox', () => {
  it('answers the HAL page (newest first) to a Superadmin; each message in the view fields', async () => {
    const res = await admin.request('GET', '/api/outbox?page=0&size=5');
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['_embedded', 'page']);
    expect(res.json.page).toMatchObject({ number: 0, size: 5 });
    expect(res.json.page.totalPages).toBe(Math.ceil(res.json.page.totalElements / 5));
    const messages = res.json._embedded.messages as { id: number }[];
    expect(Array.isArray(messages)).toBe(true);
    for (const m of messages) expect(Object.keys(m).sort()).toEqual(VIEW_FIELDS);
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => b - a));
  });

  it('filters by state; an unknown state is a 422 on path state', async () => {
    const sent = await admin.request('GET', '/api/outbox?state=SENT');
    expect(sent.status).toBe(200);
    for (const m of sent.json._embedded.messages) expect(m).toMatchObject({ state: 'SENT', stateLabel: 'versendet' });
    const bad = await admin.request('GET', '/api/outbox?state=VERLOREN');
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'state', message: 'Unbekannter Status (erlaubt: PENDING, SENT, FAILED, NO_SMTP).' }]);
  });

  it('is refused to the office (403) and without a session (401)', async () => {
    expect((await buero.request('GET', '/api/outbox')).status).toBe(403);
    expect((await anonymous.request('GET', '/api/outbox')).status).toBe(401);
  });
});

describe('GET /api/outbox/{id} and POST /api/outbox/{id}/resend', () => {
  it('an unknown message is 404 behind the right, 403 before it', async () => {
    expect((await admin.request('GET', '/api/outbox/987654')).status).toBe(404);
    expect((await admin.request('POST', '/api/outbox/987654/resend')).status).toBe(404);
    expect((await buero.request('GET', '/api/outbox/987654')).status).toBe(403);
    expect((await buero.request('POST', '/api/outbox/987654/resend')).status).toBe(403);
  });
});

describe('GET and PUT /api/messages/settings', () => {
  it('reads every switch and the office address; changes only what is sent; 422 for a bad address; Superadmin only', async () => {
    const before = await admin.request('GET', '/api/messages/settings');
    expect(before.status).toBe(200);
    expect(Object.keys(before.json).sort()).toEqual(['confirmationReminder', 'forgottenClockOut', 'inventoryConfirmation', 'newDocument', 'officeEmail', 'officeNotice', 'registrationCode']);
    const bad = await admin.request('PUT', '/api/messages/settings', { officeEmail: 'keine-adresse' });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'officeEmail', message: 'Ungültiges E-Mail Format' }]);
    const put = await admin.request('PUT', '/api/messages/settings', { forgottenClockOut: !before.json.forgottenClockOut });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ ...before.json, forgottenClockOut: !before.json.forgottenClockOut });
    expect((await buero.request('GET', '/api/messages/settings')).status).toBe(403);
    expect((await buero.request('PUT', '/api/messages/settings', { forgottenClockOut: true })).status).toBe(403);
    expect((await anonymous.request('GET', '/api/messages/settings')).status).toBe(401);
    const back = await admin.request('PUT', '/api/messages/settings', { forgottenClockOut: before.json.forgottenClockOut });
    expect(back.json).toEqual(before.json);
  });
});
