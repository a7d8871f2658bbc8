import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail: one append-only table. A trigger refuses UPDATE, DELETE and
 * TRUNCATE for every role that connects (the embedded database connects as its owner, where a
 * REVOKE would not bind); a purge is a deliberate act of the database owner (disable the trigger).
 */
export class Migration20261124004000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "audit_event" (
      "id" bigserial primary key,
      "at" timestamptz not null default now(),
      "actor_user_id" int null,
      "actor_username" varchar(100) null,
      "action" varchar(40) not null,
      "entity_type" varchar(40) null,
      "entity_id" varchar(64) null,
      "changes" jsonb null,
      "request_id" varchar(64) null,
      "client_address" varchar(64) null);`);
    this.addSql(`create index "audit_event_at_index" on "audit_event" ("at" desc, "id" desc);`);
    this.addSql(`create index "audit_event_actor_index" on "audit_event" ("actor_user_id", "at" desc);`);
    this.addSql(`create index "audit_event_entity_index" on "audit_event" ("entity_type", "entity_id", "at" desc);`);
    // The clocking history finds an employee-day's worklogs (also deleted ones) by their CREATE event.
    this.addSql(`create index "audit_event_worklog_created_index" on "audit_event" using gin ("changes" jsonb_path_ops) where "entity_type" = 'Worklog' and "action" = 'CREATE';`);
    this.addSql(`create function audit_event_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_event is append-only: % refused', tg_op using errcode = '42501';
      end $$;`);
    this.addSql(`create trigger audit_event_no_update before update or delete on "audit_event" for each row execute function audit_event_append_only();`);
    this.addSql(`create trigger audit_event_no_truncate before truncate on "audit_event" for each statement execute function audit_event_append_only();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_event" cascade;`);
    this.addSql(`drop function if exists audit_event_append_only();`);
  }
}
