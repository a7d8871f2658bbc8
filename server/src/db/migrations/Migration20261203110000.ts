import { Migration } from '@mikro-orm/migrations';

/**
 * German transliteration in the search: "krueger" finds "Krüger" (and "Müller" finds "Mueller").
 *
 * Two folds, each applied alike to the stored text and to the term (docs/decisions/rights-and-search.md#RS-13):
 * - f_fold_plain: accents dropped (ü → u, ß → ss, é → e), lower-cased: "kruger" finds "Krüger".
 * - f_fold_de: ä/ö/ü → ae/oe/ue, ß → ss first, then the same: "krueger" finds "Krüger".
 * Only that direction: folding "ue" to "u" instead would turn "Samuel" into "samul" and "Michael"
 * into "michal". The search compares the plain term with the plain column and the German term with the
 * German one. Lower-casing comes after unaccent: the cluster's ctype is C, whose lower() leaves
 * non-ASCII letters alone, so "Öztürk" used to keep a capital "O" after unaccent and was never found
 * by "ozturk". Decomposed umlauts (u + U+0308) are composed first so both spellings fold alike.
 *
 * The stored columns are dropped and added again (a generated column cannot change its expression).
 */
const FOLD_PLAIN = `create or replace function f_fold_plain(text) returns text language sql immutable parallel safe strict as $$ select lower(public.f_unaccent(normalize($1, NFC))) $$;`;
const FOLD_DE = `create or replace function f_fold_de(text) returns text language sql immutable parallel safe strict as $$ select lower(public.f_unaccent(
  replace(replace(replace(replace(replace(replace(replace(replace(normalize($1, NFC), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'))) $$;`;

const dropFolded = [
  `drop index if exists "employee_search_name_trgm";`,
  `drop index if exists "orders_search_name_trgm";`,
  `drop index if exists "orders_search_city_trgm";`,
  `drop index if exists "employee_search_name_de_trgm";`,
  `drop index if exists "orders_search_name_de_trgm";`,
  `drop index if exists "orders_search_city_de_trgm";`,
  `alter table "employee" drop column if exists "search_name", drop column if exists "search_name_de";`,
  `alter table "orders" drop column if exists "search_name", drop column if exists "search_city", drop column if exists "search_name_de", drop column if exists "search_city_de";`,
];

const index = (table: string, column: string) =>
  `create index "${table}_${column}_trgm" on "${table}" using gin ("${column}" gin_trgm_ops) with (fastupdate = off);`;

const EMPLOYEE_NAME = `"first_name" collate "default" || ' ' || "last_name" collate "default"`;

export class Migration20261203110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(FOLD_PLAIN);
    this.addSql(FOLD_DE);
    for (const sql of dropFolded) this.addSql(sql);
    this.addSql(
      `alter table "employee" add column "search_name" text generated always as (f_fold_plain(${EMPLOYEE_NAME})) stored, add column "search_name_de" text generated always as (f_fold_de(${EMPLOYEE_NAME})) stored;`,
    );
    this.addSql(
      `alter table "orders" add column "search_name" text generated always as (f_fold_plain("name" collate "default")) stored, add column "search_city" text generated always as (f_fold_plain("city" collate "default")) stored, add column "search_name_de" text generated always as (f_fold_de("name" collate "default")) stored, add column "search_city_de" text generated always as (f_fold_de("city" collate "default")) stored;`,
    );
    for (const [t, c] of [['employee', 'search_name'], ['employee', 'search_name_de'], ['orders', 'search_name'], ['orders', 'search_city'], ['orders', 'search_name_de'], ['orders', 'search_city_de']]) {
      this.addSql(index(t, c));
    }
  }

  override async down(): Promise<void> {
    for (const sql of dropFolded) this.addSql(sql);
    this.addSql(`alter table "employee" add column "search_name" text generated always as (f_unaccent(lower("first_name" collate "default" || ' ' || "last_name" collate "default"))) stored;`);
    this.addSql(
      `alter table "orders" add column "search_name" text generated always as (f_unaccent(lower("name" collate "default"))) stored, add column "search_city" text generated always as (f_unaccent(lower("city" collate "default"))) stored;`,
    );
    for (const [t, c] of [['employee', 'search_name'], ['orders', 'search_name'], ['orders', 'search_city']]) this.addSql(index(t, c));
    this.addSql(`drop function if exists f_fold_de(text);`);
    this.addSql(`drop function if exists f_fold_plain(text);`);
  }
}
