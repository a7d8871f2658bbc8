import type { EntityManager } from '@mikro-orm/postgresql';
import { TASK_MESSAGES, taskLabelProblem, taskPositionsProblem, taskPriorityProblem } from '@inv/domain';
import type { CurrentUser } from '../auth/current-user.js';
import { FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { today } from '../../shared-dates.js';
import { Employee } from '../employees/employee.entity.js';
import { Order, OrderType } from '../orders/order.entity.js';
import { OrderTask } from './order-task.entity.js';
import * as policy from './task.policy.js';
import type { OrderTaskInput, OrderTaskUpdateInput, OrderTaskView } from './task.types.js';

const MAX_INT = 2_147_483_647;

export interface TaskFilter {
  date?: string | null;
  orderId?: number | null;
  employeeId?: number | null;
  importId?: number | null;
}

interface TaskRow {
  id: number;
  order_id: number;
  order_name: string;
  date: string;
  label: string;
  positions: number;
  employee_id: number;
  first_name: string;
  last_name: string;
  priority: number;
  completed: boolean;
  completed_date: Date | string | null;
  import_id: number | null;
}

/** Pending first, then completed; priority ascending with 0 last; label; id (docs/decisions/inventories.md#INV-4). */
export const TASK_ORDER = `t.completed, t.priority = 0, t.priority, t.label, t.id`;

const TASK_SELECT = `select t.id, t.order_id, o.name as order_name, to_char(t.date, 'YYYY-MM-DD') as date, t.label, t.positions,
    t.employee_id, e.first_name, e.last_name, t.priority, t.completed, t.completed_date, t.import_id
  from order_task t join orders o on o.id = t.order_id join employee e on e.id = t.employee_id`;

export function taskView(r: TaskRow): OrderTaskView {
  return {
    id: Number(r.id),
    orderId: Number(r.order_id),
    orderName: r.order_name,
    date: r.date,
    label: r.label,
    positions: Number(r.positions),
    employeeId: Number(r.employee_id),
    employeeName: `${r.first_name} ${r.last_name}`,
    priority: Number(r.priority),
    completed: !!r.completed,
    completedDate: r.completed_date == null ? null : new Date(r.completed_date),
    importId: r.import_id == null ? null : Number(r.import_id),
  };
}

/** Reads tasks with their order and employee names, sorted; `where` uses ? placeholders. */
export async function queryTasks(em: EntityManager, where: string[], params: unknown[]): Promise<OrderTaskView[]> {
  const sql = `${TASK_SELECT}${where.length ? ` where ${where.join(' and ')}` : ''} order by ${TASK_ORDER}`;
  const rows = await em.getConnection().execute<TaskRow[]>(sql, params);
  return rows.map(taskView);
}

/** The field rules are @inv/domain's, which the task dialog checks too. */
const put = (errors: FieldErrors, path: string, problem: string | null) => {
  if (problem) errors.add(path, problem);
};

/**
 * The inventory day of a task or import (docs/decisions/inventories.md#INV-1): an INV order; the given date inside its
 * validity; without a date today when the order runs today, else its first day. Adds field errors.
 */
export async function resolveOrderDate(
  em: EntityManager,
  errors: FieldErrors,
  orderId: number | null | undefined,
  date: string | null | undefined,
): Promise<{ order: Order; date: string } | null> {
  if (orderId == null) {
    errors.add('orderId', TASK_MESSAGES.orderRequired);
    return null;
  }
  const order = Number.isInteger(orderId) && orderId > 0 && orderId <= MAX_INT ? await em.findOne(Order, { id: orderId }) : null;
  if (!order) {
    errors.add('orderId', msg.taskOrderNotFound);
    return null;
  }
  if (order.orderType !== OrderType.INV) {
    errors.add('orderId', msg.taskOrderNotInventory);
    return null;
  }
  if (blank(date)) {
    const now = today().toISODate()!;
    return { order, date: now >= order.validFrom && now <= order.validTo ? now : order.validFrom };
  }
  if (!isIsoDate(date)) {
    errors.add('date', msg.dateInvalid);
    return null;
  }
  if (date! < order.validFrom || date! > order.validTo) {
    errors.add('date', msg.taskDateOutsideOrder);
    return null;
  }
  return { order, date: date! };
}

/**
 * Daily order tasks (spec 3 §4 Task, §5; docs/decisions/inventories.md#INV-1 to INV-4): managers do everything, others see the
 * tasks of their orders and check or uncheck their own.
 */
export class TaskService {
  /** orderTasks: date absent and orderId given → every date of that order; both absent → today. */
  async list(em: EntityManager, actor: CurrentUser, filter: TaskFilter): Promise<OrderTaskView[]> {
    const errors = new FieldErrors();
    if (!blank(filter.date) && !isIsoDate(filter.date)) errors.add('date', msg.dateInvalid);
    errors.throwIfAny();
    const where: string[] = [];
    const params: unknown[] = [];
    const date = blank(filter.date) ? (filter.orderId == null ? today().toISODate()! : null) : filter.date!;
    if (date) {
      where.push('t.date = ?');
      params.push(date);
    }
    if (filter.orderId != null) {
      where.push('t.order_id = ?');
      params.push(filter.orderId);
    }
    if (filter.employeeId != null) {
      where.push('t.employee_id = ?');
      params.push(filter.employeeId);
    }
    if (filter.importId != null) {
      where.push('t.import_id = ?');
      params.push(filter.importId);
    }
    if (!policy.isTaskManager(actor)) {
      if (actor.employeeId === null) return [];
      // The orders one is assigned to, or holds a task on.
      where.push(
        `(exists (select 1 from order_task m where m.order_id = t.order_id and m.employee_id = ?)
          or exists (select 1 from order_assignment a where a.order_id = t.order_id and a.employee_id = ?))`,
      );
      params.push(actor.employeeId, actor.employeeId);
    }
    return queryTasks(em, where, params);
  }

  async get(em: EntityManager, id: number): Promise<OrderTaskView> {
    const [task] = await queryTasks(em, ['t.id = ?'], [id]);
    if (!task) throw new NotFoundError(msg.taskNotFound);
    return task;
  }

  async create(em: EntityManager, actor: CurrentUser, input: OrderTaskInput): Promise<OrderTaskView> {
    if (!policy.isTaskManager(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    const label = typeof input.label === 'string' ? input.label.trim() : '';
    put(errors, 'label', taskLabelProblem(label));
    put(errors, 'positions', taskPositionsProblem(input.positions));
    put(errors, 'priority', taskPriorityProblem(input.priority));
    const id = await em.transactional(async (tx) => {
      const where = await resolveOrderDate(tx, errors, input.orderId, input.date);
      const employee = await this.employee(tx, errors, input.employeeId);
      errors.throwIfAny();
      const task = tx.create(OrderTask, {
        order: where!.order,
        date: where!.date,
        label,
        positions: input.positions!,
        employee: employee!,
        priority: input.priority ?? 0,
      });
      await tx.flush();
      return task.id;
    });
    return this.get(em, id);
  }

  /**
   * Managers change anything; others only `completed` of their own tasks (a full task object with
   * unchanged values is fine). Completion: true sets completedDate = now, false clears it, the same
   * value again changes nothing (docs/decisions/inventories.md#INV-3).
   */
  async update(em: EntityManager, actor: CurrentUser, id: number, input: OrderTaskUpdateInput): Promise<OrderTaskView> {
    await em.transactional(async (tx) => {
      const task = await tx.findOne(OrderTask, { id });
      if (!task) throw new NotFoundError(msg.taskNotFound);
      const label = typeof input.label === 'string' ? input.label.trim() : input.label;
      if (!policy.isTaskManager(actor)) {
        const changes =
          (input.orderId != null && input.orderId !== task.order.id) ||
          (!blank(input.date) && input.date !== task.date) ||
          (label != null && label !== task.label) ||
          (input.positions != null && input.positions !== task.positions) ||
          (input.employeeId != null && input.employeeId !== task.employee.id) ||
          (input.priority != null && input.priority !== task.priority);
        if (changes || task.employee.id !== actor.employeeId) throw new ForbiddenError();
      } else {
        const errors = new FieldErrors();
        // An update changes only what it names: a field left out is not missing.
        if (label != null) put(errors, 'label', taskLabelProblem(label));
        if (input.positions != null) put(errors, 'positions', taskPositionsProblem(input.positions));
        put(errors, 'priority', taskPriorityProblem(input.priority));
        if ((input.orderId != null && input.orderId !== task.order.id) || (!blank(input.date) && input.date !== task.date)) {
          // The task moves: the (possibly new) order decides which days are allowed.
          const where = await resolveOrderDate(tx, errors, input.orderId ?? task.order.id, blank(input.date) ? task.date : input.date);
          if (where) {
            task.order = where.order;
            task.date = where.date;
          }
        }
        if (input.employeeId != null && input.employeeId !== task.employee.id) {
          const employee = await this.employee(tx, errors, input.employeeId);
          if (employee) task.employee = employee;
        }
        errors.throwIfAny();
        if (label) task.label = label;
        if (input.positions != null) task.positions = input.positions;
        if (input.priority != null) task.priority = input.priority;
      }
      if (input.completed != null && input.completed !== task.completed) {
        task.completed = input.completed;
        task.completedDate = input.completed ? new Date() : null;
      }
      await tx.flush();
    });
    return this.get(em, id);
  }

  async delete(em: EntityManager, actor: CurrentUser, id: number): Promise<boolean> {
    if (!policy.isTaskManager(actor)) throw new ForbiddenError();
    const deleted = await em.nativeDelete(OrderTask, { id });
    if (!deleted) throw new NotFoundError(msg.taskNotFound);
    return true;
  }

  private async employee(em: EntityManager, errors: FieldErrors, employeeId: number | null | undefined): Promise<Employee | null> {
    if (employeeId == null) {
      errors.add('employeeId', TASK_MESSAGES.employeeRequired);
      return null;
    }
    const employee = Number.isInteger(employeeId) && employeeId > 0 && employeeId <= MAX_INT ? await em.findOne(Employee, { id: employeeId }) : null;
    if (!employee) errors.add('employeeId', msg.taskEmployeeNotFound);
    return employee;
  }
}
