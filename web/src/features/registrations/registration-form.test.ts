import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { applyServerErrors, type FormStatus, REGISTRATION_PREFIXES } from '@/shared/form/server-errors';
import {
  allFiles,
  errorPlaces,
  filesByContext,
  ibanForPatch,
  stepChanged,
  stepPatch,
  valuesOf,
  wholePatch,
  withoutFile,
  withSavedStep,
  withUploaded,
} from './registration-form';
import { stepsOf } from './registration-steps';
import { loaded } from './test-fixtures';

const MASKED = 'DE89****************00';

describe('values of a loaded registration', () => {
  it('splits the birth date into day, month and year and formats numbers with a comma', () => {
    const v = valuesOf(
      loaded({
        personal: { sex: 'female', lastName: 'Groß', birthName: null, firstName: 'Zofia', maritalStatus: 'single', birthdate: '1998-03-04' },
        tax: { taxIdentNumber: '12345678901', taxClass: 1, childTaxCreditCount: 0.5 },
      }),
    );
    expect(v.personal).toMatchObject({ day: '04', month: '03', year: '1998', birthName: '' });
    expect(v.tax).toEqual({ taxIdentNumber: '12345678901', taxClass: '1', childTaxCreditCount: '0,5' });
    expect(stepPatch('personal', 'SHORT_TERM', v).personal?.birthdate).toBe('1998-03-04');
  });
});

describe('step patches', () => {
  it('send every field of the step, trimmed, codes upper-cased without spaces, empty as null', () => {
    const v = valuesOf(loaded());
    v.personal = { ...v.personal, firstName: ' Zofia ', lastName: 'Groß', day: '4', month: '3', year: '1998', sex: 'female', maritalStatus: 'single' };
    expect(stepPatch('personal', 'SHORT_TERM', v)).toEqual({
      personal: { sex: 'female', lastName: 'Groß', birthName: null, firstName: 'Zofia', maritalStatus: 'single', birthdate: '1998-03-04' },
    });
    v.socialSecurity = { ...v.socialSecurity, pensionInsuranceNumber: '12 140398 w 012', healthInsurance: 'AOK', children: [{ firstName: 'Mia', lastName: 'G', birthdate: '2020-06-01' }] };
    v.tax = { taxIdentNumber: '12 345 678 901', taxClass: '1', childTaxCreditCount: '0,5' };
    v.education = { schoolEducation: 'upper_secondary', professionalDegree: 'bachelor' };
    expect(stepPatch('taxSocial', 'SHORT_TERM', v)).toEqual({
      socialSecurity: {
        pensionInsuranceNumber: '12140398W012',
        pensionInsuranceVoluntaryPayment: null,
        healthInsurance: 'AOK',
        children: [{ firstName: 'Mia', lastName: 'G', birthdate: '2020-06-01' }],
      },
      education: { schoolEducation: 'upper_secondary', professionalDegree: 'bachelor' },
      tax: { taxIdentNumber: '12345678901', taxClass: 1, childTaxCreditCount: 0.5 },
    });
  });

  it('send fields that do not apply as null (hidden answers are not kept)', () => {
    const v = valuesOf(loaded());
    v.socialSecurity.pensionInsuranceVoluntaryPayment = true;
    v.employment = { mainEmployer: false, otherEmployments: false, otherEmployerInCurrentYear: false, daysShortTermEmploymentC: '12' };
    v.citizenship = { ...v.citizenship, euCitizen: true, passportValidTo: '2030-01-01' };
    v.misc = { ...v.misc, student: true };
    expect(stepPatch('taxSocial', 'SOCIAL_SECURITY', v).socialSecurity?.pensionInsuranceVoluntaryPayment).toBeNull();
    expect(stepPatch('taxSocial', 'MINOR_EMPLOYMENT', v).socialSecurity?.pensionInsuranceVoluntaryPayment).toBe(true);
    expect(stepPatch('employment', 'SHORT_TERM', v).employment?.daysShortTermEmploymentC).toBeNull();
    v.employment.otherEmployerInCurrentYear = true;
    expect(stepPatch('employment', 'SHORT_TERM', v).employment?.daysShortTermEmploymentC).toBe(12);
    expect(stepPatch('employment', 'MINOR_EMPLOYMENT', v).employment?.daysShortTermEmploymentC).toBeNull();
    expect(stepPatch('citizenship', 'SHORT_TERM', v).citizenship?.passportValidTo).toBeNull();
    expect(stepPatch('misc', 'SHORT_TERM', v).misc?.student).toBe(true);
    expect(stepPatch('misc', 'WORKING_STUDENT', v).misc?.student).toBeNull();
  });

  it('welcome, summary and finished save nothing; the whole registration merges every data step', () => {
    const v = valuesOf(loaded());
    expect(stepPatch('welcome', 'SHORT_TERM', v)).toEqual({});
    expect(Object.keys(wholePatch(stepsOf('SHORT_TERM'), 'SHORT_TERM', v)).sort()).toEqual(
      ['addressAndContact', 'banking', 'citizenship', 'education', 'employment', 'misc', 'personal', 'shortTermQuestionnaire', 'socialSecurity', 'tax'].sort(),
    );
    expect(wholePatch(stepsOf('MINOR_EMPLOYMENT'), 'MINOR_EMPLOYMENT', v)).not.toHaveProperty('shortTermQuestionnaire');
  });
});

