// Only this one check: the whole validator package would bloat the bundle.
import isTaxID from 'validator/es/lib/isTaxID';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { DateTime } from 'luxon';
import type { RegistrationFileContext, RegistrationType } from '@/generated/registrations';
import { i18n } from '@/i18n/i18n';
import { isIsoDate } from '@/shared/date/date-input';
import { parseDecimal, ZONE } from '@/shared/format';
import { birthdateOf, type ChildValues, compactUpper, type FormValues, ibanForPatch, isMaskedIban, type YesNo } from './registration-form';
import { requiredUploads, type StepId, visibility } from './registration-steps';
import './texts';

/**
 * The rules of spec 2 §5 for instant feedback before a step is saved; the server repeats every one of
 * them and its 422 paths land on the same fields. Errors are keyed by the server's paths
 * ('personal.firstName', 'socialSecurity.children.0.birthdate', 'files.MISC').
 */
export type StepErrors = Record<string, string>;

export interface RuleContext {
  /** Today in Berlin, YYYY-MM-DD. */
  today: string;
  /** Uploaded files per context. */
  files: Partial<Record<RegistrationFileContext, number>>;
  /** The IBAN as last loaded or saved (masked). */
  savedIban: string;
}

export const CODE_LENGTH = 4;
export const MIN_BIRTH_YEAR = 1940;
export const MAX_AGE_YEARS = 99;
export const MIN_PENSION_NUMBER_LENGTH = 12;
export const MIN_SHORT_TERM_DAYS = 1;

const label = (field: string) => i18n.t(`registration.fields.${field}` as 'registration.fields.firstName');
const m = {
  required: (field: string) => i18n.t('registration.validation.required', { field: label(field) }),
  invalid: (field: string) => i18n.t('registration.validation.invalid', { field: label(field) }),
  notANumber: (field: string) => i18n.t('registration.validation.notANumber', { field: label(field) }),
  answer: () => i18n.t('registration.validation.answerRequired'),
};

const blank = (v: string) => v.trim() === '';

/** The registration code as typed: four letters (spec 2 §5). */
export const isRegistrationCode = (code: string) => new RegExp(`^[A-Za-z]{${CODE_LENGTH}}$`).test(code.trim());

/** IBAN with country format and checksum; spaces and case do not matter. */
export function isIban(value: string): boolean {
  const electronic = electronicFormatIBAN(compactUpper(value));
  return !!electronic && isValidIBAN(electronic);
}

export const isBic = (value: string) => isValidBIC(compactUpper(value));

export const isPensionInsuranceNumber = (v: string) => new RegExp(`^[A-Z0-9]{${MIN_PENSION_NUMBER_LENGTH},20}$`).test(compactUpper(v));
/** Steuer-ID: 11 digits with a valid check digit, as the server checks it. */
export const isTaxIdentNumber = (v: string) => isTaxID(compactUpper(v), 'de-DE');
export const isZip = (v: string) => /^\d{5}$/.test(v.trim());
export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

class Errors {
  readonly out: StepErrors = {};
  add(path: string, message: string) {
    this.out[path] ??= message;
  }
  /** Required text: true when present. */
  text(path: string, value: string, field: string): boolean {
    if (!blank(value)) return true;
    this.add(path, m.required(field));
    return false;
  }
  answer(path: string, value: YesNo) {
    if (value === null) this.add(path, m.answer());
  }
  /** An optional amount from 0 to max. */
  amount(path: string, value: string, field: string, max: number) {
    const x = parseDecimal(value);
    if (x === null) return;
    if (Number.isNaN(x)) this.add(path, m.notANumber(field));
    else if (x < 0 || x > max) this.add(path, m.invalid(field));
  }
  uploads(context: RegistrationFileContext, files: RuleContext['files']) {
    if ((files[context] ?? 0) < 1) this.add(`files.${context}`, i18n.t('registration.validation.fileRequired'));
  }
}

