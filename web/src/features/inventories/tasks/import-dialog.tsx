import { Button, Stack } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import { DayField } from '@/shared/date/day-field';
import { infoDialog } from '@/shared/dialogs/dialog-store';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { FormField, SelectField } from '@/shared/form/fields';
import { notify } from '@/shared/notify';
import { recheckSession } from '@/shared/rest-session';
import type { UploadHandle, UploadOutcome, UploadProgress } from '@/shared/upload';
import { FilePicker, UploadProgressBar } from '@/shared/upload-fields';
import { TASK_MESSAGES } from '@inv/domain';
import { TASK_QUERIES } from './task-dialog';
import { importErrorLines } from './task-gates';
import { type OrderOption, useTaskOrderOptions } from './task-orders';
import { type ImportedTasks, importTasks } from './task-rest';

interface Props {
  open: boolean;
  onClose: () => void;
  date: string;
  orderId: number | null;
  knownOrders: readonly OrderOption[];
  abilities: readonly string[];
  /** The transport; tests replace it. */
  upload?: typeof importTasks;
}

type Errors = Partial<Record<'orderId' | 'date', string>>;

/**
 * CSV task import (spec 3 §2.6, §5, §8): order and day, one .csv file; the transfer shows its
 * progress; success says how many tasks came in, a refused file opens the failure dialog listing the
 * bad lines.
 */
export function ImportDialog({ open, onClose, date, orderId, knownOrders, abilities, upload = importTasks }: Props) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [form, setForm] = useState({ orderId: orderId ? String(orderId) : '', date });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const handle = useRef<UploadHandle<ImportedTasks> | null>(null);
  const { options } = useTaskOrderOptions(form.date, abilities, knownOrders, !open);

  useEffect(() => {
    if (!open) return;
    setForm({ orderId: orderId ? String(orderId) : '', date });
    setFile(null);
    setErrors({});
    setProgress(null);
  }, [open, orderId, date]);

  useEffect(() => () => handle.current?.abort(), []);

  const submit = async () => {
    const found: Errors = {};
    if (!form.orderId) found.orderId = TASK_MESSAGES.orderRequired;
    if (!form.date) found.date = TASK_MESSAGES.dateRequired;
    setErrors(found);
    if (!file) notify.warning(t('inventories.tasks.importDialog.noFile'), { id: 'task-import-no-file' });
    if (Object.keys(found).length > 0 || !file) return;
    setProgress({ sent: 0, processing: false });
    const h = upload({ file, orderId: Number(form.orderId), date: form.date }, setProgress);
    handle.current = h;
    const outcome = await h.done;
    handle.current = null;
    setProgress(null);
    await report(outcome);
  };

  const report = async (outcome: UploadOutcome<ImportedTasks>) => {
    switch (outcome.kind) {
      case 'ok':
        notify.success(t('inventories.tasks.importDialog.success', { count: outcome.result.taskCount }), { id: 'task-import' });
        void client.refetchQueries({ include: TASK_QUERIES });
        onClose();
        return;
      case 'aborted':
        notify.warning(t('inventories.tasks.importDialog.cancelled'), { id: 'task-import' });
        return;
      case 'invalid': {
        const placed: Errors = {};
        for (const e of outcome.errors) if (e.path === 'orderId' || e.path === 'date') placed[e.path] ??= e.message;
        setErrors(placed);
        const lines = importErrorLines(outcome.errors.filter((e) => e.path !== 'orderId' && e.path !== 'date'));
        const text = lines.map((l) => (l.line === null ? l.message : t('inventories.tasks.importDialog.line', { line: l.line, message: l.message })));
        if (lines.length > 0 || Object.keys(placed).length === 0) {
          await infoDialog({
            title: t('inventories.tasks.importDialog.errorTitle'),
            message: [t('inventories.tasks.importDialog.errorText'), ...(text.length ? ['', ...text] : [])].join('\n'),
          });
        }
        return;
      }
      case 'refused':
        if (outcome.status === 401) recheckSession(client);
        notify.error(t('inventories.tasks.importDialog.failed'), { id: 'task-import', description: outcome.status === 401 ? undefined : (outcome.message ?? undefined) });
        return;
      case 'failed':
        await infoDialog({ title: t('inventories.tasks.importDialog.errorTitle'), message: t('inventories.tasks.importDialog.errorText') });
    }
  };

  const sending = progress !== null;
  return (
    <FormDialog
      open={open}
      onClose={() => !sending && onClose()}
      title={t('inventories.tasks.importDialog.title')}
      testId="task-import-dialog"
      footer={
        sending ? (
          <Button variant="outline" onClick={() => handle.current?.abort()} data-testid="task-import-cancel">
            {t('inventories.tasks.importDialog.cancel')}
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button colorPalette="brand" onClick={() => void submit()} data-testid="task-import-submit">
              <LuUpload />
              {t('inventories.tasks.importDialog.submit')}
            </Button>
          </>
        )
      }
    >
      <Stack gap="4">
        <DayField label={t('inventories.tasks.dialog.date')} value={form.date} onChange={(d) => (setForm((f) => ({ ...f, date: d })), setErrors((e) => ({ ...e, date: undefined })))} error={errors.date} required disabled={sending} testId="task-import-date" />
        <SelectField
          label={t('inventories.tasks.dialog.order')}
          value={form.orderId}
          onChange={(v) => (setForm((f) => ({ ...f, orderId: v })), setErrors((e) => ({ ...e, orderId: undefined })))}
          options={options.map((o) => ({ value: String(o.id), label: o.name }))}
          placeholder={t('inventories.tasks.dialog.orderPlaceholder')}
          helperText={options.length === 0 ? t('inventories.tasks.dialog.noOrders') : undefined}
          error={errors.orderId}
          disabled={sending}
          required
          testId="task-import-order"
        />
        <FormField label={t('inventories.tasks.importDialog.file')} required helperText={t('inventories.tasks.importDialog.hint')}>
          <FilePicker
            file={file}
            accept=".csv,text/csv"
            disabled={sending}
            onChange={setFile}
            testId="task-import-file"
            labels={{
              choose: t('inventories.tasks.importDialog.chooseFile'),
              change: t('inventories.tasks.importDialog.changeFile'),
              none: t('inventories.tasks.importDialog.noFile'),
            }}
          />
        </FormField>
        {progress && (
          <UploadProgressBar
            progress={progress}
            testId="task-import-progress"
            labels={{
              uploading: t('inventories.tasks.importDialog.uploading'),
              processing: t('inventories.tasks.importDialog.processing'),
              percent: (percent) => t('inventories.tasks.importDialog.progress', { percent }),
            }}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
