import type { Request } from 'express';
import type { RestRouter } from '../rest-router.js';
import { body, created, halList, num, q } from '../lib/params.js';
import { sendFile } from '../lib/files.js';
import { readMultipart } from '../lib/multipart.js';

/** Largest upload (spec 2 §9) plus one byte, so an over-long file is recognised, not silently cut. */
const MAX_FILE_PARSE = 2_097_152 + 1;

const FILE = `key fileName context contentType size createdAt`;
const REGISTRATION = `uuid registrationType group fullName finished createdAt updatedAt finishedAt
  shortTermQuestionnaire { parentalLeave stateBenefits unemployed betweenTrainings }
  personal { sex lastName birthName firstName maritalStatus birthdate }
  addressAndContact { street zip city email phone }
  banking { bic iban }
  socialSecurity { pensionInsuranceNumber pensionInsuranceVoluntaryPayment healthInsurance children { firstName lastName birthdate } }
  education { schoolEducation professionalDegree }
  tax { taxIdentNumber taxClass childTaxCreditCount }
  employment { mainEmployer otherEmployments otherEmployerInCurrentYear daysShortTermEmploymentC }
  citizenship { citizenship birthplace countryOfBirth euCitizen residencePermitValidTo passportValidTo workPermitValidTo }
  misc { selfEmployed disabled student maxWeeklyHours maxMonthlyCompensation miniJobCompensation }
  files { ${FILE} } documents { ${FILE} } employeeId minor`;

/** Sections and fields a body may carry (spec 2 §3); everything else (uuid, files, …) is ignored. */
const SECTIONS: Record<string, readonly string[]> = {
  shortTermQuestionnaire: ['parentalLeave', 'stateBenefits', 'unemployed', 'betweenTrainings'],
  personal: ['sex', 'lastName', 'birthName', 'firstName', 'maritalStatus', 'birthdate'],
  addressAndContact: ['street', 'zip', 'city', 'email', 'phone'],
  banking: ['bic', 'iban'],
  socialSecurity: ['pensionInsuranceNumber', 'pensionInsuranceVoluntaryPayment', 'healthInsurance', 'children'],
  education: ['schoolEducation', 'professionalDegree'],
  tax: ['taxIdentNumber', 'taxClass', 'childTaxCreditCount'],
  employment: ['mainEmployer', 'otherEmployments', 'otherEmployerInCurrentYear', 'daysShortTermEmploymentC'],
  citizenship: ['citizenship', 'birthplace', 'countryOfBirth', 'euCitizen', 'residencePermitValidTo', 'passportValidTo', 'workPermitValidTo'],
  misc: ['selfEmployed', 'disabled', 'student', 'maxWeeklyHours', 'maxMonthlyCompensation', 'miniJobCompensation'],
};
const NUMBERS = new Set(['childTaxCreditCount', 'daysShortTermEmploymentC', 'maxWeeklyHours', 'maxMonthlyCompensation', 'miniJobCompensation']);
const BOOLEANS = new Set([...SECTIONS.shortTermQuestionnaire, 'pensionInsuranceVoluntaryPayment', ...SECTIONS.employment.slice(0, 3), 'euCitizen', 'selfEmployed', 'disabled', 'student']);

/**
 * Spec 2 §3 writes the tax classes "one to six": those words (any case) and 1…6 (number or numeric
 * text) are accepted; answers carry the number. Anything else reaches the service unchanged and is
 * answered 422 'Steuerklasse ist ungültig' at tax.taxClass.
 */
const TAX_CLASS_WORDS = ['one', 'two', 'three', 'four', 'five', 'six'];
const taxClass = (v: unknown) => {
  const word = typeof v === 'string' ? TAX_CLASS_WORDS.indexOf(v.trim().toLowerCase()) : -1;
  return word >= 0 ? word + 1 : num(v);
};
/** Spec 2 §3's word enumerations are all lower case (male, living_apart, …): accepted in any case. */
const WORD_ENUMS = new Set(['sex', 'maritalStatus', 'schoolEducation', 'professionalDegree']);

/** A form value as the typed GraphQL input wants it: numbers from text, text from numbers ("04109" stays text). */
function value(field: string, v: unknown): unknown {
  if (v === undefined || v === null) return v;
  if (field === 'taxClass') return taxClass(v);
  if (WORD_ENUMS.has(field)) return typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (NUMBERS.has(field)) return num(v);
  if (BOOLEANS.has(field)) return v === 'true' ? true : v === 'false' ? false : v;
  return typeof v === 'number' ? String(v) : v;
}

