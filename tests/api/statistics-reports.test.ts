/**
 * Contract: the statistics paths backed by the reports helper's queries: employee
 * performances and the two report downloads.
 */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const admin = new Client(base);
const mitarbeiter = new Client(base);
const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
const month = today.minus({ months: 1 }).toFormat('yyyy-MM');

async function download(client: Client, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(client.cookie ? { cookie: client.cookie } : {}) } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  await admin.login('admin');
  await mitarbeiter.login('mitarbeiter');
});

describe('/statistics/employee-performances', () => {
  it('GET as a HAL list of performances; 422 bad month; 403 without Statistic', async () => {
    const res = await admin.request('GET', `/api/statistics/employee-performances?yearMonth=${month}`);
    expect(res.status).toBe(200);
    for (const p of res.json._embedded.performances) {
      expect(Object.keys(p).sort()).toEqual(['companyLocation', 'employeeId', 'employeeName', 'median', 'positions', 'positionsPerHour', 'standardDeviation', 'workingMinutes']);
    }
    expect((await admin.request('GET', '/api/statistics/employee-performances?yearMonth=2026-13')).status).toBe(422);
    expect((await mitarbeiter.request('GET', '/api/statistics/employee-performances')).status).toBe(403);
  });
});

describe('/v1/reports', () => {
  it('POST working-hours: xlsx by default, csv on request, as a download; 422 missing fields; 403', async () => {
    const xlsx = await download(admin, '/api/v1/reports/working-hours', { month, orderType: 'ALL' });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain(`Arbeitszeiten_${month}_ALL.xlsx`);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const csv = await download(admin, '/api/v1/reports/working-hours', { month, orderType: 'ALL', format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(`Arbeitszeiten_${month}_ALL.csv`);
    expect(csv.bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const missing = await admin.request('POST', '/api/v1/reports/working-hours', {});
    expect(missing.status).toBe(422);
    expect(missing.json).toEqual(expect.arrayContaining([{ path: 'month', message: 'Monat muss gesetzt sein' }, { path: 'orderType', message: 'Auftragsart muss gesetzt sein' }]));
    expect((await mitarbeiter.request('POST', '/api/v1/reports/working-hours', { month, orderType: 'ALL' })).status).toBe(403);
  });

  it('POST inventory-performances: a download; 422 for a reversed range; 403', async () => {
    const from = today.minus({ months: 1 }).startOf('month').toISODate()!;
    const to = today.toISODate()!;
    const xlsx = await download(admin, '/api/v1/reports/inventory-performances', { from, to });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain(`Zaehlleistung_${from}_${to}.xlsx`);
    const reversed = await admin.request('POST', '/api/v1/reports/inventory-performances', { from: to, to: from });
    expect(reversed.status).toBe(422);
    expect(reversed.json).toEqual([{ path: 'to', message: 'Bis darf nicht vor Von liegen' }]);
    expect((await mitarbeiter.request('POST', '/api/v1/reports/inventory-performances', { from, to })).status).toBe(403);
  });
});
