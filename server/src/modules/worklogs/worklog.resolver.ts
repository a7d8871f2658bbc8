import { perDiemTotal, REQUIRES } from '@inv/domain';
import { Arg, Authorized, Ctx as Context, Field, FieldResolver, Float, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Utils, wrap } from '@mikro-orm/core';
import type { Ctx } from '../../context.js';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';
import { PersonRef } from '../orders/order.types.js';
import { AccountingService } from './accounting.service.js';
import { PerDiem, Worklog, WorklogType } from './worklog.entity.js';
import { listWorklogs, type WorklogRow } from './worklog-lists.js';

@InputType()
export class WorklogInput {
  @Field(() => String, { nullable: true }) date?: string | null;
  @Field(() => String, { nullable: true }) start?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm, or 24:00 for the end of the day.' }) end?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'The end lies on the next day: saved as two entries, start–24:00 and 00:00–end (create only).' })
  endsNextDay?: boolean | null;
  @Field(() => WorklogType, { nullable: true }) worklogType?: WorklogType | null;
  @Field(() => String, { nullable: true }) comment?: string | null;
  @Field(() => Int, { nullable: true }) orderId?: number | null;
  @Field(() => Int, { nullable: true }) employeeId?: number | null;
}

@InputType()
export class PerDiemInput {
  @Field(() => Int, { nullable: true }) orderId?: number | null;
  @Field(() => String, { nullable: true }) date?: string | null;
  @Field(() => Int, { nullable: true }) catering?: number | null;
  @Field(() => Int, { nullable: true }) misc?: number | null;
  @Field(() => Boolean, { nullable: true }) breakfast?: boolean | null;
}

@InputType({ description: 'One set of per-diem values for several employees of one order and day.' })
export class PerDiemBatchInput {
  @Field(() => [Int]) employeeIds!: number[];
  @Field(() => PerDiemInput) input!: PerDiemInput;
}

@ObjectType()
export class OrderRef {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
}

@ObjectType()
export class AccountingMinutes {
  @Field(() => Int) minutesWork!: number;
  @Field(() => Int) minutesTravel!: number;
  @Field(() => Int, { nullable: true, description: 'Null without Accounting_Employee_ViewPassengerTimes.' }) minutesPassenger!: number | null;
}

@ObjectType()
export class AccountingWage {
  @Field(() => String, { nullable: true }) wageType!: string | null;
  @Field(() => Float, { nullable: true }) wage!: number | null;
}

@ObjectType()
export class PerDiemEmployeeEntry {
  @Field(() => PersonRef) employee!: PersonRef;
  @Field(() => PerDiem, { nullable: true }) perDiem!: PerDiem | null;
  @Field(() => AccountingMinutes) timeSpent!: AccountingMinutes;
}

@ObjectType({ description: 'Per-diem date entry (spec 3 §3).' })
export class PerDiemDateEntry {
  @Field(() => String) date!: string;
  @Field(() => [PerDiemEmployeeEntry]) employees!: PerDiemEmployeeEntry[];
}

@ObjectType()
export class AccountingEmployeeRow {
  @Field(() => PersonRef) employee!: PersonRef;
  @Field(() => AccountingWage) wage!: AccountingWage;
  @Field(() => AccountingMinutes) minutes!: AccountingMinutes;
  @Field(() => String, { nullable: true }) employmentType!: string | null;
}

/** Plain references (the timeclock's and the lists' SQL read paths) come complete; only entity references load on demand. */
const needsLoad = (entity: object) => Utils.isEntity(entity) && !wrap(entity).isInitialized();

/** A relation that may still be an uninitialised reference (a list populated only the other side). */
async function loaded<T extends object>(entity: T): Promise<T> {
  if (needsLoad(entity)) await wrap(entity).init();
  return entity;
}

/**
 * The order or employee of a worklog entity (loaded if need be), or of a list row (worklog-lists.ts),
 * which carries them plain: then synchronously, no promise per row and field.
 */
