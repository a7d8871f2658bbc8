/**
 * The seven registration types (spec 2 §3) and the group each belongs to, which decides the step
 * order and the conditional fields of the applicant's form (spec 2 §2.2) and the employment type an
 * employee created from the registration starts with. The server validates by the group, the web
 * shows steps by it: one table, so both read a type the same way.
 */
export const REGISTRATION_TYPES = [
  'MODIFICATION_HELPER',
  'SOCIAL_SECURITY',
  'STOCK_REPLENISHMENT_SOCIAL_SECURITY',
  'MINOR_EMPLOYMENT',
  'WORKING_STUDENT',
  'STOCK_REPLENISHMENT_MINOR_EMPLOYMENT',
  'SHORT_TERM',
] as const;
export type RegistrationTypeName = (typeof REGISTRATION_TYPES)[number];

export const REGISTRATION_GROUPS = ['SOCIAL_SECURITY', 'MINOR_EMPLOYMENT', 'SHORT_TERM'] as const;
export type RegistrationGroupName = (typeof REGISTRATION_GROUPS)[number];

const GROUP: Readonly<Record<RegistrationTypeName, RegistrationGroupName>> = {
  MODIFICATION_HELPER: 'SOCIAL_SECURITY',
  SOCIAL_SECURITY: 'SOCIAL_SECURITY',
  STOCK_REPLENISHMENT_SOCIAL_SECURITY: 'SOCIAL_SECURITY',
  MINOR_EMPLOYMENT: 'MINOR_EMPLOYMENT',
  WORKING_STUDENT: 'MINOR_EMPLOYMENT',
  STOCK_REPLENISHMENT_MINOR_EMPLOYMENT: 'MINOR_EMPLOYMENT',
  SHORT_TERM: 'SHORT_TERM',
};

export function registrationGroupOf(type: RegistrationTypeName): RegistrationGroupName {
  return GROUP[type];
}

/** The employment type an employee created from a registration of this type starts with. */
export function employmentTypeOfRegistration(type: RegistrationTypeName): 'FUL' | 'MIN' | 'SHO' | 'WORKING_STUDENT' {
  if (type === 'WORKING_STUDENT') return 'WORKING_STUDENT';
  if (type === 'SHORT_TERM') return 'SHO';
  return GROUP[type] === 'MINOR_EMPLOYMENT' ? 'MIN' : 'FUL';
}
