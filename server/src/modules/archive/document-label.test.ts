import { describe, expect, it } from 'vitest';
import { EmployeeDocumentType } from './archive.enums.js';
import { documentLabel } from './payroll-upload.service.js';

describe('documentLabel', () => {
  it('names payslips by month and tax certificates by year', () => {
    expect(documentLabel(EmployeeDocumentType.PAYROLL, '2026-03')).toBe('Lohnabrechnung 03/2026');
    expect(documentLabel(EmployeeDocumentType.INCOME_TAX, '2025-12')).toBe('Lohnsteuerbescheinigung 2025');
  });
});
