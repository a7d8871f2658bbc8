import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/notify';
import { renderUi } from '@/test/render';
import type { UploadOutcome, UploadProgress, uploadPayrollFile } from '../monthend-rest';
import { UploadDialog } from './upload-dialog';
import '../texts';

const client = () => new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });
const pdf = () => new File(['%PDF-1.4'], 'abrechnungen.pdf', { type: 'application/pdf' });

/** A transport the test drives: progress and the outcome arrive when the test says so. */
function fakeUpload() {
  const calls: Parameters<typeof uploadPayrollFile>[0][] = [];
  let progress: (p: UploadProgress) => void = () => undefined;
  let finish: (o: UploadOutcome) => void = () => undefined;
  const abort = vi.fn(() => finish({ kind: 'aborted' }));
  const upload: typeof uploadPayrollFile = (input, onProgress) => {
    calls.push(input);
    progress = onProgress;
    return { done: new Promise<UploadOutcome>((resolve) => (finish = resolve)), abort };
  };
  return { upload, calls, abort, progress: (p: UploadProgress) => progress(p), finish: (o: UploadOutcome) => finish(o) };
}

function open(initialFile: File | null, upload: typeof uploadPayrollFile) {
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  renderUi(<UploadDialog open initialFile={initialFile} defaultMonth="2026-10" maxMonth="2026-11" onClose={onClose} onUploaded={onUploaded} upload={upload} />, {
    client: client(),
  });
  return { onUploaded, onClose };
}

const submit = () => fireEvent.click(screen.getByTestId('monthend-upload-submit'));

afterEach(cleanup);

describe('UploadDialog', () => {
  it('asks for the document type, the month and the file with the spec texts, and sends nothing', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const t = fakeUpload();
    open(null, t.upload);
    expect((screen.getByTestId('monthend-upload-month') as HTMLInputElement).value).toBe('10.2026');
    fireEvent.change(screen.getByTestId('monthend-upload-month'), { target: { value: '' } });
    submit();
    expect(await screen.findByText('Dokumententyp muss gesetzt sein')).toBeTruthy();
    expect(screen.getByText('Datum muss gesetzt sein')).toBeTruthy();
    expect(warning).toHaveBeenCalledWith('Keine Datei ausgewählt', expect.anything());
    expect(t.calls).toHaveLength(0);
  });

  it('warns about the missing file alone when type and month are set', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const t = fakeUpload();
    open(null, t.upload);
    fireEvent.change(screen.getByTestId('monthend-upload-type'), { target: { value: 'PAYROLL' } });
    submit();
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Keine Datei ausgewählt', expect.anything()));
    expect(screen.queryByText('Dokumententyp muss gesetzt sein')).toBeNull();
    expect(screen.queryByText('Datum muss gesetzt sein')).toBeNull();
    expect(t.calls).toHaveLength(0);
  });

  it('uploads a dropped file with progress, then shows where the pages went', async () => {
    const success = vi.spyOn(notify, 'success');
    const t = fakeUpload();
    const { onUploaded } = open(pdf(), t.upload);
    expect(screen.getByTestId('monthend-upload-file-name').textContent).toBe('abrechnungen.pdf');
    fireEvent.change(screen.getByTestId('monthend-upload-type'), { target: { value: 'INCOME_TAX' } });
    submit();
    await waitFor(() => expect(t.calls).toHaveLength(1));
    expect(t.calls[0]).toMatchObject({ yearMonth: '2026-10', documentType: 'INCOME_TAX' });
    expect(t.calls[0]!.file.name).toBe('abrechnungen.pdf');
    t.progress({ sent: 0.42, processing: false });
    expect(await screen.findByText('42 %')).toBeTruthy();
    t.progress({ sent: 1, processing: true });
    expect(await screen.findByText('Datei wird verarbeitet …')).toBeTruthy();
    t.finish({
      kind: 'ok',
      result: {
        upload: {
          id: 1, yearMonth: '2026-10', documentType: 'INCOME_TAX', fileName: 'abrechnungen.pdf', key: 'k'.repeat(32),
          pages: 3, assignedPages: 2, unassignedPages: 1, uploadedBy: 'buero', uploadedAt: '2026-11-02T08:00:00Z',
        },
        filed: [{ employeeId: 2002, employeeName: 'Anna Schmidt', fileName: 'Lohnsteuerbescheinigung_LStB_2026-01-01_2026-10-31.pdf', pages: [1, 2] }],
        unassignedPages: [3],
      },
    });
    expect(await screen.findByTestId('monthend-upload-result')).toBeTruthy();
    expect(screen.getByTestId('monthend-upload-filed').textContent).toContain('Anna Schmidt (2002): Lohnsteuerbescheinigung_LStB_2026-01-01_2026-10-31.pdf, Seite 1, 2');
    expect(screen.getByTestId('monthend-upload-unassigned').textContent).toContain('Nicht zugeordnete Seiten: 3');
    expect(success).toHaveBeenCalledWith('Datei erfolgreich hochgeladen.', expect.anything());
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('cancels a running upload: "Upload abgebrochen", back to the form', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const t = fakeUpload();
    const { onUploaded } = open(pdf(), t.upload);
    fireEvent.change(screen.getByTestId('monthend-upload-type'), { target: { value: 'PAYROLL' } });
    submit();
    fireEvent.click(await screen.findByTestId('monthend-upload-cancel'));
    expect(t.abort).toHaveBeenCalled();
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Upload abgebrochen', expect.anything()));
    expect(await screen.findByTestId('monthend-upload-submit')).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors under the fields and its other reason in the failure toast', async () => {
    const error = vi.spyOn(notify, 'error');
    const t = fakeUpload();
    open(pdf(), t.upload);
    fireEvent.change(screen.getByTestId('monthend-upload-type'), { target: { value: 'PAYROLL' } });
    submit();
    await waitFor(() => expect(t.calls).toHaveLength(1));
    t.finish({
      kind: 'invalid',
      errors: [
        { path: 'yearMonth', message: 'Datum muss gesetzt sein' },
        { path: 'file', message: 'Nur PDF-Dateien sind erlaubt.' },
      ],
    });
    expect(await screen.findByText('Datum muss gesetzt sein')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Datei konnte nicht hochgeladen werden.', expect.objectContaining({ description: 'Nur PDF-Dateien sind erlaubt.' }));
  });
});
