import type {
  MaritalStatus,
  ProfessionalDegree,
  RegistrationFileContext,
  RegistrationFileFieldsFragment,
  RegistrationFormFieldsFragment,
  RegistrationInput,
  RegistrationType,
  SchoolEducation,
  Sex,
} from '@/generated/registrations';
import { parseDecimal } from '@/shared/format';
import { answersOf, type SectionName, STEP_SECTIONS, type StepId, visibility } from './registration-steps';

/**
 * The applicant's form (spec 2 §2.2, §3): values as typed (strings, yes/no as boolean or null), built
 * from the loaded registration, turned back into the merge-patch of one step, and compared with what
 * was last saved so a step is only sent when it changed (spec 2 §4). One formik form holds them for
 * the whole flow; the uploaded files are part of it (by context), so the upload rules are rules of the
 * step schemas and the server's 'files.MISC' errors land on their upload area.
 */
export type YesNo = boolean | null;

export const FILE_CONTEXTS: readonly RegistrationFileContext[] = ['HEALTH_INSURANCE', 'CITIZENSHIP', 'DISABILITY', 'MISC'];

/** The uploaded files by context, in upload order. */
export type UploadedFiles = Record<RegistrationFileContext, RegistrationFileFieldsFragment[]>;

export interface ChildValues {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthdate: string;
}

export interface FormValues {
  shortTermQuestionnaire: { parentalLeave: YesNo; stateBenefits: YesNo; unemployed: YesNo; betweenTrainings: YesNo };
  /** The birth date is typed as day, month and year. */
  personal: { sex: string; lastName: string; birthName: string; firstName: string; maritalStatus: string; day: string; month: string; year: string };
  addressAndContact: { street: string; zip: string; city: string; email: string; phone: string };
  /** `iban` is the masked value (DE89****…00) while the stored IBAN is kept. */
  banking: { bic: string; iban: string };
  socialSecurity: { pensionInsuranceNumber: string; pensionInsuranceVoluntaryPayment: YesNo; healthInsurance: string; children: ChildValues[] };
  education: { schoolEducation: string; professionalDegree: string };
  tax: { taxIdentNumber: string; taxClass: string; childTaxCreditCount: string };
  employment: { mainEmployer: YesNo; otherEmployments: YesNo; otherEmployerInCurrentYear: YesNo; daysShortTermEmploymentC: string };
  citizenship: {
    citizenship: string;
    birthplace: string;
    countryOfBirth: string;
    euCitizen: YesNo;
    residencePermitValidTo: string;
    passportValidTo: string;
    workPermitValidTo: string;
  };
  misc: {
    selfEmployed: YesNo;
    disabled: YesNo;
    student: YesNo;
    maxWeeklyHours: string;
    maxMonthlyCompensation: string;
    miniJobCompensation: string;
  };
  files: UploadedFiles;
}

const s = (v: string | null | undefined) => v ?? '';
/** A stored number as typed in German: 0.5 → "0,5", 20 → "20". */
const n = (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? '' : String(v).replace('.', ','));

/** The form values of a loaded (or just saved) registration. */
export function valuesOf(r: RegistrationFormFieldsFragment): FormValues {
  const [year = '', month = '', day = ''] = r.personal.birthdate ? r.personal.birthdate.split('-') : [];
  return {
    shortTermQuestionnaire: {
      parentalLeave: r.shortTermQuestionnaire.parentalLeave,
      stateBenefits: r.shortTermQuestionnaire.stateBenefits,
      unemployed: r.shortTermQuestionnaire.unemployed,
      betweenTrainings: r.shortTermQuestionnaire.betweenTrainings,
    },
    personal: {
      sex: s(r.personal.sex),
      lastName: s(r.personal.lastName),
      birthName: s(r.personal.birthName),
      firstName: s(r.personal.firstName),
      maritalStatus: s(r.personal.maritalStatus),
      day,
      month,
      year,
    },
    addressAndContact: {
      street: s(r.addressAndContact.street),
      zip: s(r.addressAndContact.zip),
      city: s(r.addressAndContact.city),
      email: s(r.addressAndContact.email),
      phone: s(r.addressAndContact.phone),
    },
    banking: { bic: s(r.banking.bic), iban: s(r.banking.iban) },
    socialSecurity: {
      pensionInsuranceNumber: s(r.socialSecurity.pensionInsuranceNumber),
      pensionInsuranceVoluntaryPayment: r.socialSecurity.pensionInsuranceVoluntaryPayment,
      healthInsurance: s(r.socialSecurity.healthInsurance),
      children: r.socialSecurity.children.map((c) => ({ firstName: s(c.firstName), lastName: s(c.lastName), birthdate: s(c.birthdate) })),
    },
    education: { schoolEducation: s(r.education.schoolEducation), professionalDegree: s(r.education.professionalDegree) },
    tax: { taxIdentNumber: s(r.tax.taxIdentNumber), taxClass: r.tax.taxClass === null ? '' : String(r.tax.taxClass), childTaxCreditCount: n(r.tax.childTaxCreditCount) },
    employment: {
      mainEmployer: r.employment.mainEmployer,
      otherEmployments: r.employment.otherEmployments,
      otherEmployerInCurrentYear: r.employment.otherEmployerInCurrentYear,
      daysShortTermEmploymentC: n(r.employment.daysShortTermEmploymentC),
    },
    citizenship: {
      citizenship: s(r.citizenship.citizenship),
      birthplace: s(r.citizenship.birthplace),
      countryOfBirth: s(r.citizenship.countryOfBirth),
      euCitizen: r.citizenship.euCitizen,
      residencePermitValidTo: s(r.citizenship.residencePermitValidTo),
      passportValidTo: s(r.citizenship.passportValidTo),
      workPermitValidTo: s(r.citizenship.workPermitValidTo),
    },
    misc: {
      selfEmployed: r.misc.selfEmployed,
      disabled: r.misc.disabled,
      student: r.misc.student,
      maxWeeklyHours: n(r.misc.maxWeeklyHours),
      maxMonthlyCompensation: n(r.misc.maxMonthlyCompensation),
      miniJobCompensation: n(r.misc.miniJobCompensation),
    },
    files: filesByContext(r.files),
  };
}

