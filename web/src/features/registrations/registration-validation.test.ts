import { describe, expect, it } from 'vitest';
import { type FormValues, valuesOf } from './registration-form';
import { isBic, isIban, isRegistrationCode, isTaxIdentNumber, questionnaireBlocks, type RuleContext, validateChild, validateStep } from './registration-validation';
import { loaded } from './test-fixtures';

const TODAY = '2026-11-23';
const MASKED = 'DE89****************00';
const ctx = (over: Partial<RuleContext> = {}): RuleContext => ({ today: TODAY, files: {}, savedIban: '', ...over });
const empty = (): FormValues => valuesOf(loaded());

describe('single rules', () => {
  it('registration code: four letters', () => {
    expect(isRegistrationCode('abcd')).toBe(true);
    expect(isRegistrationCode('KURZ')).toBe(true);
    expect(isRegistrationCode('AB1D')).toBe(false);
    expect(isRegistrationCode('ABCDE')).toBe(false);
  });

  it('IBAN checksum and BIC, spaces and case ignored', () => {
    expect(isIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('DE89370400440532013001')).toBe(false);
    expect(isIban(MASKED)).toBe(false);
    expect(isBic('coba de ff xxx')).toBe(true);
    expect(isBic('COBA')).toBe(false);
  });

  it('#12.12 Steuer-ID: 11 digits with a valid check digit, spaces ignored', () => {
    for (const good of ['65929970489', '65 929 970 489', '26954371827']) expect(isTaxIdentNumber(good), good).toBe(true);
    for (const bad of ['12345678901', '65929970488', 'AB12', '6592997048']) expect(isTaxIdentNumber(bad), bad).toBe(false);
    const v = empty();
    v.socialSecurity = { ...v.socialSecurity, pensionInsuranceNumber: '12 140398 w 012', healthInsurance: 'AOK' };
    v.education = { schoolEducation: 'without', professionalDegree: 'without' };
    v.tax = { taxIdentNumber: '12345678901', taxClass: '1', childTaxCreditCount: '' };
    expect(validateStep('taxSocial', 'SOCIAL_SECURITY', v, ctx())['tax.taxIdentNumber']).toBe('Ungültige Steuer-ID');
  });

  it('any yes in the questionnaire blocks short-term employment', () => {
    expect(questionnaireBlocks({ parentalLeave: false, stateBenefits: false, unemployed: false, betweenTrainings: false })).toBe(false);
    expect(questionnaireBlocks({ parentalLeave: false, stateBenefits: true, unemployed: false, betweenTrainings: false })).toBe(true);
  });
});

