import { worklogs } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// The worklog pieces two features show (type labels, shift headings, the delete confirmation) use the
// worklogs namespace: it loads with them, not with the login page.
addTexts({ worklogs });
