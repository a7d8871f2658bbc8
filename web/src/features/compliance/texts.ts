import { compliance } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The compliance namespace (i18n/de/compliance.json) loads with this feature's chunk, not with the login page.
addTexts({ compliance });
