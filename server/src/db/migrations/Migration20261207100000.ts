import { Migration } from '@mikro-orm/migrations';

/**
 * A month-end closing keeps the payroll lines of the whole month as it was closed (`lines`, jsonb), so a
 * closing after reopening can write only the differences, and says which correction of the month its file
 * is (`correction`: null for the month's first file, 1, 2, … after reopening). Null `lines` for closings
 * made before they were stored: a later closing of such a month writes a full file again.
 */
export class Migration20261207100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "month_end_closing" add column "lines" jsonb null, add column "correction" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "month_end_closing" drop column "correction", drop column "lines";`);
  }
}
