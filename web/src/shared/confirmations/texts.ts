import { confirmations } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The confirmations namespace (i18n/de/<name>.json) loads with the public confirmation page's chunk
// and with the orders chunk (planning dialog, order info card), not with the login page.
addTexts({ confirmations });
