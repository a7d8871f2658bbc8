import type { TFunction } from 'i18next';
import { confirmationLink } from '@/shared/confirmations/confirmation-rules';
import { notify } from '@/shared/notify';

/**
 * Copies a confirmation's absolute link to the clipboard with a German toast. Without the Clipboard
 * API (a plain-http address other than localhost) a hidden text area and execCommand('copy') stand in.
 */
export async function copyConfirmationLink(uuid: string, t: TFunction): Promise<string> {
  const link = confirmationLink(uuid);
  let ok = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(link);
      ok = true;
    }
  } catch {
    ok = false;
  }
  if (!ok) ok = legacyCopy(link);
  if (ok) notify.success(t('orders.planning.linkCopied'), { id: 'confirmation-link', description: link });
  else notify.error(t('orders.planning.linkCopyFailed'), { id: 'confirmation-link', description: link });
  return link;
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
