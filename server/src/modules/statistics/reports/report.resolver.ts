import { Arg, Authorized, Ctx as Context, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../../context.js';
import { GeneratedFile } from '../../../graphql-shared.js';
import { EmployeePerformance, ReportFormat } from './report.types.js';

/** The two reports and the performance table of the statistics (Statistic or Superadmin). */
@Resolver()
export class ReportResolver {
  @Authorized()
  @Query(() => [EmployeePerformance], { description: 'GET /statistics/employee-performances?yearMonth (absent → current month); sorted by employee name.' })
  employeePerformances(@Context() ctx: Ctx, @Arg('yearMonth', () => String, { nullable: true }) yearMonth: string | null) {
    return ctx.services.reports.employeePerformances(ctx.em, ctx.user!, yearMonth);
  }

  @Authorized()
  @Query(() => GeneratedFile, {
    description: "POST /v1/reports/working-hours: per employee and order of the month (orderType 'ALL' or a type) with a sum row; Arbeitszeiten_<YYYY-MM>_<type>.xlsx or .csv.",
  })
  workingHoursReport(
    @Context() ctx: Ctx,
    @Arg('month', () => String, { nullable: true }) month: string | null,
    @Arg('orderType', () => String, { nullable: true }) orderType: string | null,
    @Arg('format', () => ReportFormat, { nullable: true }) format: ReportFormat | null,
  ) {
    return ctx.services.reports.workingHoursReport(ctx.em, ctx.user!, month, orderType, format);
  }

  @Authorized()
  @Query(() => GeneratedFile, {
    description: 'POST /v1/reports/inventory-performances: per employee and inventory of from … to (YYYY-MM-DD, at most a year) with a sum row; Zaehlleistung_<from>_<to>.xlsx or .csv.',
  })
  inventoryPerformanceReport(
    @Context() ctx: Ctx,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Arg('format', () => ReportFormat, { nullable: true }) format: ReportFormat | null,
  ) {
    return ctx.services.reports.inventoryPerformanceReport(ctx.em, ctx.user!, from, to, format);
  }
}
