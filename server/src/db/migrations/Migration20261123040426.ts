import { Migration } from '@mikro-orm/migrations';

export class Migration20261123040426 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "order_operator" ("id" serial primary key, "order_id" int not null, "employee_id" int not null, "operator_number" int not null, "number_of_positions" int null, constraint order_operator_positions_positive check (number_of_positions is null or number_of_positions >= 1), constraint order_operator_number_range check (operator_number between 1010 and 2200));`);
    this.addSql(`alter table "order_operator" add constraint "order_operator_order_employee_unique" unique ("order_id", "employee_id");`);
    this.addSql(`alter table "order_operator" add constraint "order_operator_order_number_unique" unique ("order_id", "operator_number");`);

    this.addSql(`alter table "order_operator" add constraint "order_operator_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_operator" add constraint "order_operator_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_operator" cascade;`);
  }

}
