import { validateYupSchema, yupToFormErrors } from 'formik';
import { describe, expect, it } from 'vitest';
import type { RegistrationFileContext, RegistrationType } from '@/generated/registrations';
import { schemaErrors } from '@/shared/form/yup';
import { type FormValues, valuesOf } from './registration-form';
import type { StepId } from './registration-steps';
import {
  childSchema,
  isRegistrationCode,
  isTaxIdentNumber,
  questionnaireBlocks,
  registrationSchema,
  type RuleContext,
  startSchema,
  stepSchema,
} from './registration-validation';
import { loaded } from './test-fixtures';

const TODAY = '2026-11-23';
const MASKED = 'DE89****************00';
const ctx = (over: Partial<RuleContext> = {}): RuleContext => ({ today: TODAY, savedIban: '', ...over });
const empty = (): FormValues => valuesOf(loaded());
/** The verdict of a step's schema, as the flow's form gets it on "Weiter". */
const check = (step: StepId, type: RegistrationType, values: FormValues, c: RuleContext = ctx()) => schemaErrors(stepSchema(step, type, values, c), values);
/** Values with `n` uploaded files in some contexts. */
function withFiles(v: FormValues, counts: Partial<Record<RegistrationFileContext, number>>): FormValues {
  const files = { ...v.files };
  for (const [context, n] of Object.entries(counts) as [RegistrationFileContext, number][]) {
    files[context] = Array.from({ length: n }, (_, i) => ({ key: `${context}-${i}`, fileName: `${i}.pdf`, context, contentType: 'application/pdf', size: 1 }));
  }
  return { ...v, files };
}

describe('single rules', () => {
  it('registration code: four letters, one message (spec 2 §5)', () => {
    expect(isRegistrationCode('abcd')).toBe(true);
    expect(isRegistrationCode('KURZ')).toBe(true);
    expect(isRegistrationCode('AB1D')).toBe(false);
    expect(isRegistrationCode('ABCDE')).toBe(false);
    const message = 'Der Code muss 4 Buchstaben haben, z.B. ABCD.';
    for (const bad of ['', 'AB1', 'ABCDE']) expect(schemaErrors(startSchema(), { registrationCode: bad }), bad).toEqual({ registrationCode: message });
    expect(schemaErrors(startSchema(), { registrationCode: 'KURZ' })).toEqual({});
  });

  it('IBAN checksum and BIC (ibantools), spaces and case ignored', () => {
    const v = empty();
    v.banking = { bic: 'coba de ff xxx', iban: 'de89 3704 0044 0532 0130 00' };
    expect(check('banking', 'SOCIAL_SECURITY', v)).toEqual({});
    v.banking = { bic: 'COBA', iban: 'DE89370400440532013001' };
    expect(check('banking', 'SOCIAL_SECURITY', v)).toEqual({ 'banking.bic': 'BIC ist ungültig', 'banking.iban': 'IBAN ist ungültig' });
    v.banking = { bic: 'COBADEFFXXX', iban: MASKED };
    expect(check('banking', 'SOCIAL_SECURITY', v)).toEqual({ 'banking.iban': 'IBAN ist ungültig' });
  });

  it('security: Steuer-ID: 11 digits with a valid check digit, spaces ignored', () => {
    for (const good of ['65929970489', '65 929 970 489', '26954371827']) expect(isTaxIdentNumber(good), good).toBe(true);
    for (const bad of ['12345678901', '65929970488', 'AB12', '6592997048']) expect(isTaxIdentNumber(bad), bad).toBe(false);
    const v = empty();
    v.socialSecurity = { ...v.socialSecurity, pensionInsuranceNumber: '12 140398 w 012', healthInsurance: 'AOK' };
    v.education = { schoolEducation: 'without', professionalDegree: 'without' };
    v.tax = { taxIdentNumber: '12345678901', taxClass: '1', childTaxCreditCount: '' };
    expect(check('taxSocial', 'SOCIAL_SECURITY', v)['tax.taxIdentNumber']).toBe('Ungültige Steuer-ID');
  });

  it('any yes in the questionnaire blocks short-term employment', () => {
    expect(questionnaireBlocks({ parentalLeave: false, stateBenefits: false, unemployed: false, betweenTrainings: false })).toBe(false);
    expect(questionnaireBlocks({ parentalLeave: false, stateBenefits: true, unemployed: false, betweenTrainings: false })).toBe(true);
  });
});

