import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../auth/current-user.js';
import { ForbiddenError } from '../../errors.js';
import { canSearchGlobally } from '../rights/rights.policy.js';
import type { GlobalSearchResult } from './search.types.js';

export const SEARCH_LIMIT = 10;
export const MIN_TERM_LENGTH = 3;
const MAX_INT = 2_147_483_647;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
/** ids already found, as an int[] literal (a JS array would be expanded into a list by the query builder). */
const idArray = (rows: { id: number }[]) => `{${rows.map((r) => Number(r.id)).join(',')}}`;

/** A term in the form one kind of folded column holds, with the patterns every tier needs. */
type Patterns = { prefix: string; wordPrefix: string; contains: string; word: string; text: string };
/**
 * The term folded both ways: `plain` (unaccented: ü → u, ß → ss) for the search_* columns, `de`
 * (German: ü → ue, ä → ae, ö → oe, ß → ss, then unaccented) for the search_*_de columns. Each column is
 * compared only with the term folded like it, so "krueger", "Krüger" and "kruger" all find "Krüger",
 * and "Michael" or "Samuel" never lose their "ae"/"ue". `de` is null when it cannot find more than
 * `plain`: a term without umlauts and without "ae", "oe", "ue" folds alike both ways, and the German
 * column differs from the plain one only by an "e" after a, o or u — so the second column (and its
 * cost) is spent only on terms that need it.
 */
type Folded = { plain: Patterns; de: Patterns | null };

export const patternsOf = (t: string): Patterns => {
  const like = likeEscape(t);
  return { prefix: `${like}%`, wordPrefix: `% ${like}%`, contains: `%${like}%`, word: `(^|[^[:alnum:]])${regexEscape(t)}([^[:alnum:]]|$)`, text: t };
};

/** The German fold, when it can find more than the plain one (see Folded). */
export function germanPatterns(plain: string, de: string): Patterns | null {
  return de !== plain || /ae|oe|ue/.test(de) ? patternsOf(de) : null;
}

/** `col` (a search_* column) LIKE the plain pattern, or `col`_de LIKE the German one. */
const likeEither = (col: string, f: Folded, kind: 'prefix' | 'wordPrefix' | 'contains') =>
  f.de ? { sql: `${col} like ? or ${col}_de like ?`, params: [f.plain[kind], f.de[kind]] } : { sql: `${col} like ?`, params: [f.plain[kind]] };
/** A whole-word match in either column. */
const wordEither = (col: string, f: Folded) =>
  f.de ? { sql: `(${col} ~ ? or ${col}_de ~ ?)`, params: [f.plain.word, f.de.word] } : { sql: `${col} ~ ?`, params: [f.plain.word] };
/** Trigram word similarity (GIN-indexed <%) in either column. */
const similarEither = (col: string, f: Folded) =>
  f.de ? { sql: `? <% ${col} or ? <% ${col}_de`, params: [f.plain.text, f.de.text] } : { sql: `? <% ${col}`, params: [f.plain.text] };
const similarityOf = (col: string, f: Folded) =>
  f.de
    ? { sql: `greatest(word_similarity(?, ${col}), word_similarity(?, ${col}_de))`, params: [f.plain.text, f.de.text] }
    : { sql: `word_similarity(?, ${col})`, params: [f.plain.text] };

/**
 * What the search looks for: the trimmed term with single spaces, "last, first" turned into
 * "first last" (the indexed order); null when nothing should be searched (spec 3 §2.12: fewer than
 * 3 characters and not purely numeric).
 */
export function normaliseTerm(raw: string): { text: string; number: number | null } | null {
  let text = raw.trim().replace(/\s+/g, ' ');
  const numeric = /^\d+$/.test(text);
  if (!numeric && text.length < MIN_TERM_LENGTH) return null;
  const comma = /^([^,]+),\s*([^,]+)$/.exec(text);
  if (comma) text = `${comma[2].trim()} ${comma[1].trim()}`;
  const n = numeric ? Number(text) : null;
  return { text: text.slice(0, 200), number: n !== null && n <= MAX_INT ? n : null };
}

