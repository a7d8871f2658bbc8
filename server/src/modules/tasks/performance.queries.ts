import type { EntityManager } from '@mikro-orm/postgresql';
import { spreadByMinutes } from './performance-math.js';

/**
 * Counting-performance facts (docs/decisions/inventories.md#INV-7), shared with the statistics' reports: net work
 * minutes and counted positions per employee, INV order and day.
 */

/** An int[] literal for `= any(?::int[])` (the ids are integers by type). */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;

/**
 * Net WORK minutes per employee, INV order and day (finished entries only): each WORK entry less the
 * finished pauses of the same employee and day lying inside it (the view worklog_minutes, the rule of
 * monthTimeCtes in worklogs/accounting.service.ts), so a pause counts against that entry's order.
 * `filter` narrows the entries (alias w for worklog_minutes, o for orders); its placeholders are the only ones.
 */
export const netWorkMinutesSql = (filter = '') => `
  select w.employee_id, w.order_id, to_char(w.date, 'YYYY-MM-DD') as date, sum(w.minutes)::int as minutes
    from worklog_minutes w join orders o on o.id = w.order_id
   where o.order_type = 'INV' and w.worklog_type = 'WORK' and w."end" is not null ${filter}
   group by w.employee_id, w.order_id, w.date`;

export interface PerformanceFact {
  employeeId: number;
  orderId: number;
  date: string;
  minutes: number;
  positions: number;
}

/**
 * Minutes and positions per (employee, order, day) of the given INV orders, optionally of some
 * employees only. Positions: the employee's operator entry on the order when it has positions,
 * spread over his days on that order proportional to minutes (largest remainder; without worked days
 * on the order's first day); otherwise the positions of his completed tasks, by the task's date.
 */
export async function loadPerformanceFacts(
  em: EntityManager,
  orderIds: readonly number[],
  employeeIds: readonly number[] | null = null,
): Promise<PerformanceFact[]> {
  if (!orderIds.length || employeeIds?.length === 0) return [];
  const conn = em.getConnection();
  const orders = intArray(orderIds);
  const employees = employeeIds ? intArray(employeeIds) : null;
  const byEmployee = (col: string) => (employees ? ` and ${col} = any(?::int[])` : '');
  const params = (...first: unknown[]) => (employees ? [...first, employees] : first);

  const [minutes, operators, tasks, starts] = await Promise.all([
    conn.execute<{ employee_id: number; order_id: number; date: string; minutes: number }[]>(
      netWorkMinutesSql(`and w.order_id = any(?::int[])${byEmployee('w.employee_id')}`),
      params(orders),
    ),
    conn.execute<{ employee_id: number; order_id: number; positions: number }[]>(
      `select employee_id, order_id, number_of_positions as positions from order_operator
        where number_of_positions is not null and order_id = any(?::int[])${byEmployee('employee_id')}`,
      params(orders),
    ),
    conn.execute<{ employee_id: number; order_id: number; date: string; positions: number }[]>(
      `select employee_id, order_id, to_char(date, 'YYYY-MM-DD') as date, sum(positions)::int as positions from order_task
        where completed and order_id = any(?::int[])${byEmployee('employee_id')}
        group by employee_id, order_id, date`,
      params(orders),
    ),
    conn.execute<{ id: number; valid_from: string }[]>(`select id, to_char(valid_from, 'YYYY-MM-DD') as valid_from from orders where id = any(?::int[])`, [orders]),
  ]);

  const facts = new Map<string, PerformanceFact>();
  const fact = (employeeId: number, orderId: number, date: string) => {
    const key = `${employeeId}|${orderId}|${date}`;
    let f = facts.get(key);
    if (!f) facts.set(key, (f = { employeeId, orderId, date, minutes: 0, positions: 0 }));
    return f;
  };
  for (const m of minutes) fact(Number(m.employee_id), Number(m.order_id), m.date).minutes += Number(m.minutes);

  const worked = new Map<string, PerformanceFact[]>();
  for (const f of facts.values()) {
    const key = `${f.employeeId}|${f.orderId}`;
    if (f.minutes > 0) worked.set(key, [...(worked.get(key) ?? []), f]);
  }
  const withOperator = new Set<string>();
  const firstDay = new Map(starts.map((o) => [Number(o.id), o.valid_from]));
  for (const op of operators) {
    const employeeId = Number(op.employee_id);
    const orderId = Number(op.order_id);
    withOperator.add(`${employeeId}|${orderId}`);
    const days = (worked.get(`${employeeId}|${orderId}`) ?? []).sort((a, b) => a.date.localeCompare(b.date));
    if (!days.length) {
      fact(employeeId, orderId, firstDay.get(orderId)!).positions += Number(op.positions);
      continue;
    }
    spreadByMinutes(Number(op.positions), days.map((d) => d.minutes)).forEach((p, i) => (days[i].positions += p));
  }
  for (const t of tasks) {
    if (withOperator.has(`${Number(t.employee_id)}|${Number(t.order_id)}`)) continue;
    fact(Number(t.employee_id), Number(t.order_id), t.date).positions += Number(t.positions);
  }
  return [...facts.values()].filter((f) => f.minutes > 0 || f.positions > 0);
}

/**
 * The INV orders on which an employee has something in a date range: finished work, an operator entry
 * with positions on an order overlapping the range, or completed tasks.
 */
export async function performanceOrdersOf(em: EntityManager, employeeId: number, from: string, to: string): Promise<number[]> {
  const rows = await em.getConnection().execute<{ order_id: number }[]>(
    `select w.order_id from worklog w join orders o on o.id = w.order_id
      where o.order_type = 'INV' and w.employee_id = ? and w.date between ? and ? and w."end" is not null and w.worklog_type = 'WORK'
     union
     select op.order_id from order_operator op join orders o on o.id = op.order_id
      where o.order_type = 'INV' and op.employee_id = ? and op.number_of_positions is not null and o.valid_from <= ? and o.valid_to >= ?
     union
     select t.order_id from order_task t where t.employee_id = ? and t.completed and t.date between ? and ?`,
    [employeeId, from, to, employeeId, to, from, employeeId, from, to],
  );
  return rows.map((r) => Number(r.order_id));
}
