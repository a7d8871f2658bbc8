import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A compliance finding of a month, computed from the stored records.' })
export class ComplianceFinding {
  @Field(() => String, { description: 'Stable: "<RULE>:<employeeId>:<date>", a second finding of the same triple ":2", ":3".' }) id!: string;
  @Field(() => String, { description: 'The rule code (MINDESTLOHN, ARBZG_RUHEZEIT, …).' }) rule!: string;
  @Field(() => String, { description: '"WARNING" | "VIOLATION"' }) severity!: string;
  @Field(() => Int) employeeId!: number;
  @Field(() => String, { description: '"Nachname, Vorname"' }) employeeName!: string;
  @Field(() => String, { description: 'YYYY-MM-DD; a week rule its Monday, a month or year rule the first of the month.' }) date!: string;
  @Field(() => String, { description: 'German, names the law.' }) message!: string;
  @Field(() => String, { description: "JSON text of the finding's figures (minutes, cents, limits)." }) figures!: string;
  @Field(() => Boolean) acknowledged!: boolean;
  @Field(() => String, { nullable: true, description: 'Username.' }) acknowledgedBy!: string | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) acknowledgedAt!: Date | null;
  @Field(() => String, { nullable: true }) acknowledgeReason!: string | null;
}

@ObjectType({ description: 'What a planned start of work (an assignment, a clock-in) would cause: shown, never refused.' })
export class ComplianceWarning {
  @Field(() => Int) employeeId!: number;
  @Field(() => String) rule!: string;
  @Field(() => String) severity!: string;
  @Field(() => String) message!: string;
}

@ObjectType()
export class DatedAmount {
  @Field(() => String, { description: 'YYYY-MM-DD' }) validFrom!: string;
  @Field(() => Float, { description: 'Euros for money, a count or hours otherwise.' }) value!: number;
}

@ObjectType({ description: 'The dated legal values the compliance rules compare against.' })
export class LegalValuesView {
  @Field(() => [DatedAmount], { description: 'Minimum wage per hour in euros (MiLoG §1).' }) minimumWage!: DatedAmount[];
  @Field(() => [DatedAmount], { description: 'Monthly minijob limit in euros (SGB IV §8 (1a)).' }) minijobLimit!: DatedAmount[];
  @Field(() => [DatedAmount], { description: 'Working days a year of short-term employment (SGB IV §8 (1) Nr. 2).' }) shortTermMaxDays!: DatedAmount[];
  @Field(() => [DatedAmount], { description: 'From this count of days a short-term employment is warned about.' }) shortTermWarningDays!: DatedAmount[];
  @Field(() => [DatedAmount], { description: 'Hours a week of a working student (Werkstudentenprivileg).' }) workingStudentWeekHours!: DatedAmount[];
}

@InputType()
export class DatedAmountInput {
  @Field(() => String) validFrom!: string;
  @Field(() => Float) value!: number;
}

@InputType({ description: 'A given list replaces that table.' })
export class LegalValuesInput {
  @Field(() => [DatedAmountInput], { nullable: true }) minimumWage?: DatedAmountInput[] | null;
  @Field(() => [DatedAmountInput], { nullable: true }) minijobLimit?: DatedAmountInput[] | null;
  @Field(() => [DatedAmountInput], { nullable: true }) shortTermMaxDays?: DatedAmountInput[] | null;
  @Field(() => [DatedAmountInput], { nullable: true }) shortTermWarningDays?: DatedAmountInput[] | null;
  @Field(() => [DatedAmountInput], { nullable: true }) workingStudentWeekHours?: DatedAmountInput[] | null;
}
