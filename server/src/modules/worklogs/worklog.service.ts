import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../auth/current-user.js';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { today, ZONE } from '../../shared-dates.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { END_TIME } from '@inv/domain';
import { automaticPause, overlaps, TIME, toMinutes } from './time-math.js';
import { AUTOMATIC_PAUSE, Worklog, WorklogType } from './worklog.entity.js';
import * as policy from './worklog.policy.js';

export interface WorklogInput {
  date?: string | null;
  start?: string | null;
  end?: string | null;
  worklogType?: WorklogType | null;
  comment?: string | null;
  orderId?: number | null;
  employeeId?: number | null;
}

const COUNTED = [WorklogType.WORK, WorklogType.TRAVEL, WorklogType.PASSENGER];
const todayIso = () => today().toISODate()!;
const actorName = (a: CurrentUser) => `${a.firstName} ${a.lastName}`;

export function monthRange(yearMonth: string | null | undefined): { from: string; to: string } {
  const ym = yearMonth ?? today().toFormat('yyyy-MM');
  const start = DateTime.fromFormat(ym, 'yyyy-MM', { zone: ZONE });
  if (!/^\d{4}-\d{2}$/.test(ym) || !start.isValid) new FieldErrors().add('yearMonth', msg.yearMonthInvalid).throwIfAny();
  return { from: start.toISODate()!, to: start.endOf('month').toISODate()! };
}

/**
 * Worklogs (spec 1 §4–5): required fields, start before end, the date inside the order's validity and
 * not in the future, no overlapping work/travel/passenger times of one employee (409), nothing before
 * the earliest valid date (409). After every change the day's automatic pause is booked anew.
 */
/**
 * Without Accounting_Employee_ViewPassengerTimes passenger entries are not sent at all: their start
 * and end would give away the passenger time that is withheld.
 */
export const passengerFilter = (actor: CurrentUser): { worklogType?: { $ne: WorklogType } } =>
  policy.canSeePassengerTimes(actor) ? {} : { worklogType: { $ne: WorklogType.PASSENGER } };

/** The same rule for worklogs already loaded (#12.4: every path, nested fields too). */
export const isHiddenFrom = (actor: CurrentUser, w: { worklogType: WorklogType }) =>
  w.worklogType === WorklogType.PASSENGER && !policy.canSeePassengerTimes(actor);

/** SQLSTATE 23P01: the exclusion constraint worklog_no_overlap refused overlapping worked times. */
export const isOverlapViolation = (err: unknown) => (err as { code?: string })?.code === '23P01';

/**
 * A change of an employee's worklogs in one transaction under the same row lock of the employee the
 * clocking takes (#12.6), so overlap checks and the automatic pause see the previous change. The
 * database's worklog_no_overlap stays the last word: its violation is the service's 409.
 */
export async function inWorkday<T>(em: EntityManager, employeeId: number, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await em.transactional(async (tx) => {
      await tx.execute('select id from employee where id = ? for no key update', [employeeId]);
      return work(tx);
    });
  } catch (err) {
    if (isOverlapViolation(err)) throw new ConflictError(msg.worklogOverlap);
    throw err;
  }
}

/** The fields the overlap rule reads. */
export type OverlapEntry = Pick<Worklog, 'date' | 'start' | 'end' | 'worklogType'> & { id?: number };

/**
 * The overlap rule on entries already loaded: `w` against the same day's worked entries other than
 * itself (a refusal is the 409 of the worklogs).
 */
export function assertNoOverlapIn(w: OverlapEntry, day: readonly OverlapEntry[]): void {
  if (!COUNTED.includes(w.worklogType)) return;
  const sameDay = day.filter((other) => other.date === w.date && COUNTED.includes(other.worklogType) && !(w.id && other.id === w.id));
  if (sameDay.some((other) => other !== w && overlaps(other, w))) throw new ConflictError(msg.worklogOverlap);
}

/** The fields the automatic pause reads. */
export type PauseEntry = Pick<Worklog, 'start' | 'end' | 'worklogType' | 'comment'>;

/**
 * What booking a day's automatic pause anew changes, from the day's entries: the previous automatic
 * pauses to remove (all but one lying exactly where the needed one lies) and the pause to add, on the
 * order of the day's last finished WORK entry — or nothing.
 */
export function automaticPauseChange<T extends PauseEntry>(entries: readonly T[]): { remove: T[]; add: { start: string; end: string; lastWork: T } | null } {
  const day = [...entries].sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
  const previous = day.filter((w) => w.comment === AUTOMATIC_PAUSE);
  const needed = automaticPause(day);
  const keep = previous.find((p) => needed && p.start === needed.start && p.end === needed.end);
  return {
    remove: previous.filter((p) => p !== keep),
    add: needed && !keep ? { ...needed, lastWork: day.filter((w) => w.worklogType === WorklogType.WORK && w.end).at(-1)! } : null,
  };
}

