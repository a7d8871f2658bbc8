import type { TFunction } from 'i18next';
import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { fieldErrorsFor } from '@/shared/field-errors';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';

interface EntryDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  editable: boolean;
  deletable: boolean;
  busy: boolean;
  onSave: () => void;
  onDelete: () => void;
  testId: string;
  children: ReactNode;
}

/** Edit dialog of one wage or employment entry: save, and delete for a Superadmin (spec 1 §4). */
export function EntryDialog({ open, onClose, title, editable, deletable, busy, onSave, onDelete, testId, children }: EntryDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      testId={testId}
      footer={
        <>
          {deletable && (
            <Button variant="outline" colorPalette="red" onClick={onDelete} disabled={busy}>
              <LuTrash2 />
              {t('common.delete')}
            </Button>
          )}
          <Box flex="1" />
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {editable ? t('common.cancel') : t('common.close')}
          </Button>
          {editable && (
            <Button colorPalette="brand" loading={busy} onClick={onSave}>
              {t('common.save')}
            </Button>
          )}
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
 * Runs an add/update/delete of an entry: a snackbar on success, 422 field errors onto the form; other
 * errors are left to the shell (a closed month arrives as CONFLICT and is shown there).
 */
export async function runEntryMutation(
  action: () => Promise<unknown>,
  success: string,
  onDone: () => void,
  onFieldErrors: (errors: Record<string, string>) => void,
) {
  try {
    await action();
    notify.snackbar(success);
    onDone();
  } catch (err) {
    const { codes, fieldErrors } = errorCodes(err);
    if (codes.includes('VALIDATION')) onFieldErrors(fieldErrorsFor(fieldErrors));
  }
}

/** 'Eintrag löschen' / 'Soll der Eintrag wirklich gelöscht werden?' (spec 1 §8). */
export function confirmEntryDelete(t: TFunction) {
  return confirmDialog({
    title: t('employees.history.deleteTitle'),
    message: t('employees.history.deleteMessage'),
    confirmLabel: t('common.delete'),
  });
}
