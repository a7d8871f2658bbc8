import { worklogs } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The clocking history's texts (worklogs.history) load with the parts that show it (order worklogs
// dialog, /clockingHistory), not with the login page.
addTexts({ worklogs });
