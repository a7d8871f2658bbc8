import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPayslips, renderTaxCertificate, DEMO_UNKNOWN_PERSONNEL_NUMBER } from '../../db/seeds/demo-archive.js';
import { codeOf, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { uploadPayroll } from '../../test/archive-client.js';
import { pdfText } from '../../test/pdf-text.js';
import { completeRegistrationFlow, download, issueCode } from '../../test/registration-client.js';
import { TINY_PDF, TINY_PNG } from '../../test/registration-fixtures.js';
import { Client } from '../../test/http-client.js';
import { PDFDocument } from 'pdf-lib';

let app: TestApp;
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];

const berlin = () => DateTime.now().setZone('Europe/Berlin');
/** Months relative to today: never in the future, never depending on the time of day. */
const lastMonth = berlin().minus({ months: 1 }).toFormat('yyyy-MM');
const threeMonthsAgo = berlin().minus({ months: 3 }).toFormat('yyyy-MM');
const nextMonth = berlin().plus({ months: 1 }).toFormat('yyyy-MM');

const ARCHIVE = `query($id: Int!) { archive(employeeId: $id) { name displayName files { fileName path documentType yearMonth createdAt } } }`;
const files = async (employeeId: number) => ((await gql('buero', ARCHIVE, { id: employeeId })).data.archive as any[]).flatMap((f) => f.files.map((x: any) => ({ ...x, folder: f.name })));

