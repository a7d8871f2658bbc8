/**
 * The SQL of the order summaries. `keys` is the set of order-months being computed, given as two
 * parallel array literals (placeholders 1 and 2: '{order ids}', '{YYYY-MM,…}'); finished entries only.
 */
const KEYS = `keys as (
    select k.order_id, k.year_month, (k.year_month || '-01')::date as first_day
    from unnest(?::int[], ?::text[]) as k(order_id, year_month)
  )`;

/**
 * One line per order, month, employee and day: net work minutes (each work entry less the finished
 * pauses of the employee's day lying inside it, the view worklog_minutes, like monthTimeCtes), travel
 * and passenger minutes, with the wage and the employment valid that day.
 */
export const DAY_LINES_SQL = `
  with ${KEYS},
  days as (
    select w.order_id, k.year_month, w.employee_id, w.date,
      coalesce(sum(w.minutes) filter (where w.worklog_type = 'WORK'), 0) as work,
      coalesce(sum(w.minutes) filter (where w.worklog_type = 'TRAVEL'), 0) as travel,
      coalesce(sum(w.minutes) filter (where w.worklog_type = 'PASSENGER'), 0) as passenger
    from keys k join worklog_minutes w on w.order_id = k.order_id and w.date >= k.first_day and w.date < k.first_day + interval '1 month'
    where w."end" is not null
    group by w.order_id, k.year_month, w.employee_id, w.date
  )
  select d.order_id, d.year_month, d.work, d.travel, d.passenger, wg.wage, wg.wage_type, wg.target_hours, em.employment_type
  from days d
  left join lateral (
    select x.wage, x.wage_type, x.target_hours from wage_entry x
    where x.employee_id = d.employee_id and x.valid_from <= d.date and (x.valid_to is null or x.valid_to >= d.date)
    order by x.valid_from desc limit 1
  ) wg on true
  left join lateral (
    select x.employment_type from employment_entry x
    where x.employee_id = d.employee_id and x.valid_from <= d.date and (x.valid_to is null or x.valid_to >= d.date)
    order by x.valid_from desc limit 1
  ) em on true`;

/** Per diems of each order-month: Σ catering, Σ misc, number of breakfasts. */
export const PER_DIEM_SQL = `
  with ${KEYS}
  select k.order_id, k.year_month, sum(p.catering) as catering, sum(p.misc) as misc, count(*) filter (where p.breakfast) as breakfasts
  from keys k join per_diem p on p.order_id = k.order_id and p.date >= k.first_day and p.date < k.first_day + interval '1 month'
  group by k.order_id, k.year_month`;

/** Cash flows of each order-month: Σ IN, Σ OUT. */
export const CASH_FLOW_SQL = `
  with ${KEYS}
  select k.order_id, k.year_month,
    coalesce(sum(c.amount) filter (where c.cash_flow_type = 'IN'), 0) as earnings,
    coalesce(sum(c.amount) filter (where c.cash_flow_type = 'OUT'), 0) as expenses
  from keys k join cash_flow c on c.order_id = k.order_id and c.date = k.year_month
  group by k.order_id, k.year_month`;

/** The order-months of one month (placeholders: first day, first day, month) that have any data or a stored summary. */
export const MONTH_KEYS_SQL = `
  select distinct order_id from worklog where date >= ?::date and date < ?::date + interval '1 month'
  union select order_id from per_diem where date >= ?::date and date < ?::date + interval '1 month'
  union select order_id from cash_flow where date = ?
  union select order_id from order_month_summary where year_month = ?`;

/** The stored summaries with their order (filter appended by the caller). */
export const SUMMARY_ROWS_SQL = `
  select s.order_id, s.year_month, s.minutes, s.costs, s.costs_with_taxes, s.costs_travel, s.costs_passenger, s.per_diem_total,
    s.earnings, s.expenses, s.computed_at, o.name, o.order_type, o.city
  from order_month_summary s join orders o on o.id = s.order_id`;

/** A Postgres array literal of plain values (ids and YYYY-MM texts only: nothing to quote). */
export const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;
