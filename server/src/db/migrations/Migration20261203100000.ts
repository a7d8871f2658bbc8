import { Migration } from '@mikro-orm/migrations';

/**
 * An applicant's uploads (health insurance proof, residence/work permit, disability proof, student
 * certificate) are filed into the employee's "Personalunterlagen" beside the contract and the
 * personnel form. `employee_document.registration_file_id` names the registration file a document was
 * copied from: unique, so no file is filed twice, and what is not filed yet can be found. Copies made
 * before this migration (the generated documents) are linked by employee and file name.
 *
 * The bytes of uploads filed with an employee before this migration cannot be copied in SQL (they live
 * in the file store): `ArchiveService.fileUnfiledRegistrationUploads` does that at every start, after
 * the migrations (docs/decisions/registration.md#REG-23).
 */
export class Migration20261203100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "employee_document" drop constraint if exists "employee_document_document_type_check";`);
    this.addSql(
      `alter table "employee_document" add constraint "employee_document_document_type_check" check ("document_type" in ('PAYROLL', 'INCOME_TAX', 'CONTRACT', 'PERSONNEL_FORM', 'OTHER', 'HEALTH_INSURANCE', 'WORK_PERMIT', 'DISABILITY', 'STUDENT_PROOF'));`,
    );
    this.addSql(`alter table "employee_document" add column "registration_file_id" int null;`);
    this.addSql(
      `alter table "employee_document" add constraint "employee_document_registration_file_id_foreign" foreign key ("registration_file_id") references "registration_file" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`alter table "employee_document" add constraint "employee_document_registration_file_id_unique" unique ("registration_file_id");`);
    this.addSql(`update "employee_document" d set "registration_file_id" = f."id"
      from (select distinct on ("employee_id", "file_name") "id", "employee_id", "file_name" from "registration_file"
             where "context" is null and "employee_id" is not null order by "employee_id", "file_name", "id") f
     where d."employee_id" = f."employee_id" and d."file_name" = f."file_name" and d."folder" = 'Personalunterlagen'
       and d."registration_file_id" is null
       and d."id" = (select min(x."id") from "employee_document" x where x."employee_id" = d."employee_id" and x."file_name" = d."file_name" and x."folder" = 'Personalunterlagen');`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "employee_document" where "document_type" in ('HEALTH_INSURANCE', 'WORK_PERMIT', 'DISABILITY', 'STUDENT_PROOF');`);
    this.addSql(`alter table "employee_document" drop constraint "employee_document_registration_file_id_unique";`);
    this.addSql(`alter table "employee_document" drop constraint "employee_document_registration_file_id_foreign";`);
    this.addSql(`alter table "employee_document" drop column "registration_file_id";`);
    this.addSql(`alter table "employee_document" drop constraint if exists "employee_document_document_type_check";`);
    this.addSql(
      `alter table "employee_document" add constraint "employee_document_document_type_check" check ("document_type" in ('PAYROLL', 'INCOME_TAX', 'CONTRACT', 'PERSONNEL_FORM', 'OTHER'));`,
    );
  }
}
