import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { ConflictError, FieldErrors, ForbiddenError, isStillReferenced, NotFoundError } from '../../errors.js';
import { pageWindow, type PageArgs } from '../../graphql-shared.js';
import { msg } from '../../messages.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { User } from '../auth/user.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { Employee } from '../employees/employee.entity.js';
import { AssignmentType, ChecklistItem, CostCenter, kindOf, Order, OrderAssignment, OrderHistory, OrderType } from './order.entity.js';
import * as policy from './order.policy.js';
import { writeNativeAudit } from '../audit/audit.writer.js';
import { reserveCapacity } from '../calendar/capacity.js';
import { syncConfirmation } from '../confirmations/confirmation.service.js';
import { confirmationMailSent, enqueueConfirmationMail } from '../confirmations/confirmation-mails.js';
import type { MessageService } from '../messages/message.service.js';
import type { OrderFilterInput, OrderInput, OrderPage, OrderPatchInput } from './order.types.js';

/** The standard inventory checklist: 1x before, 2x during, 3x after the count. */
export const INVENTORY_CHECKLIST: [number, string][] = [
  [10, 'Termin mit dem Markt bestätigt'],
  [11, 'Team und Teamleitung eingeteilt'],
  [12, 'Zählgeräte geladen und gepackt'],
  [20, 'Zählbereiche mit der Marktleitung abgestimmt'],
  [21, 'Zwischenstand geprüft'],
  [30, 'Zählergebnisse übergeben'],
  [31, 'Abnahme durch die Marktleitung'],
];

const CLEAR = -1;
const FLAGS = ['fruitAndVegetables', 'flowers', 'storage', 'targetActualComparison', 'labels', 'drinks'] as const;
const TRACKED = ['name', 'address', 'zip', 'city', 'positions', 'orderType', 'validFrom', 'validTo', 'startTime', 'notes', ...FLAGS] as const;
type Change = { field: string; from: unknown; to: unknown };
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
const personName = (e: Employee | null | undefined) => (e ? `${e.firstName} ${e.lastName}` : null);
function reportInvalid(path: string, message: string, errors?: FieldErrors) {
  if (errors) errors.add(path, message);
  else new FieldErrors().add(path, message).throwIfAny();
}

export class OrderService {
  /** messages: the customer's confirmation mails; none: no mails (tools without mail). */
  constructor(private readonly messages?: MessageService) {}

  // ------------------------------------------------------------ reading

  async list(em: EntityManager, actor: CurrentUser, f: OrderFilterInput = {}, paging: PageArgs = {}): Promise<OrderPage> {
    if (!policy.canReadOrders(actor)) throw new ForbiddenError();
    if (!policy.canListOrders(actor) && !policy.isNarrowOrderList(actor, f)) throw new ForbiddenError();
    const errors = new FieldErrors();
    if (!blank(f.from) && !isIsoDate(f.from)) errors.add('from', msg.dateInvalid);
    if (!blank(f.to) && !isIsoDate(f.to)) errors.add('to', msg.dateInvalid);
    errors.throwIfAny();
    const where: Record<string, unknown>[] = [];
    // An order belongs to a range when its validity overlaps it.
    if (f.from) where.push({ validTo: { $gte: f.from } });
    if (f.to) where.push({ validFrom: { $lte: f.to } });
    if (f.orderType) where.push({ orderType: f.orderType });
    if (f.customerId != null) where.push({ customer: f.customerId });
    if (f.term?.trim()) {
      const t = `%${escapeLike(f.term.trim())}%`;
      where.push({ $or: [{ name: { $ilike: t } }, { city: { $ilike: t } }, { customer: { name: { $ilike: t } } }] });
    }
    const total = await em.count(Order, { $and: where });
    const { size, number } = pageWindow(paging, total, 1000);
    const [field, dir] = (paging.sort ?? 'validFrom,desc').split(',');
    const key = ['validFrom', 'validTo', 'name', 'city', 'orderType', 'id'].includes(field) ? field : 'validFrom';
    const items = await em.find(Order, { $and: where }, {
      orderBy: [{ [key]: dir === 'asc' ? 'asc' : 'desc' }, { id: 'desc' }],
      limit: size,
      offset: number * size,
      // One query per relation: joining two collections would multiply the rows (assignments × checklist).
      populate: ['customer', 'teamLeader', 'assignments.employee', 'checklist'],
      strategy: 'select-in',
    });
    return { items, number, size, totalElements: total, totalPages: Math.ceil(total / size) };
  }

