import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../../auth/current-user.js';
import { AppError, ConflictError, FieldErrors, ForbiddenError, NotFoundError, type FieldError } from '../../errors.js';
import { msg } from '../../messages.js';
import { today, ZONE } from '../../shared-dates.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { TIME } from '../worklogs/time-math.js';
import { Worklog, WorklogType } from '../worklogs/worklog.entity.js';
import { isHiddenFrom, isOverlapViolation, type WorklogService } from '../worklogs/worklog.service.js';
import { ClockingAction, employeeStatus, orderWorkMinutes, planClock, type DayEntry, type OpenEntry } from './clock-rules.js';
import { OrderOperator } from './operator.entity.js';
import * as policy from './timeclock.policy.js';
import type { ClockInput, ClockResult, TimeclockEmployee, TimeclockOrderView } from './timeclock.types.js';

const todayIso = () => today().toISODate()!;
const nowHHmm = () => DateTime.now().setZone(ZONE).toFormat('HH:mm');
/** Tolerated difference between a clocking device's clock and the server's (decisions.md). */
export const CLOCK_SKEW_MINUTES = 2;
const actorName = (a: CurrentUser) => `${a.firstName} ${a.lastName}`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** The status message of an open passenger entry without its start time. */
const hiddenPassengerStatus = (orderId: number, date: string, open: Worklog) =>
  open.order.id === orderId && open.date === date ? msg.statusPassengerHidden : msg.statusElsewhereHidden(open.order.name);

/** A refused clocking step of one employee: reported under employees.{id}, the others go on. */
class StepRefused extends Error {}

const dayEntry = (w: Worklog): DayEntry => ({
  orderId: w.order.id, orderName: w.order.name, date: w.date, start: w.start, end: w.end, worklogType: w.worklogType, comment: w.comment, open: w.open,
});

/**
 * The timeclock (spec 2 §2.4–2.5, §4, §7): orders of a day, an order's employees with their worklogs
 * and status, the employee search, and clocking in, pausing and out. Clocking writes worklogs; the
 * database allows one open worklog per employee across all orders (unique partial index), and each
 * employee of a request is applied in its own transaction under a row lock of the employee.
 */
export class TimeclockService {
  constructor(
    private readonly settings: SettingsService,
    private readonly worklogs: WorklogService,
  ) {}

  /** Orders running on the day (default today), by order type and name. */
  async ordersOfDay(em: EntityManager, actor: CurrentUser, date?: string | null): Promise<Order[]> {
    if (!policy.canViewTimeclock(actor)) throw new ForbiddenError();
    const day = this.dateOf(date);
    return em.find(Order, { validFrom: { $lte: day }, validTo: { $gte: day } }, {
      populate: ['customer', 'checklist'], orderBy: { orderType: 'asc', name: 'asc', id: 'asc' }, strategy: 'select-in',
    });
  }

  /** The order the acting user is clocked into right now (landing rule, spec 1 §2.1), or null. */
  async myClockedInOrder(em: EntityManager, actor: CurrentUser): Promise<Order | null> {
    if (!policy.canViewTimeclock(actor)) throw new ForbiddenError();
    if (actor.employeeId == null) return null;
    const open = await em.findOne(Worklog, { employee: actor.employeeId, open: true }, { populate: ['order'] });
    return open?.order ?? null;
  }

  async orderView(em: EntityManager, actor: CurrentUser, orderId: number, date?: string | null): Promise<TimeclockOrderView> {
    if (!policy.canViewTimeclock(actor)) throw new ForbiddenError();
    const day = this.dateOf(date);
    const order = await this.orderOf(em, orderId);
    const [employees, totalWorkMinutes] = await Promise.all([this.orderEmployees(em, actor, order, day), this.totalWorkMinutes(em, orderId)]);
    return { date: day, order, employees, totalWorkMinutes };
  }

  /** Active employees not yet on the order's list that day, by name or personnel number (≥ 3 characters). */
  async searchEmployees(em: EntityManager, actor: CurrentUser, orderId: number, term: string, date?: string | null): Promise<TimeclockEmployee[]> {
    if (!policy.canClock(actor)) throw new ForbiddenError();
    const day = this.dateOf(date);
    const t = (term ?? '').trim();
    if (t.length < 3) new FieldErrors().add('term', msg.searchTermTooShort).throwIfAny();
    const order = await this.orderOf(em, orderId);
    const listed = await this.listedIds(em, order, day);
    const like = `%${escapeLike(t)}%`;
    const found = await em.find(
      Employee,
      {
        active: true,
        ...(listed.length ? { id: { $nin: listed } } : {}),
        $or: [{ firstName: { $ilike: like } }, { lastName: { $ilike: like } }, ...(/^\d+$/.test(t) ? [{ id: Number(t) }] : [])],
      },
      { orderBy: { lastName: 'asc', firstName: 'asc' }, limit: 50 },
    );
    return this.entries(em, actor, order, day, found);
  }

