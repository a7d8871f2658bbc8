import { describe, expect, it } from 'vitest';
import { checkUpload, dragHasFiles, uploadValid } from './upload-form';

const pdf = new File(['%PDF-1.4'], 'abrechnungen.pdf', { type: 'application/pdf' });

describe('checkUpload (spec 3 §5)', () => {
  it('asks for document type and month and warns about the missing file', () => {
    const check = checkUpload({ file: null, documentType: '', yearMonth: '' }, '2026-11');
    expect(check.fields).toEqual({ documentType: 'monthend.upload.documentTypeRequired', yearMonth: 'monthend.upload.monthRequired' });
    expect(check.noFile).toBe(true);
    expect(uploadValid(check)).toBe(false);
  });

  it('treats typed text that is no month as missing', () => {
    expect(checkUpload({ file: pdf, documentType: 'PAYROLL', yearMonth: '13.2026' }, '2026-11').fields).toEqual({ yearMonth: 'monthend.upload.monthRequired' });
    expect(checkUpload({ file: pdf, documentType: 'PAYROLL', yearMonth: '2026-13' }, '2026-11').fields).toEqual({ yearMonth: 'monthend.upload.monthRequired' });
  });

  it('refuses a month after the current one', () => {
    expect(checkUpload({ file: pdf, documentType: 'INCOME_TAX', yearMonth: '2026-12' }, '2026-11').fields).toEqual({ yearMonth: 'monthend.upload.monthTooLate' });
  });

  it('passes a complete form', () => {
    const check = checkUpload({ file: pdf, documentType: 'INCOME_TAX', yearMonth: '2026-11' }, '2026-11');
    expect(check).toEqual({ fields: {}, noFile: false });
    expect(uploadValid(check)).toBe(true);
  });
});

describe('dragHasFiles', () => {
  it('tells files from text dragged within the page', () => {
    expect(dragHasFiles(['Files'])).toBe(true);
    expect(dragHasFiles(['text/plain', 'text/uri-list'])).toBe(false);
    expect(dragHasFiles(undefined)).toBe(false);
  });
});
