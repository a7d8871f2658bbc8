import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Paged } from '../../graphql-shared.js';
import { EmployeeStatus, EmploymentType, WageType } from './employee.enums.js';

// Inputs are nullable on purpose: the service validates and answers 422 with the spec's German
// messages and field paths, instead of GraphQL rejecting a missing field with an English text.

@InputType()
export class EmployeeFieldsInput {
  @Field(() => Int, { nullable: true }) employeeId?: number | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) birthdate?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => Int, { nullable: true }) companyLocationId?: number | null;
  @Field(() => String, { nullable: true }) contractExpiryDate?: string | null;
  @Field(() => Boolean, { nullable: true }) export?: boolean | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
  @Field(() => Boolean, { nullable: true }) temporary?: boolean | null;
  @Field(() => Int, { nullable: true }) operatorNumber?: number | null;
  @Field(() => String, { nullable: true }) teamleadSince?: string | null;
  @Field(() => Boolean, { nullable: true }) manager?: boolean | null;
  @Field(() => String, { nullable: true }) firstAidCourseDate?: string | null;
  @Field(() => String, { nullable: true }) firstAidValidUntil?: string | null;
  @Field(() => Boolean, { nullable: true }) inventoryBonusEligible?: boolean | null;
  @Field(() => String, { nullable: true }) isInventoryBonusEligibleSince?: string | null;
  @Field(() => String, { nullable: true }) registrationUuid?: string | null;
  @Field(() => String, { nullable: true, description: 'Login name; defaults to the employeeId.' }) username?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Days of short-term employment with other employers this calendar year, 0..366 (SGB IV §8 (1) Nr. 2). On create without it: from the registration, else 0.',
  })
  shortTermDaysElsewhere?: number | null;
}

@InputType()
export class WageInput {
  @Field(() => Float, { nullable: true }) wage?: number | null;
  @Field(() => WageType, { nullable: true }) wageType?: WageType | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM or YYYY-MM-DD; stored as the first of that month.' })
  validFrom?: string | null;
  @Field(() => Float, { nullable: true }) targetHours?: number | null;
  @Field(() => Int, { nullable: true, description: 'With a change: the version read; a stale one is 409.' }) version?: number | null;
}

@InputType()
export class EmploymentInput {
  @Field(() => EmploymentType, { nullable: true }) employmentType?: EmploymentType | null;
  @Field(() => String, { nullable: true }) validFrom?: string | null;
  @Field(() => String, { nullable: true }) validTo?: string | null;
  @Field(() => Int, { nullable: true, description: 'With a change: the version read; a stale one is 409.' }) version?: number | null;
}

@InputType()
export class CreateEmployeeInput {
  @Field(() => EmployeeFieldsInput) employee!: EmployeeFieldsInput;
  @Field(() => WageInput) wage!: WageInput;
  @Field(() => EmploymentInput) employment!: EmploymentInput;
}

@InputType()
export class ReactivateEmployeeInput {
  @Field(() => Float, { nullable: true }) wage?: number | null;
  @Field(() => WageType, { nullable: true }) wageType?: WageType | null;
  @Field(() => String, { nullable: true, description: 'Start date YYYY-MM-DD.' }) validFrom?: string | null;
  @Field(() => Float, { nullable: true }) targetHours?: number | null;
  @Field(() => String, { nullable: true }) contractExpiryDate?: string | null;
}

@InputType()
export class EmployeeFilterInput {
  @Field(() => Int, { nullable: true }) employeeId?: number | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => EmploymentType, { nullable: true }) employmentType?: EmploymentType | null;
  @Field(() => Float, { nullable: true }) wage?: number | null;
  @Field(() => WageType, { nullable: true }) wageType?: WageType | null;
  @Field(() => String, { nullable: true, description: 'Name or personnel number.' }) search?: string | null;
  @Field(() => EmployeeStatus, { nullable: true }) status?: EmployeeStatus | null;
  @Field(() => Int, { nullable: true }) operatorNumber?: number | null;
}

@ObjectType({ description: 'Employee list row (spec 1 §3). Wage fields are null without Accounting_Overview_ViewWageAndCosts.' })
export class EmployeeRow {
  @Field(() => Int) id!: number;
  @Field(() => Int) employeeId!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) fullName!: string;
  @Field(() => WageType, { nullable: true }) wageType!: WageType | null;
  @Field(() => Float, { nullable: true }) wage!: number | null;
  @Field(() => EmploymentType, { nullable: true }) employmentType!: EmploymentType | null;
  @Field(() => Boolean) active!: boolean;
  @Field(() => String, { nullable: true }) contractExpiryDate!: string | null;
  @Field(() => Int, { nullable: true }) operatorNumber!: number | null;
}

@ObjectType({ description: 'An employee as the name pickers of every area find it: names and number, nothing of the contract.' })
export class EmployeeLookupRow {
  @Field(() => Int) id!: number;
  @Field(() => Int) employeeId!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) fullName!: string;
  @Field(() => Boolean, { description: 'Only those who may see inactive employees find inactive ones.' }) active!: boolean;
}

@ObjectType()
export class EmployeePage extends Paged {
  @Field(() => [EmployeeRow]) items!: EmployeeRow[];
}

@ObjectType({ description: 'Values a new-employee form starts from (GET /employees/default).' })
export class EmployeeDefaults {
  @Field(() => Int) employeeId!: number;
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String, { nullable: true }) birthdate!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => Boolean) export!: boolean;
  @Field(() => Boolean) inventoryBonusEligible!: boolean;
  @Field(() => String) wageValidFrom!: string;
  @Field(() => String) employmentValidFrom!: string;
  @Field(() => WageType) wageType!: WageType;
  @Field(() => EmploymentType, { nullable: true }) employmentType!: EmploymentType | null;
  @Field(() => String, { nullable: true }) registrationUuid!: string | null;
  @Field(() => Int, { description: "From the registration's days of short-term employment this year, else 0." }) shortTermDaysElsewhere!: number;
}
