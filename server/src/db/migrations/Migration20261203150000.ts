import { Migration } from '@mikro-orm/migrations';
import { verify } from '@node-rs/argon2';

/** The accounts the demo seed creates (db/seeds/demo-accounts.ts), as they were when this migration was written. */
const SEEDED_DEMO_ACCOUNTS: [string, number][] = [
  ['admin', 1001],
  ['buero', 1002],
  ['teamleiter', 2001],
  ['mitarbeiter', 2002],
  ['aushilfe', 2062],
];

/**
 * Login and password hardening:
 * - `app_user.demo_password_hash`: the password hash the demo seed gave the account. An account is a
 *   demo account (no second factor, "Demo-Daten" note) exactly while its password hash is still that
 *   one, whatever its name or password. Demo databases seeded before this column get it for the
 *   seeded demo accounts (name and employee as seeded) that still hold the demo password.
 * - `login_throttle_window`: throttled logins counted per client address, username and time window,
 *   so a flood of refused attempts is one audit event with a count instead of one event each.
 * - `audit_event` stays append-only, except that the retention job may delete rows older than the
 *   cut-off it sets for its own transaction (`inv.audit_purge_before`).
 */
export class Migration20261203150000 extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "app_user" add column "demo_password_hash" varchar(255) null;`);
    for (const [username, employeeId] of SEEDED_DEMO_ACCOUNTS) {
      const rows = (await this.execute(`select "id", "password_hash" from "app_user" where "username" = ? and "employee_id" = ?`, [username, employeeId])) as {
        id: number;
        password_hash: string;
      }[];
      for (const row of rows) {
        const demo = await verify(row.password_hash, 'demo1234').catch(() => false);
        if (demo) await this.execute(`update "app_user" set "demo_password_hash" = "password_hash" where "id" = ?`, [row.id]);
      }
    }

    // "username" '*': the attempts of further usernames once an address has many in one window.
    this.addSql(`create table "login_throttle_window" (
      "address" varchar(64) not null,
      "window_start" timestamptz not null,
      "username" varchar(100) not null,
      "attempts" int not null default 1,
      "last_at" timestamptz not null default now(),
      constraint "login_throttle_window_pkey" primary key ("address", "window_start", "username"));`);

    this.addSql(`create or replace function audit_event_append_only() returns trigger language plpgsql as $$
      declare
        purge_before text := current_setting('inv.audit_purge_before', true);
      begin
        if tg_op = 'DELETE' and coalesce(purge_before, '') <> '' and old."at" < purge_before::timestamptz then
          return old;
        end if;
        raise exception 'audit_event is append-only: % refused', tg_op using errcode = '42501';
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function audit_event_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_event is append-only: % refused', tg_op using errcode = '42501';
      end $$;`);
    this.addSql(`drop table if exists "login_throttle_window";`);
    this.addSql(`alter table "app_user" drop column if exists "demo_password_hash";`);
  }
}
