import { Migration } from '@mikro-orm/migrations';

/**
 * Concurrent writes.
 * - wage_entry / employment_entry get an optimistic-lock `version` (MikroORM raises it on every change).
 * - worklog_no_overlap: the worked times of one employee on one day (WORK, TRAVEL, PASSENGER; an open
 *   entry until the end of the day) cannot overlap, exactly what WorklogService.assertNoOverlap forbids.
 *   Pauses are not constrained: they lie inside work spans by design (the automatic pause).
 *   btree_gist is a trusted extension: a non-superuser database owner may create it.
 * Existing overlaps (written before the lock, by parallel requests) would make the constraint fail: of
 * two overlapping worked entries the one booked later (higher id) is deleted, deliberately
 * (docs/decisions/auth-and-security.md#SEC-28); the day's automatic pause is re-booked by the next change of that day.
 */
const MINUTES = (col: string) => `(split_part(${col}, ':', 1)::int * 60 + split_part(${col}, ':', 2)::int)`;
// An end before the start (never written by the service) is read as an empty span rather than failing.
const RANGE = (t = '') => `int4range(${MINUTES(`${t}"start"`)}, greatest(${MINUTES(`${t}"start"`)}, coalesce(${MINUTES(`${t}"end"`)}, 1440)))`;

export class Migration20261124003000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "wage_entry" add column "version" int not null default 1;`);
    this.addSql(`alter table "employment_entry" add column "version" int not null default 1;`);

    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(`delete from "worklog" w
      where w."worklog_type" in ('WORK', 'TRAVEL', 'PASSENGER')
        and exists (
          select 1 from "worklog" o
           where o."employee_id" = w."employee_id" and o."date" = w."date" and o."id" < w."id"
             and o."worklog_type" in ('WORK', 'TRAVEL', 'PASSENGER')
             and ${RANGE('o.')} && ${RANGE('w.')});`);
    this.addSql(`alter table "worklog" add constraint "worklog_no_overlap" exclude using gist (
      "employee_id" with =, "date" with =, ${RANGE()} with &&
    ) where ("worklog_type" in ('WORK', 'TRAVEL', 'PASSENGER'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "worklog" drop constraint if exists "worklog_no_overlap";`);
    this.addSql(`alter table "employment_entry" drop column "version";`);
    this.addSql(`alter table "wage_entry" drop column "version";`);
  }
}