describe('changed-step detection (save on next only when changed)', () => {
  const saved = valuesOf(
    loaded({
      addressAndContact: { street: 'Lindenstraße 12', zip: '04109', city: 'Leipzig', email: 'z@example.de', phone: '0341 1' },
      banking: { bic: 'COBADEFFXXX', iban: MASKED },
      misc: { selfEmployed: false, disabled: false, student: null, maxWeeklyHours: 20, maxMonthlyCompensation: null, miniJobCompensation: null },
    }),
  );

  it('an untouched step is unchanged', () => {
    for (const step of stepsOf('SHORT_TERM')) expect(stepChanged(step, 'SHORT_TERM', saved, saved), step).toBe(false);
  });

  it('a typed difference is a change; spaces, case of codes and number formats are not', () => {
    const edited = structuredClone(saved);
    edited.addressAndContact.city = ' Leipzig ';
    edited.banking.bic = 'coba de ff xxx';
    edited.misc.maxWeeklyHours = '20,0';
    expect(stepChanged('address', 'SHORT_TERM', edited, saved)).toBe(false);
    expect(stepChanged('banking', 'SHORT_TERM', edited, saved)).toBe(false);
    expect(stepChanged('misc', 'SHORT_TERM', edited, saved)).toBe(false);
    edited.addressAndContact.city = 'Halle';
    expect(stepChanged('address', 'SHORT_TERM', edited, saved)).toBe(true);
    expect(stepChanged('personal', 'SHORT_TERM', edited, saved)).toBe(false);
  });

  it('a hidden answer changing does not count; a yes/no answer does', () => {
    const edited = structuredClone(saved);
    edited.misc.student = true;
    expect(stepChanged('misc', 'MINOR_EMPLOYMENT', edited, saved)).toBe(false);
    expect(stepChanged('misc', 'SHORT_TERM', edited, saved)).toBe(true);
  });

  it('after saving, the saved step replaces its sections and leaves unsaved edits of other steps alone', () => {
    const current = structuredClone(saved);
    current.addressAndContact.city = 'Halle';
    current.personal.firstName = 'Anna';
    const answer = structuredClone(saved);
    answer.personal.firstName = 'Anna';
    const next = withSavedStep(current, 'personal', answer);
    expect(next.personal.firstName).toBe('Anna');
    expect(next.addressAndContact.city).toBe('Halle');
  });
});

describe('masked IBAN', () => {
  it('unchanged, the masked value is sent back as it came (the server keeps the stored IBAN)', () => {
    expect(ibanForPatch(MASKED, MASKED)).toBe(MASKED);
    expect(ibanForPatch(' de89****************00 ', MASKED)).toBe(MASKED);
  });

  it('a new IBAN is sent upper-cased without spaces; an emptied one as null', () => {
    expect(ibanForPatch('de44 5001 0517 5407 3249 31', MASKED)).toBe('DE44500105175407324931');
    expect(ibanForPatch('', MASKED)).toBeNull();
    expect(ibanForPatch('DE89370400440532013000', '')).toBe('DE89370400440532013000');
  });

  it('only the BIC changed: the banking patch carries the masked IBAN unchanged', () => {
    const v = valuesOf(loaded({ banking: { bic: 'COBADEFFXXX', iban: MASKED } }));
    v.banking.bic = 'DEUTDEFF';
    expect(stepPatch('banking', 'SHORT_TERM', v, MASKED)).toEqual({ banking: { bic: 'DEUTDEFF', iban: MASKED } });
  });
});

