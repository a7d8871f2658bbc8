import { describe, expect, it } from 'vitest';
import { completeRegistration, REGISTRATION_TYPES } from '../../test/registration-fixtures.js';
import { dropInapplicable, emptyData, maskIban, mergePatch, RegistrationStep, stepsOf, stepsTouchedBy, type DataPatch, type RegistrationData } from './registration-data.js';
import { RegistrationFileContext, RegistrationType } from './registration.enums.js';
import {
  birthdateError,
  hasTurned,
  isMinor,
  isBic,
  isIban,
  isPensionInsuranceNumber,
  isRegistrationCode,
  isTaxIdentNumber,
  isZip,
  validateAddressAndContact,
  validateBanking,
  validateCitizenship,
  validateEmployment,
  validateMisc,
  validatePersonal,
  validateShortTermQuestionnaire,
  validateSteps,
  validateTaxAndSocialSecurity,
  validateWhole,
  type RuleContext,
} from './registration.validation.js';

const TODAY = '2026-11-23';
const ctx = (files: RuleContext['files'] = {}): RuleContext => ({ today: TODAY, files });
const allFiles = { HEALTH_INSURANCE: 1, MISC: 1 };

function dataOf(type: RegistrationType, patch: DataPatch = {}): RegistrationData {
  const base = mergePatch(emptyData(), completeRegistration(type, { dateAhead: '2027-06-30' }) as DataPatch);
  return dropInapplicable(type, mergePatch(base, patch));
}
const paths = (errors: { path: string }[]) => errors.map((e) => e.path);
const messageAt = (errors: { path: string; message: string }[], path: string) => errors.find((e) => e.path === path)?.message;

describe('single validators', () => {
  it('registration code: exactly four letters', () => {
    for (const good of ['ABCD', 'abcd', 'KuRz', ' MINI ']) expect(isRegistrationCode(good), good).toBe(true);
    for (const bad of ['ABC', 'ABCDE', 'AB1D', 'ÄBCD', '', null, 1234]) expect(isRegistrationCode(bad), String(bad)).toBe(false);
  });

  it('IBAN: country format and checksum, spaces and case do not matter', () => {
    for (const good of ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00', 'de89370400440532013000', 'AT611904300234573201', 'NL91ABNA0417164300']) {
      expect(isIban(good), good).toBe(true);
    }
    for (const bad of ['DE89370400440532013001', 'DE8937040044053201300', 'XX89370400440532013000', 'DE00370400440532013000', '', 'IBAN', null]) {
      expect(isIban(bad), String(bad)).toBe(false);
    }
  });

  it('BIC: 8 or 11 characters with bank, country and location code', () => {
    for (const good of ['COBADEFFXXX', 'COBADEFF', 'BYLADEM1001', 'coba de ff']) expect(isBic(good), good).toBe(true);
    for (const bad of ['COBADEF', 'COBA1EFFXXX', 'COBADEFFXX', '12345678', '', null]) expect(isBic(bad), String(bad)).toBe(false);
  });

  it('zip: exactly five digits', () => {
    for (const good of ['04109', '10115', '99999']) expect(isZip(good), good).toBe(true);
    for (const bad of ['4109', '041090', '0410a', ' 04109', '', null]) expect(isZip(bad), String(bad)).toBe(false);
  });

  it('pension insurance number: at least 12 letters and digits', () => {
    for (const good of ['12140398W012', '12140398w0123', 'ABCDEFGHIJKL']) expect(isPensionInsuranceNumber(good), good).toBe(true);
    for (const bad of ['12140398W01', '12140398-W012', '12 140398 W012', '']) expect(isPensionInsuranceNumber(bad), bad).toBe(false);
  });

  it('security: tax identification number: 11 digits with a valid check digit', () => {
    for (const good of ['65929970489', '57549285017', '86095742719', '65 929 970 489']) expect(isTaxIdentNumber(good), good).toBe(true);
    for (const bad of ['12345678901', '65929970488', 'AB12', '123 456', '123-456', '', '6592997048', '659299704890']) expect(isTaxIdentNumber(bad), bad).toBe(false);
  });

  it('birth date: valid, year 1940 or later, less than 99 years ago, not in the future', () => {
    expect(birthdateError('1998-03-14', TODAY)).toBeNull();
    expect(birthdateError('1940-01-01', TODAY)).toBeNull();
    expect(birthdateError(null, TODAY)).toBe('Geburtsdatum ist erforderlich');
    expect(birthdateError('1998-02-30', TODAY)).toBe('Ungültiges Datum');
    expect(birthdateError('14.03.1998', TODAY)).toBe('Ungültiges Datum');
    expect(birthdateError('1939-12-31', TODAY)).toBe('Geburtsjahr muss größer als 1939 sein');
    expect(birthdateError('2026-11-24', TODAY)).toBe('Ungültiges Datum');
    // From 2039 on the 99-year rule is the stricter one.
    expect(birthdateError('1940-06-01', '2039-06-01')).toBe('Geburtsdatum ist ungültig');
    expect(birthdateError('1940-06-02', '2039-06-01')).toBeNull();
  });
});

