/** Payroll upload over HTTP, shared by the integration (server/src) and contract (tests/api) tests. */
import { Client } from './http-client.js';

/** POST /api/monthendclosing/upload as multipart (file, yearMonth, documentType), like the web app's FormData. */
export async function uploadPayroll(client: Client, parts: { file?: Buffer | null; fileName?: string; yearMonth?: string | null; documentType?: string | null }) {
  const form = new FormData();
  if (parts.yearMonth != null) form.append('yearMonth', parts.yearMonth);
  if (parts.documentType != null) form.append('documentType', parts.documentType);
  if (parts.file) form.append('file', new Blob([new Uint8Array(parts.file)], { type: 'application/pdf' }), parts.fileName ?? 'Abrechnung.pdf');
  return client.multipart('POST', '/api/monthendclosing/upload', form);
}
