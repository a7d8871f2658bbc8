import { REQUIRES } from '@inv/domain';
import { Arg, Authorized, Ctx as Context, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { wrap } from '@mikro-orm/core';
import type { Ctx } from '../../context.js';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';
import { PersonRef } from '../orders/order.types.js';
import { Worklog } from '../worklogs/worklog.entity.js';
import { OrderOperator } from './operator.entity.js';
import { ClockedInItem, ClockInput, ClockResult, OrderOperatorInput, TimeclockEmployee, TimeclockOrderView, WithoutTeamLeaderItem } from './timeclock.types.js';

@Resolver()
export class TimeclockResolver {
  @Authorized(...REQUIRES.useTimeclock)
  @Query(() => [Order], { description: 'GET /timeclock?date: orders running on the day (default today), by order type and name.' })
  timeclockOrders(@Context() ctx: Ctx, @Arg('date', () => String, { nullable: true }) date?: string | null) {
    return ctx.services.timeclock.ordersOfDay(ctx.em, ctx.user!, date);
  }

  @Authorized(...REQUIRES.useTimeclock)
  @Query(() => Order, { nullable: true, description: 'The order the logged-in user is clocked into now (landing rule), or null.' })
  myClockedInOrder(@Context() ctx: Ctx) {
    return ctx.services.timeclock.myClockedInOrder(ctx.em, ctx.user!);
  }

  @Authorized(...REQUIRES.useTimeclock)
  @Query(() => TimeclockOrderView, { description: 'GET /timeclock/{orderId}?date: the order with checklist, its employees and total work time.' })
  timeclockOrder(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('date', () => String, { nullable: true }) date?: string | null) {
    return ctx.services.timeclock.orderView(ctx.em, ctx.user!, orderId, date);
  }

  @Authorized(...REQUIRES.clock)
  @Query(() => [TimeclockEmployee], { description: 'GET /timeclock/{orderId}/employees?date&term: active employees not on the list yet (term ≥ 3 characters).' })
  timeclockEmployeeSearch(
    @Context() ctx: Ctx,
    @Arg('orderId', () => Int) orderId: number,
    @Arg('term', () => String) term: string,
    @Arg('date', () => String, { nullable: true }) date?: string | null,
  ) {
    return ctx.services.timeclock.searchEmployees(ctx.em, ctx.user!, orderId, term, date);
  }

  @Authorized(...REQUIRES.clock)
  @Mutation(() => ClockResult, { description: 'POST /timeclock/{orderId}/clock. Refused employees come back in validationErrors, the rest is applied.' })
  clockEmployees(@Context() ctx: Ctx, @Arg('input', () => ClockInput) input: ClockInput) {
    return ctx.services.timeclock.clock(ctx.em, ctx.user!, input);
  }

  @Authorized(...REQUIRES.superadmin)
  @Query(() => [ClockedInItem], { description: 'GET /timecontrolling/clocked-in: every open worklog.' })
  timeControllingClockedIn(@Context() ctx: Ctx) {
    return ctx.services.timeControlling.clockedIn(ctx.em, ctx.user!);
  }

  @Authorized(...REQUIRES.superadmin)
  @Query(() => [WithoutTeamLeaderItem], { description: 'GET /timecontrolling/without-teamlead: order days worked without their team leader (default: earliest valid date to today).' })
  timeControllingWithoutTeamLeader(
    @Context() ctx: Ctx,
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
  ) {
    return ctx.services.timeControlling.withoutTeamLeader(ctx.em, ctx.user!, from, to);
  }
}

@Resolver(() => OrderOperator)
export class OrderOperatorResolver {
  @Authorized(...REQUIRES.viewOperators)
  @Query(() => [OrderOperator], { description: 'GET /v2/orders/{id}/operators, by operator number.' })
  orderOperators(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number) {
    return ctx.services.operators.list(ctx.em, ctx.user!, orderId);
  }

  @Authorized(...REQUIRES.viewOperators)
  @Query(() => [Worklog], { description: "GET /v2/orders/{id}/operators/worklogs: the order's worklogs of its operators." })
  orderOperatorWorklogs(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number) {
    return ctx.services.operators.worklogs(ctx.em, ctx.user!, orderId);
  }

  @Authorized(...REQUIRES.editOperators)
  @Mutation(() => OrderOperator)
  createOrderOperator(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('input', () => OrderOperatorInput) input: OrderOperatorInput) {
    return ctx.services.operators.create(ctx.em, ctx.user!, orderId, input);
  }

  @Authorized(...REQUIRES.editOperators)
  @Mutation(() => OrderOperator, { description: 'Fields left out keep their value; numberOfPositions null clears it.' })
  updateOrderOperator(
    @Context() ctx: Ctx,
    @Arg('orderId', () => Int) orderId: number,
    @Arg('operatorId', () => Int) operatorId: number,
    @Arg('input', () => OrderOperatorInput) input: OrderOperatorInput,
  ) {
    return ctx.services.operators.update(ctx.em, ctx.user!, orderId, operatorId, input);
  }

  @Authorized(...REQUIRES.editOperators)
  @Mutation(() => Boolean)
  deleteOrderOperator(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('operatorId', () => Int) operatorId: number) {
    return ctx.services.operators.delete(ctx.em, ctx.user!, orderId, operatorId);
  }

  @FieldResolver(() => PersonRef)
  async employee(@Root() o: OrderOperator): Promise<PersonRef> {
    if (!wrap(o.employee).isInitialized()) await wrap(o.employee).init();
    const e = o.employee as Employee;
    return { id: e.id, employeeId: e.id, firstName: e.firstName, lastName: e.lastName };
  }

  @FieldResolver(() => Int)
  employeeId(@Root() o: OrderOperator): number {
    return o.employee.id;
  }

  @FieldResolver(() => Int)
  orderId(@Root() o: OrderOperator): number {
    return o.order.id;
  }
}
