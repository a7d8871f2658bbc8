/**
 * The applicant's data of a registration (spec 2 §3), section by section, as stored (JSONB) and as
 * merged from merge-patch bodies. Pure: no database, no GraphQL.
 */
import { groupOf, RegistrationGroup, RegistrationType } from './registration.enums.js';

export interface Child {
  firstName: string | null;
  lastName: string | null;
  birthdate: string | null;
}

export interface RegistrationData {
  shortTermQuestionnaire: { parentalLeave: boolean | null; stateBenefits: boolean | null; unemployed: boolean | null; betweenTrainings: boolean | null };
  personal: { sex: string | null; lastName: string | null; birthName: string | null; firstName: string | null; maritalStatus: string | null; birthdate: string | null };
  addressAndContact: { street: string | null; zip: string | null; city: string | null; email: string | null; phone: string | null };
  banking: { bic: string | null; iban: string | null };
  socialSecurity: { pensionInsuranceNumber: string | null; pensionInsuranceVoluntaryPayment: boolean | null; healthInsurance: string | null; children: Child[] };
  education: { schoolEducation: string | null; professionalDegree: string | null };
  tax: { taxIdentNumber: string | null; taxClass: number | null; childTaxCreditCount: number | null };
  employment: { mainEmployer: boolean | null; otherEmployments: boolean | null; otherEmployerInCurrentYear: boolean | null; daysShortTermEmploymentC: number | null };
  citizenship: {
    citizenship: string | null;
    birthplace: string | null;
    countryOfBirth: string | null;
    euCitizen: boolean | null;
    residencePermitValidTo: string | null;
    passportValidTo: string | null;
    workPermitValidTo: string | null;
  };
  misc: { selfEmployed: boolean | null; disabled: boolean | null; student: boolean | null; maxWeeklyHours: number | null; maxMonthlyCompensation: number | null; miniJobCompensation: number | null };
}

export type SectionName = keyof RegistrationData;

/** Every section with its fields: the only keys a patch may set. */
export const SECTION_FIELDS = {
  shortTermQuestionnaire: ['parentalLeave', 'stateBenefits', 'unemployed', 'betweenTrainings'],
  personal: ['sex', 'lastName', 'birthName', 'firstName', 'maritalStatus', 'birthdate'],
  addressAndContact: ['street', 'zip', 'city', 'email', 'phone'],
  banking: ['bic', 'iban'],
  socialSecurity: ['pensionInsuranceNumber', 'pensionInsuranceVoluntaryPayment', 'healthInsurance', 'children'],
  education: ['schoolEducation', 'professionalDegree'],
  tax: ['taxIdentNumber', 'taxClass', 'childTaxCreditCount'],
  employment: ['mainEmployer', 'otherEmployments', 'otherEmployerInCurrentYear', 'daysShortTermEmploymentC'],
  citizenship: ['citizenship', 'birthplace', 'countryOfBirth', 'euCitizen', 'residencePermitValidTo', 'passportValidTo', 'workPermitValidTo'],
  misc: ['selfEmployed', 'disabled', 'student', 'maxWeeklyHours', 'maxMonthlyCompensation', 'miniJobCompensation'],
} as const satisfies { [S in SectionName]: readonly (keyof RegistrationData[S])[] };

export const SECTIONS = Object.keys(SECTION_FIELDS) as SectionName[];

/**
 * The steps of the flow that carry data, each with the sections it saves (spec 2 §2.2). A PATCH is
 * validated step by step: every step one of whose sections the body touches.
 */
export enum RegistrationStep {
  SHORT_TERM_QUESTIONNAIRE = 'SHORT_TERM_QUESTIONNAIRE',
  PERSONAL = 'PERSONAL',
  ADDRESS_AND_CONTACT = 'ADDRESS_AND_CONTACT',
  BANKING = 'BANKING',
  TAX_AND_SOCIAL_SECURITY = 'TAX_AND_SOCIAL_SECURITY',
  EMPLOYMENT = 'EMPLOYMENT',
  CITIZENSHIP = 'CITIZENSHIP',
  MISC = 'MISC',
}

export const STEP_SECTIONS: Record<RegistrationStep, readonly SectionName[]> = {
  SHORT_TERM_QUESTIONNAIRE: ['shortTermQuestionnaire'],
  PERSONAL: ['personal'],
  ADDRESS_AND_CONTACT: ['addressAndContact'],
  BANKING: ['banking'],
  TAX_AND_SOCIAL_SECURITY: ['socialSecurity', 'education', 'tax'],
  EMPLOYMENT: ['employment'],
  CITIZENSHIP: ['citizenship'],
  MISC: ['misc'],
};

/** The data steps a type goes through, in order (the questionnaire only for SHORT_TERM). */
export function stepsOf(type: RegistrationType): RegistrationStep[] {
  const all = Object.values(RegistrationStep);
  return type === RegistrationType.SHORT_TERM ? all : all.filter((s) => s !== RegistrationStep.SHORT_TERM_QUESTIONNAIRE);
}

