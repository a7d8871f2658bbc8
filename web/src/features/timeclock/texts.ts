import { timeclock } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The timeclock namespace (i18n/de/<name>.json) loads with this feature's chunk, not with the login page.
addTexts({ timeclock });
