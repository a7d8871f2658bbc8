import type { RegistrationFileContext, RegistrationFileFieldsFragment } from '@/generated/registrations';
import { REQUEST_TIMEOUT_MS } from '@/shared/paths';

/**
 * The applicant's files over the documented REST paths (spec 2 §7): an upload is a plain multipart
 * POST (file + context in upper case), so no upload library joins the bundle; downloads are links.
 */
export type UploadResult =
  | { kind: 'ok'; file: RegistrationFileFieldsFragment }
  /** Refused by the server (422): its German message, e.g. too big or not an image/PDF. */
  | { kind: 'refused'; message: string }
  /** The registration was finished meanwhile (410). */
  | { kind: 'gone' }
  | { kind: 'failed' };

export const fileUrl = (uuid: string, key: string) => `/api/registrations/${encodeURIComponent(uuid)}/files/${encodeURIComponent(key)}`;

export async function uploadFile(uuid: string, context: RegistrationFileContext, file: File): Promise<UploadResult> {
  const form = new FormData();
  // The context first: the server reads the parts in order.
  form.append('context', context);
  form.append('file', file, file.name);
  try {
    const res = await fetch(`/api/registrations/${encodeURIComponent(uuid)}/files`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (res.status === 201) return { kind: 'ok', file: (await res.json()) as RegistrationFileFieldsFragment };
    if (res.status === 410) return { kind: 'gone' };
    if (res.status === 422) {
      const body = (await res.json().catch(() => null)) as { message?: string }[] | null;
      const message = Array.isArray(body) ? body.find((e) => typeof e?.message === 'string')?.message : undefined;
      return message ? { kind: 'refused', message } : { kind: 'failed' };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Starts the browser download of a file (the server answers with content-disposition: attachment). */
export function startDownload(uuid: string, file: { key: string; fileName: string }) {
  const link = document.createElement('a');
  link.href = fileUrl(uuid, file.key);
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
