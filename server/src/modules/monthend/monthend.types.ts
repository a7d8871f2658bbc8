import { PAYROLL_COMPONENTS, type PayrollComponent } from '@inv/domain';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PayrollExportProfile } from './month-end-closing.entity.js';

/**
 * A GraphQL type with one String field per payroll component (PAYROLL_COMPONENTS, in file order): the
 * wage type numbers and processing keys, answered and accepted, have exactly the domain's components.
 */
function componentsType<V>(decorate: ClassDecorator, nullable: boolean): new () => Record<PayrollComponent, V> {
  class Components {}
  decorate(Components);
  for (const component of PAYROLL_COMPONENTS) Field(() => String, { nullable })(Components.prototype, component);
  return Components as new () => Record<PayrollComponent, V>;
}

@ObjectType({ description: 'What the month-end screen shows: the profile, the boundary, the month the next closing closes.' })
export class MonthEndStatus {
  @Field(() => PayrollExportProfile) profile!: PayrollExportProfile;
  @Field(() => String, { description: '"SAGE" | "DATEV": the button label follows it.' }) profileLabel!: string;
  @Field(() => String, { description: 'YYYY-MM-DD; anything dated before it belongs to a closed month.' }) earliestValidFrom!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM the next closing closes; null when no open month has ended.' }) nextMonth!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM of the closing a Superadmin may reopen; null if none.' }) lastClosedMonth!: string | null;
  @Field(() => Boolean) canReopen!: boolean;
}

export const PayrollWageTypes = componentsType<string>(ObjectType('PayrollWageTypes', { description: 'The wage type number (LODAS la_eigene) of each component of the payroll file.' }), false);
export type PayrollWageTypes = InstanceType<typeof PayrollWageTypes>;

export const PayrollProcessingKeys = componentsType<string>(
  ObjectType('PayrollProcessingKeys', { description: 'The LODAS processing key (bs_nr) of each component: 1 hours, 2 gross amount, 3 net amount, 10 days by default.' }),
  false,
);
export type PayrollProcessingKeys = InstanceType<typeof PayrollProcessingKeys>;

@ObjectType({ description: 'Export profile and payroll numbers (settings, with defaults).' })
export class PayrollExportSettings {
  @Field(() => PayrollExportProfile) profile!: PayrollExportProfile;
  @Field(() => String, { description: 'DATEV Beraternummer; empty until set.' }) consultantNumber!: string;
  @Field(() => String, { description: 'DATEV Mandantennummer; empty until set.' }) clientNumber!: string;
  @Field(() => PayrollWageTypes) wageTypes!: PayrollWageTypes;
  @Field(() => PayrollProcessingKeys) processingKeys!: PayrollProcessingKeys;
  @Field(() => Boolean, { description: 'Whether fixed salaries are exported (pro rata for the days employed in the month); default false.' }) exportSalary!: boolean;
}

export const PayrollWageTypesInput = componentsType<string | null | undefined>(InputType('PayrollWageTypesInput'), true);
export type PayrollWageTypesInput = InstanceType<typeof PayrollWageTypesInput>;

export const PayrollProcessingKeysInput = componentsType<string | null | undefined>(InputType('PayrollProcessingKeysInput'), true);
export type PayrollProcessingKeysInput = InstanceType<typeof PayrollProcessingKeysInput>;

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
