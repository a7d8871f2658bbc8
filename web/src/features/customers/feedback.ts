/** spec 3 §9: customer messages stay 1 s. */
export const CUSTOMER_TOAST_MS = 1000;

/** Codes the shell's error link already reports (CONFLICT as a toast, 401, 403): no second message. */
export const HANDLED_GLOBALLY: readonly string[] = ['CONFLICT', 'UNAUTHENTICATED', 'FORBIDDEN'];