function refOf<T extends object, R>(value: T, shape: (v: T) => R): R | Promise<R> {
  return needsLoad(value) ? loaded(value).then(shape) : shape(value);
}

const person = (e: Employee): PersonRef => ({ id: e.id, employeeId: e.id, firstName: e.firstName, lastName: e.lastName });
const orderRef = (o: Order): OrderRef => ({ id: o.id, name: o.name });

@Resolver(() => Worklog)
export class WorklogResolver {
  @Authorized()
  @Query(() => Worklog)
  worklog(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.worklogs.get(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Query(() => [Worklog], { description: 'Worklogs of an employee in a month (YYYY-MM; default the current one).' })
  employeeWorklogs(@Context() ctx: Ctx, @Arg('employeeId', () => Int) employeeId: number, @Arg('yearMonth', () => String, { nullable: true }) yearMonth?: string | null) {
    return listWorklogs(ctx.em, ctx.user!, 'employee', employeeId, yearMonth);
  }

  @Authorized()
  @Query(() => [Worklog])
  orderWorklogs(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('yearMonth', () => String, { nullable: true }) yearMonth?: string | null) {
    return listWorklogs(ctx.em, ctx.user!, 'order', orderId, yearMonth);
  }

  @Authorized()
  @Query(() => [Worklog], { description: "An employee's day (optionally one order) with who booked and changed what, and when." })
  clockingHistory(
    @Context() ctx: Ctx,
    @Arg('employeeId', () => Int) employeeId: number,
    @Arg('date', () => String) date: string,
    @Arg('orderId', () => Int, { nullable: true }) orderId?: number | null,
  ) {
    return ctx.services.worklogs.clockingHistory(ctx.em, ctx.user!, employeeId, date, orderId);
  }

  @Authorized()
  @Query(() => [Order], { description: 'Orders running on the day: what a worklog can be booked on.' })
  availableOrders(@Context() ctx: Ctx, @Arg('date', () => String) date: string) {
    return ctx.services.worklogs.availableOrders(ctx.em, ctx.user!, date);
  }

  @Authorized()
  @Query(() => [AccountingEmployeeRow])
  async accountingEmployees(@Context() ctx: Ctx, @Arg('yearMonth', () => String, { nullable: true }) yearMonth?: string | null) {
    const rows = await new AccountingService().employees(ctx.em, ctx.user!, yearMonth);
    return rows.map((r) => ({
      employee: { ...r.employee, employeeId: r.employee.id },
      wage: { wageType: r.wageType, wage: r.wage },
      minutes: { minutesWork: r.minutesWork, minutesTravel: r.minutesTravel, minutesPassenger: r.minutesPassenger },
      employmentType: r.employmentType,
    }));
  }

  @Authorized(...REQUIRES.createWorklogs)
  @Mutation(() => Worklog)
  createWorklog(@Context() ctx: Ctx, @Arg('input', () => WorklogInput) input: WorklogInput) {
    return ctx.services.worklogs.create(ctx.em, ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => Worklog)
  updateWorklog(@Context() ctx: Ctx, @Arg('id', () => Int) id: number, @Arg('input', () => WorklogInput) input: WorklogInput) {
    return ctx.services.worklogs.update(ctx.em, ctx.user!, id, input);
  }

  @Authorized(...REQUIRES.deleteWorklogs)
  @Mutation(() => Boolean)
  deleteWorklog(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.worklogs.delete(ctx.em, ctx.user!, id);
  }

  // Without a promise when nothing is to load: long lists (the timeclock's crew) complete synchronously.
  @FieldResolver(() => OrderRef)
  order(@Root() w: Worklog | WorklogRow): OrderRef | Promise<OrderRef> {
    return refOf(w.order as Order, orderRef);
  }

  @FieldResolver(() => Int)
  orderId(@Root() w: Worklog | WorklogRow): number {
    return w.order.id;
  }

  @FieldResolver(() => PersonRef)
  employee(@Root() w: Worklog | WorklogRow): PersonRef | Promise<PersonRef> {
    return refOf(w.employee as Employee, person);
  }

  @FieldResolver(() => Int)
  employeeId(@Root() w: Worklog | WorklogRow): number {
    return w.employee.id;
  }
}

/** The per-diem settings read once per request: a list of per diems asks for them on every row's total. */
const perDiemSettingsRead = new WeakMap<Ctx, ReturnType<Ctx['services']['settings']['perDiemSettings']>>();
function perDiemSettingsOfRequest(ctx: Ctx) {
  let read = perDiemSettingsRead.get(ctx);
  if (!read) perDiemSettingsRead.set(ctx, (read = ctx.services.settings.perDiemSettings(ctx.em)));
  return read;
}

@Resolver(() => PerDiem)
export class PerDiemResolver {
  @Authorized()
  @Query(() => [PerDiem])
  employeePerDiems(@Context() ctx: Ctx, @Arg('employeeId', () => Int) employeeId: number, @Arg('yearMonth', () => String, { nullable: true }) yearMonth?: string | null) {
    return ctx.services.perDiems.listForEmployee(ctx.em, ctx.user!, employeeId, yearMonth);
  }

  @Authorized()
  @Query(() => [PerDiem])
  orderPerDiems(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('yearMonth', () => String, { nullable: true }) yearMonth?: string | null) {
    return ctx.services.perDiems.listForOrder(ctx.em, ctx.user!, orderId, yearMonth);
  }

  @Authorized()
  @Query(() => [PerDiemDateEntry], { description: 'Days of an order month with employees, per diems and time spent.' })
  async orderPerDiemDays(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('yearMonth', () => String, { nullable: true }) yearMonth?: string | null) {
    const days = await ctx.services.perDiems.orderDays(ctx.em, ctx.user!, orderId, yearMonth);
    return days.map((d) => ({ date: d.date, employees: d.employees.map((e) => ({ ...e, employee: person(e.employee) })) }));
  }

  @Authorized()
  @Query(() => [PerDiem])
  recentOrderPerDiems(
    @Context() ctx: Ctx,
    @Arg('orderId', () => Int) orderId: number,
    @Arg('before', () => String, { nullable: true, description: 'Only days before this date (YYYY-MM-DD).' }) before?: string | null,
  ) {
    return ctx.services.perDiems.recentForOrder(ctx.em, ctx.user!, orderId, before);
  }

  @Authorized(...REQUIRES.editPerDiems)
  @Mutation(() => [PerDiem], { description: 'PUT /perdiems/employee/{employeeId} and the bulk of PUT /perdiems/order/{orderId}.' })
  setPerDiems(@Context() ctx: Ctx, @Arg('employeeIds', () => [Int]) employeeIds: number[], @Arg('input', () => PerDiemInput) input: PerDiemInput) {
    return ctx.services.perDiems.set(ctx.em, ctx.user!, employeeIds, input);
  }

  @Authorized(...REQUIRES.editPerDiems)
  @Mutation(() => [PerDiem], { description: 'Several setPerDiems at once, all or nothing (a day where employees get different amounts).' })
  setPerDiemBatches(@Context() ctx: Ctx, @Arg('batches', () => [PerDiemBatchInput]) batches: PerDiemBatchInput[]) {
    return ctx.services.perDiems.setBatches(ctx.em, ctx.user!, batches);
  }

  @FieldResolver(() => OrderRef)
  async order(@Root() p: PerDiem): Promise<OrderRef> {
    return orderRef(await loaded(p.order));
  }

  @FieldResolver(() => PersonRef)
  async employee(@Root() p: PerDiem): Promise<PersonRef> {
    return person(await loaded(p.employee));
  }

  @FieldResolver(() => Float, { description: "catering + misc, less the company's breakfast deduction (per-diem settings, 4.80 EUR by default) with breakfast." })
  async total(@Root() p: PerDiem, @Context() ctx: Ctx): Promise<number> {
    const { breakfastDeduction } = await perDiemSettingsOfRequest(ctx);
    return perDiemTotal(p.catering, p.misc, p.breakfast, breakfastDeduction);
  }
}
