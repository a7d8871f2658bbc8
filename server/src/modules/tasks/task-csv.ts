import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { MAX_TASK_LABEL_LENGTH, TASK_MESSAGES } from '@inv/domain';
import { msg } from '../../messages.js';

/**
 * The CSV task import's pure part (spec 3 §5 "CSV task import", docs/decisions/inventories.md#INV-5): bytes → rows or
 * line errors. Whether an employee exists is decided afterwards by the service (database).
 * Never throws: anything unreadable becomes a file error or a line error.
 */

const MAX_INT = 2_147_483_647;

export type TaskCsvField = 'label' | 'positions' | 'employeeId' | 'priority' | 'row';

export interface TaskCsvRow {
  /** 1-based physical line number (header = 1). */
  line: number;
  label: string;
  positions: number;
  /** Informational only: the id decides. */
  employeeName: string;
  employeeId: number;
  priority: number;
}

export interface TaskCsvLineError {
  line: number;
  field: TaskCsvField;
  message: string;
}

export interface TaskCsvResult {
  rows: TaskCsvRow[];
  errors: TaskCsvLineError[];
  /** A problem of the whole file (422 on `file`); rows and errors are empty then. */
  fileError: string | null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Strict UTF-8 (a BOM is dropped); anything else is read as Windows-1252 / ISO-8859-1 (Excel on Windows). */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'win1252');
  }
}

/** '' → 0; otherwise digits only, within the integer column. */
function wholeNumber(cell: string): number | null {
  if (cell === '') return 0;
  if (!/^\d+$/.test(cell)) return null;
  const n = Number(cell);
  return n <= MAX_INT ? n : null;
}

const fileError = (message: string): TaskCsvResult => ({ rows: [], errors: [], fileError: message });

export function parseTaskCsv(bytes: Uint8Array): TaskCsvResult {
  if (bytes.includes(0)) return fileError(msg.taskImportOnlyCsv);
  // One line ending for the parser: files mixing CRLF and LF are common after hand edits.
  const text = decodeCsv(bytes).replace(/\r\n?/g, '\n');
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parse(text, {
      delimiter: ';',
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
    }) as never;
  } catch (err) {
    const line = Number((err as { lines?: unknown }).lines);
    if (Number.isInteger(line) && line > 0) return { rows: [], errors: [{ line, field: 'row', message: msg.taskCsvUnreadable }], fileError: null };
    return fileError(msg.taskCsvUnreadable);
  }

  const rows: TaskCsvRow[] = [];
  const errors: TaskCsvLineError[] = [];
  let headerSeen = false;
  for (const { record, info, raw } of records) {
    const cells = record.map((c) => c.trim());
    // Lines of blanks or bare separators (";;;;", Excel's trailing rows) count as empty.
    if (cells.every((c) => c === '')) continue;
    if (!headerSeen) {
      headerSeen = true;
      continue;
    }
    const inner = raw.replace(/^\n+/, '').replace(/\n$/, '');
    const line = info.lines - (inner.match(/\n/g)?.length ?? 0);
    const add = (field: TaskCsvField, message: string) => errors.push({ line, field, message });
    if (cells.length > 5) {
      add('row', msg.taskCsvTooManyColumns);
      continue;
    }
    if (cells.length < 4) {
      add('row', msg.taskCsvTooFewColumns);
      continue;
    }
    const [label, positionsCell, employeeName, employeeCell, priorityCell = ''] = cells;
    const before = errors.length;
    if (label === '') add('label', msg.taskCsvLabelMissing);
    else if (label.length > MAX_TASK_LABEL_LENGTH) add('label', TASK_MESSAGES.labelTooLong);
    const positions = wholeNumber(positionsCell);
    if (positions === null) add('positions', TASK_MESSAGES.positionsInvalid);
    const employeeId = wholeNumber(employeeCell);
    if (employeeCell === '' || employeeId === 0) add('employeeId', msg.taskCsvEmployeeMissing);
    else if (employeeId === null) add('employeeId', msg.taskCsvEmployeeUnknown(employeeCell.slice(0, 50)));
    const priority = wholeNumber(priorityCell);
    if (priority === null) add('priority', TASK_MESSAGES.priorityInvalid);
    if (errors.length > before) continue;
    rows.push({ line, label, positions: positions!, employeeName, employeeId: employeeId!, priority: priority! });
  }
  if (!rows.length && !errors.length) return fileError(msg.taskImportEmpty);
  return { rows, errors, fileError: null };
}
