import { Migration } from '@mikro-orm/migrations';

const minutesOf = (column: string) => `split_part(${column}, ':', 1)::int * 60 + split_part(${column}, ':', 2)::int`;

/**
 * Accounting overview at the database's own speed (docs/decisions/performance-architecture.md#PERF-6):
 * employee_month_time holds, per employee and month, exactly what the from-scratch aggregate
 * (monthTimeCtes, accounting.service.ts) yields — finished entries summed per type, work net of the
 * pauses lying inside a work span of the same day — and `entries`, how many finished entries there are.
 * Statement-level triggers with transition tables recompute the touched employee-months from the
 * worklog rows in the writing transaction (inserts, updates incl. moves to another day or employee,
 * deletes; also raw SQL, the demo seed and bulk inserts: one recompute per statement, not per row).
 * Concurrent writers: the touched summary rows are locked first (ordered, FOR UPDATE), and only then
 * recomputed in a new statement, whose READ COMMITTED snapshot sees what the lock holder committed.
 * Backfilled here from the existing rows.
 */
export class Migration20261127100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "employee_month_time" (
      "year_month" char(7) not null,
      "employee_id" int not null,
      "entries" int not null default 0,
      "minutes_work" int not null default 0,
      "minutes_travel" int not null default 0,
      "minutes_passenger" int not null default 0,
      constraint "employee_month_time_pkey" primary key ("year_month", "employee_id"));`);
    this.addSql(`alter table "employee_month_time" drop constraint if exists "employee_month_time_employee_id_foreign";`);
    this.addSql(`alter table "employee_month_time" add constraint "employee_month_time_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);

    // Recomputes the given employee-months (parallel arrays) from the worklog rows.
    this.addSql(`create or replace function "employee_month_time_refresh"(emps int[], months text[]) returns void language plpgsql as $$
begin
  insert into employee_month_time (year_month, employee_id)
    select distinct m, e from unnest(emps, months) u(e, m) order by 1, 2
    on conflict do nothing;
  perform 1 from employee_month_time t
    where (t.year_month, t.employee_id) in (select m, e from unnest(emps, months) u(e, m))
    order by t.year_month, t.employee_id for update;
  with k as (
    select distinct m as ym, e as employee_id, to_date(m, 'YYYY-MM') as first from unnest(emps, months) u(e, m)
  ),
  logs as (
    select w.employee_id, k.ym, w.date, w.worklog_type as t, ${minutesOf('w.start')} as s, ${minutesOf('w."end"')} as e
    from k join worklog w on w.employee_id = k.employee_id and w.date >= k.first and w.date < (k.first + interval '1 month')::date
    where w."end" is not null
  ),
  sums as (
    select employee_id, ym, count(*) as entries,
      coalesce(sum(greatest(e - s, 0)) filter (where t = 'WORK'), 0) as work,
      coalesce(sum(greatest(e - s, 0)) filter (where t = 'TRAVEL'), 0) as travel,
      coalesce(sum(greatest(e - s, 0)) filter (where t = 'PASSENGER'), 0) as passenger
    from logs group by employee_id, ym
  ),
  inside as (
    select p.employee_id, p.ym, sum(greatest(0, least(p.e, w.e) - greatest(p.s, w.s))) as minutes
    from logs p join logs w on w.employee_id = p.employee_id and w.date = p.date and w.t = 'WORK'
    where p.t = 'PAUSE'
    group by p.employee_id, p.ym
  )
  update employee_month_time t set
    entries = coalesce(s.entries, 0),
    minutes_work = coalesce(s.work, 0) - coalesce(i.minutes, 0),
    minutes_travel = coalesce(s.travel, 0),
    minutes_passenger = coalesce(s.passenger, 0)
  from k
  left join sums s on s.employee_id = k.employee_id and s.ym = k.ym
  left join inside i on i.employee_id = k.employee_id and i.ym = k.ym
  where t.year_month = k.ym and t.employee_id = k.employee_id;
end $$;`);
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
    // An update touches the old and the new employee-month (a move to another day, month or employee).
    this.addSql(`create or replace function "employee_month_time_on_update"() returns trigger language plpgsql as $$
begin
  perform employee_month_time_refresh(
    array(select employee_id from old_rows union all select employee_id from new_rows),
    array(select to_char(date, 'YYYY-MM') from old_rows union all select to_char(date, 'YYYY-MM') from new_rows));
  return null;
end $$;`);
    this.addSql(`create or replace function "employee_month_time_on_truncate"() returns trigger language plpgsql as $$
begin
  delete from employee_month_time;
  return null;
end $$;`);
    this.addSql(`drop trigger if exists "worklog_month_time_insert" on "worklog";`);
    this.addSql(`drop trigger if exists "worklog_month_time_update" on "worklog";`);
    this.addSql(`drop trigger if exists "worklog_month_time_delete" on "worklog";`);
    this.addSql(`drop trigger if exists "worklog_month_time_truncate" on "worklog";`);
    this.addSql(`create trigger "worklog_month_time_insert" after insert on "worklog" referencing new table as new_rows for each statement execute function "employee_month_time_on_insert"();`);
    this.addSql(`create trigger "worklog_month_time_update" after update on "worklog" referencing old table as old_rows new table as new_rows for each statement execute function "employee_month_time_on_update"();`);
    this.addSql(`create trigger "worklog_month_time_delete" after delete on "worklog" referencing old table as old_rows for each statement execute function "employee_month_time_on_delete"();`);
    this.addSql(`create trigger "worklog_month_time_truncate" after truncate on "worklog" for each statement execute function "employee_month_time_on_truncate"();`);

    // Backfill: every employee-month with worklogs, through the same function.
    this.addSql(`select employee_month_time_refresh(array_agg(employee_id), array_agg(ym)) from (select distinct employee_id, to_char(date, 'YYYY-MM') as ym from worklog) x;`);
  }

  override async down(): Promise<void> {
    for (const op of ['insert', 'update', 'delete', 'truncate']) this.addSql(`drop trigger if exists "worklog_month_time_${op}" on "worklog";`);
    for (const op of ['insert', 'update', 'delete', 'truncate']) this.addSql(`drop function if exists "employee_month_time_on_${op}"();`);
    this.addSql(`drop function if exists "employee_month_time_refresh"(int[], text[]);`);
    this.addSql(`drop table if exists "employee_month_time";`);
  }
}
