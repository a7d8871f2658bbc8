import { Migration } from '@mikro-orm/migrations';

/** Inventory tasks and their CSV imports: order_task_import, order_task. */
export class Migration20261125100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "order_task_import" ("id" serial primary key, "order_id" int not null, "date" date not null, "file_name" varchar(200) not null, "employee_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "order_task_import_order_id_index" on "order_task_import" ("order_id");`);
    this.addSql(`alter table "order_task_import" add constraint "order_task_import_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_task_import" add constraint "order_task_import_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "order_task" ("id" serial primary key, "order_id" int not null, "date" date not null, "label" varchar(200) not null, "positions" int not null, "employee_id" int not null, "priority" int not null default 0, "completed" boolean not null default false, "completed_date" timestamptz null, "import_id" int null, "created_at" timestamptz not null default now(), constraint "order_task_positions_check" check ("positions" >= 0), constraint "order_task_priority_check" check ("priority" >= 0));`);
    this.addSql(`create index "order_task_date_index" on "order_task" ("date");`);
    this.addSql(`create index "order_task_order_id_index" on "order_task" ("order_id");`);
    this.addSql(`create index "order_task_employee_id_index" on "order_task" ("employee_id");`);
    this.addSql(`alter table "order_task" add constraint "order_task_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_task" add constraint "order_task_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_task" add constraint "order_task_import_id_foreign" foreign key ("import_id") references "order_task_import" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_task" cascade;`);
    this.addSql(`drop table if exists "order_task_import" cascade;`);
  }
}
