import { DateTime } from 'luxon';
import { ZONE } from '../../shared-dates.js';
import { EmployeeDocumentType } from './archive.enums.js';

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A well-formed YYYY-MM (months 01–12, years from 1900). */
export const isYearMonth = (v: unknown): v is string => typeof v === 'string' && YEAR_MONTH.test(v) && Number(v.slice(0, 4)) >= 1900;

/** The current month in Berlin, YYYY-MM: payroll documents are never for a month that has not begun. */
export const currentYearMonth = (now: DateTime = DateTime.now()) => now.setZone(ZONE).toFormat('yyyy-MM');

/** Spec 3 §3: year-month and correction number, 0 = none. */
export const payslipFileName = (yearMonth: string, correction: number) => `Lohnabrechnung_${yearMonth}_${correction}.pdf`;

/**
 * Spec 3 §3: marker LStB plus two dates, the first day of the year and the last day of the chosen
 * month. A second certificate for the same employee and month gets its correction number appended.
 */
export function taxCertificateFileName(yearMonth: string, correction: number): string {
  const month = DateTime.fromFormat(yearMonth, 'yyyy-MM', { zone: ZONE });
  const base = `Lohnsteuerbescheinigung_LStB_${month.toFormat('yyyy')}-01-01_${month.endOf('month').toISODate()}`;
  return correction > 0 ? `${base}_${correction}.pdf` : `${base}.pdf`;
}

export const payrollFileName = (type: EmployeeDocumentType, yearMonth: string, correction: number) =>
  type === EmployeeDocumentType.INCOME_TAX ? taxCertificateFileName(yearMonth, correction) : payslipFileName(yearMonth, correction);
