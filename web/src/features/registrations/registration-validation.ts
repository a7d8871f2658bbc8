// Only this one check: the whole validator package would bloat the bundle.
import isTaxID from 'validator/es/lib/isTaxID';
import { DateTime } from 'luxon';
import type { RegistrationFileContext, RegistrationType } from '@/generated/registrations';
import { i18n } from '@/i18n/i18n';
import { bic, day, decimalOf, decimalText, iban, isIsoDate, yup } from '@/shared/form/yup';
import { ZONE } from '@/shared/format';
import { compactUpper, type FormValues, isMaskedIban } from './registration-form';
import { answersOf, requiredUploads, type StepId, visibility } from './registration-steps';
import './texts';

/**
 * The rules of spec 2 §5 as one yup schema per step of the applicant's flow, for instant feedback
 * before a step is saved; the server repeats every one of them and its 422 paths land on the same
 * fields ('personal.firstName', 'socialSecurity.children.0.birthdate', 'files.MISC'). Generic messages
 * ('{field} ist erforderlich' …) come from yup's locale (web/src/shared/form/yup.ts) with the field's
 * label; the others are the registration's own texts.
 */
export interface RuleContext {
  /** Today in Berlin, YYYY-MM-DD. */
  today: string;
  /** The IBAN as last loaded or saved (masked). */
  savedIban: string;
}

export const CODE_LENGTH = 4;
export const MIN_BIRTH_YEAR = 1940;
export const MAX_AGE_YEARS = 99;
/** No registration under 15 (JArbSchG §5 Abs. 1 with §2 Abs. 1: children may not be employed); the server checks the same. */
export const MIN_AGE_YEARS = 15;
export const MIN_PENSION_NUMBER_LENGTH = 12;
export const MIN_SHORT_TERM_DAYS = 1;
const MAX_SHORT_TERM_DAYS = 366;

const label = (field: string) => i18n.t(`registration.fields.${field}` as 'registration.fields.firstName');
const message = (key: 'answerRequired' | 'dateInvalid' | 'zipInvalid' | 'emailInvalid' | 'notInPast' | 'notInFuture' | 'taxIdInvalid' | 'fileRequired') => () =>
  i18n.t(`registration.validation.${key}`);
const invalid = (field: string) => () => i18n.t('forms.validation.invalid', { field: label(field) });

/** The registration code as typed: four letters (spec 2 §5). */
export const isRegistrationCode = (code: string) => new RegExp(`^[A-Za-z]{${CODE_LENGTH}}$`).test(code.trim());

/** /register: the code, four letters, one message for every fault (spec 2 §5). */
export const startSchema = () => {
  const format = () => i18n.t('registration.start.codeFormat');
  return yup.object({ registrationCode: yup.string().default('').required(format).test('code', format, (s) => !s || isRegistrationCode(s)) });
};

export const isPensionInsuranceNumber = (v: string) => new RegExp(`^[A-Z0-9]{${MIN_PENSION_NUMBER_LENGTH},20}$`).test(compactUpper(v));
/** Steuer-ID: 11 digits with a valid check digit, as the server checks it. */
export const isTaxIdentNumber = (v: string) => isTaxID(compactUpper(v), 'de-DE');
/** As the server checks it (server/src/shared-validation.ts). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A typed text, trimmed, named by its label. */
const text = (field: string) => yup.string().default('').trim().label(label(field));
/** A yes/no answer: required ('Antwort ist erforderlich'). */
const answer = () => yup.boolean().nullable().default(null).required(message('answerRequired'));
/** A whole number typed as digits (day, month, year, days): blank is missing, anything else not a number. */
const whole = (field: string) =>
  yup
    .number()
    .label(label(field))
    .transform((n: number, typed: unknown) => (typeof typed === 'string' && typed.trim() === '' ? undefined : n));
/** An optional amount from 0 to max, typed the German way. */
const amount = (field: string, max: number) =>
  decimalText(label(field)).test('range', invalid(field), (s) => {
    const n = decimalOf(s);
    return n === null || (n >= 0 && n <= max);
  });
