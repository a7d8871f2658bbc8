import { REQUIRES } from '@inv/domain';
import { Arg, Authorized, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { readPayrollTaxFactors, savePayrollTaxFactors } from './payroll-tax-factors.js';
import {
  CashFlowDefault,
  CashFlowInput,
  EmployeeSummary,
  OrderCashFlows,
  OrderSummaries,
  OrderSummary,
  PayrollTaxFactors,
  PayrollTaxFactorsInput,
} from './statistics.types.js';

/**
 * Statistics (spec 3 §2.8, §9; docs/decisions/statistics.md#STA-1 to STA-10). Every operation needs Statistic (Superadmin holds it);
 * money fields, cash flows and the payroll-tax factors check their further authorities in the services.
 */
@Resolver()
export class StatisticsResolver {
  @Authorized(...REQUIRES.useStatistics)
  @Query(() => OrderSummaries, { description: 'GET /statistics/orders: the month (default: current), the two before, and the same month a year earlier.' })
  orderSummaries(@Context() ctx: Ctx, @Arg('yearMonth', () => String, { nullable: true }) yearMonth?: string | null, @Arg('orderType', () => String, { nullable: true }) orderType?: string | null) {
    return ctx.services.summaries.list(ctx.em, ctx.user!, yearMonth, orderType);
  }

  @Authorized(...REQUIRES.useStatistics)
  @Query(() => [OrderSummary], { description: 'Every month the order has data, oldest first.' })
  orderMonthlySummaries(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number) {
    return ctx.services.summaries.monthly(ctx.em, ctx.user!, orderId);
  }

  @Authorized(...REQUIRES.useCashFlows)
  @Query(() => OrderCashFlows, { description: 'Cash flows of an order with its months (Statistic and Accounting_Overview_ViewWageAndCosts).' })
  orderCashFlows(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number) {
    return ctx.services.cashFlows.list(ctx.em, ctx.user!, orderId);
  }

  @Authorized(...REQUIRES.useCashFlows)
  @Query(() => CashFlowDefault)
  cashFlowDefault(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number) {
    return ctx.services.cashFlows.defaults(ctx.em, ctx.user!, orderId);
  }

  @Authorized(...REQUIRES.useStatistics)
  @Query(() => [EmployeeSummary], { description: 'GET /statistics/employees: WAG employees with time booked, months from..to (default: the current and the two before; at most 12).' })
  employeeStatistics(@Context() ctx: Ctx, @Arg('from', () => String, { nullable: true }) from?: string | null, @Arg('to', () => String, { nullable: true }) to?: string | null) {
    return ctx.services.employeeStatistics.employees(ctx.em, ctx.user!, from, to);
  }

  @Authorized(...REQUIRES.seeWages)
  @Query(() => PayrollTaxFactors, { description: 'Employer-share factors per employment type used for costsWithPayrollTaxes.' })
  payrollTaxFactors(@Context() ctx: Ctx) {
    return readPayrollTaxFactors(ctx.em);
  }

  @Authorized(...REQUIRES.useStatistics)
  @Mutation(() => Int, { description: 'Recomputes every order-month of the month with data (optionally of one order type); the number of rows recomputed.' })
  refreshOrderSummaries(@Context() ctx: Ctx, @Arg('yearMonth', () => String, { nullable: true }) yearMonth?: string | null, @Arg('orderType', () => String, { nullable: true }) orderType?: string | null) {
    return ctx.services.summaries.refreshMonth(ctx.em, ctx.user!, yearMonth, orderType);
  }

  @Authorized(...REQUIRES.useStatistics)
  @Mutation(() => OrderSummary)
  refreshOrderSummary(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('yearMonth', () => String, { nullable: true }) yearMonth?: string | null) {
    return ctx.services.summaries.refreshOne(ctx.em, ctx.user!, orderId, yearMonth);
  }

  @Authorized(...REQUIRES.useCashFlows)
  @Mutation(() => OrderCashFlows, { description: 'Creates (no id) or changes a cash flow of the order (422 with German messages).' })
  saveCashFlow(
    @Context() ctx: Ctx,
    @Arg('orderId', () => Int) orderId: number,
    @Arg('input', () => CashFlowInput) input: CashFlowInput,
    @Arg('id', () => Int, { nullable: true }) id?: number | null,
  ) {
    return ctx.services.cashFlows.save(ctx.em, ctx.user!, orderId, id, input);
  }

  @Authorized(...REQUIRES.useCashFlows)
  @Mutation(() => OrderCashFlows)
  deleteCashFlow(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('id', () => Int) id: number) {
    return ctx.services.cashFlows.remove(ctx.em, ctx.user!, orderId, id);
  }

  @Authorized(...REQUIRES.seeWages)
  @Mutation(() => PayrollTaxFactors, { description: 'Audited as SETTINGS_CHANGE; every stored summary is recomputed (422: 1 ≤ factor ≤ 3).' })
  savePayrollTaxFactors(@Context() ctx: Ctx, @Arg('input', () => PayrollTaxFactorsInput) input: PayrollTaxFactorsInput) {
    return savePayrollTaxFactors(ctx.em, ctx.user!, input);
  }
}
