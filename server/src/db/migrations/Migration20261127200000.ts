import { Migration } from '@mikro-orm/migrations';

/**
 * German sort order (docs/decisions/rights-and-search.md#RS-7): the name and
 * text columns users sort lists by get the ICU German collation "de-x-icu" (DIN 5007-1: Ä with A, ß with
 * ss), so every ORDER BY, index and comparison on them follows it without touching each query. The
 * collation is deterministic: equality, unique indexes and LIKE/ILIKE behave as before. ALTER … TYPE keeps
 * the length and rebuilds the indexes on these columns.
 *
 * PostgreSQL refuses to change a column that a generated column reads, so the search module's folded
 * columns (Migration20261125180000) are dropped and re-added around the change with their inputs pinned to
 * the database default collation: lower() then folds exactly as before and exactly like the search term
 * (`f_unaccent(lower(?::text))`). Safe to re-run: each step checks what is there.
 */
const COLUMNS: [table: string, column: string][] = [
  ['employee', 'first_name'],
  ['employee', 'last_name'],
  ['customer', 'name'],
  ['customer', 'city'],
  ['customer_type', 'name'],
  ['orders', 'name'],
  ['orders', 'city'],
  ['registration', 'full_name'],
  ['company_location', 'name'],
  ['company_location', 'city'],
  ['market_area', 'name'],
  ['market_area_category', 'name'],
  ['cost_center', 'name'],
  ['app_user', 'first_name'],
  ['app_user', 'last_name'],
  ['app_user', 'username'],
  ['app_role', 'name'],
  ['order_task', 'label'],
  ['order_task_import', 'file_name'],
];

/** Sets the collation of each listed column that exists and has another one; the type (with length) stays. */
function setCollation(collation: string): string {
  const list = COLUMNS.map(([t, c]) => `('${t}', '${c}')`).join(', ');
  return `do $$
declare r record;
begin
  if not exists (select 1 from pg_collation where collname = '${collation}') then
    raise exception 'collation "${collation}" missing: PostgreSQL must be built with ICU';
  end if;
  for r in
    select c.relname, a.attname, format_type(a.atttypid, a.atttypmod) as type
      from (values ${list}) as x(t, c)
      join pg_class c on c.relname = x.t and c.relnamespace = 'public'::regnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attname = x.c and not a.attisdropped
      join pg_collation k on k.oid = a.attcollation
     where k.collname <> '${collation}'
  loop
    execute format('alter table public.%I alter column %I type %s collate %I', r.relname, r.attname, r.type, '${collation}');
  end loop;
end $$;`;
}

const dropFolded = [
  `drop index if exists "employee_search_name_trgm";`,
  `drop index if exists "orders_search_name_trgm";`,
  `drop index if exists "orders_search_city_trgm";`,
  `alter table "employee" drop column if exists "search_name";`,
  `alter table "orders" drop column if exists "search_name", drop column if exists "search_city";`,
];

const indexFolded = [
  `create index "employee_search_name_trgm" on "employee" using gin ("search_name" gin_trgm_ops) with (fastupdate = off);`,
  `create index "orders_search_name_trgm" on "orders" using gin ("search_name" gin_trgm_ops) with (fastupdate = off);`,
  `create index "orders_search_city_trgm" on "orders" using gin ("search_city" gin_trgm_ops) with (fastupdate = off);`,
];

export class Migration20261127200000 extends Migration {
  override async up(): Promise<void> {
    for (const sql of dropFolded) this.addSql(sql);
    this.addSql(setCollation('de-x-icu'));
    this.addSql(`alter table "employee" add column "search_name" text generated always as (f_unaccent(lower("first_name" collate "default" || ' ' || "last_name" collate "default"))) stored;`);
    this.addSql(
      `alter table "orders" add column "search_name" text generated always as (f_unaccent(lower("name" collate "default"))) stored, add column "search_city" text generated always as (f_unaccent(lower("city" collate "default"))) stored;`,
    );
    for (const sql of indexFolded) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of dropFolded) this.addSql(sql);
    this.addSql(setCollation('default'));
    this.addSql(`alter table "employee" add column "search_name" text generated always as (f_unaccent(lower("first_name" || ' ' || "last_name"))) stored;`);
    this.addSql(`alter table "orders" add column "search_name" text generated always as (f_unaccent(lower("name"))) stored, add column "search_city" text generated always as (f_unaccent(lower("city"))) stored;`);
    for (const sql of indexFolded) this.addSql(sql);
  }
}
