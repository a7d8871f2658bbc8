import { Migration } from '@mikro-orm/migrations';

/**
 * Offline clock actions (docs/decisions/timeclock.md#CLK-34):
 * one recorded outcome per client-generated id of an employee's clock action. The primary key makes a
 * replay (the device sends its queue again) answer the first outcome instead of clocking twice; the
 * clock reads the known ids under the employees' row locks and inserts the outcome in the step's own
 * transaction. Raw SQL only (timeclock.writes.ts): no entity.
 */
export class Migration20261201100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "clock_action" (
      "client_id" uuid not null,
      "employee_id" int not null,
      "order_id" int not null,
      "date" date null,
      "time" varchar(5) null,
      "clocking_action" varchar(10) null,
      "worklog_type" "worklog_type" null,
      "accepted" boolean not null,
      "message" text not null,
      "user_id" int null,
      "created_at" timestamptz not null default now(),
      constraint "clock_action_pkey" primary key ("client_id"));`);
    this.addSql(`alter table "clock_action" drop constraint if exists "clock_action_employee_id_foreign";`);
    this.addSql(`alter table "clock_action" add constraint "clock_action_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "clock_action" drop constraint if exists "clock_action_order_id_foreign";`);
    this.addSql(`alter table "clock_action" add constraint "clock_action_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "clock_action" drop constraint if exists "clock_action_user_id_foreign";`);
    this.addSql(`alter table "clock_action" add constraint "clock_action_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`);
    // The cascades look rows up by these columns.
    this.addSql(`create index if not exists "clock_action_employee_id_index" on "clock_action" ("employee_id");`);
    this.addSql(`create index if not exists "clock_action_order_id_index" on "clock_action" ("order_id");`);
    this.addSql(`create index if not exists "clock_action_user_id_index" on "clock_action" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "clock_action";`);
  }
}