  /**
   * One clock request (spec 2 §3 Clock request): request-level input errors are a plain 422 and change
   * nothing; then every employee is clocked on its own, and those refused come back as validation
   * errors keyed employees.{employeeId} beside the order's updated employee list.
   */
  async clock(em: EntityManager, actor: CurrentUser, input: ClockInput): Promise<ClockResult> {
    if (!policy.canClock(actor)) throw new ForbiddenError();
    const order = await em.findOne(Order, { id: input.orderId });
    if (!order) throw new NotFoundError(msg.orderNotFound);
    const date = blank(input.date) ? todayIso() : input.date!;
    const time = blank(input.time) ? nowHHmm() : input.time!;
    const steps = input.employees ?? [];
    const errors = new FieldErrors();
    if (!isIsoDate(date)) errors.add('date', msg.dateInvalid);
    else if (date > todayIso()) errors.add('date', msg.dateInFuture);
    else if (date < order.validFrom || date > order.validTo) errors.add('date', msg.dateOutsideOrder);
    if (!TIME.test(time)) errors.add('time', msg.timeInvalid);
    // Issue 12.12: no clocking ahead of the server's clock (a couple of minutes' skew tolerated).
    else if (errors.empty && DateTime.fromISO(`${date}T${time}`, { zone: ZONE }) > DateTime.now().plus({ minutes: CLOCK_SKEW_MINUTES })) {
      errors.add('time', msg.clockTimeInFuture);
    }
    if (steps.length === 0) errors.add('employees', msg.clockEmployeesRequired);
    const seen = new Set<number>();
    steps.forEach((s, i) => {
      if (blank(s.employeeId)) errors.add(`employees.${i}.employeeId`, msg.worklogEmployeeRequired);
      else if (seen.has(s.employeeId!)) errors.add(`employees.${s.employeeId}`, msg.clockEmployeeTwice);
      else seen.add(s.employeeId!);
    });
    errors.throwIfAny();
    if (date < (await this.settings.earliestValidFrom(em))) throw new ConflictError(msg.closedMonth);

    const refused: FieldError[] = [];
    for (const s of steps) {
      try {
        await this.clockOne(em.fork(), actor, { orderId: order.id, date, time, employeeId: s.employeeId!, action: s.clockingAction, worklogType: s.worklogType });
      } catch (err) {
        refused.push({ path: `employees.${s.employeeId}`, message: this.reasonOf(err) });
      }
    }

    const fresh = em.fork();
    const after = await this.orderOf(fresh, order.id, ['assignments.employee', 'teamLeader']);
    const [employees, totalWorkMinutes] = await Promise.all([this.orderEmployees(fresh, actor, after, date), this.totalWorkMinutes(fresh, order.id)]);
    const success = refused.length === 0;
    const actions = new Set(steps.map((s) => s.clockingAction));
    const only = actions.size === 1 ? [...actions][0] : null;
    const message =
      only === ClockingAction.IN ? (success ? msg.clockInSuccess : msg.clockInPartial)
      : only === ClockingAction.PAUSE ? (success ? msg.pauseSuccess : msg.pauseFailed)
      : success ? msg.clockSuccess : msg.clockPartial;
    return { success, message, employees, validationErrors: refused, totalWorkMinutes };
  }

  /** WORK minutes of an order over all its days; open entries count up to now. */
  async totalWorkMinutes(em: EntityManager, orderId: number): Promise<number> {
    const rows: { employee_id: number; date: string; worklog_type: WorklogType; start: string; end: string | null; comment: string }[] = await em.execute(
      `select employee_id, to_char(date, 'YYYY-MM-DD') as date, worklog_type, start, "end", comment
         from worklog where order_id = ? and worklog_type in ('WORK', 'PAUSE')`,
      [orderId],
    );
    return orderWorkMinutes(
      rows.map((r) => ({ employeeId: r.employee_id, date: r.date, worklogType: r.worklog_type, start: r.start, end: r.end, comment: r.comment })),
      todayIso(),
      nowHHmm(),
    );
  }

  // ------------------------------------------------------------ clocking one employee

  private async clockOne(
    em: EntityManager,
    actor: CurrentUser,
    s: { orderId: number; date: string; time: string; employeeId: number; action?: ClockingAction | null; worklogType?: WorklogType | null },
  ) {
    await em.transactional(async (tx) => {
      // Serialises clock requests of one employee; the unique index stays the last word.
      const locked: unknown[] = await tx.execute('select id from employee where id = ? and active for no key update', [s.employeeId]);
      if (locked.length === 0) throw new StepRefused(msg.employeeInvalid);
      const open = await tx.findOne(Worklog, { employee: s.employeeId, open: true }, { populate: ['order'] });
      const openEntry: OpenEntry | null = open && { orderId: open.order.id, orderName: open.order.name, date: open.date, start: open.start, worklogType: open.worklogType };
      const plan = planClock(openEntry, { orderId: s.orderId, date: s.date, time: s.time, action: s.action, worklogType: s.worklogType });
      if (!plan.ok) throw new StepRefused(plan.error);

      if (plan.close && open) {
        if (plan.close.drop) tx.remove(open);
        else Object.assign(open, { end: s.time, open: false, updateUser: actorName(actor), updateTime: new Date() });
        await tx.flush(); // before the new open entry: the unique index admits one open entry at a time
      }
      if (plan.open) {
        const worklog = tx.create(Worklog, {
          date: s.date, start: s.time, end: null, worklogType: plan.open, open: true,
          order: tx.getReference(Order, s.orderId), employee: tx.getReference(Employee, s.employeeId), insertUser: actorName(actor),
        });
        await this.worklogs.assertNoOverlap(tx, worklog);
        await tx.flush();
      }
      if (plan.close) await this.worklogs.bookAutomaticPause(tx, actor, s.employeeId, s.date);
    });
  }