describe('step schemas (spec 2 §5, messages as the server sends them)', () => {
  it('questionnaire: all four answers required', () => {
    expect(Object.values(check('questionnaire', 'SHORT_TERM', empty()))).toEqual(Array(4).fill('Antwort ist erforderlich'));
  });

  it('personal: required fields, day ≤ 31, month ≤ 12, year ≥ 1940, a real date less than 99 years ago', () => {
    expect(check('personal', 'SHORT_TERM', empty())).toEqual({
      'personal.sex': 'Geschlecht ist erforderlich',
      'personal.lastName': 'Nachname ist erforderlich',
      'personal.firstName': 'Vorname ist erforderlich',
      'personal.maritalStatus': 'Familienstand ist erforderlich',
      'personal.day': 'Tag ist erforderlich',
      'personal.month': 'Monat ist erforderlich',
      'personal.year': 'Jahr ist erforderlich',
    });
    const v = empty();
    v.personal = { sex: 'male', lastName: 'B', birthName: '', firstName: 'J', maritalStatus: 'single', day: '32', month: '13', year: '1939' };
    expect(check('personal', 'SHORT_TERM', v)).toEqual({
      'personal.day': 'Tag darf höchstens 31 sein',
      'personal.month': 'Monat darf höchstens 12 sein',
      'personal.year': 'Jahr muss größer als 1939 sein',
    });
    v.personal = { ...v.personal, day: 'x', month: '2', year: '2001' };
    expect(check('personal', 'SHORT_TERM', v)).toEqual({ 'personal.day': 'Tag ist keine Zahl' });
    v.personal = { ...v.personal, day: '30' };
    expect(check('personal', 'SHORT_TERM', v)).toEqual({ 'personal.birthdate': 'Ungültiges Datum' });
    v.personal = { ...v.personal, day: '24', month: '11', year: '2026' };
    expect(check('personal', 'SHORT_TERM', v)).toEqual({ 'personal.birthdate': 'Ungültiges Datum' });
    // 99 years ago today is too old; one day later is fine (the 1940 rule aside).
    const old = ctx({ today: '2040-06-10' });
    v.personal = { ...v.personal, day: '10', month: '6', year: '1941' };
    expect(check('personal', 'SHORT_TERM', v, old)).toEqual({ 'personal.birthdate': 'Geburtsdatum ist ungültig' });
    v.personal = { ...v.personal, day: '11' };
    expect(check('personal', 'SHORT_TERM', v, old)).toEqual({});
    // Under 15 is refused (JArbSchG §5), as the server does; the 15th birthday itself is fine.
    v.personal = { ...v.personal, day: '23', month: '11', year: '2015' };
    expect(check('personal', 'SHORT_TERM', v)).toEqual({ 'personal.birthdate': 'Eine Registrierung ist erst ab 15 Jahren möglich.' });
    v.personal = { ...v.personal, day: '24', year: '2011' };
    expect(check('personal', 'SHORT_TERM', v)).toEqual({ 'personal.birthdate': 'Eine Registrierung ist erst ab 15 Jahren möglich.' });
    v.personal = { ...v.personal, day: '23', year: '2011' };
    expect(check('personal', 'SHORT_TERM', v)).toEqual({});
    v.personal = { ...v.personal, day: '11', month: '6', year: '1941' };
    // Blanks around a typed name do not count as a name.
    v.personal = { ...v.personal, firstName: '   ' };
    expect(check('personal', 'SHORT_TERM', v, old)).toEqual({ 'personal.firstName': 'Vorname ist erforderlich' });
  });

  it('address: all required, zip five digits, e-mail format', () => {
    const v = empty();
    expect(check('address', 'SOCIAL_SECURITY', v)).toEqual({
      'addressAndContact.street': 'Straße ist erforderlich',
      'addressAndContact.zip': 'PLZ ist erforderlich',
      'addressAndContact.city': 'Ort ist erforderlich',
      'addressAndContact.email': 'E-Mail ist erforderlich',
      'addressAndContact.phone': 'Telefon ist erforderlich',
    });
    v.addressAndContact = { street: 'Weg 1', zip: '123', city: 'Ort', email: 'kein-mail', phone: '1' };
    expect(check('address', 'SOCIAL_SECURITY', v)).toEqual({
      'addressAndContact.zip': 'PLZ ist ungültig',
      'addressAndContact.email': 'Ungültiges E-Mail Format',
    });
    v.addressAndContact = { ...v.addressAndContact, zip: '04109', email: 'z@example.de' };
    expect(check('address', 'SOCIAL_SECURITY', v)).toEqual({});
  });

  it('banking: BIC and IBAN valid; the stored IBAN shown masked passes unchanged, an edited mask does not', () => {
    const v = empty();
    expect(check('banking', 'SOCIAL_SECURITY', v)).toEqual({ 'banking.bic': 'BIC ist erforderlich', 'banking.iban': 'IBAN ist erforderlich' });
    v.banking = { bic: 'COBADEFFXXX', iban: MASKED };
    expect(check('banking', 'SOCIAL_SECURITY', v, ctx({ savedIban: MASKED }))).toEqual({});
    expect(check('banking', 'SOCIAL_SECURITY', v, ctx())).toEqual({ 'banking.iban': 'IBAN ist ungültig' });
    v.banking.iban = 'DE89****************01';
    expect(check('banking', 'SOCIAL_SECURITY', v, ctx({ savedIban: MASKED }))).toEqual({ 'banking.iban': 'IBAN ist ungültig' });
    v.banking.iban = 'de89 3704 0044 0532 0130 00';
    expect(check('banking', 'SOCIAL_SECURITY', v, ctx({ savedIban: MASKED }))).toEqual({});
  });

  it('tax and social security: required fields, per type the voluntary payment and the health-insurance upload', () => {
    expect(check('taxSocial', 'SOCIAL_SECURITY', empty())).toEqual({
      'socialSecurity.healthInsurance': 'Krankenkasse ist erforderlich',
      'education.schoolEducation': 'Schulabschluss ist erforderlich',
      'education.professionalDegree': 'Berufsausbildung ist erforderlich',
      'tax.taxIdentNumber': 'Steuer-ID ist erforderlich',
      'tax.taxClass': 'Steuerklasse ist erforderlich',
    });
    const v = empty();
    v.socialSecurity = { ...v.socialSecurity, pensionInsuranceNumber: '12 1403', healthInsurance: 'AOK' };
    v.education = { schoolEducation: 'without', professionalDegree: 'without' };
    v.tax = { taxIdentNumber: '65 929 970 489', taxClass: '1', childTaxCreditCount: '0,3' };
    expect(check('taxSocial', 'SOCIAL_SECURITY', v)).toEqual({
      'socialSecurity.pensionInsuranceNumber': 'Rentenversicherungsnummer ist ungültig',
      'tax.childTaxCreditCount': 'Kinderfreibeträge ist ungültig',
    });
    v.tax.childTaxCreditCount = 'zwei';
    expect(check('taxSocial', 'SOCIAL_SECURITY', v)['tax.childTaxCreditCount']).toBe('Kinderfreibeträge ist keine Zahl');
    v.tax.childTaxCreditCount = '100';
    expect(check('taxSocial', 'SOCIAL_SECURITY', v)['tax.childTaxCreditCount']).toBe('Kinderfreibeträge ist ungültig');
    v.socialSecurity.pensionInsuranceNumber = '12 140398 w 012';
    v.tax.childTaxCreditCount = '1,5';
    expect(check('taxSocial', 'SOCIAL_SECURITY', v)).toEqual({});
    expect(check('taxSocial', 'MINOR_EMPLOYMENT', v)).toEqual({ 'socialSecurity.pensionInsuranceVoluntaryPayment': 'Antwort ist erforderlich' });
    expect(check('taxSocial', 'SHORT_TERM', v)).toEqual({ 'files.HEALTH_INSURANCE': 'Bitte mindestens eine Datei hochladen.' });
    expect(check('taxSocial', 'SHORT_TERM', withFiles(v, { HEALTH_INSURANCE: 1 }))).toEqual({});
  });

  it('children: every field required, birth date a real day not after today; in the dialog and in the step', () => {
    expect(schemaErrors(childSchema(TODAY), { firstName: '', lastName: '', birthdate: '' })).toEqual({
      firstName: 'Vorname ist erforderlich',
      lastName: 'Nachname ist erforderlich',
      birthdate: 'Geburtsdatum ist erforderlich',
    });
    expect(schemaErrors(childSchema(TODAY), { firstName: 'M', lastName: 'G', birthdate: '2026-11-24' })).toEqual({ birthdate: 'Das Datum darf nicht in der Zukunft liegen.' });
    expect(schemaErrors(childSchema(TODAY), { firstName: 'M', lastName: 'G', birthdate: '31.02.2020' })).toEqual({ birthdate: 'Ungültiges Datum' });
    expect(schemaErrors(childSchema(TODAY), { firstName: 'M', lastName: 'G', birthdate: TODAY })).toEqual({});
    const v = empty();
    v.socialSecurity = { ...v.socialSecurity, healthInsurance: 'AOK', children: [{ firstName: 'Mia', lastName: '', birthdate: '2026-12-01' }] };
    v.education = { schoolEducation: 'without', professionalDegree: 'without' };
    v.tax = { taxIdentNumber: '65929970489', taxClass: '1', childTaxCreditCount: '' };
    expect(check('taxSocial', 'SOCIAL_SECURITY', v)).toEqual({
      'socialSecurity.children[0].lastName': 'Nachname ist erforderlich',
      'socialSecurity.children[0].birthdate': 'Das Datum darf nicht in der Zukunft liegen.',
    });
  });

  it('employment: three answers; SHORT_TERM days ≥ 1 when another employer this year', () => {
    const v = empty();
    expect(check('employment', 'SHORT_TERM', v)).toEqual({
      'employment.mainEmployer': 'Antwort ist erforderlich',
      'employment.otherEmployments': 'Antwort ist erforderlich',
      'employment.otherEmployerInCurrentYear': 'Antwort ist erforderlich',
    });
    v.employment = { mainEmployer: false, otherEmployments: false, otherEmployerInCurrentYear: true, daysShortTermEmploymentC: '' };
    expect(check('employment', 'SHORT_TERM', v)).toEqual({ 'employment.daysShortTermEmploymentC': 'Tage kurzfristiger Beschäftigung ist erforderlich' });
    v.employment.daysShortTermEmploymentC = '0';
    expect(check('employment', 'SHORT_TERM', v)).toEqual({
      'employment.daysShortTermEmploymentC': 'Tage kurzfristiger Beschäftigung muss größer oder gleich 1 sein',
    });
    v.employment.daysShortTermEmploymentC = 'viele';
    expect(check('employment', 'SHORT_TERM', v)).toEqual({ 'employment.daysShortTermEmploymentC': 'Tage kurzfristiger Beschäftigung ist keine Zahl' });
    v.employment.daysShortTermEmploymentC = '367';
    expect(check('employment', 'SHORT_TERM', v)).toEqual({ 'employment.daysShortTermEmploymentC': 'Tage kurzfristiger Beschäftigung ist ungültig' });
    v.employment.daysShortTermEmploymentC = '12';
    expect(check('employment', 'SHORT_TERM', v)).toEqual({});
    v.employment.daysShortTermEmploymentC = 'viele';
    expect(check('employment', 'MINOR_EMPLOYMENT', v)).toEqual({});
  });

  it('citizenship: citizenship, birthplace, answer; permit dates only for non-EU citizens, not in the past', () => {
    const v = empty();
    expect(check('citizenship', 'SHORT_TERM', v)).toEqual({
      'citizenship.citizenship': 'Staatsangehörigkeit ist erforderlich',
      'citizenship.birthplace': 'Geburtsort ist erforderlich',
      'citizenship.euCitizen': 'Antwort ist erforderlich',
    });
    v.citizenship = { ...v.citizenship, citizenship: 'ukrainisch', birthplace: 'Lwiw', euCitizen: true };
    expect(check('citizenship', 'SHORT_TERM', v)).toEqual({});
    v.citizenship = { ...v.citizenship, euCitizen: false, residencePermitValidTo: '2026-11-22', passportValidTo: TODAY };
    expect(check('citizenship', 'SHORT_TERM', v)).toEqual({
      'citizenship.residencePermitValidTo': 'Das Datum darf nicht in der Vergangenheit liegen.',
      'citizenship.workPermitValidTo': 'Arbeitserlaubnis gültig bis ist erforderlich',
    });
    v.citizenship = { ...v.citizenship, residencePermitValidTo: '30.02.2027', workPermitValidTo: '2030-01-01' };
    expect(check('citizenship', 'SHORT_TERM', v)).toEqual({ 'citizenship.residencePermitValidTo': 'Ungültiges Datum' });
  });

  it('misc: two answers; an upload for a SHORT_TERM student and a WORKING_STUDENT; optional numbers', () => {
    const v = empty();
    expect(check('misc', 'WORKING_STUDENT', v)).toEqual({
      'misc.selfEmployed': 'Antwort ist erforderlich',
      'misc.disabled': 'Antwort ist erforderlich',
      'files.MISC': 'Bitte mindestens eine Datei hochladen.',
    });
    v.misc = { ...v.misc, selfEmployed: false, disabled: false, student: true, maxWeeklyHours: '200', miniJobCompensation: 'abc' };
    expect(check('misc', 'SHORT_TERM', withFiles(v, { MISC: 2 }))).toEqual({
      'misc.maxWeeklyHours': 'Maximale Wochenstunden ist ungültig',
      'misc.miniJobCompensation': 'Minijob-Verdienst ist keine Zahl',
    });
    v.misc = { ...v.misc, maxWeeklyHours: '20', miniJobCompensation: '' };
    expect(check('misc', 'SHORT_TERM', v)).toEqual({ 'files.MISC': 'Bitte mindestens eine Datei hochladen.' });
    expect(check('misc', 'MINOR_EMPLOYMENT', v)).toEqual({});
    // The disability proof may be added, it is not required.
    v.misc.disabled = true;
    expect(check('misc', 'MINOR_EMPLOYMENT', v)).toEqual({});
  });

  it('steps without data have no rules', () => {
    for (const step of ['welcome', 'summary', 'finished'] as const) expect(check(step, 'SHORT_TERM', empty()), step).toEqual({});
  });
});

