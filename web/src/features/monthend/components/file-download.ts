import { useApolloClient } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { type FetchedFile, saveBlob } from '@/shared/download';
import { notify } from '@/shared/notify';
import { recheckSession } from '@/shared/rest-session';

/** Saves a fetched file, or says why it could not be fetched (404 'Datei nicht gefunden', 403 'Zugriff verweigert!'). */
export function useSaveFetched() {
  const { t } = useTranslation();
  const client = useApolloClient();
  return (answer: FetchedFile) => {
    if (answer.kind === 'ok') {
      saveBlob(answer.blob, answer.fileName);
      return true;
    }
    if (answer.kind === 'refused' && answer.status === 401) recheckSession(client);
    else if (answer.kind === 'refused' && answer.status === 403) notify.error(t('errors.accessDenied'), { id: 'forbidden' });
    else if (answer.kind === 'refused' && answer.status === 404) notify.error(answer.message ?? t('monthend.download.notFound'));
    else notify.error(answer.kind === 'failed' && answer.timeout ? t('errors.timeout') : t('monthend.download.failed'));
    return false;
  };
}
