import { Migration } from '@mikro-orm/migrations';

/**
 * The e-mail outbox: messages written in the transaction of the change they report, delivered by the
 * job `deliver-outbox`. The partial index serves the job's search for due messages; `dedupe_key` makes
 * a message that must go once (reminders, forgotten clock-outs) a unique row.
 */
export class Migration20261208100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "outbox_message" (
      "id" serial primary key,
      "kind" text not null,
      "recipient" text not null,
      "subject" text not null,
      "html" text not null,
      "text" text not null,
      "state" text not null default 'PENDING',
      "attempts" int not null default 0,
      "last_error" text null,
      "next_attempt_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null,
      "dedupe_key" text null,
      "ref_type" text not null,
      "ref_id" text not null,
      constraint "outbox_message_state_check" check ("state" in ('PENDING', 'SENT', 'FAILED', 'NO_SMTP')),
      constraint "outbox_message_dedupe_key_unique" unique ("dedupe_key")
    );`);
    this.addSql(`create index "outbox_message_due_index" on "outbox_message" ("next_attempt_at", "id") where "state" = 'PENDING';`);
    this.addSql(`create index "outbox_message_ref_index" on "outbox_message" ("ref_type", "ref_id", "kind");`);
    this.addSql(`create index "outbox_message_state_index" on "outbox_message" ("state", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox_message";`);
  }
}
