import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { FieldErrors, ForbiddenError } from '../../errors.js';
import { msg } from '../../messages.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { Employee } from '../employees/employee.entity.js';
import { Order } from '../orders/order.entity.js';
import { compareDeSql, dayTotals, perDiemAmountProblem } from '@inv/domain';
import { PerDiem, Worklog } from './worklog.entity.js';
import * as policy from './worklog.policy.js';
import { monthRange, type WorklogService } from './worklog.service.js';
import type { SettingsService } from '../settings/settings.service.js';

export interface PerDiemInput {
  orderId?: number | null;
  date?: string | null;
  catering?: number | null;
  misc?: number | null;
  breakfast?: boolean | null;
}

/**
 * Per diems (spec 1 §5): the amounts by @inv/domain's rule against the company's stored choices (the
 * per-diem forms check it too), breakfast flag; closed months read-only.
 */
export class PerDiemService {
  constructor(
    private readonly worklogs: WorklogService,
    private readonly settings: SettingsService,
  ) {}

  async listForEmployee(em: EntityManager, actor: CurrentUser, employeeId: number, yearMonth?: string | null) {
    if (!policy.canViewPerDiemsOf(actor, employeeId)) throw new ForbiddenError();
    const { from, to } = monthRange(yearMonth);
    return em.find(PerDiem, { employee: employeeId, date: { $gte: from, $lte: to } }, { orderBy: { date: 'asc' }, populate: ['order', 'employee'] });
  }

  async listForOrder(em: EntityManager, actor: CurrentUser, orderId: number, yearMonth?: string | null) {
    if (!policy.canViewPerDiemsOf(actor, -1)) throw new ForbiddenError();
    const { from, to } = monthRange(yearMonth);
    return em.find(PerDiem, { order: orderId, date: { $gte: from, $lte: to } }, { orderBy: { date: 'asc' }, populate: ['order', 'employee'] });
  }

  /**
   * Per-diem date entries of an order's month (spec 3 §3): every day with time booked or a per diem,
   * each employee with their per diem (or none yet) and the time spent on the order that day.
   */
  async orderDays(em: EntityManager, actor: CurrentUser, orderId: number, yearMonth?: string | null) {
    if (!policy.canViewPerDiemsOf(actor, -1)) throw new ForbiddenError();
    const { from, to } = monthRange(yearMonth);
    const [perDiems, worklogs] = await Promise.all([
      em.find(PerDiem, { order: orderId, date: { $gte: from, $lte: to } }, { populate: ['order', 'employee'] }),
      em.find(Worklog, { order: orderId, date: { $gte: from, $lte: to }, end: { $ne: null } }, { populate: ['employee'] }),
    ]);
    const passenger = policy.canSeePassengerTimes(actor);
    const days = new Map<string, Map<number, { employee: Employee; perDiem: PerDiem | null; spans: Worklog[] }>>();
    const slot = (date: string, employee: Employee) => {
      const day = days.get(date) ?? new Map();
      days.set(date, day);
      const entry = day.get(employee.id) ?? { employee, perDiem: null, spans: [] };
      day.set(employee.id, entry);
      return entry;
    };
    for (const w of worklogs) slot(w.date, w.employee).spans.push(w);
    for (const p of perDiems) slot(p.date, p.employee).perDiem = p;
    return [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, employees]) => ({
        date,
        employees: [...employees.values()]
          .sort((a, b) => compareDeSql(a.employee.lastName, b.employee.lastName))
          .map(({ employee, perDiem, spans }) => {
            const t = dayTotals(date, spans);
            return { employee, perDiem, timeSpent: { minutesWork: t.minutesWork, minutesTravel: t.minutesTravel, minutesPassenger: passenger ? t.minutesPassenger : null } };
          }),
      }));
  }

  /**
   * The per diems of the order's most recent day that has any (before `before` when given, so a day
   * being edited is filled from an earlier one): the bulk dialog starts from them.
   */
  async recentForOrder(em: EntityManager, actor: CurrentUser, orderId: number, before?: string | null) {
    if (!policy.canViewPerDiemsOf(actor, -1)) throw new ForbiddenError();
    if (before != null && !isIsoDate(before)) new FieldErrors().add('before', msg.dateInvalid).throwIfAny();
    const latest = await em.findOne(PerDiem, { order: orderId, ...(before ? { date: { $lt: before } } : {}) }, { orderBy: { date: 'desc' } });
    return latest ? em.find(PerDiem, { order: orderId, date: latest.date }, { populate: ['order', 'employee'], orderBy: { employee: { lastName: 'asc' } } }) : [];
  }

  /**
   * Several sets of per diems at once, all or nothing: the per-diems tab of an order saves a day where
   * employees got different amounts as one batch per distinct set of values.
   */
  async setBatches(em: EntityManager, actor: CurrentUser, batches: { employeeIds: number[]; input: PerDiemInput }[]): Promise<PerDiem[]> {
    if (!policy.canEditPerDiems(actor)) throw new ForbiddenError();
    return em.transactional(async (tx) => {
      const rows: PerDiem[] = [];
      for (const batch of batches) rows.push(...(await this.set(tx, actor, batch.employeeIds, batch.input)));
      return rows;
    });
  }

  /** Sets the per diem of employees for one order and day (one employee, or the bulk of an order). */
  async set(em: EntityManager, actor: CurrentUser, employeeIds: number[], input: PerDiemInput): Promise<PerDiem[]> {
    if (!policy.canEditPerDiems(actor)) throw new ForbiddenError();
    const errors = new FieldErrors();
    const { cateringChoices, miscChoices } = await this.settings.perDiemSettings(em);
    for (const field of ['catering', 'misc'] as const) {
      const problem = perDiemAmountProblem(field, input[field], { catering: cateringChoices, misc: miscChoices });
      if (problem) errors.add(field, problem);
    }
    if (blank(input.date)) errors.add('date', msg.worklogDateRequired);
    else if (!isIsoDate(input.date)) errors.add('date', msg.dateInvalid);
    if (blank(input.orderId)) errors.add('orderId', msg.worklogOrderRequired);
    if (employeeIds.length === 0) errors.add('employees', msg.worklogEmployeeRequired);
    errors.throwIfAny();
    const order = await em.findOne(Order, { id: input.orderId! });
    if (!order) new FieldErrors().add('orderId', msg.worklogOrderRequired).throwIfAny();
    if (input.date! < order!.validFrom || input.date! > order!.validTo) new FieldErrors().add('date', msg.dateOutsideOrder).throwIfAny();
    await this.worklogs.assertOpen(em, input.date!);
    const employees = await em.find(Employee, { id: { $in: employeeIds } });
    if (employees.length !== new Set(employeeIds).size) new FieldErrors().add('employees', msg.employeeInvalid).throwIfAny();
    return em.transactional(async (tx) => {
      const rows: PerDiem[] = [];
      for (const employee of employees) {
        const row = (await tx.findOne(PerDiem, { employee, order: order!, date: input.date! })) ?? tx.create(PerDiem, { employee, order: order!, date: input.date!, catering: 0, misc: 0 });
        Object.assign(row, { catering: input.catering!, misc: input.misc!, breakfast: input.breakfast ?? false });
        rows.push(row);
      }
      await tx.flush();
      return rows;
    });
  }
}
