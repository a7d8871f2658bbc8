import type { PayrollDocumentType } from '@/generated/monthend';

export interface UploadForm {
  file: File | null;
  documentType: PayrollDocumentType | '';
  yearMonth: string;
}

export interface UploadCheck {
  /** Messages under the fields (text keys). */
  fields: Partial<Record<'documentType' | 'yearMonth', string>>;
  /** The warning when no file is chosen (spec 3 §5: a warning, not a field error). */
  noFile: boolean;
}

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The upload dialog's checks (spec 3 §5): document type 'Dokumententyp muss gesetzt sein', month
 * 'Datum muss gesetzt sein' (also for text that is no month), no file 'Keine Datei ausgewählt';
 * a month after `maxMonth` cannot hold payslips yet.
 */
export function checkUpload(form: UploadForm, maxMonth: string): UploadCheck {
  const fields: UploadCheck['fields'] = {};
  if (!form.documentType) fields.documentType = 'monthend.upload.documentTypeRequired';
  if (!YEAR_MONTH.test(form.yearMonth)) fields.yearMonth = 'monthend.upload.monthRequired';
  else if (form.yearMonth > maxMonth) fields.yearMonth = 'monthend.upload.monthTooLate';
  return { fields, noFile: !form.file };
}

export const uploadValid = (c: UploadCheck) => !c.noFile && Object.keys(c.fields).length === 0;

/** Files dragged onto the page: the first one is taken (one upload at a time). */
export function firstFile(list: FileList | null | undefined): File | null {
  return list && list.length > 0 ? list[0]! : null;
}

/** Whether a drag carries files (and not text or a link dragged within the page). */
export function dragHasFiles(types: readonly string[] | DOMStringList | null | undefined): boolean {
  if (!types) return false;
  return Array.from(types as ArrayLike<string>).includes('Files');
}
