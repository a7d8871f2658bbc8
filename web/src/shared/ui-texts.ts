import { dates, table } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';

// The texts of the shared UI kit (tables, date fields, dialogs) load with it, not with the login page.
addTexts({ dates, table });
