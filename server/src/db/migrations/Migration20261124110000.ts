import { Migration } from '@mikro-orm/migrations';

/**
 * The employee archive and the payroll uploads: uploaded payroll PDFs, the documents
 * filed per employee, and the pages no employee could be found for.
 */
export class Migration20261124110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "payroll_upload" ("id" serial primary key, "file_key" varchar(64) not null, "year_month" varchar(7) not null, "document_type" varchar(20) not null, "file_name" varchar(200) not null, "pages" int not null, "uploaded_by" varchar(100) not null, "uploaded_at" timestamptz not null default now(), constraint "payroll_upload_document_type_check" check ("document_type" in ('PAYROLL', 'INCOME_TAX')), constraint "payroll_upload_year_month_check" check ("year_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'));`);
    this.addSql(`alter table "payroll_upload" add constraint "payroll_upload_file_key_unique" unique ("file_key");`);
    this.addSql(`create index "payroll_upload_uploaded_at_index" on "payroll_upload" ("uploaded_at");`);

    this.addSql(`create table "employee_document" ("id" serial primary key, "employee_id" int not null, "folder" varchar(40) not null, "file_name" varchar(200) not null, "file_key" varchar(64) not null, "content_type" varchar(100) not null, "size" int not null, "document_type" varchar(20) not null, "year_month" varchar(7) null, "correction" int not null default 0, "pages" jsonb null, "upload_id" int null, "created_at" timestamptz not null default now(), "created_by" varchar(100) not null, constraint "employee_document_document_type_check" check ("document_type" in ('PAYROLL', 'INCOME_TAX', 'CONTRACT', 'PERSONNEL_FORM', 'OTHER')), constraint "employee_document_correction_check" check ("correction" >= 0));`);
    this.addSql(`alter table "employee_document" add constraint "employee_document_file_key_unique" unique ("file_key");`);
    this.addSql(`alter table "employee_document" add constraint "employee_document_correction_unique" unique ("employee_id", "document_type", "year_month", "correction");`);
    this.addSql(`create index "employee_document_employee_id_folder_index" on "employee_document" ("employee_id", "folder");`);
    this.addSql(`create index "employee_document_upload_id_index" on "employee_document" ("upload_id");`);
    this.addSql(`alter table "employee_document" add constraint "employee_document_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "employee_document" add constraint "employee_document_upload_id_foreign" foreign key ("upload_id") references "payroll_upload" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "unassigned_payroll_page" ("id" serial primary key, "upload_id" int not null, "page_number" int not null, "file_key" varchar(64) not null, "excerpt" varchar(200) not null default '', "assigned_at" timestamptz null, "assigned_by" varchar(100) null, "document_id" int null);`);
    this.addSql(`alter table "unassigned_payroll_page" add constraint "unassigned_payroll_page_file_key_unique" unique ("file_key");`);
    this.addSql(`alter table "unassigned_payroll_page" add constraint "unassigned_payroll_page_upload_id_page_number_unique" unique ("upload_id", "page_number");`);
    this.addSql(`create index "unassigned_payroll_page_open_index" on "unassigned_payroll_page" ("upload_id") where "assigned_at" is null;`);
    this.addSql(`alter table "unassigned_payroll_page" add constraint "unassigned_payroll_page_upload_id_foreign" foreign key ("upload_id") references "payroll_upload" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "unassigned_payroll_page" add constraint "unassigned_payroll_page_document_id_foreign" foreign key ("document_id") references "employee_document" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "unassigned_payroll_page" cascade;`);
    this.addSql(`drop table if exists "employee_document" cascade;`);
    this.addSql(`drop table if exists "payroll_upload" cascade;`);
  }
}
