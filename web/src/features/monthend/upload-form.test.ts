import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/shared/form/yup';
import { assignPageSchema, dragHasFiles, uploadSchema } from './upload-form';

const pdf = new File(['%PDF-1.4'], 'abrechnungen.pdf', { type: 'application/pdf' });

describe('uploadSchema (spec 3 §5)', () => {
  const check = (file: File | null, documentType: string, yearMonth: string) => schemaErrors(uploadSchema('2026-11'), { file, documentType, yearMonth });

  it('asks for document type and month and says the missing file', () => {
    expect(check(null, '', '')).toEqual({ file: 'Keine Datei ausgewählt', documentType: 'Dokumententyp muss gesetzt sein', yearMonth: 'Datum muss gesetzt sein' });
  });

  it('treats typed text that is no month as missing', () => {
    expect(check(pdf, 'PAYROLL', '13.2026')).toEqual({ yearMonth: 'Datum muss gesetzt sein' });
    expect(check(pdf, 'PAYROLL', '2026-13')).toEqual({ yearMonth: 'Datum muss gesetzt sein' });
  });

  it('refuses a month after the current one', () => {
    expect(check(pdf, 'INCOME_TAX', '2026-12')).toEqual({ yearMonth: 'Der Monat darf nicht in der Zukunft liegen' });
  });

  it('passes a complete form', () => {
    expect(check(pdf, 'INCOME_TAX', '2026-11')).toEqual({});
  });
});

describe('assignPageSchema', () => {
  it('needs an employee', () => {
    expect(schemaErrors(assignPageSchema(), { employee: null })).toEqual({ employee: 'Bitte einen Mitarbeiter wählen' });
    expect(schemaErrors(assignPageSchema(), { employee: { employeeId: 2002, firstName: 'Lena', lastName: 'Hoffmann' } })).toEqual({});
  });
});

describe('dragHasFiles', () => {
  it('tells files from text dragged within the page', () => {
    expect(dragHasFiles(['Files'])).toBe(true);
    expect(dragHasFiles(['text/plain', 'text/uri-list'])).toBe(false);
    expect(dragHasFiles(undefined)).toBe(false);
  });
});
