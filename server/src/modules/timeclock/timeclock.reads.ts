/**
 * The timeclock's read path (issue 18): an order's crew of a day with their worklogs, open entries and
 * operator numbers in ONE query, and the order's total work time aggregated by the database. Rows come
 * back as plain objects (no entity hydration): at 07:00 every team leader's device asks for these lists
 * after every clocking, and building them through the ORM cost more than the whole rest of the request.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { intArrayLiteral, literal as lit } from '../../db/raw-sql.js';
import type { AssignmentType } from '../orders/order.entity.js';
import { Worklog, type WorklogType } from '../worklogs/worklog.entity.js';
import type { WorklogRow } from '../worklogs/worklog-lists.js';

/** A worklog as the timeclock answers it: a list row (worklog-lists.ts) whose employee also carries employeeId. */
export type CrewWorklog = Omit<WorklogRow, 'employee'> & { employee: WorklogRow['employee'] & { employeeId: number } };

export interface CrewRow {
  id: number;
  firstName: string;
  lastName: string;
  assignmentType: AssignmentType | null;
  operatorId: number | null;
  operatorNumber: number | null;
  numberOfPositions: number | null;
  /** The day's worklogs on every order, by start and id. */
  day: CrewWorklog[];
  /** The one open worklog, on any order or day. */
  open: CrewWorklog | null;
}

// Times as epoch milliseconds (floor: the driver's Date keeps milliseconds and truncates the rest).
const WORKLOG_JSON = `json_build_object('id', w.id, 'date', to_char(w.date, 'YYYY-MM-DD'), 'start', w.start, 'end', w."end",
  'worklogType', w.worklog_type, 'comment', w.comment, 'open', w.open, 'insertUser', w.insert_user,
  'insertTime', floor(extract(epoch from w.insert_time) * 1000), 'updateUser', w.update_user,
  'updateTime', floor(extract(epoch from w.update_time) * 1000), 'orderId', o.id, 'orderName', o.name)`;

interface RawWorklog extends Omit<CrewWorklog, 'insertTime' | 'updateTime' | 'order' | 'employee'> {
  insertTime: number;
  updateTime: number | null;
  orderId: number;
  orderName: string;
}

/**
 * A row typed as the Worklog class without being an entity. type-graphql hands a field resolver's
 * @Root() over as is only when it is an instance of the type; anything else it copies into `new
 * Worklog()`, whose change-tracking setters cost more than the whole query (per field resolver, per
 * worklog). The fields are own data properties before the prototype is set: no entity setter runs,
 * and no EntityManager ever manages the row.
 */
function worklogRow(fields: CrewWorklog): CrewWorklog {
  // The entity prototype's toJSON would serialise through MikroORM: a row is its fields.
  Object.defineProperty(fields, 'toJSON', { value: () => ({ ...fields }), enumerable: false });
  return Object.setPrototypeOf(fields, Worklog.prototype) as CrewWorklog;
}

const worklogOf = (raw: RawWorklog, employee: CrewWorklog['employee']): CrewWorklog => worklogRow({
  id: raw.id,
  date: raw.date,
  start: raw.start,
  end: raw.end,
  worklogType: raw.worklogType,
  comment: raw.comment,
  open: raw.open,
  insertUser: raw.insertUser,
  insertTime: new Date(Number(raw.insertTime)),
  updateUser: raw.updateUser,
  updateTime: raw.updateTime == null ? null : new Date(Number(raw.updateTime)),
  order: { id: raw.orderId, name: raw.orderName },
  employee,
});

const crewSelect = (orderId: number, date: string) => `select c.id, c.first_name, c.last_name, a.assignment_type, op.id as operator_id, op.operator_number, op.number_of_positions,
    (select coalesce(json_agg(${WORKLOG_JSON} order by w.start, w.id), '[]'::json)
       from worklog w join orders o on o.id = w.order_id where w.employee_id = c.id and w.date = ${lit(date)}::date) as day,
    (select ${WORKLOG_JSON} from worklog w join orders o on o.id = w.order_id where w.employee_id = c.id and w.open limit 1) as open
  from crew c
  left join order_assignment a on a.order_id = ${lit(orderId)} and a.employee_id = c.id
  left join order_operator op on op.order_id = ${lit(orderId)} and op.employee_id = c.id`;

