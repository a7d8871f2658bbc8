import { Migration } from '@mikro-orm/migrations';

/**
 * Calendar subscription addresses (`calendar_feed`): the token's sha256 only, one active feed per employee
 * (kind EMPLOYEE) and per account (kind OFFICE), enforced by partial unique indexes.
 */
export class Migration20261210130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "calendar_feed" (
      "id" serial primary key,
      "kind" text not null,
      "employee_id" int null,
      "user_id" int null,
      "token_hash" text not null,
      "created_at" timestamptz not null default now(),
      "revoked_at" timestamptz null,
      constraint "calendar_feed_token_hash_unique" unique ("token_hash"),
      constraint "calendar_feed_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade,
      constraint "calendar_feed_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade,
      constraint "calendar_feed_kind_check" check ("kind" in ('EMPLOYEE', 'OFFICE')),
      constraint "calendar_feed_owner_check" check (("kind" = 'EMPLOYEE' and "employee_id" is not null) or ("kind" = 'OFFICE' and "user_id" is not null))
    );`);
    // The partial unique indexes serve every lookup by owner (the active feed); the hash has its own.
    this.addSql(`create unique index "calendar_feed_employee_active" on "calendar_feed" ("employee_id") where "kind" = 'EMPLOYEE' and "revoked_at" is null;`);
    this.addSql(`create unique index "calendar_feed_office_active" on "calendar_feed" ("user_id") where "kind" = 'OFFICE' and "revoked_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "calendar_feed" cascade;`);
  }
}
