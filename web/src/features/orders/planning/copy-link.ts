import type { TFunction } from 'i18next';
import { copyText } from '@/shared/clipboard';
import { confirmationLink } from '@/shared/confirmations/confirmation-rules';
import { notify } from '@/shared/notify';

/** Copies a confirmation's absolute link to the clipboard (copyText) with a German toast. */
export async function copyConfirmationLink(uuid: string, t: TFunction): Promise<string> {
  const link = confirmationLink(uuid);
  const ok = await copyText(link);
  if (ok) notify.success(t('orders.planning.linkCopied'), { id: 'confirmation-link', description: link });
  else notify.error(t('orders.planning.linkCopyFailed'), { id: 'confirmation-link', description: link });
  return link;
}
