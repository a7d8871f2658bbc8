import { totalsOf, type CellKind, type CellValue, type ReportTable } from '../../../documents/report-table.js';

export const CSV_TYPE = 'text/csv; charset=utf-8';

const BOM = '\uFEFF';

/**
 * A text cell made safe for spreadsheets: a leading = + - @ (or tab / carriage return, which some
 * programs skip before them) would start a formula, so such a cell gets an apostrophe in front.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Quotes a field that holds the separator, a quote or a line break (RFC 4180 style, quotes doubled). */
const quote = (field: string) => (/[;"\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

function field(kind: CellKind, v: CellValue): string {
  if (v === null || v === '') return '';
  switch (kind) {
    case 'hours':
      return Number(v).toFixed(2).replace('.', ',');
    case 'int':
      return String(Math.round(Number(v)));
    case 'date':
      return germanDate(String(v));
    default:
      return quote(neutralise(String(v)));
  }
}

/**
 * The table as CSV for German spreadsheets: UTF-8 with BOM, semicolons, CRLF, decimal comma without
 * thousands separators, dates DD.MM.YYYY, then the sum row with the computed totals (values, not formulas).
 */
export function writeCsv<R>(table: ReportTable<R>): Buffer {
  const lines = [table.columns.map((c) => quote(neutralise(c.header))).join(';')];
  for (const r of table.rows) lines.push(table.columns.map((c) => field(c.kind, c.value(r))).join(';'));
  const totals = totalsOf(table);
  lines.push(
    table.columns
      .map((c, i) => (i === 0 ? quote(neutralise(table.sumLabel)) : c.total ? field(c.kind === 'text' || c.kind === 'date' ? 'int' : c.kind, totals.get(c.key) ?? null) : ''))
      .join(';'),
  );
  return Buffer.from(BOM + lines.join('\r\n') + '\r\n', 'utf8');
}
