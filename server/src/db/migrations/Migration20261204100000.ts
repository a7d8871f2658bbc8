import { Migration } from '@mikro-orm/migrations';

/**
 * The SQL home of time arithmetic, the twin of @inv/domain's time.ts (property tests in
 * server/src/db/time-sql.property.test.ts hold both equal on random days):
 *
 * - `wl_wall(hhmm)`: minutes of a wall time HH:mm since midnight; '24:00' is 1440 (toMinutes).
 * - `wl_elapsed(date, wall)`: real minutes since the local midnight of that day in Europe/Berlin
 *   (elapsedAt): on the last Sunday of March 02:00–02:59 does not exist (counts as 02:00), on the last
 *   Sunday of October everything from 03:00 lies an hour later. Computed from the calendar, not with
 *   `at time zone`, so that it is the domain's rule to the minute, whatever the server's tz database.
 * - `wl_span(date, start, end)`: real minutes from start to end, never negative (spanMinutes).
 * - `wl_net(date, type, start, end, pauses)`: the minutes one entry counts, given the union of its
 *   day's finished pauses in wall minutes (entryMinutes): WORK its span less those pauses, each piece in
 *   real minutes; the other types their span; an open entry (end null) nothing — a caller that counts a
 *   running entry passes its "until" as the end.
 * - the view `worklog_minutes`: the worklog columns the sums need, `pauses` (for WORK rows the union of
 *   the employee's finished pauses of that day, any order) and `minutes` (wl_net of the row). Every SQL
 *   sum of worked time reads it, so "net work = work less the pauses inside it" is written once. A
 *   partial index on the pauses makes the per-row probe an index-only lookup.
 *
 * The month figures (employee_month_time) are recomputed through the view and rebuilt for every
 * employee-month, which corrects those of the clock-change days and of days with overlapping pauses
 * (deducted once now). A pause now counts against work of any order of its day, so changing one marks
 * the order-months of that day's work stale, and every stored order summary is marked stale here.
 */
export class Migration20261204100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "wl_wall"(hhmm text) returns int language sql immutable parallel safe as $$
  select substr(hhmm, 1, 2)::int * 60 + substr(hhmm, 4, 2)::int
$$;`);
    // The clocks change on the last Sunday of March and of October (both months have 31 days: the 25th or
    // later); 2000-01-02 was a Sunday, so a weekday test is one integer operation on every other day.
    this.addSql(`create or replace function "wl_elapsed"(d date, wall int) returns int language sql immutable parallel safe as $$
  select case
    when (d - date '2000-01-02') % 7 <> 0 or extract(day from d) < 25 then wall
    when extract(month from d) = 3 then case when wall < 120 then wall when wall < 180 then 120 else wall - 60 end
    when extract(month from d) = 10 then case when wall < 180 then wall else wall + 60 end
    else wall end
$$;`);
    this.addSql(`create or replace function "wl_span"(d date, s text, e text) returns int language sql immutable parallel safe as $$
  select greatest(0, wl_elapsed(d, wl_wall(e)) - wl_elapsed(d, wl_wall(s)))
$$;`);
    // A set-returning function of one row, so that the planner inlines it into the calling query (a
    // scalar SQL function with a sub-select is run as a function call per row, ten times slower). Use it
    // as `cross join lateral wl_net(…) n`; `pauses` is referenced once, so its probe runs once.
    this.addSql(`create or replace function "wl_net"(d date, t worklog_type, s text, e text, pauses int4multirange) returns table (minutes int) language sql immutable parallel safe as $$
  select case
    when e is null or wl_wall(e) <= wl_wall(s) then 0
    when t <> 'WORK' then wl_span(d, s, e)
    else (select coalesce(sum(wl_elapsed(d, upper(r)) - wl_elapsed(d, lower(r))), 0)::int
            from unnest(int4multirange(int4range(wl_wall(s), wl_wall(e))) - coalesce(pauses, '{}')) r)
  end
$$;`);

    this.addSql(`create index if not exists "worklog_pause_day_index" on "worklog" ("employee_id", "date") include ("start", "end") where "worklog_type" = 'PAUSE';`);
    this.addSql(`create or replace view "worklog_minutes" as
  select x.id, x.employee_id, x.order_id, x.date, x.worklog_type, x.start, x."end", x.pauses, n.minutes
  from (
    select w.id, w.employee_id, w.order_id, w.date, w.worklog_type, w.start, w."end",
      case when w.worklog_type = 'WORK' then (
        select range_agg(int4range(wl_wall(p.start), wl_wall(p."end")))
          from worklog p
         where p.employee_id = w.employee_id and p.date = w.date and p.worklog_type = 'PAUSE' and p."end" > p.start
      ) end as pauses
    from worklog w
  ) x
  cross join lateral wl_net(x.date, x.worklog_type, x.start, x."end", x.pauses) n;`);

    // The month figures through the view (same locking as before: see Migration20261127100000). A few
    // employee-months (every ordinary write) are read through the worklog's (employee_id, date) index; many
    // (a bulk insert, the backfill below) in one pass over their date range, grouped — an index probe per
    // key costs ~0.2 ms, 18 s instead of 2.6 s for the 26 000 employee-months of a year of 2 000 people.
    this.addSql(`create or replace function "employee_month_time_refresh"(emps int[], months text[]) returns void language plpgsql as $$
declare
  keys int;
