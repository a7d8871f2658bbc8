import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, codeOf, fieldErrors, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { completeRegistrationFlow, download, issueCode, uploadFile } from '../../test/registration-client.js';
import { completeRegistration, FAKE_PDF, REGISTRATION_TYPES, registrationSteps, TINY_PDF, TINY_PNG, VALID_IBAN } from '../../test/registration-fixtures.js';
import { hashPassword } from '../auth/passwords.js';
import { Role } from '../auth/role.entity.js';
import { DEMO_REGISTRATION_CODES } from '../../db/seeds/demo-registrations.js';

let app: TestApp;
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const dateAhead = DateTime.now().plus({ years: 1 }).toISODate()!;
const MERGE = { 'content-type': 'application/merge-patch+json' };

beforeAll(async () => {
  app = await startTestApp();
  ({ clients, gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());

/** Every file below the app's file store directory. */
function storedFiles(): string[] {
  const root = app.config.filesDir;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  try {
    return walk(root);
  } catch {
    return [];
  }
}

async function started(type = 'SOCIAL_SECURITY') {
  const applicant = new Client(app.url);
  const code = await issueCode(clients.buero, type);
  const res = await applicant.request('POST', '/api/registrations', { registrationCode: code });
  expect(res.status).toBe(201);
  return { applicant, uuid: res.json.uuid as string, code };
}

describe('registration codes', () => {
  it('an office user issues single four-letter codes per type, valid for 14 days; others may not', async () => {
    const r = await gql('buero', `mutation { createRegistrationCode(registrationType: SHORT_TERM) { code registrationType validUntil usedAt createdBy } }`);
    const code = r.data.createRegistrationCode;
    expect(code.code).toMatch(/^[A-Z]{4}$/);
    expect(code).toMatchObject({ registrationType: 'SHORT_TERM', usedAt: null, createdBy: 'buero' });
    expect(DateTime.fromISO(code.validUntil).diffNow('days').days).toBeGreaterThan(13.9);
    const list = await gql('buero', `{ registrationCodes { code registrationType } }`);
    expect(list.data.registrationCodes).toContainEqual({ code: code.code, registrationType: 'SHORT_TERM' });

    expect(codeOf(await gql('mitarbeiter', `mutation { createRegistrationCode(registrationType: SHORT_TERM) { code } }`))).toBe('FORBIDDEN');
    expect(codeOf(await gql('teamleiter', `{ registrationCodes { code } }`))).toBe('FORBIDDEN');
    expect(codeOf((await new Client(app.url).gql(`mutation { createRegistrationCode(registrationType: SHORT_TERM) { code } }`)).json)).toBe('UNAUTHENTICATED');
  });

  it('the demo has one unused code per type', async () => {
    const list = await gql('buero', `{ registrationCodes { code registrationType validUntil } }`);
    for (const [type, code] of Object.entries(DEMO_REGISTRATION_CODES)) {
      expect(list.data.registrationCodes).toContainEqual({ code, registrationType: type, validUntil: null });
    }
  });

  it('a withdrawn code no longer starts a registration', async () => {
    const code = await issueCode(clients.buero, 'MINOR_EMPLOYMENT');
    expect((await gql('buero', `mutation($c: String!) { deleteRegistrationCode(code: $c) }`, { c: code })).data.deleteRegistrationCode).toBe(true);
    expect((await new Client(app.url).request('POST', '/api/registrations', { registrationCode: code })).status).toBe(404);
    expect(codeOf(await gql('buero', `mutation($c: String!) { deleteRegistrationCode(code: $c) }`, { c: code }))).toBe('NOT_FOUND');
  });
});

describe('starting a registration', () => {
  it('201 with Location; the code is used up (404 REGISTRATION_CODE_INVALID); lower case is accepted', async () => {
    const code = await issueCode(clients.buero, 'WORKING_STUDENT');
    const applicant = new Client(app.url);
    const res = await applicant.request('POST', '/api/registrations', { registrationCode: code.toLowerCase() });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/registrations/${res.json.uuid}`);
    expect(res.json).toMatchObject({ registrationType: 'WORKING_STUDENT', group: 'MINOR_EMPLOYMENT', finished: false, fullName: null });
    expect(res.json.personal).toEqual({ sex: null, lastName: null, birthName: null, firstName: null, maritalStatus: null, birthdate: null });

    const again = await applicant.request('POST', '/api/registrations', { registrationCode: code });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ title: 'Ungültiger Registrierungscode', key: 'REGISTRATION_CODE_INVALID' });
    const used = await gql('buero', `{ registrationCodes(includeUsed: true) { code usedAt } }`);
    expect(used.data.registrationCodes.find((c: any) => c.code === code).usedAt).not.toBeNull();
  });

  it('422 for a code that is not four letters', async () => {
    for (const registrationCode of ['AB1D', 'ABC', '', undefined]) {
      const res = await new Client(app.url).request('POST', '/api/registrations', { registrationCode });
      expect(res.status, String(registrationCode)).toBe(422);
      expect(res.json).toEqual([{ path: 'registrationCode', message: 'Der Code muss 4 Buchstaben haben, z.B. ABCD.' }]);
    }
  });

  it('an expired code is invalid', async () => {
    const code = await issueCode(clients.buero, 'SOCIAL_SECURITY');
    await app.pool.query(`update registration_code set valid_until = now() - interval '1 minute' where code = $1 and used_at is null`, [code]);
    expect((await new Client(app.url).request('POST', '/api/registrations', { registrationCode: code })).status).toBe(404);
  });

  it('two applicants racing for one code: exactly one registration', async () => {
    const code = await issueCode(clients.buero, 'SOCIAL_SECURITY');
    const results = await Promise.all([1, 2, 3].map(() => new Client(app.url).request('POST', '/api/registrations', { registrationCode: code })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 404, 404]);
  });

  it('brute force: too many wrong codes from one address are refused with 429, even a valid one', async () => {
    const limited = await startTestApp({ env: { REGISTRATION_CODE_MAX_FAILURES: '3' } });
    try {
      const office = new Client(limited.url);
      await office.login('buero');
      const valid = await issueCode(office, 'SOCIAL_SECURITY');
      const guesser = new Client(limited.url);
      for (let i = 0; i < 3; i++) expect((await guesser.request('POST', '/api/registrations', { registrationCode: 'QQQQ' })).status).toBe(404);
      const blocked = await guesser.request('POST', '/api/registrations', { registrationCode: valid });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.json.title).toBe('Zu viele ungültige Registrierungscodes. Bitte später erneut versuchen.');
    } finally {
      await limited.close();
    }
  });
});

describe('loading and saving steps', () => {
  it('404 for an unknown or malformed uuid', async () => {
    const anon = new Client(app.url);
    expect((await anon.request('GET', '/api/registrations/6f1c2d3e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await anon.request('GET', '/api/registrations/not-a-uuid')).status).toBe(404);
    expect((await anon.request('PATCH', '/api/registrations/not-a-uuid', { personal: {} })).status).toBe(404);
  });

  it('a step is validated as a whole with the spec messages; nothing is saved on 422', async () => {
    const { applicant, uuid } = await started();
    const res = await applicant.request('PATCH', `/api/registrations/${uuid}`, { personal: { firstName: 'Zofia', birthdate: '1939-12-31' } }, MERGE);
    expect(res.status).toBe(422);
    expect(res.json).toEqual([
      { path: 'personal.sex', message: 'Geschlecht ist erforderlich' },
      { path: 'personal.lastName', message: 'Nachname ist erforderlich' },
      { path: 'personal.maritalStatus', message: 'Familienstand ist erforderlich' },
      { path: 'personal.birthdate', message: 'Geburtsjahr muss größer als 1939 sein' },
    ]);
    expect((await applicant.request('GET', `/api/registrations/${uuid}`)).json.personal.firstName).toBeNull();
  });

  it('values of the wrong type are invalid fields, not server errors', async () => {
    const { applicant, uuid } = await started();
    const res = await applicant.request('PATCH', `/api/registrations/${uuid}`, { personal: { ...registrationSteps('SOCIAL_SECURITY').personal.personal, sex: 'unknown' } });
    expect(res.status).toBe(422);
    expect(res.json).toEqual([{ path: 'personal.sex', message: 'Geschlecht ist ungültig' }]);
    const tax = await applicant.request('PATCH', `/api/registrations/${uuid}`, { tax: { taxClass: 'eins' } });
    expect(tax.json).toEqual([{ path: 'tax.taxClass', message: 'Steuerklasse ist ungültig' }]);
  });

  it('merge-patch: saved values stay, later patches change only what they send; the IBAN reads masked', async () => {
    const { applicant, uuid } = await started();
    const steps = registrationSteps('SOCIAL_SECURITY');
    for (const body of [steps.personal, steps.address, steps.banking]) {
      expect((await applicant.request('PATCH', `/api/registrations/${uuid}`, body, MERGE)).status).toBe(200);
    }
    const patched = await applicant.request('PATCH', `/api/registrations/${uuid}`, { addressAndContact: { city: 'Halle', zip: '06108' } }, MERGE);
    expect(patched.json.addressAndContact).toMatchObject({ street: 'Lindenstraße 12', city: 'Halle', zip: '06108' });
    expect(patched.json.fullName).toBe('Zofia Wiśniewska-Groß');

    const read = await applicant.request('GET', `/api/registrations/${uuid}`);
    expect(read.json.banking).toEqual({ bic: 'COBADEFFXXX', iban: 'DE89****************00' });
    const stored = await app.pool.query(`select data->'banking'->>'iban' as iban from registration where uuid = $1`, [uuid]);
    expect(stored.rows[0].iban).toBe(VALID_IBAN);
    // The masked value sent back (e.g. with a changed BIC) keeps the stored IBAN.
    const bic = await applicant.request('PATCH', `/api/registrations/${uuid}`, { banking: { bic: 'BYLADEM1001', iban: read.json.banking.iban } }, MERGE);
    expect(bic.status).toBe(200);
    expect((await app.pool.query(`select data->'banking'->>'iban' as iban from registration where uuid = $1`, [uuid])).rows[0].iban).toBe(VALID_IBAN);
    const badIban = await applicant.request('PATCH', `/api/registrations/${uuid}`, { banking: { iban: 'DE89370400440532013001' } });
    expect(badIban.json).toEqual([{ path: 'banking.iban', message: 'IBAN ist ungültig' }]);
  });

  it('SHORT_TERM: a yes in the questionnaire blocks; the tax step needs a health-insurance upload', async () => {
    const { applicant, uuid } = await started('SHORT_TERM');
    const yes = await applicant.request('PATCH', `/api/registrations/${uuid}`, { shortTermQuestionnaire: { parentalLeave: false, stateBenefits: true, unemployed: false, betweenTrainings: false } });
    expect(yes.status).toBe(422);
    expect(yes.json).toEqual([{ path: 'shortTermQuestionnaire.stateBenefits', message: 'Eine kurzfristige Beschäftigung ist leider nicht möglich.' }]);
    const tax = await applicant.request('PATCH', `/api/registrations/${uuid}`, registrationSteps('SHORT_TERM').tax);
    expect(tax.json).toEqual([{ path: 'files.HEALTH_INSURANCE', message: 'Bitte mindestens eine Datei hochladen.' }]);
    expect((await uploadFile(applicant, uuid, 'HEALTH_INSURANCE', 'karte.png', TINY_PNG)).status).toBe(201);
    expect((await applicant.request('PATCH', `/api/registrations/${uuid}`, registrationSteps('SHORT_TERM').tax)).status).toBe(200);
  });

  it('finishing an incomplete registration answers every missing field of the type', async () => {
    const { applicant, uuid } = await started('MINOR_EMPLOYMENT');
    const res = await applicant.request('POST', `/api/registrations/${uuid}/finish`);
    expect(res.status).toBe(422);
    const paths = res.json.map((e: any) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['personal.firstName', 'banking.iban', 'socialSecurity.pensionInsuranceVoluntaryPayment', 'employment.mainEmployer', 'citizenship.euCitizen', 'misc.disabled']));
    expect(paths).not.toContain('shortTermQuestionnaire.unemployed');
    expect((await app.pool.query(`select finished_at from registration where uuid = $1`, [uuid])).rows[0].finished_at).toBeNull();
    expect((await app.pool.query(`select count(*)::int as n from registration_file where registration_uuid = $1`, [uuid])).rows[0].n).toBe(0);
  });
});

describe('uploads', () => {
  it('images and PDF by content; lists, downloads with content-disposition, deletes', async () => {
    const { applicant, uuid } = await started();
    const before = storedFiles().length;
    const pdf = await uploadFile(applicant, uuid, 'citizenship', 'Aufenthaltstitel Müller.pdf', TINY_PDF, 'application/pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.json).toMatchObject({ fileName: 'Aufenthaltstitel Müller.pdf', context: 'CITIZENSHIP', contentType: 'application/pdf', size: TINY_PDF.length });
    expect(pdf.headers.get('location')).toBe(`/api/registrations/${uuid}/files/${pdf.json.key}`);
    // A PNG sent as "scan" without extension and a wrong browser type: the content decides.
    const png = await uploadFile(applicant, uuid, 'CITIZENSHIP', 'scan', TINY_PNG, 'application/pdf');
    expect(png.json).toMatchObject({ fileName: 'scan.png', contentType: 'image/png' });
    const same = await uploadFile(applicant, uuid, 'CITIZENSHIP', 'scan', TINY_PNG);
    expect(same.json.fileName).toBe('scan (2).png');
    expect(storedFiles().length).toBe(before + 3);

    const list = await applicant.request('GET', `/api/registrations/${uuid}/files?context=CITIZENSHIP`);
    expect(list.json.files).toEqual(['Aufenthaltstitel Müller.pdf', 'scan.png', 'scan (2).png']);
    expect(list.json._embedded.files[0]).toMatchObject({ key: pdf.json.key, context: 'CITIZENSHIP' });
    expect((await applicant.request('GET', `/api/registrations/${uuid}/files?context=MISC`)).json.files).toEqual([]);

    const file = await download(applicant, `/api/registrations/${uuid}/files/${pdf.json.key}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Aufenthaltstitel Mueller.pdf"; filename*=UTF-8''Aufenthaltstitel%20M%C3%BCller.pdf`);
    expect(file.body.equals(TINY_PDF)).toBe(true);
    expect((await download(applicant, `/api/registrations/${uuid}/files/${'0'.repeat(32)}`)).status).toBe(404);

    const del = await applicant.request('DELETE', `/api/registrations/${uuid}/files/CITIZENSHIP/${encodeURIComponent('scan (2).png')}`);
    expect(del.status).toBe(204);
    expect(storedFiles().length).toBe(before + 2);
    expect((await applicant.request('DELETE', `/api/registrations/${uuid}/files/CITIZENSHIP/nix.pdf`)).status).toBe(404);
    expect((await applicant.request('GET', `/api/registrations/${uuid}`)).json.files.map((f: any) => f.fileName)).toEqual(['Aufenthaltstitel Müller.pdf', 'scan.png']);
  });

  it('uploads keep their own extension: a PNG that is also HTML, sent as .html, is stored and served as .png', async () => {
    const { applicant, uuid } = await started();
    // A valid PNG (file-type sees its signature) that a browser would also render as HTML by its name.
    const polyglot = Buffer.concat([TINY_PNG, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    const up = await uploadFile(applicant, uuid, 'MISC', 'bild.html', polyglot, 'text/html');
    expect(up.status, up.text).toBe(201);
    expect(up.json).toMatchObject({ fileName: 'bild.png', contentType: 'image/png' });
    const file = await download(applicant, `/api/registrations/${uuid}/files/${up.json.key}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="bild.png"');
  });

  it('refused uploads store nothing: over 2 097 152 bytes, not an image or PDF, no file, no context', async () => {
    const { applicant, uuid } = await started();
    const before = storedFiles().length;
    const limit = Buffer.concat([TINY_PDF, Buffer.alloc(2_097_152 - TINY_PDF.length, 0x20)]);
    const over = Buffer.concat([limit, Buffer.from(' ')]);
    const big = await uploadFile(applicant, uuid, 'MISC', 'gross.pdf', over);
    expect(big.status).toBe(422);
    expect(big.json).toEqual([{ path: 'file', message: 'Die Datei ist zu groß (max. 2MB)' }]);
    const huge = await uploadFile(applicant, uuid, 'MISC', 'riesig.pdf', Buffer.concat([over, Buffer.alloc(3_000_000)]));
    expect(huge.json).toEqual([{ path: 'file', message: 'Die Datei ist zu groß (max. 2MB)' }]);
    const fake = await uploadFile(applicant, uuid, 'MISC', 'vertrag.pdf', FAKE_PDF, 'application/pdf');
    expect(fake.status).toBe(422);
    expect(fake.json[0].path).toBe('file');
    expect(fake.json[0].message).toMatch(/^Es sind nur Bilder .* und PDF-Dateien erlaubt\.$/);
    const svg = await uploadFile(applicant, uuid, 'MISC', 'bild.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml');
    expect(svg.status).toBe(422);
    expect((await uploadFile(applicant, uuid, null, 'a.pdf', TINY_PDF)).json).toEqual([{ path: 'context', message: 'Kontext ist erforderlich' }]);
    expect((await uploadFile(applicant, uuid, 'PASSPORT', 'a.pdf', TINY_PDF)).json).toEqual([{ path: 'context', message: 'Kontext ist ungültig' }]);
    const noFile = await applicant.request('POST', `/api/registrations/${uuid}/files`, { context: 'MISC' });
    expect(noFile.json).toEqual([{ path: 'file', message: 'Datei ist erforderlich' }]);

    expect(storedFiles().length).toBe(before);
    expect((await app.pool.query(`select count(*)::int as n from registration_file where registration_uuid = $1`, [uuid])).rows[0].n).toBe(0);
    // Exactly at the limit is fine.
    expect((await uploadFile(applicant, uuid, 'MISC', 'genau.pdf', limit)).status).toBe(201);
  });

  it('at most 10 files per context, also when uploaded at the same time', async () => {
    const { applicant, uuid } = await started();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => uploadFile(applicant, uuid, 'DISABILITY', `nachweis-${i}.png`, TINY_PNG)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.json)).toEqual([
      [{ path: 'file', message: 'Es können höchstens 10 Dateien hochgeladen werden.' }],
      [{ path: 'file', message: 'Es können höchstens 10 Dateien hochgeladen werden.' }],
    ]);
    expect((await uploadFile(applicant, uuid, 'MISC', 'anderer-kontext.png', TINY_PNG)).status).toBe(201);
  });

  it('GraphQL multipart upload from a browser (Apollo needs the preflight header)', async () => {
    const { uuid } = await started();
    const form = () => {
      const f = new FormData();
      f.append('operations', JSON.stringify({ query: `mutation($u: String!, $f: Upload) { uploadRegistrationFile(uuid: $u, context: MISC, file: $f) { fileName contentType } }`, variables: { u: uuid, f: null } }));
      f.append('map', JSON.stringify({ 0: ['variables.f'] }));
      f.append('0', new Blob([TINY_PDF], { type: 'application/pdf' }), 'bescheinigung.pdf');
      return f;
    };
    const refused = await fetch(`${app.url}/graphql`, { method: 'POST', body: form() });
    expect(refused.status).toBe(400);
    const ok = await fetch(`${app.url}/graphql`, { method: 'POST', body: form(), headers: { 'apollo-require-preflight': 'true' } });
    expect((await ok.json()).data.uploadRegistrationFile).toEqual({ fileName: 'bescheinigung.pdf', contentType: 'application/pdf' });
  });
});

describe('the full flow of every registration type', () => {
  for (const type of REGISTRATION_TYPES) {
    it(type, async () => {
      const applicant = new Client(app.url);
      const code = await issueCode(clients.buero, type);
      const name = { firstName: 'Zofia', lastName: `Test-${type.toLowerCase()}` };
      const { uuid, finished } = await completeRegistrationFlow(applicant, code, type, { ...name, dateAhead });
      expect(finished.status, finished.text).toBe(200);
      expect(finished.json.uuid).toBe(uuid);
      const names = finished.json.files.map((f: any) => f.fileName);
      expect(names).toEqual([`Arbeitsvertrag_Test-${type.toLowerCase()}_Zofia.pdf`, `Personalfragebogen_Test-${type.toLowerCase()}_Zofia.pdf`]);

      // The applicant downloads both right away; they are readable PDFs naming the applicant.
      const [contract, questionnaire] = await Promise.all(finished.json.files.map((f: any) => download(applicant, `/api/registrations/${uuid}/files/${f.key}`)));
      for (const doc of [contract, questionnaire]) {
        expect(doc.status).toBe(200);
        expect(doc.headers.get('content-type')).toBe('application/pdf');
      }
      const contractText = await pdfText(contract.body);
      const formText = await pdfText(questionnaire.body);
      expect(contractText).toContain('Arbeitsvertrag');
      expect(contractText).toContain(`Zofia ${name.lastName}`);
      expect(formText).toContain('Personalfragebogen');
      expect(formText).toContain(name.lastName);
      expect(formText).toContain('DE89 3704 0044 0532 0130 00');
      const expected: Record<string, string> = {
        MODIFICATION_HELPER: 'für Umbauhelfer/innen',
        SOCIAL_SECURITY: 'für sozialversicherungspflichtig Beschäftigte',
        STOCK_REPLENISHMENT_SOCIAL_SECURITY: 'für die Warenverräumung (sozialversicherungspflichtig)',
        MINOR_EMPLOYMENT: 'für geringfügig Beschäftigte (Minijob)',
        WORKING_STUDENT: 'für Werkstudent/innen',
        STOCK_REPLENISHMENT_MINOR_EMPLOYMENT: 'für die Warenverräumung (Minijob)',
        SHORT_TERM: 'für kurzfristig Beschäftigte',
      };
      expect(contractText).toContain(expected[type]);
      if (type === 'SHORT_TERM') {
        expect(formText).toContain('Arbeitserlaubnis gültig bis');
        expect(formText).toContain('Immatrikulation.pdf');
      }

      // Finished: the applicant's paths answer 410, the uploads are the office's.
      expect((await applicant.request('GET', `/api/registrations/${uuid}`)).status).toBe(410);
      expect((await applicant.request('GET', `/api/registrations/${uuid}`)).json).toEqual({ title: 'Die Registrierung ist bereits abgeschlossen.' });
      expect((await applicant.request('PATCH', `/api/registrations/${uuid}`, { personal: { firstName: 'X' } })).status).toBe(410);
      expect((await applicant.request('POST', `/api/registrations/${uuid}/finish`)).status).toBe(410);
      expect((await uploadFile(applicant, uuid, 'MISC', 'spaet.png', TINY_PNG)).status).toBe(410);
      expect((await applicant.request('GET', `/api/registrations/${uuid}/files`)).status).toBe(410);

      const row = (await clients.buero.request('GET', '/api/registrations')).json._embedded.registrations.find((r: any) => r.uuid === uuid);
      expect(row).toMatchObject({ registrationType: type, fullName: `Zofia ${name.lastName}`, finished: true, employeeId: null });
      expect(row.banking.iban).toBe('DE89****************00');
      expect(row.documents.map((d: any) => d.fileName)).toEqual(names);
    });
  }
});

describe('after finishing', () => {
  let uuid: string;
  let applicant: Client;
  let docs: { key: string }[];
  let uploads: { key: string }[];

  beforeAll(async () => {
    applicant = new Client(app.url);
    const code = await issueCode(clients.buero, 'SHORT_TERM');
    const flow = await completeRegistrationFlow(applicant, code, 'SHORT_TERM', { firstName: 'Olga', lastName: 'Nachher', dateAhead });
    uuid = flow.uuid;
    docs = flow.finished.json.files;
    uploads = (await clients.buero.request('GET', `/api/registrations/${uuid}/files`)).json._embedded.files;
  });

  it('uploads are read only with Registration rights; documents by the applicant for an hour', async () => {
    expect(uploads).toHaveLength(2);
    expect((await download(applicant, `/api/registrations/${uuid}/files/${uploads[0].key}`)).status).toBe(410);
    expect((await download(clients.mitarbeiter, `/api/registrations/${uuid}/files/${uploads[0].key}`)).status).toBe(410);
    expect((await download(clients.buero, `/api/registrations/${uuid}/files/${uploads[0].key}`)).status).toBe(200);
    expect((await download(applicant, `/api/registrations/${uuid}/files/${docs[0].key}`)).status).toBe(200);
    await app.pool.query(`update registration set finished_at = now() - interval '61 minutes' where uuid = $1`, [uuid]);
    expect((await download(applicant, `/api/registrations/${uuid}/files/${docs[0].key}`)).status).toBe(410);
    expect((await download(clients.buero, `/api/registrations/${uuid}/files/${docs[0].key}`)).status).toBe(200);
  });

  it('a session that must change its password or enrol a second factor reads no finished files (public registration paths and restricted sessions)', async () => {
    const files = `/api/registrations/${uuid}/files`;
    const upload = `${files}/${uploads[0].key}`;
    const gqlFiles = `{ registrationFiles(uuid: "${uuid}") { key } }`;
    // An office account with the Registration rights, logged in with its own password (no demo exemption)
    // and holding a right that needs a second factor it has not enrolled.
    const role = (await app.pool.query(`insert into app_role (name, description, authorities, grants_all) values ('Registrierung 2FA', '', $1, false) returning id`, [
      ['Registration_ViewRegistrations', 'Registration_EditRegistrations', 'Authorization_ViewUsers'],
    ])).rows[0].id;
    const user = (await app.pool.query(`insert into app_user (username, first_name, last_name, password_hash) values ('registrierung-2fa', 'Rita', 'Registrierung', $1) returning id`, [
      await hashPassword('geheim-2fa-1234'),
    ])).rows[0].id;
    await app.pool.query(`insert into app_user_role (user_id, role_id) values ($1, $2)`, [user, role]);
    const unenrolled = new Client(app.url);
    expect((await unenrolled.login('registrierung-2fa', 'geheim-2fa-1234')).status).toBeLessThan(400);
    expect((await unenrolled.gql(`{ me { mustEnrolSecondFactor } }`)).json.data.me.mustEnrolSecondFactor).toBe(true);
    expect((await unenrolled.request('GET', files)).status).toBe(410);
    expect((await download(unenrolled, upload)).status).toBe(410);
    expect(codeOf((await unenrolled.gql(gqlFiles)).json)).toBe('GONE');

    await app.pool.query(`update app_user set must_change_password = true where username = 'buero'`);
    try {
      expect((await clients.buero.request('GET', files)).status).toBe(410);
      expect((await download(clients.buero, upload)).status).toBe(410);
      expect(codeOf(await gql('buero', gqlFiles))).toBe('GONE');
    } finally {
      await app.pool.query(`update app_user set must_change_password = false where username = 'buero'`);
    }
    // The same session with its restriction gone reads them again.
    expect((await clients.buero.request('GET', files)).status).toBe(200);
    expect((await download(clients.buero, upload)).status).toBe(200);
  });

  it('the finished list needs login and Registration rights; search by name', async () => {
    expect((await new Client(app.url).request('GET', '/api/registrations')).status).toBe(401);
    expect((await clients.mitarbeiter.request('GET', '/api/registrations')).status).toBe(403);
    const found = await clients.buero.request('GET', '/api/registrations?search=nachher');
    expect(found.json._embedded.registrations.map((r: any) => r.uuid)).toEqual([uuid]);
    const all = (await clients.buero.request('GET', '/api/registrations')).json._embedded.registrations;
    expect(all.every((r: any) => r.finished)).toBe(true);
  });

  it('the demo has two finished registrations with their documents', async () => {
    const all = (await clients.buero.request('GET', '/api/registrations?search=Leipzig')).json._embedded.registrations;
    const demo = all.filter((r: any) => ['Sophie Wagner', 'Jonas Becker'].includes(r.fullName));
    expect(demo.map((r: any) => r.registrationType).sort()).toEqual(['MINOR_EMPLOYMENT', 'SHORT_TERM']);
    for (const r of demo) {
      expect(r.documents).toHaveLength(2);
      const pdf = await download(clients.buero, `/api/registrations/${r.uuid}/files/${r.documents[1].key}`);
      expect(await pdfText(pdf.body)).toContain(r.personal.lastName);
    }
  });

  it('an employee is created from it once, prefilled from the registration', async () => {
    const defaults = await clients.buero.request('GET', `/api/employees/default?registrationUuid=${uuid}`);
    expect(defaults.status).toBe(200);
    expect(defaults.json).toMatchObject({ firstName: 'Olga', lastName: 'Nachher', birthdate: '1998-03-14', email: 'zofia@example.de', employmentType: 'SHO', registrationUuid: uuid });
    const month = DateTime.now().setZone('Europe/Berlin').toFormat('yyyy-MM');
    const body = {
      employeeId: defaults.json.employeeId,
      firstName: 'Olga',
      lastName: 'Nachher',
      birthdate: '1998-03-14',
      email: 'olga@example.de',
      registrationUuid: uuid,
      wage: { wage: 14, wageType: 'WAG', validFrom: month },
      employment: { employmentType: 'SHO', validFrom: defaults.json.employmentValidFrom },
    };
    const created = await clients.buero.request('POST', '/api/employees', body);
    expect(created.status, created.text).toBe(201);
    expect(created.json.registrationUuid).toBe(uuid);
    const row = (await clients.buero.request('GET', '/api/registrations?search=nachher')).json._embedded.registrations[0];
    expect(row.employeeId).toBe(defaults.json.employeeId);

    expect((await clients.buero.request('GET', `/api/employees/default?registrationUuid=${uuid}`)).status).toBe(409);
    const again = await clients.buero.request('POST', '/api/employees', { ...body, employeeId: body.employeeId + 1, email: 'x@example.de' });
    expect(again.status).toBe(409);
    expect(again.json.title).toBe('Aus dieser Registrierung wurde bereits ein Mitarbeiter angelegt.');
  });

  it('creating from a registration needs Registration_EditRegistrations and a finished registration', async () => {
    const open = await started();
    const month = DateTime.now().setZone('Europe/Berlin').toFormat('yyyy-MM');
    const body = (registrationUuid: string) => ({
      employeeId: 7001, firstName: 'A', lastName: 'B', birthdate: '1990-01-01', email: 'a@example.de', registrationUuid,
      wage: { wage: 14, wageType: 'WAG', validFrom: month }, employment: { employmentType: 'FUL', validFrom: DateTime.now().toISODate() },
    });
    const unfinished = await clients.buero.request('POST', '/api/employees', body(open.uuid));
    expect(unfinished.status).toBe(422);
    expect(unfinished.json).toEqual([{ path: 'employee.registrationUuid', message: 'Registrierung ist ungültig' }]);
    expect((await clients.buero.request('GET', `/api/employees/default?registrationUuid=${open.uuid}`)).status).toBe(404);

    await app.orm.em.fork().nativeUpdate(Role, { name: 'Teamleiter' }, { authorities: ['Timeclock', 'Employee_Create_Create'] });
    const other = (await clients.buero.request('GET', '/api/registrations?search=Sophie')).json._embedded.registrations[0];
    expect((await clients.teamleiter.request('GET', `/api/employees/default?registrationUuid=${other.uuid}`)).status).toBe(403);
    expect((await clients.teamleiter.request('POST', '/api/employees', body(other.uuid))).status).toBe(403);
    expect((await clients.teamleiter.request('GET', '/api/employees/default')).status).toBe(200);
  });

  it('delete: Registration_DeleteRegistrations; the record goes, the files filed with the employee created from it stay', async () => {
    const keys = [...docs, ...uploads].map((f) => f.key);
    const present = () => storedFiles().filter((p) => keys.some((k) => p.endsWith(k))).length;
    expect(present()).toBe(4);
    expect((await clients.teamleiter.request('DELETE', `/api/registrations/${uuid}`)).status).toBe(403);
    expect((await new Client(app.url).request('DELETE', `/api/registrations/${uuid}`)).status).toBe(401);
    expect((await clients.buero.request('DELETE', `/api/registrations/${uuid}`)).status).toBe(204);
    // The employee was created from it above: its files belong to that employee's archive now.
    expect(present()).toBe(4);
    const filed = await app.pool.query('select key from registration_file where key = any($1) and employee_id is not null and registration_uuid is null', [keys]);
    expect(filed.rowCount).toBe(4);
    expect((await clients.buero.request('DELETE', `/api/registrations/${uuid}`)).status).toBe(404);
    expect((await clients.buero.request('GET', `/api/registrations/${uuid}/files/${docs[0].key}`)).status).toBe(404);
  });
});

describe('age: under 15 refused, under 18 flagged "minderjährig" (JArbSchG §5, §2)', () => {
  const yearsAgo = (n: number, days = 0) => DateTime.now().setZone('Europe/Berlin').minus({ years: n }).plus({ days }).toISODate()!;
  const tooYoung = 'Eine Registrierung ist erst ab 15 Jahren möglich.';

  it('refuses a birth date eleven years ago, and one day short of 15, with 422 at personal.birthdate (REST and GraphQL, step and finish)', async () => {
    const { applicant, uuid } = await started('MINOR_EMPLOYMENT');
    const personal = registrationSteps('MINOR_EMPLOYMENT').personal.personal;
    for (const birthdate of [yearsAgo(11), yearsAgo(15, 1)]) {
      const res = await applicant.request('PATCH', `/api/registrations/${uuid}`, { personal: { ...personal, birthdate } }, MERGE);
      expect(res.status, birthdate).toBe(422);
      expect(res.json).toEqual([{ path: 'personal.birthdate', message: tooYoung }]);
    }
    const viaGraphql = (
      await applicant.gql(`mutation($u: String!, $i: RegistrationInput!) { updateRegistration(uuid: $u, input: $i) { uuid } }`, {
        u: uuid,
        i: { personal: { ...personal, birthdate: yearsAgo(11) } },
      })
    ).json;
    expect(codeOf(viaGraphql)).toBe('VALIDATION');
    expect(fieldErrors(viaGraphql)).toEqual([{ path: 'personal.birthdate', message: tooYoung }]);
    const finish = await applicant.request('POST', `/api/registrations/${uuid}/finish`, completeRegistration('MINOR_EMPLOYMENT', { birthdate: yearsAgo(11) }));
    expect(finish.status).toBe(422);
    expect(finish.json).toContainEqual({ path: 'personal.birthdate', message: tooYoung });
    // Exactly 15 today is old enough.
    expect((await applicant.request('PATCH', `/api/registrations/${uuid}`, { personal: { ...personal, birthdate: yearsAgo(15) } }, MERGE)).status).toBe(200);
  });

  it('a 16-year-old finishes and is flagged minor in the office list; an adult is not', async () => {
    const young = await completeRegistrationFlow(new Client(app.url), await issueCode(clients.buero, 'MINOR_EMPLOYMENT'), 'MINOR_EMPLOYMENT', { lastName: 'Jungspund', birthdate: yearsAgo(16) });
    expect(young.finished.status, young.finished.text).toBe(200);
    const adult = await completeRegistrationFlow(new Client(app.url), await issueCode(clients.buero, 'MINOR_EMPLOYMENT'), 'MINOR_EMPLOYMENT', { lastName: 'Erwachsen', birthdate: yearsAgo(18) });
    expect(adult.finished.status, adult.finished.text).toBe(200);
    const rows = (await clients.buero.request('GET', '/api/registrations')).json._embedded.registrations;
    expect(rows.find((r: any) => r.uuid === young.uuid).minor).toBe(true);
    expect(rows.find((r: any) => r.uuid === adult.uuid).minor).toBe(false);
    const viaGraphql = (await gql('buero', `{ registrations(search: "Jungspund") { uuid minor } }`)).data.registrations;
    expect(viaGraphql).toEqual([{ uuid: young.uuid, minor: true }]);
  });
});

describe('GraphQL face', () => {
  it('the applicant reads the registration with its group, files and the contact mailbox', async () => {
    const { uuid } = await started('STOCK_REPLENISHMENT_MINOR_EMPLOYMENT');
    const anon = new Client(app.url);
    const r = (await anon.gql(`query($u: String!) { registrationInfo { contactEmail maxFileSize maxFilesPerContext } registration(uuid: $u) { uuid group registrationType files { key } documents { key } employeeId } }`, { u: uuid })).json;
    expect(r.data.registrationInfo).toEqual({ contactEmail: 'personal@example.com', maxFileSize: 2_097_152, maxFilesPerContext: 10 });
    expect(r.data.registration).toEqual({ uuid, group: 'MINOR_EMPLOYMENT', registrationType: 'STOCK_REPLENISHMENT_MINOR_EMPLOYMENT', files: [], documents: [], employeeId: null });
    const patch = (await anon.gql(`mutation($u: String!, $i: RegistrationInput!) { updateRegistration(uuid: $u, input: $i) { uuid } }`, { u: uuid, i: { addressAndContact: { zip: '1234' } } })).json;
    expect(codeOf(patch)).toBe('VALIDATION');
    expect(fieldErrors(patch)).toContainEqual({ path: 'addressAndContact.zip', message: 'PLZ ist ungültig' });
    const finish = (await anon.gql(`mutation($u: String!, $i: RegistrationInput) { finishRegistration(uuid: $u, input: $i) { files { fileName key } } }`, { u: uuid, i: completeRegistration('STOCK_REPLENISHMENT_MINOR_EMPLOYMENT') })).json;
    expect(finish.data.finishRegistration.files).toHaveLength(2);
    expect(codeOf((await anon.gql(`query($u: String!) { registration(uuid: $u) { uuid } }`, { u: uuid })).json)).toBe('GONE');
  });
});
