import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import { MonthPicker } from '@/shared/date/month-picker';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { useBinding } from '@/shared/form/binding';
import { FormField, SelectField, SubmitButton } from '@/shared/form/fields';
import { serverFieldErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import { recheckSession } from '@/shared/rest-session';
import { FilePicker, UploadProgressBar } from '@/shared/upload-fields';
import { DOCUMENT_TYPES, monthName } from '../month-end';
import { type UploadHandle, type UploadOutcome, type UploadProgress, type UploadResultBody, uploadPayrollFile } from '../monthend-rest';
import { type UploadForm, uploadSchema } from '../upload-form';
import { useOpeningKey } from '@/shared/form/opening-key';

export interface UploadDialogProps {
  open: boolean;
  /** A file dropped onto the page before the dialog opened. */
  initialFile: File | null;
  defaultMonth: string;
  maxMonth: string;
  onClose: () => void;
  /** After a successful upload: the lists on the page reload. */
  onUploaded: () => void;
  /** The transport; tests replace it. */
  upload?: typeof uploadPayrollFile;
}

type Phase = { kind: 'form' } | { kind: 'sending'; progress: UploadProgress } | { kind: 'done'; result: UploadResultBody };

/**
 * The upload dialog (spec 3 §4, §5): file, document type and month (default the previous month, at
 * most the current one); checks with the spec's messages; progress of the transfer, then of the
 * server's splitting; cancel aborts. The result says where the pages went and which were not assigned.
 */
export function UploadDialog({ open, initialFile, defaultMonth, maxMonth, onClose, onUploaded, upload = uploadPayrollFile }: UploadDialogProps) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const client = useApolloClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const handle = useRef<UploadHandle | null>(null);
  const schema = useMemo(() => uploadSchema(maxMonth), [maxMonth]);

  // Every opening starts afresh with the dropped file (if any); the form through its key.
  useEffect(() => {
    if (open) setPhase({ kind: 'form' });
  }, [open, initialFile, defaultMonth]);

  // Leaving the page mid-upload stops the transfer.
  useEffect(() => () => handle.current?.abort(), []);

  const submit = async (form: UploadForm, helpers: FormikHelpers<UploadForm>) => {
    if (!form.file || !form.documentType) return;
    setPhase({ kind: 'sending', progress: { sent: 0, processing: false } });
    notify.snackbar(t('monthend.upload.uploading'), { id: 'monthend-upload' });
    const h = upload({ file: form.file, yearMonth: form.yearMonth, documentType: form.documentType }, (progress) =>
      setPhase((p) => (p.kind === 'sending' ? { kind: 'sending', progress } : p)),
    );
    handle.current = h;
    const outcome = await h.done;
    handle.current = null;
    report(outcome, helpers);
  };

  const report = (outcome: UploadOutcome, helpers: FormikHelpers<UploadForm>) => {
    switch (outcome.kind) {
      case 'ok':
        notify.success(t('monthend.upload.success'), { id: 'monthend-upload' });
        setPhase({ kind: 'done', result: outcome.result });
        onUploaded();
        return;
      case 'aborted':
        notify.warning(t('monthend.upload.cancelled'), { id: 'monthend-upload' });
        setPhase({ kind: 'form' });
        return;
      case 'invalid': {
        // documentType and yearMonth stand under their fields; a refused file (not a PDF, too big) is said in the toast.
        const byPath = serverFieldErrors(outcome.errors);
        const { documentType, yearMonth } = byPath;
        helpers.setStatus({ serverErrors: { ...(documentType && { documentType }), ...(yearMonth && { yearMonth }) } });
        const other = outcome.errors.find((e) => e.path !== 'documentType' && e.path !== 'yearMonth')?.message;
        notify.error(t('monthend.upload.failed'), { id: 'monthend-upload', description: other });
        setPhase({ kind: 'form' });
        return;
      }
      case 'refused':
        if (outcome.status === 401) recheckSession(client);
        notify.error(t('monthend.upload.failed'), { id: 'monthend-upload', description: outcome.status === 401 ? undefined : (outcome.message ?? undefined) });
        setPhase({ kind: 'form' });
        return;
      case 'failed':
        notify.error(t('monthend.upload.failed'), { id: 'monthend-upload' });
        setPhase({ kind: 'form' });
    }
  };

  const sending = phase.kind === 'sending';
  const close = () => {
    if (sending) return;
    onClose();
  };

  const footer =
    phase.kind === 'done' ? (
      <Button colorPalette="brand" minH="11" onClick={onClose} data-testid="monthend-upload-close">
        {t('monthend.upload.close')}
      </Button>
    ) : sending ? (
      <Button variant="outline" minH="11" onClick={() => handle.current?.abort()} data-testid="monthend-upload-cancel">
        {t('monthend.upload.cancel')}
      </Button>
    ) : (
      <>
        <Button variant="outline" minH="11" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <SubmitButton
          minH="11"
          data-testid="monthend-upload-submit"
          // 'Keine Datei ausgewählt' as a warning when the missing file stopped a submit (spec 3 §5: no field error).
          onInvalid={(errors) => (errors as { file?: string }).file && notify.warning(t('monthend.upload.noFileChosen'), { id: 'monthend-no-file' })}
        >
          <LuUpload />
          {t('monthend.upload.submit')}
        </SubmitButton>
      </>
    );

  return (
    <Formik<UploadForm>
      key={`${opening}-${initialFile?.name ?? ''}-${defaultMonth}`}
      initialValues={{ file: initialFile, documentType: '', yearMonth: defaultMonth }}
      validationSchema={schema}
      onSubmit={submit}
    >
      <FormDialog open={open} onClose={close} title={t('monthend.upload.dialogTitle')} footer={footer} testId="monthend-upload-dialog">
        {phase.kind === 'done' ? (
          <UploadResult result={phase.result} />
        ) : (
          <Stack gap="4">
            <FormField label={t('monthend.upload.file')} required>
              <BoundFilePicker
                disabled={sending}
                labels={{ choose: t('monthend.upload.chooseFile'), change: t('monthend.upload.changeFile'), none: t('monthend.upload.noFileChosen') }}
              />
            </FormField>
            <SelectField
              name="documentType"
              label={t('monthend.upload.documentType')}
              options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`monthend.types.${d}`) }))}
              placeholder={t('monthend.upload.documentTypePlaceholder')}
              disabled={sending}
              required
              testId="monthend-upload-type"
            />
            <MonthPicker name="yearMonth" label={t('monthend.upload.month')} max={maxMonth} disabled={sending} required testId="monthend-upload-month" />
            {phase.kind === 'sending' && <SendingProgress progress={phase.progress} />}
          </Stack>
        )}
      </FormDialog>
    </Formik>
  );
}

