import type { EntityManager } from '@mikro-orm/postgresql';
import { awayMinutesByDay, cateringSplit, surchargeMinutes, type AwayEntry, type SurchargeEntry, type WorklogKind } from '@inv/domain';
import { DateTime } from 'luxon';
import type { PayrollEmployeeMonth } from '../../documents/payroll-export.js';
import { publicHolidaysOfZip } from '../../shared-holidays.js';
import { CURRENT_WAGE } from '../employees/employee.queries.js';
import { monthTimeCtes } from '../worklogs/accounting.service.js';

/**
 * The month's figures per employee marked for export, in three statements (none per employee, so a
 * company of thousands stays one round trip each):
 *
 * 1. per employee: time as the accounting aggregate (monthTimeCtes in accounting.service.ts: finished
 *    entries summed per type, work net of the pauses lying inside a work span of the same day, real
 *    minutes); the wage (the entry valid on the month's last day, or a leaver's last one in the month);
 *    the days of the month covered by employment periods; the cost centre of the order with the most
 *    (gross) work minutes, the lower order id on a tie, '' when none.
 *    Placeholders: from, to (worklogs), from, to, to, to, from (employment days), to, from (wage).
 * 2. the finished WORK, PAUSE, TRAVEL and PASSENGER entries of the month and a day either side, with the
 *    order's zip (the workplace), ordered by employee: the §3b EStG bands and the time away per day.
 * 3. the per diems per employee and day (one day may carry per diems of two orders).
 */
const PAYROLL_SQL = `
  with ${monthTimeCtes()},
  top_order as (
    select distinct on (employee_id) employee_id, order_id
    from (select employee_id, order_id, sum(wl_span(date, start, "end")) as minutes from logs where t = 'WORK' group by employee_id, order_id) ow
    where minutes > 0
    order by employee_id, minutes desc, order_id asc
  )
  select e.id, e.first_name, e.last_name, wg.wage, wg.wage_type,
    (select count(distinct d)::int
       from employment_entry y
       cross join lateral generate_series(greatest(y.valid_from, ?::date), least(coalesce(y.valid_to, ?::date), ?::date), interval '1 day') d
       where y.employee_id = e.id and y.valid_from <= ? and (y.valid_to is null or y.valid_to >= ?)) as employed_days,
    coalesce(s.work, 0) as minutes_work,
    coalesce(s.travel, 0) as minutes_travel,
    coalesce(s.passenger, 0) as minutes_passenger,
    coalesce(cc.cost_center, '') as cost_center
  from employee e
  left join sums s on s.employee_id = e.id
  left join top_order t on t.employee_id = e.id
  left join orders o on o.id = t.order_id
  left join cost_center cc on cc.id = o.cost_center_id
  left join lateral (${CURRENT_WAGE}) wg on true
  where e.export
  order by e.id`;

/** Placeholders: from, to (the month; the day either side is added here). */
const ENTRIES_SQL = `
  select w.employee_id, to_char(w.date, 'YYYY-MM-DD') as date, w.start, w."end", w.worklog_type::text as t, o.zip
  from worklog w
  join employee e on e.id = w.employee_id and e.export
  left join orders o on o.id = w.order_id
  where w.date between ?::date - 1 and ?::date + 1 and w."end" is not null
  order by w.employee_id, w.date, w.start`;

/** Placeholders: from, to. */
const PER_DIEMS_SQL = `
  select p.employee_id, to_char(p.date, 'YYYY-MM-DD') as date, sum(p.catering)::int as catering, sum(p.misc)::int as misc, bool_or(p.breakfast) as breakfast
  from per_diem p
  join employee e on e.id = p.employee_id and e.export
  where p.date between ? and ?
  group by p.employee_id, p.date
  order by p.employee_id, p.date`;

export function monthBounds(yearMonth: string): { from: string; to: string } {
  const start = DateTime.fromFormat(yearMonth, 'yyyy-MM', { zone: 'utc' });
  return { from: start.toISODate()!, to: start.endOf('month').toISODate()! };
}

const KINDS: ReadonlySet<string> = new Set<WorklogKind>(['WORK', 'PAUSE', 'TRAVEL', 'PASSENGER']);

/** Rows of one statement grouped by employee id (the statements are ordered by it). */
function byEmployee<R extends { employee_id: number | string }>(rows: readonly R[]): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const r of rows) {
    const id = Number(r.employee_id);
    const list = out.get(id);
    if (list) list.push(r);
    else out.set(id, [r]);
  }
  return out;
}

