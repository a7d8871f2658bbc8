import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
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

@ObjectType({ description: 'The wage type number (LODAS la_eigene) of each component of the payroll file.' })
export class PayrollWageTypes {
  @Field(() => String) hourlyWork!: string;
  @Field(() => String) night25!: string;
  @Field(() => String) night40!: string;
  @Field(() => String) sunday50!: string;
  @Field(() => String) holiday125!: string;
  @Field(() => String) holiday150!: string;
  @Field(() => String) salary!: string;
  @Field(() => String) travel!: string;
  @Field(() => String) passenger!: string;
  @Field(() => String) perDiemDays!: string;
  @Field(() => String) cateringTaxFree!: string;
  @Field(() => String) cateringTaxable!: string;
  @Field(() => String) miscPerDiem!: string;
  @Field(() => String) breakfastDeduction!: string;
}

@ObjectType({ description: 'The LODAS processing key (bs_nr) of each component: 1 hours, 2 gross amount, 3 net amount, 10 days by default.' })
export class PayrollProcessingKeys {
  @Field(() => String) hourlyWork!: string;
  @Field(() => String) night25!: string;
  @Field(() => String) night40!: string;
  @Field(() => String) sunday50!: string;
  @Field(() => String) holiday125!: string;
  @Field(() => String) holiday150!: string;
  @Field(() => String) salary!: string;
  @Field(() => String) travel!: string;
  @Field(() => String) passenger!: string;
  @Field(() => String) perDiemDays!: string;
  @Field(() => String) cateringTaxFree!: string;
  @Field(() => String) cateringTaxable!: string;
  @Field(() => String) miscPerDiem!: string;
  @Field(() => String) breakfastDeduction!: string;
}

@ObjectType({ description: 'Export profile and payroll numbers (settings, with defaults).' })
export class PayrollExportSettings {
  @Field(() => PayrollExportProfile) profile!: PayrollExportProfile;
  @Field(() => String, { description: 'DATEV Beraternummer; empty until set.' }) consultantNumber!: string;
  @Field(() => String, { description: 'DATEV Mandantennummer; empty until set.' }) clientNumber!: string;
  @Field(() => PayrollWageTypes) wageTypes!: PayrollWageTypes;
  @Field(() => PayrollProcessingKeys) processingKeys!: PayrollProcessingKeys;
  @Field(() => Boolean, { description: 'Whether fixed salaries are exported (pro rata for the days employed in the month); default false.' }) exportSalary!: boolean;
}

@InputType()
export class PayrollWageTypesInput {
  @Field(() => String, { nullable: true }) hourlyWork?: string | null;
  @Field(() => String, { nullable: true }) night25?: string | null;
  @Field(() => String, { nullable: true }) night40?: string | null;
  @Field(() => String, { nullable: true }) sunday50?: string | null;
  @Field(() => String, { nullable: true }) holiday125?: string | null;
  @Field(() => String, { nullable: true }) holiday150?: string | null;
  @Field(() => String, { nullable: true }) salary?: string | null;
  @Field(() => String, { nullable: true }) travel?: string | null;
  @Field(() => String, { nullable: true }) passenger?: string | null;
  @Field(() => String, { nullable: true }) perDiemDays?: string | null;
  @Field(() => String, { nullable: true }) cateringTaxFree?: string | null;
  @Field(() => String, { nullable: true }) cateringTaxable?: string | null;
  @Field(() => String, { nullable: true }) miscPerDiem?: string | null;
  @Field(() => String, { nullable: true }) breakfastDeduction?: string | null;
}

@InputType()
export class PayrollProcessingKeysInput {
  @Field(() => String, { nullable: true }) hourlyWork?: string | null;
  @Field(() => String, { nullable: true }) night25?: string | null;
  @Field(() => String, { nullable: true }) night40?: string | null;
  @Field(() => String, { nullable: true }) sunday50?: string | null;
  @Field(() => String, { nullable: true }) holiday125?: string | null;
  @Field(() => String, { nullable: true }) holiday150?: string | null;
  @Field(() => String, { nullable: true }) salary?: string | null;
  @Field(() => String, { nullable: true }) travel?: string | null;
  @Field(() => String, { nullable: true }) passenger?: string | null;
  @Field(() => String, { nullable: true }) perDiemDays?: string | null;
  @Field(() => String, { nullable: true }) cateringTaxFree?: string | null;
  @Field(() => String, { nullable: true }) cateringTaxable?: string | null;
  @Field(() => String, { nullable: true }) miscPerDiem?: string | null;
  @Field(() => String, { nullable: true }) breakfastDeduction?: string | null;
}

@InputType({ description: 'Only the fields sent change.' })
export class PayrollExportSettingsInput {
  @Field(() => PayrollExportProfile, { nullable: true }) profile?: PayrollExportProfile | null;
  @Field(() => String, { nullable: true }) consultantNumber?: string | null;
  @Field(() => String, { nullable: true }) clientNumber?: string | null;
  @Field(() => PayrollWageTypesInput, { nullable: true }) wageTypes?: PayrollWageTypesInput | null;
  @Field(() => PayrollProcessingKeysInput, { nullable: true }) processingKeys?: PayrollProcessingKeysInput | null;
  @Field(() => Boolean, { nullable: true }) exportSalary?: boolean | null;
}

@ObjectType({ description: 'One row of the payroll file as the closing would write it now: one employee and one wage type.' })
export class PayrollPreviewRow {
  @Field(() => Int) employeeId!: number;
  @Field(() => String) personnelNumber!: string;
  @Field(() => String, { description: '"Nachname, Vorname"' }) employeeName!: string;
  @Field(() => String, { description: 'The component (PAYROLL_COMPONENTS), e.g. "night25".' }) component!: string;
  @Field(() => String, { description: 'German label of the component.' }) label!: string;
  @Field(() => String) wageType!: string;
  @Field(() => String) processingKey!: string;
  @Field(() => Float, { nullable: true, description: 'Hours with two decimals (15.33); null for rows without hours.' }) hours!: number | null;
  @Field(() => Int, { nullable: true }) days!: number | null;
  @Field(() => Float, { nullable: true, description: 'EUR with two decimals; null for rows without an amount.' }) amount!: number | null;
  @Field(() => String) costCenter!: string;
}

@ObjectType({ description: 'The sum of one component and wage type over all employees.' })
export class PayrollPreviewTotal {
  @Field(() => String) component!: string;
  @Field(() => String) label!: string;
  @Field(() => String) wageType!: string;
  @Field(() => Float, { nullable: true }) hours!: number | null;
  @Field(() => Int, { nullable: true }) days!: number | null;
  @Field(() => Float, { nullable: true }) amount!: number | null;
}

@ObjectType({ description: 'Something that keeps the month from being closed as it is (e.g. a personnel number LODAS cannot read).' })
export class PayrollPreviewProblem {
  @Field(() => Int) employeeId!: number;
  @Field(() => String) path!: string;
  @Field(() => String) message!: string;
}

@ObjectType({ description: 'What the closing of the month would write now, with totals, the open compliance findings and problems.' })
export class PayrollPreview {
  @Field(() => String) yearMonth!: string;
  @Field(() => PayrollExportProfile) profile!: PayrollExportProfile;
  @Field(() => [PayrollPreviewRow]) rows!: PayrollPreviewRow[];
  @Field(() => [PayrollPreviewTotal]) totals!: PayrollPreviewTotal[];
  @Field(() => Int, { description: 'Unacknowledged compliance findings of the month.' }) openFindings!: number;
  @Field(() => [PayrollPreviewProblem]) problems!: PayrollPreviewProblem[];
}
