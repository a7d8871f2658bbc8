/**
 * The expected figures of a customer's past orders, computed for tests without the product's query
 * (loadOrderTimes, worklogs/accounting.service.ts): per order the finished WORK minutes less every
 * finished PAUSE of the same employee and day overlapping them (pair by pair, with time arithmetic
 * instead of minute sums), and the first start / last end of its finished WORK entries.
 */
export const EXPECTED_PAST_ORDER_TIMES_SQL = `
  select o.id,
    (coalesce((select sum(extract(epoch from greatest(w."end"::time - w.start::time, interval '0')))
               from worklog w where w.order_id = o.id and w.worklog_type = 'WORK' and w."end" is not null), 0)
     - coalesce((select sum(extract(epoch from greatest(least(p."end"::time, w."end"::time) - greatest(p.start::time, w.start::time), interval '0')))
               from worklog w join worklog p on p.employee_id = w.employee_id and p.date = w.date
                and p.worklog_type = 'PAUSE' and p."end" is not null
               where w.order_id = o.id and w.worklog_type = 'WORK' and w."end" is not null), 0)) / 60 as minutes,
    (select w.start from worklog w where w.order_id = o.id and w.worklog_type = 'WORK' and w."end" is not null
      order by w.date, w.start limit 1) as start,
    (select w."end" from worklog w where w.order_id = o.id and w.worklog_type = 'WORK' and w."end" is not null
      order by w.date desc, w."end" desc limit 1) as "end",
    o.start_time, o.positions
  from orders o
  where o.customer_id = $1 and o.valid_to < (now() at time zone 'Europe/Berlin')::date
  order by o.id`;

export interface ExpectedPastOrder {
  id: number;
  minutes: number;
  start: string | null;
  end: string | null;
  positions: number | null;
  /** The order's planned start: what `start` shows without finished work. */
  plannedStart: string;
}

export async function expectedPastOrderTimes(
  query: (sql: string, params: unknown[]) => Promise<{ rows: any[] }>,
  customerId: number,
): Promise<ExpectedPastOrder[]> {
  const { rows } = await query(EXPECTED_PAST_ORDER_TIMES_SQL, [customerId]);
  return rows.map((r) => ({ id: r.id, minutes: Math.round(Number(r.minutes)), start: r.start, end: r.end, positions: r.positions, plannedStart: r.start_time }));
}
