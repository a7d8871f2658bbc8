import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { MaritalStatus, ProfessionalDegree, RegistrationFileContext, RegistrationGroup, RegistrationType, SchoolEducation, Sex } from './registration.enums.js';

// Inputs are nullable on purpose (as everywhere): absent keeps a value, null clears it (merge-patch),
// and the service answers missing or wrong values with the spec's German messages (422).

// ------------------------------------------------------------------ sections (read)

@ObjectType({ description: 'SHORT_TERM only: any yes means short-term employment is not available.' })
export class ShortTermQuestionnaire {
  @Field(() => Boolean, { nullable: true, description: 'On parental leave.' }) parentalLeave!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Receives state benefits.' }) stateBenefits!: boolean | null;
  @Field(() => Boolean, { nullable: true }) unemployed!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'In between two trainings.' }) betweenTrainings!: boolean | null;
}

@ObjectType()
export class PersonalData {
  @Field(() => Sex, { nullable: true }) sex!: Sex | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String, { nullable: true }) birthName!: string | null;
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => MaritalStatus, { nullable: true }) maritalStatus!: MaritalStatus | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) birthdate!: string | null;
}

@ObjectType()
export class AddressAndContact {
  @Field(() => String, { nullable: true }) street!: string | null;
  @Field(() => String, { nullable: true }) zip!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
}

@ObjectType()
export class Banking {
  @Field(() => String, { nullable: true }) bic!: string | null;
  @Field(() => String, { nullable: true, description: 'Masked: first 4 and last 2 characters (the complete IBAN is only in the stored record and the personnel form).' })
  iban!: string | null;
}

@ObjectType()
export class Child {
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) birthdate!: string | null;
}

@ObjectType()
export class SocialSecurity {
  @Field(() => String, { nullable: true }) pensionInsuranceNumber!: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Minor-employment group only.' }) pensionInsuranceVoluntaryPayment!: boolean | null;
  @Field(() => String, { nullable: true }) healthInsurance!: string | null;
  @Field(() => [Child]) children!: Child[];
}

@ObjectType()
export class Education {
  @Field(() => SchoolEducation, { nullable: true }) schoolEducation!: SchoolEducation | null;
  @Field(() => ProfessionalDegree, { nullable: true }) professionalDegree!: ProfessionalDegree | null;
}

@ObjectType()
export class Tax {
  @Field(() => String, { nullable: true }) taxIdentNumber!: string | null;
  @Field(() => Int, { nullable: true, description: '1 to 6.' }) taxClass!: number | null;
  @Field(() => Float, { nullable: true, description: 'In steps of 0.5.' }) childTaxCreditCount!: number | null;
}

@ObjectType('RegistrationEmployment')
export class Employment {
  @Field(() => Boolean, { nullable: true }) mainEmployer!: boolean | null;
  @Field(() => Boolean, { nullable: true }) otherEmployments!: boolean | null;
  @Field(() => Boolean, { nullable: true }) otherEmployerInCurrentYear!: boolean | null;
  @Field(() => Int, { nullable: true, description: 'SHORT_TERM with otherEmployerInCurrentYear only; at least 1.' }) daysShortTermEmploymentC!: number | null;
}

@ObjectType()
export class Citizenship {
  @Field(() => String, { nullable: true }) citizenship!: string | null;
  @Field(() => String, { nullable: true }) birthplace!: string | null;
  @Field(() => String, { nullable: true }) countryOfBirth!: string | null;
  @Field(() => Boolean, { nullable: true }) euCitizen!: boolean | null;
  @Field(() => String, { nullable: true, description: 'Non-EU citizens only; YYYY-MM-DD, not before today.' }) residencePermitValidTo!: string | null;
  @Field(() => String, { nullable: true, description: 'Non-EU citizens only.' }) passportValidTo!: string | null;
  @Field(() => String, { nullable: true, description: 'Non-EU citizens only.' }) workPermitValidTo!: string | null;
}

@ObjectType()
export class Misc {
  @Field(() => Boolean, { nullable: true }) selfEmployed!: boolean | null;
  @Field(() => Boolean, { nullable: true }) disabled!: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'SHORT_TERM only; yes needs an upload in context MISC.' }) student!: boolean | null;
  @Field(() => Float, { nullable: true }) maxWeeklyHours!: number | null;
  @Field(() => Float, { nullable: true }) maxMonthlyCompensation!: number | null;
  @Field(() => Float, { nullable: true }) miniJobCompensation!: number | null;
}

