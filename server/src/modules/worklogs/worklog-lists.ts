import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { ForbiddenError } from '../../errors.js';
import { WorklogType } from './worklog.entity.js';
import * as policy from './worklog.policy.js';
import { monthRange } from './worklog.service.js';

/**
 * A worklog of a list as the database gives it, in the shape of the Worklog object type (order and
 * employee as the references the lists show). The month lists (hours overview, order worklogs tab)
 * read these instead of hydrating entities: at 900 worklogs of one order the ORM's hydration and
 * identity map cost ~30× the query (docs/decisions/performance-architecture.md#PERF-10).
 */
export interface WorklogRow {
  id: number;
  date: string;
  start: string;
  end: string | null;
  worklogType: WorklogType;
  comment: string;
  open: boolean;
  automatic: boolean;
  insertUser: string;
  insertTime: Date;
  updateUser: string | null;
  updateTime: Date | null;
  order: { id: number; name: string };
  employee: { id: number; firstName: string; lastName: string };
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Placeholders: the employee or order id, from, to. Ordered by day and start (id breaks ties). */
export const worklogListSql = (by: 'employee' | 'order', withPassenger: boolean) => `
  select w.id, w.date, w.start, w."end", w.worklog_type, w.comment, w.open, w.automatic, w.insert_user,
    to_char(w.insert_time at time zone 'UTC', ${ISO}) as insert_time, w.update_user,
    to_char(w.update_time at time zone 'UTC', ${ISO}) as update_time,
    o.id as order_id, o.name as order_name, e.id as employee_id, e.first_name, e.last_name
  from worklog w join orders o on o.id = w.order_id join employee e on e.id = w.employee_id
  where w.${by}_id = ? and w.date between ? and ?${withPassenger ? '' : ` and w.worklog_type <> 'PASSENGER'`}
  order by w.date, w.start, w.id`;

const toRow = (r: any): WorklogRow => ({
  id: r.id,
  date: r.date,
  start: r.start,
  end: r.end,
  worklogType: r.worklog_type,
  comment: r.comment,
  open: r.open,
  automatic: r.automatic,
  insertUser: r.insert_user,
  insertTime: new Date(r.insert_time),
  updateUser: r.update_user,
  updateTime: r.update_time === null ? null : new Date(r.update_time),
  order: { id: r.order_id, name: r.order_name },
  employee: { id: r.employee_id, firstName: r.first_name, lastName: r.last_name },
});

/**
 * Worklogs of an employee or an order in a month (YYYY-MM; default the current one), with the rules of
 * WorklogService.listForEmployee/listForOrder: an employee's own or, with the accounting rights, anyone's;
 * the order tab needs the right to see everyone's (Order_Worklogs among them); passenger entries only
 * with Accounting_Employee_ViewPassengerTimes.
 */
export async function listWorklogs(em: EntityManager, actor: CurrentUser, by: 'employee' | 'order', id: number, yearMonth?: string | null): Promise<WorklogRow[]> {
  if (!(by === 'employee' ? policy.canViewEmployeeMonthOf(actor, id) : policy.canViewWorklogsOf(actor, -1))) throw new ForbiddenError();
  const { from, to } = monthRange(yearMonth);
  const rows: any[] = await em.getConnection().execute(worklogListSql(by, policy.canSeePassengerTimes(actor)), [id, from, to]);
  return rows.map(toRow);
}