export class WorklogService {
  constructor(private readonly settings: SettingsService) {}

  async get(em: EntityManager, actor: CurrentUser, id: number): Promise<Worklog> {
    const worklog = await em.findOne(Worklog, { id }, { populate: ['order', 'employee'] });
    // A passenger entry does not exist for those who may not see passenger times (read, change, delete).
    if (!worklog || isHiddenFrom(actor, worklog)) throw new NotFoundError(msg.worklogNotFound);
    if (!policy.canViewWorklogsOf(actor, worklog.employee.id)) throw new ForbiddenError();
    return worklog;
  }

  async listForEmployee(em: EntityManager, actor: CurrentUser, employeeId: number, yearMonth?: string | null): Promise<Worklog[]> {
    if (!policy.canViewEmployeeMonthOf(actor, employeeId)) throw new ForbiddenError();
    const { from, to } = monthRange(yearMonth);
    return em.find(Worklog, { employee: employeeId, date: { $gte: from, $lte: to }, ...passengerFilter(actor) }, { orderBy: { date: 'asc', start: 'asc' }, populate: ['order', 'employee'] });
  }

  async listForOrder(em: EntityManager, actor: CurrentUser, orderId: number, yearMonth?: string | null): Promise<Worklog[]> {
    if (!policy.canViewWorklogsOf(actor, -1)) throw new ForbiddenError();
    const { from, to } = monthRange(yearMonth);
    return em.find(Worklog, { order: orderId, date: { $gte: from, $lte: to }, ...passengerFilter(actor) }, { orderBy: { date: 'asc', start: 'asc' }, populate: ['order', 'employee'] });
  }

  /**
   * The clocking history of an employee's day (optionally one order): every entry with who booked it
   * and when, who changed it last and when, and whether it is still open.
   */
  async clockingHistory(em: EntityManager, actor: CurrentUser, employeeId: number, date: string, orderId?: number | null): Promise<Worklog[]> {
    if (!policy.canViewWorklogsOf(actor, employeeId)) throw new ForbiddenError();
    if (!isIsoDate(date)) new FieldErrors().add('date', msg.dateInvalid).throwIfAny();
    return em.find(Worklog, { employee: employeeId, date, ...(orderId != null ? { order: orderId } : {}), ...passengerFilter(actor) }, { orderBy: { start: 'asc', id: 'asc' }, populate: ['order', 'employee'] });
  }

  /** Orders running on a day: what the worklog dialog offers. */
  async availableOrders(em: EntityManager, actor: CurrentUser, date: string): Promise<Order[]> {
    if (!policy.canListDayOrders(actor)) throw new ForbiddenError();
    if (!isIsoDate(date)) new FieldErrors().add('date', msg.dateInvalid).throwIfAny();
    return em.find(Order, { validFrom: { $lte: date }, validTo: { $gte: date } }, { orderBy: { name: 'asc' } });
  }

