import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../auth/current-user.js';
import { AppError, ConflictError, FieldErrors, ForbiddenError, NotFoundError, type FieldError } from '../../errors.js';
import { msg } from '../../messages.js';
import { today, ZONE } from '../../shared-dates.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';
import { EARLIEST_VALID_FROM_SQL, type SettingsService } from '../settings/settings.service.js';
import { TIME } from '../worklogs/time-math.js';
import { Worklog, WorklogType } from '../worklogs/worklog.entity.js';
import { isHiddenFrom, isOverlapViolation, type WorklogService } from '../worklogs/worklog.service.js';
import { ClockingAction, employeeStatus, planClock, type DayEntry, type OpenEntry } from './clock-rules.js';
import * as policy from './timeclock.policy.js';
import { crewOf, orderCrew, orderWorkMinutesSql, type CrewRow, type CrewWorklog } from './timeclock.reads.js';
import type { ClockInput, ClockResult, TimeclockEmployee, TimeclockOrderView } from './timeclock.types.js';

const todayIso = () => today().toISODate()!;
const nowHHmm = () => DateTime.now().setZone(ZONE).toFormat('HH:mm');
/** Tolerated difference between a clocking device's clock and the server's (decisions.md). */
export const CLOCK_SKEW_MINUTES = 2;
const actorName = (a: CurrentUser) => `${a.firstName} ${a.lastName}`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** The status message of an open passenger entry without its start time. */
const hiddenPassengerStatus = (orderId: number, date: string, open: CrewWorklog) =>
  open.order.id === orderId && open.date === date ? msg.statusPassengerHidden : msg.statusElsewhereHidden(open.order.name);

/** A refused clocking step of one employee: reported under employees.{id}, the others go on. */
class StepRefused extends Error {}

const dayEntry = (w: CrewWorklog): DayEntry => ({
  orderId: w.order.id, orderName: w.order.name, date: w.date, start: w.start, end: w.end, worklogType: w.worklogType, comment: w.comment, open: w.open,
});

/** The order fields a clock request needs, read without an entity. */
interface ClockOrder {
  id: number;
  valid_from: string;
  valid_to: string;
  team_leader_id: number | null;
  earliest_valid_from: string | null;
}

/** A PostgreSQL int[] literal for `= any(?::int[])`: knex would spread a JS array into a list. */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;

