import { describe, expect, it } from 'vitest';
import { errorsByPath, fieldPath, isFieldPath, ibanForPatch, stepChanged, stepPatch, valuesOf, wholePatch, withSavedStep } from './registration-form';
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

describe('server error paths', () => {
  it('drop the registrationData. / model. prefix of the original tax step and keep the first message per path', () => {
    expect(fieldPath('registrationData.tax.taxClass')).toBe('tax.taxClass');
    expect(fieldPath('model.tax.taxClass')).toBe('tax.taxClass');
    expect(fieldPath('socialSecurity.children.0.birthdate')).toBe('socialSecurity.children.0.birthdate');
    expect(
      errorsByPath([
        { path: 'registrationData.tax.taxIdentNumber', message: 'Steuer-ID ist erforderlich' },
        { path: 'tax.taxIdentNumber', message: 'zweite' },
        { path: 'files.MISC', message: 'Bitte mindestens eine Datei hochladen.' },
      ]),
    ).toEqual({ 'tax.taxIdentNumber': 'Steuer-ID ist erforderlich', 'files.MISC': 'Bitte mindestens eine Datei hochladen.' });
  });
});

describe('fields that show a server error', () => {
  const sample = valuesOf(loaded());
  it('knows every field path, the children and the upload contexts', () => {
    for (const path of ['personal.firstName', 'personal.birthdate', 'personal.day', 'tax.taxClass', 'socialSecurity.children.2.birthdate', 'files.MISC', 'citizenship.workPermitValidTo']) {
      expect(isFieldPath(path, sample), path).toBe(true);
    }
  });
  it('leaves sections, unknown fields and contexts to the message above the step', () => {
    for (const path of ['shortTermQuestionnaire', 'personal', 'personal.nickname', 'files.OTHER', 'socialSecurity.children', 'registrationCode']) {
      expect(isFieldPath(path, sample), path).toBe(false);
    }
  });
  it('loaded values carry no GraphQL type names into a patch', () => {
    const withTypename = loaded();
    (withTypename.shortTermQuestionnaire as Record<string, unknown>).__typename = 'ShortTermQuestionnaire';
    expect(stepPatch('questionnaire', 'SHORT_TERM', valuesOf(withTypename)).shortTermQuestionnaire).not.toHaveProperty('__typename');
  });
});
