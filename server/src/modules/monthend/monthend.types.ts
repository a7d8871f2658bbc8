import { Field, InputType, ObjectType } from 'type-graphql';
import { PayrollExportProfile } from './month-end-closing.entity.js';

@ObjectType({ description: 'What the month-end screen shows: the profile, the boundary, the month the next closing closes.' })
export class MonthEndStatus {
  @Field(() => PayrollExportProfile) profile!: PayrollExportProfile;
  @Field(() => String, { description: '"SAGE" | "DATEV": the button label follows it.' }) profileLabel!: string;
  @Field(() => String, { description: 'YYYY-MM-DD; anything dated before it belongs to a closed month.' }) earliestValidFrom!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM the next closing closes; null when no open month has ended.' }) nextMonth!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM of the closing a Superadmin may reopen; null if none.' }) lastClosedMonth!: string | null;
  @Field(() => Boolean) canReopen!: boolean;
}

@ObjectType()
export class PayrollWageTypes {
  @Field(() => String) hourlyWork!: string;
  @Field(() => String) salary!: string;
  @Field(() => String) travel!: string;
  @Field(() => String) passenger!: string;
  @Field(() => String) cateringTaxFree!: string;
  @Field(() => String) miscPerDiem!: string;
  @Field(() => String) breakfastDeduction!: string;
}

@ObjectType({ description: 'Export profile and payroll numbers (settings, with defaults).' })
export class PayrollExportSettings {
  @Field(() => PayrollExportProfile) profile!: PayrollExportProfile;
  @Field(() => String, { description: 'DATEV Beraternummer; empty until set.' }) consultantNumber!: string;
  @Field(() => String, { description: 'DATEV Mandantennummer; empty until set.' }) clientNumber!: string;
  @Field(() => PayrollWageTypes) wageTypes!: PayrollWageTypes;
}

@InputType()
export class PayrollWageTypesInput {
  @Field(() => String, { nullable: true }) hourlyWork?: string | null;
  @Field(() => String, { nullable: true }) salary?: string | null;
  @Field(() => String, { nullable: true }) travel?: string | null;
  @Field(() => String, { nullable: true }) passenger?: string | null;
  @Field(() => String, { nullable: true }) cateringTaxFree?: string | null;
  @Field(() => String, { nullable: true }) miscPerDiem?: string | null;
  @Field(() => String, { nullable: true }) breakfastDeduction?: string | null;
}

@InputType({ description: 'Only the fields sent change.' })
export class PayrollExportSettingsInput {
  @Field(() => PayrollExportProfile, { nullable: true }) profile?: PayrollExportProfile | null;
  @Field(() => String, { nullable: true }) consultantNumber?: string | null;
  @Field(() => String, { nullable: true }) clientNumber?: string | null;
  @Field(() => PayrollWageTypesInput, { nullable: true }) wageTypes?: PayrollWageTypesInput | null;
}
