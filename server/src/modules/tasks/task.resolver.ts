import { GraphQLUpload } from 'graphql-upload-minimal';
import { Arg, Authorized, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../context.js';
import type { IncomingFile } from '../registrations/registration-files.service.js';
import {
  CountingPerformanceMonth, DailyStatistic, OrderTaskImportView, OrderTaskInput, OrderTaskUpdateInput, OrderTaskView,
} from './task.types.js';

/** Inventory tasks, their CSV import, counting performance and the daily statistic (spec 3 §2.6, §5, §9). */
@Resolver()
export class TaskResolver {
  @Authorized()
  @Query(() => [OrderTaskView], {
    description: 'GET /order-task: date absent and orderId given → every date of that order; both absent → today. Managers see all, others the tasks of their orders.',
  })
  orderTasks(
    @Context() ctx: Ctx,
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Arg('orderId', () => Int, { nullable: true }) orderId: number | null,
    @Arg('employeeId', () => Int, { nullable: true }) employeeId: number | null,
  ) {
    return ctx.services.tasks.list(ctx.em, ctx.user!, { date, orderId, employeeId });
  }

  @Authorized()
  @Mutation(() => OrderTaskView, { description: 'POST /order-task (Inventory_ViewTasksManager or Superadmin).' })
  createOrderTask(@Context() ctx: Ctx, @Arg('input', () => OrderTaskInput) input: OrderTaskInput) {
    return ctx.services.tasks.create(ctx.em, ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => OrderTaskView, { description: 'PUT /order-task/{id}: managers change anything; others only check or uncheck their own task.' })
  updateOrderTask(@Context() ctx: Ctx, @Arg('id', () => Int) id: number, @Arg('input', () => OrderTaskUpdateInput) input: OrderTaskUpdateInput) {
    return ctx.services.tasks.update(ctx.em, ctx.user!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'DELETE /order-task/{id} (managers).' })
  deleteOrderTask(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.tasks.delete(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Query(() => [OrderTaskImportView], { description: 'GET /order-task/import (managers): sort "date,desc" by default; keys date, fileName, name, createdAt, id; size ≤ 1000.' })
  orderTaskImports(
    @Context() ctx: Ctx,
    @Arg('orderId', () => Int, { nullable: true }) orderId: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Arg('sort', () => String, { nullable: true }) sort: string | null,
  ) {
    return ctx.services.taskImports.list(ctx.em, ctx.user!, { orderId, size, sort });
  }

  @Authorized()
  @Mutation(() => OrderTaskImportView, {
    description: 'POST /order-task/import (multipart: file, orderId, date; managers): a CSV of at most 2 MB; every bad line reported, nothing stored on any error.',
  })
  importOrderTasks(
    @Context() ctx: Ctx,
    // Nullable so a missing part is answered with a German message (422).
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<IncomingFile> | null,
    @Arg('orderId', () => Int, { nullable: true }) orderId: number | null,
    @Arg('date', () => String, { nullable: true }) date: string | null,
  ) {
    return ctx.services.taskImports.import(ctx.em, ctx.user!, file, orderId, date);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'DELETE /order-task/import/{id} (managers): the import and all its tasks.' })
  deleteOrderTaskImport(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.taskImports.delete(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Query(() => CountingPerformanceMonth, {
    description: "GET /v2/employees/{id}/counting-performances: one's own always, another's with Statistic or Superadmin; yearMonth absent → current month.",
  })
  countingPerformances(
    @Context() ctx: Ctx,
    @Arg('employeeId', () => Int) employeeId: number,
    @Arg('yearMonth', () => String, { nullable: true }) yearMonth: string | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
  ) {
    return ctx.services.performance.countingPerformances(ctx.em, ctx.user!, employeeId, yearMonth, size);
  }

  @Authorized()
  @Query(() => DailyStatistic, {
    description: 'GET /statistics/employees/daily: task managers (Inventory_ViewTasksManager, Superadmin) any; everybody else only for employeeIds = [own id].',
  })
  dailyStatistic(
    @Context() ctx: Ctx,
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Arg('orderIds', () => [Int], { nullable: true }) orderIds: number[] | null,
    @Arg('employeeIds', () => [Int], { nullable: true }) employeeIds: number[] | null,
  ) {
    return ctx.services.performance.dailyStatistic(ctx.em, ctx.user!, date, orderIds, employeeIds);
  }
}
