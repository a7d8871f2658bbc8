/**
 * The registration rules of spec 2 §5, pure: every validator takes its inputs (incl. today and the
 * number of uploaded files per context) and answers field errors with the spec's German messages.
 */
// CommonJS under NodeNext: the function is the module's `default` (validator sets both).
import isTaxIDModule from 'validator/lib/isTaxID.js';
import { DateTime } from 'luxon';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { FieldError } from '../../errors.js';
import { msg, registrationLabels as L } from '../../messages.js';
import { isEmail, isIsoDate } from '../../shared-validation.js';
import type { RegistrationData } from './registration-data.js';
import { RegistrationStep, stepsOf } from './registration-data.js';
import { groupOf, MaritalStatus, ProfessionalDegree, RegistrationFileContext, RegistrationGroup, RegistrationType, SchoolEducation, Sex } from './registration.enums.js';

// ------------------------------------------------------------------ constants (spec 2 §9)

export const CODE_LENGTH = 4;
export const MIN_BIRTH_YEAR = 1940;
export const MAX_AGE_YEARS = 99;
/**
 * Employing children is forbidden (JArbSchG §5 Abs. 1); a child is whoever is not yet 15 (§2 Abs. 1).
 * Applicants under 15 are refused. 15 to 17 are youths (§2 Abs. 2): they may work, under the Act's
 * limits on hours, night work and breaks, and those still in full-time compulsory schooling count as
 * children (§2 Abs. 3) — the office has to check that, so such registrations are flagged (`minor`).
 */
export const MIN_AGE_YEARS = 15;
export const ADULT_AGE_YEARS = 18;
export const ZIP_LENGTH = 5;
export const MIN_PENSION_NUMBER_LENGTH = 12;
export const MIN_SHORT_TERM_DAYS = 1;
export const MAX_UPLOAD_BYTES = 2_097_152;
export const MAX_FILES_PER_CONTEXT = 10;
const MAX_TEXT = 200;

export type FileCounts = Partial<Record<RegistrationFileContext, number>>;

export interface RuleContext {
  /** Today in Europe/Berlin, YYYY-MM-DD. */
  today: string;
  /** Uploaded files per context. */
  files: FileCounts;
}

// ------------------------------------------------------------------ single validators

/** A registration code as typed: four letters (case is the client's business, the server upper-cases). */
export function isRegistrationCode(code: unknown): code is string {
  return typeof code === 'string' && new RegExp(`^[A-Za-z]{${CODE_LENGTH}}$`).test(code.trim());
}

/** IBAN with valid country format and checksum; spaces do not matter. */
export function isIban(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const electronic = electronicFormatIBAN(value.replace(/\s+/g, '').toUpperCase());
  return !!electronic && isValidIBAN(electronic);
}

/** BIC (8 or 11 characters, bank, country and location code); spaces do not matter. */
export function isBic(value: unknown): boolean {
  return typeof value === 'string' && isValidBIC(value.replace(/\s+/g, '').toUpperCase());
}

export function isZip(value: unknown): boolean {
  return typeof value === 'string' && new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(value);
}

/** Pension insurance number: letters and digits only, at least 12 of them. */
export function isPensionInsuranceNumber(value: unknown): boolean {
  return typeof value === 'string' && new RegExp(`^[A-Za-z0-9]{${MIN_PENSION_NUMBER_LENGTH},20}$`).test(value);
}

/** German tax identification number (Steuer-ID): 11 digits with a valid check digit. */
export function isTaxIdentNumber(value: unknown): boolean {
  return typeof value === 'string' && isTaxIDModule.default(value.replace(/\s+/g, ''), 'de-DE');
}

