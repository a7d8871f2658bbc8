import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../auth/current-user.js';
import { AppError, ConflictError, FieldErrors, ForbiddenError, NotFoundError, type FieldError } from '../../errors.js';
import { msg } from '../../messages.js';
import { ZONE } from '../../shared-dates.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { withRawClient, type RawClient, type Statement } from '../../db/raw-sql.js';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';
import type { SettingsService } from '../settings/settings.service.js';
import { redactWarnings, type ComplianceService, type ComplianceWarningView } from '../compliance/compliance.service.js';
import { nextDay, previousDay, SHIFT_GAP_MINUTES, TIME, toMinutes } from '@inv/domain';
import { Worklog } from '../worklogs/worklog.entity.js';
import { isHiddenFrom, isOverlapViolation } from '../worklogs/worklog.service.js';
import { beforePreviousAction, ClockingAction, continuesAcrossMidnight, TimeclockStatus, employeeStatus, nightGoesOn, type DayEntry, type Now } from './clock-rules.js';
import * as policy from './timeclock.policy.js';
import { crewAndMinutes, crewAndMinutesOf, crewOf, ORDER_WORK_MINUTES, timeclockOrderOf, timeclockOrderStatements, type CrewRow, type CrewWorklog } from './timeclock.reads.js';
import {
  CLIENT_ID, CLOCK_ORDER, clockState, clockStepStatements, isKnownClientId, KNOWN_ACTIONS, RECORD_ACCEPTED, RECORD_REFUSED, StepRefused, uuidArrayText,
  type ClockOrder, type KnownAction, type StoredWorklog,
} from './timeclock.writes.js';
import type { ClockActionResult, ClockInput, ClockResult, TimeclockEmployee, TimeclockOrderView } from './timeclock.types.js';

/** Tolerated difference between a clocking device's clock and the server's (docs/decisions/auth-and-security.md#SEC-53). */
export const CLOCK_SKEW_MINUTES = 2;
const actorName = (a: CurrentUser) => `${a.firstName} ${a.lastName}`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** The status message of an open passenger entry without its start time. */
const hiddenPassengerStatus = (orderId: number, date: string, open: CrewWorklog, status: TimeclockStatus) =>
  open.order.id === orderId && (open.date === date || status === TimeclockStatus.CLOCKED_IN) ? msg.statusPassengerHidden : msg.statusElsewhereHidden(open.order.name);

const dayEntry = (w: CrewWorklog): DayEntry => ({
  orderId: w.order.id, orderName: w.order.name, date: w.date, start: w.start, end: w.end, worklogType: w.worklogType, comment: w.comment, open: w.open,
});

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** The outcome text of an accepted offline action: the spec's success text of its kind. */
const successText = (action: ClockingAction | null | undefined) =>
  action === ClockingAction.IN ? msg.clockInSuccess : action === ClockingAction.PAUSE ? msg.pauseSuccess : msg.clockSuccess;
