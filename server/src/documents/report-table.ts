/**
 * A report as one table: typed columns, rows, and a sum row. The workbook writer and the CSV writer
 * both render exactly this, so the two formats never disagree.
 */

/** text; int (#,##0); hours (#,##0.00, values already rounded to 2 decimals); date (YYYY-MM-DD in, DD.MM.YYYY shown). */
export type CellKind = 'text' | 'int' | 'hours' | 'date';
export type CellValue = string | number | null;

/** The sum row's cell of a column: a SUM over the column, or a formula of its own over the sum row. */
export type ColumnTotal =
  | 'sum'
  | {
      /** The formula (without '='); `ref(key)` is the sum row's cell of another column, e.g. F42. */
      formula: (ref: (key: string) => string) => string;
      /** The value the formula yields, from the sum row's values (stored as the formula's cached result). */
      value: (total: (key: string) => number) => number;
    };

export interface ReportColumn<R> {
  key: string;
  header: string;
  kind: CellKind;
  /** Width in characters (xlsx). */
  width: number;
  value: (row: R) => CellValue;
  total?: ColumnTotal;
}

export interface ReportTable<R> {
  sheetName: string;
  columns: ReportColumn<R>[];
  rows: readonly R[];
  /** Written into the first column of the sum row. */
  sumLabel: string;
}

/** Hours of minutes, rounded to 2 decimals (what the cells hold, so sums add up to what is shown). */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** Cents-exact sum of 2-decimal values (avoids 0.1 + 0.2 drift in the cached results). */
const sum2 = (values: number[]) => Math.round(values.reduce((s, v) => s + Math.round(v * 100), 0)) / 100;

/** The sum row's values per column key: 'sum' columns added up, formula columns computed from those. */
export function totalsOf<R>(table: ReportTable<R>): Map<string, CellValue> {
  const totals = new Map<string, CellValue>();
  for (const c of table.columns) {
    if (c.total !== 'sum') continue;
    const values = table.rows.map((r) => Number(c.value(r) ?? 0));
    totals.set(c.key, c.kind === 'int' ? values.reduce((s, v) => s + v, 0) : sum2(values));
  }
  for (const c of table.columns) {
    if (c.total && c.total !== 'sum') totals.set(c.key, c.total.value((key) => Number(totals.get(key) ?? 0)));
  }
  return totals;
}

/** 0-based column index → Excel letters (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
