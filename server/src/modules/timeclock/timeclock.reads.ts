/**
 * The timeclock's read path, in SQL for speed: an order's crew of a day (employees with assignment and
 * operator number; their worklogs of the day and open entries as flat rows) and the order's total work
 * time aggregated by the database — three prepared statements in ONE message. Rows come back as plain
 * objects (no entity hydration): at 07:00 every team leader's device asks for these lists after every
 * clocking, and building them through the ORM cost more than the whole rest of the request. (The
 * worklogs as flat rows: building them as JSON per employee cost the database twice the query.)
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { intArrayText, withRawClient, type PreparedStatement, type Results, type Statement } from '../../db/raw-sql.js';
import { Customer, CustomerType } from '../customers/customer.entity.js';
import { ChecklistItem, CostCenter, Order, type AssignmentType } from '../orders/order.entity.js';
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

/** A worklog row of CREW_WORKLOGS. */
interface RawWorklog {
  employee_id: number;
  id: number;
  date: string;
  start: string;
  end: string | null;
  worklog_type: WorklogType;
  comment: string;
  open: boolean;
  automatic: boolean;
  insert_user: string;
  /** Epoch milliseconds (floor: the driver's Date keeps milliseconds and truncates the rest). */
  insert_time: number;
  update_user: string | null;
  update_time: number | null;
  order_id: number;
  order_name: string;
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
  worklogType: raw.worklog_type,
  comment: raw.comment,
  open: raw.open,
  automatic: raw.automatic,
  insertUser: raw.insert_user,
  insertTime: new Date(raw.insert_time),
  updateUser: raw.update_user,
  updateTime: raw.update_time == null ? null : new Date(raw.update_time),
  order: { id: raw.order_id, name: raw.order_name },
  employee,
});

interface RawEmployee {
  id: number;
  first_name: string;
  last_name: string;
  assignment_type: AssignmentType | null;
  operator_id: number | null;
  operator_number: number | null;
  number_of_positions: number | null;
}

/** The crew entries from the two statements' rows: every employee with the day's entries and the open one. */
function crewRowsOf(employees: RawEmployee[], worklogs: RawWorklog[], date: string): CrewRow[] {
  const byId = new Map<number, { row: CrewRow; employee: CrewWorklog['employee'] }>();
  const rows = employees.map((r) => {
    const row: CrewRow = {
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      assignmentType: r.assignment_type,
      operatorId: r.operator_id,
      operatorNumber: r.operator_number,
      numberOfPositions: r.number_of_positions,
      day: [],
      open: null,
    };
    byId.set(r.id, { row, employee: { id: r.id, employeeId: r.id, firstName: r.first_name, lastName: r.last_name } });
    return row;
  });
  for (const w of worklogs) {
    const e = byId.get(w.employee_id);
    if (!e) continue;
    if (w.date === date) e.row.day.push(worklogOf(w, e.employee));
    if (w.open) e.row.open = worklogOf(w, e.employee);
  }
  return rows;
}

/**
 * The prepared statements of a crew: `crew` selects the employee ids from $1 (order), $2 (day) and
 * `extra` more parameters. The employees with assignment and operator number on the order, and their
 * worklogs: those of the day (by start and id) and the open one of another day.
 */
function crewStatements(name: string, crew: string, extra: readonly string[], orderBy: string): [PreparedStatement, PreparedStatement] {
  const types = ['int', 'date', ...extra];
  const columns = `w.employee_id, w.id, to_char(w.date, 'YYYY-MM-DD') as date, w.start, w."end", w.worklog_type, w.comment, w.open, w.automatic, w.insert_user,
      floor(extract(epoch from w.insert_time) * 1000)::float8 as insert_time, w.update_user,
      floor(extract(epoch from w.update_time) * 1000)::float8 as update_time, w.order_id, o.name as order_name`;
  return [
    {
      name: `${name}_employees`,
      types,
      text: `with crew as (${crew})
        select e.id, e.first_name, e.last_name, a.assignment_type, op.id as operator_id, op.operator_number, op.number_of_positions
          from crew c join employee e on e.id = c.id
          left join order_assignment a on a.order_id = $1 and a.employee_id = e.id
          left join order_operator op on op.order_id = $1 and op.employee_id = e.id
         ${orderBy}`,
    },
    {
      name: `${name}_worklogs`,
      types,
      text: `with crew as (${crew})
        select ${columns} from crew c join worklog w on w.employee_id = c.id and w.date = $2 join orders o on o.id = w.order_id
        union all
        select ${columns} from crew c join worklog w on w.employee_id = c.id and w.open and w.date <> $2 join orders o on o.id = w.order_id
        order by start, id`,
    },
  ];
}

/**
 * An order's crew of a day ($1 order, $2 day): assigned employees, everyone with a worklog on the order
 * that day and everyone still clocked in on it from the day before (a night shift), by name.
 */