beforeAll(async () => {
  app = await startTestApp();
  ({ clients, gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());


/** A technical failure of the database on documents matching `condition` (a trigger raising an error). */
async function refuseDocuments(condition: string) {
  await app.pool.query(`create function test_refuse() returns trigger language plpgsql as $$ begin if ${condition} then raise exception 'test failure'; end if; return new; end $$`);
  await app.pool.query(`create trigger test_refuse before insert on employee_document for each row execute function test_refuse()`);
}
async function allowDocuments() {
  await app.pool.query(`drop trigger test_refuse on employee_document`);
  await app.pool.query(`drop function test_refuse()`);
}

describe('payroll upload: split into the employees\' archives', () => {
  let unknownPageId: number;

  it('a 6-page PDF with three employees\' payslips lands in three archives; the unknown page is reported and listed', async () => {
    const pdf = await renderPayslips([
      { personnelNumber: 2001, name: 'Markus Schneider', yearMonth: lastMonth },
      { personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth: lastMonth },
      { personnelNumber: 2001, name: 'Markus Schneider', yearMonth: lastMonth, hours: 3 },
      { personnelNumber: 8888, name: 'Niemand Bekannt', yearMonth: lastMonth },
      { personnelNumber: 2010, name: 'Dritte Person', yearMonth: lastMonth },
      { personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth: lastMonth, hours: 4 },
    ]);
    const res = await uploadPayroll(clients.buero, { file: pdf, fileName: 'Lohn Oktober.pdf', yearMonth: lastMonth, documentType: 'PAYROLL' });
    expect(res.status, res.text).toBe(201);
    expect(res.json.upload).toMatchObject({ yearMonth: lastMonth, documentType: 'PAYROLL', fileName: 'Lohn Oktober.pdf', pages: 6, assignedPages: 5, unassignedPages: 1, uploadedBy: 'buero' });
    expect(res.json.upload.key).toMatch(/^[a-f0-9]{32}$/);
    expect(res.json.filed.map((f: any) => [f.employeeId, f.pages, f.fileName])).toEqual([
      [2001, [1, 3], `Lohnabrechnung_${lastMonth}_0.pdf`],
      [2002, [2, 6], `Lohnabrechnung_${lastMonth}_0.pdf`],
      [2010, [5], `Lohnabrechnung_${lastMonth}_0.pdf`],
    ]);
    expect(res.json.filed[0].employeeName).toBe('Markus Schneider');
    expect(res.json.unassignedPages).toEqual([4]);

    for (const id of [2001, 2002, 2010]) {
      const mine = (await files(id)).filter((f) => f.yearMonth === lastMonth);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ folder: 'Lohnabrechnungen', documentType: 'PAYROLL', fileName: `Lohnabrechnung_${lastMonth}_0.pdf` });
    }
    const lena = (await files(2002)).find((f) => f.yearMonth === lastMonth)!;
    const got = await download(clients.buero, `/api/archive/download?key=${lena.path}`);
    expect(got.status).toBe(200);
    expect((await PDFDocument.load(got.body)).getPageCount()).toBe(2);
    const text = await pdfText(got.body);
    expect(text).toContain('Lena Hoffmann');
    expect(text).not.toContain('Markus');

    const list = (await gql('buero', `{ unassignedPayrollPages { id uploadId pageNumber yearMonth documentType uploadFileName excerpt } }`)).data.unassignedPayrollPages;
    const mine = list.filter((p: any) => p.uploadId === res.json.upload.id);
    expect(mine).toEqual([expect.objectContaining({ pageNumber: 4, yearMonth: lastMonth, documentType: 'PAYROLL', uploadFileName: 'Lohn Oktober.pdf' })]);
    expect(mine[0].excerpt).toContain('Niemand Bekannt');
    unknownPageId = mine[0].id;
    const preview = (await gql('buero', `query($id: Int!) { unassignedPayrollPageFile(id: $id) { fileName contentType contentBase64 } }`, { id: unknownPageId })).data.unassignedPayrollPageFile;
    expect(preview).toMatchObject({ fileName: 'Lohn Oktober_Seite_4.pdf', contentType: 'application/pdf' });
    expect(await pdfText(Buffer.from(preview.contentBase64, 'base64'))).toContain('Personalnummer: 8888');

    const uploads = (await gql('buero', `{ payrollUploads { id pages assignedPages unassignedPages } }`)).data.payrollUploads;
    expect(uploads[0]).toEqual({ id: res.json.upload.id, pages: 6, assignedPages: 5, unassignedPages: 1 });
    const original = await app.services.archive.originalFile(app.orm.em.fork(), res.json.upload.key);
    expect(original).toMatchObject({ fileName: 'Lohn Oktober.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(original!.contentBase64, 'base64').equals(pdf)).toBe(true);
    expect(await app.services.archive.originalFile(app.orm.em.fork(), '../etc/passwd')).toBeNull();
  });

  it('the office assigns the unknown page by hand: it becomes the next payslip of that month; twice is 409', async () => {
    const ASSIGN = `mutation($id: Int!, $e: Int!) { assignPayrollPage(id: $id, employeeId: $e) { fileName path documentType yearMonth } }`;
    expect(codeOf(await gql('buero', ASSIGN, { id: unknownPageId, e: 987654 }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('buero', ASSIGN, { id: 999999, e: 2001 }))).toBe('NOT_FOUND');
    expect(codeOf(await gql('mitarbeiter', ASSIGN, { id: unknownPageId, e: 2001 }))).toBe('FORBIDDEN');
    const r = await gql('buero', ASSIGN, { id: unknownPageId, e: 2001 });
    expect(r.data.assignPayrollPage).toMatchObject({ fileName: `Lohnabrechnung_${lastMonth}_1.pdf`, documentType: 'PAYROLL', yearMonth: lastMonth });
    expect((await files(2001)).map((f) => f.fileName)).toContain(`Lohnabrechnung_${lastMonth}_1.pdf`);
    const again = await gql('buero', ASSIGN, { id: unknownPageId, e: 2001 });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors[0].message).toBe('Die Seite wurde bereits zugeordnet.');
    const list = (await gql('buero', `{ unassignedPayrollPages { id } }`)).data.unassignedPayrollPages;
    expect(list.map((p: any) => p.id)).not.toContain(unknownPageId);
    const uploads = (await gql('buero', `{ payrollUploads { pages assignedPages unassignedPages } }`)).data.payrollUploads;
    expect(uploads[0]).toEqual({ pages: 6, assignedPages: 6, unassignedPages: 0 });
  });

  it("a single employee's PDF is filed directly; a second one for the same month counts the correction number up", async () => {
    const one = await renderPayslips([{ personnelNumber: 2003, name: 'Eine Person', yearMonth: threeMonthsAgo }]);
    for (const n of [0, 1, 2]) {
      const res = await uploadPayroll(clients.buero, { file: one, yearMonth: threeMonthsAgo, documentType: 'PAYROLL' });
      expect(res.status, res.text).toBe(201);
      expect(res.json.filed).toEqual([expect.objectContaining({ employeeId: 2003, pages: [1], fileName: `Lohnabrechnung_${threeMonthsAgo}_${n}.pdf` })]);
      expect(res.json.unassignedPages).toEqual([]);
    }
    const names = (await files(2003)).filter((f) => f.yearMonth === threeMonthsAgo).map((f) => f.fileName);
    // Newest first.
    expect(names).toEqual([2, 1, 0].map((n) => `Lohnabrechnung_${threeMonthsAgo}_${n}.pdf`));
  });

  it('a tax certificate is filed into "Sonstiges", shown as "Lohnsteuerbescheinigungen", named with LStB and two dates', async () => {
    const year = berlin().year - 1;
    const pdf = await renderTaxCertificate(2004, 'Vierte Person', year);
    const res = await uploadPayroll(clients.buero, { file: pdf, yearMonth: `${year}-12`, documentType: 'INCOME_TAX' });
    expect(res.status, res.text).toBe(201);
    expect(res.json.filed[0]).toMatchObject({ employeeId: 2004, fileName: `Lohnsteuerbescheinigung_LStB_${year}-01-01_${year}-12-31.pdf` });
    const folders = (await gql('buero', ARCHIVE, { id: 2004 })).data.archive;
    const tax = folders.find((f: any) => f.name === 'Sonstiges');
    expect(tax.displayName).toBe('Lohnsteuerbescheinigungen');
    expect(tax.files.map((f: any) => f.fileName)).toContain(`Lohnsteuerbescheinigung_LStB_${year}-01-01_${year}-12-31.pdf`);
  });

  it('the demo upload filled the archives of the demo employees and left one unknown page', async () => {
    const demoMonth = berlin().minus({ months: 2 }).toFormat('yyyy-MM');
    expect((await files(2002)).some((f) => f.yearMonth === demoMonth && f.folder === 'Lohnabrechnungen')).toBe(true);
    const pages = (await gql('buero', `{ unassignedPayrollPages { yearMonth excerpt } }`)).data.unassignedPayrollPages;
    expect(pages.some((p: any) => p.yearMonth === demoMonth && p.excerpt.startsWith(`Personalnummer ${DEMO_UNKNOWN_PERSONNEL_NUMBER} · `))).toBe(true);
  });
});

describe('payroll upload: refused input (422 with the spec texts), nothing stored', () => {
  const count = async () => Number((await app.pool.query('select (select count(*) from payroll_upload) + (select count(*) from employee_document) as n')).rows[0].n);

  it('missing fields: exact messages', async () => {
    const before = await count();
    const res = await uploadPayroll(clients.buero, {});
    expect(res.status).toBe(422);
    expect(res.json).toEqual([
      { path: 'documentType', message: 'Dokumententyp muss gesetzt sein' },
      { path: 'yearMonth', message: 'Datum muss gesetzt sein' },
      { path: 'file', message: 'Keine Datei ausgewählt' },
    ]);
    const gq = await gql('buero', `mutation { uploadPayrollDocument { unassignedPages } }`);
    expect(gq.errors[0].extensions.errors.map((e: any) => e.message)).toEqual(['Dokumententyp muss gesetzt sein', 'Datum muss gesetzt sein', 'Keine Datei ausgewählt']);
    expect(await count()).toBe(before);
  });

  it('bad month, future month, unknown type, not a PDF', async () => {
    const pdf = await renderPayslips([{ personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth: lastMonth }]);
    const before = await count();
    expect((await uploadPayroll(clients.buero, { file: pdf, yearMonth: '2026-13', documentType: 'PAYROLL' })).json).toEqual([{ path: 'yearMonth', message: 'Monat ist ungültig (YYYY-MM)' }]);
    expect((await uploadPayroll(clients.buero, { file: pdf, yearMonth: nextMonth, documentType: 'PAYROLL' })).json).toEqual([{ path: 'yearMonth', message: 'Der Monat darf nicht in der Zukunft liegen.' }]);
    const badType = await uploadPayroll(clients.buero, { file: pdf, yearMonth: lastMonth, documentType: 'GEHEIM' });
    expect(badType.status).toBe(422);
    expect(badType.json).toEqual([{ path: 'documentType', message: 'Dokumententyp ist ungültig' }]);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const notPdf = await uploadPayroll(clients.buero, { file: png, fileName: 'payslip.pdf', yearMonth: lastMonth, documentType: 'PAYROLL' });
    expect(notPdf.status).toBe(422);
    expect(notPdf.json).toEqual([{ path: 'file', message: 'Es sind nur PDF-Dateien erlaubt.' }]);
    const broken = await uploadPayroll(clients.buero, { file: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF'), yearMonth: lastMonth, documentType: 'PAYROLL' });
    expect(broken.status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('without MonthEndClosing: 403 for upload, lists and assigning', async () => {
    const pdf = await renderPayslips([{ personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth: lastMonth }]);
    expect((await uploadPayroll(clients.mitarbeiter, { file: pdf, yearMonth: lastMonth, documentType: 'PAYROLL' })).status).toBe(403);
    expect((await uploadPayroll(clients.teamleiter, { file: pdf, yearMonth: lastMonth, documentType: 'PAYROLL' })).status).toBe(403);
    expect(codeOf(await gql('mitarbeiter', `{ payrollUploads { id } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', `{ unassignedPayrollPages { id } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('mitarbeiter', `{ unassignedPayrollPageFile(id: 1) { fileName } }`))).toBe('FORBIDDEN');
  });

  it('a failing transaction removes the files it wrote', async () => {
    const pdf = await renderPayslips([
      { personnelNumber: 7777, name: 'Niemand', yearMonth: lastMonth },
      { personnelNumber: 2005, name: 'Fünfte Person', yearMonth: lastMonth },
    ]);
    const before = countFiles(app.config.filesDir);
    const rows = await count();
    // The database fails on employee 2005's document (a technical failure inside the transaction; a
    // check constraint would be invalid input, 422).
    await refuseDocuments(`new.employee_id = 2005`);
    try {
      const res = await uploadPayroll(clients.buero, { file: pdf, yearMonth: lastMonth, documentType: 'PAYROLL' });
      expect(res.status).toBe(500);
    } finally {
      await allowDocuments();
    }
    expect(countFiles(app.config.filesDir)).toBe(before);
    expect(await count()).toBe(rows);
  });
});

describe('archive: who reads what; keys are opaque', () => {
  let lenaKey: string;
  let markusKey: string;

  beforeAll(async () => {
    lenaKey = (await files(2002))[0].path;
    markusKey = (await files(2001))[0].path;
  });

  it('a plain employee reads their own archive and documents; another\'s is 403', async () => {
    const own = await clients.mitarbeiter.request('GET', '/api/archive/2002');
    expect(own.status).toBe(200);
    expect(own.json.map((f: any) => f.name)).toContain('Lohnabrechnungen');
    const got = await download(clients.mitarbeiter, `/api/archive/download?key=${lenaKey}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="Lohnabrechnung_\d{4}-\d{2}_\d+\.pdf"$/);
    expect((await clients.mitarbeiter.request('GET', '/api/archive/2001')).status).toBe(403);
    expect((await download(clients.mitarbeiter, `/api/archive/download?key=${markusKey}`)).status).toBe(403);
    expect(codeOf(await gql('mitarbeiter', `query($k: String!) { archiveFile(key: $k) { fileName } }`, { k: markusKey }))).toBe('FORBIDDEN');
  });

  it("with Documentation_ViewDocuments another's archive opens; each document read is audited, one's own is not", async () => {
    const auditCount = async () => Number((await app.pool.query(`select count(*) as n from audit_event where action = 'DOCUMENT_READ'`)).rows[0].n);
    const before = await auditCount();
    expect((await clients.buero.request('GET', '/api/archive/2002')).status).toBe(200);
    const got = await download(clients.buero, `/api/archive/download?key=${lenaKey}`);
    expect(got.status).toBe(200);
    const rows = (await app.pool.query(`select actor_username, entity_type, changes from audit_event where action = 'DOCUMENT_READ' order by id desc limit 1`)).rows;
    expect(await auditCount()).toBe(before + 1);
    expect(rows[0]).toMatchObject({ actor_username: 'buero', entity_type: 'EmployeeDocument' });
    expect(rows[0].changes).toContainEqual({ field: 'employeeId', from: null, to: 2002 });
    await download(clients.mitarbeiter, `/api/archive/download?key=${lenaKey}`);
    expect(await auditCount()).toBe(before + 1);
    expect((await clients.buero.request('GET', '/api/archive/987654')).status).toBe(404);
  });

  it('keys that are no document key are refused: traversal, absolute paths, encoded separators, upload originals', async () => {
    const originalKey = (await gql('buero', `{ payrollUploads { key } }`)).data.payrollUploads[0].key;
    for (const key of ['../x', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/etc/passwd', encodeURIComponent(`../${lenaKey}`), `${lenaKey}/..`, lenaKey.toUpperCase(), '', originalKey, 'f'.repeat(32)]) {
      const res = await download(clients.admin, `/api/archive/download?key=${key}`);
      expect(res.status, key).toBe(404);
    }
    expect((await download(clients.admin, `/api/archive/download?key=${lenaKey}`)).status).toBe(200);
  });
});

describe('registration → employee → archive', () => {
  it('a creation that fails inside the transaction leaves neither employee nor copied files', async () => {
    const code = await issueCode(clients.buero, 'SOCIAL_SECURITY');
    const { uuid, finished } = await completeRegistrationFlow(new Client(app.url), code, 'SOCIAL_SECURITY', { firstName: 'Fehl', lastName: 'Schlag' });
    expect(finished.status, finished.text).toBe(200);
    const before = countFiles(app.config.filesDir);
    await refuseDocuments(`new.folder = 'Personalunterlagen'`);
    try {
      const res = await clients.buero.request('POST', '/api/employees', {
        employeeId: 7302, firstName: 'Fehl', lastName: 'Schlag', birthdate: '1998-03-14', email: 'fehl@example.de', registrationUuid: uuid,
        wage: { wage: 14, wageType: 'WAG', validFrom: berlin().toFormat('yyyy-MM') }, employment: { employmentType: 'FUL', validFrom: berlin().toISODate() },
      });
      expect(res.status).toBe(500);
    } finally {
      await allowDocuments();
    }
    expect(countFiles(app.config.filesDir)).toBe(before);
    expect((await app.pool.query(`select 1 from employee where id = 7302`)).rowCount).toBe(0);
    expect((await app.pool.query(`select 1 from registration_file where registration_uuid = $1 and employee_id is not null`, [uuid])).rowCount).toBe(0);
  });

  it('the contract and the personnel form of the registration are filed into "Personalunterlagen"', async () => {
    const code = await issueCode(clients.buero, 'SOCIAL_SECURITY');
    const applicant = new Client(app.url);
    const { uuid, finished } = await completeRegistrationFlow(applicant, code, 'SOCIAL_SECURITY', { firstName: 'Karla', lastName: 'Archiv' });
    expect(finished.status, finished.text).toBe(200);
    const month = berlin().toFormat('yyyy-MM');
    const created = await clients.buero.request('POST', '/api/employees', {
      employeeId: 7301, firstName: 'Karla', lastName: 'Archiv', birthdate: '1998-03-14', email: 'karla@example.de', registrationUuid: uuid,
      wage: { wage: 14, wageType: 'WAG', validFrom: month }, employment: { employmentType: 'FUL', validFrom: berlin().toISODate() },
    });
    expect(created.status, created.text).toBe(201);
    const folders = (await gql('buero', ARCHIVE, { id: 7301 })).data.archive;
    expect(folders.map((f: any) => f.displayName)).toEqual(['Personalunterlagen']);
    const docs = folders[0].files;
    expect(docs.map((f: any) => f.documentType).sort()).toEqual(['CONTRACT', 'PERSONNEL_FORM']);
    expect(docs.map((f: any) => f.fileName).sort()).toEqual(['Arbeitsvertrag_Archiv_Karla.pdf', 'Personalfragebogen_Archiv_Karla.pdf']);
    const contract = docs.find((f: any) => f.documentType === 'CONTRACT');
    const got = await download(clients.buero, `/api/archive/download?key=${contract.path}`);
    expect(got.status).toBe(200);
    expect(await pdfText(got.body)).toContain('Archiv');
    // A copy under its own key: the registration's file keeps its own.
    const regKeys = (await app.pool.query(`select key from registration_file where registration_uuid = $1`, [uuid])).rows.map((r) => r.key);
    expect(regKeys).not.toContain(contract.path);
  });
});

describe('the applicant\'s uploads in the employee\'s "Personalunterlagen" (uploads shown nowhere)', () => {
  const dateAhead = berlin().plus({ months: 6 }).toISODate()!;
  const WORK_PERMIT = Buffer.concat([TINY_PDF, Buffer.from('% Arbeitserlaubnis\n')]);
  const REGS = `{ registrations { uuid files { key fileName context contentType } documents { key fileName } employeeId } }`;
  /** A finished SHORT_TERM registration of a non-EU student: health insurance card, student certificate and work permit uploaded. */
  async function nonEuStudent(lastName: string) {
    const { uuid, finished } = await completeRegistrationFlow(new Client(app.url), await issueCode(clients.buero, 'SHORT_TERM'), 'SHORT_TERM', {
      firstName: 'Oksana', lastName, dateAhead, extraUploads: [{ context: 'CITIZENSHIP', fileName: 'Arbeitserlaubnis.pdf', content: WORK_PERMIT }],
    });
    expect(finished.status, finished.text).toBe(200);
    return uuid;
  }
  const createFrom = (uuid: string, employeeId: number, lastName: string) =>
    clients.buero.request('POST', '/api/employees', {
      employeeId, firstName: 'Oksana', lastName, birthdate: '1998-03-14', email: `${lastName.toLowerCase()}@example.de`, registrationUuid: uuid,
      wage: { wage: 14, wageType: 'WAG', validFrom: berlin().toFormat('yyyy-MM') }, employment: { employmentType: 'SHO', validFrom: berlin().toISODate() },
    });

  it('the finished list shows the uploads; creating the employee files them with the contract and the Personalfragebogen; downloads as archive documents', async () => {
    const uuid = await nonEuStudent('Upload');
    const row = (await gql('buero', REGS)).data.registrations.find((r: any) => r.uuid === uuid);
    expect(row.files.map((f: any) => [f.context, f.fileName]).sort()).toEqual([
      ['CITIZENSHIP', 'Arbeitserlaubnis.pdf'], ['HEALTH_INSURANCE', 'Karte.png'], ['MISC', 'Immatrikulation.pdf'],
    ]);
    // The office opens an upload from the list; reading another person's document is recorded.
    const permitKey = row.files.find((f: any) => f.context === 'CITIZENSHIP').key;
    const fromList = await download(clients.buero, `/api/registrations/${uuid}/files/${permitKey}`);
    expect(fromList.status).toBe(200);
    expect(fromList.body.equals(WORK_PERMIT)).toBe(true);
    const audit = await app.pool.query(`select actor_username, changes from audit_event where action = 'DOCUMENT_READ' and entity_type = 'RegistrationFile' order by id desc limit 1`);
    expect(audit.rows[0].actor_username).toBe('buero');
    expect(audit.rows[0].changes).toContainEqual({ field: 'fileName', from: null, to: 'Arbeitserlaubnis.pdf' });
    expect((await download(clients.mitarbeiter, `/api/registrations/${uuid}/files/${permitKey}`)).status).toBe(410);

    const created = await createFrom(uuid, 7310, 'Upload');
    expect(created.status, created.text).toBe(201);
    const folders = (await gql('buero', ARCHIVE, { id: 7310 })).data.archive;
    expect(folders.map((f: any) => f.name)).toEqual(['Personalunterlagen']);
    expect(folders[0].files.map((f: any) => [f.documentType, f.fileName]).sort()).toEqual([
      ['CONTRACT', 'Arbeitsvertrag_Upload_Oksana.pdf'],
      ['HEALTH_INSURANCE', 'Karte.png'],
      ['PERSONNEL_FORM', 'Personalfragebogen_Upload_Oksana.pdf'],
      ['STUDENT_PROOF', 'Immatrikulation.pdf'],
      ['WORK_PERMIT', 'Arbeitserlaubnis.pdf'],
    ]);
    const permit = folders[0].files.find((f: any) => f.documentType === 'WORK_PERMIT');
    const got = await download(clients.buero, `/api/archive/download?key=${permit.path}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.body.equals(WORK_PERMIT)).toBe(true);
    const card = folders[0].files.find((f: any) => f.documentType === 'HEALTH_INSURANCE');
    expect((await download(clients.buero, `/api/archive/download?key=${card.path}`)).body.equals(TINY_PNG)).toBe(true);
    // Authorised like every personnel document: not for a colleague without Documentation_ViewDocuments.
    expect((await download(clients.mitarbeiter, `/api/archive/download?key=${permit.path}`)).status).toBe(403);
    expect(codeOf(await gql('mitarbeiter', ARCHIVE, { id: 7310 }))).toBe('FORBIDDEN');
    // The list still shows the uploads (and the employee), each filed once.
    const after = (await gql('buero', REGS)).data.registrations.find((r: any) => r.uuid === uuid);
    expect([after.employeeId, after.files.length]).toEqual([7310, 3]);
    const links = await app.pool.query(`select count(distinct d.registration_file_id)::int as n from employee_document d join registration_file f on f.id = d.registration_file_id where f.registration_uuid = $1`, [uuid]);
    expect(links.rows[0].n).toBe(5);
  });

  it('creating the employee and filing the uploads is one transaction: a failure at the last upload leaves nothing', async () => {
    const uuid = await nonEuStudent('Halb');
    const before = countFiles(app.config.filesDir);
    await refuseDocuments(`new.document_type = 'WORK_PERMIT'`);
    try {
      expect((await createFrom(uuid, 7311, 'Halb')).status).toBe(500);
    } finally {
      await allowDocuments();
    }
    expect(countFiles(app.config.filesDir)).toBe(before);
    expect((await app.pool.query(`select 1 from employee where id = 7311`)).rowCount).toBe(0);
    expect((await app.pool.query(`select 1 from employee_document where employee_id = 7311`)).rowCount).toBe(0);
    expect((await app.pool.query(`select 1 from registration_file where registration_uuid = $1 and employee_id is not null`, [uuid])).rowCount).toBe(0);
    // And afterwards it works, with every file.
    expect((await createFrom(uuid, 7311, 'Halb')).status).toBe(201);
    expect((await files(7311)).length).toBe(5);
  });

  it('uploads of employees created before they were filed are filed at start-up, once', async () => {
    const uuid = await nonEuStudent('Alt');
    expect((await createFrom(uuid, 7312, 'Alt')).status).toBe(201);
    // The state before the fix: only the generated documents in the archive.
    await app.pool.query(`delete from employee_document where employee_id = 7312 and document_type in ('HEALTH_INSURANCE', 'WORK_PERMIT', 'STUDENT_PROOF')`);
    expect((await files(7312)).map((f) => f.documentType).sort()).toEqual(['CONTRACT', 'PERSONNEL_FORM']);
    expect(await app.services.archive.fileUnfiledRegistrationUploads(app.orm.em.fork())).toBe(3);
    expect((await files(7312)).map((f) => f.documentType).sort()).toEqual(['CONTRACT', 'HEALTH_INSURANCE', 'PERSONNEL_FORM', 'STUDENT_PROOF', 'WORK_PERMIT']);
    const permit = (await files(7312)).find((f) => f.documentType === 'WORK_PERMIT');
    expect(permit).toMatchObject({ fileName: 'Arbeitserlaubnis.pdf', folder: 'Personalunterlagen' });
    expect((await download(clients.buero, `/api/archive/download?key=${permit.path}`)).body.equals(WORK_PERMIT)).toBe(true);
    expect(await app.services.archive.fileUnfiledRegistrationUploads(app.orm.em.fork())).toBe(0);
    expect((await files(7312)).length).toBe(5);
  });
});

function countFiles(dir: string): number {
  try {
    return readdirSync(dir).reduce((n, name) => n + (statSync(join(dir, name)).isDirectory() ? countFiles(join(dir, name)) : 1), 0);
  } catch {
    return 0;
  }
}