type EmployeeRow = { id: number; first_name: string; last_name: string; active: boolean };
type OrderRow = { id: number; name: string; order_type: string; city: string };

/**
 * Global search (spec 3 §2.12), Superadmin only. Ranking: the exact
 * number first, then a name starting with the term (or one of its words; orders: then the city), then
 * trigram word similarity; umlaut- and ß-tolerant both ways: the stored generated columns
 * search_name/search_city hold f_fold_plain(…) (ü → u) and search_name_de/search_city_de f_fold_de(…)
 * (ü → ue …), and the term is folded both ways, each compared with its own column.
 *
 * Tiered (migration Migration20261125180000, docs/decisions/rights-and-search.md#RS-6): each tier is one index-driven query with
 * the remaining LIMIT, excluding what earlier tiers found, and the next tier runs only when fewer than 10
 * were found. Inside a prefix tier a whole-word match ranks first (that is where word_similarity is 1;
 * for other prefix matches it is the same value below 1), then the usual order — so the expensive
 * word_similarity is computed only in the last tier, not for the thousands of orders of a chain or city.
 */
export class SearchService {
  async search(em: EntityManager, actor: CurrentUser, raw: string): Promise<GlobalSearchResult> {
    if (!canSearchGlobally(actor)) throw new ForbiddenError();
    const term = normaliseTerm(raw);
    if (!term) return { employees: [], orders: [] };
    const [employees, orders] = await em.fork().transactional(async (tx) => {
      // The planner prices pg_trgm's operators as cheap and would scan 10,000 employees or 50,000 orders
      // computing word_similarity/LIKE per row (25–55 ms) rather than use the trigram indexes (1–10 ms).
      await tx.execute(`set local enable_seqscan = off`);
      const folded = term.text.length >= MIN_TERM_LENGTH ? await this.fold(tx, term.text) : null;
      return [await this.employees(tx, term, folded), await this.orders(tx, term, folded)] as const;
    });
    return {
      employees: employees.map((r) => ({ id: Number(r.id), employeeId: Number(r.id), fullName: `${r.first_name} ${r.last_name}`, active: r.active })),
      orders: orders.map((r) => ({ id: Number(r.id), name: r.name, orderType: r.order_type, city: r.city })),
    };
  }

  /** The term folded by the database's own f_fold_plain and f_fold_de (the functions the generated columns use). */
  private async fold(em: EntityManager, text: string): Promise<Folded> {
    const [{ plain, de }] = await em.execute<{ plain: string; de: string }[]>(`select f_fold_plain(?::text) as plain, f_fold_de(?::text) as de`, [text, text]);
    return { plain: patternsOf(plain), de: germanPatterns(plain, de) };
  }

