import { orders, worklogs } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The orders namespace (i18n/de/<name>.json) loads with this feature's chunk, not with the login page.
// The worklogs tab labels the automatic pause with the worklogs namespace's texts too.
addTexts({ orders, worklogs });