/** Day, month and year as typed, then the date they make (spec 2 §5 Personal step). */
function birthdate(e: Errors, p: FormValues['personal'], today: string) {
  const part = (key: 'day' | 'month' | 'year', max: number | null, min: number | null) => {
    const v = p[key].trim();
    if (v === '') return e.add(`personal.${key}`, m.required(key));
    if (!/^\d+$/.test(v)) return e.add(`personal.${key}`, m.notANumber(key));
    if (max !== null && Number(v) > max) e.add(`personal.${key}`, i18n.t('registration.validation.atMost', { field: label(key), max }));
    if (min !== null && Number(v) < min) e.add(`personal.${key}`, i18n.t('registration.validation.greaterThan', { field: label(key), min: min - 1 }));
  };
  part('day', 31, null);
  part('month', 12, null);
  part('year', null, MIN_BIRTH_YEAR);
  if (['day', 'month', 'year'].some((k) => e.out[`personal.${k}`])) return;
  const iso = birthdateOf(p)!;
  if (!isIsoDate(iso) || iso > today) return e.add('personal.birthdate', i18n.t('registration.validation.dateInvalid'));
  const limit = DateTime.fromISO(today, { zone: ZONE }).minus({ years: MAX_AGE_YEARS }).toISODate()!;
  if (iso <= limit) e.add('personal.birthdate', m.invalid('birthdate'));
}

/** The add-child dialog (spec 2 §5): all three required, the birth date not after today. */
export function validateChild(c: ChildValues, today: string, prefix = ''): StepErrors {
  const e = new Errors();
  e.text(`${prefix}firstName`, c.firstName, 'firstName');
  e.text(`${prefix}lastName`, c.lastName, 'lastName');
  if (e.text(`${prefix}birthdate`, c.birthdate, 'birthdate')) {
    if (!isIsoDate(c.birthdate)) e.add(`${prefix}birthdate`, i18n.t('registration.validation.dateInvalid'));
    else if (c.birthdate > today) e.add(`${prefix}birthdate`, i18n.t('registration.validation.notInFuture'));
  }
  return e.out;
}

