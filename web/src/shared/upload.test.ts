import { describe, expect, it } from 'vitest';
import { type UploadProgress, uploadMultipart, uploadOutcome } from './upload';

/** Just enough of an XMLHttpRequest for the test to drive: what was sent, progress and the answer. */
class FakeXhr {
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onabort?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const read = (body: unknown) => (body && typeof body === 'object' && 'id' in body ? (body as { id: number }) : null);
const csv = () => new File(['label;positions\n'], 'aufgaben.csv', { type: 'text/csv' });

function start() {
  const xhr = new FakeXhr();
  const progress: UploadProgress[] = [];
  const handle = uploadMultipart(
    { url: '/api/order-task/import', fields: [['orderId', '7'], ['date', '2026-10-05']], file: csv(), read },
    (p) => progress.push(p),
    () => xhr as unknown as XMLHttpRequest,
  );
  return { xhr, progress, handle };
}

describe('uploadMultipart', () => {
  it('posts the fields before the file, with the session cookie, and reports progress', async () => {
    const { xhr, progress, handle } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/order-task/import');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.accept).toBe('application/json');
    expect([...xhr.body!.keys()]).toEqual(['orderId', 'date', 'file']);
    expect(xhr.body!.get('date')).toBe('2026-10-05');
    expect((xhr.body!.get('file') as File).name).toBe('aufgaben.csv');
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress!({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.upload.onload!();
    expect(progress).toEqual([
      { sent: 0.25, processing: false },
      { sent: null, processing: false },
      { sent: 1, processing: true },
    ]);
    xhr.answer(201, JSON.stringify({ id: 4 }));
    expect(await handle.done).toEqual({ kind: 'ok', result: { id: 4 } });
  });

  it('ends as aborted when cancelled and as failed on a network error', async () => {
    const a = start();
    a.handle.abort();
    expect(await a.handle.done).toEqual({ kind: 'aborted' });
    const b = start();
    b.xhr.onerror!();
    expect(await b.handle.done).toEqual({ kind: 'failed' });
  });
});

describe('uploadOutcome', () => {
  it('reads the result, the 422 field errors and the title of a refusal', () => {
    expect(uploadOutcome(200, '{"id":1}', read)).toEqual({ kind: 'ok', result: { id: 1 } });
    expect(uploadOutcome(422, JSON.stringify([{ path: 'lines[3].label', message: 'Bezeichnung fehlt' }, { nope: 1 }]), read)).toEqual({
      kind: 'invalid',
      errors: [{ path: 'lines[3].label', message: 'Bezeichnung fehlt' }],
    });
    expect(uploadOutcome(403, '{"title":"Zugriff verweigert!"}', read)).toEqual({ kind: 'refused', status: 403, message: 'Zugriff verweigert!' });
  });

  it('treats an unexpected or unreadable body as a failure', () => {
    expect(uploadOutcome(201, '{"other":1}', read)).toEqual({ kind: 'failed' });
    expect(uploadOutcome(201, 'not json', read)).toEqual({ kind: 'failed' });
    expect(uploadOutcome(0, '', read)).toEqual({ kind: 'failed' });
    expect(uploadOutcome(500, '<html>', read)).toEqual({ kind: 'refused', status: 500, message: null });
  });
});
