import { Migration } from '@mikro-orm/migrations';

export class Migration20261123021223 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "order_type" as enum ('INV', 'BEV', 'DRY', 'MFR', 'MIS', 'MOD');`);
    this.addSql(`create type "order_kind" as enum ('Market', 'Project');`);
    this.addSql(`create type "assignment_type" as enum ('EMP', 'SUP');`);
    this.addSql(`create table "cost_center" ("id" serial primary key, "name" varchar(200) not null, "cost_center" varchar(20) not null);`);
    this.addSql(`alter table "cost_center" add constraint "cost_center_cost_center_unique" unique ("cost_center");`);

    this.addSql(`create table "orders" ("id" serial primary key, "name" varchar(200) not null, "address" varchar(200) not null, "zip" varchar(10) not null, "city" varchar(200) not null, "positions" int null, "order_type" "order_type" not null, "valid_from" date not null, "valid_to" date not null, "start_time" varchar(5) not null default '07:00', "notes" text not null default '', "type" "order_kind" not null default 'Project', "customer_id" int null, "cost_center_id" int null, "team_leader_id" int null, "fruit_and_vegetables" boolean not null default false, "flowers" boolean not null default false, "storage" boolean not null default false, "target_actual_comparison" boolean not null default false, "labels" boolean not null default false, "drinks" boolean not null default false, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "orders_valid_from_valid_to_index" on "orders" ("valid_from", "valid_to");`);

    this.addSql(`create table "order_checklist_item" ("id" serial primary key, "order_id" int not null, "code" int not null, "label" varchar(200) not null, "done" boolean not null default false, "update_time" timestamptz null, "update_user" varchar(200) null);`);
    this.addSql(`alter table "order_checklist_item" add constraint "order_checklist_item_order_id_code_unique" unique ("order_id", "code");`);

    this.addSql(`create table "order_assignment" ("id" serial primary key, "order_id" int not null, "employee_id" int not null, "assignment_type" "assignment_type" not null);`);
    this.addSql(`alter table "order_assignment" add constraint "order_assignment_order_id_employee_id_unique" unique ("order_id", "employee_id");`);

    this.addSql(`create table "order_history" ("id" serial primary key, "order_id" int not null, "date" timestamptz not null default now(), "user_id" int null, "user_name" varchar(200) not null, "action" varchar(50) not null, "changes" jsonb not null);`);
    this.addSql(`create index "order_history_order_id_date_index" on "order_history" ("order_id", "date");`);

    this.addSql(`alter table "orders" add constraint "orders_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "orders" add constraint "orders_cost_center_id_foreign" foreign key ("cost_center_id") references "cost_center" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "orders" add constraint "orders_team_leader_id_foreign" foreign key ("team_leader_id") references "employee" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "order_checklist_item" add constraint "order_checklist_item_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "order_assignment" add constraint "order_assignment_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_assignment" add constraint "order_assignment_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "order_history" add constraint "order_history_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_history" add constraint "order_history_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "orders" drop constraint "orders_cost_center_id_foreign";`);

    this.addSql(`alter table "order_checklist_item" drop constraint "order_checklist_item_order_id_foreign";`);

    this.addSql(`alter table "order_assignment" drop constraint "order_assignment_order_id_foreign";`);

    this.addSql(`alter table "order_history" drop constraint "order_history_order_id_foreign";`);

    this.addSql(`drop table if exists "cost_center" cascade;`);

    this.addSql(`drop table if exists "orders" cascade;`);

    this.addSql(`drop table if exists "order_checklist_item" cascade;`);

    this.addSql(`drop table if exists "order_assignment" cascade;`);

    this.addSql(`drop table if exists "order_history" cascade;`);

    this.addSql(`drop type "order_type";`);
    this.addSql(`drop type "order_kind";`);
    this.addSql(`drop type "assignment_type";`);
  }

}
