import { Migration } from '@mikro-orm/migrations';

/** Second factor (TOTP) per account: the confirmed secret, an enrolment in progress, replay guard, hashed recovery codes. */
export class Migration20261124001000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "totp_secret" varchar(64) null, add column "totp_pending_secret" varchar(64) null, add column "totp_enabled_at" timestamptz null, add column "totp_last_step" bigint null, add column "recovery_code_hashes" text[] not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "app_user" drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_enabled_at", drop column "totp_last_step", drop column "recovery_code_hashes";`);
  }
}