/** Files by context; one without a context counts as MISC (the summary always named it so). */
export function filesByContext(files: readonly RegistrationFileFieldsFragment[]): UploadedFiles {
  const out = Object.fromEntries(FILE_CONTEXTS.map((c) => [c, [] as RegistrationFileFieldsFragment[]])) as UploadedFiles;
  for (const f of files) out[f.context ?? 'MISC'].push(f);
  return out;
}

/** Every uploaded file, context by context. */
export const allFiles = (files: UploadedFiles) => FILE_CONTEXTS.flatMap((c) => files[c]);

/** The values with a file added to its context (once) or one taken away. */
export function withUploaded(values: FormValues, file: RegistrationFileFieldsFragment): FormValues {
  const context = file.context ?? 'MISC';
  const list = values.files[context];
  return list.some((f) => f.key === file.key) ? values : { ...values, files: { ...values.files, [context]: [...list, file] } };
}

export function withoutFile(values: FormValues, context: RegistrationFileContext, fileName: string): FormValues {
  return { ...values, files: { ...values.files, [context]: values.files[context].filter((f) => f.fileName !== fileName) } };
}

/** Replaces the sections of one step with those of a saved registration, keeping the rest as typed. */
export function withSavedStep(values: FormValues, step: StepId, saved: FormValues): FormValues {
  const next = { ...values } as Record<SectionName, unknown>;
  for (const section of STEP_SECTIONS[step]) next[section] = saved[section];
  return next as unknown as FormValues;
}

// ------------------------------------------------------------------ text helpers

/** Trimmed; empty → null. */
export function text(v: string): string | null {
  const t = v.trim();
  return t === '' ? null : t;
}

/** Upper case without spaces: BIC as typed, pension and tax numbers on blur (spec 2 §2.2, §5). */
export const compactUpper = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** A masked IBAN as the server answers it: the first 4 and last 2 characters visible, stars between. */
export const isMaskedIban = (v: string) => v.includes('*');

/**
 * The IBAN to check and send: unchanged, the masked value goes back as it came (the server keeps the
 * stored IBAN); otherwise upper case without spaces.
 */
export function ibanForPatch(current: string, savedMasked: string): string | null {
  if (savedMasked && isMaskedIban(savedMasked) && compactUpper(current) === compactUpper(savedMasked)) return savedMasked;
  return text(compactUpper(current));
}