export function stepsTouchedBy(patch: Partial<Record<SectionName, unknown>>): RegistrationStep[] {
  const touched = SECTIONS.filter((s) => patch[s] !== undefined);
  return Object.values(RegistrationStep).filter((step) => STEP_SECTIONS[step].some((s) => touched.includes(s)));
}

function emptySection<S extends SectionName>(section: S): RegistrationData[S] {
  const fields = SECTION_FIELDS[section] as readonly string[];
  return Object.fromEntries(fields.map((f) => [f, f === 'children' ? [] : null])) as RegistrationData[S];
}

export function emptyData(): RegistrationData {
  return Object.fromEntries(SECTIONS.map((s) => [s, emptySection(s)])) as unknown as RegistrationData;
}

/** Stored JSON (possibly written by an older version) → a complete data object. */
export function completeData(stored: unknown): RegistrationData {
  const data = emptyData();
  const src = (stored && typeof stored === 'object' ? stored : {}) as Record<string, Record<string, unknown> | undefined>;
  for (const section of SECTIONS) {
    const from = src[section];
    if (!from || typeof from !== 'object') continue;
    for (const field of SECTION_FIELDS[section] as readonly string[]) {
      if (from[field] !== undefined) (data[section] as Record<string, unknown>)[field] = from[field];
    }
  }
  return data;
}

/** IBAN as shown after saving: first 4 and last 2 characters, the rest starred (spec 2 §2.2). */
export function maskIban(iban: string | null): string | null {
  if (!iban) return iban;
  if (iban.length <= 6) return '*'.repeat(iban.length);
  return iban.slice(0, 4) + '*'.repeat(iban.length - 6) + iban.slice(-2);
}

const compact = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** One value as stored: strings trimmed (empty → null), codes and numbers upper-cased without spaces. */
function normalize(section: SectionName, field: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (section === 'banking' || field === 'pensionInsuranceNumber' || field === 'taxIdentNumber') return compact(trimmed);
  return trimmed;
}

export type DataPatch = { [S in SectionName]?: { [K in keyof RegistrationData[S]]?: RegistrationData[S][K] | null } | null };

/**
 * RFC 7396 merge-patch of the applicant's data: an absent key keeps, null clears, arrays (children)
 * are replaced whole. A masked IBAN sent back unchanged keeps the stored one.
 */
export function mergePatch(current: RegistrationData, patch: DataPatch): RegistrationData {
  const next = structuredClone(current);
  for (const section of SECTIONS) {
    const p = patch[section];
    if (p === undefined) continue;
    if (p === null) {
      (next as any)[section] = emptySection(section);
      continue;
    }
    for (const field of SECTION_FIELDS[section] as readonly string[]) {
      const value = (p as Record<string, unknown>)[field];
      if (value === undefined) continue;
      if (field === 'children') {
        (next.socialSecurity as any).children = ((value as Child[] | null) ?? []).map((c) => ({
          firstName: normalize(section, 'firstName', c?.firstName) as string | null,
          lastName: normalize(section, 'lastName', c?.lastName) as string | null,
          birthdate: normalize(section, 'birthdate', c?.birthdate) as string | null,
        }));
        continue;
      }
      if (section === 'banking' && field === 'iban' && typeof value === 'string' && current.banking.iban && compact(value) === maskIban(current.banking.iban)) {
        continue;
      }
      (next[section] as Record<string, unknown>)[field] = normalize(section, field, value);
    }
  }
  return next;
}

/**
 * Fields that do not apply to the type or to an earlier answer are dropped (stored null), as the
 * screens hide them: the voluntary pension payment outside the minor-employment group, the
 * questionnaire and the student answer outside SHORT_TERM, the days of short-term employment unless
 * SHORT_TERM with another employer this year, the permit dates of EU citizens.
 */
export function dropInapplicable(type: RegistrationType, data: RegistrationData): RegistrationData {
  const next = structuredClone(data);
  const group = groupOf(type);
  if (group !== RegistrationGroup.MINOR_EMPLOYMENT) next.socialSecurity.pensionInsuranceVoluntaryPayment = null;
  if (type !== RegistrationType.SHORT_TERM) {
    next.shortTermQuestionnaire = emptySection('shortTermQuestionnaire');
    next.misc.student = null;
  }
  if (!(type === RegistrationType.SHORT_TERM && next.employment.otherEmployerInCurrentYear === true)) next.employment.daysShortTermEmploymentC = null;
  if (next.citizenship.euCitizen === true) {
    next.citizenship.residencePermitValidTo = null;
    next.citizenship.passportValidTo = null;
    next.citizenship.workPermitValidTo = null;
  }
  return next;
}

/** "First Last", the form every list of the product shows. */
export function fullNameOf(data: RegistrationData): string | null {
  const name = [data.personal.firstName, data.personal.lastName].filter(Boolean).join(' ');
  return name || null;
}
