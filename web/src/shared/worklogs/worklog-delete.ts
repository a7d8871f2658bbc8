import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { notify } from '@/shared/notify';
import { loadOffered } from '@/shared/offered-dialogs';
import './texts';

/** 'Löschen bestätigen' / 'Soll der Eintrag wirklich gelöscht werden?' (spec 1 §2.3, §4 "Worklog delete"). */
export function confirmWorklogDelete(t: ReturnType<typeof useTranslation>['t']): Promise<boolean> {
  return confirmDialog({ confirmLabel: t('common.delete') });
}

/**
 * Deletes a worklog after the confirmation; says 'Eintrag gelöscht' and resolves true when it is gone.
 * A 409 (closed month) is shown by the shell with its title. The mutation comes with the worklog
 * dialog's chunk (shared/offered-dialogs.ts), so the accounting lists and the order's worklogs tab
 * delete alike without one feature importing the other.
 */
export function useWorklogDelete(): (worklogId: number) => Promise<boolean> {
  const { t } = useTranslation();
  const client = useApolloClient();
  return useCallback(
    async (worklogId: number) => {
      if (!(await confirmWorklogDelete(t))) return false;
      try {
        const { deleteWorklog } = await loadOffered('worklog');
        await deleteWorklog(client, worklogId);
        notify.success(t('worklogs.dialog.deleted'));
        return true;
      } catch {
        return false;
      }
    },
    [client, t],
  );
}