// ------------------------------------------------------------------ registration, files, codes

@ObjectType('RegistrationFile', { description: 'A file of a registration: an upload (with context) or a generated document (context null).' })
export class RegistrationFileInfo {
  @Field(() => String, { description: 'Random id of the file: GET /api/registrations/{uuid}/files/{key} downloads it.' }) key!: string;
  @Field(() => String) fileName!: string;
  @Field(() => RegistrationFileContext, { nullable: true, description: 'Null for generated documents.' }) context!: RegistrationFileContext | null;
  @Field(() => String) contentType!: string;
  @Field(() => Int, { description: 'Bytes.' }) size!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('Registration', { description: 'A registration (spec 2 §3). Every section is present; unanswered fields are null.' })
export class RegistrationView {
  @Field(() => String) uuid!: string;
  @Field(() => RegistrationType) registrationType!: RegistrationType;
  @Field(() => RegistrationGroup, { description: 'Decides the step order and the conditional fields.' }) group!: RegistrationGroup;
  @Field(() => String, { nullable: true, description: '"First Last".' }) fullName!: string | null;
  @Field(() => Boolean) finished!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;
  @Field(() => ShortTermQuestionnaire) shortTermQuestionnaire!: ShortTermQuestionnaire;
  @Field(() => PersonalData) personal!: PersonalData;
  @Field(() => AddressAndContact) addressAndContact!: AddressAndContact;
  @Field(() => Banking) banking!: Banking;
  @Field(() => SocialSecurity) socialSecurity!: SocialSecurity;
  @Field(() => Education) education!: Education;
  @Field(() => Tax) tax!: Tax;
  @Field(() => Employment) employment!: Employment;
  @Field(() => Citizenship) citizenship!: Citizenship;
  @Field(() => Misc) misc!: Misc;
  @Field(() => [RegistrationFileInfo], { description: 'Uploaded files, all contexts.' }) files!: RegistrationFileInfo[];
  @Field(() => [RegistrationFileInfo], { description: 'Generated documents (after finishing).' }) documents!: RegistrationFileInfo[];
  @Field(() => Int, { nullable: true, description: 'The employee created from this registration (finished list only).' }) employeeId!: number | null;
  @Field(() => Boolean, {
    description: 'Under 18 today ("minderjährig"): the office must apply the youth employment rules (JArbSchG §2 Abs. 2, §§8–22) and check full-time compulsory schooling (§2 Abs. 3).',
  })
  minor!: boolean;
}

@ObjectType({ description: 'Answer of finishing: the generated documents, downloadable by key.' })
export class FinishRegistrationResult {
  @Field(() => String) uuid!: string;
  @Field(() => [RegistrationFileInfo]) files!: RegistrationFileInfo[];
}

@ObjectType('RegistrationCode', { description: 'An issued registration code (single use).' })
export class RegistrationCodeView {
  @Field(() => String) code!: string;
  @Field(() => RegistrationType) registrationType!: RegistrationType;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String) createdBy!: string;
  @Field(() => Date, { nullable: true, description: 'Null: does not expire.' }) validUntil!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When a registration was started with it.' }) usedAt!: Date | null;
}

@ObjectType({ description: 'What the public registration screens need before any registration is loaded.' })
export class RegistrationInfo {
  @Field(() => String, { description: 'Office mailbox shown to applicants ({email} in spec 2).' }) contactEmail!: string;
  @Field(() => Int, { description: 'Largest accepted upload in bytes (2097152).' }) maxFileSize!: number;
  @Field(() => Int, { description: 'Uploads per context (10).' }) maxFilesPerContext!: number;
}

// ------------------------------------------------------------------ inputs (merge-patch)

@InputType()
export class ShortTermQuestionnaireInput {
  @Field(() => Boolean, { nullable: true }) parentalLeave?: boolean | null;
  @Field(() => Boolean, { nullable: true }) stateBenefits?: boolean | null;
  @Field(() => Boolean, { nullable: true }) unemployed?: boolean | null;
  @Field(() => Boolean, { nullable: true }) betweenTrainings?: boolean | null;
}

@InputType()
export class PersonalDataInput {
  @Field(() => Sex, { nullable: true }) sex?: Sex | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) birthName?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => MaritalStatus, { nullable: true }) maritalStatus?: MaritalStatus | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) birthdate?: string | null;
}