/**
 * Whether a date is a public holiday at a workplace (its order's zip; §3b (1) Nr. 3 EStG: the holiday
 * law of the place of work). Sets cached per zip and year for the whole month.
 */
function holidayLookup(): (date: string, zip: string | null) => boolean {
  const cache = new Map<string, ReadonlySet<string>>();
  return (date, zip) => {
    const year = Number(date.slice(0, 4));
    const key = `${zip ?? ''}:${year}`;
    let set = cache.get(key);
    if (!set) cache.set(key, (set = publicHolidaysOfZip(zip, year)));
    return set.has(date);
  };
}

interface EntryRow {
  employee_id: number;
  date: string;
  start: string;
  end: string;
  t: string;
  zip: string | null;
}

interface PerDiemRow {
  employee_id: number;
  date: string;
  catering: number;
  misc: number;
  breakfast: boolean;
}

/** The month's three statements with their parameters (`?` placeholders), in the order they are sent; the benchmark times them raw. */
export function payrollStatements(yearMonth: string): { sql: string; params: string[] }[] {
  const { from, to } = monthBounds(yearMonth);
  return [
    { sql: PAYROLL_SQL, params: [from, to, from, to, to, to, from, to, from] },
    { sql: ENTRIES_SQL, params: [from, to] },
    { sql: PER_DIEMS_SQL, params: [from, to] },
  ];
}

/** Every export-marked employee's month (rows with nothing to pay produce no export line). */
export async function loadPayrollMonth(em: EntityManager, yearMonth: string): Promise<PayrollEmployeeMonth[]> {
  const { from, to } = monthBounds(yearMonth);
  const [month, entries, perDiems] = payrollStatements(yearMonth);
  // One after another: inside the closing's transaction they share one connection.
  const rows: any[] = await em.execute(month.sql, month.params);
  const entryRows: EntryRow[] = await em.execute(entries.sql, entries.params);
  const perDiemRows: PerDiemRow[] = await em.execute(perDiems.sql, perDiems.params);
  const entriesOf = byEmployee(entryRows);
  const perDiemsOf = byEmployee(perDiemRows);
  const isHoliday = holidayLookup();
  const monthDays = Number(to.slice(8, 10));
  return rows.map((r): PayrollEmployeeMonth => {
    const id = Number(r.id);
    const entries = (entriesOf.get(id) ?? []).filter((x) => KINDS.has(x.t));
    const surchargeEntries: SurchargeEntry[] = entries
      .filter((x) => x.date <= to && (x.t === 'WORK' || x.t === 'PAUSE'))
      .map((x) => ({ date: x.date, start: x.start, end: x.end, worklogType: x.t as WorklogKind, zip: x.zip ?? null }));
    const bands = surchargeMinutes(surchargeEntries, from, to, isHoliday);
    const away = awayMinutesByDay(entries.map((x): AwayEntry => ({ date: x.date, start: x.start, end: x.end, worklogType: x.t as WorklogKind })));
    let perDiemDays = 0;
    let taxFree = 0;
    let taxable = 0;
    let misc = 0;
    let breakfasts = 0;
    for (const d of perDiemsOf.get(id) ?? []) {
      const catering = Number(d.catering);
      const miscEuros = Number(d.misc);
      // A day with a per diem is one with an allowance paid; a row of zeros pays nothing.
      if (catering + miscEuros > 0) perDiemDays += 1;
      const split = cateringSplit({ date: d.date, cateringCents: catering * 100, breakfast: !!d.breakfast, awayMinutes: away.get(d.date) ?? 0 });
      taxFree += split.taxFreeCents;
      taxable += split.taxableCents;
      misc += miscEuros * 100;
      if (d.breakfast) breakfasts += 1;
    }
    return {
      employeeId: id,
      employeeName: `${r.last_name ?? ''}, ${r.first_name ?? ''}`,
      wageType: r.wage_type === 'WAG' || r.wage_type === 'SAL' ? r.wage_type : null,
      wageCents: r.wage === null || r.wage === undefined ? null : Math.round(Number(r.wage) * 100),
      employedDays: Number(r.employed_days ?? 0),
      monthDays,
      minutesWork: Math.max(0, Number(r.minutes_work)),
      minutesTravel: Number(r.minutes_travel),
      minutesPassenger: Number(r.minutes_passenger),
      bands,
      perDiemDays,
      cateringTaxFreeCents: taxFree,
      cateringTaxableCents: taxable,
      miscCents: misc,
      breakfasts,
      costCenter: String(r.cost_center ?? ''),
    };
  });
}
