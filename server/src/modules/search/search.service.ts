import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../../auth/current-user.js';
import { ForbiddenError } from '../../errors.js';
import { canSearchGlobally } from '../rights/rights.policy.js';
import type { GlobalSearchResult } from './search.types.js';

export const SEARCH_LIMIT = 10;
export const MIN_TERM_LENGTH = 3;
const MAX_INT = 2_147_483_647;

/** The folded forms the indexes hold (migration Migration20261125170000): same expressions, or no index. */
const EMPLOYEE_NAME = `f_unaccent(lower(e.first_name || ' ' || e.last_name))`;
const ORDER_NAME = `f_unaccent(lower(o.name))`;
const ORDER_CITY = `f_unaccent(lower(o.city))`;
/** The term folded the same way: an immutable function of a constant, evaluated once at plan time. */
const T = `f_unaccent(lower(?::text))`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
 * number first, then a name starting with the term (or one of its words), then trigram word
 * similarity; umlaut- and ß-tolerant through f_unaccent on both sides.
 */
export class SearchService {
  async search(em: EntityManager, actor: CurrentUser, raw: string): Promise<GlobalSearchResult> {
    if (!canSearchGlobally(actor)) throw new ForbiddenError();
    const term = normaliseTerm(raw);
    if (!term) return { employees: [], orders: [] };
    const [employees, orders] = await Promise.all([this.employees(em, term), this.orders(em, term)]);
    return {
      employees: employees.map((r) => ({ id: Number(r.id), employeeId: Number(r.id), fullName: `${r.first_name} ${r.last_name}`, active: r.active })),
      orders: orders.map((r) => ({ id: Number(r.id), name: r.name, orderType: r.order_type, city: r.city })),
    };
  }

  private employees(em: EntityManager, term: { text: string; number: number | null }): Promise<EmployeeRow[]> {
    const like = likeEscape(term.text);
    if (/^\d+$/.test(term.text)) {
      // A personnel number: the exact one, then those starting with it (smallest first).
      return em.execute<EmployeeRow[]>(
        `select e.id, e.first_name, e.last_name, e.active from employee e
          where e.id = ? or e.id::text like ?
          order by (e.id = ?) desc, e.id limit ?`,
        [term.number ?? -1, `${like}%`, term.number ?? -1, SEARCH_LIMIT],
      );
    }
    return em.execute<EmployeeRow[]>(
      `select e.id, e.first_name, e.last_name, e.active from employee e
        where ${EMPLOYEE_NAME} like '%' || ${T} || '%' or ${T} <% ${EMPLOYEE_NAME}
        order by case when ${EMPLOYEE_NAME} like ${T} || '%' or ${EMPLOYEE_NAME} like '% ' || ${T} || '%' then 1 else 2 end,
                 word_similarity(${T}, ${EMPLOYEE_NAME}) desc, e.active desc, lower(e.last_name), lower(e.first_name), e.id
        limit ?`,
      [like, term.text, like, like, term.text, SEARCH_LIMIT],
    );
  }

  private orders(em: EntityManager, term: { text: string; number: number | null }): Promise<OrderRow[]> {
    const like = likeEscape(term.text);
    const byText = term.text.length >= MIN_TERM_LENGTH;
    const textMatch = `${ORDER_NAME} like '%' || ${T} || '%' or ${T} <% ${ORDER_NAME} or ${ORDER_CITY} like '%' || ${T} || '%' or ${T} <% ${ORDER_CITY}`;
    const textParams = [like, term.text, like, term.text];
    const where = [term.number !== null ? 'o.id = ?' : null, byText ? textMatch : null].filter(Boolean).join(' or ');
    if (!where) return Promise.resolve([]);
    return em.execute<OrderRow[]>(
      `select o.id, o.name, o.order_type, o.city from orders o
        where ${where}
        order by (o.id = ?) desc,
                 case when ${ORDER_NAME} like ${T} || '%' or ${ORDER_NAME} like '% ' || ${T} || '%' then 1
                      when ${ORDER_CITY} like ${T} || '%' then 2 else 3 end,
                 greatest(word_similarity(${T}, ${ORDER_NAME}), word_similarity(${T}, ${ORDER_CITY})) desc,
                 o.valid_from desc, o.id desc
        limit ?`,
      [...(term.number !== null ? [term.number] : []), ...(byText ? textParams : []), term.number ?? -1, like, like, like, term.text, term.text, SEARCH_LIMIT],
    );
  }
}
