import { registerEnumType } from 'type-graphql';

/** What the office uploads at month end (spec 3 §3): payslips or income tax certificates. */
export enum PayrollDocumentType {
  PAYROLL = 'PAYROLL',
  INCOME_TAX = 'INCOME_TAX',
}

/** Every kind of document an employee's archive holds. */
export enum EmployeeDocumentType {
  PAYROLL = 'PAYROLL',
  INCOME_TAX = 'INCOME_TAX',
  CONTRACT = 'CONTRACT',
  PERSONNEL_FORM = 'PERSONNEL_FORM',
  OTHER = 'OTHER',
  // An applicant's uploads, filed with the employee created from the registration (by upload context).
  HEALTH_INSURANCE = 'HEALTH_INSURANCE',
  WORK_PERMIT = 'WORK_PERMIT',
  DISABILITY = 'DISABILITY',
  STUDENT_PROOF = 'STUDENT_PROOF',
}

/** Archive folders (name as stored → name as shown, spec 3 §2.10: "Sonstiges" shows as "Lohnsteuerbescheinigungen"). */
export const ARCHIVE_FOLDERS = [
  { name: 'Lohnabrechnungen', displayName: 'Lohnabrechnungen' },
  { name: 'Sonstiges', displayName: 'Lohnsteuerbescheinigungen' },
  { name: 'Personalunterlagen', displayName: 'Personalunterlagen' },
] as const;

export type ArchiveFolderName = (typeof ARCHIVE_FOLDERS)[number]['name'];

/** The folder a payroll document type is filed into. */
export const folderOf = (type: PayrollDocumentType): ArchiveFolderName => (type === PayrollDocumentType.PAYROLL ? 'Lohnabrechnungen' : 'Sonstiges');

registerEnumType(PayrollDocumentType, { name: 'PayrollDocumentType', description: 'PAYROLL: Lohnabrechnung; INCOME_TAX: Lohnsteuerbescheinigung.' });