/** The message for a birth date, or null when it is fine: valid, born 1940 or later, less than 99 years ago, not in the future. */
export function birthdateError(value: unknown, today: string): string | null {
  if (value === null || value === undefined || value === '') return msg.required(L.birthdate);
  if (!isIsoDate(value)) return msg.dateInvalid;
  if (Number(value.slice(0, 4)) < MIN_BIRTH_YEAR) return msg.greaterThan(L.birthYear, MIN_BIRTH_YEAR - 1);
  if (value > today) return msg.dateInvalid;
  const limit = DateTime.fromISO(today).minus({ years: MAX_AGE_YEARS }).toISODate()!;
  if (value <= limit) return msg.invalid(L.birthdate);
  if (!hasTurned(value, MIN_AGE_YEARS, today)) return msg.applicantTooYoung(MIN_AGE_YEARS);
  return null;
}

/**
 * Whether someone born on `birthdate` has had their `years`th birthday by `today` (both YYYY-MM-DD).
 * Compared by date parts: someone born on 29 February is a year older from 1 March in other years
 * (luxon's plus({ years }) would land on 28 February).
 */
export function hasTurned(birthdate: string, years: number, today: string): boolean {
  const [y, m, d] = birthdate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age >= years;
}

/** Under 18 on `today`: the office sees the registration flagged "minderjährig" (JArbSchG §2 Abs. 2). */
export function isMinor(birthdate: unknown, today: string): boolean {
  return typeof birthdate === 'string' && isIsoDate(birthdate) && !hasTurned(birthdate, ADULT_AGE_YEARS, today);
}

// ------------------------------------------------------------------ step validators

class Errors {
  readonly list: FieldError[] = [];
  add(path: string, message: string) {
    this.list.push({ path, message });
  }
  /** null/undefined/'' is missing. */
  required(path: string, value: unknown, label: string): boolean {
    if (value === null || value === undefined || value === '') {
      this.add(path, msg.required(label));
      return false;
    }
    return true;
  }
  text(path: string, value: string | null, label: string, required: boolean, max = MAX_TEXT) {
    if (required && !this.required(path, value, label)) return;
    if (value !== null && value.length > max) this.add(path, msg.invalid(label));
  }
  oneOf(path: string, value: unknown, values: readonly string[], label: string) {
    if (!this.required(path, value, label)) return;
    if (!values.includes(value as string)) this.add(path, msg.invalid(label));
  }
  answer(path: string, value: boolean | null) {
    if (value === null || value === undefined) this.add(path, msg.required('Antwort'));
  }
  /** An optional amount: a number from min to max. */
  amount(path: string, value: number | null, label: string, max: number) {
    if (value === null || value === undefined) return;
    if (typeof value !== 'number' || !Number.isFinite(value)) this.add(path, msg.notANumber(label));
    else if (value < 0 || value > max) this.add(path, msg.invalid(label));
  }
  uploads(context: RegistrationFileContext, files: FileCounts) {
    if ((files[context] ?? 0) < 1) this.add(`files.${context}`, msg.fileRequired);
  }
}

export function validateShortTermQuestionnaire(data: RegistrationData): FieldError[] {
  const e = new Errors();
  for (const [field, value] of Object.entries(data.shortTermQuestionnaire)) {
    const path = `shortTermQuestionnaire.${field}`;
    if (value === null) e.add(path, msg.required('Antwort'));
    // Any yes: short-term employment is not available, the applicant cannot go on.
    else if (value === true) e.add(path, msg.shortTermNotAvailable);
  }
  return e.list;
}

export function validatePersonal(data: RegistrationData, ctx: RuleContext): FieldError[] {
  const e = new Errors();
  const p = data.personal;
  e.oneOf('personal.sex', p.sex, Object.values(Sex), L.sex);
  e.text('personal.firstName', p.firstName, L.firstName, true, 100);
  e.text('personal.lastName', p.lastName, L.lastName, true, 100);
  e.text('personal.birthName', p.birthName, L.birthName, false, 100);
  e.oneOf('personal.maritalStatus', p.maritalStatus, Object.values(MaritalStatus), L.maritalStatus);
  const birth = birthdateError(p.birthdate, ctx.today);
  if (birth) e.add('personal.birthdate', birth);
  return e.list;
}

