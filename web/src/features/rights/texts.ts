import { rights } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The rights namespace (i18n/de/<name>.json) loads with this feature's chunks, not with the login page.
addTexts({ rights });
