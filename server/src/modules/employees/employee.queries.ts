import type { EntityManager } from '@mikro-orm/postgresql';
import { EmployeeStatus } from './employee.enums.js';
import type { EmployeeFilterInput, EmployeePage, EmployeeRow } from './employee.types.js';
import { pageWindow, type PageArgs } from '../../graphql-shared.js';

export const DEFAULT_PAGE_SIZE = 250;

/**
 * Sortable list fields → SQL expressions; wage columns only when the caller may see wages. Names sort by
 * the bare columns: their collation "de-x-icu" (Migration20261127200000) already orders case-insensitively
 * before it looks at case, and the index on (last_name, first_name) then serves the sort — lower() would
 * cost an ICU case mapping per row and hide the index.
 */
const SORTS: Record<string, string> = {
  id: 'e.id',
  employeeId: 'e.id',
  firstName: 'e.first_name',
  lastName: 'e.last_name',
  name: 'e.last_name',
  fullName: 'e.last_name',
  employmentType: 'm.employment_type',
  active: 'e.active',
  status: 'e.active',
  contractExpiryDate: 'e.contract_expiry_date',
  operatorNumber: 'e.operator_number',
};
const WAGE_SORTS: Record<string, string> = { wage: 'w.wage', wageType: 'w.wage_type' };
/** "nulls last" only where nulls can occur: on a NOT NULL column it would keep a descending sort off the index. */
const NOT_NULL = new Set(['e.id', 'e.first_name', 'e.last_name', 'e.active']);
/**
 * Text filters match in the database's default collation, as before the name columns became "de-x-icu":
 * ILIKE under an ICU collation case-maps every row through ICU (2–3× slower on the list's seq scan).
 */
const ci = (column: string) => `${column} collate "default"`;