  async create(em: EntityManager, actor: CurrentUser, input: WorklogInput): Promise<Worklog> {
    if (!policy.canCreateWorklogs(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    if (blank(input.date)) errors.add('date', msg.worklogDateRequired);
    if (blank(input.employeeId)) errors.add('employeeId', msg.worklogEmployeeRequired);
    if (blank(input.orderId)) errors.add('orderId', msg.worklogOrderRequired);
    this.validateTimes(errors, input);
    errors.throwIfAny();
    const [order, employee] = await Promise.all([em.findOne(Order, { id: input.orderId! }), em.findOne(Employee, { id: input.employeeId! })]);
    if (!order) errors.add('orderId', msg.worklogOrderRequired);
    if (!employee) errors.add('employeeId', msg.worklogEmployeeRequired);
    errors.throwIfAny();
    await this.checkDate(em, input.date!, order!);
    return inWorkday(em, employee!.id, async (tx) => {
      const worklog = tx.create(Worklog, {
        date: input.date!, start: input.start!, end: input.end!, worklogType: input.worklogType!, comment: input.comment?.trim() ?? '',
        order: order!, employee: employee!, insertUser: actorName(actor),
      });
      await this.assertNoOverlap(tx, worklog);
      await tx.flush();
      await this.bookAutomaticPause(tx, actor, employee!.id, worklog.date);
      return worklog;
    });
  }

  async update(em: EntityManager, actor: CurrentUser, id: number, input: WorklogInput): Promise<Worklog> {
    const worklog = await this.get(em, actor, id);
    if (!policy.canEditWorklogOf(actor, worklog.employee.id)) throw new ForbiddenError();
    if (worklog.comment === AUTOMATIC_PAUSE) throw new ConflictError(msg.automaticPauseReadOnly);
    const merged = { start: input.start ?? worklog.start, end: input.end ?? worklog.end, worklogType: input.worklogType ?? worklog.worklogType };
    const errors = new FieldErrors();
    this.validateTimes(errors, merged);
    errors.throwIfAny();
    await this.assertOpen(em, worklog.date);
    return inWorkday(em, worklog.employee.id, async (tx) => {
      Object.assign(worklog, merged, {
        comment: input.comment === undefined ? worklog.comment : (input.comment?.trim() ?? ''),
        open: false,
        updateUser: actorName(actor),
        updateTime: new Date(),
      });
      await this.assertNoOverlap(tx, worklog);
      await tx.flush();
      await this.bookAutomaticPause(tx, actor, worklog.employee.id, worklog.date);
      return worklog;
    });
  }

  async delete(em: EntityManager, actor: CurrentUser, id: number): Promise<boolean> {
    if (!policy.canDeleteWorklogs(actor)) throw new ForbiddenError();
    const worklog = await this.get(em, actor, id);
    await this.assertOpen(em, worklog.date);
    await inWorkday(em, worklog.employee.id, async (tx) => {
      const { date } = worklog;
      const employeeId = worklog.employee.id;
      tx.remove(worklog);
      await tx.flush();
      await this.bookAutomaticPause(tx, actor, employeeId, date);
    });
    return true;
  }

  // ------------------------------------------------------------ rules

  private validateTimes(errors: FieldErrors, w: { start?: string | null; end?: string | null; worklogType?: WorklogType | null }) {
    if (blank(w.start)) errors.add('start', msg.worklogStartRequired);
    else if (!TIME.test(w.start!)) errors.add('start', msg.timeInvalid);
    if (blank(w.end)) errors.add('end', msg.worklogEndRequired);
    else if (!END_TIME.test(w.end!)) errors.add('end', msg.timeInvalid);
    if (blank(w.worklogType)) errors.add('worklogType', msg.worklogTypeRequired);
    if (TIME.test(w.start ?? '') && END_TIME.test(w.end ?? '') && toMinutes(w.start!) >= toMinutes(w.end!)) {
      errors.add('start', msg.startBeforeEnd).add('end', msg.startBeforeEnd);
    }
  }

  private async checkDate(em: EntityManager, date: string, order: Order) {
    const errors = new FieldErrors();
    if (!isIsoDate(date)) errors.add('date', msg.dateInvalid);
    else if (date > todayIso()) errors.add('date', msg.dateInFuture);
    else if (date < order.validFrom || date > order.validTo) errors.add('date', msg.dateOutsideOrder);
    errors.throwIfAny();
    await this.assertOpen(em, date);
  }

  async assertOpen(em: EntityManager, date: string) {
    if (date < (await this.settings.earliestValidFrom(em))) throw new ConflictError(msg.closedMonth);
  }

  /**
   * `day`: the employee's entries of that day already loaded in this transaction under the employee's
   * row lock (the clock request loads them once), instead of a query.
   */
  async assertNoOverlap(em: EntityManager, w: Worklog, day?: readonly Worklog[]) {
    if (!COUNTED.includes(w.worklogType)) return;
    assertNoOverlapIn(w, day ?? (await em.find(Worklog, { employee: w.employee, date: w.date, worklogType: { $in: COUNTED }, ...(w.id ? { id: { $ne: w.id } } : {}) })));
  }

  /**
   * Re-books the automatic pause of an employee's day from scratch (ArbZG §4; comment 'Automatische Pause').
   * `loadedDay`: the day's entries as they stand in this EntityManager (see assertNoOverlap), instead of a query.
   */
  async bookAutomaticPause(em: EntityManager, actor: CurrentUser | null, employeeId: number, date: string, loadedDay?: readonly Worklog[]) {
    const change = automaticPauseChange(loadedDay ?? (await em.find(Worklog, { employee: employeeId, date }, { orderBy: { start: 'asc' } })));
    for (const p of change.remove) em.remove(p);
    if (change.add) {
      const { start, end, lastWork } = change.add;
      em.create(Worklog, {
        date, start, end, worklogType: WorklogType.PAUSE, comment: AUTOMATIC_PAUSE,
        order: lastWork.order, employee: lastWork.employee, insertUser: actor ? actorName(actor) : 'System',
      });
    }
    await em.flush();
  }
}
