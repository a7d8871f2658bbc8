import { Migration } from '@mikro-orm/migrations';

/**
 * Compliance findings are computed from the records; what is stored is who acknowledged which finding
 * and why (`compliance_acknowledgement`, one row per finding key), and, with each month-end closing, the
 * number of findings still open when the month was closed (`month_end_closing.open_findings`, null for
 * closings made before it was counted).
 */
export class Migration20261206100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "compliance_acknowledgement" (
      "id" serial primary key,
      "finding_key" varchar(120) not null,
      "year_month" varchar(7) not null,
      "employee_id" int not null,
      "rule" varchar(40) not null,
      "reason" varchar(500) not null,
      "acknowledged_by" varchar(200) not null,
      "acknowledged_at" timestamptz not null default now(),
      constraint "compliance_acknowledgement_finding_key_unique" unique ("finding_key"));`);
    this.addSql(`create index "compliance_acknowledgement_year_month_index" on "compliance_acknowledgement" ("year_month");`);
    this.addSql(`alter table "month_end_closing" add column "open_findings" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "month_end_closing" drop column "open_findings";`);
    this.addSql(`drop table if exists "compliance_acknowledgement";`);
  }
}
