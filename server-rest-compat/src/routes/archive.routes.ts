import type { RestRouter } from '../rest-router.js';
import { body, idParam, q } from '../lib/params.js';
import { sendFile } from '../lib/files.js';
import { readMultipart } from '../lib/multipart.js';

/** Largest payroll PDF (50 MB) plus one byte, so an over-long file is recognised, not silently cut. */
const MAX_PAYROLL_PARSE = 50 * 1024 * 1024 + 1;

const UPLOAD = `id yearMonth documentType fileName key pages assignedPages unassignedPages uploadedBy uploadedAt`;
const RESULT = `upload { ${UPLOAD} } filed { employeeId employeeName fileName pages } unassignedPages`;

const upper = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : null);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Payroll documents and the employee archive: spec 3 §7 "Month-end and archive". */
export function archiveRoutes(r: RestRouter): void {
  r.post('/monthendclosing/upload', {
    // An unknown documentType is a variable error: 422 'Dokumententyp ist ungültig'.
    document: `mutation($file: Upload, $yearMonth: String, $documentType: PayrollDocumentType) { uploadPayrollDocument(file: $file, yearMonth: $yearMonth, documentType: $documentType) { ${RESULT} } }`,
    variables: async (req) => {
      const { fields, file } = await readMultipart(req, MAX_PAYROLL_PARSE);
      const b = body(req);
      return {
        file,
        yearMonth: text(fields.yearMonth ?? b.yearMonth ?? q(req, 'yearMonth')),
        documentType: upper(fields.documentType ?? b.documentType ?? q(req, 'documentType')),
      };
    },
    map: (d) => d.uploadPayrollDocument,
    status: 201,
  });

  // Before /archive/:employeeId, so "download" is never taken for an id.
  r.get('/archive/download', {
    document: `query($key: String!) { archiveFile(key: $key) { fileName contentType contentBase64 } }`,
    variables: (req) => ({ key: q(req, 'key') ?? '' }),
    map: (d, _req, res) => sendFile(res, d.archiveFile),
  });

  r.get('/archive/:employeeId', {
    document: `query($employeeId: Int!) { archive(employeeId: $employeeId) { name displayName files { fileName path documentType yearMonth createdAt } } }`,
    variables: (req) => ({ employeeId: idParam(req, 'employeeId') }),
    map: (d) => d.archive,
  });
}
