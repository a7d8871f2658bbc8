import { timeclock } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';
import '@/shared/ui-texts';

// Time controlling shares the timeclock's namespace (timeclock.controlling, timeclock.types).
addTexts({ timeclock });
