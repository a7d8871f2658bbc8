import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../auth/current-user.js';
import { FieldErrors, ForbiddenError, NotFoundError } from '../../errors.js';
import { msg } from '../../messages.js';
import { ZONE } from '../../shared-dates.js';
import { blank, isIsoDate } from '../../shared-validation.js';
import { Employee } from '../employees/employee.entity.js';
import { compareDeSql, entryMinutes, toHHMM, toMinutes, type WorklogKind } from '@inv/domain';
import { averageRounded, positionsPerHour, timeLeftMinutes } from './performance-math.js';
import { intArray, loadPerformanceFacts, performanceOrdersOf, type PerformanceFact } from './performance.queries.js';
import * as policy from './task.policy.js';
import type { CountingPerformance, CountingPerformanceMonth, DailyStatistic, EmployeeDailyStatistic } from './task.types.js';

/** Counting performance per month (docs/decisions/inventories.md#INV-7) and the tasks tab's daily statistic (INV-8, INV-11). */
export class PerformanceService {
  async countingPerformances(
    em: EntityManager,
    actor: CurrentUser,
    employeeId: number,
    yearMonth?: string | null,
    size?: number | null,
  ): Promise<CountingPerformanceMonth> {
    if (!policy.canSeePerformanceOf(actor, employeeId)) throw new ForbiddenError();
    const errors = new FieldErrors();
    const ym = blank(yearMonth) ? DateTime.now().setZone(ZONE).toFormat('yyyy-MM') : yearMonth!.trim();
    const start = DateTime.fromFormat(ym, 'yyyy-MM', { zone: ZONE });
    if (!/^\d{4}-\d{2}$/.test(ym) || !start.isValid) errors.add('yearMonth', msg.performanceYearMonthInvalid);
    if (size != null && !(Number.isInteger(size) && size >= 1 && size <= 1000)) errors.add('size', msg.taskSizeInvalid);
    errors.throwIfAny();
    const employee = await em.findOne(Employee, { id: employeeId }, { fields: ['id', 'firstName', 'lastName'] });
    if (!employee) throw new NotFoundError(msg.employeeNotFound);
    const from = start.toISODate()!;
    const to = start.endOf('month').toISODate()!;

    const orderIds = await performanceOrdersOf(em, employeeId, from, to);
    const facts = await loadPerformanceFacts(em, orderIds);
    const names = await this.orderNames(em, orderIds);
    const totals = new Map<number, { minutes: number; positions: number }>();
    for (const f of facts) {
      const t = totals.get(f.orderId) ?? { minutes: 0, positions: 0 };
      t.minutes += f.minutes;
      t.positions += f.positions;
      totals.set(f.orderId, t);
    }
    const rows: CountingPerformance[] = facts
      .filter((f) => f.employeeId === employeeId && f.date >= from && f.date <= to)
      .sort((a, b) => a.date.localeCompare(b.date) || compareDeSql(names.get(a.orderId) ?? '', names.get(b.orderId) ?? '') || a.orderId - b.orderId)
      .slice(0, size ?? 1000)
      .map((f) => {
        const total = totals.get(f.orderId)!;
        return {
          date: f.date,
          orderId: f.orderId,
          name: names.get(f.orderId) ?? '',
          workingMinutes: f.minutes,
          positions: f.positions,
          positionsPerHour: positionsPerHour(f.positions, f.minutes),
          workingMinutesTotal: total.minutes,
          positionsTotal: total.positions,
          positionsPerHourTotal: positionsPerHour(total.positions, total.minutes),
        };
      });
    const workingMinutes = rows.reduce((s, r) => s + r.workingMinutes, 0);
    const positions = rows.reduce((s, r) => s + r.positions, 0);
    return {
      employeeId,
      employeeName: `${employee.firstName} ${employee.lastName}`,
      yearMonth: ym,
      rows,
      workingMinutes,
      positions,
      positionsPerHour: positionsPerHour(positions, workingMinutes),
    };
  }