const [ORDER_CREW_EMPLOYEES, ORDER_CREW_WORKLOGS] = crewStatements(
  'timeclock_crew',
  `select employee_id as id from order_assignment where order_id = $1 union select employee_id from worklog where order_id = $1 and date = $2
   union select employee_id from worklog where order_id = $1 and open and date = $2::date - 1`,
  [],
  'order by e.last_name asc, e.first_name asc, e.id asc',
);
/** Given employees ($3) as entries of an order's day (the employee search). */
const [CREW_OF_EMPLOYEES, CREW_OF_WORKLOGS] = crewStatements('timeclock_crew_of', `select distinct unnest($3::int[]) as id`, ['int[]'], '');

/**
 * WORK minutes of an order over all its days (spec 2 §9), as clock-rules' orderWorkMinutes counts them
 * ($1 order, $2 today, $3 now in minutes): each WORK entry less the finished pauses of the employee's
 * day inside it (wl_net, the SQL twin of @inv/domain's entryMinutes); an open one counts up to now
 * today, up to 24:00 on an earlier day, nothing on a later one.
 */
export const ORDER_WORK_MINUTES: PreparedStatement = {
  name: 'timeclock_work_minutes',
  types: ['int', 'date', 'int'],
  text: `select coalesce(sum(n.minutes), 0)::int as total
       from worklog_minutes w
       cross join lateral wl_net(w.date, w.worklog_type, w.start,
         coalesce(w."end", case when w.date < $2 then '24:00' when w.date = $2 then lpad(($3 / 60)::text, 2, '0') || ':' || lpad(($3 % 60)::text, 2, '0') end),
         w.pauses) n
      where w.order_id = $1 and w.worklog_type = 'WORK'`,
};

/** The crew and the order's work minutes: three statements of one message (the clock's last one ends with them). */
export const crewAndMinutes = (orderId: number, date: string, today: string, nowMinutes: number): Statement[] => [
  { prepared: ORDER_CREW_EMPLOYEES, args: [orderId, date] },
  { prepared: ORDER_CREW_WORKLOGS, args: [orderId, date] },
  { prepared: ORDER_WORK_MINUTES, args: [orderId, today, nowMinutes] },
];

/** The results of crewAndMinutes (the last three of a message) as the crew's entries and the minutes. */
export function crewAndMinutesOf(results: Results, date: string): { crew: CrewRow[]; totalWorkMinutes: number } {
  const [employees, worklogs, minutes] = results.slice(-3);
  return { crew: crewRowsOf(employees.rows, worklogs.rows, date), totalWorkMinutes: Number(minutes.rows[0]?.total ?? 0) };
}

/**
 * The order of the timeclock view as the ORM loads it (`em.findOne(Order, id, { populate: ['customer',
 * 'checklist'] })` with the eager costCenter and customer.customerType), from rows of five prepared
 * statements that travel in the crew's message: the order view's second round trip and the ORM's
 * query building were ~12 % of its CPU. The rows are hydrated by the ORM itself (em.map),
 * leaves first, so each reference finds its entity loaded, and the checklist collection is set as
 * loaded: the answer is a managed Order whose field resolvers work as on any loaded entity.
 */
const [ORDER_ROW, ORDER_CUSTOMER, ORDER_CUSTOMER_TYPE, ORDER_COST_CENTER, ORDER_CHECKLIST]: PreparedStatement[] = [
  ['order', `select * from orders where id = $1`],
  ['customer', `select c.* from orders o join customer c on c.id = o.customer_id where o.id = $1`],
  ['customer_type', `select t.* from orders o join customer c on c.id = o.customer_id join customer_type t on t.id = c.customer_type_id where o.id = $1`],
  ['cost_center', `select cc.* from orders o join cost_center cc on cc.id = o.cost_center_id where o.id = $1`],
  ['checklist', `select * from order_checklist_item where order_id = $1 order by code, id`],
].map(([name, text]) => ({ name: `timeclock_order_${name}`, types: ['int'], text }));

/** The five statements of timeclockOrderOf ($1 the order). */
export const timeclockOrderStatements = (orderId: number): Statement[] =>
  [ORDER_ROW, ORDER_CUSTOMER, ORDER_CUSTOMER_TYPE, ORDER_COST_CENTER, ORDER_CHECKLIST].map((prepared) => ({ prepared, args: [orderId] }));

/** The order from the first five results of a message (timeclockOrderStatements), or null if there is none. */
export function timeclockOrderOf(em: EntityManager, results: Results): Order | null {
  const [[order], [customer], [customerType], [costCenter], checklist] = results.slice(0, 5).map((r) => r.rows);
  if (!order) return null;
  if (customerType) em.map(CustomerType, customerType);
  if (customer) em.map(Customer, customer);
  if (costCenter) em.map(CostCenter, costCenter);
  const entity = em.map(Order, order);
  entity.checklist.hydrate(checklist.map((row) => em.map(ChecklistItem, row)));
  return entity;
}

/** The same entries for given employees, in the given order (the employee search). */
export async function crewOf(em: EntityManager, orderId: number, date: string, ids: number[]): Promise<CrewRow[]> {
  if (ids.length === 0) return [];
  const args = [orderId, date, intArrayText(ids)];
  const [employees, worklogs] = await withRawClient(em, (db) => db.run([{ prepared: CREW_OF_EMPLOYEES, args }, { prepared: CREW_OF_WORKLOGS, args }]));
  const byId = new Map(crewRowsOf(employees.rows, worklogs.rows, date).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
