import { REGISTRATION_TYPES, type RegistrationGroupName, registrationGroupOf } from '@inv/domain';
import type { RegistrationFileContext, RegistrationType } from '@/generated/registrations';

/**
 * The applicant's steps (spec 2 §2.2): which steps a registration type goes through, which data
 * sections each step saves, and which conditional fields and upload areas show for the type and the
 * answers given so far. Pure, so the rules are unit-tested apart from the screens.
 */
export type StepId =
  | 'welcome'
  | 'questionnaire'
  | 'personal'
  | 'address'
  | 'banking'
  | 'taxSocial'
  | 'employment'
  | 'citizenship'
  | 'misc'
  | 'summary'
  | 'finished';

export type SectionName =
  | 'shortTermQuestionnaire'
  | 'personal'
  | 'addressAndContact'
  | 'banking'
  | 'socialSecurity'
  | 'education'
  | 'tax'
  | 'employment'
  | 'citizenship'
  | 'misc';

export type RegistrationGroup = RegistrationGroupName;

export { REGISTRATION_TYPES };

export function groupOf(type: RegistrationType): RegistrationGroup {
  return registrationGroupOf(type);
}

const BASE_STEPS: readonly StepId[] = ['welcome', 'personal', 'address', 'banking', 'taxSocial', 'employment', 'citizenship', 'misc', 'summary', 'finished'];

/** Ten steps; SHORT_TERM inserts the questionnaire right after the welcome step. */
export function stepsOf(type: RegistrationType): StepId[] {
  return type === 'SHORT_TERM' ? ['welcome', 'questionnaire', ...BASE_STEPS.slice(1)] : [...BASE_STEPS];
}

/** The data sections a step saves (the server validates every step whose sections a PATCH sends). */
export const STEP_SECTIONS: Readonly<Record<StepId, readonly SectionName[]>> = {
  welcome: [],
  questionnaire: ['shortTermQuestionnaire'],
  personal: ['personal'],
  address: ['addressAndContact'],
  banking: ['banking'],
  taxSocial: ['socialSecurity', 'education', 'tax'],
  employment: ['employment'],
  citizenship: ['citizenship'],
  misc: ['misc'],
  summary: [],
  finished: [],
};

/** The step that shows a field of a server error path ('socialSecurity.children.0.birthdate', 'files.MISC'). */
export function stepOfPath(path: string): StepId | null {
  const section = path.split('.')[0];
  if (section === 'files') {
    const context = path.split('.')[1] as RegistrationFileContext | undefined;
    return context ? UPLOAD_STEP[context] : null;
  }
  const step = (Object.keys(STEP_SECTIONS) as StepId[]).find((s) => (STEP_SECTIONS[s] as readonly string[]).includes(section ?? ''));
  return step ?? null;
}

export const UPLOAD_STEP: Readonly<Record<RegistrationFileContext, StepId>> = {
  HEALTH_INSURANCE: 'taxSocial',
  CITIZENSHIP: 'citizenship',
  DISABILITY: 'misc',
  MISC: 'misc',
};

/** The answers the conditional fields depend on. */
export interface Answers {
  otherEmployerInCurrentYear: boolean | null;
  euCitizen: boolean | null;
  disabled: boolean | null;
  student: boolean | null;
}

/** The answers of a registration's values (only the four the conditional fields depend on). */
export function answersOf(v: {
  employment: { otherEmployerInCurrentYear: boolean | null };
  citizenship: { euCitizen: boolean | null };
  misc: { disabled: boolean | null; student: boolean | null };
}): Answers {
  return {
    otherEmployerInCurrentYear: v.employment.otherEmployerInCurrentYear,
    euCitizen: v.citizenship.euCitizen,
    disabled: v.misc.disabled,
    student: v.misc.student,
  };
}

export interface Visibility {
  /** Voluntary pension payment yes/no: minor-employment group only. */
  voluntaryPension: boolean;
  /** Days of short-term employment: SHORT_TERM with another employer this year. */
  shortTermDays: boolean;
  /** Residence, passport and work permit dates: not an EU citizen. */
  permits: boolean;
  /** The student yes/no: SHORT_TERM only. */
  student: boolean;
  /** The upload areas shown, by context. */
  uploads: Readonly<Record<RegistrationFileContext, boolean>>;
}

export function visibility(type: RegistrationType, a: Answers): Visibility {
  const shortTerm = type === 'SHORT_TERM';
  const nonEu = a.euCitizen === false;
  return {
    voluntaryPension: groupOf(type) === 'MINOR_EMPLOYMENT',
    shortTermDays: shortTerm && a.otherEmployerInCurrentYear === true,
    permits: nonEu,
    student: shortTerm,
    uploads: {
      HEALTH_INSURANCE: shortTerm,
      CITIZENSHIP: nonEu,
      DISABILITY: a.disabled === true,
      MISC: (shortTerm && a.student === true) || type === 'WORKING_STUDENT',
    },
  };
}

/** Contexts that need at least one uploaded file before the step (and the registration) can be finished. */
export function requiredUploads(type: RegistrationType, a: Answers): RegistrationFileContext[] {
  const v = visibility(type, a);
  const required: RegistrationFileContext[] = [];
  if (v.uploads.HEALTH_INSURANCE) required.push('HEALTH_INSURANCE');
  if (v.uploads.MISC) required.push('MISC');
  return required;
}
