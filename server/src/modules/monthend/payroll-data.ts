import type { EntityManager } from '@mikro-orm/postgresql';
import { NO_BAND_MINUTES } from '@inv/domain';
import { DateTime } from 'luxon';
import type { PayrollEmployeeMonth } from '../../documents/payroll-export.js';
import { CURRENT_EMPLOYMENT, CURRENT_WAGE } from '../employees/employee.queries.js';
import { monthTimeCtes } from '../worklogs/accounting.service.js';

/**
 * The month's figures per employee marked for export, in one query. Time is the accounting
 * aggregate (monthTimeCtes in accounting.service.ts): finished entries summed per type, work net of the
 * pauses lying inside a work span of the same day, in real minutes (the view worklog_minutes). Per diems summed. The wage is the latest entry
 * valid in the month (the one valid on its last day, or for a leaver the last one before leaving);
 * "employed" = an employment period overlaps the month. The cost centre is that of the order with
 * the most (gross) work minutes in the month, the lower order id on a tie; '' when there is none.
 * Placeholders: from, to (worklogs), from, to (per diems), then to, from for wage and employment.
 */
const PAYROLL_SQL = `
  with ${monthTimeCtes()},
  top_order as (
    select distinct on (employee_id) employee_id, order_id
    from (select employee_id, order_id, sum(wl_span(date, start, "end")) as minutes from logs where t = 'WORK' group by employee_id, order_id) ow
    where minutes > 0
    order by employee_id, minutes desc, order_id asc
  ),
  diems as (
    select employee_id, sum(catering) as catering, sum(misc) as misc, count(*) filter (where breakfast) as breakfasts
    from per_diem where date between ? and ? group by employee_id
  )
  select e.id, wg.wage, wg.wage_type, m.employment_type,
    coalesce(s.work, 0) as minutes_work,
    coalesce(s.travel, 0) as minutes_travel,
    coalesce(s.passenger, 0) as minutes_passenger,
    coalesce(d.catering, 0) as catering, coalesce(d.misc, 0) as misc, coalesce(d.breakfasts, 0) as breakfasts,
    coalesce(cc.cost_center, '') as cost_center
  from employee e
  left join sums s on s.employee_id = e.id
  left join diems d on d.employee_id = e.id
  left join top_order t on t.employee_id = e.id
  left join orders o on o.id = t.order_id
  left join cost_center cc on cc.id = o.cost_center_id
  left join lateral (${CURRENT_WAGE}) wg on true
  left join lateral (${CURRENT_EMPLOYMENT}) m on true
  where e.export
  order by e.id`;

export function monthBounds(yearMonth: string): { from: string; to: string } {
  const start = DateTime.fromFormat(yearMonth, 'yyyy-MM', { zone: 'utc' });
  return { from: start.toISODate()!, to: start.endOf('month').toISODate()! };
}

/** Every export-marked employee's month (rows with nothing to pay produce no export line). */
export async function loadPayrollMonth(em: EntityManager, yearMonth: string): Promise<PayrollEmployeeMonth[]> {
  const { from, to } = monthBounds(yearMonth);
  const rows: any[] = await em.execute(PAYROLL_SQL, [from, to, from, to, to, from, to, from]);
  const monthDays = Number(to.slice(8, 10));
  // Bands, per-diem days and the catering split are not read here yet: all catering counts tax-free, as before.
  return rows.map((r) => ({
    employeeId: Number(r.id),
    employeeName: '',
    wageType: r.wage_type === 'WAG' || r.wage_type === 'SAL' ? r.wage_type : null,
    wageCents: r.wage === null || r.wage === undefined ? null : Math.round(Number(r.wage) * 100),
    employedDays: r.employment_type !== null && r.employment_type !== undefined ? monthDays : 0,
    monthDays,
    minutesWork: Math.max(0, Number(r.minutes_work)),
    minutesTravel: Number(r.minutes_travel),
    minutesPassenger: Number(r.minutes_passenger),
    bands: { ...NO_BAND_MINUTES },
    perDiemDays: 0,
    cateringTaxFreeCents: Number(r.catering) * 100,
    cateringTaxableCents: 0,
    miscCents: Number(r.misc) * 100,
    breakfasts: Number(r.breakfasts),
    costCenter: String(r.cost_center ?? ''),
  }));
}
