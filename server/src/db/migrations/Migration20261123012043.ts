import { Migration } from '@mikro-orm/migrations';

export class Migration20261123012043 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "app_setting" ("name" varchar(100) not null, "value" text not null, "updated_at" timestamptz not null default now(), constraint "app_setting_pkey" primary key ("name"));`);

    this.addSql(`create table "app_role" ("id" serial primary key, "name" varchar(100) not null, "description" varchar(500) not null default '', "authorities" text[] not null default '{}', "grants_all" boolean not null default false);`);
    this.addSql(`alter table "app_role" add constraint "app_role_name_unique" unique ("name");`);

    this.addSql(`create table "app_user" ("id" serial primary key, "username" varchar(100) not null, "password_hash" varchar(255) not null, "employee_id" int null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "enabled" boolean not null default true, "must_change_password" boolean not null default false, "last_login_at" timestamptz null, "previous_login_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "app_user" add constraint "app_user_employee_id_unique" unique ("employee_id");`);
    this.addSql(`create unique index "app_user_username_lower_unique" on "app_user" (lower("username"));`);

    this.addSql(`create table "app_user_role" ("user_id" int not null, "role_id" int not null, constraint "app_user_role_pkey" primary key ("user_id", "role_id"));`);

    this.addSql(`alter table "app_user_role" add constraint "app_user_role_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "app_user_role" add constraint "app_user_role_role_id_foreign" foreign key ("role_id") references "app_role" ("id") on update cascade on delete cascade;`);

    // Not entities: server-side sessions (connect-pg-simple) and login throttling (rate-limiter-flexible).
    this.addSql(`create table "http_session" ("sid" varchar not null primary key, "sess" json not null, "expire" timestamp(6) not null);`);
    this.addSql(`create index "http_session_expire_index" on "http_session" ("expire");`);
    this.addSql(`create index "http_session_user_index" on "http_session" (((sess->>'userId')::int));`);
    this.addSql(`create table "login_limit" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`);
  }

}