describe('age (refuse under 15, flag under 18)', () => {
  it('refuses applicants under 15 (JArbSchG §5): eleven years ago, and the day before the 15th birthday', () => {
    const tooYoung = 'Eine Registrierung ist erst ab 15 Jahren möglich.';
    expect(birthdateError('2015-11-23', TODAY)).toBe(tooYoung);
    expect(birthdateError('2011-11-24', TODAY)).toBe(tooYoung);
    expect(birthdateError('2011-11-23', TODAY)).toBeNull();
    expect(validatePersonal(dataOf(RegistrationType.SOCIAL_SECURITY, { personal: { birthdate: '2015-11-23' } }), ctx())).toEqual([{ path: 'personal.birthdate', message: tooYoung }]);
  });

  it('flags under 18 as minor; birthdays count from the day itself, 29 February from 1 March', () => {
    expect(isMinor('2008-11-24', TODAY)).toBe(true);
    expect(isMinor('2008-11-23', TODAY)).toBe(false);
    expect(isMinor('1998-03-14', TODAY)).toBe(false);
    expect(isMinor(null, TODAY)).toBe(false);
    expect(isMinor('kein Datum', TODAY)).toBe(false);
    expect(hasTurned('2008-02-29', 15, '2023-02-28')).toBe(false);
    expect(hasTurned('2008-02-29', 15, '2023-03-01')).toBe(true);
    expect(hasTurned('2008-02-29', 16, '2024-02-29')).toBe(true);
  });
});

describe('a complete registration of every type is valid', () => {
  for (const type of REGISTRATION_TYPES) {
    it(type, () => {
      expect(validateWhole(type as RegistrationType, dataOf(type as RegistrationType), ctx(allFiles))).toEqual([]);
    });
  }
});

describe('steps', () => {
  it('the questionnaire only for SHORT_TERM, in order after the welcome', () => {
    expect(stepsOf(RegistrationType.SHORT_TERM)[0]).toBe(RegistrationStep.SHORT_TERM_QUESTIONNAIRE);
    expect(stepsOf(RegistrationType.MINOR_EMPLOYMENT)).not.toContain(RegistrationStep.SHORT_TERM_QUESTIONNAIRE);
    expect(stepsOf(RegistrationType.SOCIAL_SECURITY)).toHaveLength(7);
  });

  it('a patch is validated by the steps whose sections it touches', () => {
    expect(stepsTouchedBy({ tax: {} })).toEqual([RegistrationStep.TAX_AND_SOCIAL_SECURITY]);
    expect(stepsTouchedBy({ personal: {}, banking: null })).toEqual([RegistrationStep.PERSONAL, RegistrationStep.BANKING]);
    expect(stepsTouchedBy({})).toEqual([]);
  });

  it('a step validates the whole step, not only the sent fields', () => {
    const data = mergePatch(emptyData(), { personal: { firstName: 'Zofia' } });
    const errors = validateSteps([RegistrationStep.PERSONAL], RegistrationType.SOCIAL_SECURITY, data, ctx());
    expect(paths(errors).sort()).toEqual(['personal.birthdate', 'personal.lastName', 'personal.maritalStatus', 'personal.sex']);
    expect(messageAt(errors, 'personal.lastName')).toBe('Nachname ist erforderlich');
    expect(messageAt(errors, 'personal.sex')).toBe('Geschlecht ist erforderlich');
  });
});

