import { outbox } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The outbox namespace (i18n/de/outbox.json) loads with this feature's chunk, not with the login page.
addTexts({ outbox });
