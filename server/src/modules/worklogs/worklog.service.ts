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
import { automaticPauseChanges, END_OF_DAY, nextDay, overlaps, previousDay, WORKLOG_MESSAGES, worklogTimeOrderProblems, worklogTimeProblem } from '@inv/domain';
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
  /** Create only: `end` lies on the next day; saved as start–24:00 and 00:00–end. */
  endsNextDay?: boolean | null;
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
 * the earliest valid date (409). After every change the automatic pauses of the shifts touching the
 * changed days are placed anew (ArbZG §4, @inv/domain automaticPauseChanges).
 */
/**
 * Without Accounting_Employee_ViewPassengerTimes passenger entries are not sent at all: their start
 * and end would give away the passenger time that is withheld.
 */
export const passengerFilter = (actor: CurrentUser): { worklogType?: { $ne: WorklogType } } =>
  policy.canSeePassengerTimes(actor) ? {} : { worklogType: { $ne: WorklogType.PASSENGER } };

/** The same rule for worklogs already loaded (passenger times hidden on every path, nested fields too). */
export const isHiddenFrom = (actor: CurrentUser, w: { worklogType: WorklogType }) =>
  w.worklogType === WorklogType.PASSENGER && !policy.canSeePassengerTimes(actor);

/** SQLSTATE 23P01: the exclusion constraint worklog_no_overlap refused overlapping worked times. */
export const isOverlapViolation = (err: unknown) => (err as { code?: string })?.code === '23P01';

