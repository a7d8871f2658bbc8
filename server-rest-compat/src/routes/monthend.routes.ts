import type { Response } from 'express';
import type { RestRouter } from '../rest-router.js';
import { sendFile } from '../lib/files.js';
import { body, q } from '../lib/params.js';

const FILE = 'fileName contentType contentBase64';
const COMPONENTS = 'hourlyWork night25 night40 sunday50 holiday125 holiday150 salary travel passenger perDiemDays cateringTaxFree cateringTaxable miscPerDiem breakfastDeduction';
const SETTINGS = `profile consultantNumber clientNumber wageTypes { ${COMPONENTS} } processingKeys { ${COMPONENTS} } exportSalary`;
const PREVIEW = `yearMonth profile openFindings
  rows { employeeId personnelNumber employeeName component label wageType processingKey hours days amount costCenter }
  totals { component label wageType hours days amount }
  problems { employeeId path message }`;

/** A body's map of component → number (strings kept, anything else sent as text so the service answers 422 on its path). */
const byComponent = (v: unknown): Record<string, string | null> | null | undefined => {
  if (v === undefined) return undefined;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const out: Record<string, string | null> = {};
  for (const c of COMPONENTS.split(' ')) {
    const x = (v as Record<string, unknown>)[c];
    if (x !== undefined) out[c] = x === null ? null : String(x);
  }
  return out;
};
const text = (v: unknown) => (v === undefined || v === null ? v : String(v));
/** exportSalary: true, false or absent; anything else is a 422 on its path. */
const flag = (v: unknown) => {
  if (v === undefined || v === null || typeof v === 'boolean') return v;
  throw Object.assign(new Error('Wert muss true oder false sein'), { path: 'exportSalary' });
};

interface ClosingRow {
  id: number;
  yearMonth: string;
  profile: string;
  fileName: string;
  key: string;
  closedBy: string;
  closedAt: string;
  reopenedAt: string | null;
  correction: number | null;
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
  ...(c.correction != null ? { correction: c.correction } : {}),
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
      monthEndClosings { id yearMonth profile fileName key closedBy closedAt reopenedAt correction }
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
  // The payroll preview, settings (the product's extension beyond the spec's paths).
  r.get('/monthendclosing/preview', {
    document: `query($yearMonth: String!) { payrollPreview(yearMonth: $yearMonth) { ${PREVIEW} } }`,
    // A missing month is the service's 422 on "yearMonth", not a GraphQL variable error.
    variables: (req) => ({ yearMonth: q(req, 'yearMonth') ?? '' }),
    map: (d) => {
      const { rows, ...rest } = d.payrollPreview;
      return { yearMonth: rest.yearMonth, profile: rest.profile, openFindings: rest.openFindings, _embedded: { rows }, totals: rest.totals, problems: rest.problems };
    },
  });
  r.get('/monthendclosing/preview/xlsx', {
    document: `query($yearMonth: String!) { payrollPreviewFile(yearMonth: $yearMonth) { ${FILE} } }`,
    variables: (req) => ({ yearMonth: q(req, 'yearMonth') ?? '' }),
    map: (d, _req, res: Response) => sendFile(res, d.payrollPreviewFile),
  });
  r.get('/monthendclosing/settings', {
    document: `query { payrollExportSettings { ${SETTINGS} } }`,
    map: (d) => d.payrollExportSettings,
  });
  r.put('/monthendclosing/settings', {
    document: `mutation($input: PayrollExportSettingsInput!) { updatePayrollExportSettings(input: $input) { ${SETTINGS} } }`,
    variables: (req) => {
      const b = body(req);
      return {
        input: {
          profile: text(b.profile),
          consultantNumber: text(b.consultantNumber),
          clientNumber: text(b.clientNumber),
          wageTypes: byComponent(b.wageTypes),
          processingKeys: byComponent(b.processingKeys),
          exportSalary: flag(b.exportSalary),
        },
      };
    },
    map: (d) => d.updatePayrollExportSettings,
  });
  r.get('/monthendclosing/download', {
    document: `query($key: String!) { monthEndFile(key: $key) { ${FILE} } }`,
    variables: (req) => ({ key: q(req, 'key') ?? '' }),
    map: (d, _req, res: Response) => sendFile(res, d.monthEndFile),
  });
}
