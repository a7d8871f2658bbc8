import { Migration } from '@mikro-orm/migrations';
import { randomBytes } from 'node:crypto';

/** 128 random bits as 8-4-4-4-12 hex (the same format the confirmation service issues). */
function confirmationUuid(): string {
  const h = randomBytes(16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Capacity calendar and inventory confirmations: calendar_data per day, a numeric id for
 * app_setting (GET /settings/{id}) with the stored default maximum, and one confirmation per upcoming
 * inventory, backfilled here for the INV orders that already exist.
 */
export class Migration20261124200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "calendar_data" ("id" serial primary key, "date" date not null, "note" text not null default '', "max_positions" int not null default 0, constraint "calendar_data_max_positions_check" check ("max_positions" >= 0));`);
    this.addSql(`alter table "calendar_data" add constraint "calendar_data_date_unique" unique ("date");`);

    this.addSql(`alter table "app_setting" add column "id" serial;`);
    this.addSql(`alter table "app_setting" add constraint "app_setting_id_unique" unique ("id");`);
    this.addSql(`insert into "app_setting" ("name", "value") values ('defaultMaxPos', '90000') on conflict ("name") do nothing;`);

    this.addSql(`create table "inventory_confirmation" ("uuid" varchar(36) not null, "order_id" int not null, "confirmation_timestamp" timestamptz null, "changed_by_customer" boolean not null default false, "storage_roll_cage_count" int null, "storage_freezer_roll_cage_count" int null, "comment" text not null default '', "created_at" timestamptz not null default now(), constraint "inventory_confirmation_pkey" primary key ("uuid"), constraint "inventory_confirmation_storage_roll_cage_count_check" check ("storage_roll_cage_count" >= 0), constraint "inventory_confirmation_storage_freezer_roll_cage_count_check" check ("storage_freezer_roll_cage_count" >= 0));`);
    this.addSql(`alter table "inventory_confirmation" add constraint "inventory_confirmation_order_id_unique" unique ("order_id");`);
    this.addSql(`alter table "inventory_confirmation" add constraint "inventory_confirmation_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);

    // Backfill: every INV order from today (Europe/Berlin) on gets its confirmation.
    const upcoming = await this.execute(
      `select "id" from "orders" where "order_type" = 'INV' and "valid_from" >= (now() at time zone 'Europe/Berlin')::date order by "id"`,
    );
    for (const row of upcoming as { id: number }[]) {
      this.addSql(`insert into "inventory_confirmation" ("uuid", "order_id") values ('${confirmationUuid()}', ${Number(row.id)}) on conflict ("order_id") do nothing;`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "inventory_confirmation" cascade;`);
    this.addSql(`drop table if exists "calendar_data" cascade;`);
    this.addSql(`alter table "app_setting" drop constraint if exists "app_setting_id_unique";`);
    this.addSql(`alter table "app_setting" drop column if exists "id";`);
  }
}