export function validateStep(step: StepId, type: RegistrationType, values: FormValues, ctx: RuleContext): StepErrors {
  const e = new Errors();
  const answers = {
    otherEmployerInCurrentYear: values.employment.otherEmployerInCurrentYear,
    euCitizen: values.citizenship.euCitizen,
    disabled: values.misc.disabled,
    student: values.misc.student,
  };
  const v = visibility(type, answers);
  const uploads = requiredUploads(type, answers);
  switch (step) {
    case 'questionnaire': {
      const q = values.shortTermQuestionnaire;
      for (const key of ['parentalLeave', 'stateBenefits', 'unemployed', 'betweenTrainings'] as const) e.answer(`shortTermQuestionnaire.${key}`, q[key]);
      break;
    }
    case 'personal': {
      const p = values.personal;
      if (!p.sex) e.add('personal.sex', m.required('sex'));
      e.text('personal.lastName', p.lastName, 'lastName');
      e.text('personal.firstName', p.firstName, 'firstName');
      if (!p.maritalStatus) e.add('personal.maritalStatus', m.required('maritalStatus'));
      birthdate(e, p, ctx.today);
      break;
    }
    case 'address': {
      const a = values.addressAndContact;
      e.text('addressAndContact.street', a.street, 'street');
      if (e.text('addressAndContact.zip', a.zip, 'zip') && !isZip(a.zip)) e.add('addressAndContact.zip', i18n.t('registration.validation.zipInvalid'));
      e.text('addressAndContact.city', a.city, 'city');
      if (e.text('addressAndContact.email', a.email, 'email') && !isEmail(a.email)) e.add('addressAndContact.email', i18n.t('registration.validation.emailInvalid'));
      e.text('addressAndContact.phone', a.phone, 'phone');
      break;
    }
    case 'banking': {
      const b = values.banking;
      if (e.text('banking.bic', b.bic, 'bic') && !isBic(b.bic)) e.add('banking.bic', m.invalid('bic'));
      if (e.text('banking.iban', b.iban, 'iban')) {
        const sent = ibanForPatch(b.iban, ctx.savedIban);
        // The masked value sent back unchanged keeps the stored (valid) IBAN.
        const keepsStored = sent !== null && isMaskedIban(sent) && sent === ctx.savedIban;
        if (!keepsStored && !isIban(b.iban)) e.add('banking.iban', m.invalid('iban'));
      }
      break;
    }
    case 'taxSocial': {
      const x = values.socialSecurity;
      if (!blank(x.pensionInsuranceNumber) && !isPensionInsuranceNumber(x.pensionInsuranceNumber)) {
        e.add('socialSecurity.pensionInsuranceNumber', m.invalid('pensionInsuranceNumber'));
      }
      if (v.voluntaryPension) e.answer('socialSecurity.pensionInsuranceVoluntaryPayment', x.pensionInsuranceVoluntaryPayment);
      e.text('socialSecurity.healthInsurance', x.healthInsurance, 'healthInsurance');
      if (uploads.includes('HEALTH_INSURANCE')) e.uploads('HEALTH_INSURANCE', ctx.files);
      x.children.forEach((c, i) => {
        for (const [path, message] of Object.entries(validateChild(c, ctx.today, `socialSecurity.children.${i}.`))) e.add(path, message);
      });
      if (!values.education.schoolEducation) e.add('education.schoolEducation', m.required('schoolEducation'));
      if (!values.education.professionalDegree) e.add('education.professionalDegree', m.required('professionalDegree'));
      const t = values.tax;
      if (e.text('tax.taxIdentNumber', t.taxIdentNumber, 'taxIdentNumber') && !isTaxIdentNumber(t.taxIdentNumber)) e.add('tax.taxIdentNumber', i18n.t('registration.validation.taxIdInvalid'));
      if (!t.taxClass) e.add('tax.taxClass', m.required('taxClass'));
      e.amount('tax.childTaxCreditCount', t.childTaxCreditCount, 'childTaxCreditCount', 99);
      const credits = parseDecimal(t.childTaxCreditCount);
      if (credits !== null && !Number.isNaN(credits) && !Number.isInteger(credits * 2)) e.add('tax.childTaxCreditCount', m.invalid('childTaxCreditCount'));
      break;
    }
    case 'employment': {
      const x = values.employment;
      e.answer('employment.mainEmployer', x.mainEmployer);
      e.answer('employment.otherEmployments', x.otherEmployments);
      e.answer('employment.otherEmployerInCurrentYear', x.otherEmployerInCurrentYear);
      if (v.shortTermDays && e.text('employment.daysShortTermEmploymentC', x.daysShortTermEmploymentC, 'daysShortTermEmploymentC')) {
        const days = parseDecimal(x.daysShortTermEmploymentC);
        const path = 'employment.daysShortTermEmploymentC';
        if (days === null || Number.isNaN(days)) e.add(path, m.notANumber('daysShortTermEmploymentC'));
        else if (days < MIN_SHORT_TERM_DAYS) e.add(path, i18n.t('registration.validation.atLeast', { field: label('daysShortTermEmploymentC'), min: MIN_SHORT_TERM_DAYS }));
        else if (!Number.isInteger(days) || days > 366) e.add(path, m.invalid('daysShortTermEmploymentC'));
      }
      break;
    }
    case 'citizenship': {
      const c = values.citizenship;
      e.text('citizenship.citizenship', c.citizenship, 'citizenship');
      e.text('citizenship.birthplace', c.birthplace, 'birthplace');
      e.answer('citizenship.euCitizen', c.euCitizen);
      if (v.permits) {
        for (const key of ['residencePermitValidTo', 'passportValidTo', 'workPermitValidTo'] as const) {
          const path = `citizenship.${key}`;
          if (!e.text(path, c[key], key)) continue;
          if (!isIsoDate(c[key])) e.add(path, i18n.t('registration.validation.dateInvalid'));
          else if (c[key] < ctx.today) e.add(path, i18n.t('registration.validation.notInPast'));
        }
      }
      break;
    }
    case 'misc': {
      const x = values.misc;
      e.answer('misc.selfEmployed', x.selfEmployed);
      e.answer('misc.disabled', x.disabled);
      if (uploads.includes('MISC')) e.uploads('MISC', ctx.files);
      e.amount('misc.maxWeeklyHours', x.maxWeeklyHours, 'maxWeeklyHours', 168);
      e.amount('misc.maxMonthlyCompensation', x.maxMonthlyCompensation, 'maxMonthlyCompensation', 1_000_000);
      e.amount('misc.miniJobCompensation', x.miniJobCompensation, 'miniJobCompensation', 1_000_000);
      break;
    }
    default:
      break;
  }
  return e.out;
}

/** A yes in the short-term questionnaire: short-term employment is not available (spec 2 §2.2). */
export const questionnaireBlocks = (q: FormValues['shortTermQuestionnaire']) => Object.values(q).some((a) => a === true);
