import type { PayrollDocumentType } from '@/generated/monthend';
import { i18n } from '@/i18n/i18n';
import type { PickedEmployee } from '@/shared/employee-picker';
import { yup } from '@/shared/form/yup';
import './texts';

export interface UploadForm {
  file: File | null;
  documentType: PayrollDocumentType | '';
  yearMonth: string;
}

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const text = (key: string) => () => i18n.t(`monthend.upload.${key}`);

/**
 * The upload dialog's rules (spec 3 §5): document type 'Dokumententyp muss gesetzt sein', month
 * 'Datum muss gesetzt sein' (also for text that is no month), no file 'Keine Datei ausgewählt' (said as a
 * warning, not under a field); a month after `maxMonth` cannot hold payslips yet.
 */
export const uploadSchema = (maxMonth: string) =>
  yup.object({
    file: yup.mixed<File>().nullable().default(null).test('file', text('noFileChosen'), (f) => f != null),
    documentType: yup.string().default('').required(text('documentTypeRequired')),
    yearMonth: yup
      .string()
      .default('')
      .test('month', text('monthRequired'), (v) => YEAR_MONTH.test(v ?? ''))
      .test('notLater', text('monthTooLate'), (v) => !YEAR_MONTH.test(v ?? '') || v! <= maxMonth),
  });

/** Assigning an unassigned page: an employee must be chosen. */
export interface AssignValues {
  employee: PickedEmployee | null;
}

export const assignPageSchema = () =>
  yup.object({
    employee: yup
      .mixed<PickedEmployee>()
      .nullable()
      .default(null)
      .test('employee', () => i18n.t('monthend.unassigned.employeeRequired'), (e) => e != null),
  });

/** The server names the employee by its id. */
export const ASSIGN_PREFIXES = { employeeId: 'employee' };

/** Files dragged onto the page: the first one is taken (one upload at a time). */
export function firstFile(list: FileList | null | undefined): File | null {
  return list && list.length > 0 ? list[0]! : null;
}

/** Whether a drag carries files (and not text or a link dragged within the page). */
export function dragHasFiles(types: readonly string[] | DOMStringList | null | undefined): boolean {
  if (!types) return false;
  return Array.from(types as ArrayLike<string>).includes('Files');
}
