import { monthend } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The month-end namespace (i18n/de/monthend.json) loads with this feature's chunk, not with the login page.
addTexts({ monthend });
