import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { operatorNumberProblem, operatorPositionsProblem } from '@inv/domain';
import type { CurrentUser } from '../auth/current-user.js';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { blank } from '../../shared-validation.js';
import { Employee } from '../employees/employee.entity.js';
import { Order, OrderType } from '../orders/order.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { Worklog } from '../worklogs/worklog.entity.js';
import { passengerFilter } from '../worklogs/worklog.service.js';
import { OrderOperator } from './operator.entity.js';
import * as policy from './timeclock.policy.js';
import type { OrderOperatorInput } from './timeclock.types.js';

/**
 * Operator numbers of inventory orders (spec 2 §2.6, spec 3 §2.4): operatorNumber an integer 1010–2200,
 * unique within the order (409); numberOfPositions an integer ≥ 1 when given; one entry per employee
 * and order; changeable only while the order's validTo is on or after the earliest valid date.
 */
export class OperatorService {
  constructor(private readonly settings: SettingsService) {}

  async list(em: EntityManager, actor: CurrentUser, orderId: number): Promise<OrderOperator[]> {
    if (!policy.canViewOperators(actor)) throw new ForbiddenError();
    await this.orderOf(em, orderId);
    return em.find(OrderOperator, { order: orderId }, { populate: ['employee'], orderBy: { operatorNumber: 'asc' } });
  }

  /** The order's worklogs of its operators (GET /v2/orders/{id}/operators/worklogs). */
  async worklogs(em: EntityManager, actor: CurrentUser, orderId: number): Promise<Worklog[]> {
    const operators = await this.list(em, actor, orderId);
    if (operators.length === 0) return [];
    return em.find(
      Worklog,
      { order: orderId, employee: { $in: operators.map((o) => o.employee.id) }, ...passengerFilter(actor) },
      { populate: ['order', 'employee'], orderBy: { date: 'asc', start: 'asc', id: 'asc' } },
    );
  }

  async create(em: EntityManager, actor: CurrentUser, orderId: number, input: OrderOperatorInput): Promise<OrderOperator> {
    if (!policy.canEditOperators(actor)) throw new ForbiddenError();
    const order = await this.editableOrder(em, orderId);
    const errors = new FieldErrors();
    if (blank(input.employeeId)) errors.add('employeeId', msg.worklogEmployeeRequired);
    this.validate(errors, input, true);
    errors.throwIfAny();
    const employee = await em.findOne(Employee, { id: input.employeeId! });
    if (!employee) new FieldErrors().add('employeeId', msg.employeeInvalid).throwIfAny();
    await this.assertFree(em, order.id, input.operatorNumber!, employee!.id, null);
    return this.saving(() =>
      em.transactional(async (tx) => {
        const operator = tx.create(OrderOperator, { order, employee: employee!, operatorNumber: input.operatorNumber!, numberOfPositions: input.numberOfPositions ?? null });
        await tx.flush();
        return operator;
      }),
      input.operatorNumber!,
    );
  }

  /** Unset fields keep their value; numberOfPositions null clears it. */
  async update(em: EntityManager, actor: CurrentUser, orderId: number, operatorId: number, input: OrderOperatorInput): Promise<OrderOperator> {
    if (!policy.canEditOperators(actor)) throw new ForbiddenError();
    await this.editableOrder(em, orderId);
    const operator = await this.operatorOf(em, orderId, operatorId);
    const errors = new FieldErrors();
    if (input.employeeId != null && input.employeeId !== operator.employee.id) errors.add('employeeId', msg.employeeInvalid);
    this.validate(errors, input, input.operatorNumber !== undefined);
    errors.throwIfAny();
    const number = input.operatorNumber ?? operator.operatorNumber;
    await this.assertFree(em, orderId, number, operator.employee.id, operator.id);
    return this.saving(() =>
      em.transactional(async (tx) => {
        operator.operatorNumber = number;
        if (input.numberOfPositions !== undefined) operator.numberOfPositions = input.numberOfPositions;
        await tx.flush();
        return operator;
      }),
      number,
    );
  }

  async delete(em: EntityManager, actor: CurrentUser, orderId: number, operatorId: number): Promise<boolean> {
    if (!policy.canEditOperators(actor)) throw new ForbiddenError();
    await this.editableOrder(em, orderId);
    const operator = await this.operatorOf(em, orderId, operatorId);
    await em.transactional(async (tx) => tx.remove(operator).flush());
    return true;
  }

  // ------------------------------------------------------------ rules

  private validate(errors: FieldErrors, input: OrderOperatorInput, numberGiven: boolean) {
    // The rules are @inv/domain's, which the operators tab and the timeclock check too.
    const numberProblem = numberGiven ? operatorNumberProblem(input.operatorNumber) : null;
    if (numberProblem) errors.add('operatorNumber', numberProblem);
    const positionsProblem = operatorPositionsProblem(input.numberOfPositions);
    if (positionsProblem) errors.add('numberOfPositions', positionsProblem);
  }

  private async orderOf(em: EntityManager, orderId: number): Promise<Order> {
    const order = await em.findOne(Order, { id: orderId });
    if (!order) throw new NotFoundError(msg.orderNotFound);
    return order;
  }

  private async editableOrder(em: EntityManager, orderId: number): Promise<Order> {
    const order = await this.orderOf(em, orderId);
    if (order.orderType !== OrderType.INV) throw new ConflictError(msg.operatorOnlyInventory);
    if (order.validTo < (await this.settings.earliestValidFrom(em))) throw new ConflictError(msg.closedMonth);
    return order;
  }

  private async operatorOf(em: EntityManager, orderId: number, operatorId: number): Promise<OrderOperator> {
    const operator = await em.findOne(OrderOperator, { id: operatorId, order: orderId }, { populate: ['employee'] });
    if (!operator) throw new NotFoundError(msg.operatorNotFound);
    return operator;
  }

  private async assertFree(em: EntityManager, orderId: number, operatorNumber: number, employeeId: number, self: number | null) {
    const others = await em.find(OrderOperator, { order: orderId, $or: [{ operatorNumber }, { employee: employeeId }], ...(self ? { id: { $ne: self } } : {}) });
    if (others.some((o) => o.operatorNumber === operatorNumber)) throw new ConflictError(msg.operatorNumberTaken(operatorNumber));
    if (others.some((o) => o.employee.id === employeeId)) throw new ConflictError(msg.operatorEmployeeTaken);
  }

  /** A parallel request took the number first: the database's unique constraints answer with the same 409. */
  private async saving<T>(write: () => Promise<T>, operatorNumber: number): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) {
        throw new ConflictError(/order_number/.test(String(err.message)) ? msg.operatorNumberTaken(operatorNumber) : msg.operatorEmployeeTaken);
      }
      throw err;
    }
  }
}
