import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CurrentUser } from '../auth/current-user.js';
import { FieldErrors } from '../../errors.js';
import { msg } from '../../messages.js';
import { canSeeMoney, requireStatistics } from './statistics.policy.js';
import type { EmployeeSummary } from './statistics.types.js';
import { currentYearMonth, shiftMonth, YEAR_MONTH } from './summary.service.js';

export const MAX_EMPLOYEE_STATISTIC_MONTHS = 12;

/**
 * Per employee and month (placeholders: first day, day after the range): working days (distinct days
 * with WORK), net work (each work entry less the finished pauses of its day inside it, the view
 * worklog_minutes, like monthTimeCtes), travel; only employees with time booked and a WAG wage
 * overlapping the range (placeholders: last day, first day).
 */
const EMPLOYEE_MONTHS_SQL = `
  with sums as (
    select employee_id, to_char(date, 'YYYY-MM') as year_month,
      count(distinct date) filter (where worklog_type = 'WORK') as days,
      coalesce(sum(minutes) filter (where worklog_type = 'WORK'), 0) as work,
      coalesce(sum(minutes) filter (where worklog_type = 'TRAVEL'), 0) as travel
    from worklog_minutes where date >= ?::date and date < ?::date and "end" is not null
    group by 1, 2
  )
  select e.id, e.first_name, e.last_name, s.year_month, s.days, s.work, s.travel
  from sums s
  join employee e on e.id = s.employee_id
  where exists (
    select 1 from wage_entry x where x.employee_id = e.id and x.wage_type = 'WAG' and x.valid_from <= ?::date and (x.valid_to is null or x.valid_to >= ?::date)
  )
  order by e.last_name, e.first_name, e.id`;

/** The wage entry valid at each month's end (placeholders: employee ids, month ends). */
const WAGES_SQL = `
  select k.employee_id, to_char(m.month_end, 'YYYY-MM') as year_month, x.wage, x.wage_type
  from unnest(?::int[]) as k(employee_id) cross join unnest(?::date[]) as m(month_end)
  join lateral (
    select w.wage, w.wage_type from wage_entry w
    where w.employee_id = k.employee_id and w.valid_from <= m.month_end and (w.valid_to is null or w.valid_to >= m.month_end)
    order by w.valid_from desc limit 1
  ) x on true`;

/** Employee statistics (docs/decisions/statistics.md#STA-10, GET /statistics/employees). */
export class EmployeeStatisticsService {
  async employees(em: EntityManager, actor: CurrentUser, from?: string | null, to?: string | null): Promise<EmployeeSummary[]> {
    requireStatistics(actor);
    const errors = new FieldErrors();
    const last = to == null || to === '' ? currentYearMonth() : to;
    const first = from == null || from === '' ? shiftMonth(last, -2) : from;
    if (!YEAR_MONTH.test(first)) errors.add('from', msg.statisticsMonthInvalid);
    if (!YEAR_MONTH.test(last)) errors.add('to', msg.statisticsMonthInvalid);
    errors.throwIfAny();
    if (last < first) errors.add('to', msg.statisticsToBeforeFrom);
    else if (months(first, last).length > MAX_EMPLOYEE_STATISTIC_MONTHS) errors.add('to', msg.statisticsAtMostTwelveMonths);
    errors.throwIfAny();

    const range = months(first, last);
    const firstDay = `${first}-01`;
    const afterLast = `${shiftMonth(last, 1)}-01`;
    const lastDay = DateTime.fromISO(afterLast).minus({ days: 1 }).toISODate()!;
    const rows: any[] = await em.execute(EMPLOYEE_MONTHS_SQL, [firstDay, afterLast, lastDay, firstDay]);
    const byEmployee = new Map<number, { first: string; last: string; months: Map<string, any> }>();
    for (const r of rows) {
      if (!byEmployee.has(r.id)) byEmployee.set(r.id, { first: r.first_name, last: r.last_name, months: new Map() });
      byEmployee.get(r.id)!.months.set(r.year_month, r);
    }
    const money = canSeeMoney(actor);
    const wageOf = new Map<string, { wage: number; wageType: string }>();
    if (money && byEmployee.size) {
      const ends = range.map((m) => DateTime.fromISO(`${m}-01`).endOf('month').toISODate()!);
      const wages: any[] = await em.execute(WAGES_SQL, [`{${[...byEmployee.keys()].join(',')}}`, `{${ends.join(',')}}`]);
      for (const w of wages) wageOf.set(`${w.employee_id}|${w.year_month}`, { wage: Number(w.wage), wageType: w.wage_type });
    }
    return [...byEmployee.entries()].map(([id, e]) => ({
      id,
      employeeId: id,
      firstName: e.first,
      lastName: e.last,
      months: range.map((m) => {
        const r = e.months.get(m);
        const wage = wageOf.get(`${id}|${m}`);
        const wag = wage && wage.wageType === 'WAG' ? wage : null;
        return {
          yearMonth: m,
          workingDays: r ? Number(r.days) : 0,
          minutesWork: r ? Number(r.work) : 0,
          minutesTravel: r ? Number(r.travel) : 0,
          wage: money && wag ? wag.wage : null,
          wageType: money && wag ? 'WAG' : null,
        };
      }),
    }));
  }
}

/** The months from..to inclusive. */
function months(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to && out.length <= MAX_EMPLOYEE_STATISTIC_MONTHS; m = shiftMonth(m, 1)) out.push(m);
  return out;
}
