import { employmentTypeOfRegistration, registrationGroupOf } from '@inv/domain';
import { registerEnumType } from 'type-graphql';

/** The seven registration types (spec 2 §3). */
export enum RegistrationType {
  MODIFICATION_HELPER = 'MODIFICATION_HELPER',
  SOCIAL_SECURITY = 'SOCIAL_SECURITY',
  STOCK_REPLENISHMENT_SOCIAL_SECURITY = 'STOCK_REPLENISHMENT_SOCIAL_SECURITY',
  MINOR_EMPLOYMENT = 'MINOR_EMPLOYMENT',
  WORKING_STUDENT = 'WORKING_STUDENT',
  STOCK_REPLENISHMENT_MINOR_EMPLOYMENT = 'STOCK_REPLENISHMENT_MINOR_EMPLOYMENT',
  SHORT_TERM = 'SHORT_TERM',
}

/** Which step order and which conditional fields a type gets (spec 2 §2.2). */
export enum RegistrationGroup {
  SOCIAL_SECURITY = 'SOCIAL_SECURITY',
  MINOR_EMPLOYMENT = 'MINOR_EMPLOYMENT',
  SHORT_TERM = 'SHORT_TERM',
}

export function groupOf(type: RegistrationType): RegistrationGroup {
  return registrationGroupOf(type) as RegistrationGroup;
}

/** The employment type an employee created from a registration of this type starts with. */
export function employmentTypeOf(type: RegistrationType): 'FUL' | 'MIN' | 'SHO' | 'WORKING_STUDENT' {
  return employmentTypeOfRegistration(type);
}

export enum Sex {
  male = 'male',
  female = 'female',
  diverse = 'diverse',
  undefined = 'undefined',
}

export enum MaritalStatus {
  single = 'single',
  married = 'married',
  widowed = 'widowed',
  divorced = 'divorced',
  living_apart = 'living_apart',
  civil_union = 'civil_union',
}

export enum SchoolEducation {
  unknown = 'unknown',
  without = 'without',
  lower_secondary = 'lower_secondary',
  intermediate_secondary = 'intermediate_secondary',
  upper_secondary = 'upper_secondary',
}

export enum ProfessionalDegree {
  unknown = 'unknown',
  without = 'without',
  vocational_training = 'vocational_training',
  master_craftsman = 'master_craftsman',
  bachelor = 'bachelor',
  master = 'master',
  doctorate = 'doctorate',
}

/** Where an applicant's upload belongs (spec 2 §3; sent in upper case). */
export enum RegistrationFileContext {
  CITIZENSHIP = 'CITIZENSHIP',
  DISABILITY = 'DISABILITY',
  HEALTH_INSURANCE = 'HEALTH_INSURANCE',
  MISC = 'MISC',
}

registerEnumType(RegistrationType, { name: 'RegistrationType', description: 'The seven registration types; a code is issued for one of them.' });
registerEnumType(RegistrationGroup, {
  name: 'RegistrationGroup',
  description: 'SOCIAL_SECURITY: MODIFICATION_HELPER, SOCIAL_SECURITY, STOCK_REPLENISHMENT_SOCIAL_SECURITY. MINOR_EMPLOYMENT: MINOR_EMPLOYMENT, WORKING_STUDENT, STOCK_REPLENISHMENT_MINOR_EMPLOYMENT. SHORT_TERM: SHORT_TERM (with the questionnaire step).',
});
registerEnumType(Sex, { name: 'Sex' });
registerEnumType(MaritalStatus, { name: 'MaritalStatus' });
registerEnumType(SchoolEducation, { name: 'SchoolEducation' });
registerEnumType(ProfessionalDegree, { name: 'ProfessionalDegree' });
registerEnumType(RegistrationFileContext, { name: 'RegistrationFileContext', description: 'Upload context of an applicant file.' });