describe('short-term questionnaire', () => {
  it('all four answers are required', () => {
    const errors = validateShortTermQuestionnaire(emptyData());
    expect(errors).toHaveLength(4);
    expect(errors.every((e) => e.message === 'Antwort ist erforderlich')).toBe(true);
  });
  it('any yes blocks', () => {
    const data = dataOf(RegistrationType.SHORT_TERM, { shortTermQuestionnaire: { unemployed: true } });
    expect(validateShortTermQuestionnaire(data)).toEqual([{ path: 'shortTermQuestionnaire.unemployed', message: 'Eine kurzfristige Beschäftigung ist leider nicht möglich.' }]);
    expect(paths(validateWhole(RegistrationType.SHORT_TERM, data, ctx(allFiles)))).toEqual(['shortTermQuestionnaire.unemployed']);
  });
  it('does not apply to other types', () => {
    const data = dataOf(RegistrationType.SOCIAL_SECURITY, { shortTermQuestionnaire: { unemployed: true } });
    expect(data.shortTermQuestionnaire.unemployed).toBeNull();
    expect(validateWhole(RegistrationType.SOCIAL_SECURITY, data, ctx())).toEqual([]);
  });
});

describe('personal, address, banking', () => {
  it('unknown enumeration values are invalid', () => {
    const data = dataOf(RegistrationType.SOCIAL_SECURITY, { personal: { sex: 'x' as never, maritalStatus: 'complicated' as never } });
    expect(validatePersonal(data, ctx())).toEqual([
      { path: 'personal.sex', message: 'Geschlecht ist ungültig' },
      { path: 'personal.maritalStatus', message: 'Familienstand ist ungültig' },
    ]);
  });

  it('address: required fields, zip of 5 digits, e-mail format', () => {
    const empty = validateAddressAndContact(emptyData());
    expect(empty).toEqual([
      { path: 'addressAndContact.street', message: 'Straße ist erforderlich' },
      { path: 'addressAndContact.zip', message: 'PLZ ist erforderlich' },
      { path: 'addressAndContact.city', message: 'Ort ist erforderlich' },
      { path: 'addressAndContact.email', message: 'E-Mail ist erforderlich' },
      { path: 'addressAndContact.phone', message: 'Telefon ist erforderlich' },
    ]);
    const bad = dataOf(RegistrationType.SOCIAL_SECURITY, { addressAndContact: { zip: '4109', email: 'zofia@example' } });
    expect(validateAddressAndContact(bad)).toEqual([
      { path: 'addressAndContact.zip', message: 'PLZ ist ungültig' },
      { path: 'addressAndContact.email', message: 'Ungültiges E-Mail Format' },
    ]);
  });

  it('banking: IBAN checksum and BIC validity, spaces and case normalised on save', () => {
    const data = dataOf(RegistrationType.SOCIAL_SECURITY);
    expect(data.banking).toEqual({ bic: 'COBADEFFXXX', iban: 'DE89370400440532013000' });
    const bad = dataOf(RegistrationType.SOCIAL_SECURITY, { banking: { iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBA1EFF' } });
    expect(validateBanking(bad)).toEqual([
      { path: 'banking.bic', message: 'BIC ist ungültig' },
      { path: 'banking.iban', message: 'IBAN ist ungültig' },
    ]);
    expect(validateBanking(emptyData())).toEqual([
      { path: 'banking.bic', message: 'BIC ist erforderlich' },
      { path: 'banking.iban', message: 'IBAN ist erforderlich' },
    ]);
  });

  it('a masked IBAN sent back keeps the stored one; a new one replaces it', () => {
    const data = dataOf(RegistrationType.SOCIAL_SECURITY);
    expect(maskIban(data.banking.iban)).toBe('DE89****************00');
    expect(mergePatch(data, { banking: { iban: 'DE89****************00', bic: 'BYLADEM1001' } }).banking).toEqual({ iban: 'DE89370400440532013000', bic: 'BYLADEM1001' });
    expect(mergePatch(data, { banking: { iban: 'AT61 1904 3002 3457 3201' } }).banking.iban).toBe('AT611904300234573201');
  });
});

describe('tax and social security', () => {
  const minor = RegistrationType.MINOR_EMPLOYMENT;

  it('required fields', () => {
    const errors = validateTaxAndSocialSecurity(RegistrationType.SOCIAL_SECURITY, emptyData(), ctx());
    expect(errors).toEqual([
      { path: 'socialSecurity.healthInsurance', message: 'Krankenkasse ist erforderlich' },
      { path: 'education.schoolEducation', message: 'Schulabschluss ist erforderlich' },
      { path: 'education.professionalDegree', message: 'Berufsausbildung ist erforderlich' },
      { path: 'tax.taxIdentNumber', message: 'Steuer-ID ist erforderlich' },
      { path: 'tax.taxClass', message: 'Steuerklasse ist erforderlich' },
    ]);
  });

  it('pension number: optional, else at least 12 letters and digits (upper-cased, spaces removed)', () => {
    const spaced = dataOf(minor, { socialSecurity: { pensionInsuranceNumber: '12 140398 w 012' } });
    expect(spaced.socialSecurity.pensionInsuranceNumber).toBe('12140398W012');
    expect(validateTaxAndSocialSecurity(minor, spaced, ctx())).toEqual([]);
    const short = dataOf(minor, { socialSecurity: { pensionInsuranceNumber: '12140398W01' } });
    expect(validateTaxAndSocialSecurity(minor, short, ctx())).toEqual([{ path: 'socialSecurity.pensionInsuranceNumber', message: 'Rentenversicherungsnummer ist ungültig' }]);
    const none = dataOf(minor, { socialSecurity: { pensionInsuranceNumber: null } });
    expect(validateTaxAndSocialSecurity(minor, none, ctx())).toEqual([]);
  });

  it('security: tax id with its check digit, tax class one to six, child tax credits in halves', () => {
    const bad = dataOf(minor, { tax: { taxIdentNumber: '12345678901', taxClass: 7, childTaxCreditCount: 0.3 } });
    expect(validateTaxAndSocialSecurity(minor, bad, ctx())).toEqual([
      { path: 'tax.taxIdentNumber', message: 'Ungültige Steuer-ID' },
      { path: 'tax.taxClass', message: 'Steuerklasse ist ungültig' },
      { path: 'tax.childTaxCreditCount', message: 'Kinderfreibeträge ist ungültig' },
    ]);
  });

  it('voluntary pension payment: required for the minor-employment group only, dropped for the others', () => {
    for (const type of [RegistrationType.MINOR_EMPLOYMENT, RegistrationType.WORKING_STUDENT, RegistrationType.STOCK_REPLENISHMENT_MINOR_EMPLOYMENT]) {
      const data = dataOf(type, { socialSecurity: { pensionInsuranceVoluntaryPayment: null } });
      expect(validateTaxAndSocialSecurity(type, data, ctx(allFiles)), type).toEqual([{ path: 'socialSecurity.pensionInsuranceVoluntaryPayment', message: 'Antwort ist erforderlich' }]);
      expect(dataOf(type, { socialSecurity: { pensionInsuranceVoluntaryPayment: true } }).socialSecurity.pensionInsuranceVoluntaryPayment).toBe(true);
    }
    for (const type of [RegistrationType.SOCIAL_SECURITY, RegistrationType.MODIFICATION_HELPER, RegistrationType.STOCK_REPLENISHMENT_SOCIAL_SECURITY, RegistrationType.SHORT_TERM]) {
      const data = dataOf(type, { socialSecurity: { pensionInsuranceVoluntaryPayment: true } });
      expect(data.socialSecurity.pensionInsuranceVoluntaryPayment, type).toBeNull();
      expect(validateTaxAndSocialSecurity(type, data, ctx(allFiles)), type).toEqual([]);
    }
  });

  it('SHORT_TERM needs an uploaded health-insurance file', () => {
    const data = dataOf(RegistrationType.SHORT_TERM);
    expect(validateTaxAndSocialSecurity(RegistrationType.SHORT_TERM, data, ctx({ MISC: 1 }))).toEqual([{ path: 'files.HEALTH_INSURANCE', message: 'Bitte mindestens eine Datei hochladen.' }]);
    expect(validateTaxAndSocialSecurity(RegistrationType.SHORT_TERM, data, ctx({ HEALTH_INSURANCE: 1 }))).toEqual([]);
    expect(validateTaxAndSocialSecurity(RegistrationType.SOCIAL_SECURITY, dataOf(RegistrationType.SOCIAL_SECURITY), ctx())).toEqual([]);
  });

  it('children: name and birth date required, birth date not after today', () => {
    const data = dataOf(minor, { socialSecurity: { children: [{ firstName: 'Mia', lastName: null, birthdate: '2026-11-24' }] } });
    expect(validateTaxAndSocialSecurity(minor, data, ctx())).toEqual([
      { path: 'socialSecurity.children.0.lastName', message: 'Nachname ist erforderlich' },
      { path: 'socialSecurity.children.0.birthdate', message: 'Ungültiges Datum' },
    ]);
  });
});

describe('employment', () => {
  it('the three answers are required', () => {
    expect(paths(validateEmployment(RegistrationType.SOCIAL_SECURITY, emptyData()))).toEqual([
      'employment.mainEmployer',
      'employment.otherEmployments',
      'employment.otherEmployerInCurrentYear',
    ]);
  });

  it('days of short-term employment: required and at least 1 for SHORT_TERM with another employer this year', () => {
    const t = RegistrationType.SHORT_TERM;
    expect(validateEmployment(t, dataOf(t, { employment: { daysShortTermEmploymentC: null } }))).toEqual([
      { path: 'employment.daysShortTermEmploymentC', message: 'Tage kurzfristiger Beschäftigung ist erforderlich' },
    ]);
    expect(validateEmployment(t, dataOf(t, { employment: { daysShortTermEmploymentC: 0 } }))).toEqual([
      { path: 'employment.daysShortTermEmploymentC', message: 'Tage kurzfristiger Beschäftigung muss größer oder gleich 1 sein' },
    ]);
    expect(validateEmployment(t, dataOf(t, { employment: { daysShortTermEmploymentC: 1 } }))).toEqual([]);
    // Not applicable: no other employer this year, or another type: dropped, not required.
    const no = dataOf(t, { employment: { otherEmployerInCurrentYear: false, daysShortTermEmploymentC: 0 } });
    expect(no.employment.daysShortTermEmploymentC).toBeNull();
    expect(validateEmployment(t, no)).toEqual([]);
    const other = dataOf(RegistrationType.MINOR_EMPLOYMENT, { employment: { otherEmployerInCurrentYear: true } });
    expect(validateEmployment(RegistrationType.MINOR_EMPLOYMENT, other)).toEqual([]);
  });
});

describe('citizenship', () => {
  it('citizenship, birthplace and the EU answer are required', () => {
    expect(validateCitizenship(emptyData(), ctx())).toEqual([
      { path: 'citizenship.citizenship', message: 'Staatsangehörigkeit ist erforderlich' },
      { path: 'citizenship.birthplace', message: 'Geburtsort ist erforderlich' },
      { path: 'citizenship.euCitizen', message: 'Antwort ist erforderlich' },
    ]);
  });

  it('non-EU citizens: the three permit dates are required, valid and not in the past', () => {
    const t = RegistrationType.SOCIAL_SECURITY;
    const data = dataOf(t, { citizenship: { euCitizen: false, residencePermitValidTo: null, passportValidTo: '2026-11-22', workPermitValidTo: '2027-02-30' } });
    expect(validateCitizenship(data, ctx())).toEqual([
      { path: 'citizenship.residencePermitValidTo', message: 'Aufenthaltserlaubnis gültig bis ist erforderlich' },
      { path: 'citizenship.passportValidTo', message: 'Das Datum darf nicht in der Vergangenheit liegen.' },
      { path: 'citizenship.workPermitValidTo', message: 'Ungültiges Datum' },
    ]);
    const ok = dataOf(t, { citizenship: { euCitizen: false, residencePermitValidTo: TODAY, passportValidTo: '2030-01-01', workPermitValidTo: '2027-01-01' } });
    expect(validateCitizenship(ok, ctx())).toEqual([]);
  });

  it('EU citizens: permit dates are dropped', () => {
    const data = dataOf(RegistrationType.SOCIAL_SECURITY, { citizenship: { euCitizen: true, passportValidTo: '2020-01-01' } });
    expect(data.citizenship.passportValidTo).toBeNull();
    expect(validateCitizenship(data, ctx())).toEqual([]);
  });
});

describe('misc', () => {
  it('selfEmployed and disabled are required; the numbers are optional and not negative', () => {
    expect(validateMisc(RegistrationType.SOCIAL_SECURITY, emptyData(), ctx())).toEqual([
      { path: 'misc.selfEmployed', message: 'Antwort ist erforderlich' },
      { path: 'misc.disabled', message: 'Antwort ist erforderlich' },
    ]);
    const neg = dataOf(RegistrationType.SOCIAL_SECURITY, { misc: { maxWeeklyHours: -1, miniJobCompensation: 520 } });
    expect(validateMisc(RegistrationType.SOCIAL_SECURITY, neg, ctx())).toEqual([{ path: 'misc.maxWeeklyHours', message: 'Maximale Wochenstunden ist ungültig' }]);
  });

  it('a student (SHORT_TERM) or a WORKING_STUDENT must upload a proof', () => {
    const missing = [{ path: 'files.MISC', message: 'Bitte mindestens eine Datei hochladen.' }];
    const st = RegistrationType.SHORT_TERM;
    expect(validateMisc(st, dataOf(st), ctx())).toEqual(missing);
    expect(validateMisc(st, dataOf(st, { misc: { student: false } }), ctx())).toEqual([]);
    expect(validateMisc(st, dataOf(st), ctx({ [RegistrationFileContext.MISC]: 1 }))).toEqual([]);
    const ws = RegistrationType.WORKING_STUDENT;
    expect(validateMisc(ws, dataOf(ws), ctx())).toEqual(missing);
    expect(validateMisc(ws, dataOf(ws), ctx({ MISC: 2 }))).toEqual([]);
    // The student answer exists only for SHORT_TERM.
    const minor = dataOf(RegistrationType.MINOR_EMPLOYMENT, { misc: { student: true } });
    expect(minor.misc.student).toBeNull();
    expect(validateMisc(RegistrationType.MINOR_EMPLOYMENT, minor, ctx())).toEqual([]);
  });
});

describe('merge-patch', () => {
  it('absent keeps, null clears, strings are trimmed, children are replaced whole', () => {
    const data = dataOf(RegistrationType.SOCIAL_SECURITY);
    const next = mergePatch(data, { personal: { birthName: null, city: 'x' } as never, addressAndContact: { city: '  Halle  ' }, socialSecurity: { children: [] } });
    expect(next.personal.birthName).toBeNull();
    expect(next.personal.firstName).toBe('Zofia');
    expect(next.addressAndContact.city).toBe('Halle');
    expect(next.socialSecurity.children).toEqual([]);
    expect(mergePatch(data, { banking: null }).banking).toEqual({ bic: null, iban: null });
    expect(data.addressAndContact.city).toBe('Leipzig');
  });
});