  async dailyStatistic(
    em: EntityManager,
    actor: CurrentUser,
    date?: string | null,
    orderIds?: number[] | null,
    employeeIds?: number[] | null,
  ): Promise<DailyStatistic> {
    if (!policy.canSeeDailyStatistic(actor, employeeIds)) throw new ForbiddenError();
    if (!blank(date) && !isIsoDate(date)) new FieldErrors().add('date', msg.dateInvalid).throwIfAny();
    const now = DateTime.now().setZone(ZONE);
    const day = blank(date) ? now.toISODate()! : date!;
    const conn = em.getConnection();
    const orders = orderIds?.length ? intArray(orderIds) : null;

    const tasks = await conn.execute<{ employee_id: number; positions: number; completed: boolean }[]>(
      `select employee_id, positions, completed from order_task where date = ?${orders ? ' and order_id = any(?::int[])' : ''}${employeeIds?.length ? ' and employee_id = any(?::int[])' : ''}`,
      [day, ...(orders ? [orders] : []), ...(employeeIds?.length ? [intArray(employeeIds)] : [])],
    );
    const considered = employeeIds?.length ? [...new Set(employeeIds)] : [...new Set(tasks.map((t) => Number(t.employee_id)))];
    const positionsDone = tasks.filter((t) => t.completed).reduce((s, t) => s + Number(t.positions), 0);
    const positionsLeft = tasks.filter((t) => !t.completed).reduce((s, t) => s + Number(t.positions), 0);
    const counters = new Set(tasks.filter((t) => !t.completed).map((t) => Number(t.employee_id))).size;

    const people = considered.length
      ? await conn.execute<{ id: number; first_name: string; last_name: string }[]>(
          `select id, first_name, last_name from employee where id = any(?::int[]) order by last_name, first_name, id`,
          [intArray(considered)],
        )
      : [];
    const ids = people.map((p) => Number(p.id));
    const today = await this.todayOf(em, day, ids, orders, day === now.toISODate() ? now.toFormat('HH:mm') : '24:00');
    const past = await this.pastSpeed(em, day, ids);

    const employees: EmployeeDailyStatistic[] = people.map((p) => ({
      employeeId: Number(p.id),
      employeeName: `${p.first_name} ${p.last_name}`,
      firstClockInTime: today.get(Number(p.id))?.first ?? null,
      minutesToday: today.get(Number(p.id))?.minutes ?? 0,
      avgPosPerHourPast: past.get(Number(p.id)) ?? null,
    }));
    const speed = averageRounded(employees.map((e) => e.avgPosPerHourPast).filter((v): v is number => v !== null));
    const firsts = employees.map((e) => e.firstClockInTime).filter((v): v is string => v !== null).sort();
    return {
      date: day,
      firstClockInTime: firsts[0] ?? null,
      minutesToday: employees.reduce((s, e) => s + e.minutesToday, 0),
      avgPosPerHourPast: speed,
      positionsDone,
      positionsLeft,
      timeLeftMinutes: timeLeftMinutes(positionsLeft, speed, counters),
      employees,
    };
  }

  /**
   * First WORK start and net work of the day on INV orders (a running entry counts up to `until`, HH:mm):
   * entryMinutes of @inv/domain over all the employee's entries of the day, so every finished pause of
   * the day counts against the work it lies in, whatever its order — as the SQL sums count it.
   */
  private async todayOf(em: EntityManager, day: string, ids: number[], orders: string | null, until: string) {
    const out = new Map<number, { first: string | null; minutes: number }>();
    if (!ids.length) return out;
    const logs = await em.getConnection().execute<{ employee_id: number; t: WorklogKind; start: string; end: string | null; counted: boolean }[]>(
      `select w.employee_id, w.worklog_type as t, w.start, w."end",
              (o.order_type = 'INV'${orders ? ' and w.order_id = any(?::int[])' : ''}) as counted
         from worklog w join orders o on o.id = w.order_id
        where w.date = ? and w.employee_id = any(?::int[])`,
      [...(orders ? [orders] : []), day, intArray(ids)],
    );
    for (const id of ids) {
      const mine = logs.filter((l) => Number(l.employee_id) === id);
      const minutes = entryMinutes(day, mine.map((l) => ({ worklogType: l.t, start: l.start, end: l.end })), until);
      const work = mine.map((l, i) => ({ ...l, minutes: minutes[i] })).filter((l) => l.counted && l.t === 'WORK');
      const first = work.length ? toHHMM(Math.min(...work.map((w) => toMinutes(w.start)))) : null;
      out.set(id, { first, minutes: work.reduce((m, w) => m + w.minutes, 0) });
    }
    return out;
  }

  /** Per employee: the rounded mean positions per hour over his INV orders on days before `day` (both > 0). */
  private async pastSpeed(em: EntityManager, day: string, ids: number[]): Promise<Map<number, number | null>> {
    const out = new Map<number, number | null>();
    if (!ids.length) return out;
    const employees = intArray(ids);
    const orderRows = await em.getConnection().execute<{ order_id: number }[]>(
      `select w.order_id from worklog w join orders o on o.id = w.order_id
        where o.order_type = 'INV' and w.employee_id = any(?::int[]) and w.date < ? and w."end" is not null
       union
       select op.order_id from order_operator op join orders o on o.id = op.order_id
        where o.order_type = 'INV' and op.employee_id = any(?::int[]) and op.number_of_positions is not null and o.valid_from < ?
       union
       select t.order_id from order_task t where t.employee_id = any(?::int[]) and t.completed and t.date < ?`,
      [employees, day, employees, day, employees, day],
    );
    const facts = await loadPerformanceFacts(em, orderRows.map((r) => Number(r.order_id)), ids);
    const perOrder = new Map<string, { employeeId: number; minutes: number; positions: number }>();
    for (const f of facts.filter((x: PerformanceFact) => x.date < day)) {
      const key = `${f.employeeId}|${f.orderId}`;
      const t = perOrder.get(key) ?? { employeeId: f.employeeId, minutes: 0, positions: 0 };
      t.minutes += f.minutes;
      t.positions += f.positions;
      perOrder.set(key, t);
    }
    for (const id of ids) {
      const rates = [...perOrder.values()].filter((t) => t.employeeId === id && t.minutes > 0 && t.positions > 0).map((t) => positionsPerHour(t.positions, t.minutes));
      out.set(id, averageRounded(rates));
    }
    return out;
  }

  private async orderNames(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await em.getConnection().execute<{ id: number; name: string }[]>(`select id, name from orders where id = any(?::int[])`, [intArray(ids)]);
    return new Map(rows.map((r) => [Number(r.id), r.name]));
  }
}