/** The PDF to upload, bound to the form's `file`. */
function BoundFilePicker({ disabled, labels }: { disabled: boolean; labels: { choose: string; change: string; none: string } }) {
  const { value, onChange } = useBinding<File | null>({ name: 'file' });
  return <FilePicker file={value} accept="application/pdf,.pdf" disabled={disabled} onChange={onChange} testId="monthend-upload-file" labels={labels} />;
}

function SendingProgress({ progress }: { progress: UploadProgress }) {
  const { t } = useTranslation();
  return (
    <UploadProgressBar
      progress={progress}
      testId="monthend-upload-progress"
      labels={{
        uploading: t('monthend.upload.uploading'),
        processing: t('monthend.upload.processing'),
        percent: (percent) => t('monthend.upload.progress', { percent }),
      }}
    />
  );
}

/** Where the pages went: per employee, and the page numbers nobody's personnel number was found on. */
export function UploadResult({ result }: { result: UploadResultBody }) {
  const { t } = useTranslation();
  const { upload, filed, unassignedPages } = result;
  return (
    <Stack gap="4" data-testid="monthend-upload-result">
      <Text>
        <Text as="span" fontWeight="semibold">
          {upload.fileName}
        </Text>{' '}
        · {t(`monthend.types.${upload.documentType}`)} · {monthName(upload.yearMonth)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('monthend.upload.resultPages', { pages: upload.pages, assigned: upload.assignedPages })}
      </Text>
      <Stack gap="1">
        <Text fontWeight="semibold">{t('monthend.upload.filed')}</Text>
        {filed.length === 0 ? (
          <Text color="fg.muted">{t('monthend.upload.filedNone')}</Text>
        ) : (
          <List.Root gap="1" ps="5" data-testid="monthend-upload-filed">
            {filed.map((f) => (
              <List.Item key={`${f.employeeId}-${f.fileName}`} overflowWrap="anywhere">
                {t('monthend.upload.filedRow', { name: f.employeeName, employeeId: f.employeeId, fileName: f.fileName, pages: f.pages.join(', ') })}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
      {unassignedPages.length > 0 ? (
        <Alert.Root status="warning" size="sm" data-testid="monthend-upload-unassigned">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('monthend.upload.unassigned', { pages: unassignedPages.join(', ') })}</Alert.Title>
            <Alert.Description>{t('monthend.upload.unassignedHint')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Text color="fg.success">{t('monthend.upload.allAssigned')}</Text>
      )}
    </Stack>
  );
}
