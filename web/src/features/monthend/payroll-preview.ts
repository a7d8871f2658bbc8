import type { PayrollPreviewQuery } from '@/generated/monthend';
import { formatCount, formatCurrency, formatDecimal } from '@/shared/format';
import { PATHS } from '@/shared/paths';
import { currentMonth } from './month-end';

export type PreviewRow = PayrollPreviewQuery['payrollPreview']['rows'][number];
export type PreviewTotal = PayrollPreviewQuery['payrollPreview']['totals'][number];

/** The month the preview opens with: the one the next closing closes, else the current month. */
export const previewDefaultMonth = (nextMonth: string | null | undefined) => nextMonth ?? currentMonth();

/** The values as the file carries them, German format: hours "15,33", days "3", amounts "1.234,56 €"; empty when the row has none. */
export const previewHours = (hours: number | null | undefined) => formatDecimal(hours, { digits: 2 });
export const previewDays = (days: number | null | undefined) => formatCount(days);
export const previewAmount = (amount: number | null | undefined) => formatCurrency(amount);

export interface PreviewEmployee {
  employeeId: number;
  personnelNumber: string;
  employeeName: string;
  rows: PreviewRow[];
}

/** The rows per employee (for the phone's cards), in the order the file lists them. */
export function previewByEmployee(rows: readonly PreviewRow[]): PreviewEmployee[] {
  const out = new Map<number, PreviewEmployee>();
  for (const r of rows) {
    let e = out.get(r.employeeId);
    if (!e) out.set(r.employeeId, (e = { employeeId: r.employeeId, personnelNumber: r.personnelNumber, employeeName: r.employeeName, rows: [] }));
    e.rows.push(r);
  }
  return [...out.values()];
}

/**
 * The rows of the employees whose name or personnel number contains `term` (case and surrounding blanks
 * ignored); all rows for an empty term. The office looks one person up in a month of hundreds of rows.
 */
export function filterPreviewRows(rows: readonly PreviewRow[], term: string): readonly PreviewRow[] {
  const t = term.trim().toLocaleLowerCase('de');
  if (!t) return rows;
  return rows.filter((r) => r.personnelNumber.includes(t) || r.employeeName.toLocaleLowerCase('de').includes(t));
}

/** How many employee cards a phone shows at first and adds per "more". */
export const PREVIEW_CARDS_STEP = 10;

/** The compliance page with the month's findings (its month lives in `?month=`). */
export const findingsPath = (yearMonth: string) => `${PATHS.compliance}?month=${encodeURIComponent(yearMonth)}`;
