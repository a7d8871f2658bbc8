import { Migration } from '@mikro-orm/migrations';

export class Migration20261123024547 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "worklog_type" as enum ('WORK', 'PAUSE', 'TRAVEL', 'PASSENGER');`);
    this.addSql(`create table "per_diem" ("id" serial primary key, "date" date not null, "catering" smallint not null, "misc" smallint not null, "breakfast" boolean not null default false, "order_id" int not null, "employee_id" int not null);`);
    this.addSql(`alter table "per_diem" add constraint "per_diem_employee_id_order_id_date_unique" unique ("employee_id", "order_id", "date");`);

    this.addSql(`create table "worklog" ("id" serial primary key, "date" date not null, "start" varchar(5) not null, "end" varchar(5) null, "worklog_type" "worklog_type" not null, "comment" text not null default '', "order_id" int not null, "employee_id" int not null, "open" boolean not null default false, "insert_user" varchar(200) not null, "insert_time" timestamptz not null default now(), "update_user" varchar(200) null, "update_time" timestamptz null);`);
    this.addSql(`create unique index "worklog_one_open_per_employee" on "worklog" ("employee_id") where "open";`);
    this.addSql(`create index "worklog_order_id_date_index" on "worklog" ("order_id", "date");`);
    this.addSql(`create index "worklog_employee_id_date_index" on "worklog" ("employee_id", "date");`);

    this.addSql(`alter table "per_diem" add constraint "per_diem_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "per_diem" add constraint "per_diem_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "worklog" add constraint "worklog_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "worklog" add constraint "worklog_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "per_diem" cascade;`);

    this.addSql(`drop table if exists "worklog" cascade;`);

    this.addSql(`drop type "worklog_type";`);
  }

}