/** Berlin's day and minute now. */
const nowOf = (now: DateTime): Now => ({ date: now.toISODate()!, time: now.toFormat('HH:mm') });
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
  constructor(
    private readonly settings: SettingsService,
    private readonly compliance: ComplianceService | null = null,
  ) {}

  /**
   * Now in Berlin: the clock's default time, its "in the future" limit, today's list and who counts as
   * still in the night before. A field so tests can stand at 01:30 after a night's evening.
   */
  now: () => DateTime = () => DateTime.now().setZone(ZONE);

  /**
   * Orders running on the day (default today), by order type and name. The list also holds an order
   * whose crew is still clocked in on it from the evening before (a night going on: today not yet 16
   * hours old, clock-rules' nightGoesOn), even when the order ended the day before: the team leader
   * ends the night from today's page.
   */
  async ordersOfDay(em: EntityManager, actor: CurrentUser, date?: string | null): Promise<Order[]> {
    if (!policy.canViewTimeclock(actor)) throw new ForbiddenError();
    const day = this.dateOf(date);
    const now = nowOf(this.now());
    let overnight: number[] = [];
    if (day <= now.date) {
      const rows: { order_id: number; start: string }[] = await em.execute('select order_id, start from worklog where open and date = ?', [previousDay(day)]);
      overnight = [...new Set(rows.filter((r) => nightGoesOn({ date: previousDay(day), start: r.start }, day, now)).map((r) => r.order_id))];
    }
    const running = { validFrom: { $lte: day }, validTo: { $gte: day } };
    return em.find(Order, overnight.length ? { $or: [running, { id: { $in: overnight } }] } : running, {
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
    const now = this.now();
    // The order (as the ORM loads it), the crew and the minutes: one message (timeclock.reads.ts).
    const results = await withRawClient(em, (db) => db.run([...timeclockOrderStatements(orderId), ...crewAndMinutes(orderId, day, now.toISODate()!, minutesOf(now.toFormat('HH:mm')))]));
    const order = timeclockOrderOf(em, results);
    if (!order) throw new NotFoundError(msg.orderNotFound);
    const { crew, totalWorkMinutes } = crewAndMinutesOf(results, day);
    return { date: day, order, employees: this.entries(actor, order.id, order.teamLeader?.id ?? null, day, crew, nowOf(now)), totalWorkMinutes };
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
    return this.entries(actor, order.id, order.teamLeader?.id ?? null, day, crew, nowOf(this.now()));
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
   *
   * Offline actions (applied exactly once): a request whose entries carry clientIds also reads the known ones in the
   * first message (after the row locks); a known one is skipped and its recorded outcome answered. The
   * day/time refusals (invalid, in the future, outside the order, closed month) are answered per action
   * then, and every other action's outcome is recorded in the step's transaction (a refusal after its
   * savepoint's rollback), so a replay answers exactly the first answer.
   */
  async clock(em: EntityManager, actor: CurrentUser, input: ClockInput): Promise<ClockResult> {
    const result = await this.clockSteps(em, actor, input);
    return { ...result, warnings: redactWarnings(actor, await this.clockInWarnings(em, input, result)) };
  }

  /**
   * What the accepted clock-ins cause under the compliance rules (rest time, a minor at night, the
   * minijob month, the short-term days): warnings on the employee, never a refusal. One read for all
   * employees of the request, after the commit (the new entries are still open, so they are no shift yet).
   */
  private async clockInWarnings(em: EntityManager, input: ClockInput, result: Omit<ClockResult, 'warnings'>): Promise<ComplianceWarningView[]> {
    if (!this.compliance) return [];
    const now = this.now();
    const date = blank(input.date) ? now.toISODate()! : input.date!;
    const time = blank(input.time) ? now.toFormat('HH:mm') : input.time!;
    const refused = new Set(result.validationErrors.map((e) => e.path));
    const replayed = new Set(result.actions.filter((a) => a.replay || !a.accepted).map((a) => a.clientId));
    const crew = new Map(result.employees.map((e) => [e.id, e]));
    const ins = (input.employees ?? []).filter(
      (s) =>
        s.clockingAction === ClockingAction.IN &&
        !refused.has(`employees.${s.employeeId}`) &&
        !(s.clientId != null && replayed.has(s.clientId)) &&
        !continuesShift(crew.get(s.employeeId!)?.worklogs ?? [], date, time),
    );
    if (ins.length === 0 || !isIsoDate(date) || !TIME.test(time)) return [];
    const warnings = await this.compliance.warningsFor(
      em,
      ins.map((s) => ({ employeeId: s.employeeId!, date, startTime: time })),
    );
    return [...warnings.values()].flat();
  }

  private async clockSteps(em: EntityManager, actor: CurrentUser, input: ClockInput): Promise<Omit<ClockResult, 'warnings'>> {
    if (!policy.canClock(actor)) throw new ForbiddenError();
    const now = this.now();
    const today = now.toISODate()!;
    const date = blank(input.date) ? today : input.date!;
    const time = blank(input.time) ? now.toFormat('HH:mm') : input.time!;
    const steps = input.employees ?? [];
    const ids = steps.map((s) => s.employeeId!);
    const offline = steps.some((s) => s.clientId != null);
    return withRawClient(em, async (db) => {
      // What the first message needs (a day, the employees); otherwise the request is refused anyway: 404 before 422, as ever.
      const malformed = steps.length === 0 || steps.some((s) => blank(s.employeeId) || (s.clientId != null && !CLIENT_ID.test(s.clientId)));
      if (malformed || (!offline && !isIsoDate(date))) {
        const [found] = await db.run([{ prepared: CLOCK_ORDER, args: [input.orderId] }]);
        if (!found.rows[0]) throw new NotFoundError(msg.orderNotFound);
        this.requestErrors(found.rows[0] as ClockOrder, date, time, steps, now).throwIfAny();
      }
      const clientIds = offline ? steps.flatMap((s) => (s.clientId != null ? [s.clientId.toLowerCase()] : [])) : [];
      const first = ['begin', ...clockState(input.orderId, ids, isIsoDate(date) ? date : null)];
      const [, orderRows, locked, logs, knownRows] = await db.run(offline ? [...first, { prepared: KNOWN_ACTIONS, args: [uuidArrayText(clientIds)] }] : first);
      const order = orderRows.rows[0] as ClockOrder | undefined;
      if (!order) throw new NotFoundError(msg.orderNotFound);
      // An offline request: day and time refused per action (below), the rest as ever.
      let refusedWhen: string | null = null;
      if (offline) {
        this.stepErrors(steps, new FieldErrors()).throwIfAny();
        refusedWhen = this.whenErrors(order, date, time, now)[0]?.message ?? null;
        if (!refusedWhen && date < this.settings.earliestValidFromOf(order.earliest_valid_from)) refusedWhen = msg.closedMonth;
      } else {
        this.requestErrors(order, date, time, steps, now).throwIfAny();
        if (date < this.settings.earliestValidFromOf(order.earliest_valid_from)) throw new ConflictError(msg.closedMonth);
      }

      // Every employee's statements, planned on its own entries (they do not depend on each other's).
      const active = new Set((locked.rows as { id: number }[]).map((r) => r.id));
      const stored = logs.rows as StoredWorklog[];
      const openOf = (employeeId: number) => stored.find((w) => w.employee_id === employeeId && w.open);
      // A night continued across midnight closes its evening entry at 24:00: that day must be open too.
      const earliest = this.settings.earliestValidFromOf(order.earliest_valid_from);
      const intoClosedMonth = (employeeId: number) => {
        const o = openOf(employeeId);
        return !!o && TIME.test(time) && o.date < date && o.date < earliest && continuesAcrossMidnight(o, date, time);
      };
      if (!offline && steps.some((s) => intoClosedMonth(s.employeeId!))) throw new ConflictError(msg.closedMonth);
      // The day after the order's end belongs to its last night only: there, only a shift open on the order goes on.
      const afterOrder = isIsoDate(date) && date > order.valid_to;
      const known = new Map(((knownRows?.rows ?? []) as KnownAction[]).map((k) => [k.client_id, k]));
      const refused = new Map<number, FieldError>();
      const refuse = (i: number, err: unknown) => refused.set(i, { path: `employees.${steps[i].employeeId}`, message: this.reasonOf(err) });
      const outcomes = new Map<number, ClockActionResult>();
      const writes: { i: number; statements: Statement[] }[] = [];
      const instant = new Date();
      const recordOf = (i: number, accepted: boolean, message: string): Statement => {
        const s = steps[i];
        const args = [s.clientId!.toLowerCase(), s.employeeId, order.id, isIsoDate(date) ? date : null, TIME.test(time) ? time : null, s.clockingAction ?? null, s.worklogType ?? null, accepted, message, actor.id];
        return { prepared: accepted ? RECORD_ACCEPTED : RECORD_REFUSED, args };
      };
      steps.forEach((s, i) => {
        const employeeId = s.employeeId!;
        const recorded = s.clientId != null ? known.get(s.clientId.toLowerCase()) : undefined;
        if (recorded) {
          outcomes.set(i, { clientId: s.clientId!, employeeId: recorded.employee_id, accepted: recorded.accepted, message: recorded.message, replay: true });
          if (!recorded.accepted) refused.set(i, { path: `employees.${employeeId}`, message: recorded.message });
          return;
        }
        if (!active.has(employeeId)) return refuse(i, new StepRefused(msg.employeeInvalid));
        if (refusedWhen) return refuse(i, new StepRefused(refusedWhen));
        if (intoClosedMonth(employeeId)) return refuse(i, new StepRefused(msg.closedMonth));
        if (afterOrder && openOf(employeeId)?.order_id !== order.id) return refuse(i, new StepRefused(msg.dateOutsideOrder));
        try {
          const own = stored.filter((w) => w.employee_id === employeeId);
          if (s.clientId != null && beforePreviousAction(own, date, time)) throw new StepRefused(msg.clockBeforePreviousAction);
          const step = { orderId: order.id, date, time, employeeId, action: s.clockingAction, worklogType: s.worklogType, earliest };
          const statements = clockStepStatements(em, actorName(actor), step, own, instant);
          if (s.clientId != null) statements.unshift(recordOf(i, true, successText(s.clockingAction)));
          writes.push({ i, statements });
        } catch (err) {
          refuse(i, err);
        }
      });
      // A clientId the primary key found recorded meanwhile (the same id sent for another employee in parallel).
      const raced = new Set<number>();
      const failed = (i: number, err: unknown) => (steps[i].clientId != null && isKnownClientId(err) ? raced.add(i) : refuse(i, err));
      /** The refusals' outcomes, recorded after their step's rollback (those of replays and races excepted). */
      const refusalRecords = () => {
        const at: number[] = [];
        const statements = [...refused.keys()]
          .filter((i) => steps[i].clientId != null && !outcomes.has(i) && !raced.has(i))
          .sort((a, b) => a - b)
          .map((i) => (at.push(i), recordOf(i, false, refused.get(i)!.message)));
        return { at, statements };
      };

      // The list after the request, once (not per step), read right after the commit.
      const listDate = isIsoDate(date) ? date : today; // an offline request's invalid date: the list of today
      const reads = crewAndMinutes(order.id, listDate, today, minutesOf(now.toFormat('HH:mm')));
      let after;
      let records: { at: number[]; statements: Statement[] };
      let recordsFrom = 0;
      if (steps.length === 1) {
        const statements = writes[0]?.statements ?? [];
        try {
          records = refusalRecords();
          recordsFrom = statements.length;
          after = await db.run([...statements, ...records.statements, 'commit', ...reads]);
        } catch (err) {
          failed(0, err); // a domain refusal by the database; anything else is the request's 500
          records = refusalRecords();
          recordsFrom = 1;
          after = await db.run(['rollback', ...records.statements, ...reads]);
        }
      } else {
        let undo: Statement[] = [];
        for (const { i, statements } of writes) {
          if (statements.length === 0) continue;
          try {
            await db.run([...undo, `savepoint ${STEP}`, ...statements, `release savepoint ${STEP}`]);
            undo = [];
          } catch (err) {
            failed(i, err);
            undo = [`rollback to savepoint ${STEP}`, `release savepoint ${STEP}`];
          }
        }
        records = refusalRecords();
        recordsFrom = undo.length;
        after = await db.run([...undo, ...records.statements, 'commit', ...reads]);
      }
      // Outcomes not recorded by this request: a parallel one recorded the clientId first (answered as a replay).
      const unrecorded = [...raced, ...records.at.filter((i, n) => after[recordsFrom + n].rowCount === 0)];
      if (unrecorded.length) await this.answerRecorded(db, steps, unrecorded, outcomes, refused);
      steps.forEach((s, i) => {
        if (s.clientId == null || outcomes.has(i)) return;
        const refusal = refused.get(i);
        outcomes.set(i, { clientId: s.clientId, employeeId: s.employeeId!, accepted: !refusal, message: refusal?.message ?? successText(s.clockingAction), replay: false });
      });

      const { crew, totalWorkMinutes } = crewAndMinutesOf(after, listDate);
      const employees = this.entries(actor, order.id, order.team_leader_id, listDate, crew, nowOf(now));
      const validationErrors = [...refused.entries()].sort((a, b) => a[0] - b[0]).map(([, e]) => e);
      const success = validationErrors.length === 0;
      const actions = new Set(steps.map((s) => s.clockingAction));
      const only = actions.size === 1 ? [...actions][0] : null;
      const message =
        only === ClockingAction.IN ? (success ? msg.clockInSuccess : msg.clockInPartial)
        : only === ClockingAction.PAUSE ? (success ? msg.pauseSuccess : msg.pauseFailed)
        : success ? msg.clockSuccess : msg.clockPartial;
      const answered = [...outcomes.entries()].sort((a, b) => a[0] - b[0]).map(([, o]) => o);
      return { success, message, employees, validationErrors, totalWorkMinutes, actions: answered };
    });
  }

  /** The recorded outcomes of `steps` a parallel request recorded first: answered (and refused) as replays. */
  private async answerRecorded(db: RawClient, steps: NonNullable<ClockInput['employees']>, indexes: number[], outcomes: Map<number, ClockActionResult>, refused: Map<number, FieldError>) {
    const [rows] = await db.run([{ prepared: KNOWN_ACTIONS, args: [uuidArrayText(indexes.map((i) => steps[i].clientId!.toLowerCase()))] }]);
    const known = new Map((rows.rows as KnownAction[]).map((k) => [k.client_id, k]));
    for (const i of indexes) {
      const first = known.get(steps[i].clientId!.toLowerCase());
      if (!first) continue; // an employee id that does not exist: nothing recorded, this answer stands
      outcomes.set(i, { clientId: steps[i].clientId!, employeeId: first.employee_id, accepted: first.accepted, message: first.message, replay: true });
      if (first.accepted) refused.delete(i);
      else refused.set(i, { path: `employees.${steps[i].employeeId}`, message: first.message });
    }
  }

  /** The request-level input errors (a plain 422: nothing is clocked). */
  private requestErrors(order: ClockOrder, date: string, time: string, steps: NonNullable<ClockInput['employees']>, now: DateTime): FieldErrors {
    const errors = new FieldErrors();
    for (const e of this.whenErrors(order, date, time, now)) errors.add(e.path, e.message);
    return this.stepErrors(steps, errors);
  }

  /** The day and time of a request refused: invalid, in the future, outside the order. */
  private whenErrors(order: ClockOrder, date: string, time: string, now: DateTime): FieldError[] {
    const today = now.toISODate()!;
    const errors: FieldError[] = [];
    if (!isIsoDate(date)) errors.push({ path: 'date', message: msg.dateInvalid });
    else if (date > today) errors.push({ path: 'date', message: msg.dateInFuture });
    // The day after the order's end: its last night may be ended there (refused per employee otherwise).
    else if (date < order.valid_from || (date > order.valid_to && date !== nextDay(order.valid_to))) errors.push({ path: 'date', message: msg.dateOutsideOrder });
    if (!TIME.test(time)) errors.push({ path: 'time', message: msg.timeInvalid });
    // No clocking ahead of the server's clock (a couple of minutes' skew tolerated).
    else if (errors.length === 0 && DateTime.fromISO(`${date}T${time}`, { zone: ZONE }) > now.plus({ minutes: CLOCK_SKEW_MINUTES })) {
      errors.push({ path: 'time', message: msg.clockTimeInFuture });
    }
    return errors;
  }

  /** The employee entries of a request refused: none, an employee missing or twice, an invalid or repeated clientId. */
  private stepErrors(steps: NonNullable<ClockInput['employees']>, errors: FieldErrors): FieldErrors {
    if (steps.length === 0) errors.add('employees', msg.clockEmployeesRequired);
    const seen = new Set<number>();
    const clientIds = new Set<string>();
    steps.forEach((s, i) => {
      if (blank(s.employeeId)) errors.add(`employees.${i}.employeeId`, msg.worklogEmployeeRequired);
      else if (seen.has(s.employeeId!)) errors.add(`employees.${s.employeeId}`, msg.clockEmployeeTwice);
      else seen.add(s.employeeId!);
      if (s.clientId == null) return;
      const id = s.clientId.toLowerCase();
      if (!CLIENT_ID.test(id) || clientIds.has(id)) errors.add(`employees.${i}.clientId`, msg.clientIdInvalid);
      clientIds.add(id);
    });
    return errors;
  }

  /**
   * WORK minutes of an order over all its days; open entries count up to now. Summed by the database
   * (clock-rules' orderWorkMinutes is the same rule in JS; a test holds them equal).
   */
  async totalWorkMinutes(em: EntityManager, orderId: number): Promise<number> {
    return withRawClient(em, async (db) => Number((await db.run([{ prepared: ORDER_WORK_MINUTES, args: [orderId, this.now().toISODate()!, minutesOf(this.now().toFormat('HH:mm'))] }]))[0].rows[0]?.total ?? 0));
  }

  private reasonOf(err: unknown): string {
    if (err instanceof StepRefused) return err.message;
    // A parallel request opened an entry first: the database's one-open-worklog index refused ours
    // (through the ORM or straight from the driver: SQLSTATE 23505).
    if (err instanceof UniqueConstraintViolationException || (err as { constraint?: string })?.constraint === 'worklog_one_open_per_employee') return msg.clockConcurrent;
    // The database's worklog_no_overlap refused what the overlap check could not see.
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
    if (blank(date)) return this.now().toISODate()!;
    if (!isIsoDate(date)) new FieldErrors().add('date', msg.dateInvalid).throwIfAny();
    return date!;
  }

  /** Assigned employees, everyone with a worklog on the order that day and everyone still in the night before on it. */
  private async listedIds(em: EntityManager, orderId: number, date: string): Promise<number[]> {
    const rows: { employee_id: number }[] = await em.execute(
      `select employee_id from order_assignment where order_id = ? union select employee_id from worklog where order_id = ? and date = ?
       union select employee_id from worklog where order_id = ? and open and date = ?::date - 1`,
      [orderId, orderId, date, orderId, date],
    );
    return rows.map((r) => r.employee_id);
  }

  /**
   * The entries of the crew, state computed in memory. Without Accounting_Employee_ViewPassengerTimes
   * (no field leaks) passenger entries are left out of the worklogs and the open entry, and their times out of
   * the status message; the status itself stays (a passenger must still be clocked out).
   */
  private entries(actor: CurrentUser, orderId: number, teamLeaderId: number | null, date: string, crew: CrewRow[], now: Now): TimeclockEmployee[] {
    return crew.map((e) => {
      const own = e.day.filter((w) => !isHiddenFrom(actor, w));
      const openOne = e.open;
      const openShown = openOne && !isHiddenFrom(actor, openOne) ? openOne : null;
      const state = employeeStatus(orderId, date, own.map(dayEntry), openOne && dayEntry(openOne), now);
      if (openOne && !openShown) state.statusMessage = hiddenPassengerStatus(orderId, date, openOne, state.status);
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

/**
 * An IN within the shift gap after an entry of the same day ended (back from a pause, from travel to
 * work) continues the shift begun earlier: its warnings were answered when the shift began, and the
 * rest-time rule sees no new shift. Only a clock-in that starts a shift is checked again.
 */
function continuesShift(day: readonly { date: string; end: string | null }[], date: string, time: string): boolean {
  const at = toMinutes(time);
  return day.some((w) => w.date === date && w.end !== null && toMinutes(w.end) <= at && at - toMinutes(w.end) < SHIFT_GAP_MINUTES);
}