export function validateAddressAndContact(data: RegistrationData): FieldError[] {
  const e = new Errors();
  const a = data.addressAndContact;
  e.text('addressAndContact.street', a.street, L.street, true);
  if (e.required('addressAndContact.zip', a.zip, L.zip) && !isZip(a.zip)) e.add('addressAndContact.zip', msg.zipInvalid);
  e.text('addressAndContact.city', a.city, L.city, true);
  if (e.required('addressAndContact.email', a.email, L.email) && !isEmail(a.email)) e.add('addressAndContact.email', msg.emailInvalid);
  e.text('addressAndContact.phone', a.phone, L.phone, true, 50);
  return e.list;
}

export function validateBanking(data: RegistrationData): FieldError[] {
  const e = new Errors();
  const b = data.banking;
  if (e.required('banking.bic', b.bic, L.bic) && !isBic(b.bic)) e.add('banking.bic', msg.invalid(L.bic));
  if (e.required('banking.iban', b.iban, L.iban) && !isIban(b.iban)) e.add('banking.iban', msg.invalid(L.iban));
  return e.list;
}

export function validateTaxAndSocialSecurity(type: RegistrationType, data: RegistrationData, ctx: RuleContext): FieldError[] {
  const e = new Errors();
  const s = data.socialSecurity;
  if (s.pensionInsuranceNumber !== null && !isPensionInsuranceNumber(s.pensionInsuranceNumber)) {
    e.add('socialSecurity.pensionInsuranceNumber', msg.invalid(L.pensionInsuranceNumber));
  }
  if (groupOf(type) === RegistrationGroup.MINOR_EMPLOYMENT) e.answer('socialSecurity.pensionInsuranceVoluntaryPayment', s.pensionInsuranceVoluntaryPayment);
  e.text('socialSecurity.healthInsurance', s.healthInsurance, L.healthInsurance, true);
  if (type === RegistrationType.SHORT_TERM) e.uploads(RegistrationFileContext.HEALTH_INSURANCE, ctx.files);
  if (s.children.length > 20) e.add('socialSecurity.children', msg.invalid(L.children));
  s.children.forEach((child, i) => {
    const path = `socialSecurity.children.${i}`;
    e.text(`${path}.firstName`, child.firstName, L.firstName, true, 100);
    e.text(`${path}.lastName`, child.lastName, L.lastName, true, 100);
    if (e.required(`${path}.birthdate`, child.birthdate, L.birthdate) && (!isIsoDate(child.birthdate) || child.birthdate! > ctx.today)) {
      e.add(`${path}.birthdate`, msg.dateInvalid);
    }
  });

  e.oneOf('education.schoolEducation', data.education.schoolEducation, Object.values(SchoolEducation), L.schoolEducation);
  e.oneOf('education.professionalDegree', data.education.professionalDegree, Object.values(ProfessionalDegree), L.professionalDegree);

  const t = data.tax;
  if (e.required('tax.taxIdentNumber', t.taxIdentNumber, L.taxIdentNumber) && !isTaxIdentNumber(t.taxIdentNumber)) {
    e.add('tax.taxIdentNumber', msg.taxIdInvalid);
  }
  if (e.required('tax.taxClass', t.taxClass, L.taxClass) && !(Number.isInteger(t.taxClass) && t.taxClass! >= 1 && t.taxClass! <= 6)) {
    e.add('tax.taxClass', msg.invalid(L.taxClass));
  }
  // Child tax credits come in halves (0.5 per parent and child).
  e.amount('tax.childTaxCreditCount', t.childTaxCreditCount, L.childTaxCreditCount, 99);
  if (typeof t.childTaxCreditCount === 'number' && !Number.isInteger(t.childTaxCreditCount * 2)) e.add('tax.childTaxCreditCount', msg.invalid(L.childTaxCreditCount));
  return e.list;
}

