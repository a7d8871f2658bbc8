import type { PayrollDocumentType, PayrollUploadFieldsFragment } from '@/generated/monthend';
import { type FetchedFile, fetchFile } from '@/shared/download';
import type { FieldError } from '@/shared/graphql-errors';

/** The documented REST paths of the month-end screen (spec 3 §7). */
export const monthEndDownloadUrl = (key: string) => `/api/monthendclosing/download?key=${encodeURIComponent(key)}`;

/**
 * Closes the month and returns its payroll file. The month is always named, so a repeated click can
 * only fetch the stored file of that month again, never close the next one (see docs/decisions.md).
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

export type UploadOutcome =
  | { kind: 'ok'; result: UploadResultBody }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'refused'; status: number; message: string | null }
  | { kind: 'aborted' }
  | { kind: 'failed' };

export interface UploadHandle {
  done: Promise<UploadOutcome>;
  abort(): void;
}

export interface UploadProgress {
  /** Share of the bytes sent, 0…1; null when the browser cannot tell. */
  sent: number | null;
  /** All bytes are sent: the server is splitting and filing the pages. */
  processing: boolean;
}

/**
 * POST /monthendclosing/upload as multipart (file, yearMonth, documentType) over XMLHttpRequest,
 * the one browser API that reports the progress of a request body.
 */
export function uploadPayrollFile(
  input: { file: File; yearMonth: string; documentType: PayrollDocumentType },
  onProgress: (p: UploadProgress) => void,
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): UploadHandle {
  const xhr = createXhr();
  const form = new FormData();
  // The fields before the file: the server reads the parts in order.
  form.append('yearMonth', input.yearMonth);
  form.append('documentType', input.documentType);
  form.append('file', input.file, input.file.name);
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.onprogress = (e) => onProgress({ sent: e.lengthComputable && e.total > 0 ? e.loaded / e.total : null, processing: false });
    xhr.upload.onload = () => onProgress({ sent: 1, processing: true });
    xhr.onabort = () => resolve({ kind: 'aborted' });
    xhr.onerror = () => resolve({ kind: 'failed' });
    xhr.ontimeout = () => resolve({ kind: 'failed' });
    xhr.onload = () => resolve(outcomeOf(xhr.status, xhr.responseText));
  });
  xhr.open('POST', '/api/monthendclosing/upload');
  xhr.withCredentials = true;
  xhr.setRequestHeader('accept', 'application/json');
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

export function outcomeOf(status: number, text: string): UploadOutcome {
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (status === 200 || status === 201) {
    const result = body as UploadResultBody | null;
    return result && typeof result === 'object' && 'upload' in result ? { kind: 'ok', result } : { kind: 'failed' };
  }
  if (status === 422 && Array.isArray(body)) {
    return { kind: 'invalid', errors: body.filter((e): e is FieldError => typeof e?.message === 'string').map((e) => ({ path: String(e.path ?? ''), message: e.message })) };
  }
  if (status === 0) return { kind: 'failed' };
  const title = body && typeof body === 'object' && typeof (body as { title?: unknown }).title === 'string' ? (body as { title: string }).title : null;
  return { kind: 'refused', status, message: title };
}
