/**
 * What the compliance rules read from the stored records, in few aggregated statements sent as one
 * message (raw-sql.ts): one statement per concern over all employees of the month, never one per
 * employee, so 2,000 employees cost the same round trips as one.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { intArrayLiteral, literal, withRawClient } from '../../db/raw-sql.js';

export interface EntryRow {
  employee_id: number;
  date: string;
  start: string;
  end: string;
  type: 'WORK' | 'PAUSE' | 'TRAVEL' | 'PASSENGER';
  automatic: boolean;
  zip: string;
}
export interface EmployeeRow {
  id: number;
  first_name: string;
  last_name: string;
  birthdate: string;
  /** The days elsewhere given for the year read (0 when they were given for another year). */
  short_term_days_elsewhere: number;
}
export interface HistoryRow {
  employee_id: number;
  valid_from: string;
  valid_to: string | null;
}
export interface WageRow extends HistoryRow {
  wage: string;
  wage_type: 'WAG' | 'SAL';
}
export interface EmploymentRow extends HistoryRow {
  employment_type: 'FUL' | 'MIN' | 'SHO' | 'WORKING_STUDENT';
}
export interface MonthMinutesRow {
  employee_id: number;
  year_month: string;
  /** Work, travel and passenger minutes: the time the payroll export pays at the hourly wage. */
  minutes_paid: number;
}
/** One day of short-term work: the day's first start and last end, whether it holds work. */
export interface ShortTermDayRow {
  employee_id: number;
  date: string;
  start: string;
  end: string;
  has_work: boolean;
}
export interface AcknowledgementRow {
  finding_key: string;
  reason: string;
  acknowledged_by: string;
  acknowledged_at: Date;
}

export interface ComplianceData {
  entries: EntryRow[];
  employees: EmployeeRow[];
  wages: WageRow[];
  employments: EmploymentRow[];
  monthMinutes: MonthMinutesRow[];
  shortTermDays: ShortTermDayRow[];
  acknowledgements: AcknowledgementRow[];
}

export interface DataScope {
  /** The worklog entries read: [from, to] (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The year's start and the last day whose short-term days and month figures count. */
  yearStart: string;
  until: string;
  /** Only these employees (null: every employee with entries from `from` to `to`). */
  employeeIds: readonly number[] | null;
  /** The month whose acknowledgements are read (null: none). */
  yearMonth: string | null;
}

const dateText = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** The statements of one read, in the order of ComplianceData's fields. */
export function complianceStatements(s: DataScope): string[] {
  const only = (column: string) => (s.employeeIds ? `and ${column} = any(${intArrayLiteral(s.employeeIds)}::int[])` : '');
  const people = s.employeeIds
    ? `select unnest(${intArrayLiteral(s.employeeIds)}::int[]) as id`
    : // A probe of the (employee_id, date) index per employee: cheaper than a distinct over the month's rows, and asked five times.
      `select p.id from employee p where exists (select 1 from worklog w where w.employee_id = p.id and w.date between ${literal(s.from)} and ${literal(s.to)})`;
  return [
    `select w.employee_id, ${dateText('w.date')} as date, w.start, w."end", w.worklog_type as type, w.automatic, o.zip
       from worklog w join orders o on o.id = w.order_id
      where w.date between ${literal(s.from)} and ${literal(s.to)} and w."end" is not null ${only('w.employee_id')}`,
    `select e.id, e.first_name, e.last_name, ${dateText('e.birthdate')} as birthdate, 
            case when e.short_term_days_elsewhere_year = ${Number(s.yearStart.slice(0, 4))} then e.short_term_days_elsewhere else 0 end as short_term_days_elsewhere
       from employee e where e.id in (${people})`,
    `select x.employee_id, ${dateText('x.valid_from')} as valid_from, ${dateText('x.valid_to')} as valid_to, x.wage, x.wage_type
       from wage_entry x where x.employee_id in (${people}) and x.valid_from <= ${literal(s.to)} and (x.valid_to is null or x.valid_to >= ${literal(s.yearStart)})`,
    `select y.employee_id, ${dateText('y.valid_from')} as valid_from, ${dateText('y.valid_to')} as valid_to, y.employment_type
       from employment_entry y where y.employee_id in (${people}) and y.valid_from <= ${literal(s.to)} and (y.valid_to is null or y.valid_to >= ${literal(s.yearStart)})`,
    `select t.employee_id, t.year_month, t.minutes_work + t.minutes_travel + t.minutes_passenger as minutes_paid
       from employee_month_time t
      where t.year_month between ${literal(s.yearStart.slice(0, 7))} and ${literal(s.until.slice(0, 7))} and t.entries > 0 and t.employee_id in (${people})`,
    // Short-term employment counts the days worked while employed as SHO (SGB IV §8 (1) Nr. 2).
    `select w.employee_id, ${dateText('w.date')} as date, min(w.start) as start, max(w."end") as "end", bool_or(w.worklog_type = 'WORK') as has_work
       from worklog w
       join employment_entry m on m.employee_id = w.employee_id and m.employment_type = 'SHO' and w.date >= m.valid_from and (m.valid_to is null or w.date <= m.valid_to)
      where w.date between ${literal(s.yearStart)} and ${literal(s.until)} and w."end" is not null and w.employee_id in (${people})
      group by w.employee_id, w.date`,
    s.yearMonth
      ? `select finding_key, reason, acknowledged_by, acknowledged_at from compliance_acknowledgement where year_month = ${literal(s.yearMonth)} ${only('employee_id')}`
      : `select null::text as finding_key where false`,
  ];
}

/** Everything the rules of `scope` need, in one round trip. */
export async function loadComplianceData(em: EntityManager, scope: DataScope): Promise<ComplianceData> {
  const [entries, employees, wages, employments, monthMinutes, shortTermDays, acknowledgements] = await withRawClient(em, (db) => db.run(complianceStatements(scope)));
  return {
    entries: entries.rows as EntryRow[],
    employees: employees.rows as EmployeeRow[],
    wages: wages.rows as WageRow[],
    employments: employments.rows as EmploymentRow[],
    monthMinutes: monthMinutes.rows as MonthMinutesRow[],
    shortTermDays: shortTermDays.rows as ShortTermDayRow[],
    acknowledgements: acknowledgements.rows as AcknowledgementRow[],
  };
}
