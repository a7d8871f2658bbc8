import { statistics } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The statistics namespace (i18n/de/statistics.json) loads with this feature's chunks, not with the login page.
addTexts({ statistics });
