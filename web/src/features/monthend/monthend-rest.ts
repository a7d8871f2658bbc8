import type { PayrollDocumentType, PayrollUploadFieldsFragment } from '@/generated/monthend';
import { type FetchedFile, fetchFile } from '@/shared/download';
import { type UploadHandle as SharedHandle, type UploadOutcome as SharedOutcome, type UploadProgress, uploadMultipart, uploadOutcome } from '@/shared/upload';

/** The documented REST paths of the month-end screen (spec 3 §7). */
export const monthEndDownloadUrl = (key: string) => `/api/monthendclosing/download?key=${encodeURIComponent(key)}`;

/**
 * Closes the month and returns its payroll file. The month is always named, so a repeated click can
 * only fetch the stored file of that month again, never close the next one (docs/decisions/month-end-and-payroll.md#MON-16).
 * No request timeout: the closing runs in one transaction on the server and must not be cut off by
 * the client while it writes.
 */
export function createPayrollFile(yearMonth: string): Promise<FetchedFile> {
  return fetchFile(`/api/monthendclosing/sage?yearMonth=${encodeURIComponent(yearMonth)}`, {
    method: 'POST',
    fallbackName: `export_${yearMonth}.csv`,
  });
}

export const downloadMonthEndFile = (key: string, fileName: string) => fetchFile(monthEndDownloadUrl(key), { fallbackName: fileName, timeoutMs: 30_000 });

export interface UploadResultBody {
  upload: PayrollUploadFieldsFragment;
  filed: { employeeId: number; employeeName: string; fileName: string; pages: number[] }[];
  unassignedPages: number[];
}

export type UploadOutcome = SharedOutcome<UploadResultBody>;
export type UploadHandle = SharedHandle<UploadResultBody>;
export type { UploadProgress };

const readResult = (body: unknown): UploadResultBody | null => (body && typeof body === 'object' && 'upload' in body ? (body as UploadResultBody) : null);

/** POST /monthendclosing/upload as multipart (yearMonth, documentType, file) with progress. */
export function uploadPayrollFile(
  input: { file: File; yearMonth: string; documentType: PayrollDocumentType },
  onProgress: (p: UploadProgress) => void,
  createXhr?: () => XMLHttpRequest,
): UploadHandle {
  return uploadMultipart(
    {
      url: '/api/monthendclosing/upload',
      fields: [
        ['yearMonth', input.yearMonth],
        ['documentType', input.documentType],
      ],
      file: input.file,
      read: readResult,
    },
    onProgress,
    createXhr,
  );
}

export const outcomeOf = (status: number, text: string): UploadOutcome => uploadOutcome(status, text, readResult);
