import { describe, expect, it } from 'vitest';
import type { MonthEndClosingFieldsFragment, PayrollUploadFieldsFragment } from '@/generated/monthend';
import { mergeDocuments, monthName } from './month-end';
import { outcomeOf } from './monthend-rest';

const closing = (id: number, yearMonth: string, closedAt: string, patch: Partial<MonthEndClosingFieldsFragment> = {}): MonthEndClosingFieldsFragment => ({
  id,
  yearMonth,
  profile: 'SAGE',
  fileName: `SAGE_${yearMonth}.csv`,
  key: `c${id}`.padEnd(32, '0'),
  closedBy: 'buero',
  closedAt,
  reopenedBy: null,
  reopenedAt: null,
  openFindings: null,
  correction: null,
  ...patch,
});
const upload = (id: number, yearMonth: string, uploadedAt: string): PayrollUploadFieldsFragment => ({
  id,
  yearMonth,
  documentType: 'PAYROLL',
  fileName: `abrechnungen_${yearMonth}.pdf`,
  key: `u${id}`.padEnd(32, '0'),
  pages: 6,
  assignedPages: 5,
  unassignedPages: 1,
  uploadedBy: 'buero',
  uploadedAt,
});

describe('mergeDocuments', () => {
  it('lists closings and uploads together, newest first', () => {
    const rows = mergeDocuments(
      [closing(1, '2026-08', '2026-09-02T08:00:00Z'), closing(2, '2026-09', '2026-10-01T09:00:00Z', { reopenedBy: 'admin', reopenedAt: '2026-10-02T10:00:00Z' })],
      [upload(1, '2026-08', '2026-09-10T12:00:00Z'), upload(2, '2026-09', '2026-10-12T07:30:00+02:00')],
    );
    expect(rows.map((r) => r.rowKey)).toEqual(['upload-2', 'closing-2', 'upload-1', 'closing-1']);
    expect(rows[0]).toMatchObject({ kind: 'UPLOAD', type: 'PAYROLL', by: 'buero', pages: 6, unassignedPages: 1 });
    expect(rows[1]).toMatchObject({ kind: 'CLOSING', type: 'SAGE', pages: null, reopenedBy: 'admin' });
  });

  it('keeps the open findings a closing counted and none for uploads', () => {
    const rows = mergeDocuments([closing(1, '2026-08', '2026-09-02T08:00:00Z', { openFindings: 3 })], [upload(1, '2026-08', '2026-09-10T12:00:00Z')]);
    expect(rows.map((r) => [r.kind, r.openFindings])).toEqual([
      ['UPLOAD', null],
      ['CLOSING', 3],
    ]);
  });

  it('keeps the number of a correction file and none for the month\'s first file or an upload', () => {
    const rows = mergeDocuments(
      [closing(1, '2026-08', '2026-09-02T08:00:00Z'), closing(2, '2026-08', '2026-09-05T08:00:00Z', { correction: 1, fileName: 'SAGE_2026-08_Korrektur_1.csv' })],
      [upload(1, '2026-08', '2026-09-10T12:00:00Z')],
    );
    expect(rows.map((r) => [r.rowKey, r.correction])).toEqual([
      ['upload-1', null],
      ['closing-2', 1],
      ['closing-1', null],
    ]);
  });

  it('orders equal instants by month, then closings before uploads, then the newer id', () => {
    const at = '2026-10-01T09:00:00Z';
    const rows = mergeDocuments([closing(3, '2026-09', at), closing(4, '2026-09', at), closing(5, '2026-08', at)], [upload(7, '2026-09', at)]);
    expect(rows.map((r) => r.rowKey)).toEqual(['closing-4', 'closing-3', 'upload-7', 'closing-5']);
  });

  it('compares instants, not their text (offsets differ)', () => {
    // 10:30+02:00 is 08:30Z: before 09:00Z although the text sorts after it.
    const rows = mergeDocuments([closing(1, '2026-09', '2026-10-01T09:00:00Z')], [upload(1, '2026-09', '2026-10-01T10:30:00+02:00')]);
    expect(rows.map((r) => r.rowKey)).toEqual(['closing-1', 'upload-1']);
  });

  it('is empty for nothing', () => {
    expect(mergeDocuments([], [])).toEqual([]);
  });
});

describe('monthName', () => {
  it('names the month in German', () => {
    expect(monthName('2026-10')).toBe('Oktober 2026');
    expect(monthName('2027-03')).toBe('März 2027');
    expect(monthName('kaputt')).toBe('kaputt');
  });
});

describe('outcomeOf (the answer of POST /monthendclosing/upload)', () => {
  const result = { upload: upload(9, '2026-09', '2026-10-01T09:00:00Z'), filed: [], unassignedPages: [3] };
  it('reads the result of a 201', () => {
    expect(outcomeOf(201, JSON.stringify(result))).toEqual({ kind: 'ok', result });
  });
  it('reads the field errors of a 422', () => {
    expect(outcomeOf(422, JSON.stringify([{ path: 'documentType', message: 'Dokumententyp muss gesetzt sein' }]))).toEqual({
      kind: 'invalid',
      errors: [{ path: 'documentType', message: 'Dokumententyp muss gesetzt sein' }],
    });
  });
  it('keeps the message of a refusal and treats anything unreadable as a failure', () => {
    expect(outcomeOf(403, JSON.stringify({ title: 'Zugriff verweigert!' }))).toEqual({ kind: 'refused', status: 403, message: 'Zugriff verweigert!' });
    expect(outcomeOf(500, '<html>')).toEqual({ kind: 'refused', status: 500, message: null });
    expect(outcomeOf(201, 'not json')).toEqual({ kind: 'failed' });
    expect(outcomeOf(0, '')).toEqual({ kind: 'failed' });
  });
});