/**
 * A change of an employee's worklogs in one transaction under the same row lock of the employee the
 * clocking takes, so overlap checks and the automatic pause see the previous change. The
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

  /**
   * With `endsNextDay` the entry is saved as two, start–24:00 on the date and 00:00–end on the next day,
   * in one transaction; the answer is the first. The night belongs to its order: the next day may lie
   * after the order's last day (as the timeclock continues an entry across midnight), but not in the future.
   */
  async create(em: EntityManager, actor: CurrentUser, input: WorklogInput): Promise<Worklog> {
    if (!policy.canCreateWorklogs(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    if (blank(input.date)) errors.add('date', WORKLOG_MESSAGES.dateRequired);
    if (blank(input.employeeId)) errors.add('employeeId', WORKLOG_MESSAGES.employeeRequired);
    if (blank(input.orderId)) errors.add('orderId', WORKLOG_MESSAGES.orderRequired);
    const overnight = input.endsNextDay === true;
    this.validateTimes(errors, input, overnight);
    errors.throwIfAny();
    const [order, employee] = await Promise.all([em.findOne(Order, { id: input.orderId! }), em.findOne(Employee, { id: input.employeeId! })]);
    if (!order) errors.add('orderId', WORKLOG_MESSAGES.orderRequired);
    if (!employee) errors.add('employeeId', WORKLOG_MESSAGES.employeeRequired);
    errors.throwIfAny();
    await this.checkDate(em, input.date!, order!);
    const next = nextDay(input.date!);
    if (overnight && next > todayIso()) new FieldErrors().add('end', WORKLOG_MESSAGES.nextDayInFuture).throwIfAny();
    return inWorkday(em, employee!.id, async (tx) => {
      const entry = (date: string, start: string, end: string) =>
        tx.create(Worklog, {
          date, start, end, worklogType: input.worklogType!, comment: input.comment?.trim() ?? '',
          order: order!, employee: employee!, insertUser: actorName(actor),
        });
      const worklogs = overnight ? [entry(input.date!, input.start!, END_OF_DAY), entry(next, '00:00', input.end!)] : [entry(input.date!, input.start!, input.end!)];
      for (const w of worklogs) await this.assertNoOverlap(tx, w);
      await tx.flush();
      await this.bookAutomaticPause(tx, actor, employee!.id, worklogs.map((w) => w.date));
      return worklogs[0];
    });
  }

  async update(em: EntityManager, actor: CurrentUser, id: number, input: WorklogInput): Promise<Worklog> {
    const worklog = await this.get(em, actor, id);
    if (!policy.canEditWorklogOf(actor, worklog.employee.id)) throw new ForbiddenError();
    if (worklog.automatic) throw new ConflictError(msg.automaticPauseReadOnly);
    const merged = { start: input.start ?? worklog.start, end: input.end ?? worklog.end, worklogType: input.worklogType ?? worklog.worklogType };
    // A night is two entries: each is changed on its own day (its end 24:00, its start 00:00).
    if (input.endsNextDay) new FieldErrors().add('endsNextDay', msg.nextDayOnlyOnCreate).throwIfAny();
    const errors = new FieldErrors();
    this.validateTimes(errors, merged, false);
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
      await this.bookAutomaticPause(tx, actor, worklog.employee.id, [worklog.date]);
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
      await this.bookAutomaticPause(tx, actor, employeeId, [date]);
    });
    return true;
  }

  // ------------------------------------------------------------ rules

  /**
   * Start 00:00–23:59, end up to 24:00, start before end (spec). `overnight`: the end lies on the next
   * day, so it lies after 00:00 and at the start at the latest (a shift of at most 24 hours).
   */
  private validateTimes(errors: FieldErrors, w: { start?: string | null; end?: string | null; worklogType?: WorklogType | null }, overnight: boolean) {
    const startProblem = worklogTimeProblem('start', w.start);
    if (startProblem) errors.add('start', startProblem);
    const endProblem = worklogTimeProblem('end', w.end);
    if (endProblem) errors.add('end', endProblem);
    if (blank(w.worklogType)) errors.add('worklogType', WORKLOG_MESSAGES.typeRequired);
    for (const p of worklogTimeOrderProblems(w.start ?? '', w.end ?? '', overnight)) errors.add(p.path, p.message);
  }

  private async checkDate(em: EntityManager, date: string, order: Order) {
    const errors = new FieldErrors();
    if (!isIsoDate(date)) errors.add('date', msg.dateInvalid);
    else if (date > todayIso()) errors.add('date', WORKLOG_MESSAGES.dateInFuture);
    else if (date < order.validFrom || date > order.validTo) errors.add('date', WORKLOG_MESSAGES.dateOutsideOrder);
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
   * Places the automatic pauses (ArbZG §4; flag `automatic`, comment 'Automatische Pause') of the
   * employee's shifts around the changed `days` anew, as the entries stand in this transaction. Each
   * piece is booked on its day and on the order of the WORK entry it lies in.
   */
  async bookAutomaticPause(em: EntityManager, actor: CurrentUser | null, employeeId: number, days: readonly string[]) {
    // A shift that held a changed entry may, after the change, touch only the day before or after it
    // (a night whose evening was deleted): those days are re-placed too, from their neighbours' entries.
    const touched = [...new Set(days.flatMap((d) => [previousDay(d), d, nextDay(d)]))].sort();
    const from = previousDay(touched[0]);
    const to = nextDay(touched.at(-1)!);
    const entries = await em.find(Worklog, { employee: employeeId, date: { $gte: from, $lte: to } }, { orderBy: { date: 'asc', start: 'asc' } });
    const change = automaticPauseChanges(entries, touched);
    // A neighbouring day may lie in a closed month (the 1st's day before): what was paid stays as it was.
    const earliest = await this.settings.earliestValidFrom(em);
    for (const p of change.remove) if (p.date >= earliest) em.remove(p);
    for (const slot of change.add) {
      if (slot.date < earliest) continue;
      em.create(Worklog, {
        date: slot.date, start: slot.start, end: slot.end, worklogType: WorklogType.PAUSE, comment: AUTOMATIC_PAUSE, automatic: true,
        order: slot.work.order, employee: slot.work.employee, insertUser: actor ? actorName(actor) : 'System',
      });
    }
    await em.flush();
  }
}
