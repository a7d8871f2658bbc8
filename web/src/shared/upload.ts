import type { FieldError } from './graphql-errors';

/**
 * A multipart POST with progress over XMLHttpRequest, the one browser API that reports the progress
 * of a request body. Used by the month-end payroll upload and the task import; the caller says how to
 * read a successful body.
 */
export type UploadOutcome<T> =
  | { kind: 'ok'; result: T }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'refused'; status: number; message: string | null }
  | { kind: 'aborted' }
  | { kind: 'failed' };

export interface UploadHandle<T> {
  done: Promise<UploadOutcome<T>>;
  abort(): void;
}

export interface UploadProgress {
  /** Share of the bytes sent, 0…1; null when the browser cannot tell. */
  sent: number | null;
  /** All bytes are sent: the server is working on the file. */
  processing: boolean;
}

export interface UploadRequest<T> {
  url: string;
  /** The text fields, sent in this order before the file (the server reads the parts in order). */
  fields: readonly (readonly [string, string])[];
  file: File;
  /** Name of the file part; 'file' by default. */
  fileField?: string;
  /** The result of a 200/201 body, or null when the body is not what the caller expects. */
  read: (body: unknown) => T | null;
}

export function uploadMultipart<T>(
  request: UploadRequest<T>,
  onProgress: (p: UploadProgress) => void,
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): UploadHandle<T> {
  const xhr = createXhr();
  const form = new FormData();
  for (const [name, value] of request.fields) form.append(name, value);
  form.append(request.fileField ?? 'file', request.file, request.file.name);
  const done = new Promise<UploadOutcome<T>>((resolve) => {
    xhr.upload.onprogress = (e) => onProgress({ sent: e.lengthComputable && e.total > 0 ? e.loaded / e.total : null, processing: false });
    xhr.upload.onload = () => onProgress({ sent: 1, processing: true });
    xhr.onabort = () => resolve({ kind: 'aborted' });
    xhr.onerror = () => resolve({ kind: 'failed' });
    xhr.ontimeout = () => resolve({ kind: 'failed' });
    xhr.onload = () => resolve(uploadOutcome(xhr.status, xhr.responseText, request.read));
  });
  xhr.open('POST', request.url);
  xhr.withCredentials = true;
  xhr.setRequestHeader('accept', 'application/json');
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

/** The answer of an upload: the result, the 422 field errors, a refusal with its title, or a failure. */
export function uploadOutcome<T>(status: number, text: string, read: (body: unknown) => T | null): UploadOutcome<T> {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (status === 200 || status === 201) {
    const result = body === null ? null : read(body);
    return result === null ? { kind: 'failed' } : { kind: 'ok', result };
  }
  if (status === 422 && Array.isArray(body)) {
    return { kind: 'invalid', errors: body.filter((e): e is FieldError => typeof e?.message === 'string').map((e) => ({ path: String(e.path ?? ''), message: e.message })) };
  }
  if (status === 0) return { kind: 'failed' };
  const title = body && typeof body === 'object' && typeof (body as { title?: unknown }).title === 'string' ? (body as { title: string }).title : null;
  return { kind: 'refused', status, message: title };
}