export function validateEmployment(type: RegistrationType, data: RegistrationData): FieldError[] {
  const e = new Errors();
  const m = data.employment;
  e.answer('employment.mainEmployer', m.mainEmployer);
  e.answer('employment.otherEmployments', m.otherEmployments);
  e.answer('employment.otherEmployerInCurrentYear', m.otherEmployerInCurrentYear);
  if (type === RegistrationType.SHORT_TERM && m.otherEmployerInCurrentYear === true) {
    const path = 'employment.daysShortTermEmploymentC';
    const days = m.daysShortTermEmploymentC;
    if (e.required(path, days, L.daysShortTermEmploymentC)) {
      if (typeof days !== 'number' || !Number.isFinite(days)) e.add(path, msg.notANumber(L.daysShortTermEmploymentC));
      else if (days < MIN_SHORT_TERM_DAYS) e.add(path, msg.atLeast(L.daysShortTermEmploymentC, MIN_SHORT_TERM_DAYS));
      else if (!Number.isInteger(days) || days > 366) e.add(path, msg.invalid(L.daysShortTermEmploymentC));
    }
  }
  return e.list;
}

export function validateCitizenship(data: RegistrationData, ctx: RuleContext): FieldError[] {
  const e = new Errors();
  const c = data.citizenship;
  e.text('citizenship.citizenship', c.citizenship, L.citizenship, true);
  e.text('citizenship.birthplace', c.birthplace, L.birthplace, true);
  e.text('citizenship.countryOfBirth', c.countryOfBirth, L.countryOfBirth, false);
  e.answer('citizenship.euCitizen', c.euCitizen);
  if (c.euCitizen === false) {
    for (const field of ['residencePermitValidTo', 'passportValidTo', 'workPermitValidTo'] as const) {
      const path = `citizenship.${field}`;
      const value = c[field];
      if (!e.required(path, value, L[field])) continue;
      if (!isIsoDate(value)) e.add(path, msg.dateInvalid);
      else if (value < ctx.today) e.add(path, msg.dateNotInPast);
    }
  }
  return e.list;
}

export function validateMisc(type: RegistrationType, data: RegistrationData, ctx: RuleContext): FieldError[] {
  const e = new Errors();
  const m = data.misc;
  e.answer('misc.selfEmployed', m.selfEmployed);
  e.answer('misc.disabled', m.disabled);
  if ((type === RegistrationType.SHORT_TERM && m.student === true) || type === RegistrationType.WORKING_STUDENT) {
    e.uploads(RegistrationFileContext.MISC, ctx.files);
  }
  e.amount('misc.maxWeeklyHours', m.maxWeeklyHours, L.maxWeeklyHours, 168);
  e.amount('misc.maxMonthlyCompensation', m.maxMonthlyCompensation, L.maxMonthlyCompensation, 1_000_000);
  e.amount('misc.miniJobCompensation', m.miniJobCompensation, L.miniJobCompensation, 1_000_000);
  return e.list;
}

export function validateStep(step: RegistrationStep, type: RegistrationType, data: RegistrationData, ctx: RuleContext): FieldError[] {
  switch (step) {
    case RegistrationStep.SHORT_TERM_QUESTIONNAIRE:
      return type === RegistrationType.SHORT_TERM ? validateShortTermQuestionnaire(data) : [];
    case RegistrationStep.PERSONAL:
      return validatePersonal(data, ctx);
    case RegistrationStep.ADDRESS_AND_CONTACT:
      return validateAddressAndContact(data);
    case RegistrationStep.BANKING:
      return validateBanking(data);
    case RegistrationStep.TAX_AND_SOCIAL_SECURITY:
      return validateTaxAndSocialSecurity(type, data, ctx);
    case RegistrationStep.EMPLOYMENT:
      return validateEmployment(type, data);
    case RegistrationStep.CITIZENSHIP:
      return validateCitizenship(data, ctx);
    case RegistrationStep.MISC:
      return validateMisc(type, data, ctx);
  }
}

/** Several steps (a PATCH touching them, or every step of the type on finish). */
export function validateSteps(steps: readonly RegistrationStep[], type: RegistrationType, data: RegistrationData, ctx: RuleContext): FieldError[] {
  return steps.flatMap((step) => validateStep(step, type, data, ctx));
}

/** The whole registration against its type's rules (finish). */
export function validateWhole(type: RegistrationType, data: RegistrationData, ctx: RuleContext): FieldError[] {
  return validateSteps(stepsOf(type), type, data, ctx);
}
