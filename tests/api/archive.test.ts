/** Contract: payroll upload and the employee archive (spec 3 §7 "Month-end and archive"), as an outside script calls them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { Client } from '../../server/src/test/http-client.js';
import { download } from '../../server/src/test/registration-client.js';
import { uploadPayroll } from '../../server/src/test/archive-client.js';
import { renderPayslips } from '../../server/src/documents/payslip-split.samples.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const mitarbeiter = new Client(base);
const month = DateTime.now().setZone('Europe/Berlin').minus({ months: 1 }).toFormat('yyyy-MM');

beforeAll(async () => {
  // One after the other: logins are throttled per address.
  await buero.login('buero');
  await mitarbeiter.login('mitarbeiter');
});

describe('POST /api/monthendclosing/upload', () => {
  it('201 with the upload, the filed documents and the unassigned page numbers', async () => {
    const pdf = await renderPayslips([
      { personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth: month },
      { personnelNumber: 99999, name: 'Unbekannt', yearMonth: month },
    ]);
    const res = await uploadPayroll(buero, { file: pdf, fileName: 'Lohn.pdf', yearMonth: month, documentType: 'PAYROLL' });
    expect(res.status, res.text).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(['filed', 'unassignedPages', 'upload']);
    expect(Object.keys(res.json.upload).sort()).toEqual(
      ['assignedPages', 'documentType', 'fileName', 'id', 'key', 'pages', 'unassignedPages', 'uploadedAt', 'uploadedBy', 'yearMonth'].sort(),
    );
    expect(res.json.upload).toMatchObject({ yearMonth: month, documentType: 'PAYROLL', fileName: 'Lohn.pdf', pages: 2, assignedPages: 1, unassignedPages: 1, uploadedBy: 'buero' });
    expect(res.json.filed).toEqual([{ employeeId: 2002, employeeName: 'Lena Hoffmann', fileName: expect.stringMatching(new RegExp(`^Lohnabrechnung_${month}_\\d+\\.pdf$`)), pages: [1] }]);
    expect(res.json.unassignedPages).toEqual([2]);
  });

  it('422 [{path, message}] with the spec texts; 403 without MonthEndClosing; 401 without a session', async () => {
    const res = await uploadPayroll(buero, {});
    expect(res.status).toBe(422);
    expect(res.json).toEqual([
      { path: 'documentType', message: 'Dokumententyp muss gesetzt sein' },
      { path: 'yearMonth', message: 'Datum muss gesetzt sein' },
      { path: 'file', message: 'Keine Datei ausgewählt' },
    ]);
    const notPdf = await uploadPayroll(buero, { file: Buffer.from('Lohnabrechnung als Text'), fileName: 'lohn.pdf', yearMonth: month, documentType: 'PAYROLL' });
    expect(notPdf.status).toBe(422);
    expect(notPdf.json).toEqual([{ path: 'file', message: 'Es sind nur PDF-Dateien erlaubt.' }]);
    const pdf = await renderPayslips([{ personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth: month }]);
    const forbidden = await uploadPayroll(mitarbeiter, { file: pdf, yearMonth: month, documentType: 'PAYROLL' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.title).toBeTruthy();
    expect((await uploadPayroll(new Client(base), { file: pdf, yearMonth: month, documentType: 'PAYROLL' })).status).toBe(401);
  });
});

describe('GET /api/archive/{employeeId}', () => {
  it('200: a plain array of folders with files (own archive for a plain employee)', async () => {
    const res = await mitarbeiter.request('GET', '/api/archive/2002');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    const payroll = res.json.find((f: any) => f.name === 'Lohnabrechnungen');
    expect(Object.keys(payroll).sort()).toEqual(['displayName', 'files', 'name']);
    expect(Object.keys(payroll.files[0]).sort()).toEqual(['createdAt', 'documentType', 'fileName', 'path', 'yearMonth']);
    expect(payroll.files[0].path).toMatch(/^[a-f0-9]{32}$/);
    const tax = res.json.find((f: any) => f.name === 'Sonstiges');
    expect(tax?.displayName).toBe('Lohnsteuerbescheinigungen');
  });

  it("403 for another's archive without Documentation_ViewDocuments; 200 with it; 404 unknown employee", async () => {
    const other = await mitarbeiter.request('GET', '/api/archive/2001');
    expect(other.status).toBe(403);
    expect(other.json.title).toBeTruthy();
    expect((await buero.request('GET', '/api/archive/2002')).status).toBe(200);
    expect((await buero.request('GET', '/api/archive/987654')).status).toBe(404);
    expect((await buero.request('GET', '/api/archive/abc')).status).toBe(404);
  });
});

describe('GET /api/archive/download?key=', () => {
  it('200: the PDF with its name in content-disposition; 403 for another\'s key; 404 for anything that is no key', async () => {
    const own = (await mitarbeiter.request('GET', '/api/archive/2002')).json[0].files[0];
    const got = await download(mitarbeiter, `/api/archive/download?key=${own.path}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="${own.fileName}"`);
    expect(got.body.subarray(0, 5).toString()).toBe('%PDF-');

    const othersKey = (await buero.request('GET', '/api/archive/2001')).json[0].files[0].path;
    expect((await download(mitarbeiter, `/api/archive/download?key=${othersKey}`)).status).toBe(403);
    expect((await download(buero, `/api/archive/download?key=${othersKey}`)).status).toBe(200);
    for (const key of ['../x', '%2e%2e%2f', '/etc/passwd', '']) {
      const res = await download(buero, `/api/archive/download?key=${key}`);
      expect(res.status, key).toBe(404);
    }
  });
});
