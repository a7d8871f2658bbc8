import type { TFunction } from 'i18next';
import { fieldErrorsFor } from '@/shared/field-errors';
import { applyServerErrors, type FormStatus, type PathPrefixes } from '@/shared/form/server-errors';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';

/** Codes the shell's error link leaves to the caller (app/errors/error-policy.ts); the rest it reports itself. */
const LEFT_TO_CALLER = ['NOT_FOUND', 'GONE', 'TOO_MANY_REQUESTS'];

/**
 * Reports a failed order operation: 422 → field errors by path plus 'Bitte Eingaben prüfen.' (spec 3 §5);
 * codes left to the caller → errors.generalError; everything else the shell has already shown.
 * Returns the field errors (empty when none).
 */
export function reportOrderError(err: unknown, t: TFunction): Record<string, string> {
  const { codes, fieldErrors } = errorCodes(err);
  if (codes.includes('VALIDATION')) {
    const fields = fieldErrorsFor(fieldErrors);
    const first = fieldErrors[0]?.message;
    notify.warning(t('orders.info.checkInput'), { description: Object.keys(fields).length === 0 ? first : undefined });
    return fields;
  }
  if (codes.some((c) => LEFT_TO_CALLER.includes(c))) notify.error(t('orders.info.generalError'));
  return {};
}

/**
 * The same for a formik form: a 422's field errors land on the form's fields (applyServerErrors), those
 * of no field go into the warning's description. Returns the error codes.
 */
export function reportOrderFormError<V>(err: unknown, values: V, form: { setStatus: (s: FormStatus) => void }, t: TFunction, prefixes?: PathPrefixes): string[] {
  const { codes, validation, unplaced } = applyServerErrors(err, values, form, prefixes);
  if (validation) notify.warning(t('orders.info.checkInput'), { description: unplaced.length ? unplaced.map((e) => e.message).join('\n') : undefined });
  else if (codes.some((c) => LEFT_TO_CALLER.includes(c))) notify.error(t('orders.info.generalError'));
  return codes;
}

export { submitOrWarn } from '@/shared/form/submit-or-warn';