/** YYYY-MM-DD from day, month and year as typed, or null when any part is missing; not checked for validity. */
export function birthdateOf(p: FormValues['personal']): string | null {
  const [d, m, y] = [p.day.trim(), p.month.trim(), p.year.trim()];
  if (!d || !m || !y) return null;
  return `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** A typed number (German decimal comma) for the wire; blank → null, not a number → NaN (caught by validation first). */
function num(v: string): number | null {
  return parseDecimal(v);
}

// ------------------------------------------------------------------ patches

/**
 * The merge-patch of one step: every field of its sections, fields that do not apply to the type or
 * the answers sent as null (the server drops them too), children as a whole list.
 */
export function stepPatch(step: StepId, type: RegistrationType, values: FormValues, savedIban = ''): RegistrationInput {
  const v = visibility(type, answersOf(values));
  const patch: RegistrationInput = {};
  for (const section of STEP_SECTIONS[step]) {
    switch (section) {
      case 'shortTermQuestionnaire':
        patch.shortTermQuestionnaire = { ...values.shortTermQuestionnaire };
        break;
      case 'personal': {
        const p = values.personal;
        patch.personal = {
          sex: (text(p.sex) as Sex | null) ?? null,
          lastName: text(p.lastName),
          birthName: text(p.birthName),
          firstName: text(p.firstName),
          maritalStatus: (text(p.maritalStatus) as MaritalStatus | null) ?? null,
          birthdate: birthdateOf(p),
        };
        break;
      }
      case 'addressAndContact': {
        const a = values.addressAndContact;
        patch.addressAndContact = { street: text(a.street), zip: text(a.zip), city: text(a.city), email: text(a.email), phone: text(a.phone) };
        break;
      }
      case 'banking':
        patch.banking = { bic: text(compactUpper(values.banking.bic)), iban: ibanForPatch(values.banking.iban, savedIban) };
        break;
      case 'socialSecurity': {
        const x = values.socialSecurity;
        patch.socialSecurity = {
          pensionInsuranceNumber: text(compactUpper(x.pensionInsuranceNumber)),
          pensionInsuranceVoluntaryPayment: v.voluntaryPension ? x.pensionInsuranceVoluntaryPayment : null,
          healthInsurance: text(x.healthInsurance),
          children: x.children.map((c) => ({ firstName: text(c.firstName), lastName: text(c.lastName), birthdate: text(c.birthdate) })),
        };
        break;
      }
      case 'education':
        patch.education = {
          schoolEducation: (text(values.education.schoolEducation) as SchoolEducation | null) ?? null,
          professionalDegree: (text(values.education.professionalDegree) as ProfessionalDegree | null) ?? null,
        };
        break;
      case 'tax':
        patch.tax = {
          taxIdentNumber: text(compactUpper(values.tax.taxIdentNumber)),
          taxClass: num(values.tax.taxClass),
          childTaxCreditCount: num(values.tax.childTaxCreditCount),
        };
        break;
      case 'employment': {
        const e = values.employment;
        patch.employment = {
          mainEmployer: e.mainEmployer,
          otherEmployments: e.otherEmployments,
          otherEmployerInCurrentYear: e.otherEmployerInCurrentYear,
          daysShortTermEmploymentC: v.shortTermDays ? num(e.daysShortTermEmploymentC) : null,
        };
        break;
      }
      case 'citizenship': {
        const c = values.citizenship;
        const permit = (d: string) => (v.permits ? text(d) : null);
        patch.citizenship = {
          citizenship: text(c.citizenship),
          birthplace: text(c.birthplace),
          countryOfBirth: text(c.countryOfBirth),
          euCitizen: c.euCitizen,
          residencePermitValidTo: permit(c.residencePermitValidTo),
          passportValidTo: permit(c.passportValidTo),
          workPermitValidTo: permit(c.workPermitValidTo),
        };
        break;
      }
      case 'misc': {
        const m = values.misc;
        patch.misc = {
          selfEmployed: m.selfEmployed,
          disabled: m.disabled,
          student: v.student ? m.student : null,
          maxWeeklyHours: num(m.maxWeeklyHours),
          maxMonthlyCompensation: num(m.maxMonthlyCompensation),
          miniJobCompensation: num(m.miniJobCompensation),
        };
        break;
      }
    }
  }
  return patch;
}

/** Every data step merged: the whole registration, as the finish sends it (spec 2 §4). */
export function wholePatch(steps: readonly StepId[], type: RegistrationType, values: FormValues, savedIban = ''): RegistrationInput {
  return Object.assign({}, ...steps.map((step) => stepPatch(step, type, values, savedIban))) as RegistrationInput;
}

/**
 * Whether a step differs from what was last saved: compared as the patches both would send, so
 * spaces, case of codes and number formats ("12" / "12,0") do not count as changes.
 */
export function stepChanged(step: StepId, type: RegistrationType, current: FormValues, saved: FormValues): boolean {
  if (STEP_SECTIONS[step].length === 0) return false;
  const savedIban = saved.banking.iban;
  return JSON.stringify(stepPatch(step, type, current, savedIban)) !== JSON.stringify(stepPatch(step, type, saved, savedIban));
}

// ------------------------------------------------------------------ server errors

/**
 * What the flow's fields show server errors on, for `applyServerErrors` (REGISTRATION_PREFIXES): the
 * values, plus the birth date the server checks as one field ('personal.birthdate') where the form
 * has day, month and year. Any other path (a whole section, an unknown field) is answered `unplaced`
 * and said above the step, so no server message is lost.
 */
export function errorPlaces(values: FormValues) {
  return { ...values, personal: { ...values.personal, birthdate: birthdateOf(values.personal) ?? '' } };
}
