import { i18n } from '@/i18n/i18n';
import { notify } from '@/shared/notify';
import './texts';

/** spec 3 §9: customer messages stay 1 s. */
export const CUSTOMER_TOAST_MS = 1000;

/** Codes the shell's error link already reports (CONFLICT as a toast, 401, 403): no second message. */
export const HANDLED_GLOBALLY: readonly string[] = ['CONFLICT', 'UNAUTHENTICATED', 'FORBIDDEN'];

/** 'Bitte Eingaben prüfen.' once, however often the customer form is refused (by its rules or the server). */
export const warnCheckInput = () => notify.warning(i18n.t('customers.create.checkInput'), { id: 'customer-check-input' });