  private reasonOf(err: unknown): string {
    if (err instanceof StepRefused) return err.message;
    // A parallel request opened an entry first: the database's one-open-worklog index refused ours.
    if (err instanceof UniqueConstraintViolationException) return msg.clockConcurrent;
    // The database's worklog_no_overlap (#12.6) refused what the overlap check could not see.
    if (isOverlapViolation(err)) return msg.worklogOverlap;
    // The overlap rule of the worklogs (409) and other domain refusals, for this employee only.
    if (err instanceof AppError) return err.message;
    throw err;
  }

  // ------------------------------------------------------------ employee entries

  private async orderOf(em: EntityManager, id: number, populate: ('customer' | 'checklist' | 'assignments.employee' | 'teamLeader')[] = ['customer', 'checklist', 'assignments.employee', 'teamLeader']): Promise<Order> {
    const order = await em.findOne(Order, { id }, { populate, strategy: 'select-in' });
    if (!order) throw new NotFoundError(msg.orderNotFound);
    return order;
  }

  private dateOf(date?: string | null): string {
    if (blank(date)) return todayIso();
    if (!isIsoDate(date)) new FieldErrors().add('date', msg.dateInvalid).throwIfAny();
    return date!;
  }

  /** Assigned employees and everyone with a worklog on the order that day. */
  private async listedIds(em: EntityManager, order: Order, date: string): Promise<number[]> {
    const booked: { employee_id: number }[] = await em.execute('select distinct employee_id from worklog where order_id = ? and date = ?', [order.id, date]);
    return [...new Set([...order.assignments.getItems().map((a) => a.employee.id), ...booked.map((r) => r.employee_id)])];
  }

  private async orderEmployees(em: EntityManager, actor: CurrentUser, order: Order, date: string): Promise<TimeclockEmployee[]> {
    const ids = await this.listedIds(em, order, date);
    const employees = ids.length ? await em.find(Employee, { id: { $in: ids } }, { orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' } }) : [];
    return this.entries(em, actor, order, date, employees);
  }

  /**
   * Without Accounting_Employee_ViewPassengerTimes (#12.4) passenger entries are left out of the
   * worklogs and the open entry, and their times out of the status message; the status itself stays
   * (a passenger must still be clocked out).
   */
  private async entries(em: EntityManager, actor: CurrentUser, order: Order, date: string, employees: Employee[]): Promise<TimeclockEmployee[]> {
    if (employees.length === 0) return [];
    const ids = employees.map((e) => e.id);
    const [day, open, operators] = await Promise.all([
      em.find(Worklog, { employee: { $in: ids }, date }, { populate: ['order'], orderBy: { start: 'asc', id: 'asc' } }),
      em.find(Worklog, { employee: { $in: ids }, open: true }, { populate: ['order'] }),
      em.find(OrderOperator, { order: order.id, employee: { $in: ids } }),
    ]);
    const assignments = new Map(order.assignments.getItems().map((a) => [a.employee.id, a.assignmentType]));
    return employees.map((e) => {
      const own = day.filter((w) => w.employee.id === e.id && !isHiddenFrom(actor, w));
      const openOne = open.find((w) => w.employee.id === e.id) ?? null;
      const openShown = openOne && !isHiddenFrom(actor, openOne) ? openOne : null;
      const operator = operators.find((o) => o.employee.id === e.id);
      const state = employeeStatus(order.id, date, own.map(dayEntry), openOne && dayEntry(openOne));
      if (openOne && !openShown) state.statusMessage = hiddenPassengerStatus(order.id, date, openOne);
      return {
        id: e.id,
        employeeId: e.id,
        firstName: e.firstName,
        lastName: e.lastName,
        fullName: `${e.firstName} ${e.lastName}`,
        operatorNumber: operator?.operatorNumber ?? null,
        operatorId: operator?.id ?? null,
        numberOfPositions: operator?.numberOfPositions ?? null,
        ...state,
        assigned: assignments.has(e.id),
        assignmentType: assignments.get(e.id) ?? null,
        teamLeader: order.teamLeader?.id === e.id,
        openWorklog: openShown,
        worklogs: own,
      };
    });
  }
}
