/** Contract: the audit trail path as an outside script calls it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const buero = new Client(base);

beforeAll(async () => {
  await admin.login('admin');
  await buero.login('buero');
});

describe('security: GET /api/audit-events', () => {
  it('Superadmin: 200, a HAL page of events newest first with the documented fields', async () => {
    // Something to find: a customer changed by the office user.
    const types = (await buero.request('GET', '/api/customers/types')).json;
    const created = await buero.request('POST', '/api/customers', { name: 'Audit-Vertrag', customerTypeId: types[0].id });
    expect(created.status).toBe(201);
    const me = (await admin.request('GET', `/api/audit-events?entityType=Customer&entityId=${created.json.id}`)).json;
    expect(me._embedded.auditEvents).toHaveLength(1);
    const ev = me._embedded.auditEvents[0];
    expect(Object.keys(ev).sort()).toEqual(['action', 'actorUserId', 'actorUsername', 'at', 'changes', 'clientAddress', 'entityId', 'entityType', 'id', 'requestId'].sort());
    expect(ev).toMatchObject({ action: 'CREATE', actorUsername: 'buero', entityType: 'Customer', entityId: String(created.json.id) });
    expect(ev.changes).toContainEqual({ field: 'name', from: null, to: 'Audit-Vertrag' });

    const res = await admin.request('GET', `/api/audit-events?userId=${ev.actorUserId}&size=3&page=0`);
    expect(res.status).toBe(200);
    expect(res.json.page).toMatchObject({ number: 0, size: 3 });
    expect(res.json._embedded.auditEvents.length).toBeLessThanOrEqual(3);
    expect(res.json._embedded.auditEvents.every((e: any) => e.actorUserId === ev.actorUserId)).toBe(true);
    const ats = res.json._embedded.auditEvents.map((e: any) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
  });

  it('never the whole table: size=0 and size=100000 are capped', async () => {
    expect((await admin.request('GET', '/api/audit-events?size=100000')).json.page.size).toBe(100);
    expect((await admin.request('GET', '/api/audit-events?size=0')).json.page.size).toBe(25);
  });

  it('a day range: bad dates 422 with German messages', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.request('GET', `/api/audit-events?from=${today}&to=${today}`)).status).toBe(200);
    const bad = await admin.request('GET', '/api/audit-events?from=gestern');
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'from', message: 'Ungültiges Datum' }]);
  });

  it('the office user: 403 with a title; anonymous: 401', async () => {
    const forbidden = await buero.request('GET', '/api/audit-events');
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.title).toBeTruthy();
    expect((await new Client(base).request('GET', '/api/audit-events')).status).toBe(401);
  });
});
