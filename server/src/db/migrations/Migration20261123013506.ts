import { Migration } from '@mikro-orm/migrations';

export class Migration20261123013506 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "employment_type" as enum ('FUL', 'MIN', 'SHO', 'WORKING_STUDENT');`);
    this.addSql(`create type "wage_type" as enum ('WAG', 'SAL');`);
    this.addSql(`create table "company_location" ("id" serial primary key, "name" varchar(200) not null, "notes" text not null default '', "street" varchar(200) not null default '', "zip" varchar(5) not null default '', "city" varchar(200) not null default '');`);

    this.addSql(`create table "employee" ("id" int not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "birthdate" date not null, "email" varchar(254) not null, "operator_number" int null, "company_location_id" int null, "teamlead_since" date null, "manager" boolean not null default false, "first_aid_course_date" date null, "first_aid_valid_until" date null, "contract_expiry_date" date null, "active" boolean not null default true, "temporary" boolean not null default false, "export" boolean not null default true, "inventory_bonus_eligible" boolean not null default false, "is_inventory_bonus_eligible_since" date null, "registration_uuid" uuid null, "created_at" timestamptz not null default now(), constraint "employee_pkey" primary key ("id"));`);
    this.addSql(`create index "employee_last_name_first_name_index" on "employee" ("last_name", "first_name");`);

    this.addSql(`create table "employee_competency" ("id" serial primary key, "employee_id" int not null, "allrounder" boolean not null default false, "quick_counter" boolean not null default false, "fruit_and_vegetables" boolean not null default false, "checkout" boolean not null default false, "flowers" boolean not null default false, "storage" boolean not null default false, "storage_management" boolean not null default false, "weigh" boolean not null default false, "reuse" boolean not null default false, "check" boolean not null default false, "target_actual_comparison" boolean not null default false);`);
    this.addSql(`alter table "employee_competency" add constraint "employee_competency_employee_id_unique" unique ("employee_id");`);

    this.addSql(`create table "employment_entry" ("id" serial primary key, "employee_id" int not null, "employment_type" "employment_type" not null, "valid_from" date not null, "valid_to" date null);`);
    this.addSql(`alter table "employment_entry" add constraint "employment_entry_employee_id_valid_from_unique" unique ("employee_id", "valid_from");`);

    this.addSql(`create table "wage_entry" ("id" serial primary key, "employee_id" int not null, "wage" numeric(10,2) not null, "wage_type" "wage_type" not null, "valid_from" date not null, "valid_to" date null, "target_hours" numeric(6,2) null, constraint wage_entry_wage_positive check (wage > 0));`);
    this.addSql(`alter table "wage_entry" add constraint "wage_entry_employee_id_valid_from_unique" unique ("employee_id", "valid_from");`);

    this.addSql(`alter table "employee" add constraint "employee_company_location_id_foreign" foreign key ("company_location_id") references "company_location" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "employee_competency" add constraint "employee_competency_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "employment_entry" add constraint "employment_entry_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "wage_entry" add constraint "wage_entry_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "app_user" add column "initial_password_expires_at" timestamptz null;`);
    this.addSql(`alter table "app_user" add constraint "app_user_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "employee" drop constraint "employee_company_location_id_foreign";`);

    this.addSql(`alter table "employee_competency" drop constraint "employee_competency_employee_id_foreign";`);

    this.addSql(`alter table "employment_entry" drop constraint "employment_entry_employee_id_foreign";`);

    this.addSql(`alter table "app_user" drop constraint "app_user_employee_id_foreign";`);

    this.addSql(`alter table "wage_entry" drop constraint "wage_entry_employee_id_foreign";`);

    this.addSql(`drop table if exists "company_location" cascade;`);

    this.addSql(`drop table if exists "employee" cascade;`);

    this.addSql(`drop table if exists "employee_competency" cascade;`);

    this.addSql(`drop table if exists "employment_entry" cascade;`);

    this.addSql(`drop table if exists "wage_entry" cascade;`);

    this.addSql(`alter table "app_user" drop column "initial_password_expires_at";`);

    this.addSql(`drop type "employment_type";`);
    this.addSql(`drop type "wage_type";`);
  }

}
