import { Migration } from '@mikro-orm/migrations';

/**
 * `employee.short_term_days_elsewhere`: the days of short-term employment the employee worked for other
 * employers in the current calendar year. SGB IV §8 (1) Nr. 2 counts all short-term employments of a
 * calendar year together, so the 70-day limit needs them beside our own days. 0 until the office enters
 * them; a year has at most 366 days. `short_term_days_elsewhere_year` is the calendar year the count was
 * given for: the count holds for that year only, so on 1 January it stops counting without a job.
 */
export class Migration20261205100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "employee" add column "short_term_days_elsewhere" int not null default 0;`);
    this.addSql(`alter table "employee" add column "short_term_days_elsewhere_year" int null;`);
    this.addSql(
      `alter table "employee" add constraint "employee_short_term_days_elsewhere_range" check ("short_term_days_elsewhere" between 0 and 366);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "employee" drop constraint if exists "employee_short_term_days_elsewhere_range";`);
    this.addSql(`alter table "employee" drop column "short_term_days_elsewhere_year";`);
    this.addSql(`alter table "employee" drop column "short_term_days_elsewhere";`);
  }
}