describe('server errors on the fields (spec 2 §5, through applyServerErrors)', () => {
  const sample = valuesOf(loaded({ socialSecurity: { pensionInsuranceNumber: null, pensionInsuranceVoluntaryPayment: null, healthInsurance: null, children: [{ firstName: 'A', lastName: 'B', birthdate: '2020-01-01' }, { firstName: 'C', lastName: 'D', birthdate: '2021-01-01' }, { firstName: 'E', lastName: 'F', birthdate: '2022-01-01' }] } }));
  const placing = (errors: { path: string; message: string }[]) => {
    let status: FormStatus = {};
    const err = new ApolloError({ graphQLErrors: [new GraphQLError('Validierungsfehler', { extensions: { code: 'VALIDATION', errors } })] });
    const { unplaced } = applyServerErrors(err, errorPlaces(sample), { setStatus: (s) => (status = s) }, REGISTRATION_PREFIXES);
    return { placed: status.serverErrors, unplaced: unplaced.map((e) => e.path) };
  };

  it('drop the registrationData. / model. prefix of the original tax step and keep the first message per path', () => {
    expect(
      placing([
        { path: 'registrationData.tax.taxIdentNumber', message: 'Steuer-ID ist erforderlich' },
        { path: 'tax.taxIdentNumber', message: 'zweite' },
        { path: 'model.tax.taxClass', message: 'Steuerklasse ist erforderlich' },
        { path: 'files.MISC', message: 'Bitte mindestens eine Datei hochladen.' },
      ]).placed,
    ).toEqual({ 'tax.taxIdentNumber': 'Steuer-ID ist erforderlich', 'tax.taxClass': 'Steuerklasse ist erforderlich', 'files.MISC': 'Bitte mindestens eine Datei hochladen.' });
  });

  it('every field path, the birth date, the children and the upload contexts have a field', () => {
    const paths = ['personal.firstName', 'personal.birthdate', 'personal.day', 'tax.taxClass', 'socialSecurity.children.2.birthdate', 'socialSecurity.children', 'files.MISC', 'citizenship.workPermitValidTo'];
    const { placed, unplaced } = placing(paths.map((path) => ({ path, message: path })));
    expect(Object.keys(placed ?? {}).sort()).toEqual([...paths].sort());
    expect(unplaced).toEqual([]);
  });

  it('unknown fields and contexts are left to the message above the step', () => {
    const paths = ['personal.nickname', 'files.OTHER', 'socialSecurity.children.7.birthdate', 'registrationCode'];
    expect(placing(paths.map((path) => ({ path, message: path }))).unplaced).toEqual(paths);
  });
});

describe('uploaded files in the form', () => {
  const file = (key: string, context: 'MISC' | 'HEALTH_INSURANCE' | null) => ({ key, fileName: `${key}.pdf`, context, contentType: 'application/pdf', size: 1 });

  it('by context in upload order; a file without a context counts as MISC', () => {
    const files = filesByContext([file('a', 'MISC'), file('b', 'HEALTH_INSURANCE'), file('c', null)]);
    expect(files.MISC.map((f) => f.key)).toEqual(['a', 'c']);
    expect(files.CITIZENSHIP).toEqual([]);
    expect(allFiles(files).map((f) => f.key)).toEqual(['b', 'a', 'c']);
  });

  it('an upload is added once, a deleted file taken away', () => {
    const v = valuesOf(loaded());
    const once = withUploaded(withUploaded(v, file('a', 'MISC')), file('a', 'MISC'));
    expect(once.files.MISC).toHaveLength(1);
    expect(withoutFile(once, 'MISC', 'a.pdf').files.MISC).toEqual([]);
    expect(v.files.MISC).toEqual([]);
  });

  it('files are no part of any step patch', () => {
    const v = withUploaded(valuesOf(loaded()), file('a', 'MISC'));
    expect(wholePatch(['misc'], 'SHORT_TERM', v)).not.toHaveProperty('files');
    expect(stepChanged('misc', 'SHORT_TERM', v, valuesOf(loaded()))).toBe(false);
  });
});

describe('loaded values', () => {
  it('loaded values carry no GraphQL type names into a patch', () => {
    const withTypename = loaded();
    (withTypename.shortTermQuestionnaire as Record<string, unknown>).__typename = 'ShortTermQuestionnaire';
    expect(stepPatch('questionnaire', 'SHORT_TERM', valuesOf(withTypename)).shortTermQuestionnaire).not.toHaveProperty('__typename');
  });
});