describe('steps (spec 2 §5, messages as the server sends them)', () => {
  it('questionnaire: all four answers required', () => {
    expect(Object.values(validateStep('questionnaire', 'SHORT_TERM', empty(), ctx()))).toEqual(Array(4).fill('Antwort ist erforderlich'));
  });

  it('personal: required fields, day ≤ 31, month ≤ 12, year ≥ 1940, a real date less than 99 years ago', () => {
    expect(validateStep('personal', 'SHORT_TERM', empty(), ctx())).toEqual({
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
    expect(validateStep('personal', 'SHORT_TERM', v, ctx())).toEqual({
      'personal.day': 'Tag darf höchstens 31 sein',
      'personal.month': 'Monat darf höchstens 12 sein',
      'personal.year': 'Jahr muss größer als 1939 sein',
    });
    v.personal = { ...v.personal, day: 'x', month: '2', year: '2001' };
    expect(validateStep('personal', 'SHORT_TERM', v, ctx())).toEqual({ 'personal.day': 'Tag ist keine Zahl' });
    v.personal = { ...v.personal, day: '30' };
    expect(validateStep('personal', 'SHORT_TERM', v, ctx())).toEqual({ 'personal.birthdate': 'Ungültiges Datum' });
    v.personal = { ...v.personal, day: '24', month: '11', year: '2026' };
    expect(validateStep('personal', 'SHORT_TERM', v, ctx())).toEqual({ 'personal.birthdate': 'Ungültiges Datum' });
    // 99 years ago today is too old; one day later is fine (the 1940 rule aside).
    const old = { today: '2040-06-10', files: {}, savedIban: '' };
    v.personal = { ...v.personal, day: '10', month: '6', year: '1941' };
    expect(validateStep('personal', 'SHORT_TERM', v, old)).toEqual({ 'personal.birthdate': 'Geburtsdatum ist ungültig' });
    v.personal = { ...v.personal, day: '11' };
    expect(validateStep('personal', 'SHORT_TERM', v, old)).toEqual({});
  });

  it('address: zip five digits, e-mail format', () => {
    const v = empty();
    v.addressAndContact = { street: 'Weg 1', zip: '123', city: 'Ort', email: 'kein-mail', phone: '1' };
    expect(validateStep('address', 'SOCIAL_SECURITY', v, ctx())).toEqual({
      'addressAndContact.zip': 'PLZ ist ungültig',
      'addressAndContact.email': 'Ungültiges E-Mail Format',
    });
  });

  it('banking: BIC and IBAN valid; the stored IBAN shown masked passes unchanged, an edited mask does not', () => {
    const v = empty();
    expect(validateStep('banking', 'SOCIAL_SECURITY', v, ctx())).toEqual({ 'banking.bic': 'BIC ist erforderlich', 'banking.iban': 'IBAN ist erforderlich' });
    v.banking = { bic: 'COBADEFFXXX', iban: MASKED };
    expect(validateStep('banking', 'SOCIAL_SECURITY', v, ctx({ savedIban: MASKED }))).toEqual({});
    expect(validateStep('banking', 'SOCIAL_SECURITY', v, ctx())).toEqual({ 'banking.iban': 'IBAN ist ungültig' });
    v.banking.iban = 'DE89****************01';
    expect(validateStep('banking', 'SOCIAL_SECURITY', v, ctx({ savedIban: MASKED }))).toEqual({ 'banking.iban': 'IBAN ist ungültig' });
    v.banking.iban = 'de89 3704 0044 0532 0130 00';
    expect(validateStep('banking', 'SOCIAL_SECURITY', v, ctx({ savedIban: MASKED }))).toEqual({});
  });

  it('tax and social security: per type the voluntary payment and the health-insurance upload', () => {
    const v = empty();
    v.socialSecurity = { ...v.socialSecurity, pensionInsuranceNumber: '12 1403', healthInsurance: 'AOK' };
    v.education = { schoolEducation: 'without', professionalDegree: 'without' };
    v.tax = { taxIdentNumber: '65 929 970 489', taxClass: '1', childTaxCreditCount: '0,3' };
    expect(validateStep('taxSocial', 'SOCIAL_SECURITY', v, ctx())).toEqual({
      'socialSecurity.pensionInsuranceNumber': 'Rentenversicherungsnummer ist ungültig',
      'tax.childTaxCreditCount': 'Kinderfreibeträge ist ungültig',
    });
    v.socialSecurity.pensionInsuranceNumber = '12 140398 w 012';
    v.tax.childTaxCreditCount = '1,5';
    expect(validateStep('taxSocial', 'SOCIAL_SECURITY', v, ctx())).toEqual({});
    expect(validateStep('taxSocial', 'MINOR_EMPLOYMENT', v, ctx())).toEqual({ 'socialSecurity.pensionInsuranceVoluntaryPayment': 'Antwort ist erforderlich' });
    expect(validateStep('taxSocial', 'SHORT_TERM', v, ctx())).toEqual({ 'files.HEALTH_INSURANCE': 'Bitte mindestens eine Datei hochladen.' });
    expect(validateStep('taxSocial', 'SHORT_TERM', v, ctx({ files: { HEALTH_INSURANCE: 1 } }))).toEqual({});
  });

  it('children: every field required, birth date not after today', () => {
    expect(validateChild({ firstName: '', lastName: '', birthdate: '' }, TODAY)).toEqual({
      firstName: 'Vorname ist erforderlich',
      lastName: 'Nachname ist erforderlich',
      birthdate: 'Geburtsdatum ist erforderlich',
    });
    expect(validateChild({ firstName: 'M', lastName: 'G', birthdate: '2026-11-24' }, TODAY)).toEqual({ birthdate: 'Das Datum darf nicht in der Zukunft liegen.' });
    expect(validateChild({ firstName: 'M', lastName: 'G', birthdate: TODAY }, TODAY)).toEqual({});
  });

  it('employment: three answers; SHORT_TERM days ≥ 1 when another employer this year', () => {
    const v = empty();
    expect(Object.keys(validateStep('employment', 'SHORT_TERM', v, ctx()))).toHaveLength(3);
    v.employment = { mainEmployer: false, otherEmployments: false, otherEmployerInCurrentYear: true, daysShortTermEmploymentC: '' };
    expect(validateStep('employment', 'SHORT_TERM', v, ctx())).toEqual({ 'employment.daysShortTermEmploymentC': 'Tage kurzfristiger Beschäftigung ist erforderlich' });
    v.employment.daysShortTermEmploymentC = '0';
    expect(validateStep('employment', 'SHORT_TERM', v, ctx())).toEqual({
      'employment.daysShortTermEmploymentC': 'Tage kurzfristiger Beschäftigung muss größer oder gleich 1 sein',
    });
    v.employment.daysShortTermEmploymentC = 'viele';
    expect(validateStep('employment', 'SHORT_TERM', v, ctx())).toEqual({ 'employment.daysShortTermEmploymentC': 'Tage kurzfristiger Beschäftigung ist keine Zahl' });
    expect(validateStep('employment', 'MINOR_EMPLOYMENT', v, ctx())).toEqual({});
  });

  it('citizenship: permit dates only for non-EU citizens, not in the past', () => {
    const v = empty();
    v.citizenship = { ...v.citizenship, citizenship: 'ukrainisch', birthplace: 'Lwiw', euCitizen: true };
    expect(validateStep('citizenship', 'SHORT_TERM', v, ctx())).toEqual({});
    v.citizenship = { ...v.citizenship, euCitizen: false, residencePermitValidTo: '2026-11-22', passportValidTo: TODAY };
    expect(validateStep('citizenship', 'SHORT_TERM', v, ctx())).toEqual({
      'citizenship.residencePermitValidTo': 'Das Datum darf nicht in der Vergangenheit liegen.',
      'citizenship.workPermitValidTo': 'Arbeitserlaubnis gültig bis ist erforderlich',
    });
  });

  it('misc: two answers; an upload for a SHORT_TERM student and a WORKING_STUDENT; optional numbers', () => {
    const v = empty();
    expect(validateStep('misc', 'WORKING_STUDENT', v, ctx())).toEqual({
      'misc.selfEmployed': 'Antwort ist erforderlich',
      'misc.disabled': 'Antwort ist erforderlich',
      'files.MISC': 'Bitte mindestens eine Datei hochladen.',
    });
    v.misc = { ...v.misc, selfEmployed: false, disabled: false, student: true, maxWeeklyHours: '200', miniJobCompensation: 'abc' };
    expect(validateStep('misc', 'SHORT_TERM', v, ctx({ files: { MISC: 2 } }))).toEqual({
      'misc.maxWeeklyHours': 'Maximale Wochenstunden ist ungültig',
      'misc.miniJobCompensation': 'Minijob-Verdienst ist keine Zahl',
    });
    v.misc = { ...v.misc, maxWeeklyHours: '20', miniJobCompensation: '' };
    expect(validateStep('misc', 'SHORT_TERM', v, ctx())).toEqual({ 'files.MISC': 'Bitte mindestens eine Datei hochladen.' });
    expect(validateStep('misc', 'MINOR_EMPLOYMENT', v, ctx())).toEqual({});
  });
});
