import { archive } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The archive namespace (i18n/de/archive.json) loads with this feature's chunk, not with the login page.
addTexts({ archive });
