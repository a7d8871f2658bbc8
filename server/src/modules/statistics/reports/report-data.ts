import type { EntityManager } from '@mikro-orm/postgresql';
import { compareDeSql } from '@inv/domain';
import { intArray, loadPerformanceFacts, type PerformanceFact } from '../../tasks/performance.queries.js';
import { monthTimeCtes } from '../../worklogs/accounting.service.js';

/** German collation, created once (a locale argument per comparison is slow on a year of rows). */
export const byName = compareDeSql;

export interface WorkingHoursRow {
  employeeId: number;
  lastName: string;
  firstName: string;
  orderName: string;
  orderType: string;
  city: string;
  days: number;
  minutesWork: number;
  minutesTravel: number;
  minutesPassenger: number;
}

/**
 * Finished time of a date range per employee and order in one aggregate (monthTimeCtes keyed by order:
 * work net of the pauses inside it). Every finished pause of an employee's day feeds the pause rule;
 * the order type only narrows the result. Placeholders: from, to, [order type].
 */
export const workingHoursSql = (byType: boolean) => `
  with ${monthTimeCtes('', true)}
  select e.id, e.last_name, e.first_name, o.name as order_name, o.order_type::text as order_type, o.city,
    s.days::int as days, s.work::int as work, s.travel::int as travel, s.passenger::int as passenger
  from sums s
  join employee e on e.id = s.employee_id
  join orders o on o.id = s.order_id
  where (s.work > 0 or s.travel > 0 or s.passenger > 0)${byType ? ' and o.order_type = ?' : ''}
  order by e.last_name, e.first_name, e.id, o.name, o.id`;

export async function loadWorkingHours(em: EntityManager, from: string, to: string, orderType: string | null): Promise<WorkingHoursRow[]> {
  const rows = await em.getConnection().execute<any[]>(workingHoursSql(orderType !== null), orderType ? [from, to, orderType] : [from, to]);
  return rows.map((r) => ({
    employeeId: Number(r.id),
    lastName: r.last_name,
    firstName: r.first_name,
    orderName: r.order_name,
    orderType: r.order_type,
    city: r.city,
    days: Number(r.days),
    minutesWork: Number(r.work),
    minutesTravel: Number(r.travel),
    minutesPassenger: Number(r.passenger),
  }));
}

export interface InventoryPerformanceRow {
  employeeId: number;
  lastName: string;
  firstName: string;
  companyLocation: string | null;
  /** The employee's first day on that order within the range. */
  date: string;
  orderId: number;
  orderName: string;
  minutes: number;
  positions: number;
}

/**
 * The INV orders with something counted in a range: finished work, completed tasks, or operator
 * positions on an order starting in the range (those without worked days land on the first day).
 */
const INVENTORY_ORDERS_SQL = `
  select w.order_id from worklog w join orders o on o.id = w.order_id
   where o.order_type = 'INV' and w.date between ? and ? and w."end" is not null and w.worklog_type = 'WORK'
  union
  select op.order_id from order_operator op join orders o on o.id = op.order_id
   where o.order_type = 'INV' and op.number_of_positions is not null and o.valid_from between ? and ?
  union
  select t.order_id from order_task t join orders o on o.id = t.order_id
   where o.order_type = 'INV' and t.completed and t.date between ? and ?`;

/**
 * Counting-performance facts (the counting-performance positions rule, performance.queries.ts) of every
 * employee on the INV orders of a range, restricted to the range's days.
 */
export async function loadInventoryFacts(em: EntityManager, from: string, to: string): Promise<PerformanceFact[]> {
  const orders = await em.getConnection().execute<{ order_id: number }[]>(INVENTORY_ORDERS_SQL, [from, to, from, to, from, to]);
  const facts = await loadPerformanceFacts(em, orders.map((o) => Number(o.order_id)));
  return facts.filter((f) => f.date >= from && f.date <= to);
}

/** Names of the employees (with company location) and orders the facts mention. */
export async function loadNames(em: EntityManager, facts: readonly PerformanceFact[]) {
  const conn = em.getConnection();
  const employeeIds = [...new Set(facts.map((f) => f.employeeId))];
  const orderIds = [...new Set(facts.map((f) => f.orderId))];
  const [people, orders] = await Promise.all([
    employeeIds.length
      ? conn.execute<{ id: number; first_name: string; last_name: string; location: string | null }[]>(
          `select e.id, e.first_name, e.last_name, cl.name as location from employee e left join company_location cl on cl.id = e.company_location_id
            where e.id = any(?::int[])`,
          [intArray(employeeIds)],
        )
      : [],
    orderIds.length ? conn.execute<{ id: number; name: string }[]>(`select id, name from orders where id = any(?::int[])`, [intArray(orderIds)]) : [],
  ]);
  return {
    employees: new Map(people.map((p) => [Number(p.id), { firstName: p.first_name, lastName: p.last_name, companyLocation: p.location ?? null }])),
    orders: new Map(orders.map((o) => [Number(o.id), o.name])),
  };
}

/** One row per employee and INV order of the range, sorted by name, day, order. */
export async function loadInventoryPerformance(em: EntityManager, from: string, to: string): Promise<InventoryPerformanceRow[]> {
  const facts = await loadInventoryFacts(em, from, to);
  const names = await loadNames(em, facts);
  const rows = new Map<string, InventoryPerformanceRow>();
  for (const f of facts) {
    const key = `${f.employeeId}|${f.orderId}`;
    let r = rows.get(key);
    if (!r) {
      const e = names.employees.get(f.employeeId)!;
      rows.set(
        key,
        (r = { employeeId: f.employeeId, lastName: e.lastName, firstName: e.firstName, companyLocation: e.companyLocation, date: f.date, orderId: f.orderId, orderName: names.orders.get(f.orderId) ?? '', minutes: 0, positions: 0 }),
      );
    }
    if (f.date < r.date) r.date = f.date;
    r.minutes += f.minutes;
    r.positions += f.positions;
  }
  return [...rows.values()].sort(
    (a, b) =>
      byName(a.lastName, b.lastName) ||
      byName(a.firstName, b.firstName) ||
      a.employeeId - b.employeeId ||
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      byName(a.orderName, b.orderName) ||
      a.orderId - b.orderId,
  );
}
