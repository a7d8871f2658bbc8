import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnLetter, totalsOf, type CellKind, type CellValue, type ReportTable } from './report-table.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const NUMBER_FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  int: '#,##0',
  hours: '#,##0.00',
  date: 'dd.mm.yyyy',
};

const asCell = (kind: CellKind, v: CellValue): ExcelJS.CellValue => {
  if (v === null || v === '') return null;
  if (kind === 'date') {
    const [y, m, d] = String(v).split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  }
  return v;
};

/**
 * exceljs serialises every cell's style to XML to find its style id — over half the time of a large
 * sheet. Our cells differ only in number format and boldness, so the id is remembered per those.
 */
function cacheStyleIds(wb: ExcelJS.stream.xlsx.WorkbookWriter) {
  const styles = (wb as unknown as { styles: { addStyleModel(model: Partial<ExcelJS.Style> | undefined, cellType: number): number } }).styles;
  const resolve = styles.addStyleModel.bind(styles);
  const ids = new Map<string, number>();
  styles.addStyleModel = (model, cellType) => {
    const key = `${model?.numFmt ?? ''}|${model?.font?.bold ? 1 : 0}|${cellType}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = resolve(model, cellType)));
    return id;
  };
}

/**
 * The table as an .xlsx workbook: bold header row, frozen and filterable, column widths and number
 * formats, then a sum row whose SUM formulas carry their results (so viewers that do not recalculate,
 * and tests, see the figures). Streamed row by row: a year of performance rows stays within seconds.
 */
export async function writeWorkbook<R>(table: ReportTable<R>): Promise<Buffer> {
  return writeWorkbookSheets([table]);
}

/** Several tables as the sheets of one workbook, each written as writeWorkbook writes its one. */
export async function writeWorkbookSheets(tables: readonly ReportTable<any>[]): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  wb.creator = 'Inventurdienst';
  cacheStyleIds(wb);
  for (const table of tables) writeSheet(wb, table);
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}

function writeSheet<R>(wb: ExcelJS.stream.xlsx.WorkbookWriter, table: ReportTable<R>): void {
  const last = columnLetter(table.columns.length - 1);
  const ws = wb.addWorksheet(table.sheetName, {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 0, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  ws.autoFilter = `A1:${last}1`;
  ws.columns = table.columns.map((c) => ({ key: c.key, width: c.width, style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {} }));

  const header = ws.addRow(table.columns.map((c) => c.header));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.numFmt = 'General';
  });
  header.commit();
  for (const r of table.rows) ws.addRow(table.columns.map((c) => asCell(c.kind, c.value(r)))).commit();

  const sumRow = table.rows.length + 2;
  const ref = (key: string) => `${columnLetter(table.columns.findIndex((c) => c.key === key))}${sumRow}`;
  const totals = totalsOf(table);
  const row = ws.addRow(
    table.columns.map((c, i) => {
      if (i === 0) return table.sumLabel;
      if (!c.total) return null;
      // Without rows there is nothing to add up; a plain 0 instead of a reversed range.
      if (!table.rows.length) return totals.get(c.key) as number;
      const formula = c.total === 'sum' ? `SUM(${columnLetter(i)}2:${columnLetter(i)}${sumRow - 1})` : c.total.formula(ref);
      return { formula, result: totals.get(c.key) as number };
    }),
  );
  row.font = { bold: true };
  row.commit();
  ws.commit();
}
