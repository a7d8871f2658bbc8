import { REQUIRES } from '@inv/domain';
import { Arg, Args, Authorized, Ctx as Context, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../context.js';
import { GeneratedFile, PageArgs } from '../../graphql-shared.js';
import { Employee } from '../employees/employee.entity.js';
import { wrap } from '@mikro-orm/core';
import { User } from '../auth/user.entity.js';
import { AssignmentType, ChecklistItem, CostCenter, Order, OrderAssignment, OrderHistory, OrderType } from './order.entity.js';
import { ordersWorkbook } from './order-export.js';
import { checklistStatus } from './order.policy.js';
import { redactWarnings, type ComplianceWarningView } from '../compliance/compliance.service.js';
import { ComplianceWarning } from '../compliance/compliance.types.js';
import { AssignmentView, CustomerCategory, OrderFilterInput, OrderHistoryPage, OrderInput, OrderPage, OrderPatchInput, PersonRef, ChecklistItemInput } from './order.types.js';

const person = (e: Employee): PersonRef => ({ id: e.id, employeeId: e.id, firstName: e.firstName, lastName: e.lastName });

@Resolver(() => Order)
export class OrderResolver {
  @Authorized()
  @Query(() => OrderPage, { description: 'GET /v2/orders: orders overlapping from–to, newest first.' })
  orders(@Context() ctx: Ctx, @Args(() => PageArgs) paging: PageArgs, @Arg('filter', () => OrderFilterInput, { nullable: true }) filter?: OrderFilterInput | null) {
    return ctx.services.orders.list(ctx.em, ctx.user!, filter ?? {}, paging);
  }

  @Authorized()
  @Query(() => Order)
  order(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.orders.get(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Query(() => [CostCenter])
  costCenters(@Context() ctx: Ctx) {
    return ctx.services.orders.costCenters(ctx.em, ctx.user!);
  }

  @Authorized()
  @Query(() => [AssignmentView])
  async orderAssignments(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number) {
    const order = await ctx.services.orders.get(ctx.em, ctx.user!, orderId);
    return this.views(ctx, await ctx.services.orders.assignments(ctx.em, ctx.user!, orderId), order);
  }

  @Authorized()
  @Query(() => [PersonRef], { description: 'Active employees not yet assigned (≥ 3 characters or a number): name and number only.' })
  orderFindEmployee(
    @Context() ctx: Ctx,
    @Arg('orderId', () => Int) orderId: number,
    @Arg('term', () => String) term: string,
    @Arg('assignmentType', () => AssignmentType, { nullable: true }) assignmentType?: AssignmentType | null,
  ) {
    return ctx.services.orders.findEmployee(ctx.em, ctx.user!, orderId, term, assignmentType ?? null);
  }

  @Authorized()
  @Query(() => OrderHistoryPage)
  orderHistory(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Args(() => PageArgs) paging: PageArgs) {
    return ctx.services.orders.history(ctx.em, ctx.user!, orderId, paging);
  }

  @Authorized()
  @Query(() => GeneratedFile, { description: 'The orders of a range as an .xlsx workbook.' })
  async ordersExport(
    @Context() ctx: Ctx,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Arg('orderType', () => OrderType, { nullable: true }) orderType?: OrderType | null,
  ): Promise<GeneratedFile> {
    const page = await ctx.services.orders.exportRange(ctx.em, ctx.user!, from, to, orderType);
    const file = await ordersWorkbook(page.items, from, to);
    return {
      fileName: `Auftraege_${from}_${to}${orderType ? `_${orderType}` : ''}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      contentBase64: file.toString('base64'),
    };
  }

  @Authorized(...REQUIRES.createOrders)
  @Mutation(() => Order)
  createOrder(@Context() ctx: Ctx, @Arg('input', () => OrderInput) input: OrderInput) {
    return ctx.services.orders.create(ctx.em, ctx.user!, input);
  }

  @Authorized(...REQUIRES.editOrders)
  @Mutation(() => Order)
  updateOrder(@Context() ctx: Ctx, @Arg('id', () => Int) id: number, @Arg('input', () => OrderInput) input: OrderInput) {
    return ctx.services.orders.update(ctx.em, ctx.user!, id, input);
  }

  @Authorized()
  @Mutation(() => Order, { description: 'Merge-patch of notes, costCenterId, teamLeaderId (-1 clears).' })
  patchOrder(@Context() ctx: Ctx, @Arg('id', () => Int) id: number, @Arg('input', () => OrderPatchInput) input: OrderPatchInput) {
    return ctx.services.orders.patch(ctx.em, ctx.user!, id, input);
  }

  @Authorized(...REQUIRES.editOrders)
  @Mutation(() => Boolean)
  deleteOrder(@Context() ctx: Ctx, @Arg('id', () => Int) id: number) {
    return ctx.services.orders.delete(ctx.em, ctx.user!, id);
  }

  @Authorized()
  @Mutation(() => [AssignmentView])
  async assignEmployee(
    @Context() ctx: Ctx,
    @Arg('orderId', () => Int) orderId: number,
    @Arg('employeeId', () => Int, { nullable: true }) employeeId: number | null,
    @Arg('assignmentType', () => AssignmentType, { nullable: true }) assignmentType: AssignmentType | null,
  ) {
    const list = await ctx.services.orders.assign(ctx.em, ctx.user!, orderId, employeeId, assignmentType);
    const order = await ctx.services.orders.get(ctx.em, ctx.user!, orderId);
    return this.views(ctx, list, order);
  }

  @Authorized()
  @Mutation(() => [AssignmentView])
  async unassignEmployee(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('employeeId', () => Int) employeeId: number) {
    const list = await ctx.services.orders.unassign(ctx.em, ctx.user!, orderId, employeeId);
    const order = await ctx.services.orders.get(ctx.em, ctx.user!, orderId);
    return this.views(ctx, list, order);
  }

  @Authorized()
  @Mutation(() => Order, { description: 'employeeId -1 clears the team leader.' })
  assignTeamLeader(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('employeeId', () => Int) employeeId: number) {
    return ctx.services.orders.assignTeamLeader(ctx.em, ctx.user!, orderId, employeeId);
  }

  @Authorized(...REQUIRES.editOrders)
  @Mutation(() => Order)
  assignCustomer(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('customerId', () => Int, { nullable: true }) customerId: number | null) {
    return ctx.services.orders.assignCustomer(ctx.em, ctx.user!, orderId, customerId);
  }

  @Authorized(...REQUIRES.editOrders)
  @Mutation(() => Order)
  unassignCustomer(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('customerId', () => Int) customerId: number) {
    return ctx.services.orders.unassignCustomer(ctx.em, ctx.user!, orderId, customerId);
  }

  @Authorized(...REQUIRES.tickChecklist)
  @Mutation(() => [ChecklistItem], { description: 'POST /orders/{id}/checklist: marks items (by id or code) done, irreversibly; answers the whole checklist.' })
  updateChecklist(@Context() ctx: Ctx, @Arg('orderId', () => Int) orderId: number, @Arg('items', () => [ChecklistItemInput]) items: ChecklistItemInput[]) {
    return ctx.services.orders.updateChecklist(ctx.em, ctx.user!, orderId, items);
  }

  // ------------------------------------------------ derived fields

  /**
   * The assignments as views whose compliance warnings (for the order's first day and planned start
   * time) are read once for the whole list, and only when a client asks for them.
   */
  private views(ctx: Ctx, list: OrderAssignment[], order: Order): AssignmentView[] {
    let all: Promise<Map<number, ComplianceWarningView[]>> | null = null;
    const warnings = () =>
      (all ??= ctx.services.compliance
        .warningsFor(ctx.em, list.map((a) => ({ employeeId: a.employee.id, date: order.validFrom, startTime: order.startTime })))
        .then((m) => new Map([...m].map(([id, w]) => [id, redactWarnings(ctx.user!, w)]))));
    return list.map((a) => ({ ...this.view(a, order), warningsOf: async () => (await warnings()).get(a.employee.id) ?? [] }));
  }

  private view(a: OrderAssignment, order: Order): AssignmentView {
    return { id: a.id, assignmentType: a.assignmentType, employee: person(a.employee), teamLeader: order.teamLeader?.id === a.employee.id };
  }

  @FieldResolver(() => Int, { nullable: true })
  customerId(@Root() o: Order): number | null {
    return o.customer?.id ?? null;
  }

  @FieldResolver(() => Int, { nullable: true })
  costCenterId(@Root() o: Order): number | null {
    return o.costCenter?.id ?? null;
  }

  @FieldResolver(() => PersonRef, { nullable: true })
  async teamLeader(@Root() o: Order): Promise<PersonRef | null> {
    if (!o.teamLeader) return null;
    if (!wrap(o.teamLeader).isInitialized()) await wrap(o.teamLeader).init();
    return person(o.teamLeader as Employee);
  }

  @FieldResolver(() => Int, { nullable: true })
  teamLeaderId(@Root() o: Order): number | null {
    return o.teamLeader?.id ?? null;
  }

  @FieldResolver(() => Int)
  async employeeCount(@Root() o: Order): Promise<number> {
    if (!o.assignments.isInitialized()) await o.assignments.init();
    return o.assignments.count();
  }

  @FieldResolver(() => Int, { nullable: true })
  numberOfPositions(@Root() o: Order): number | null {
    return o.positions;
  }

  @FieldResolver(() => CustomerCategory)
  customerCategory(@Root() o: Order): CustomerCategory {
    return { fruitAndVegetables: o.fruitAndVegetables, flowers: o.flowers, storage: o.storage, targetActualComparison: o.targetActualComparison, labels: o.labels, drinks: o.drinks };
  }

  @FieldResolver(() => String, { nullable: true, description: 'GREEN, YELLOW or RED for an inventory with a checklist.' })
  async checklistStatus(@Root() o: Order): Promise<string | null> {
    if (!o.checklist.isInitialized()) await o.checklist.init();
    return checklistStatus(o.checklist.getItems());
  }

  @FieldResolver(() => [ChecklistItem], { name: 'checklist', description: 'Inventory checklist (INV orders).' })
  async checklistItems(@Root() o: Order): Promise<ChecklistItem[]> {
    if (!o.checklist.isInitialized()) await o.checklist.init();
    return o.checklist.getItems();
  }
}

@Resolver(() => AssignmentView)
export class AssignmentViewResolver {
  @FieldResolver(() => [ComplianceWarning], { description: 'What assigning this employee to this order causes under the compliance rules (the order\'s first day and start time); warnings, never a refusal.' })
  warnings(@Root() view: AssignmentView): Promise<ComplianceWarningView[]> | ComplianceWarningView[] {
    return view.warningsOf ? view.warningsOf() : [];
  }
}

@Resolver(() => OrderHistory)
export class OrderHistoryResolver {
  @FieldResolver(() => PersonRef, { nullable: true, description: 'The employee who made the change.' })
  async employee(@Root() h: OrderHistory, @Context() ctx: Ctx): Promise<PersonRef | null> {
    if (!h.user) return null;
    const user = await ctx.em.findOne(User, { id: h.user.id }, { populate: ['employee'] });
    return user?.employee ? person(user.employee as Employee) : null;
  }
}