/** A merge-patch body → RegistrationInput: only documented sections and fields; null clears. */
function registrationInput(b: Record<string, any>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [section, fields] of Object.entries(SECTIONS)) {
    const s = b[section];
    if (s === undefined) continue;
    if (s === null || typeof s !== 'object' || Array.isArray(s)) {
      input[section] = s;
      continue;
    }
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      if (s[f] === undefined) continue;
      out[f] = f === 'children' && Array.isArray(s[f])
        ? s[f].map((c: any) => (c && typeof c === 'object' ? { firstName: value('firstName', c.firstName), lastName: value('lastName', c.lastName), birthdate: value('birthdate', c.birthdate) } : c))
        : value(f, s[f]);
    }
    input[section] = out;
  }
  return input;
}

const upper = (v: unknown) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined);
const uuidOf = (req: Request) => String(req.params.uuid);

/** Registration: spec 2 §7. The applicant's paths need no login; the list and delete need Registration rights. */
export function registrationRoutes(r: RestRouter): void {
  r.post('/registrations', {
    document: `mutation($code: String!) { startRegistration(registrationCode: $code) { ${REGISTRATION} } }`,
    variables: (req) => ({ code: String(body(req).registrationCode ?? '') }),
    map: (d, _req, res) => {
      created(res, `/api/registrations/${d.startRegistration.uuid}`);
      return d.startRegistration;
    },
    status: 201,
  });

  r.get('/registrations', {
    document: `query($search: String) { registrations(search: $search) { ${REGISTRATION} } }`,
    variables: (req) => ({ search: q(req, 'search') ?? null }),
    map: (d) => halList('registrations', d.registrations),
  });

  r.get('/registrations/:uuid', {
    document: `query($uuid: String!) { registration(uuid: $uuid) { ${REGISTRATION} } }`,
    variables: (req) => ({ uuid: uuidOf(req) }),
    map: (d) => d.registration,
  });

  r.patch('/registrations/:uuid', {
    document: `mutation($uuid: String!, $input: RegistrationInput!) { updateRegistration(uuid: $uuid, input: $input) { ${REGISTRATION} } }`,
    variables: (req) => ({ uuid: uuidOf(req), input: registrationInput(body(req)) }),
    map: (d) => d.updateRegistration,
  });

  r.delete('/registrations/:uuid', {
    document: `mutation($uuid: String!) { deleteRegistration(uuid: $uuid) }`,
    variables: (req) => ({ uuid: uuidOf(req) }),
    map: () => undefined,
    status: 204,
  });

  r.post('/registrations/:uuid/finish', {
    document: `mutation($uuid: String!, $input: RegistrationInput) { finishRegistration(uuid: $uuid, input: $input) { uuid files { ${FILE} } } }`,
    variables: (req) => {
      const b = body(req);
      return { uuid: uuidOf(req), input: Object.keys(b).length ? registrationInput(b) : null };
    },
    map: (d) => d.finishRegistration,
  });

  r.get('/registrations/:uuid/files', {
    document: `query($uuid: String!, $context: RegistrationFileContext) { registrationFiles(uuid: $uuid, context: $context) { ${FILE} } }`,
    variables: (req) => ({ uuid: uuidOf(req), context: upper(q(req, 'context')) ?? null }),
    // Documented: `files`, a list of names. The full entries (with the download key) ride along.
    map: (d) => ({ files: d.registrationFiles.map((f: { fileName: string }) => f.fileName), _embedded: { files: d.registrationFiles } }),
  });

  r.post('/registrations/:uuid/files', {
    document: `mutation($uuid: String!, $context: RegistrationFileContext, $file: Upload) { uploadRegistrationFile(uuid: $uuid, context: $context, file: $file) { ${FILE} } }`,
    variables: async (req) => {
      const { fields, file } = await readMultipart(req, MAX_FILE_PARSE);
      return { uuid: uuidOf(req), context: upper(fields.context ?? body(req).context ?? q(req, 'context')) ?? null, file };
    },
    map: (d, req, res) => {
      created(res, `/api/registrations/${uuidOf(req)}/files/${d.uploadRegistrationFile.key}`);
      return d.uploadRegistrationFile;
    },
    status: 201,
  });

  r.get('/registrations/:uuid/files/:fileId', {
    document: `query($uuid: String!, $key: String!) { registrationFile(uuid: $uuid, key: $key) { fileName contentType contentBase64 } }`,
    variables: (req) => ({ uuid: uuidOf(req), key: String(req.params.fileId) }),
    map: (d, _req, res) => sendFile(res, d.registrationFile),
  });

  r.delete('/registrations/:uuid/files/:context/:fileName', {
    document: `mutation($uuid: String!, $context: RegistrationFileContext!, $fileName: String!) { deleteRegistrationFile(uuid: $uuid, context: $context, fileName: $fileName) }`,
    variables: (req) => ({ uuid: uuidOf(req), context: upper(req.params.context), fileName: String(req.params.fileName) }),
    map: () => undefined,
    status: 204,
  });
}
