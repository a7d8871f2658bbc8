import { Migration } from '@mikro-orm/migrations';

/**
 * Global search: pg_trgm and unaccent (both ship with the embedded PostgreSQL and are
 * trusted extensions), an IMMUTABLE wrapper f_unaccent so the folded text can be indexed (unaccent
 * itself is only STABLE: its dictionary could change), and GIN trigram indexes of the searched names.
 * unaccent's rules fold umlauts (ü → u) and ß → ss, so "Muller" finds "Müller", "Strasse" "Straße".
 */
export class Migration20261125170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(
      `create or replace function f_unaccent(text) returns text language sql immutable parallel safe strict as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`,
    );
    this.addSql(`create index "employee_name_search_trgm" on "employee" using gin (f_unaccent(lower("first_name" || ' ' || "last_name")) gin_trgm_ops);`);
    this.addSql(`create index "orders_name_search_trgm" on "orders" using gin (f_unaccent(lower("name")) gin_trgm_ops);`);
    this.addSql(`create index "orders_city_search_trgm" on "orders" using gin (f_unaccent(lower("city")) gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "orders_city_search_trgm";`);
    this.addSql(`drop index if exists "orders_name_search_trgm";`);
    this.addSql(`drop index if exists "employee_name_search_trgm";`);
    this.addSql(`drop function if exists f_unaccent(text);`);
  }
}