interface RawCrewRow {
  id: number;
  first_name: string;
  last_name: string;
  assignment_type: AssignmentType | null;
  operator_id: number | null;
  operator_number: number | null;
  number_of_positions: number | null;
  day: RawWorklog[];
  open: RawWorklog | null;
}

const crewRowOf = (r: RawCrewRow): CrewRow => {
  const employee = { id: r.id, employeeId: r.id, firstName: r.first_name, lastName: r.last_name };
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    assignmentType: r.assignment_type,
    operatorId: r.operator_id,
    operatorNumber: r.operator_number,
    numberOfPositions: r.number_of_positions,
    day: r.day.map((w) => worklogOf(w, employee)),
    open: r.open && worklogOf(r.open, employee),
  };
};

/**
 * The crew of an order's day as one statement with its values inlined (it also travels inside the
 * clock's multi-statement message): assigned employees and everyone with a worklog on the order that
 * day, by last name, first name, id.
 */
export const orderCrewSql = (orderId: number, date: string) =>
  `with crew as (
     select e.id, e.first_name, e.last_name from employee e
      where e.id in (select employee_id from order_assignment where order_id = ${lit(orderId)}
                     union select employee_id from worklog where order_id = ${lit(orderId)} and date = ${lit(date)}::date))
   ${crewSelect(orderId, date)}
   order by c.last_name asc, c.first_name asc, c.id asc`;

/** The rows of orderCrewSql as the service's crew entries. */
export const crewRows = (rows: unknown[]): CrewRow[] => (rows as RawCrewRow[]).map(crewRowOf);

/** Assigned employees and everyone with a worklog on the order that day, by last name, first name, id. */
export async function orderCrew(em: EntityManager, orderId: number, date: string): Promise<CrewRow[]> {
  return crewRows(await em.execute(orderCrewSql(orderId, date)));
}

/** The same entries for given employees, in the given order (the employee search). */
export async function crewOf(em: EntityManager, orderId: number, date: string, ids: number[]): Promise<CrewRow[]> {
  if (ids.length === 0) return [];
  const rows: RawCrewRow[] = await em.execute(`with crew as (select e.id, e.first_name, e.last_name from employee e where e.id = any(${intArrayLiteral(ids)}::int[]))
     ${crewSelect(orderId, date)}`);
  const byId = new Map(rows.map((r) => [r.id, crewRowOf(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * WORK minutes of an order over all its days (spec 2 §9), as clock-rules' orderWorkMinutes counts them:
 * per employee and day the WORK spans (an open one up to now today, up to 24:00 on an earlier day,
 * nothing on a later one) minus the minutes of the day's closed pauses lying inside closed WORK spans.
 */
export const orderWorkMinutesSql = (orderId: number, today: string, nowMinutes: number) =>
  `with w as (
     select employee_id, date, worklog_type,
            substr(start, 1, 2)::int * 60 + substr(start, 4, 2)::int as s,
            substr("end", 1, 2)::int * 60 + substr("end", 4, 2)::int as e
       from worklog where order_id = ${lit(orderId)} and worklog_type in ('WORK', 'PAUSE'))
   select coalesce((select sum(greatest(0, coalesce(e, case when date < ${lit(today)}::date then 1440 when date = ${lit(today)}::date then ${lit(nowMinutes)}::int end) - s))
                      from w where worklog_type = 'WORK'), 0)
        - coalesce((select sum(greatest(0, least(p.e, x.e) - greatest(p.s, x.s)))
                      from w p join w x on x.employee_id = p.employee_id and x.date = p.date
                     where p.worklog_type = 'PAUSE' and x.worklog_type = 'WORK' and p.e is not null and x.e is not null
                       and p.s < x.e and x.s < p.e), 0) as total`;

/** The one row of orderWorkMinutesSql as minutes. */
export const workMinutesOf = (rows: unknown[]): number => Number((rows[0] as { total: string | number | null } | undefined)?.total ?? 0);

export async function orderWorkMinutes(em: EntityManager, orderId: number, today: string, nowMinutes: number): Promise<number> {
  return workMinutesOf(await em.execute(orderWorkMinutesSql(orderId, today, nowMinutes)));
}
