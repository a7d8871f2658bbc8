import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { CashFlowType } from './statistics.entity.js';

@ObjectType()
export class OrderSummaryOrder {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) orderType!: string;
  @Field(() => String) city!: string;
}

/** One order and month (docs/decisions/statistics.md#STA-6). Money fields are null without the authority they need (STA-8). */
@ObjectType()
export class OrderSummary {
  @Field(() => OrderSummaryOrder) order!: OrderSummaryOrder;
  @Field(() => String) yearMonth!: string;
  @Field(() => Int) minutes!: number;
  @Field(() => Float, { nullable: true }) costs!: number | null;
  @Field(() => Float, { nullable: true }) costsWithPayrollTaxes!: number | null;
  @Field(() => Float, { nullable: true }) costsTravel!: number | null;
  @Field(() => Float, { nullable: true }) costsPassenger!: number | null;
  @Field(() => Float) perDiemTotal!: number;
  @Field(() => Float, { nullable: true }) earnings!: number | null;
  @Field(() => Float, { nullable: true }) expenses!: number | null;
  @Field(() => Float, { nullable: true }) profit!: number | null;
  @Field(() => Float, { nullable: true }) averageWage!: number | null;
  @Field(() => Float, { nullable: true }) productivity!: number | null;
  @Field(() => GraphQLDateTimeISO) computedAt!: Date;
}

@ObjectType()
export class OrderSummaries {
  @Field(() => String) yearMonth!: string;
  @Field(() => [String], { description: 'The month and the two before, oldest first.' }) months!: string[];
  @Field(() => [OrderSummary], { description: 'Rows of the three months (each row names its yearMonth).' }) rows!: OrderSummary[];
  @Field(() => [OrderSummary], { description: 'The same month a year earlier.' }) previousYear!: OrderSummary[];
}

@ObjectType('CashFlow')
export class CashFlowView {
  @Field(() => Int) id!: number;
  @Field(() => Int) orderId!: number;
  @Field(() => String) orderName!: string;
  @Field(() => String, { description: 'YYYY-MM' }) date!: string;
  @Field(() => Float) amount!: number;
  @Field(() => CashFlowType) cashFlowType!: CashFlowType;
  @Field(() => String) description!: string;
}

@ObjectType()
export class CashFlowDefault {
  @Field(() => Int) orderId!: number;
  @Field(() => String) date!: string;
  @Field(() => Float, { nullable: true }) amount!: number | null;
  @Field(() => CashFlowType) cashFlowType!: CashFlowType;
  @Field(() => String) description!: string;
}

@ObjectType()
export class OrderCashFlows {
  @Field(() => [OrderSummary]) months!: OrderSummary[];
  @Field(() => [CashFlowView]) cashFlows!: CashFlowView[];
}

@InputType()
export class CashFlowInput {
  @Field(() => String, { nullable: true }) date?: string | null;
  @Field(() => Float, { nullable: true }) amount?: number | null;
  @Field(() => CashFlowType, { nullable: true }) cashFlowType?: CashFlowType | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@ObjectType()
export class EmployeeMonthSummary {
  @Field(() => String) yearMonth!: string;
  @Field(() => Int) workingDays!: number;
  @Field(() => Int) minutesWork!: number;
  @Field(() => Int) minutesTravel!: number;
  @Field(() => Float, { nullable: true }) wage!: number | null;
  @Field(() => String, { nullable: true }) wageType!: string | null;
}

@ObjectType()
export class EmployeeSummary {
  @Field(() => Int) id!: number;
  @Field(() => Int) employeeId!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => [EmployeeMonthSummary]) months!: EmployeeMonthSummary[];
}

@ObjectType()
export class PayrollTaxFactors {
  @Field(() => Float) FUL!: number;
  @Field(() => Float) MIN!: number;
  @Field(() => Float) SHO!: number;
  @Field(() => Float) WORKING_STUDENT!: number;
}

@InputType()
export class PayrollTaxFactorsInput {
  @Field(() => Float, { nullable: true }) FUL?: number | null;
  @Field(() => Float, { nullable: true }) MIN?: number | null;
  @Field(() => Float, { nullable: true }) SHO?: number | null;
  @Field(() => Float, { nullable: true }) WORKING_STUDENT?: number | null;
}
