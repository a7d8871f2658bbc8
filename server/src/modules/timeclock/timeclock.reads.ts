/**
 * The timeclock's read path (issue 18): an order's crew of a day with their worklogs, open entries and
 * operator numbers in ONE query, and the order's total work time aggregated by the database. Rows come
 * back as plain objects (no entity hydration): at 07:00 every team leader's device asks for these lists
 * after every clocking, and building them through the ORM cost more than the whole rest of the request.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { intArrayLiteral, literal as lit, withRawClient, type PreparedStatement, type Results } from '../../db/raw-sql.js';
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
// The order's name by its key per entry: a join let the planner hash every order per employee.
const WORKLOG_JSON = `json_build_object('id', w.id, 'date', to_char(w.date, 'YYYY-MM-DD'), 'start', w.start, 'end', w."end",
  'worklogType', w.worklog_type, 'comment', w.comment, 'open', w.open, 'insertUser', w.insert_user,
  'insertTime', floor(extract(epoch from w.insert_time) * 1000), 'updateUser', w.update_user,
  'updateTime', floor(extract(epoch from w.update_time) * 1000), 'orderId', w.order_id,
  'orderName', (select o.name from orders o where o.id = w.order_id))`;

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

/** The crew's columns; `orderId` and `date` are SQL expressions (parameters or literals). */
const crewSelect = (orderId: string, date: string) => `select c.id, c.first_name, c.last_name, a.assignment_type, op.id as operator_id, op.operator_number, op.number_of_positions,
    (select coalesce(json_agg(${WORKLOG_JSON} order by w.start, w.id), '[]'::json)
       from worklog w where w.employee_id = c.id and w.date = ${date}) as day,
    (select ${WORKLOG_JSON} from worklog w where w.employee_id = c.id and w.open limit 1) as open
  from crew c
  left join order_assignment a on a.order_id = ${orderId} and a.employee_id = c.id
  left join order_operator op on op.order_id = ${orderId} and op.employee_id = c.id`;

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
 * The crew of an order's day ($1 order, $2 day): assigned employees and everyone with a worklog on the
 * order that day, by last name, first name, id.
 */
export const ORDER_CREW: PreparedStatement = {
  name: 'timeclock_crew',
  types: ['int', 'date'],
  text: `with crew as (
     select e.id, e.first_name, e.last_name from employee e
      where e.id in (select employee_id from order_assignment where order_id = $1
                     union select employee_id from worklog where order_id = $1 and date = $2))
   ${crewSelect('$1', '$2')}
   order by c.last_name asc, c.first_name asc, c.id asc`,
};

/**
 * WORK minutes of an order over all its days (spec 2 §9), as clock-rules' orderWorkMinutes counts them
 * ($1 order, $2 today, $3 now in minutes): per employee and day the WORK spans (an open one up to now
 * today, up to 24:00 on an earlier day, nothing on a later one) minus the minutes of the day's closed
 * pauses lying inside closed WORK spans.
 */
export const ORDER_WORK_MINUTES: PreparedStatement = {
  name: 'timeclock_work_minutes',
  types: ['int', 'date', 'int'],
  text: `with w as (
     select employee_id, date, worklog_type,
            substr(start, 1, 2)::int * 60 + substr(start, 4, 2)::int as s,
            substr("end", 1, 2)::int * 60 + substr("end", 4, 2)::int as e
       from worklog where order_id = $1 and worklog_type in ('WORK', 'PAUSE'))
   select coalesce((select sum(greatest(0, coalesce(e, case when date < $2 then 1440 when date = $2 then $3 end) - s))
                      from w where worklog_type = 'WORK'), 0)
        - coalesce((select sum(greatest(0, least(p.e, x.e) - greatest(p.s, x.s)))
                      from w p join w x on x.employee_id = p.employee_id and x.date = p.date
                     where p.worklog_type = 'PAUSE' and x.worklog_type = 'WORK' and p.e is not null and x.e is not null
                       and p.s < x.e and x.s < p.e), 0) as total`,
};

/** The crew and the order's work minutes: two statements of one message (the clock's last one ends with them). */
export const crewAndMinutes = (orderId: number, date: string, today: string, nowMinutes: number) => [
  { prepared: ORDER_CREW, args: [orderId, date] },
  { prepared: ORDER_WORK_MINUTES, args: [orderId, today, nowMinutes] },
];

/** The results of crewAndMinutes (the last two of a message) as the crew's entries and the minutes. */
export function crewAndMinutesOf(results: Results): { crew: CrewRow[]; totalWorkMinutes: number } {
  const [crew, minutes] = results.slice(-2);
  return { crew: (crew.rows as RawCrewRow[]).map(crewRowOf), totalWorkMinutes: Number(minutes.rows[0]?.total ?? 0) };
}

/** The crew of an order's day and the order's work minutes, in one round trip. */
export async function orderCrewAndMinutes(em: EntityManager, orderId: number, date: string, today: string, nowMinutes: number) {
  return withRawClient(em, async (db) => crewAndMinutesOf(await db.run(crewAndMinutes(orderId, date, today, nowMinutes))));
}

/** The same entries for given employees, in the given order (the employee search). */
export async function crewOf(em: EntityManager, orderId: number, date: string, ids: number[]): Promise<CrewRow[]> {
  if (ids.length === 0) return [];
  const rows: RawCrewRow[] = await em.execute(`with crew as (select e.id, e.first_name, e.last_name from employee e where e.id = any(${intArrayLiteral(ids)}::int[]))
     ${crewSelect(lit(orderId), `${lit(date)}::date`)}`);
  const byId = new Map(rows.map((r) => [r.id, crewRowOf(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
