import { Migration } from '@mikro-orm/migrations';

/**
 * Pages of a payroll upload that nobody owns are kept as ranges of the upload's original instead of a
 * stored one-page PDF each (a 2,000-page file of strangers left 2,000 files): a last page per row, and
 * the file key only for the rows stored the old way.
 */
export class Migration20261203093500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "unassigned_payroll_page" add column "last_page_number" int null;`);
    this.addSql(`update "unassigned_payroll_page" set "last_page_number" = "page_number";`);
    this.addSql(`alter table "unassigned_payroll_page" alter column "last_page_number" set not null;`);
    this.addSql(`alter table "unassigned_payroll_page" alter column "file_key" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "unassigned_payroll_page" where "file_key" is null;`);
    this.addSql(`alter table "unassigned_payroll_page" alter column "file_key" set not null;`);
    this.addSql(`alter table "unassigned_payroll_page" drop column "last_page_number";`);
  }
}
