import { Migration } from '@mikro-orm/migrations';

export class Migration20261123041358 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "registration_type" as enum ('MODIFICATION_HELPER', 'SOCIAL_SECURITY', 'STOCK_REPLENISHMENT_SOCIAL_SECURITY', 'MINOR_EMPLOYMENT', 'WORKING_STUDENT', 'STOCK_REPLENISHMENT_MINOR_EMPLOYMENT', 'SHORT_TERM');`);
    this.addSql(`create type "registration_file_context" as enum ('CITIZENSHIP', 'DISABILITY', 'HEALTH_INSURANCE', 'MISC');`);
    this.addSql(`create table "registration" ("uuid" uuid not null, "registration_type" "registration_type" not null, "data" jsonb not null, "full_name" varchar(201) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "finished_at" timestamptz null, constraint "registration_pkey" primary key ("uuid"));`);
    this.addSql(`create index "registration_finished_at_index" on "registration" ("finished_at");`);

    this.addSql(`create table "registration_code" ("id" serial primary key, "code" varchar(4) not null, "registration_type" "registration_type" not null, "created_at" timestamptz not null default now(), "created_by" varchar(100) not null, "valid_until" timestamptz null, "used_at" timestamptz null);`);
    this.addSql(`create unique index "registration_code_unused_unique" on "registration_code" ("code") where "used_at" is null;`);

    this.addSql(`create table "registration_file" ("id" serial primary key, "key" varchar(64) not null, "registration_uuid" uuid not null, "context" "registration_file_context" null, "file_name" varchar(200) not null, "content_type" varchar(100) not null, "size" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "registration_file" add constraint "registration_file_key_unique" unique ("key");`);
    this.addSql(`alter table "registration_file" add constraint "registration_file_registration_uuid_context_file_name_unique" unique ("registration_uuid", "context", "file_name");`);

    this.addSql(`alter table "registration_file" add constraint "registration_file_registration_uuid_foreign" foreign key ("registration_uuid") references "registration" ("uuid") on update cascade on delete cascade;`);

    this.addSql(`alter table "employee" add constraint "employee_registration_uuid_unique" unique ("registration_uuid");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "registration_file" drop constraint "registration_file_registration_uuid_foreign";`);

    this.addSql(`drop table if exists "registration" cascade;`);

    this.addSql(`drop table if exists "registration_code" cascade;`);

    this.addSql(`drop table if exists "registration_file" cascade;`);

    this.addSql(`alter table "employee" drop constraint "employee_registration_uuid_unique";`);

    this.addSql(`drop type "registration_type";`);
    this.addSql(`drop type "registration_file_context";`);
  }

}
