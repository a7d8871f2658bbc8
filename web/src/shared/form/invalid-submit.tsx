import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a <Formik>: calls `onInvalid` once after each submit that the form's own rules stopped (the
 * fields show their errors; this is for a word elsewhere, such as the create dialog's 'Bitte Eingaben
 * prüfen.'). A submit that reached the server is the form's onSubmit's business.
 */
export function OnInvalidSubmit({ onInvalid }: { onInvalid: () => void }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length > 0) onInvalid();
  });
  return null;
}
