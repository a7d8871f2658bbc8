import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPayslips } from '../../documents/payslip-split.samples.js';
import { uploadPayroll } from '../../test/archive-client.js';
import { loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { decompressionBombPdf, manyPagesPdf } from '../../test/pdf-bombs.js';

/**
 * Payroll uploads cannot freeze the server: the PDF is read in a worker thread under memory, time and
 * page limits, pages nobody owns stay ranges of the original (capped per upload), and uploads are
 * throttled per user.
 */
let app: TestApp;
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const lastMonth = DateTime.now().setZone('Europe/Berlin').minus({ months: 1 }).toFormat('yyyy-MM');
// The office account uploads 2 (demo seed) + 9 here; the admin account runs into the limit.
const UPLOADS_PER_MINUTE = 12;

beforeAll(async () => {
  app = await startTestApp({
    env: { PDF_MAX_MEMORY_MB: '64', PDF_TIMEOUT_SECONDS: '20', PAYROLL_MAX_UNASSIGNED_RANGES: '5', PAYROLL_UPLOADS_PER_MINUTE: String(UPLOADS_PER_MINUTE) },
  });
  ({ clients, gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());

function countFiles(dir: string): number {
  try {
    return readdirSync(dir).reduce((n, name) => n + (statSync(join(dir, name)).isDirectory() ? countFiles(join(dir, name)) : 1), 0);
  } catch {
    return 0;
  }
}
const stored = async () => ({
  files: countFiles(app.config.filesDir),
  rows: Number((await app.pool.query('select (select count(*) from payroll_upload) + (select count(*) from employee_document) + (select count(*) from unassigned_payroll_page) as n')).rows[0].n),
});

describe('payroll PDF upload freezes the server: the PDF work runs in a worker under limits', () => {
  it('a decompression bomb is ended by the memory limit (422, German), other requests stay quick meanwhile, nothing is stored', async () => {
    // 50 MB of text operators in a content stream, zlib-compressed into well under 200 KB.
    const bomb = await decompressionBombPdf(50);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = await stored();

    let uploading = true;
    const latencies: number[] = [];
    const probe = (async () => {
      while (uploading) {
        const t = performance.now();
        const res = await fetch(`${app.url}/healthz`);
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    const res = await uploadPayroll(clients.buero, { file: bomb, fileName: 'Lohn.pdf', yearMonth: lastMonth, documentType: 'PAYROLL' });
    const took = performance.now() - started;
    uploading = false;
    await probe;

    expect(res.status, res.text).toBe(422);
    expect(res.json).toEqual([{ path: 'file', message: 'Die PDF-Datei ist zu aufwendig zu verarbeiten (zu viel Speicher oder Zeit). Bitte exportieren Sie sie neu oder teilen Sie sie auf.' }]);
    expect(took).toBeLessThan(20_000);
    // A cheap request every 50 ms the whole time: none waited for the PDF.
    expect(latencies.length).toBeGreaterThan(3);
    expect(Math.max(...latencies)).toBeLessThan(1000);
    expect(await stored()).toEqual(before);
  });

  it('the same bomb over GraphQL gets the same field error (no 500)', async () => {
    const bomb = await decompressionBombPdf(50);
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($f: Upload, $m: String, $t: PayrollDocumentType) { uploadPayrollDocument(file: $f, yearMonth: $m, documentType: $t) { unassignedPages } }', variables: { f: null, m: lastMonth, t: 'PAYROLL' } }));
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', new Blob([new Uint8Array(bomb)], { type: 'application/pdf' }), 'Lohn.pdf');
    const res = await fetch(`${app.url}/graphql`, { method: 'POST', body: form, headers: { cookie: clients.buero.cookie, 'apollo-require-preflight': 'true' } });
    const json = await res.json();
    expect(json.errors?.[0]?.extensions?.code, JSON.stringify(json)).toBe('VALIDATION');
    expect(json.errors[0].extensions.errors).toEqual([{ path: 'file', message: expect.stringContaining('zu aufwendig') }]);
  });

  it('a file of more pages than allowed is refused before its pages are read', async () => {
    const before = await stored();
    const res = await uploadPayroll(clients.buero, { file: manyPagesPdf(1001), yearMonth: lastMonth, documentType: 'PAYROLL' });
    expect(res.status, res.text).toBe(422);
    expect(res.json).toEqual([{ path: 'file', message: 'Die PDF-Datei hat 1001 Seiten; höchstens 1000 Seiten pro Upload. Bitte teilen Sie die Datei auf.' }]);
    expect(await stored()).toEqual(before);
  });
});

describe('unassigned pages are capped per upload and kept as page ranges of the original', () => {
  it('1,000 pages without a personnel number leave one entry (pages 1–1000) and no file per page', async () => {
    const before = await stored();
    const res = await uploadPayroll(clients.buero, { file: manyPagesPdf(1000), fileName: 'Fremd.pdf', yearMonth: lastMonth, documentType: 'PAYROLL' });
    expect(res.status, res.text).toBe(201);
    expect(res.json.upload).toMatchObject({ pages: 1000, assignedPages: 0, unassignedPages: 1000 });
    expect(res.json.unassignedPages).toHaveLength(1000);
    // The original only: no file per page.
    expect((await stored()).files).toBe(before.files + 1);

    const list = (await gql('buero', `{ unassignedPayrollPages { id uploadId pageNumber lastPageNumber excerpt } }`)).data.unassignedPayrollPages;
    const mine = list.filter((p: any) => p.uploadId === res.json.upload.id);
    expect(mine).toEqual([expect.objectContaining({ pageNumber: 1, lastPageNumber: 1000, excerpt: 'Seite ohne Personalnummer' })]);
    const uploads = (await gql('buero', `{ payrollUploads { id unassignedPages } }`)).data.payrollUploads;
    expect(uploads.find((u: any) => u.id === res.json.upload.id)).toEqual({ id: res.json.upload.id, unassignedPages: 1000 });

    const preview = (await gql('buero', `query($id: Int!) { unassignedPayrollPageFile(id: $id) { fileName contentBase64 } }`, { id: mine[0].id })).data.unassignedPayrollPageFile;
    expect(preview.fileName).toBe('Fremd_Seiten_1-1000.pdf');
    expect((await PDFDocument.load(Buffer.from(preview.contentBase64, 'base64'))).getPageCount()).toBe(1000);
  });

  it('a range is assigned as a whole: one document with its pages, cut from the original', async () => {
    const pdf = await renderPayslips([
      { personnelNumber: 7001, name: 'Frank Unbekannt', yearMonth: lastMonth },
      { personnelNumber: 7001, name: 'Frank Unbekannt', yearMonth: lastMonth, hours: 5 },
      { personnelNumber: 2001, name: 'Markus Schneider', yearMonth: lastMonth },
      { personnelNumber: 7002, name: 'Erika Fremd', yearMonth: lastMonth },
    ]);
    const res = await uploadPayroll(clients.buero, { file: pdf, yearMonth: lastMonth, documentType: 'PAYROLL' });
    expect(res.status, res.text).toBe(201);
    expect(res.json.unassignedPages).toEqual([1, 2, 4]);
    const list = (await gql('buero', `{ unassignedPayrollPages { id uploadId pageNumber lastPageNumber } }`)).data.unassignedPayrollPages;
    const mine = list.filter((p: any) => p.uploadId === res.json.upload.id);
    expect(mine.map((p: any) => [p.pageNumber, p.lastPageNumber])).toEqual([
      [1, 2],
      [4, 4],
    ]);
    const before = await stored();
    const r = await gql('buero', `mutation($id: Int!, $e: Int!) { assignPayrollPage(id: $id, employeeId: $e) { path } }`, { id: mine[0].id, e: 2002 });
    expect(r.errors).toBeUndefined();
    expect((await stored()).files).toBe(before.files + 1);
    const doc = (await app.pool.query('select pages from employee_document where file_key = $1', [r.data.assignPayrollPage.path])).rows[0];
    expect(doc.pages).toEqual([1, 2]);
    const uploads = (await gql('buero', `{ payrollUploads { id assignedPages unassignedPages } }`)).data.payrollUploads;
    expect(uploads.find((u: any) => u.id === res.json.upload.id)).toMatchObject({ assignedPages: 3, unassignedPages: 1 });
  });

  it('more unassigned ranges than allowed refuse the upload (422, German), nothing stored', async () => {
    const strangers = [8001, 8002, 8003, 8004, 8005, 8006].map((n) => ({ personnelNumber: n, name: 'Frank Unbekannt', yearMonth: lastMonth }));
    const before = await stored();
    const res = await uploadPayroll(clients.buero, { file: await renderPayslips(strangers), yearMonth: lastMonth, documentType: 'PAYROLL' });
    expect(res.status, res.text).toBe(422);
    expect(res.json).toEqual([
      {
        path: 'file',
        message: 'Auf zu vielen Seiten wurde kein Mitarbeiter erkannt (6 Abschnitte, höchstens 5). Bitte prüfen Sie, ob es die richtige Datei ist, und legen Sie fehlende Mitarbeiter vorher an.',
      },
    ]);
    expect(await stored()).toEqual(before);
  });
});

describe('uploads keep their own extension', () => {
  it('a payroll PDF sent as .html is stored under .pdf (the name of the original download)', async () => {
    const pdf = await renderPayslips([{ personnelNumber: 2001, name: 'Markus Schneider', yearMonth: lastMonth }]);
    const res = await uploadPayroll(clients.buero, { file: pdf, fileName: 'Lohn.html', yearMonth: lastMonth, documentType: 'PAYROLL' });
    expect(res.status, res.text).toBe(201);
    expect(res.json.upload.fileName).toBe('Lohn.pdf');
  });
});

describe('payroll uploads are throttled per user', () => {
  it(`after ${UPLOADS_PER_MINUTE} uploads within a minute: 429 with a German message and Retry-After; other users unaffected`, async () => {
    // Broken PDFs: read (and refused) quickly, each one counts.
    const broken = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) {
      const res = await uploadPayroll(clients.admin, { file: broken, yearMonth: lastMonth, documentType: 'PAYROLL' });
      expect(res.status, res.text).toBe(422);
    }
    const res = await uploadPayroll(clients.admin, { file: broken, yearMonth: lastMonth, documentType: 'PAYROLL' });
    expect(res.status, res.text).toBe(429);
    expect(res.json).toMatchObject({ title: 'Zu viele Uploads in kurzer Zeit. Bitte in einer Minute erneut versuchen.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await uploadPayroll(clients.buero, { file: broken, yearMonth: lastMonth, documentType: 'PAYROLL' })).status).toBe(422);
  });
});
