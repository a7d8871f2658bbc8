import type { LegalValuesFieldsFragment, LegalValuesInput } from '@/generated/compliance';
import { formatDate, formatDecimalInput, parseDecimal } from '@/shared/format';

/** The five dated tables, in the order the page shows them (the contract's LegalValuesView). */
export const TABLES = ['minimumWage', 'minijobLimit', 'shortTermMaxDays', 'shortTermWarningDays', 'workingStudentWeekHours'] as const;
export type TableName = (typeof TABLES)[number];

/** Tables of whole numbers (days); the others take decimals (euros, hours). */
const WHOLE: ReadonlySet<TableName> = new Set(['shortTermMaxDays', 'shortTermWarningDays']);
export const isWhole = (table: TableName) => WHOLE.has(table);

/** One row as typed: the date as DD.MM.YYYY and the value in German notation. */
export interface RowDraft {
  /** Stable key for React; rows from the server keep their date. */
  key: string;
  validFrom: string;
  value: string;
}
export type LegalDraft = Record<TableName, RowDraft[]>;

let nextKey = 0;
export const newRow = (): RowDraft => ({ key: `new-${++nextKey}`, validFrom: '', value: '' });

export function draftOf(view: LegalValuesFieldsFragment): LegalDraft {
  return Object.fromEntries(
    TABLES.map((t) => [t, view[t].map((r) => ({ key: `${t}-${r.validFrom}`, validFrom: formatDate(r.validFrom), value: formatDecimalInput(r.value) }))]),
  ) as LegalDraft;
}

/** DD.MM.YYYY (also D.M.YYYY) → YYYY-MM-DD, or null when it is no real day. */
export function isoDay(text: string): string | null {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Field errors keyed like the server's paths ("minimumWage.1.validFrom"), values are text keys. */
export type DraftErrors = Record<string, string>;

/** What the page can tell before sending (as the server checks it): real days, values above 0, a date twice in one table, an empty table. */
export function validateDraft(draft: LegalDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const table of TABLES) {
    const rows = draft[table];
    if (rows.length === 0) errors[table] = 'compliance.legal.tableEmpty';
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const day = isoDay(r.validFrom);
      if (!day) errors[`${table}.${i}.validFrom`] = 'compliance.legal.dateInvalid';
      else if (seen.has(day)) errors[`${table}.${i}.validFrom`] = 'compliance.legal.dateTwice';
      else seen.add(day);
      const value = parseDecimal(r.value);
      if (value === null || !Number.isFinite(value) || value <= 0 || (isWhole(table) && !Number.isInteger(value))) errors[`${table}.${i}.value`] = 'compliance.legal.valueInvalid';
    });
  }
  return errors;
}

/**
 * The input for updateLegalValues: every table, rows in the order typed (the server sorts by date and
 * names errors by this index, so the page can put them on the row that caused them).
 */
export function inputOf(draft: LegalDraft): LegalValuesInput {
  return Object.fromEntries(
    TABLES.map((t) => [t, draft[t].map((r) => ({ validFrom: isoDay(r.validFrom) ?? r.validFrom, value: parseDecimal(r.value) ?? Number.NaN }))]),
  ) as LegalValuesInput;
}
