import { Migration } from '@mikro-orm/migrations';

/**
 * `worklog.automatic`: the pause the system books for ArbZG §4 is recognised by this flag, not by its
 * comment text (the comment 'Automatische Pause' stays for the spec's 'A' badge, but a person may type
 * the same words into an own pause). Existing automatic pauses are those booked with that comment.
 */
export class Migration20261204090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "worklog" add column "automatic" boolean not null default false;`);
    this.addSql(`update "worklog" set "automatic" = true where "worklog_type" = 'PAUSE' and "comment" = 'Automatische Pause';`);
    this.addSql(`alter table "worklog" add constraint "worklog_automatic_is_pause" check (not "automatic" or "worklog_type" = 'PAUSE');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "worklog" drop constraint if exists "worklog_automatic_is_pause";`);
    this.addSql(`alter table "worklog" drop column "automatic";`);
  }
}
