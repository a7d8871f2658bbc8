/** Dates, records and checks the two-instance proof shares between its scenarios. */
import { DateTime } from 'luxon';
import type { Client } from '../../../server/src/test/http-client.js';
import type { Cluster } from './cluster.js';

export const ZONE = 'Europe/Berlin';
/** Clock and worklog times lie on yesterday: fixed hours, never in the future, inside the open period. */
export const workDay = DateTime.now().setZone(ZONE).minus({ days: 1 }).toISODate()!;
export const weekAgo = DateTime.now().setZone(ZONE).minus({ days: 7 }).toISODate()!;
export const today = DateTime.now().setZone(ZONE).toISODate()!;
/** A date the registration steps may lie ahead at (permit validity and the like). */
export const dateAhead = DateTime.now().setZone(ZONE).plus({ months: 6 }).toISODate()!;

export interface Worklog {
  id: number;
  employee_id: number;
  order_id: number;
  worklog_type: string;
  start: string;
  end: string | null;
  open: boolean;
  comment: string;
}

export const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Fresh active employees straight in the cluster's database (clocking reads no contract or wage). */
export async function newEmployees(cluster: Cluster, n: number, tag: string): Promise<number[]> {
  const { rows } = await cluster.sql(
    `insert into employee (id, first_name, last_name, birthdate, email)
     select m.top + g, 'Instanz', $2 || ' ' || g, date '1990-01-01', 'instanz.' || $2 || (m.top + g) || '@inventur-demo.de'
     from (select max(id) as top from employee) m, generate_series(1, $1::int) g returning id`,
    [n, tag],
  );
  return rows.map((r) => r.id);
}

export async function newOrder(office: Client, name: string): Promise<number> {
  // A project running since a week (MOD): clocking on yesterday is allowed for it.
  const res = await office.request('POST', '/api/orders', { name, address: 'Proxyweg 2', zip: '20095', city: 'Hamburg', orderType: 'MOD', validFrom: weekAgo, validTo: today });
  if (res.status !== 201) throw new Error(`order ${name}: ${res.status} ${res.text}`);
  return res.json.id;
}

/** Worklogs of the employees on the work day, ordered; open ones have no end. */
export async function worklogsOf(cluster: Cluster, employees: number[]) {
  const { rows } = await cluster.sql(
    `select id, employee_id, order_id, worklog_type, start, "end", open, comment from worklog where employee_id = any($1) and date = $2 order by employee_id, start, id`,
    [employees, workDay],
  );
  return rows as Worklog[];
}

/** Pairs of one employee's worklogs on the day whose times overlap (an open one runs to the end of the day). */
export function overlaps(rows: Worklog[]) {
  const found: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length && rows[j].employee_id === rows[i].employee_id; j++) {
      const [a, b] = [rows[i], rows[j]];
      if (b.start < (a.end ?? '24:00') && a.start < (b.end ?? '24:00')) found.push(`${a.employee_id}: ${a.start}-${a.end} × ${b.start}-${b.end}`);
    }
  }
  return found;
}
