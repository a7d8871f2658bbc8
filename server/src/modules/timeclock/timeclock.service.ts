import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../auth/current-user.js';
import { AppError, ConflictError, FieldErrors, ForbiddenError, NotFoundError, type FieldError } from '../../errors.js';
import { msg } from '../../messages.js';
import { today, ZONE } from '../../shared-dates.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { withRawClient, type Statement } from '../../db/raw-sql.js';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { TIME } from '../worklogs/time-math.js';
import { Worklog } from '../worklogs/worklog.entity.js';
import { isHiddenFrom, isOverlapViolation } from '../worklogs/worklog.service.js';
import { ClockingAction, employeeStatus, type DayEntry } from './clock-rules.js';
import * as policy from './timeclock.policy.js';
import { crewAndMinutes, crewAndMinutesOf, crewOf, ORDER_WORK_MINUTES, orderCrewAndMinutes, type CrewRow, type CrewWorklog } from './timeclock.reads.js';
import { CLOCK_ORDER, clockState, clockStepStatements, StepRefused, type ClockOrder, type StoredWorklog } from './timeclock.writes.js';
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

const dayEntry = (w: CrewWorklog): DayEntry => ({
  orderId: w.order.id, orderName: w.order.name, date: w.date, start: w.start, end: w.end, worklogType: w.worklogType, comment: w.comment, open: w.open,
});

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** A savepoint per employee when a request clocks several. */
const STEP = 'clock_step';

/**
 * The timeclock (spec 2 §2.4–2.5, §4, §7): orders of a day, an order's employees with their worklogs
 * and status, the employee search, and clocking in, pausing and out. Clocking writes worklogs; the
 * database allows one open worklog per employee across all orders (unique partial index). A clock
 * request is one transaction that locks its employees' rows in id order; with several employees each
 * one is applied under its own savepoint, so a refused employee does not undo the others.
 */
export class TimeclockService {
  constructor(private readonly settings: SettingsService) {}

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
    const now = DateTime.now().setZone(ZONE);
    const [order, { crew, totalWorkMinutes }] = await Promise.all([
      this.orderOf(em, orderId),
      orderCrewAndMinutes(em, orderId, day, now.toISODate()!, minutesOf(now.toFormat('HH:mm'))),
    ]);
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
   *
   * One transaction on one connection in few messages (timeclock.writes.ts): [begin, the order, the
   * employees' row locks, their open and day entries] — the steps planned in memory — [the writes,
   * commit, the crew and the total] for one employee; several employees get a message each under a
   * savepoint, so a refused one is rolled back alone.
   */
  async clock(em: EntityManager, actor: CurrentUser, input: ClockInput): Promise<ClockResult> {
    if (!policy.canClock(actor)) throw new ForbiddenError();
    const now = DateTime.now().setZone(ZONE);
    const today = now.toISODate()!;
    const date = blank(input.date) ? today : input.date!;
    const time = blank(input.time) ? now.toFormat('HH:mm') : input.time!;
    const steps = input.employees ?? [];
    const ids = steps.map((s) => s.employeeId!);
    return withRawClient(em, async (db) => {
      // What the first message needs (a day, the employees); otherwise the request is refused anyway: 404 before 422, as ever.
      if (!isIsoDate(date) || steps.length === 0 || steps.some((s) => blank(s.employeeId))) {
        const [found] = await db.run([{ prepared: CLOCK_ORDER, args: [input.orderId] }]);
        if (!found.rows[0]) throw new NotFoundError(msg.orderNotFound);
        this.requestErrors(found.rows[0] as ClockOrder, date, time, steps, now).throwIfAny();
      }
      const [, orderRows, locked, logs] = await db.run(['begin', ...clockState(input.orderId, ids, date)]);
      const order = orderRows.rows[0] as ClockOrder | undefined;
      if (!order) throw new NotFoundError(msg.orderNotFound);
      this.requestErrors(order, date, time, steps, now).throwIfAny();
      if (date < this.settings.earliestValidFromOf(order.earliest_valid_from)) throw new ConflictError(msg.closedMonth);

      // Every employee's statements, planned on its own entries (they do not depend on each other's).
      const active = new Set((locked.rows as { id: number }[]).map((r) => r.id));
      const stored = logs.rows as StoredWorklog[];
      const refused = new Map<number, FieldError>();
      const refuse = (i: number, err: unknown) => refused.set(i, { path: `employees.${steps[i].employeeId}`, message: this.reasonOf(err) });
      const writes: { i: number; statements: Statement[] }[] = [];
      const instant = new Date();
      steps.forEach((s, i) => {
        const employeeId = s.employeeId!;
        if (!active.has(employeeId)) return refuse(i, new StepRefused(msg.employeeInvalid));
        try {
          const step = { orderId: order.id, date, time, employeeId, action: s.clockingAction, worklogType: s.worklogType };
          writes.push({ i, statements: clockStepStatements(em, actorName(actor), step, stored.filter((w) => w.employee_id === employeeId), instant) });
        } catch (err) {
          refuse(i, err);
        }
      });

      // The list after the request, once (not per step), read right after the commit.
      const reads = crewAndMinutes(order.id, date, today, minutesOf(now.toFormat('HH:mm')));
      let after;
      if (steps.length === 1) {
        try {
          after = await db.run([...(writes[0]?.statements ?? []), 'commit', ...reads]);
        } catch (err) {
          refuse(0, err); // a domain refusal by the database; anything else is the request's 500
          after = await db.run(['rollback', ...reads]);
        }
      } else {
        let undo: Statement[] = [];
        for (const { i, statements } of writes) {
          if (statements.length === 0) continue;
          try {
            await db.run([...undo, `savepoint ${STEP}`, ...statements, `release savepoint ${STEP}`]);
            undo = [];
          } catch (err) {
            refuse(i, err);
            undo = [`rollback to savepoint ${STEP}`, `release savepoint ${STEP}`];
          }
        }
        after = await db.run([...undo, 'commit', ...reads]);
      }
      const { crew, totalWorkMinutes } = crewAndMinutesOf(after, date);
      const employees = this.entries(actor, order.id, order.team_leader_id, date, crew);
      const validationErrors = [...refused.entries()].sort((a, b) => a[0] - b[0]).map(([, e]) => e);
      const success = validationErrors.length === 0;
      const actions = new Set(steps.map((s) => s.clockingAction));
      const only = actions.size === 1 ? [...actions][0] : null;
      const message =
        only === ClockingAction.IN ? (success ? msg.clockInSuccess : msg.clockInPartial)
        : only === ClockingAction.PAUSE ? (success ? msg.pauseSuccess : msg.pauseFailed)
        : success ? msg.clockSuccess : msg.clockPartial;
      return { success, message, employees, validationErrors, totalWorkMinutes };
    });
  }

