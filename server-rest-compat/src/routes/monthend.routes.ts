import type { Response } from 'express';
import type { RestRouter } from '../rest-router.js';
import { sendFile } from '../lib/files.js';
import { body, q } from '../lib/params.js';

const FILE = 'fileName contentType contentBase64';

interface ClosingRow {
  id: number;
  yearMonth: string;
  profile: string;
  fileName: string;
  key: string;
  closedBy: string;
  closedAt: string;
  reopenedAt: string | null;
}

/** A closing as an entry of the month-end document list (uploads are merged in by the archive side). */
export const closingDocument = (c: ClosingRow) => ({
  kind: 'CLOSING' as const,
  yearMonth: c.yearMonth,
  type: c.profile,
  fileName: c.fileName,
  key: c.key,
  createdBy: c.closedBy,
  createdAt: c.closedAt,
  ...(c.reopenedAt ? { reopenedAt: c.reopenedAt } : {}),
});

interface UploadRow {
  yearMonth: string;
  documentType: string;
  fileName: string;
  key: string;
  uploadedBy: string;
  uploadedAt: string;
  pages: number;
  unassignedPages: number;
}

/** An uploaded payroll PDF as an entry of the same list. */
export const uploadDocument = (u: UploadRow) => ({
  kind: 'UPLOAD' as const,
  yearMonth: u.yearMonth,
  type: u.documentType,
  fileName: u.fileName,
  key: u.key,
  createdBy: u.uploadedBy,
  createdAt: u.uploadedAt,
  pages: u.pages,
  unassignedPages: u.unassignedPages,
});

/** Month-end closing (spec 3 §2.9, §4): MonthEndClosing. */
export function monthEndRoutes(r: RestRouter): void {
  r.post('/monthendclosing/sage', {
    document: `mutation($yearMonth: String) { closeMonth(yearMonth: $yearMonth) { ${FILE} } }`,
    variables: (req) => {
      // A repeated or nested ?yearMonth must not fall back to "the next month": it is invalid (422).
      const raw = req.query.yearMonth;
      if (raw !== undefined && typeof raw !== 'string') return { yearMonth: String(raw) };
      return { yearMonth: q(req, 'yearMonth') ?? body(req).yearMonth ?? null };
    },
    map: (d, _req, res: Response) => sendFile(res, d.closeMonth),
  });
  r.get('/monthendclosing/list', {
    document: `query {
      monthEndClosings { id yearMonth profile fileName key closedBy closedAt reopenedAt }
      payrollUploads { yearMonth documentType fileName key uploadedBy uploadedAt pages unassignedPages }
    }`,
    // Closings and uploads in one list, newest first (ISO timestamps sort as text).
    map: (d) => ({
      _embedded: {
        documents: [...(d.monthEndClosings as ClosingRow[]).map(closingDocument), ...(d.payrollUploads as UploadRow[]).map(uploadDocument)].sort((a, b) =>
          b.createdAt.localeCompare(a.createdAt),
        ),
      },
    }),
  });
  r.get('/monthendclosing/download', {
    document: `query($key: String!) { monthEndFile(key: $key) { ${FILE} } }`,
    variables: (req) => ({ key: q(req, 'key') ?? '' }),
    map: (d, _req, res: Response) => sendFile(res, d.monthEndFile),
  });
}
