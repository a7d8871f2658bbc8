import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { EmployeeDocumentType } from './archive.enums.js';
import { currentYearMonth, isYearMonth, payrollFileName, payslipFileName, taxCertificateFileName } from './archive.naming.js';

describe('archive file names (spec 3 §3)', () => {
  it('payslip: year-month and correction number, 0 = none', () => {
    expect(payslipFileName('2026-09', 0)).toBe('Lohnabrechnung_2026-09_0.pdf');
    expect(payslipFileName('2026-09', 2)).toBe('Lohnabrechnung_2026-09_2.pdf');
  });

  it('tax certificate: marker LStB, first day of the year and last day of the month', () => {
    expect(taxCertificateFileName('2025-12', 0)).toBe('Lohnsteuerbescheinigung_LStB_2025-01-01_2025-12-31.pdf');
    expect(taxCertificateFileName('2024-02', 0)).toBe('Lohnsteuerbescheinigung_LStB_2024-01-01_2024-02-29.pdf');
    expect(taxCertificateFileName('2025-06', 1)).toBe('Lohnsteuerbescheinigung_LStB_2025-01-01_2025-06-30_1.pdf');
    expect(payrollFileName(EmployeeDocumentType.INCOME_TAX, '2025-11', 0)).toBe('Lohnsteuerbescheinigung_LStB_2025-01-01_2025-11-30.pdf');
    expect(payrollFileName(EmployeeDocumentType.PAYROLL, '2025-11', 3)).toBe('Lohnabrechnung_2025-11_3.pdf');
  });

  it('year-month: YYYY-MM with a real month', () => {
    for (const ok of ['2026-01', '2026-12', '1999-07']) expect(isYearMonth(ok)).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', '', null, 202601, '1800-01']) expect(isYearMonth(bad)).toBe(false);
  });

  it('current month in Berlin', () => {
    // 31 Dec 23:30 UTC is already January in Berlin.
    expect(currentYearMonth(DateTime.fromISO('2025-12-31T23:30:00Z'))).toBe('2026-01');
  });
});