/** A field without rules (not shown for the type or the answers). */
const free = () => yup.mixed().nullable();
/** A required upload context: at least one file. */
const uploaded = () => yup.array().default([]).min(1, message('fileRequired'));

/** Whether someone born on `birthdate` has had their `years`th birthday by `today` (YYYY-MM-DD; 29 February counts from 1 March). */
export function hasTurned(birthdate: string, years: number, today: string): boolean {
  const [y, m, d] = birthdate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty! - y! - (tm! < m! || (tm === m && td! < d!) ? 1 : 0) >= years;
}

/** The birth date of day, month and year, once each part is fine: a real day, not ahead, less than 99 years ago, at least 15. */
function birthdateError(p: { day?: number; month?: number; year?: number }, today: string): string | null {
  const { day: d, month: m, year: y } = p;
  if (![d, m, y].every((n) => typeof n === 'number' && Number.isInteger(n))) return null;
  if (d! > 31 || m! > 12 || y! < MIN_BIRTH_YEAR) return null;
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (!isIsoDate(iso) || iso > today) return i18n.t('registration.validation.dateInvalid');
  const limit = DateTime.fromISO(today, { zone: ZONE }).minus({ years: MAX_AGE_YEARS }).toISODate()!;
  if (iso <= limit) return invalid('birthdate')();
  return hasTurned(iso, MIN_AGE_YEARS, today) ? null : i18n.t('registration.validation.tooYoung');
}

/** The add-child dialog (spec 2 §5): all three required, the birth date a real day not after today. */
export const childSchema = (today: string) =>
  yup.object({
    firstName: text('firstName').required(),
    lastName: text('lastName').required(),
    birthdate: day(message('dateInvalid')())
      .label(label('birthdate'))
      .required()
      .test('notInFuture', message('notInFuture'), (s) => !s || !isIsoDate(s) || s <= today),
  });

/** A permit date of a non-EU citizen: required, a real day, not before today. */
const permit = (field: string, today: string) =>
  day(message('dateInvalid')())
    .label(label(field))
    .required()
    .test('notInPast', message('notInPast'), (s) => !s || !isIsoDate(s) || s >= today);

/**
 * The schema of one step for the values as they are: which fields and uploads it requires follows the
 * type and the answers given (registration-steps `visibility`, the same rules that show the fields).
 * Steps without data (welcome, summary, finished) have no rules.
 */
