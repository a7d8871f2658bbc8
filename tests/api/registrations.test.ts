/** Contract: the documented registration paths (spec 2 §7) with status codes and shapes, as an outside script calls them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { Client } from '../../server/src/test/http-client.js';
import { completeRegistrationFlow, download, issueCode, uploadFile } from '../../server/src/test/registration-client.js';
import { completeRegistration, FAKE_PDF, registrationSteps, TINY_PDF, TINY_PNG } from '../../server/src/test/registration-fixtures.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const mitarbeiter = new Client(base);
const MERGE = { 'content-type': 'application/merge-patch+json' };
const dateAhead = DateTime.now().plus({ months: 6 }).toISODate()!;

const SECTIONS = ['shortTermQuestionnaire', 'personal', 'addressAndContact', 'banking', 'socialSecurity', 'education', 'tax', 'employment', 'citizenship', 'misc'];

beforeAll(async () => {
  await buero.login('buero');
  await mitarbeiter.login('mitarbeiter');
});

async function start(type: string) {
  const applicant = new Client(base);
  const res = await applicant.request('POST', '/api/registrations', { registrationCode: await issueCode(buero, type) });
  expect(res.status).toBe(201);
  return { applicant, uuid: res.json.uuid as string };
}

describe('POST /api/registrations', () => {
  it('201 with Location /api/registrations/{uuid} and the registration', async () => {
    const code = await issueCode(buero, 'MINOR_EMPLOYMENT');
    const res = await new Client(base).request('POST', '/api/registrations', { registrationCode: code });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(/^\/api\/registrations\/[0-9a-f-]{36}$/);
    expect(res.headers.get('location')).toBe(`/api/registrations/${res.json.uuid}`);
    expect(res.json).toMatchObject({ registrationType: 'MINOR_EMPLOYMENT', group: 'MINOR_EMPLOYMENT', finished: false, files: [], documents: [] });
    for (const s of SECTIONS) expect(res.json, s).toHaveProperty(s);
  });

  it('404 REGISTRATION_CODE_INVALID for a used code; 422 for a malformed one', async () => {
    const code = await issueCode(buero, 'SOCIAL_SECURITY');
    expect((await new Client(base).request('POST', '/api/registrations', { registrationCode: code })).status).toBe(201);
    const used = await new Client(base).request('POST', '/api/registrations', { registrationCode: code });
    expect(used.status).toBe(404);
    expect(used.json).toEqual({ title: 'Ungültiger Registrierungscode', key: 'REGISTRATION_CODE_INVALID' });
    const bad = await new Client(base).request('POST', '/api/registrations', new URLSearchParams({ registrationCode: 'A1' }));
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'registrationCode', message: 'Der Code muss 4 Buchstaben haben, z.B. ABCD.' }]);
  });
});

describe('GET, PATCH /api/registrations/{uuid}', () => {
  it('GET 200 with every section; 404 unknown', async () => {
    const { applicant, uuid } = await start('SHORT_TERM');
    const res = await applicant.request('GET', `/api/registrations/${uuid}`);
    expect(res.status).toBe(200);
    expect(res.json.uuid).toBe(uuid);
    expect(res.json.shortTermQuestionnaire).toEqual({ parentalLeave: null, stateBenefits: null, unemployed: null, betweenTrainings: null });
    expect(res.json.socialSecurity.children).toEqual([]);
    const unknown = await applicant.request('GET', '/api/registrations/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json.title).toBe('Registrierung nicht gefunden');
  });

  it('PATCH merge-patch 200 with the saved registration; 422 [{path, message}]; IBAN masked', async () => {
    const { applicant, uuid } = await start('SOCIAL_SECURITY');
    const ok = await applicant.request('PATCH', `/api/registrations/${uuid}`, registrationSteps('SOCIAL_SECURITY').banking, MERGE);
    expect(ok.status).toBe(200);
    expect(ok.json.banking).toEqual({ bic: 'COBADEFFXXX', iban: 'DE89****************00' });
    const bad = await applicant.request('PATCH', `/api/registrations/${uuid}`, { addressAndContact: { street: 'Weg 1', zip: '123', city: 'Ort', email: 'kein-mail', phone: '1' } }, MERGE);
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([
      { path: 'addressAndContact.zip', message: 'PLZ ist ungültig' },
      { path: 'addressAndContact.email', message: 'Ungültiges E-Mail Format' },
    ]);
    // Plain JSON is accepted as well.
    expect((await applicant.request('PATCH', `/api/registrations/${uuid}`, registrationSteps('SOCIAL_SECURITY').personal)).status).toBe(200);
  });
});

describe('documented enumeration spellings (spec 2 §3)', () => {
  const taxStep = (taxClass: unknown) => {
    const step = registrationSteps('SOCIAL_SECURITY').tax;
    return { ...step, tax: { ...step.tax, taxClass } };
  };

  it('taxClass "one" … "six" (any case) and 1 … 6 as number or text are accepted; the answer is the number', async () => {
    const { applicant, uuid } = await start('SOCIAL_SECURITY');
    const cases: [unknown, number][] = [['one', 1], ['Two', 2], ['THREE', 3], [' four ', 4], ['five', 5], ['six', 6], [6, 6], ['3', 3], [1, 1]];
    for (const [sent, answered] of cases) {
      const res = await applicant.request('PATCH', `/api/registrations/${uuid}`, taxStep(sent), MERGE);
      expect(res.status, JSON.stringify(sent)).toBe(200);
      expect(res.json.tax.taxClass, JSON.stringify(sent)).toBe(answered);
      expect((await applicant.request('GET', `/api/registrations/${uuid}`)).json.tax.taxClass).toBe(answered);
    }
  });

  it('taxClass "seven", 7, 0, "2.5" and "eins" are refused with 422 at tax.taxClass', async () => {
    const { applicant, uuid } = await start('SOCIAL_SECURITY');
    for (const sent of ['seven', 7, 0, '2.5', 'eins']) {
      const res = await applicant.request('PATCH', `/api/registrations/${uuid}`, taxStep(sent), MERGE);
      expect(res.status, JSON.stringify(sent)).toBe(422);
      expect(res.json, JSON.stringify(sent)).toEqual([{ path: 'tax.taxClass', message: 'Steuerklasse ist ungültig' }]);
    }
  });

  it('a finish with the whole registration takes taxClass "two"', async () => {
    const { applicant, uuid } = await start('SOCIAL_SECURITY');
    const whole = Object.assign({}, ...Object.values(registrationSteps('SOCIAL_SECURITY')), taxStep('two'));
    const res = await applicant.request('POST', `/api/registrations/${uuid}/finish`, whole);
    expect(res.status).toBe(200);
    const stored = (await buero.request('GET', '/api/registrations')).json._embedded.registrations.find((r: any) => r.uuid === uuid);
    expect(stored.tax.taxClass).toBe(2);
  });

  it('sex, maritalStatus, schoolEducation, professionalDegree in the spec spelling (any case); unknown values 422 at their path', async () => {
    const { applicant, uuid } = await start('SOCIAL_SECURITY');
    const personal = registrationSteps('SOCIAL_SECURITY').personal.personal;
    for (const [sex, maritalStatus] of [['male', 'living_apart'], ['DIVERSE', 'Civil_Union'], ['undefined', 'widowed']]) {
      const res = await applicant.request('PATCH', `/api/registrations/${uuid}`, { personal: { ...personal, sex, maritalStatus } }, MERGE);
      expect(res.status).toBe(200);
      expect(res.json.personal).toMatchObject({ sex: sex.toLowerCase(), maritalStatus: maritalStatus.toLowerCase() });
    }
    const step = registrationSteps('SOCIAL_SECURITY').tax;
    for (const [schoolEducation, professionalDegree] of [['lower_secondary', 'master_craftsman'], ['Intermediate_Secondary', 'VOCATIONAL_TRAINING'], ['without', 'doctorate']]) {
      const res = await applicant.request('PATCH', `/api/registrations/${uuid}`, { ...step, education: { schoolEducation, professionalDegree } }, MERGE);
      expect(res.status).toBe(200);
      expect(res.json.education).toEqual({ schoolEducation: schoolEducation.toLowerCase(), professionalDegree: professionalDegree.toLowerCase() });
    }
    const bad = await applicant.request('PATCH', `/api/registrations/${uuid}`, { personal: { ...personal, sex: 'männlich' } }, MERGE);
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual([{ path: 'personal.sex', message: 'Geschlecht ist ungültig' }]);
  });
});

describe('files', () => {
  it('POST multipart 201 with Location; GET list (names); GET one with content-disposition; DELETE 204', async () => {
    const { applicant, uuid } = await start('WORKING_STUDENT');
    const up = await uploadFile(applicant, uuid, 'misc', 'Immatrikulation.pdf', TINY_PDF, 'application/pdf');
    expect(up.status).toBe(201);
    expect(up.json).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), fileName: 'Immatrikulation.pdf', context: 'MISC', contentType: 'application/pdf', size: TINY_PDF.length, createdAt: expect.any(String) });
    expect(up.headers.get('location')).toBe(`/api/registrations/${uuid}/files/${up.json.key}`);
    expect((await uploadFile(applicant, uuid, 'MISC', 'foto.png', TINY_PNG)).status).toBe(201);

    const list = await applicant.request('GET', `/api/registrations/${uuid}/files?context=MISC`);
    expect(list.status).toBe(200);
    expect(list.json.files).toEqual(['Immatrikulation.pdf', 'foto.png']);
    expect(list.json._embedded.files.map((f: any) => f.key)).toContain(up.json.key);
    expect((await applicant.request('GET', `/api/registrations/${uuid}/files`)).json.files).toHaveLength(2);

    const file = await download(applicant, `/api/registrations/${uuid}/files/${up.json.key}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Immatrikulation.pdf"');
    expect(file.body.equals(TINY_PDF)).toBe(true);
    expect((await download(applicant, `/api/registrations/${uuid}/files/unbekannt`)).status).toBe(404);

    expect((await applicant.request('DELETE', `/api/registrations/${uuid}/files/MISC/foto.png`)).status).toBe(204);
    expect((await applicant.request('DELETE', `/api/registrations/${uuid}/files/MISC/foto.png`)).status).toBe(404);
    expect((await applicant.request('GET', `/api/registrations/${uuid}/files?context=MISC`)).json.files).toEqual(['Immatrikulation.pdf']);
  });

  it('422 for a file over 2097152 bytes or not an image/PDF by content', async () => {
    const { applicant, uuid } = await start('SOCIAL_SECURITY');
    const big = await uploadFile(applicant, uuid, 'MISC', 'gross.pdf', Buffer.concat([TINY_PDF, Buffer.alloc(2_097_153 - TINY_PDF.length)]));
    expect(big.status).toBe(422);
    expect(big.json).toEqual([{ path: 'file', message: 'Die Datei ist zu groß (max. 2MB)' }]);
    const fake = await uploadFile(applicant, uuid, 'MISC', 'vertrag.pdf', FAKE_PDF, 'application/pdf');
    expect(fake.status).toBe(422);
    expect(fake.json[0].path).toBe('file');
    expect((await applicant.request('GET', `/api/registrations/${uuid}/files`)).json.files).toEqual([]);
  });
});

describe('POST /api/registrations/{uuid}/finish and afterwards', () => {
  let uuid: string;
  let applicant: Client;
  let files: { fileName: string; key: string }[];

  beforeAll(async () => {
    applicant = new Client(base);
    const flow = await completeRegistrationFlow(applicant, await issueCode(buero, 'SHORT_TERM'), 'SHORT_TERM', { firstName: 'Jördis', lastName: 'Prüfling', dateAhead });
    expect(flow.finished.status, flow.finished.text).toBe(200);
    uuid = flow.uuid;
    files = flow.finished.json.files;
  });

  it('200 with files (fileName, key) that download as PDFs, named with the umlauts and transliterated in the fallback', async () => {
    expect(files.map((f) => f.fileName)).toEqual(['Arbeitsvertrag_Prüfling_Jördis.pdf', 'Personalfragebogen_Prüfling_Jördis.pdf']);
    const disposition = {
      'Arbeitsvertrag_Prüfling_Jördis.pdf': `attachment; filename="Arbeitsvertrag_Pruefling_Joerdis.pdf"; filename*=UTF-8''Arbeitsvertrag_Pr%C3%BCfling_J%C3%B6rdis.pdf`,
      'Personalfragebogen_Prüfling_Jördis.pdf': `attachment; filename="Personalfragebogen_Pruefling_Joerdis.pdf"; filename*=UTF-8''Personalfragebogen_Pr%C3%BCfling_J%C3%B6rdis.pdf`,
    } as Record<string, string>;
    for (const f of files) {
      const pdf = await download(applicant, `/api/registrations/${uuid}/files/${f.key}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(disposition[f.fileName]);
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('422 for an incomplete registration', async () => {
    const open = await start('MODIFICATION_HELPER');
    const res = await open.applicant.request('POST', `/api/registrations/${open.uuid}/finish`, {});
    expect(res.status).toBe(422);
    expect(res.json).toContainEqual({ path: 'personal.firstName', message: 'Vorname ist erforderlich' });
  });

  it('410 on every applicant path once finished', async () => {
    const gone = { title: 'Die Registrierung ist bereits abgeschlossen.' };
    const get = await applicant.request('GET', `/api/registrations/${uuid}`);
    expect([get.status, get.json]).toEqual([410, gone]);
    expect((await applicant.request('PATCH', `/api/registrations/${uuid}`, { misc: { disabled: true } }, MERGE)).status).toBe(410);
    expect((await applicant.request('POST', `/api/registrations/${uuid}/finish`)).status).toBe(410);
    expect((await applicant.request('GET', `/api/registrations/${uuid}/files`)).status).toBe(410);
    expect((await uploadFile(applicant, uuid, 'MISC', 'x.png', TINY_PNG)).status).toBe(410);
    expect((await applicant.request('DELETE', `/api/registrations/${uuid}/files/MISC/Immatrikulation.pdf`)).status).toBe(410);
  });

  it('GET /api/registrations: 401 anonymous, 403 without Registration rights, _embedded.registrations for the office', async () => {
    expect((await new Client(base).request('GET', '/api/registrations')).status).toBe(401);
    expect((await mitarbeiter.request('GET', '/api/registrations')).status).toBe(403);
    const res = await buero.request('GET', '/api/registrations');
    expect(res.status).toBe(200);
    expect(res.json.page).toMatchObject({ number: 0 });
    const row = res.json._embedded.registrations.find((r: any) => r.uuid === uuid);
    expect(row).toMatchObject({ uuid, fullName: 'Jördis Prüfling', registrationType: 'SHORT_TERM', finished: true, employeeId: null });
    expect(row.personal).toMatchObject({ firstName: 'Jördis', lastName: 'Prüfling', birthdate: '1998-03-14' });
    expect(row.addressAndContact).toMatchObject({ email: 'zofia@example.de', phone: '0341 1234567' });
    expect(row.documents.map((d: any) => d.key)).toEqual(files.map((f) => f.key));
    expect(res.json._embedded.registrations.some((r: any) => r.fullName === 'Sophie Wagner')).toBe(true);
    expect((await buero.request('GET', `/api/registrations/${uuid}/files`)).json.files).toHaveLength(2);
  });

  it('GET /api/employees/default?registrationUuid prefills the employee', async () => {
    const res = await buero.request('GET', `/api/employees/default?registrationUuid=${uuid}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ firstName: 'Jördis', lastName: 'Prüfling', birthdate: '1998-03-14', email: 'zofia@example.de', employmentType: 'SHO', registrationUuid: uuid });
  });

  it('DELETE /api/registrations/{uuid}: 403 without the right, 204, then 404', async () => {
    expect((await mitarbeiter.request('DELETE', `/api/registrations/${uuid}`)).status).toBe(403);
    expect((await buero.request('DELETE', `/api/registrations/${uuid}`)).status).toBe(204);
    expect((await buero.request('DELETE', `/api/registrations/${uuid}`)).status).toBe(404);
    expect((await applicant.request('GET', `/api/registrations/${uuid}`)).status).toBe(404);
  });
});

describe('age: under 15 refused, under 18 flagged (JArbSchG §5, §2)', () => {
  const yearsAgo = (n: number) => DateTime.now().setZone('Europe/Berlin').minus({ years: n }).toISODate()!;

  it('PATCH and finish refuse a birth date eleven years ago: 422 at personal.birthdate in German', async () => {
    const { applicant, uuid } = await start('MINOR_EMPLOYMENT');
    const personal = { ...registrationSteps('MINOR_EMPLOYMENT').personal.personal, birthdate: yearsAgo(11) };
    const res = await applicant.request('PATCH', `/api/registrations/${uuid}`, { personal }, MERGE);
    expect(res.status).toBe(422);
    expect(res.json).toEqual([{ path: 'personal.birthdate', message: 'Eine Registrierung ist erst ab 15 Jahren möglich.' }]);
    const finish = await applicant.request('POST', `/api/registrations/${uuid}/finish`, completeRegistration('MINOR_EMPLOYMENT', { birthdate: yearsAgo(11) }));
    expect(finish.status).toBe(422);
    expect(finish.json).toContainEqual({ path: 'personal.birthdate', message: 'Eine Registrierung ist erst ab 15 Jahren möglich.' });
  });

  it('a 16-year-old registers; the list row carries minor: true', async () => {
    const flow = await completeRegistrationFlow(new Client(base), await issueCode(buero, 'MINOR_EMPLOYMENT'), 'MINOR_EMPLOYMENT', { lastName: 'Jugend', birthdate: yearsAgo(16) });
    expect(flow.finished.status, flow.finished.text).toBe(200);
    const rows = (await buero.request('GET', '/api/registrations')).json._embedded.registrations;
    expect(rows.find((r: any) => r.uuid === flow.uuid)).toMatchObject({ minor: true });
    expect(rows.filter((r: any) => r.uuid !== flow.uuid && r.personal.birthdate === '1998-03-14').every((r: any) => r.minor === false)).toBe(true);
  });
});

describe('uploads in the finished list and in the employee\'s Personalunterlagen (uploads shown nowhere)', () => {
  const WORK_PERMIT = Buffer.concat([TINY_PDF, Buffer.from('% Arbeitserlaubnis\n')]);

  it('the list shows the uploads with keys the office downloads; the employee created from it has them in "Personalunterlagen"', async () => {
    const flow = await completeRegistrationFlow(new Client(base), await issueCode(buero, 'SHORT_TERM'), 'SHORT_TERM', {
      firstName: 'Oksana', lastName: 'Vertrag', dateAhead, extraUploads: [{ context: 'CITIZENSHIP', fileName: 'Arbeitserlaubnis.pdf', content: WORK_PERMIT }],
    });
    expect(flow.finished.status, flow.finished.text).toBe(200);
    const row = (await buero.request('GET', '/api/registrations')).json._embedded.registrations.find((r: any) => r.uuid === flow.uuid);
    expect(row.files.map((f: any) => [f.context, f.fileName]).sort()).toEqual([['CITIZENSHIP', 'Arbeitserlaubnis.pdf'], ['HEALTH_INSURANCE', 'Karte.png'], ['MISC', 'Immatrikulation.pdf']]);
    const permit = row.files.find((f: any) => f.context === 'CITIZENSHIP');
    const got = await download(buero, `/api/registrations/${flow.uuid}/files/${permit.key}`);
    expect([got.status, got.body.equals(WORK_PERMIT)]).toEqual([200, true]);
    expect((await download(mitarbeiter, `/api/registrations/${flow.uuid}/files/${permit.key}`)).status).toBe(410);

    // A personnel number of its own per run (the contract tests share one database).
    const employeeId = 880000 + (Date.now() % 100000);
    const month = DateTime.now().setZone('Europe/Berlin');
    const created = await buero.request('POST', '/api/employees', {
      employeeId, firstName: 'Oksana', lastName: 'Vertrag', birthdate: '1998-03-14', email: 'oksana.vertrag@example.de', registrationUuid: flow.uuid,
      wage: { wage: 14, wageType: 'WAG', validFrom: month.toFormat('yyyy-MM') }, employment: { employmentType: 'SHO', validFrom: month.toISODate() },
    });
    expect(created.status, created.text).toBe(201);
    const archive = await buero.request('GET', `/api/archive/${employeeId}`);
    expect(archive.status).toBe(200);
    const folder = archive.json.find((f: any) => f.name === 'Personalunterlagen');
    expect(folder.files.map((f: any) => f.documentType).sort()).toEqual(['CONTRACT', 'HEALTH_INSURANCE', 'PERSONNEL_FORM', 'STUDENT_PROOF', 'WORK_PERMIT']);
    const filed = folder.files.find((f: any) => f.documentType === 'WORK_PERMIT');
    expect(filed.fileName).toBe('Arbeitserlaubnis.pdf');
    const fromArchive = await download(buero, `/api/archive/download?key=${filed.path}`);
    expect([fromArchive.status, fromArchive.body.equals(WORK_PERMIT)]).toEqual([200, true]);
    expect((await download(mitarbeiter, `/api/archive/download?key=${filed.path}`)).status).toBe(403);
  });
});
