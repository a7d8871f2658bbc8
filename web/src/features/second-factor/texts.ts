import { secondFactor } from 'virtual:i18n-de';
import { addTexts } from '@/i18n/i18n';

// The secondFactor namespace loads with this feature's chunk, not with the login page.
addTexts({ secondFactor });
