import { search } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The search namespace (i18n/de/<name>.json) loads with this feature's chunk, not with the login page.
addTexts({ search });
