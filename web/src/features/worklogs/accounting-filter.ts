/**
 * Column filters of the accounting table view (spec 1 §2.6 "Table view: column filters, shows all rows"),
 * applied in the browser to the month's rows, which arrive complete.
 *
 * - text columns: case-insensitive "contains";
 * - choice columns: the exact value ('' = all);
 * - time columns: a comparison in hours ('>10', '>=8:30', '<5', '=0', '7,5') or, without an operator
 *   and with a colon, "contains" on the HH:MM shown; a bare number means at least that many hours;
 * - amount columns: a comparison in EUR ('>15', '<=12,5'); a bare number means exactly that amount.
 */
import type { AccountingRow } from './accounting-rows';
import { formatMinutes } from '@/shared/format';

export type AccountingColumn = 'employeeId' | 'name' | 'wageType' | 'wage' | 'employmentType' | 'work' | 'travel' | 'passenger';
export type AccountingFilters = Partial<Record<AccountingColumn, string>>;
export type FilterKind = 'text' | 'choice' | 'minutes' | 'amount';

export const FILTER_KIND: Record<AccountingColumn, FilterKind> = {
  employeeId: 'text',
  name: 'text',
  wageType: 'choice',
  wage: 'amount',
  employmentType: 'choice',
  work: 'minutes',
  travel: 'minutes',
  passenger: 'minutes',
};

const COMPARISON = /^(<=|>=|<|>|=)?\s*(.+)$/;

/** Hours as typed: '8', '8:30', '8,5', '8.5' → minutes; null when it is no amount of time. */
export function parseHours(text: string): number | null {
  const v = text.trim();
  const hm = /^(\d{1,4}):([0-5]\d)$/.exec(v);
  if (hm) return Number(hm[1]) * 60 + Number(hm[2]);
  if (/^\d+([.,]\d+)?$/.test(v)) return Math.round(Number(v.replace(',', '.')) * 60);
  return null;
}

function compare(value: number, op: string, target: number): boolean {
  switch (op) {
    case '<':
      return value < target;
    case '<=':
      return value <= target;
    case '>':
      return value > target;
    case '>=':
      return value >= target;
    default:
      return value === target;
  }
}

/** One time filter against a minutes figure (null: not sent without the authority, never matches a filter). */
export function matchesMinutes(minutes: number | null, filter: string): boolean {
  const f = filter.trim();
  if (!f) return true;
  if (minutes === null) return false;
  const m = COMPARISON.exec(f);
  const op = m?.[1];
  const target = m ? parseHours(m[2]) : null;
  if (op && target !== null) return compare(minutes, op, target);
  if (!op && target !== null && !f.includes(':')) return minutes >= target;
  return formatMinutes(minutes).includes(f);
}

/** One amount filter against a wage (EUR). */
export function matchesAmount(amount: number | null, filter: string): boolean {
  const f = filter.trim();
  if (!f) return true;
  if (amount === null) return false;
  const m = COMPARISON.exec(f);
  const target = m && /^\d+([.,]\d+)?$/.test(m[2].trim()) ? Number(m[2].trim().replace(',', '.')) : null;
  if (target === null) return false;
  return compare(Math.round(amount * 100), m?.[1] ?? '=', Math.round(target * 100));
}

export const matchesText = (value: string, filter: string) => value.toLocaleLowerCase('de-DE').includes(filter.trim().toLocaleLowerCase('de-DE'));

export const fullName = (r: AccountingRow) => `${r.employee.lastName}, ${r.employee.firstName}`;

function matches(r: AccountingRow, column: AccountingColumn, filter: string): boolean {
  switch (column) {
    case 'employeeId':
      return matchesText(String(r.employee.employeeId), filter);
    case 'name':
      return matchesText(fullName(r), filter);
    case 'wageType':
      return !filter || r.wage.wageType === filter;
    case 'employmentType':
      return !filter || r.employmentType === filter;
    case 'wage':
      return matchesAmount(r.wage.wage, filter);
    case 'work':
      return matchesMinutes(r.minutes.minutesWork, filter);
    case 'travel':
      return matchesMinutes(r.minutes.minutesTravel, filter);
    case 'passenger':
      return matchesMinutes(r.minutes.minutesPassenger, filter);
  }
}

/** The rows matching every filter of a visible column. */
export function filterAccountingRows(rows: readonly AccountingRow[], filters: AccountingFilters, visible: readonly AccountingColumn[]): AccountingRow[] {
  const active = visible.filter((c) => (filters[c] ?? '').trim() !== '');
  if (active.length === 0) return [...rows];
  return rows.filter((r) => active.every((c) => matches(r, c, filters[c]!)));
}
