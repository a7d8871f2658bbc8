import { Migration } from '@mikro-orm/migrations';

/**
 * Files filed with an employee outlive their registration: deleting a finished registration sets
 * their registration to null instead of deleting them (the employee's archive keeps them).
 */
export class Migration20261124005100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "registration_file" drop constraint "registration_file_registration_uuid_foreign";`);
    this.addSql(`alter table "registration_file" alter column "registration_uuid" drop not null;`);
    this.addSql(`alter table "registration_file" add constraint "registration_file_registration_uuid_foreign" foreign key ("registration_uuid") references "registration" ("uuid") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "registration_file" where "registration_uuid" is null;`);
    this.addSql(`alter table "registration_file" drop constraint "registration_file_registration_uuid_foreign";`);
    this.addSql(`alter table "registration_file" alter column "registration_uuid" set not null;`);
    this.addSql(`alter table "registration_file" add constraint "registration_file_registration_uuid_foreign" foreign key ("registration_uuid") references "registration" ("uuid") on update cascade on delete cascade;`);
  }
}