  /** The orders of a range for the export (calendar tab's link): the list right, then valid dates. */
  async exportRange(em: EntityManager, actor: CurrentUser, from: string, to: string, orderType?: OrderType | null): Promise<OrderPage> {
    if (!policy.canListOrders(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    if (!isIsoDate(from)) errors.add('from', msg.dateInvalid);
    if (!isIsoDate(to)) errors.add('to', msg.dateInvalid);
    errors.throwIfAny();
    return this.list(em, actor, { from, to, orderType }, { size: 0, sort: 'validFrom,asc' });
  }

  async get(em: EntityManager, actor: CurrentUser, id: number): Promise<Order> {
    if (!policy.canReadOrders(actor)) throw new ForbiddenError();
    const order = await em.findOne(Order, { id }, { populate: ['customer', 'teamLeader', 'assignments.employee', 'checklist'] });
    if (!order) throw new NotFoundError(msg.orderNotFound);
    return order;
  }

  costCenters(em: EntityManager, actor: CurrentUser) {
    if (!policy.canReadOrders(actor)) throw new ForbiddenError();
    return em.find(CostCenter, {}, { orderBy: { costCenter: 'asc' } });
  }

  async assignments(em: EntityManager, actor: CurrentUser, id: number): Promise<OrderAssignment[]> {
    if (!policy.canViewAssignments(actor)) throw new ForbiddenError();
    const order = await this.get(em, actor, id);
    return em.find(OrderAssignment, { order }, { populate: ['employee'], orderBy: { assignmentType: 'asc', employee: { lastName: 'asc' } } });
  }

  /** Active employees matching the term who are not yet assigned to the order. */
  async findEmployee(em: EntityManager, actor: CurrentUser, id: number, term: string, type: AssignmentType | null) {
    if (!(type ? policy.canAssign(actor, type) : policy.canViewAssignments(actor))) throw new ForbiddenError();
    const order = await this.get(em, actor, id);
    const assigned = order.assignments.getItems().map((a) => a.employee.id);
    const t = term.trim();
    if (t.length < 3 && !/^\d+$/.test(t)) return [];
    const like = `%${escapeLike(t)}%`;
    const found = await em.find(
      Employee,
      {
        active: true,
        ...(assigned.length ? { id: { $nin: assigned } } : {}),
        $or: [{ firstName: { $ilike: like } }, { lastName: { $ilike: like } }, ...(/^\d+$/.test(t) ? [{ id: Number(t) }] : [])],
      },
      { orderBy: { lastName: 'asc', firstName: 'asc' }, limit: 50 },
    );
    // A small person, not the whole Employee: the picker needs no birth date, e-mail or wages (no field leaks).
    return found.map((e) => ({ id: e.id, employeeId: e.id, firstName: e.firstName, lastName: e.lastName }));
  }

  async history(em: EntityManager, actor: CurrentUser, id: number, paging: PageArgs = {}) {
    await this.get(em, actor, id);
    const total = await em.count(OrderHistory, { order: id });
    const { size, number } = pageWindow(paging, total, 10);
    const items = await em.find(OrderHistory, { order: id }, { orderBy: { date: 'desc', id: 'desc' }, limit: size, offset: number * size, populate: ['user'] });
    return { items, number, size, totalElements: total, totalPages: Math.ceil(total / size) };
  }

  // ------------------------------------------------------------ changing

  async create(em: EntityManager, actor: CurrentUser, input: OrderInput): Promise<Order> {
    if (!policy.canCreateOrders(actor)) throw new ForbiddenError();
    let mailed = false;
    const created = await em.transactional(async (tx) => {
      const order = tx.create(Order, { name: '', address: '', zip: '', city: '', orderType: OrderType.INV, validFrom: '', validTo: '' });
      await this.apply(tx, order, input);
      await this.bookingRule(tx, order, null);
      if (order.orderType === OrderType.INV) {
        for (const [code, label] of INVENTORY_CHECKLIST) tx.create(ChecklistItem, { order, code, label });
      }
      await tx.flush();
      const confirmation = await syncConfirmation(tx, order, false);
      // Spec 3 §2.2: the office decides per new inventory whether the customer gets the confirmation link by e-mail.
      if (input.sendMail === true && confirmation && this.messages) mailed = (await enqueueConfirmationMail(tx, this.messages, confirmation)) !== null;
      await this.record(tx, actor, order, 'CREATE', TRACKED.filter((k) => !blank(order[k])).map((k) => ({ field: k, from: null, to: order[k] })));
      return order;
    });
    if (mailed) this.messages?.poke();
    return created;
  }

  async update(em: EntityManager, actor: CurrentUser, id: number, input: OrderInput): Promise<Order> {
    if (!policy.canEditOrders(actor)) throw new ForbiddenError();
    const order = await this.get(em, actor, id);
    let mailed = false;
    const updated = await em.transactional(async (tx) => {
      const before = this.snapshot(order);
      await this.apply(tx, order, input);
      await this.bookingRule(tx, order, before);
      const confirmation = await syncConfirmation(tx, order, before.validFrom !== order.validFrom);
      // A customer who was sent the link hears of a new day or start time (and may confirm again).
      const moved = before.validFrom !== order.validFrom || before.startTime !== order.startTime;
      if (moved && confirmation && this.messages && (await confirmationMailSent(tx, this.messages, order.id))) {
        mailed = (await enqueueConfirmationMail(tx, this.messages, confirmation, { changed: true })) !== null;
      }
      await this.record(tx, actor, order, 'UPDATE', this.diff(before, this.snapshot(order)));
      return order;
    });
    if (mailed) this.messages?.poke();
    return updated;
  }

  /** Merge-patch of notes, cost centre and team leader (PATCH /v2/orders/{id}); -1 clears an id. */
  async patch(em: EntityManager, actor: CurrentUser, id: number, input: OrderPatchInput): Promise<Order> {
    const touchesOrder = input.notes !== undefined || input.costCenterId !== undefined;
    if (touchesOrder && !policy.canEditOrders(actor)) throw new ForbiddenError();
    if (input.teamLeaderId !== undefined && !policy.canSetTeamLeader(actor)) throw new ForbiddenError();
    const order = await this.get(em, actor, id);
    return em.transactional(async (tx) => {
      const before = this.snapshot(order);
      if (input.notes !== undefined) order.notes = input.notes?.trim() ?? '';
      if (input.costCenterId !== undefined) order.costCenter = await this.costCenterOf(tx, input.costCenterId, 'costCenterId');
      if (input.teamLeaderId !== undefined) order.teamLeader = this.teamLeaderOf(order, input.teamLeaderId);
      await this.record(tx, actor, order, 'UPDATE', this.diff(before, this.snapshot(order)));
      return order;
    });
  }

  async delete(em: EntityManager, actor: CurrentUser, id: number): Promise<boolean> {
    if (!policy.canEditOrders(actor)) throw new ForbiddenError();
    const order = await this.get(em, actor, id);
    try {
      await em.fork().transactional(async (tx) => (await tx.nativeDelete(Order, { id })) && writeNativeAudit(tx, 'DELETE', order));
    } catch (err) {
      // Worklogs refer to the order with a restricting foreign key: they must be removed first.
      if (isStillReferenced(err)) throw new ConflictError(msg.orderHasWorklogs);
      throw err;
    }
    return true;
  }

  async assign(em: EntityManager, actor: CurrentUser, id: number, employeeId: number | null, type: AssignmentType | null) {
    const errors = new FieldErrors();
    if (blank(type)) errors.add('assignmentType', msg.assignmentTypeRequired);
    if (blank(employeeId)) errors.add('id', msg.employeeInvalid);
    errors.throwIfAny();
    if (!policy.canAssign(actor, type!)) throw new ForbiddenError();
    const order = await this.get(em, actor, id);
    const employee = await em.findOne(Employee, { id: employeeId!, active: true });
    if (!employee) new FieldErrors().add('id', msg.employeeInvalid).throwIfAny();
    if (order.assignments.getItems().some((a) => a.employee.id === employeeId)) throw new ConflictError(msg.alreadyAssigned);
    await em.transactional(async (tx) => {
      tx.create(OrderAssignment, { order, employee: employee!, assignmentType: type! });
      await this.record(tx, actor, order, 'ASSIGN', [{ field: type === AssignmentType.SUP ? 'marketAdmin' : 'employee', from: null, to: personName(employee) }]);
    });
    return this.assignments(em, actor, id);
  }

  async unassign(em: EntityManager, actor: CurrentUser, id: number, employeeId: number) {
    const order = await this.get(em, actor, id);
    const assignment = order.assignments.getItems().find((a) => a.employee.id === employeeId);
    if (!assignment) throw new NotFoundError(msg.notAssigned);
    if (!policy.canUnassign(actor, assignment.assignmentType)) throw new ForbiddenError();
    await em.transactional(async (tx) => {
      const employee = await tx.findOneOrFail(Employee, { id: employeeId });
      const changes: Change[] = [{ field: assignment.assignmentType === AssignmentType.SUP ? 'marketAdmin' : 'employee', from: personName(employee), to: null }];
      if (order.teamLeader?.id === employeeId) {
        order.teamLeader = null;
        changes.push({ field: 'teamLeader', from: personName(employee), to: null });
      }
      order.assignments.remove(assignment);
      tx.remove(assignment);
      await this.record(tx, actor, order, 'UNASSIGN', changes);
    });
    return this.assignments(em, actor, id);
  }

  async assignTeamLeader(em: EntityManager, actor: CurrentUser, id: number, employeeId: number) {
    return this.patch(em, actor, id, { teamLeaderId: employeeId });
  }

  /** Choosing a customer fills name, address, zip, city, positions and categories from it. */
  async assignCustomer(em: EntityManager, actor: CurrentUser, id: number, customerId: number | null) {
    if (!policy.canEditOrders(actor)) throw new ForbiddenError();
    if (blank(customerId)) new FieldErrors().add('id', msg.customerInvalid).throwIfAny();
    const order = await this.get(em, actor, id);
    const customer = await this.customerOf(em, customerId!, 'id');
    return em.transactional(async (tx) => {
      const before = this.snapshot(order);
      this.fillFromCustomer(order, customer);
      await this.bookingRule(tx, order, before);
      await this.record(tx, actor, order, 'UPDATE', this.diff(before, this.snapshot(order)));
      return order;
    });
  }

  async unassignCustomer(em: EntityManager, actor: CurrentUser, id: number, customerId: number) {
    if (!policy.canEditOrders(actor)) throw new ForbiddenError();
    const order = await this.get(em, actor, id);
    if (order.customer?.id !== customerId) throw new NotFoundError(msg.customerNotFound);
    return em.transactional(async (tx) => {
      const before = this.snapshot(order);
      order.customer = null;
      await this.record(tx, actor, order, 'UPDATE', this.diff(before, this.snapshot(order)));
      return order;
    });
  }

  /**
   * Marks checklist items done (POST /orders/{id}/checklist): items are named by id or code; done true
   * records who and when, once. Done is irreversible: done false changes nothing (a stale list from a
   * second device cannot untick what someone else ticked). Answers the whole checklist.
   */
  async updateChecklist(em: EntityManager, actor: CurrentUser, id: number, items: { id?: number | null; code?: number | null; done?: boolean | null }[]): Promise<ChecklistItem[]> {
    if (!policy.canTickChecklist(actor)) throw new ForbiddenError();
    const order = await this.get(em, actor, id);
    const stored = order.checklist.getItems();
    const errors = new FieldErrors();
    const matched = items.map((item, i) => {
      const found = stored.find((c) => (item.id != null ? c.id === item.id : item.code != null && c.code === item.code));
      if (!found) errors.add(`checklist.${i}`, msg.checklistItemInvalid);
      return { item, found };
    });
    errors.throwIfAny();
    await em.transactional(async (tx) => {
      const now = new Date();
      for (const { item, found } of matched) {
        if (item.done === true && !found!.done) Object.assign(found!, { done: true, updateUser: `${actor.firstName} ${actor.lastName}`, updateTime: now });
      }
      await tx.flush();
    });
    return [...stored].sort((a, b) => a.code - b.code);
  }

  // ------------------------------------------------------------ rules

  /**
   * Capacity (the booking rule): an inventory being booked — created, or its day, positions or type changed —
   * may not lie in the past nor exceed the day's remaining positions (409). Runs inside the caller's
   * transaction, which writes the order; the per-day advisory lock serialises parallel bookings.
   */
  private async bookingRule(tx: EntityManager, order: Order, before: Record<string, unknown> | null) {
    if (order.orderType !== OrderType.INV) return;
    const booking = !before || before.orderType !== order.orderType || before.validFrom !== order.validFrom || (before.positions ?? null) !== (order.positions ?? null);
    if (!booking) return;
    await reserveCapacity(tx, order.validFrom, order.positions ?? 0, order.id ?? null);
  }

  private async apply(em: EntityManager, order: Order, input: OrderInput) {
    const errors = new FieldErrors();
    const required: [keyof OrderInput, string][] = [
      ['name', msg.nameRequired], ['address', msg.addressRequired], ['zip', msg.zipRequired], ['city', msg.cityRequired],
      ['orderType', msg.orderTypeRequired], ['validFrom', msg.validFromRequired], ['validTo', msg.validToRequired], ['startTime', msg.startTimeRequired],
    ];
    const values = { ...input, startTime: input.startTime === undefined ? '07:00' : input.startTime };
    for (const [key, message] of required) if (blank(values[key])) errors.add(key, message);
    for (const key of ['validFrom', 'validTo'] as const) if (!blank(values[key]) && !isIsoDate(values[key])) errors.add(key, msg.dateInvalid);
    if (isIsoDate(values.validFrom) && isIsoDate(values.validTo) && values.validTo! < values.validFrom!) errors.add('validTo', msg.validToBeforeValidFrom);
    if (!blank(values.startTime) && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.startTime!)) errors.add('startTime', msg.startTimeInvalid);
    if (!blank(values.positions) && !(Number.isInteger(values.positions) && values.positions! >= 1)) errors.add('positions', msg.positionsMin);
    const customer = blank(input.customerId) ? null : await this.customerOf(em, input.customerId!, 'customerId', errors);
    const costCenter = await this.costCenterOf(em, input.costCenterId ?? null, 'costCenterId', errors);
    errors.throwIfAny();

    Object.assign(order, {
      name: values.name!.trim(),
      address: values.address!.trim(),
      zip: values.zip!.trim(),
      city: values.city!.trim(),
      positions: values.positions ?? null,
      orderType: values.orderType!,
      type: kindOf(values.orderType!),
      validFrom: values.validFrom!,
      validTo: values.validTo!,
      startTime: values.startTime!,
      notes: values.notes?.trim() ?? '',
      customer,
      costCenter,
    });
    for (const f of FLAGS) order[f] = input[f] ?? false;
  }

  private fillFromCustomer(order: Order, c: Customer) {
    if (!c.active) new FieldErrors().add('id', msg.customerInactiveForOrder).throwIfAny();
    Object.assign(order, { customer: c, name: c.name, address: c.street, zip: c.zip, city: c.city, positions: c.positions ?? order.positions });
    Object.assign(order, { fruitAndVegetables: c.og, flowers: c.flowers, storage: c.storage, targetActualComparison: c.targetActualComparison, labels: c.labels, drinks: c.drinks });
  }

  /** Looks up a referenced row; a missing one is a field error, collected or thrown at once. */
  private async customerOf(em: EntityManager, id: number, path: string, errors?: FieldErrors): Promise<Customer> {
    const customer = await em.findOne(Customer, { id });
    if (!customer) reportInvalid(path, msg.customerInvalid, errors);
    return customer!;
  }

  private async costCenterOf(em: EntityManager, id: number | null, path: string, errors?: FieldErrors): Promise<CostCenter | null> {
    if (id === null || id === CLEAR) return null;
    const costCenter = await em.findOne(CostCenter, { id });
    if (!costCenter) reportInvalid(path, msg.costCenterInvalid, errors);
    return costCenter;
  }

  private teamLeaderOf(order: Order, employeeId: number | null): Employee | null {
    if (employeeId === null || employeeId === CLEAR) return null;
    const assignment = order.assignments.getItems().find((a) => a.employee.id === employeeId);
    if (!assignment) new FieldErrors().add('teamLeaderId', msg.teamLeaderMustBeAssigned).throwIfAny();
    return assignment!.employee;
  }

  private snapshot(o: Order): Record<string, unknown> {
    return {
      ...Object.fromEntries(TRACKED.map((k) => [k, o[k]])),
      customer: o.customer?.name ?? null,
      costCenter: o.costCenter ? `${o.costCenter.costCenter} ${o.costCenter.name}` : null,
      teamLeader: personName(o.teamLeader as Employee | null),
    };
  }

  private diff(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
    return Object.keys(after)
      .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
      .map((k) => ({ field: k, from: before[k] ?? null, to: after[k] ?? null }));
  }

  /** Every change of an order is recorded with who and when (GET /order-history/{orderId}). */
  private async record(em: EntityManager, actor: CurrentUser, order: Order, action: string, changes: Change[]) {
    if (changes.length === 0) {
      await em.flush();
      return;
    }
    em.create(OrderHistory, { order, user: em.getReference(User, actor.id), userName: `${actor.firstName} ${actor.lastName}`, action, changes });
    await em.flush();
  }
}
