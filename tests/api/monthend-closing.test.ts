/**
 * Contract: the month-end paths as an outside script calls them. The shared stack's
 * boundary is never moved here (other contract files write into the open previous month): POST
 * /monthendclosing/sage is exercised on the demo closing's month (stored file, nothing closed) and
 * on its refusals; closing itself is proven by the integration tests (monthend.integration.test.ts).
 */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const teamleiter = new Client(base);
const anonymous = new Client(base);
const m0 = DateTime.now().setZone('Europe/Berlin').startOf('month');
/** The demo closes the month before last, counted from the day it was seeded for (tests/scripts/stack.mjs). */
const demoDay = process.env.TEST_DEMO_DAY ? DateTime.fromISO(process.env.TEST_DEMO_DAY, { zone: 'Europe/Berlin' }) : m0;
const demoMonth = demoDay.startOf('month').minus({ months: 2 }).toFormat('yyyy-MM');

/** The raw bytes of a download (the client decodes text as UTF-8; the files are ISO-8859-1). */
async function bytes(c: Client, method: string, path: string) {
  const res = await fetch(base + path, { method, headers: { cookie: c.cookie } });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  // One after the other: the login throttle counts parallel attempts.
  await buero.login('buero');
  await teamleiter.login('teamleiter');
});

describe('GET /api/monthendclosing/list', () => {
  it('200: the closings newest first in _embedded.documents with the documented fields', async () => {
    const res = await buero.request('GET', '/api/monthendclosing/list');
    expect(res.status).toBe(200);
    const docs = res.json._embedded.documents;
    const demo = docs.find((d: any) => d.yearMonth === demoMonth && d.kind === 'CLOSING' && !d.reopenedAt);
    expect(demo).toMatchObject({ kind: 'CLOSING', yearMonth: demoMonth, type: 'SAGE', fileName: `SAGE_${demoMonth}.csv`, createdBy: expect.any(String) });
    expect(demo.key).toMatch(/^[a-f0-9]{32}$/);
    expect(Number.isNaN(Date.parse(demo.createdAt))).toBe(false);
    const times = docs.map((d: any) => d.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('403 without MonthEndClosing, 401 without a session', async () => {
    const refused = await teamleiter.request('GET', '/api/monthendclosing/list');
    expect(refused.status).toBe(403);
    expect(refused.json.title).toBeTruthy();
    expect((await anonymous.request('GET', '/api/monthendclosing/list')).status).toBe(401);
  });
});

describe('GET /api/monthendclosing/download?key=', () => {
  it('200: the closing file as a download named in content-disposition', async () => {
    const { key } = (await buero.request('GET', '/api/monthendclosing/list')).json._embedded.documents.find((d: any) => d.kind === 'CLOSING' && d.yearMonth === demoMonth && !d.reopenedAt);
    const res = await bytes(buero, 'GET', `/api/monthendclosing/download?key=${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=ISO-8859-1/i);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="SAGE_${demoMonth}.csv"`);
    expect(res.body.toString('latin1')).toMatch(/^Personalnummer;Lohnart;Stunden;Tage;Betrag;Kostenstelle;Abrechnungszeitraum\r\n/);
  });

  it('200: an uploaded payroll original from the same list downloads as the PDF it was', async () => {
    const docs = (await buero.request('GET', '/api/monthendclosing/list')).json._embedded.documents;
    const upload = docs.find((d: any) => d.kind === 'UPLOAD' && d.type === 'PAYROLL');
    expect(upload).toMatchObject({ yearMonth: expect.stringMatching(/^\d{4}-\d{2}$/), fileName: expect.stringMatching(/\.pdf$/), pages: expect.any(Number), unassignedPages: expect.any(Number) });
    const res = await bytes(buero, 'GET', `/api/monthendclosing/download?key=${upload.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('404 for every key that is not a stored file: traversal, absolute, encoded separators, unknown, missing', async () => {
    const { key } = (await buero.request('GET', '/api/monthendclosing/list')).json._embedded.documents[0];
    for (const bad of ['../../etc/passwd', '/etc/passwd', '..%2F..%2Fetc%2Fpasswd', `${key.slice(0, 2)}%2F${key}`, '%2e%2e%5c' + key, 'f'.repeat(32), `${key}%00`]) {
      const res = await buero.request('GET', `/api/monthendclosing/download?key=${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.json.title).toBe('Datei nicht gefunden');
    }
    expect((await buero.request('GET', '/api/monthendclosing/download')).status).toBe(404);
    expect((await teamleiter.request('GET', `/api/monthendclosing/download?key=${key}`)).status).toBe(403);
  });
});

describe('POST /api/monthendclosing/sage', () => {
  it('200 for the already closed month: the stored file unchanged, nothing closed again', async () => {
    const before = (await buero.request('GET', '/api/monthendclosing/list')).json._embedded.documents;
    const { key } = before.find((d: any) => d.kind === 'CLOSING' && d.yearMonth === demoMonth && !d.reopenedAt);
    const stored = await bytes(buero, 'GET', `/api/monthendclosing/download?key=${key}`);
    const res = await bytes(buero, 'POST', `/api/monthendclosing/sage?yearMonth=${demoMonth}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="SAGE_${demoMonth}.csv"`);
    expect(res.body.equals(stored.body)).toBe(true);
    // The month in a JSON body works the same.
    const json = await fetch(`${base}/api/monthendclosing/sage`, { method: 'POST', headers: { cookie: buero.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ yearMonth: demoMonth }) });
    expect(json.status).toBe(200);
    expect(Buffer.from(await json.arrayBuffer()).equals(stored.body)).toBe(true);
    expect((await buero.request('GET', '/api/monthendclosing/list')).json._embedded.documents).toHaveLength(before.length);
  });

  it('409 for a month that has not ended; 422 for a malformed month; 403 without the right', async () => {
    const running = await buero.request('POST', `/api/monthendclosing/sage?yearMonth=${m0.toFormat('yyyy-MM')}`);
    expect(running.status).toBe(409);
    expect(running.json.title).toBeTruthy();
    const bad = await buero.request('POST', '/api/monthendclosing/sage?yearMonth=2024-3');
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'yearMonth', message: 'Monat muss im Format JJJJ-MM angegeben werden' }]);
    const twice = await buero.request('POST', `/api/monthendclosing/sage?yearMonth=${demoMonth}&yearMonth=${demoMonth}`);
    expect(twice.status).toBe(422);
    const notText = await buero.request('POST', '/api/monthendclosing/sage', { yearMonth: 202403 });
    expect(notText.status).toBe(422);
    expect(notText.json[0].path).toBe('yearMonth');
    const refused = await teamleiter.request('POST', `/api/monthendclosing/sage?yearMonth=${demoMonth}`);
    expect(refused.status).toBe(403);
    expect((await anonymous.request('POST', `/api/monthendclosing/sage?yearMonth=${demoMonth}`)).status).toBe(401);
  });
});
