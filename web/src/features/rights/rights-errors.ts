import type { TFunction } from 'i18next';
import { type FieldError, errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';

/**
 * Rights changes handle FORBIDDEN themselves: the server's reason ('Eigene Rollen können nicht
 * geändert werden.', 'Sie können nur Rechte vergeben, die Sie selbst besitzen.') is the point of the
 * refusal, so it goes under the usual 'Zugriff verweigert!'. CONFLICT titles stay with the global
 * handler (spec 3 §8: 409 shows the title from the response body).
 */
export const RIGHTS_CHANGE_CONTEXT = { handleErrors: ['FORBIDDEN'] };

/** Tells the user what the global handler does not; returns the field errors of a 422 for the form. */
export function reportRightsError(err: unknown, t: TFunction): FieldError[] {
  const { codes, messages, fieldErrors } = errorCodes(err);
  if (codes.includes('FORBIDDEN')) notify.error(t('errors.accessDenied'), { id: 'forbidden', description: messages.FORBIDDEN });
  else if (codes.includes('NOT_FOUND')) notify.error(messages.NOT_FOUND ?? t('errors.generic'));
  else if (codes.includes('VALIDATION')) notify.warning(t('errors.checkInput'));
  return fieldErrors;
}
