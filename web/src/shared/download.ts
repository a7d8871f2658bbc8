/** Saves a generated file (e.g. a welcome letter from issueWelcomeLetter) as a browser download. */
export function downloadBase64(fileName: string, contentType: string, contentBase64: string) {
  const binary = atob(contentBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  saveBlob(new Blob([bytes], { type: contentType }), fileName);
}

/**
 * The file name of a content-disposition header: RFC 5987 `filename*=UTF-8''…` (percent-encoded) wins
 * over a plain or quoted `filename=`; null when the header names none. Path parts are cut off, so a
 * server name can never point the browser at a folder.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star) {
    const value = star[1]!.trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.replace(/^[\w-]*'[^']*'/, '');
    try {
      const name = baseName(decodeURIComponent(encoded));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]*)/i.exec(header);
  if (!plain) return null;
  const name = baseName(plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim());
  return name || null;
}

const baseName = (name: string) => name.split(/[/\\]/).pop()!.trim();

/** Saves a blob as a browser download under the given name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export type FetchedFile =
  | { kind: 'ok'; blob: Blob; fileName: string }
  /** A refusal of the server: its status and the German message of its body (`title`, or a 422 list) if any. */
  | { kind: 'refused'; status: number; message: string | null }
  | { kind: 'failed'; timeout: boolean };

/**
 * A file from a documented REST path (same-origin session cookie). The name comes from the answer's
 * content-disposition, else `fallbackName`. Failures are returned, never thrown, so each screen says
 * what went wrong in its own words.
 */
export async function fetchFile(url: string, init: RequestInit & { fallbackName: string; timeoutMs?: number }): Promise<FetchedFile> {
  const { fallbackName, timeoutMs, ...request } = init;
  try {
    const res = await fetch(url, { credentials: 'same-origin', ...request, ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}) });
    if (!res.ok) return { kind: 'refused', status: res.status, message: await errorMessage(res) };
    const blob = await res.blob();
    return { kind: 'ok', blob, fileName: fileNameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName };
  } catch (err) {
    return { kind: 'failed', timeout: err instanceof DOMException && err.name === 'TimeoutError' };
  }
}

/** The German message of a REST error body: `{ title }` (403/404/409) or `[{ path, message }]` (422). */
export async function errorMessage(res: Response): Promise<string | null> {
  const body = (await res.json().catch(() => null)) as unknown;
  if (Array.isArray(body)) return (body.find((e) => typeof e?.message === 'string') as { message: string } | undefined)?.message ?? null;
  if (body && typeof body === 'object' && typeof (body as { title?: unknown }).title === 'string') return (body as { title: string }).title;
  return null;
}
