import { Migration } from '@mikro-orm/migrations';

/**
 * Month-end closings: one row per closing with its payroll file's key. At most one
 * closing per month that is not reopened (partial unique index); a reopened row stays for history.
 */
export class Migration20261124100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "month_end_closing" (
      "id" serial primary key,
      "year_month" varchar(7) not null,
      "profile" varchar(20) not null,
      "file_name" varchar(200) not null,
      "content_type" varchar(100) not null,
      "file_key" varchar(32) not null,
      "closed_by" varchar(200) not null,
      "closed_at" timestamptz not null default now(),
      "reopened_by" varchar(200) null,
      "reopened_at" timestamptz null,
      constraint "month_end_closing_year_month_check" check ("year_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      constraint "month_end_closing_profile_check" check ("profile" in ('SAGE', 'DATEV_LODAS')),
      constraint "month_end_closing_reopened_check" check (("reopened_at" is null) = ("reopened_by" is null)));`);
    this.addSql(`alter table "month_end_closing" add constraint "month_end_closing_file_key_unique" unique ("file_key");`);
    this.addSql(`create unique index "month_end_closing_one_per_month" on "month_end_closing" ("year_month") where "reopened_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "month_end_closing" cascade;`);
  }
}