export function stepSchema(step: StepId, type: RegistrationType, values: FormValues, ctx: RuleContext) {
  const v = visibility(type, answersOf(values));
  const uploads = requiredUploads(type, answersOf(values));
  const files = (contexts: readonly RegistrationFileContext[]) => yup.object(Object.fromEntries(contexts.filter((c) => uploads.includes(c)).map((c) => [c, uploaded()])));
  switch (step) {
    case 'questionnaire':
      return yup.object({
        shortTermQuestionnaire: yup.object({ parentalLeave: answer(), stateBenefits: answer(), unemployed: answer(), betweenTrainings: answer() }),
      });
    case 'personal':
      return yup.object({
        personal: yup
          .object({
            sex: text('sex').required(),
            lastName: text('lastName').required(),
            firstName: text('firstName').required(),
            maritalStatus: text('maritalStatus').required(),
            day: whole('day').required().max(31),
            month: whole('month').required().max(12),
            year: whole('year')
              .required()
              .moreThan(MIN_BIRTH_YEAR - 1),
          })
          .test('birthdate', '', function (p) {
            const error = birthdateError(p ?? {}, ctx.today);
            return error ? this.createError({ path: `${this.path ? `${this.path}.` : ''}birthdate`, message: error }) : true;
          }),
      });
    case 'address':
      return yup.object({
        addressAndContact: yup.object({
          street: text('street').required(),
          zip: text('zip').required().matches(/^\d{5}$/, { message: message('zipInvalid'), excludeEmptyString: true }),
          city: text('city').required(),
          email: text('email').required().matches(EMAIL, { message: message('emailInvalid'), excludeEmptyString: true }),
          phone: text('phone').required(),
        }),
      });
    case 'banking': {
      // The stored IBAN, shown masked and left as it came, is kept by the server: nothing to check.
      const keepsStored = isMaskedIban(ctx.savedIban) && compactUpper(values.banking.iban ?? '') === compactUpper(ctx.savedIban);
      return yup.object({
        banking: yup.object({
          bic: bic(invalid('bic')()).label(label('bic')).trim().required(),
          iban: keepsStored ? yup.string() : iban(invalid('iban')()).label(label('iban')).trim().required(),
        }),
      });
    }
    case 'taxSocial':
      return yup.object({
        socialSecurity: yup.object({
          pensionInsuranceNumber: text('pensionInsuranceNumber').test('pension', invalid('pensionInsuranceNumber'), (s) => !s || isPensionInsuranceNumber(s)),
          pensionInsuranceVoluntaryPayment: v.voluntaryPension ? answer() : free(),
          healthInsurance: text('healthInsurance').required(),
          children: yup.array().of(childSchema(ctx.today)),
        }),
        education: yup.object({ schoolEducation: text('schoolEducation').required(), professionalDegree: text('professionalDegree').required() }),
        tax: yup.object({
          taxIdentNumber: text('taxIdentNumber')
            .required()
            .test('taxId', message('taxIdInvalid'), (s) => !s || isTaxIdentNumber(s)),
          taxClass: text('taxClass').required(),
          // Child tax credits come in halves (0.5 per parent and child).
          childTaxCreditCount: amount('childTaxCreditCount', 99).test('halves', invalid('childTaxCreditCount'), (s) => {
            const n = decimalOf(s);
            return n === null || Number.isInteger(n * 2);
          }),
        }),
        files: files(['HEALTH_INSURANCE']),
      });
    case 'employment':
      return yup.object({
        employment: yup.object({
          mainEmployer: answer(),
          otherEmployments: answer(),
          otherEmployerInCurrentYear: answer(),
          daysShortTermEmploymentC: v.shortTermDays
            ? whole('daysShortTermEmploymentC')
                .required()
                .min(MIN_SHORT_TERM_DAYS)
                .test('days', invalid('daysShortTermEmploymentC'), (n) => n === undefined || (Number.isInteger(n) && n <= MAX_SHORT_TERM_DAYS))
            : free(),
        }),
      });
    case 'citizenship':
      return yup.object({
        citizenship: yup.object({
          citizenship: text('citizenship').required(),
          birthplace: text('birthplace').required(),
          euCitizen: answer(),
          ...(v.permits
            ? {
                residencePermitValidTo: permit('residencePermitValidTo', ctx.today),
                passportValidTo: permit('passportValidTo', ctx.today),
                workPermitValidTo: permit('workPermitValidTo', ctx.today),
              }
            : {}),
        }),
      });
    case 'misc':
      return yup.object({
        misc: yup.object({
          selfEmployed: answer(),
          disabled: answer(),
          maxWeeklyHours: amount('maxWeeklyHours', 168),
          maxMonthlyCompensation: amount('maxMonthlyCompensation', 1_000_000),
          miniJobCompensation: amount('miniJobCompensation', 1_000_000),
        }),
        files: files(['DISABILITY', 'MISC']),
      });
    default:
      return yup.object({});
  }
}

/** The flow's `validationSchema`: the current step's schema for the values being checked. */
export const registrationSchema = (step: StepId, type: RegistrationType, ctx: RuleContext) => yup.lazy((values: FormValues) => stepSchema(step, type, values, ctx));

/** A yes in the short-term questionnaire: short-term employment is not available (spec 2 §2.2). */
export const questionnaireBlocks = (q: FormValues['shortTermQuestionnaire']) => Object.values(q).some((a) => a === true);