@InputType()
export class AddressAndContactInput {
  @Field(() => String, { nullable: true }) street?: string | null;
  @Field(() => String, { nullable: true }) zip?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
}

@InputType()
export class BankingInput {
  @Field(() => String, { nullable: true, description: 'Spaces removed, upper-cased.' }) bic?: string | null;
  @Field(() => String, { nullable: true, description: 'Spaces removed, upper-cased. The masked value sent back keeps the stored IBAN.' }) iban?: string | null;
}

@InputType()
export class ChildInput {
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) birthdate?: string | null;
}

@InputType()
export class SocialSecurityInput {
  @Field(() => String, { nullable: true, description: 'Spaces removed, upper-cased.' }) pensionInsuranceNumber?: string | null;
  @Field(() => Boolean, { nullable: true }) pensionInsuranceVoluntaryPayment?: boolean | null;
  @Field(() => String, { nullable: true }) healthInsurance?: string | null;
  @Field(() => [ChildInput], { nullable: true, description: 'Replaces the whole list.' }) children?: ChildInput[] | null;
}

@InputType()
export class EducationInput {
  @Field(() => SchoolEducation, { nullable: true }) schoolEducation?: SchoolEducation | null;
  @Field(() => ProfessionalDegree, { nullable: true }) professionalDegree?: ProfessionalDegree | null;
}

@InputType()
export class TaxInput {
  @Field(() => String, { nullable: true, description: 'Spaces removed, upper-cased.' }) taxIdentNumber?: string | null;
  @Field(() => Int, { nullable: true }) taxClass?: number | null;
  @Field(() => Float, { nullable: true }) childTaxCreditCount?: number | null;
}

@InputType('RegistrationEmploymentInput')
export class EmploymentInputData {
  @Field(() => Boolean, { nullable: true }) mainEmployer?: boolean | null;
  @Field(() => Boolean, { nullable: true }) otherEmployments?: boolean | null;
  @Field(() => Boolean, { nullable: true }) otherEmployerInCurrentYear?: boolean | null;
  @Field(() => Int, { nullable: true }) daysShortTermEmploymentC?: number | null;
}

@InputType()
export class CitizenshipInput {
  @Field(() => String, { nullable: true }) citizenship?: string | null;
  @Field(() => String, { nullable: true }) birthplace?: string | null;
  @Field(() => String, { nullable: true }) countryOfBirth?: string | null;
  @Field(() => Boolean, { nullable: true }) euCitizen?: boolean | null;
  @Field(() => String, { nullable: true }) residencePermitValidTo?: string | null;
  @Field(() => String, { nullable: true }) passportValidTo?: string | null;
  @Field(() => String, { nullable: true }) workPermitValidTo?: string | null;
}

@InputType()
export class MiscInput {
  @Field(() => Boolean, { nullable: true }) selfEmployed?: boolean | null;
  @Field(() => Boolean, { nullable: true }) disabled?: boolean | null;
  @Field(() => Boolean, { nullable: true }) student?: boolean | null;
  @Field(() => Float, { nullable: true }) maxWeeklyHours?: number | null;
  @Field(() => Float, { nullable: true }) maxMonthlyCompensation?: number | null;
  @Field(() => Float, { nullable: true }) miniJobCompensation?: number | null;
}

@InputType({ description: 'Merge-patch of a registration: the sections of one step (PATCH) or all of them (finish).' })
export class RegistrationInput {
  @Field(() => ShortTermQuestionnaireInput, { nullable: true }) shortTermQuestionnaire?: ShortTermQuestionnaireInput | null;
  @Field(() => PersonalDataInput, { nullable: true }) personal?: PersonalDataInput | null;
  @Field(() => AddressAndContactInput, { nullable: true }) addressAndContact?: AddressAndContactInput | null;
  @Field(() => BankingInput, { nullable: true }) banking?: BankingInput | null;
  @Field(() => SocialSecurityInput, { nullable: true }) socialSecurity?: SocialSecurityInput | null;
  @Field(() => EducationInput, { nullable: true }) education?: EducationInput | null;
  @Field(() => TaxInput, { nullable: true }) tax?: TaxInput | null;
  @Field(() => EmploymentInputData, { nullable: true }) employment?: EmploymentInputData | null;
  @Field(() => CitizenshipInput, { nullable: true }) citizenship?: CitizenshipInput | null;
  @Field(() => MiscInput, { nullable: true }) misc?: MiscInput | null;
}
