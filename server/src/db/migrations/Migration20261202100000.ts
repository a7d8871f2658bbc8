import { Migration } from '@mikro-orm/migrations';

/**
 * The month figures (Migration20261127100000) count finished entries only, so a statement that touches
 * only open entries cannot change them: a clock-in inserts one, a pause or clock-out closes one and
 * inserts the next. The triggers recomputed the employee-month for every such statement anyway — on
 * the clock path that is a lock, an upsert and a month's aggregate per request for nothing (see
 * docs/decisions/performance-architecture.md#PERF-34). Now each trigger passes on only the rows that are or
 * were finished, and does nothing when none are; the figures stay exactly the from-scratch aggregate
 * (the month-summary integration tests compare them row by row).
 */
export class Migration20261202100000 extends Migration {
  override async up(): Promise<void> {
    // Inserts see only new rows, deletes only old ones: the same function over the one transition table.
    for (const [op, rows] of [['insert', 'new_rows'], ['delete', 'old_rows']]) {
      this.addSql(`create or replace function "employee_month_time_on_${op}"() returns trigger language plpgsql as $$
declare
  emps int[];
  months text[];
begin
  select array_agg(employee_id), array_agg(to_char(date, 'YYYY-MM')) into emps, months from ${rows} where "end" is not null;
  if emps is not null then perform employee_month_time_refresh(emps, months); end if;
  return null;
end $$;`);
    }
    // An update touches the old and the new employee-month (a move to another day, month or employee);
    // an entry that is open before and after counts in neither.
    this.addSql(`create or replace function "employee_month_time_on_update"() returns trigger language plpgsql as $$
declare
  emps int[];
  months text[];
begin
  select array_agg(employee_id), array_agg(ym) into emps, months from (
    select employee_id, to_char(date, 'YYYY-MM') as ym from old_rows where "end" is not null
    union all
    select employee_id, to_char(date, 'YYYY-MM') from new_rows where "end" is not null) touched;
  if emps is not null then perform employee_month_time_refresh(emps, months); end if;
  return null;
end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function "employee_month_time_on_insert"() returns trigger language plpgsql as $$
begin
  perform employee_month_time_refresh(array(select employee_id from new_rows), array(select to_char(date, 'YYYY-MM') from new_rows));
  return null;
end $$;`);
    this.addSql(`create or replace function "employee_month_time_on_delete"() returns trigger language plpgsql as $$
begin
  perform employee_month_time_refresh(array(select employee_id from old_rows), array(select to_char(date, 'YYYY-MM') from old_rows));
  return null;
end $$;`);
    this.addSql(`create or replace function "employee_month_time_on_update"() returns trigger language plpgsql as $$
begin
  perform employee_month_time_refresh(
    array(select employee_id from old_rows union all select employee_id from new_rows),
    array(select to_char(date, 'YYYY-MM') from old_rows union all select to_char(date, 'YYYY-MM') from new_rows));
  return null;
end $$;`);
  }
}
