import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { ForbiddenError } from '../../errors.js';
import { CURRENT_EMPLOYMENT, CURRENT_WAGE } from '../employees/employee.queries.js';
import { canSeeWages } from '../employees/employee.policy.js';
import * as policy from './worklog.policy.js';
import { intArray } from '../tasks/performance.queries.js';
import { monthRange } from './worklog.service.js';

export interface AccountingRow {
  employee: { id: number; firstName: string; lastName: string };
  wageType: string | null;
  wage: number | null;
  employmentType: string | null;
  minutesWork: number;
  minutesTravel: number;
  minutesPassenger: number | null;
}

/**
 * The common part of every month figure (accounting overview, payroll export, working-hours report):
 * `logs`, the finished entries of a date range with the minutes each counts (the view worklog_minutes:
 * work net of the union of the day's finished pauses inside it, real minutes on the clock-change days;
 * placeholders from, to, then whatever `filter` adds); `sums`, their minutes per employee and type. With
 * `perOrder` keyed by employee AND order — a pause counts against the work entry it lies in, so against
 * that entry's order — and `sums` also carries `days`, the distinct days with work.
 */
export const monthTimeCtes = (filter = '', perOrder = false) => {
  const key = perOrder ? 'employee_id, order_id' : 'employee_id';
  return `
  logs as (
    select employee_id, order_id, date, worklog_type as t, start, "end", minutes
    from worklog_minutes
    where date between ? and ? and "end" is not null ${filter}
  ),
  sums as (
    select ${key},
      coalesce(sum(minutes) filter (where t = 'WORK'), 0) as work,
      coalesce(sum(minutes) filter (where t = 'TRAVEL'), 0) as travel,
      coalesce(sum(minutes) filter (where t = 'PASSENGER'), 0) as passenger${perOrder ? ", count(distinct date) filter (where t = 'WORK') as days" : ''}
    from logs group by ${key}
  )`;
};

/**
 * Worked time of whole orders (a customer's past orders, spec 3 §3): net WORK minutes by the accounting
 * rule (monthTimeCtes keyed by order; every finished pause of the employee's day feeds the pause rule,
 * whatever its order), and the first start and last end (HH:mm) of the orders' finished WORK entries.
 * Placeholders: the whole date range (from, to), then the order ids as an int[] literal (intArray).
 */
export const orderTimesSql = `
  with ${monthTimeCtes('and order_id = any(?::int[])', true)},
  span as (
    select order_id, (array_agg(start order by date, start))[1] as first_start, (array_agg("end" order by date desc, "end" desc))[1] as last_end
    from logs where t = 'WORK' group by order_id
  )
  select s.order_id, sum(s.work)::int as minutes, sp.first_start, sp.last_end
  from sums s
  left join span sp on sp.order_id = s.order_id
  group by s.order_id, sp.first_start, sp.last_end`;

export interface OrderTimes {
  minutes: number;
  /** HH:MM of the first WORK entry, null without one. */
  start: string | null;
  /** HH:MM of the last WORK entry's end. */
  end: string | null;
}

/** orderTimesSql for the given orders in one query; orders without finished entries are absent. */
export async function loadOrderTimes(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderTimes>> {
  const times = new Map<number, OrderTimes>();
  if (!orderIds.length) return times;
  const ids = intArray(orderIds);
  const rows = await em.getConnection().execute<any[]>(orderTimesSql, ['0001-01-01', '9999-12-31', ids]);
  for (const r of rows) {
    times.set(r.order_id, { minutes: Number(r.minutes), start: r.first_start ?? null, end: r.last_end ?? null });
  }
  return times;
}

/**
 * The whole overview computed from scratch over the worklog rows: finished entries of the month summed
 * per employee and type, work net of the pauses inside it (monthTimeCtes). Current wage and employment
 * as of the month's last day, joined laterally. The yardstick the stored month figures must equal
 * (worklogs month-summary integration test, tests/bench/worklog-volume.mjs).
 * Placeholders: from, to, [employee id], then the wage's and employment's date twice each.
 */
export const accountingScratchSql = (onlyOne: boolean) => `
  with ${monthTimeCtes(onlyOne ? 'and employee_id = ?' : '')}
  select e.id, e.first_name, e.last_name, wg.wage, wg.wage_type, m.employment_type,
    coalesce(s.work, 0) as minutes_work,
    coalesce(s.travel, 0) as minutes_travel,
    coalesce(s.passenger, 0) as minutes_passenger
  from employee e
  left join sums s on s.employee_id = e.id
  left join lateral (${CURRENT_WAGE}) wg on true
  left join lateral (${CURRENT_EMPLOYMENT}) m on true
  where ${onlyOne ? 'e.id = ?' : '(e.active or s.employee_id is not null)'}
  order by e.last_name, e.first_name, e.id`;

/**
 * The overview the API runs: the same rows from the stored month figures (employee_month_time,
 * month-summary.ts), one row per employee instead of a month of worklogs.
 * Placeholders: year-month (YYYY-MM), [employee id], then the wage's and employment's date twice each.
 */
export const accountingSql = (onlyOne: boolean) => `
  select e.id, e.first_name, e.last_name, wg.wage, wg.wage_type, m.employment_type,
    coalesce(s.minutes_work, 0) as minutes_work,
    coalesce(s.minutes_travel, 0) as minutes_travel,
    coalesce(s.minutes_passenger, 0) as minutes_passenger
  from employee e
  left join employee_month_time s on s.employee_id = e.id and s.year_month = ? and s.entries > 0
  left join lateral (${CURRENT_WAGE}) wg on true
  left join lateral (${CURRENT_EMPLOYMENT}) m on true
  where ${onlyOne ? 'e.id = ?' : '(e.active or s.employee_id is not null)'}
  order by e.last_name, e.first_name, e.id`;

/** The placeholders of accountingSql (stored figures) or accountingScratchSql for a month and optionally one employee. */
export const accountingParams = (scratch: boolean, from: string, to: string, employeeId: number | null) => {
  const one = employeeId === null ? [] : [employeeId];
  return scratch ? [from, to, ...one, to, to, to, to, ...one] : [from.slice(0, 7), to, to, to, to, ...one];
};

/**
 * The monthly accounting overview (GET /accounting/employees?yearMonth): every active employee, or
 * those with time booked in the month, with net work, travel and passenger minutes. Wages only with
 * Accounting_Overview_ViewWageAndCosts, passenger minutes only with Accounting_Employee_ViewPassengerTimes.
 */
export class AccountingService {
  async employees(em: EntityManager, actor: CurrentUser, yearMonth?: string | null): Promise<AccountingRow[]> {
    const all = policy.canSeeAllEmployees(actor);
    if (!all && actor.employeeId === null) throw new ForbiddenError();
    const { from, to } = monthRange(yearMonth);
    const rows: any[] = await em.getConnection().execute(accountingSql(!all), accountingParams(false, from, to, all ? null : actor.employeeId));
    const wages = canSeeWages(actor);
    const passenger = policy.canSeePassengerTimes(actor);
    return rows.map((r) => ({
      employee: { id: r.id, firstName: r.first_name, lastName: r.last_name },
      wageType: wages ? (r.wage_type ?? null) : null,
      wage: wages && r.wage !== null ? Number(r.wage) : null,
      employmentType: r.employment_type ?? null,
      minutesWork: Number(r.minutes_work),
      minutesTravel: Number(r.minutes_travel),
      minutesPassenger: passenger ? Number(r.minutes_passenger) : null,
    }));
  }
}