export function parseSort(sort: string | null | undefined, withWages: boolean): { expr: string; dir: 'asc' | 'desc' } {
  const [field, direction] = (sort ?? '').split(',').map((s) => s.trim());
  const expr = SORTS[field] ?? (withWages ? WAGE_SORTS[field] : undefined) ?? SORTS.lastName;
  return { expr, dir: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/**
 * The employee list (spec 1 §7 GET /v2/employees): one query with the current wage and employment
 * joined laterally, every filter, paging and sorting in the database.
 */
export async function queryEmployeeRows(
  em: EntityManager,
  opts: { filter: EmployeeFilterInput; paging: PageArgs; withWages: boolean; today: string; onlyActive?: boolean },
): Promise<EmployeePage> {
  const { filter: f, paging, withWages, today } = opts;
  const knex = em.getKnex();
  const { expr, dir } = parseSort(paging.sort, withWages);
  // The current wage and employment are joined for all rows only when a filter or the sort needs them;
  // otherwise only for the rows of the requested page (a second, small query).
  const wageFilter = withWages && (f.wage != null || !!f.wageType);
  const joinWage = wageFilter || expr.startsWith('w.');
  const joinEmployment = !!f.employmentType || expr.startsWith('m.');

  const q = knex.from({ e: 'employee' });
  if (joinWage) q.leftJoin(knex.raw(`lateral (${CURRENT_WAGE}) w on true`, [today, today]));
  if (joinEmployment) q.leftJoin(knex.raw(`lateral (${CURRENT_EMPLOYMENT}) m on true`, [today, today]));

  if (f.employeeId != null) q.where('e.id', f.employeeId);
  if (f.firstName) q.whereRaw(`${ci('e.first_name')} ilike ?`, [`%${escapeLike(f.firstName)}%`]);
  if (f.lastName) q.whereRaw(`${ci('e.last_name')} ilike ?`, [`%${escapeLike(f.lastName)}%`]);
  if (f.employmentType) q.where('m.employment_type', f.employmentType);
  if (f.status) q.where('e.active', f.status === EmployeeStatus.ACTIVE);
  if (opts.onlyActive) q.where('e.active', true);
  if (f.operatorNumber != null) q.where('e.operator_number', f.operatorNumber);
  // Filtering by wage would reveal wages: ignored for callers who may not see them.
  if (withWages && f.wage != null) q.where('w.wage', f.wage);
  if (withWages && f.wageType) q.where('w.wage_type', f.wageType);
  if (f.search?.trim()) {
    const term = f.search.trim();
    q.where((w) => {
      w.whereRaw(`(${ci('e.first_name')} || ' ' || ${ci('e.last_name')}) ilike ?`, [`%${escapeLike(term)}%`])
        .orWhereRaw(`(${ci('e.last_name')} || ', ' || ${ci('e.first_name')}) ilike ?`, [`%${escapeLike(term)}%`])
        // Umlaut-tolerant both ways, like the global search: "kruger" and "krueger" find "Krüger",
        // "Müller" finds "Mueller" (folded "first last" columns, the term folded like each of them).
        .orWhereRaw(`e.search_name like '%' || f_fold_plain(?::text) || '%'`, [escapeLike(firstLast(term))])
        .orWhereRaw(`e.search_name_de like '%' || f_fold_de(?::text) || '%'`, [escapeLike(firstLast(term))]);
      if (/^\d+$/.test(term)) w.orWhereRaw('e.id::text like ?', [`${term}%`]);
    });
  }

  const [{ count }] = await q.clone().count<{ count: string }[]>({ count: '*' });
  const totalElements = Number(count);
  const { size, number } = pageWindow(paging, totalElements, DEFAULT_PAGE_SIZE);

  const rows: any[] = await q
    .select('e.id', 'e.first_name', 'e.last_name', 'e.active', 'e.contract_expiry_date', 'e.operator_number')
    .orderByRaw(`${expr} ${dir}${NOT_NULL.has(expr) ? '' : ' nulls last'}, e.id asc`)
    .limit(size)
    .offset(number * size);

  const current = new Map<number, { wage: string | null; wage_type: string | null; employment_type: string | null }>();
  if (rows.length) {
    const found: { id: number; wage: string | null; wage_type: string | null; employment_type: string | null }[] = await em.getConnection().execute(
      `select e.id, w.wage, w.wage_type, m.employment_type from employee e
         left join lateral (${CURRENT_WAGE}) w on true
         left join lateral (${CURRENT_EMPLOYMENT}) m on true
       where e.id = any(?::int[])`,
      // A PostgreSQL array literal: knex would spread a JS array into a list.
      [today, today, today, today, `{${rows.map((r) => Number(r.id)).join(',')}}`],
    );
    for (const r of found) current.set(r.id, r);
  }

  const items: EmployeeRow[] = rows.map((r) => {
    const c = current.get(r.id);
    return {
      id: r.id,
      employeeId: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      fullName: `${r.first_name} ${r.last_name}`,
      active: r.active,
      contractExpiryDate: r.contract_expiry_date ? toIsoDate(r.contract_expiry_date) : null,
      operatorNumber: r.operator_number,
      employmentType: (c?.employment_type as EmployeeRow['employmentType']) ?? null,
      wage: withWages && c?.wage != null ? Number(c.wage) : null,
      wageType: withWages ? ((c?.wage_type as EmployeeRow['wageType']) ?? null) : null,
    };
  });
  return { items, number, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

export const CURRENT_WAGE = `select x.wage, x.wage_type from wage_entry x where x.employee_id = e.id and x.valid_from <= ? and (x.valid_to is null or x.valid_to >= ?) order by x.valid_from desc limit 1`;
export const CURRENT_EMPLOYMENT = `select y.employment_type from employment_entry y where y.employee_id = e.id and y.valid_from <= ? and (y.valid_to is null or y.valid_to >= ?) order by y.valid_from desc limit 1`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
/** A name as the folded columns hold it: "first last" ("Krüger, Sabine" → "Sabine Krüger"), single spaces. */
export const firstLast = (term: string) => {
  const t = term.replace(/\s+/g, ' ');
  const comma = /^([^,]+),\s*([^,]+)$/.exec(t);
  return comma ? `${comma[2].trim()} ${comma[1].trim()}` : t;
};
const toIsoDate = (v: string | Date) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));
