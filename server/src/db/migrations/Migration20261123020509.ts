import { Migration } from '@mikro-orm/migrations';

export class Migration20261123020509 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "customer_class" as enum ('A', 'B', 'C', 'Z');`);
    this.addSql(`create table "customer_type" ("id" serial primary key, "name" varchar(100) not null);`);
    this.addSql(`create unique index "customer_type_name_lower_unique" on "customer_type" (lower("name"));`);

    this.addSql(`create table "customer" ("id" serial primary key, "name" varchar(200) not null, "company" varchar(200) not null default '', "street" varchar(200) not null default '', "zip" varchar(10) not null default '', "city" varchar(200) not null default '', "email" varchar(254) not null default '', "phone" varchar(50) not null default '', "mobile" varchar(50) not null default '', "fax" varchar(50) not null default '', "customer_class" "customer_class" null, "customer_type_id" int not null, "customer_number" varchar(50) null, "region" varchar(2) null, "selling_area" varchar(2) null, "cost_center" varchar(4) null, "store_manager" varchar(200) not null default '', "store_assistant" varchar(200) not null default '', "og" boolean not null default false, "notes_og" text not null default '', "flowers" boolean not null default false, "notes_flowers" text not null default '', "storage" boolean not null default false, "notes_storage" text not null default '', "drinks" boolean not null default false, "notes_drinks" text not null default '', "target_actual_comparison" boolean not null default false, "labels" boolean not null default false, "doorcode" varchar(100) not null default '', "additional_information" text not null default '', "inventory_value" numeric(14,2) null, "positions" int null, "active" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "customer_name_index" on "customer" ("name");`);

    this.addSql(`create table "customer_travel_time" ("id" serial primary key, "customer_id" int not null, "company_location_id" int not null, "travel_time" int not null);`);
    this.addSql(`alter table "customer_travel_time" add constraint "customer_travel_time_customer_id_company_location_id_unique" unique ("customer_id", "company_location_id");`);

    this.addSql(`create table "market_area" ("id" serial primary key, "name" varchar(200) not null, "active" boolean not null default true, "counting_speed_deviation" numeric(7,2) not null default 0);`);

    this.addSql(`create table "market_area_category" ("id" serial primary key, "name" varchar(200) not null, "counting_speed_deviation" numeric(7,2) not null default 0, "market_area_id" int not null);`);

    this.addSql(`alter table "customer" add constraint "customer_customer_type_id_foreign" foreign key ("customer_type_id") references "customer_type" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "customer_travel_time" add constraint "customer_travel_time_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "customer_travel_time" add constraint "customer_travel_time_company_location_id_foreign" foreign key ("company_location_id") references "company_location" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "market_area_category" add constraint "market_area_category_market_area_id_foreign" foreign key ("market_area_id") references "market_area" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer" drop constraint "customer_customer_type_id_foreign";`);

    this.addSql(`alter table "customer_travel_time" drop constraint "customer_travel_time_customer_id_foreign";`);

    this.addSql(`alter table "market_area_category" drop constraint "market_area_category_market_area_id_foreign";`);

    this.addSql(`drop table if exists "customer_type" cascade;`);

    this.addSql(`drop table if exists "customer" cascade;`);

    this.addSql(`drop table if exists "customer_travel_time" cascade;`);

    this.addSql(`drop table if exists "market_area" cascade;`);

    this.addSql(`drop table if exists "market_area_category" cascade;`);

    this.addSql(`drop type "customer_class";`);
  }

}
