import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteWorklogMutation } from '@/generated/worklogs';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { notify } from '@/shared/notify';
import '../texts';

/** 'Löschen bestätigen' / 'Soll der Eintrag wirklich gelöscht werden?' (spec 1 §2.3, §4 "Worklog delete"). */
export function confirmWorklogDelete(t: ReturnType<typeof useTranslation>['t']): Promise<boolean> {
  return confirmDialog({ confirmLabel: t('common.delete') });
}

/**
 * Deletes a worklog after the confirmation; says 'Eintrag gelöscht' and resolves true when it is gone.
 * A 409 (closed month) is shown by the shell with its title.
 */
export function useWorklogDelete(): (worklogId: number) => Promise<boolean> {
  const { t } = useTranslation();
  const [mutate] = useDeleteWorklogMutation();
  return useCallback(
    async (worklogId: number) => {
      if (!(await confirmWorklogDelete(t))) return false;
      try {
        await mutate({ variables: { id: worklogId } });
        notify.success(t('worklogs.dialog.deleted'));
        return true;
      } catch {
        return false;
      }
    },
    [mutate, t],
  );
}