describe('the flow form checks the current step only (as formik runs the schema: blanks as undefined)', () => {
  const formik = (step: StepId, type: RegistrationType, values: FormValues) =>
    validateYupSchema(values, registrationSchema(step, type, ctx()) as never).then(
      () => ({}),
      (err: unknown) => yupToFormErrors(err),
    );

  it('the step’s own fields, nested as the fields are named; other steps wait for their turn', async () => {
    const v = empty();
    v.employment = { mainEmployer: false, otherEmployments: null, otherEmployerInCurrentYear: true, daysShortTermEmploymentC: '' };
    expect(await formik('employment', 'SHORT_TERM', v)).toEqual({
      employment: { otherEmployments: 'Antwort ist erforderlich', daysShortTermEmploymentC: 'Tage kurzfristiger Beschäftigung ist erforderlich' },
    });
    v.personal = { ...v.personal, day: '', month: '2', year: '1990' };
    expect(await formik('personal', 'SHORT_TERM', v)).toMatchObject({ personal: { day: 'Tag ist erforderlich', firstName: 'Vorname ist erforderlich' } });
    const withChild = empty();
    withChild.socialSecurity.children = [{ firstName: '', lastName: 'G', birthdate: '2020-01-01' }];
    expect(await formik('taxSocial', 'SHORT_TERM', withChild)).toMatchObject({
      socialSecurity: { children: [{ firstName: 'Vorname ist erforderlich' }] },
      files: { HEALTH_INSURANCE: 'Bitte mindestens eine Datei hochladen.' },
    });
  });
});
