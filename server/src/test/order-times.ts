import { entryMinutes, type WorklogKind } from '@inv/domain';

/**
 * The expected figures of a customer's past orders, computed for tests without the product's query
 * (loadOrderTimes, worklogs/accounting.service.ts, which sums the SQL view worklog_minutes): the
 * worklog rows are read plainly and counted by @inv/domain's entryMinutes per employee-day — per order
 * the finished WORK minutes less the day's finished pauses lying inside them — and the first start /
 * last end of its finished WORK entries.
 */
const PAST_ORDERS_SQL = `
  select o.id, o.start_time, o.positions from orders o
  where o.customer_id = $1 and o.valid_to < (now() at time zone 'Europe/Berlin')::date
  order by o.id`;

/** Every entry of the employee-days on which the orders have an entry (all of them feed the pause rule). */
const DAYS_SQL = `
  select w.employee_id, to_char(w.date, 'YYYY-MM-DD') as date, w.order_id, w.worklog_type, w.start, w."end"
  from worklog w
  where (w.employee_id, w.date) in (select employee_id, date from worklog where order_id = any($1::int[]))
  order by w.employee_id, w.date, w.start, w.id`;

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
  const orders = (await query(PAST_ORDERS_SQL, [customerId])).rows;
  const rows: { employee_id: number; date: string; order_id: number; worklog_type: WorklogKind; start: string; end: string | null }[] = (
    await query(DAYS_SQL, [orders.map((o) => o.id)])
  ).rows;
  const days = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.employee_id}|${r.date}`;
    days.set(key, [...(days.get(key) ?? []), r]);
  }
  const minutes = new Map<number, number>();
  const works: { orderId: number; date: string; start: string; end: string }[] = [];
  for (const day of days.values()) {
    const counted = entryMinutes(day[0].date, day.map((r) => ({ worklogType: r.worklog_type, start: r.start, end: r.end })));
    day.forEach((r, i) => {
      if (r.worklog_type !== 'WORK' || r.end === null) return;
      minutes.set(r.order_id, (minutes.get(r.order_id) ?? 0) + counted[i]);
      works.push({ orderId: r.order_id, date: r.date, start: r.start, end: r.end });
    });
  }
  return orders.map((o) => {
    const mine = works.filter((w) => w.orderId === o.id);
    const first = [...mine].sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start))[0];
    const last = [...mine].sort((a, b) => b.date.localeCompare(a.date) || b.end.localeCompare(a.end))[0];
    return { id: o.id, minutes: minutes.get(o.id) ?? 0, start: first?.start ?? null, end: last?.end ?? null, positions: o.positions, plannedStart: o.start_time };
  });
}
