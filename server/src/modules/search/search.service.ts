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

/** A term in the form the columns hold, with the patterns every tier needs. */
type Folded = { prefix: string; wordPrefix: string; contains: string; word: string; text: string };

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
 * Global search (spec 3 §2.12; contract issue 17 decision 6), Superadmin only. Ranking: the exact
 * number first, then a name starting with the term (or one of its words; orders: then the city), then
 * trigram word similarity; umlaut- and ß-tolerant: the stored generated columns search_name/search_city
 * hold f_unaccent(lower(…)) and the term is folded the same way.
 *
 * Tiered (migration Migration20261125180000, docs/decisions.md): each tier is one index-driven query with
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

  /** The term folded by the database's own f_unaccent (the function the generated columns use). */
  private async fold(em: EntityManager, text: string): Promise<Folded> {
    const [{ t }] = await em.execute<{ t: string }[]>(`select f_unaccent(lower(?::text)) as t`, [text]);
    const like = likeEscape(t);
    return { prefix: `${like}%`, wordPrefix: `% ${like}%`, contains: `%${like}%`, word: `(^|[^[:alnum:]])${regexEscape(t)}([^[:alnum:]]|$)`, text: t };
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
    // Tier 1: the name or one of its words starts with the term.
    const found = await em.execute<EmployeeRow[]>(
      `select ${cols} from employee e
        where e.search_name like ? or e.search_name like ?
        order by e.search_name ~ ? desc, ${then} limit ?`,
      [f.prefix, f.wordPrefix, f.word, SEARCH_LIMIT],
    );
    if (found.length >= SEARCH_LIMIT) return found;
    // Tier 2: contained anywhere or similar (pg_trgm word_similarity_threshold, GIN-indexed <%).
    const more = await em.execute<EmployeeRow[]>(
      `select ${cols} from employee e
        where (e.search_name like ? or ? <% e.search_name) and e.id <> all(?::int[])
        order by word_similarity(?, e.search_name) desc, ${then} limit ?`,
      [f.contains, f.text, idArray(found), f.text, SEARCH_LIMIT - found.length],
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
    // Tier 1: the name or one of its words starts with the term; whole-word matches first.
    found.push(
      ...(await em.execute<OrderRow[]>(
        `select ${cols} from orders o
          where (o.search_name like ? or o.search_name like ?) and o.id <> all(?::int[])
          order by o.search_name ~ ? desc, ${then} limit ?`,
        [f.prefix, f.wordPrefix, idArray(found), f.word, SEARCH_LIMIT - found.length],
      )),
    );
    if (found.length >= SEARCH_LIMIT) return found;
    // Tier 2: the city starts with the term.
    found.push(
      ...(await em.execute<OrderRow[]>(
        `select ${cols} from orders o
          where o.search_city like ? and o.id <> all(?::int[])
          order by o.search_city ~ ? desc, ${then} limit ?`,
        [f.prefix, idArray(found), f.word, SEARCH_LIMIT - found.length],
      )),
    );
    if (found.length >= SEARCH_LIMIT) return found;
    // Tier 3: name or city contains the term or is similar to it.
    found.push(
      ...(await em.execute<OrderRow[]>(
        `select ${cols} from orders o
          where (o.search_name like ? or ? <% o.search_name or o.search_city like ? or ? <% o.search_city) and o.id <> all(?::int[])
          order by greatest(word_similarity(?, o.search_name), word_similarity(?, o.search_city)) desc, ${then} limit ?`,
        [f.contains, f.text, f.contains, f.text, idArray(found), f.text, f.text, SEARCH_LIMIT - found.length],
      )),
    );
    return found;
  }
}