  private async employees(em: EntityManager, term: { text: string; number: number | null }, f: Folded | null): Promise<EmployeeRow[]> {
    const cols = `e.id, e.first_name, e.last_name, e.active`;
    const then = `e.active desc, lower(e.last_name), lower(e.first_name), e.id`;
    if (/^\d+$/.test(term.text)) {
      // A personnel number: the exact one, then those starting with it (smallest first).
      return em.execute<EmployeeRow[]>(
        `select ${cols} from employee e
          where e.id = ? or e.id::text like ?
          order by (e.id = ?) desc, e.id limit ?`,
        [term.number ?? -1, `${likeEscape(term.text)}%`, term.number ?? -1, SEARCH_LIMIT],
      );
    }
    if (!f) return [];
    const col = 'e.search_name';
    // Tier 1: the name or one of its words starts with the term.
    const [prefix, wordPrefix, word] = [likeEither(col, f, 'prefix'), likeEither(col, f, 'wordPrefix'), wordEither(col, f)];
    const found = await em.execute<EmployeeRow[]>(
      `select ${cols} from employee e
        where ${prefix.sql} or ${wordPrefix.sql}
        order by ${word.sql} desc, ${then} limit ?`,
      [...prefix.params, ...wordPrefix.params, ...word.params, SEARCH_LIMIT],
    );
    if (found.length >= SEARCH_LIMIT) return found;
    // Tier 2: contained anywhere or similar (pg_trgm word_similarity_threshold, GIN-indexed <%).
    const [contains, similar, similarity] = [likeEither(col, f, 'contains'), similarEither(col, f), similarityOf(col, f)];
    const more = await em.execute<EmployeeRow[]>(
      `select ${cols} from employee e
        where (${contains.sql} or ${similar.sql}) and e.id <> all(?::int[])
        order by ${similarity.sql} desc, ${then} limit ?`,
      [...contains.params, ...similar.params, idArray(found), ...similarity.params, SEARCH_LIMIT - found.length],
    );
    return [...found, ...more];
  }

  private async orders(em: EntityManager, term: { text: string; number: number | null }, f: Folded | null): Promise<OrderRow[]> {
    const cols = `o.id, o.name, o.order_type, o.city`;
    const then = `o.valid_from desc, o.id desc`;
    const found: OrderRow[] = [];
    // Tier 0: the exact order id.
    if (term.number !== null) found.push(...(await em.execute<OrderRow[]>(`select ${cols} from orders o where o.id = ?`, [term.number])));
    if (!f) return found;
    const [name, city] = ['o.search_name', 'o.search_city'];
    // Tier 1: the name or one of its words starts with the term; whole-word matches first.
    const [prefix, wordPrefix, word] = [likeEither(name, f, 'prefix'), likeEither(name, f, 'wordPrefix'), wordEither(name, f)];
    found.push(
      ...(await em.execute<OrderRow[]>(
        `select ${cols} from orders o
          where (${prefix.sql} or ${wordPrefix.sql}) and o.id <> all(?::int[])
          order by ${word.sql} desc, ${then} limit ?`,
        [...prefix.params, ...wordPrefix.params, idArray(found), ...word.params, SEARCH_LIMIT - found.length],
      )),
    );
    if (found.length >= SEARCH_LIMIT) return found;
    // Tier 2: the city starts with the term.
    const [cityPrefix, cityWord] = [likeEither(city, f, 'prefix'), wordEither(city, f)];
    found.push(
      ...(await em.execute<OrderRow[]>(
        `select ${cols} from orders o
          where (${cityPrefix.sql}) and o.id <> all(?::int[])
          order by ${cityWord.sql} desc, ${then} limit ?`,
        [...cityPrefix.params, idArray(found), ...cityWord.params, SEARCH_LIMIT - found.length],
      )),
    );
    if (found.length >= SEARCH_LIMIT) return found;
    // Tier 3: name or city contains the term or is similar to it.
    const [nameContains, nameSimilar, citySimilar, cityContains] = [likeEither(name, f, 'contains'), similarEither(name, f), similarEither(city, f), likeEither(city, f, 'contains')];
    const [nameSimilarity, citySimilarity] = [similarityOf(name, f), similarityOf(city, f)];
    found.push(
      ...(await em.execute<OrderRow[]>(
        `select ${cols} from orders o
          where (${nameContains.sql} or ${nameSimilar.sql} or ${cityContains.sql} or ${citySimilar.sql}) and o.id <> all(?::int[])
          order by greatest(${nameSimilarity.sql}, ${citySimilarity.sql}) desc, ${then} limit ?`,
        [...nameContains.params, ...nameSimilar.params, ...cityContains.params, ...citySimilar.params, idArray(found), ...nameSimilarity.params, ...citySimilarity.params, SEARCH_LIMIT - found.length],
      )),
    );
    return found;
  }
}
