/** Pure renderers of the outbox's messages: data in, German subject, HTML and plain text out. */
export type { Rendered } from './layout.js';
export { renderInventoryConfirmation, type InventoryConfirmationData } from './inventory-confirmation.js';
export { renderOfficeNotice, type OfficeNoticeData } from './office-notice.js';
export { renderRegistrationCode, type RegistrationCodeData } from './registration-code.js';
export { renderNewDocument, type NewDocumentData } from './new-document.js';
export { renderForgottenClockOut, type ForgottenClockOutData } from './forgotten-clock-out.js';
