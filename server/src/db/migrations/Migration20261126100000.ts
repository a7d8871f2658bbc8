import { Migration } from '@mikro-orm/migrations';

/**
 * Statistics (docs/decisions/statistics.md#STA-1): cash flows,
 * the stored order-month summaries and the dirty marks the triggers write in the same transaction as
 * every worklog, per diem, wage, employment and cash-flow change (STA-3).
 */
export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "cash_flow_type" as enum ('IN', 'OUT');`);
    this.addSql(`create table "cash_flow" (
      "id" serial primary key,
      "order_id" int not null,
      "date" char(7) not null,
      "amount" numeric(12,2) not null,
      "cash_flow_type" "cash_flow_type" not null default 'IN',
      "description" varchar(500) not null default '',
      "created_by" varchar(200) not null,
      "created_at" timestamptz not null default now(),
      "updated_by" varchar(200) null,
      "updated_at" timestamptz null,
      constraint "cash_flow_date_check" check ("date" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      constraint "cash_flow_amount_check" check ("amount" > 0 and "amount" <= 10000000));`);
    this.addSql(`alter table "cash_flow" add constraint "cash_flow_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "cash_flow_order_id_date_index" on "cash_flow" ("order_id", "date");`);

    this.addSql(`create table "order_month_summary" (
      "order_id" int not null,
      "year_month" char(7) not null,
      "minutes" int not null,
      "costs" numeric(12,2) not null,
      "costs_with_taxes" numeric(12,2) not null,
      "costs_travel" numeric(12,2) not null,
      "costs_passenger" numeric(12,2) not null,
      "per_diem_total" numeric(12,2) not null,
      "earnings" numeric(12,2) not null,
      "expenses" numeric(12,2) not null,
      "computed_at" timestamptz not null,
      constraint "order_month_summary_pkey" primary key ("order_id", "year_month"));`);
    this.addSql(`alter table "order_month_summary" add constraint "order_month_summary_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "order_month_summary_year_month_index" on "order_month_summary" ("year_month");`);

    this.addSql(`create table "order_month_summary_dirty" ("order_id" int not null, "year_month" char(7) not null, constraint "order_month_summary_dirty_pkey" primary key ("order_id", "year_month"));`);

    // Worklogs and per diems: the old and the new order-month (a move between months or orders marks both).
    this.addSql(`create function "mark_order_month_dirty"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into order_month_summary_dirty (order_id, year_month) values (old.order_id, to_char(old.date, 'YYYY-MM')) on conflict do nothing;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into order_month_summary_dirty (order_id, year_month) values (new.order_id, to_char(new.date, 'YYYY-MM')) on conflict do nothing;
  end if;
  return null;
end $$;`);
    // Cash flows carry the month as text already.
    this.addSql(`create function "mark_cash_flow_month_dirty"() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into order_month_summary_dirty (order_id, year_month) values (old.order_id, old.date) on conflict do nothing;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into order_month_summary_dirty (order_id, year_month) values (new.order_id, new.date) on conflict do nothing;
  end if;
  return null;
end $$;`);
    // Wage and employment entries: every order-month of that employee with worklogs from the entry's validFrom on.
    this.addSql(`create function "mark_employee_months_dirty"() returns trigger language plpgsql as $$
declare
  emp int;
  since date;
begin
  if tg_op = 'DELETE' then emp := old.employee_id; since := old.valid_from;
  elsif tg_op = 'INSERT' then emp := new.employee_id; since := new.valid_from;
  else emp := new.employee_id; since := least(old.valid_from, new.valid_from);
  end if;
  insert into order_month_summary_dirty (order_id, year_month)
    select distinct w.order_id, to_char(w.date, 'YYYY-MM') from worklog w where w.employee_id = emp and w.date >= since
    on conflict do nothing;
  return null;
end $$;`);
    for (const table of ['worklog', 'per_diem']) {
      this.addSql(`create trigger "${table}_summary_dirty" after insert or update or delete on "${table}" for each row execute function "mark_order_month_dirty"();`);
    }
    this.addSql(`create trigger "cash_flow_summary_dirty" after insert or update or delete on "cash_flow" for each row execute function "mark_cash_flow_month_dirty"();`);
    for (const table of ['wage_entry', 'employment_entry']) {
      this.addSql(`create trigger "${table}_summary_dirty" after insert or update or delete on "${table}" for each row execute function "mark_employee_months_dirty"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['worklog', 'per_diem', 'cash_flow', 'wage_entry', 'employment_entry']) this.addSql(`drop trigger if exists "${table}_summary_dirty" on "${table}";`);
    this.addSql(`drop function if exists "mark_employee_months_dirty"();`);
    this.addSql(`drop function if exists "mark_cash_flow_month_dirty"();`);
    this.addSql(`drop function if exists "mark_order_month_dirty"();`);
    this.addSql(`drop table if exists "order_month_summary_dirty";`);
    this.addSql(`drop table if exists "order_month_summary";`);
    this.addSql(`drop table if exists "cash_flow";`);
    this.addSql(`drop type if exists "cash_flow_type";`);
  }
}
