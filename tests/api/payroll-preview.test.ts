/**
 * Contract: the payroll preview and the payroll and per-diem settings (extensions beyond the spec's paths:
 * GET /api/monthendclosing/preview, GET /api/monthendclosing/preview/xlsx, GET and PUT
 * /api/monthendclosing/settings, GET and PUT /api/perdiems/settings) against the running app with demo
 * data. Nothing stored changes: every accepted PUT sends the values read before it.
 */
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const teamleiter = new Client(base);
const mitarbeiter = new Client(base);
const anonymous = new Client(base);
/** The open month of the demo with its nights and Sundays: the month before the current one. */
const demoDay = process.env.TEST_DEMO_DAY ? DateTime.fromISO(process.env.TEST_DEMO_DAY, { zone: 'Europe/Berlin' }) : DateTime.now().setZone('Europe/Berlin');
const openMonth = demoDay.startOf('month').minus({ months: 1 }).toFormat('yyyy-MM');

const COMPONENTS = [
  'hourlyWork', 'night25', 'night40', 'sunday50', 'holiday125', 'holiday150', 'salary', 'travel', 'passenger', 'perDiemDays', 'cateringTaxFree', 'cateringTaxable', 'miscPerDiem', 'breakfastDeduction',
];

beforeAll(async () => {
  // One after the other: the login throttle counts parallel attempts.
  await buero.login('buero');
  await teamleiter.login('teamleiter');
  await mitarbeiter.login('mitarbeiter');
});

describe('GET /api/monthendclosing/preview', () => {
  it('200: the rows of the demo month in _embedded.rows, totals, open findings and problems', async () => {
    const res = await buero.request('GET', `/api/monthendclosing/preview?yearMonth=${openMonth}`);
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['_embedded', 'openFindings', 'problems', 'profile', 'totals', 'yearMonth']);
    expect(res.json).toMatchObject({ yearMonth: openMonth, profile: 'SAGE', problems: [] });
    expect(Number.isInteger(res.json.openFindings)).toBe(true);
    const rows = res.json._embedded.rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]).sort()).toEqual(['amount', 'component', 'costCenter', 'days', 'employeeId', 'employeeName', 'hours', 'label', 'personnelNumber', 'processingKey', 'wageType'].sort());
    expect(rows[0].personnelNumber).toBe(String(rows[0].employeeId));
    // The demo month has night shifts and Sundays: the bands show.
    expect(rows.some((r: any) => r.component === 'night25' && r.hours > 0 && r.amount === null)).toBe(true);
    expect(rows.some((r: any) => r.component === 'sunday50')).toBe(true);
    // Totals add up the rows per component and wage type.
    const work = res.json.totals.find((t: any) => t.component === 'hourlyWork');
    const sum = rows.filter((r: any) => r.component === 'hourlyWork').reduce((s: number, r: any) => s + Math.round(r.hours * 100), 0);
    expect(Math.round(work.hours * 100)).toBe(sum);
    expect(work.label).toBe('Arbeitszeit');
  });

  it('the workbook as an attachment', async () => {
    const res = await fetch(`${base}/api/monthendclosing/preview/xlsx?yearMonth=${openMonth}`, { headers: { cookie: buero.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Lohnvorschau_${openMonth}.xlsx"`);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('422 on yearMonth, 403 without MonthEndClosing, 401 without a session', async () => {
    for (const query of ['?yearMonth=2025-13', '']) {
      const bad = await buero.request('GET', `/api/monthendclosing/preview${query}`);
      expect(bad.status).toBe(422);
      expect(bad.json).toEqual([{ path: 'yearMonth', message: 'Monat muss im Format JJJJ-MM angegeben werden' }]);
    }
    expect((await teamleiter.request('GET', `/api/monthendclosing/preview?yearMonth=${openMonth}`)).status).toBe(403);
    expect((await teamleiter.request('GET', `/api/monthendclosing/preview/xlsx?yearMonth=${openMonth}`)).status).toBe(403);
    expect((await anonymous.request('GET', `/api/monthendclosing/preview?yearMonth=${openMonth}`)).status).toBe(401);
  });
});

describe('GET and PUT /api/monthendclosing/settings', () => {
  it('200: the profile, numbers, 14 wage types and processing keys, exportSalary; PUT answers the same shape', async () => {
    const res = await buero.request('GET', '/api/monthendclosing/settings');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.wageTypes).sort()).toEqual([...COMPONENTS].sort());
    expect(Object.keys(res.json.processingKeys).sort()).toEqual([...COMPONENTS].sort());
    expect(typeof res.json.exportSalary).toBe('boolean');
    const put = await buero.request('PUT', '/api/monthendclosing/settings', { wageTypes: res.json.wageTypes, processingKeys: res.json.processingKeys, exportSalary: res.json.exportSalary });
    expect(put.status, put.text).toBe(200);
    expect(put.json).toEqual(res.json);
  });

  it('422 per path, 403 without MonthEndClosing', async () => {
    const bad = await buero.request('PUT', '/api/monthendclosing/settings', { wageTypes: { night40: '12345' }, processingKeys: { sunday50: '100' } });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'wageTypes.night40', message: 'Lohnart muss aus 1 bis 4 Ziffern bestehen' },
      { path: 'processingKeys.sunday50', message: 'Bearbeitungsschlüssel muss aus 1 bis 2 Ziffern bestehen' },
    ]);
    expect((await buero.request('PUT', '/api/monthendclosing/settings', { exportSalary: 'ja' })).status).toBe(422);
    expect((await teamleiter.request('GET', '/api/monthendclosing/settings')).status).toBe(403);
    expect((await teamleiter.request('PUT', '/api/monthendclosing/settings', { exportSalary: false })).status).toBe(403);
  });
});

describe('GET and PUT /api/perdiems/settings', () => {
  it('200 for any logged-in user; PUT only with MonthEndClosing, 422 per path', async () => {
    const res = await mitarbeiter.request('GET', '/api/perdiems/settings');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['breakfastDeduction', 'cateringChoices', 'miscChoices']);
    expect(res.json.cateringChoices).toContain(0);
    expect((await anonymous.request('GET', '/api/perdiems/settings')).status).toBe(401);
    expect((await mitarbeiter.request('PUT', '/api/perdiems/settings', res.json)).status).toBe(403);
    const bad = await buero.request('PUT', '/api/perdiems/settings', { miscChoices: [8, 16], breakfastDeduction: 'viel' });
    expect(bad.status).toBe(422);
    expect(bad.json.map((e: any) => e.path)).toEqual(['miscChoices', 'breakfastDeduction']);
    expect(bad.json[0].message).toBe('Beträge müssen 0 enthalten');
    const ok = await buero.request('PUT', '/api/perdiems/settings', res.json);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toEqual(res.json);
  });
});