  /** The request-level input errors (a plain 422: nothing is clocked). */
  private requestErrors(order: ClockOrder, date: string, time: string, steps: NonNullable<ClockInput['employees']>, now: DateTime): FieldErrors {
    const today = now.toISODate()!;
    const errors = new FieldErrors();
    if (!isIsoDate(date)) errors.add('date', msg.dateInvalid);
    else if (date > today) errors.add('date', msg.dateInFuture);
    else if (date < order.valid_from || date > order.valid_to) errors.add('date', msg.dateOutsideOrder);
    if (!TIME.test(time)) errors.add('time', msg.timeInvalid);
    // Issue 12.12: no clocking ahead of the server's clock (a couple of minutes' skew tolerated).
    else if (errors.empty && DateTime.fromISO(`${date}T${time}`, { zone: ZONE }) > now.plus({ minutes: CLOCK_SKEW_MINUTES })) {
      errors.add('time', msg.clockTimeInFuture);
    }
    if (steps.length === 0) errors.add('employees', msg.clockEmployeesRequired);
    const seen = new Set<number>();
    steps.forEach((s, i) => {
      if (blank(s.employeeId)) errors.add(`employees.${i}.employeeId`, msg.worklogEmployeeRequired);
      else if (seen.has(s.employeeId!)) errors.add(`employees.${s.employeeId}`, msg.clockEmployeeTwice);
      else seen.add(s.employeeId!);
    });
    return errors;
  }

  /**
   * WORK minutes of an order over all its days; open entries count up to now. Summed by the database
   * (clock-rules' orderWorkMinutes is the same rule in JS; a test holds them equal).
   */
  async totalWorkMinutes(em: EntityManager, orderId: number): Promise<number> {
    return withRawClient(em, async (db) => Number((await db.run([{ prepared: ORDER_WORK_MINUTES, args: [orderId, todayIso(), minutesOf(nowHHmm())] }]))[0].rows[0]?.total ?? 0));
  }

  private reasonOf(err: unknown): string {
    if (err instanceof StepRefused) return err.message;
    // A parallel request opened an entry first: the database's one-open-worklog index refused ours
    // (through the ORM or straight from the driver: SQLSTATE 23505).
    if (err instanceof UniqueConstraintViolationException || (err as { constraint?: string })?.constraint === 'worklog_one_open_per_employee') return msg.clockConcurrent;
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
