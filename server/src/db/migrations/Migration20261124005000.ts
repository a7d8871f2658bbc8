import { Migration } from '@mikro-orm/migrations';

/**
 * A registration's files are filed with the employee created from it (for the employee's archive);
 * files filed before this migration get their employee from employee.registration_uuid.
 */
export class Migration20261124005000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "registration_file" add column "employee_id" int null;`);
    this.addSql(`alter table "registration_file" add constraint "registration_file_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "registration_file_employee_id_index" on "registration_file" ("employee_id");`);
    this.addSql(`update "registration_file" f set "employee_id" = e."id" from "employee" e where e."registration_uuid" = f."registration_uuid";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "registration_file" drop constraint "registration_file_employee_id_foreign";`);
    this.addSql(`drop index "registration_file_employee_id_index";`);
    this.addSql(`alter table "registration_file" drop column "employee_id";`);
  }
}