/**
 * The timeclock (spec 2 §2.4–2.5, §4, §7): orders of a day, an order's employees with their worklogs
 * and status, the employee search, and clocking in, pausing and out. Clocking writes worklogs; the
 * database allows one open worklog per employee across all orders (unique partial index). A clock
 * request is one transaction that locks its employees' rows in id order; with several employees each
 * one is applied under its own savepoint, so a refused employee does not undo the others.
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
    const [crew, totalWorkMinutes] = await Promise.all([orderCrew(em, order.id, day), this.totalWorkMinutes(em, order.id)]);
    return { date: day, order, employees: this.entries(actor, order.id, order.teamLeader?.id ?? null, day, crew), totalWorkMinutes };
  }

  /** Active employees not yet on the order's list that day, by name or personnel number (≥ 3 characters). */
  async searchEmployees(em: EntityManager, actor: CurrentUser, orderId: number, term: string, date?: string | null): Promise<TimeclockEmployee[]> {
    if (!policy.canClock(actor)) throw new ForbiddenError();
    const day = this.dateOf(date);
    const t = (term ?? '').trim();
    if (t.length < 3) new FieldErrors().add('term', msg.searchTermTooShort).throwIfAny();
    const order = await this.orderOf(em, orderId, []);
    const listed = await this.listedIds(em, order.id, day);
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
    const crew = await crewOf(em, order.id, day, found.map((e) => e.id));
    return this.entries(actor, order.id, order.teamLeader?.id ?? null, day, crew);
  }

  /**
   * One clock request (spec 2 §3 Clock request): request-level input errors are a plain 422 and change
   * nothing; then every employee is clocked on its own, and those refused come back as validation
   * errors keyed employees.{employeeId} beside the order's updated employee list.
   */
  async clock(em: EntityManager, actor: CurrentUser, input: ClockInput): Promise<ClockResult> {
    if (!policy.canClock(actor)) throw new ForbiddenError();
    // The order and the stored earliest valid date in one round trip (the rule: SettingsService.earliestValidFromOf).
    const [order]: ClockOrder[] = await em.execute(
      `select id, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to, team_leader_id,
              ${EARLIEST_VALID_FROM_SQL} as earliest_valid_from
         from orders where id = ?`,
      [input.orderId],
    );
    if (!order) throw new NotFoundError(msg.orderNotFound);
    const date = blank(input.date) ? todayIso() : input.date!;
    const time = blank(input.time) ? nowHHmm() : input.time!;
    const steps = input.employees ?? [];
    const errors = new FieldErrors();
    if (!isIsoDate(date)) errors.add('date', msg.dateInvalid);
    else if (date > todayIso()) errors.add('date', msg.dateInFuture);
    else if (date < order.valid_from || date > order.valid_to) errors.add('date', msg.dateOutsideOrder);
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
    if (date < this.settings.earliestValidFromOf(order.earliest_valid_from)) throw new ConflictError(msg.closedMonth);

    const refused = await this.applySteps(em, actor, order.id, date, time, steps);

    // The list after the request, once (not per step), read after the commit.
    const [crew, totalWorkMinutes] = await Promise.all([orderCrew(em, order.id, date), this.totalWorkMinutes(em, order.id)]);
    const employees = this.entries(actor, order.id, order.team_leader_id, date, crew);
    const success = refused.length === 0;
    const actions = new Set(steps.map((s) => s.clockingAction));
    const only = actions.size === 1 ? [...actions][0] : null;
    const message =
      only === ClockingAction.IN ? (success ? msg.clockInSuccess : msg.clockInPartial)
      : only === ClockingAction.PAUSE ? (success ? msg.pauseSuccess : msg.pauseFailed)
      : success ? msg.clockSuccess : msg.clockPartial;
    return { success, message, employees, validationErrors: refused, totalWorkMinutes };
  }

  /**
   * WORK minutes of an order over all its days; open entries count up to now. Summed by the database
   * (clock-rules' orderWorkMinutes is the same rule in JS; a test holds them equal).
   */
  async totalWorkMinutes(em: EntityManager, orderId: number): Promise<number> {
    const now = nowHHmm();
    return orderWorkMinutesSql(em, orderId, todayIso(), Number(now.slice(0, 2)) * 60 + Number(now.slice(3, 5)));
  }

  // ------------------------------------------------------------ clocking

  /**
   * Applies the steps in one transaction: the employees' rows are locked in id order first (two
   * requests sharing employees cannot deadlock; clock requests of one employee are serialised, and
   * the one-open-worklog index stays the last word). Several employees: each under its own savepoint,
   * a refused one rolled back alone. One employee: its refusal rolls back the transaction.
   */
  private async applySteps(
    em: EntityManager,
    actor: CurrentUser,
    orderId: number,
    date: string,
    time: string,
    steps: NonNullable<ClockInput['employees']>,
  ): Promise<FieldError[]> {
    const refused: FieldError[] = [];
    const refuse = (employeeId: number | null | undefined, err: unknown) => refused.push({ path: `employees.${employeeId}`, message: this.reasonOf(err) });
    const single = steps.length === 1;
    try {
      await em.fork().transactional(async (tx) => {
        const locked: { id: number }[] = await tx.execute('select id from employee where id = any(?::int[]) and active order by id for no key update', [
          intArray(steps.map((s) => s.employeeId!)),
        ]);
        const active = new Set(locked.map((r) => r.id));
        for (const s of steps) {
          const step = { orderId, date, time, employeeId: s.employeeId!, action: s.clockingAction, worklogType: s.worklogType };
          if (!active.has(step.employeeId)) refuse(step.employeeId, new StepRefused(msg.employeeInvalid));
          else if (single) await this.clockOne(tx, actor, step);
          else {
            try {
              await tx.transactional((sp) => this.clockOne(sp, actor, step), { clear: true });
            } catch (err) {
              refuse(step.employeeId, err);
            }
          }
        }
      });
    } catch (err) {
      if (!single) throw err;
      refuse(steps[0].employeeId, err);
    }
    return refused;
  }

  /** One employee's step, in the request's transaction (or its savepoint), the employee's row locked. */
  private async clockOne(
    em: EntityManager,
    actor: CurrentUser,
    s: { orderId: number; date: string; time: string; employeeId: number; action?: ClockingAction | null; worklogType?: WorklogType | null },
  ) {
    // The open entry and the day's entries in one query: the plan, the overlap check and the
    // automatic pause all work on this list.
    const logs = await em.find(
      Worklog,
      { employee: s.employeeId, $or: [{ date: s.date }, { open: true }] },
      { populate: ['order'], strategy: 'joined', orderBy: { start: 'asc', id: 'asc' } },
    );
    const open = logs.find((w) => w.open) ?? null;
    let day = logs.filter((w) => w.date === s.date);
    const openEntry: OpenEntry | null = open && { orderId: open.order.id, orderName: open.order.name, date: open.date, start: open.start, worklogType: open.worklogType };
    const plan = planClock(openEntry, { orderId: s.orderId, date: s.date, time: s.time, action: s.action, worklogType: s.worklogType });
    if (!plan.ok) throw new StepRefused(plan.error);

    if (plan.close && open) {
      if (plan.close.drop) {
        em.remove(open);
        day = day.filter((w) => w !== open);
      } else Object.assign(open, { end: s.time, open: false, updateUser: actorName(actor), updateTime: new Date() });
      await em.flush(); // before the new open entry: the unique index admits one open entry at a time
    }
    if (plan.open) {
      const worklog = em.create(Worklog, {
        date: s.date, start: s.time, end: null, worklogType: plan.open, open: true,
        order: em.getReference(Order, s.orderId), employee: em.getReference(Employee, s.employeeId), insertUser: actorName(actor),
      });
      await this.worklogs.assertNoOverlap(em, worklog, day);
      await em.flush();
      day = [...day, worklog];
    }
    if (plan.close) await this.worklogs.bookAutomaticPause(em, actor, s.employeeId, s.date, day);
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

  private async orderOf(em: EntityManager, id: number, populate: ('customer' | 'checklist')[] = ['customer', 'checklist']): Promise<Order> {
    const order = await em.findOne(Order, { id }, { populate, strategy: 'joined' });
    if (!order) throw new NotFoundError(msg.orderNotFound);
    return order;
  }

  private dateOf(date?: string | null): string {
    if (blank(date)) return todayIso();
    if (!isIsoDate(date)) new FieldErrors().add('date', msg.dateInvalid).throwIfAny();
    return date!;
  }

  /** Assigned employees and everyone with a worklog on the order that day. */
  private async listedIds(em: EntityManager, orderId: number, date: string): Promise<number[]> {
    const rows: { employee_id: number }[] = await em.execute(
      'select employee_id from order_assignment where order_id = ? union select employee_id from worklog where order_id = ? and date = ?',
      [orderId, orderId, date],
    );
    return rows.map((r) => r.employee_id);
  }

  /**
   * The entries of the crew, state computed in memory. Without Accounting_Employee_ViewPassengerTimes
   * (#12.4) passenger entries are left out of the worklogs and the open entry, and their times out of
   * the status message; the status itself stays (a passenger must still be clocked out).
   */
  private entries(actor: CurrentUser, orderId: number, teamLeaderId: number | null, date: string, crew: CrewRow[]): TimeclockEmployee[] {
    return crew.map((e) => {
      const own = e.day.filter((w) => !isHiddenFrom(actor, w));
      const openOne = e.open;
      const openShown = openOne && !isHiddenFrom(actor, openOne) ? openOne : null;
      const state = employeeStatus(orderId, date, own.map(dayEntry), openOne && dayEntry(openOne));
      if (openOne && !openShown) state.statusMessage = hiddenPassengerStatus(orderId, date, openOne);
      return {
        id: e.id,
        employeeId: e.id,
        firstName: e.firstName,
        lastName: e.lastName,
        fullName: `${e.firstName} ${e.lastName}`,
        operatorNumber: e.operatorNumber,
        operatorId: e.operatorId,
        numberOfPositions: e.numberOfPositions,
        ...state,
        assigned: e.assignmentType != null,
        assignmentType: e.assignmentType,
        teamLeader: teamLeaderId === e.id,
        openWorklog: openShown,
        worklogs: own,
      };
    });
  }
}
