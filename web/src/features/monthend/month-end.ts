import { DateTime } from 'luxon';
import type { MonthEndClosingFieldsFragment, PayrollDocumentType, PayrollExportProfile, PayrollUploadFieldsFragment } from '@/generated/monthend';
import { ISO_MONTH, LOCALE, now, ZONE } from '@/shared/format';

/** A YYYY-MM month as German text: '2026-10' → 'Oktober 2026'. */
export function monthName(yearMonth: string): string {
  const dt = DateTime.fromFormat(yearMonth, ISO_MONTH, { zone: ZONE, locale: LOCALE });
  return dt.isValid ? dt.toFormat('LLLL yyyy') : yearMonth;
}

/** The default month of an upload (spec 3 §4): the previous month; the latest one allowed is the current one. */
export const previousMonth = () => now().minus({ months: 1 }).toFormat(ISO_MONTH);
export const currentMonth = () => now().toFormat(ISO_MONTH);

export const DOCUMENT_TYPES: readonly PayrollDocumentType[] = ['PAYROLL', 'INCOME_TAX'];
export const PROFILES: readonly PayrollExportProfile[] = ['SAGE', 'DATEV_LODAS'];

/** One row of the list of closings and uploads. */
export interface DocumentRow {
  kind: 'CLOSING' | 'UPLOAD';
  /** Unique within the list (the ids of the two kinds overlap). */
  rowKey: string;
  yearMonth: string;
  type: PayrollExportProfile | PayrollDocumentType;
  fileName: string;
  key: string;
  by: string;
  at: string;
  pages: number | null;
  unassignedPages: number | null;
  reopenedBy: string | null;
  reopenedAt: string | null;
  /** A closing's unacknowledged compliance findings when it was closed; null for uploads and older closings. */
  openFindings: number | null;
  /** A closing written after the month was reopened: its number (1, 2, …); null for the month's first file and for uploads. */
  correction: number | null;
}

const instant = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * Closings and uploads in one list, newest first (by when they happened; equal instants by month,
 * then closings before uploads, then the higher id), as GET /monthendclosing/list orders them.
 */
export function mergeDocuments(closings: readonly MonthEndClosingFieldsFragment[], uploads: readonly PayrollUploadFieldsFragment[]): DocumentRow[] {
  const rows: (DocumentRow & { id: number })[] = [
    ...closings.map((c) => ({
      kind: 'CLOSING' as const,
      id: c.id,
      rowKey: `closing-${c.id}`,
      yearMonth: c.yearMonth,
      type: c.profile,
      fileName: c.fileName,
      key: c.key,
      by: c.closedBy,
      at: c.closedAt,
      pages: null,
      unassignedPages: null,
      reopenedBy: c.reopenedBy,
      reopenedAt: c.reopenedAt,
      openFindings: c.openFindings ?? null,
      correction: c.correction ?? null,
    })),
    ...uploads.map((u) => ({
      kind: 'UPLOAD' as const,
      id: u.id,
      rowKey: `upload-${u.id}`,
      yearMonth: u.yearMonth,
      type: u.documentType,
      fileName: u.fileName,
      key: u.key,
      by: u.uploadedBy,
      at: u.uploadedAt,
      pages: u.pages,
      unassignedPages: u.unassignedPages,
      reopenedBy: null,
      reopenedAt: null,
      openFindings: null,
      correction: null,
    })),
  ];
  rows.sort(
    (a, b) =>
      instant(b.at) - instant(a.at) ||
      b.yearMonth.localeCompare(a.yearMonth) ||
      (a.kind === b.kind ? 0 : a.kind === 'CLOSING' ? -1 : 1) ||
      b.id - a.id,
  );
  return rows.map(({ id: _id, ...row }) => row);
}
