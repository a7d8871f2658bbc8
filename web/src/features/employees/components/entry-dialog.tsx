import type { TFunction } from 'i18next';
import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { SubmitButton } from '@/shared/form/fields';
import { applyServerErrors, type FormStatus } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';

interface EntryDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  editable: boolean;
  deletable: boolean;
  /** A delete is under way. */
  deleting: boolean;
  /** Deletes the entry (after the dialog asked 'wirklich löschen?'). */
  remove: () => Promise<unknown>;
  testId: string;
  children: ReactNode;
}

/**
 * Edit dialog of one wage or employment entry inside its <Formik>: save submits the form, and a
 * Superadmin may delete (spec 1 §4).
 */
export function EntryDialog<V>({ open, onClose, title, editable, deletable, deleting, remove, testId, children }: EntryDialogProps) {
  const { t } = useTranslation();
  const form = useFormikContext<V>();
  const busy = deleting || form.isSubmitting;
  const onDelete = async () => {
    if (await confirmEntryDelete(t)) await runEntryMutation(remove, t('employees.history.deleted'), onClose, form);
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      testId={testId}
      footer={
        <>
          {deletable && (
            <Button variant="outline" colorPalette="red" onClick={() => void onDelete()} disabled={busy}>
              <LuTrash2 />
              {t('common.delete')}
            </Button>
          )}
          <Box flex="1" />
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {editable ? t('common.cancel') : t('common.close')}
          </Button>
          {editable && <SubmitButton loading={busy}>{t('common.save')}</SubmitButton>}
        </>
      }
    >
      <Stack gap="4">
        {!editable && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t('employees.history.readOnly')}</Alert.Title>
          </Alert.Root>
        )}
        {children}
      </Stack>
    </FormDialog>
  );
}

/**
 * Runs an add/update/delete of an entry: a snackbar on success, 422 field errors onto the form's fields;
 * other errors are left to the shell (a closed month arrives as CONFLICT and is shown there).
 */
const WARNING_MS = 10_000;

export async function runEntryMutation<V>(
  action: () => Promise<unknown>,
  success: string,
  onDone: () => void,
  form: { values: V; setStatus: (status: FormStatus) => void },
  /** A warning the saved entry carries (the wage below the minimum wage): shown instead of the plain success. */
  warningOf?: (result: unknown) => { title: string; description: string } | null,
) {
  try {
    const result = await action();
    const warning = warningOf?.(result) ?? null;
    // Long enough to read a sentence with a law in it, and closable; the entry is saved either way.
    if (warning) notify.warning(warning.title, { description: warning.description, duration: WARNING_MS, closable: true });
    else notify.snackbar(success);
    onDone();
  } catch (err) {
    applyServerErrors(err, form.values, form);
  }
}

/** 'Eintrag löschen' / 'Soll der Eintrag wirklich gelöscht werden?' (spec 1 §8). */
function confirmEntryDelete(t: TFunction) {
  return confirmDialog({
    title: t('employees.history.deleteTitle'),
    message: t('employees.history.deleteMessage'),
    confirmLabel: t('common.delete'),
  });
}
