import { audit } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The audit namespace (i18n/de/audit.json) loads with this feature's chunk, not with the login page.
addTexts({ audit });