begin
  insert into employee_month_time (year_month, employee_id)
    select distinct m, e from unnest(emps, months) u(e, m) order by 1, 2
    on conflict do nothing;
  perform 1 from employee_month_time t
    where (t.year_month, t.employee_id) in (select m, e from unnest(emps, months) u(e, m))
    order by t.year_month, t.employee_id for update;
  select count(*) into keys from (select distinct e, m from unnest(emps, months) u(e, m)) x;
  if keys < 1000 then
    with k as (
      select distinct m as ym, e as employee_id, to_date(m, 'YYYY-MM') as first from unnest(emps, months) u(e, m)
    ),
    sums as (
      select k.employee_id, k.ym, count(*) as entries,
        coalesce(sum(w.minutes) filter (where w.worklog_type = 'WORK'), 0) as work,
        coalesce(sum(w.minutes) filter (where w.worklog_type = 'TRAVEL'), 0) as travel,
        coalesce(sum(w.minutes) filter (where w.worklog_type = 'PASSENGER'), 0) as passenger
      from k join worklog_minutes w on w.employee_id = k.employee_id and w.date >= k.first and w.date < (k.first + interval '1 month')::date
      where w."end" is not null
      group by k.employee_id, k.ym
    )
    update employee_month_time t set
      entries = coalesce(s.entries, 0),
      minutes_work = coalesce(s.work, 0),
      minutes_travel = coalesce(s.travel, 0),
      minutes_passenger = coalesce(s.passenger, 0)
    from k
    left join sums s on s.employee_id = k.employee_id and s.ym = k.ym
    where t.year_month = k.ym and t.employee_id = k.employee_id;
  else
    with k as (
      select distinct m as ym, e as employee_id from unnest(emps, months) u(e, m)
    ),
    span as (
      select min(to_date(ym, 'YYYY-MM')) as first, (max(to_date(ym, 'YYYY-MM')) + interval '1 month')::date as after from k
    ),
    sums as (
      select w.employee_id, to_char(w.date, 'YYYY-MM') as ym, count(*) as entries,
        coalesce(sum(w.minutes) filter (where w.worklog_type = 'WORK'), 0) as work,
        coalesce(sum(w.minutes) filter (where w.worklog_type = 'TRAVEL'), 0) as travel,
        coalesce(sum(w.minutes) filter (where w.worklog_type = 'PASSENGER'), 0) as passenger
      from span, worklog_minutes w
      where w.date >= span.first and w.date < span.after and w."end" is not null
      group by 1, 2
    )
    update employee_month_time t set
      entries = coalesce(s.entries, 0),
      minutes_work = coalesce(s.work, 0),
      minutes_travel = coalesce(s.travel, 0),
      minutes_passenger = coalesce(s.passenger, 0)
    from k
    left join sums s on s.employee_id = k.employee_id and s.ym = k.ym
    where t.year_month = k.ym and t.employee_id = k.employee_id;
  end if;
end $$;`);
    this.addSql(`select employee_month_time_refresh(array_agg(employee_id), array_agg(ym)) from (select distinct employee_id, to_char(date, 'YYYY-MM') as ym from worklog) x;`);

    // A pause counts against the work it lies in, whatever the work's order: a changed pause makes the
    // order-months of that employee-day's work stale too, not only its own.
    this.addSql(`create or replace function "mark_order_month_dirty"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into order_month_summary_dirty (order_id, year_month) values (old.order_id, to_char(old.date, 'YYYY-MM')) on conflict do nothing;
    -- nested: per_diem rows (the same trigger function) have no worklog_type
    if tg_table_name = 'worklog' then
      if old.worklog_type = 'PAUSE' then
        insert into order_month_summary_dirty (order_id, year_month)
          select distinct w.order_id, to_char(old.date, 'YYYY-MM') from worklog w
           where w.employee_id = old.employee_id and w.date = old.date and w.worklog_type = 'WORK'
          on conflict do nothing;
      end if;
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into order_month_summary_dirty (order_id, year_month) values (new.order_id, to_char(new.date, 'YYYY-MM')) on conflict do nothing;
    -- nested: per_diem rows (the same trigger function) have no worklog_type
    if tg_table_name = 'worklog' then
      if new.worklog_type = 'PAUSE' then
        insert into order_month_summary_dirty (order_id, year_month)
          select distinct w.order_id, to_char(new.date, 'YYYY-MM') from worklog w
           where w.employee_id = new.employee_id and w.date = new.date and w.worklog_type = 'WORK'
          on conflict do nothing;
      end if;
    end if;
  end if;
  return null;
end $$;`);
    this.addSql(`insert into order_month_summary_dirty (order_id, year_month) select order_id, year_month from order_month_summary on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    // The earlier bodies (Migration20261126100000, Migration20261127100000) come back before the view goes.
    this.addSql(`create or replace function "mark_order_month_dirty"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into order_month_summary_dirty (order_id, year_month) values (old.order_id, to_char(old.date, 'YYYY-MM')) on conflict do nothing;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into order_month_summary_dirty (order_id, year_month) values (new.order_id, to_char(new.date, 'YYYY-MM')) on conflict do nothing;
  end if;
  return null;
end $$;`);
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
    select w.employee_id, k.ym, w.date, w.worklog_type as t, wl_wall(w.start) as s, wl_wall(w."end") as e
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
    this.addSql(`drop view if exists "worklog_minutes";`);
    this.addSql(`drop index if exists "worklog_pause_day_index";`);
    this.addSql(`drop function if exists "wl_net"(date, worklog_type, text, text, int4multirange);`);
    this.addSql(`drop function if exists "wl_span"(date, text, text);`);
    this.addSql(`drop function if exists "wl_elapsed"(date, int);`);
  }
}
