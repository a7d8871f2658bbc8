import { type FormikErrors, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a formik form: calls `onInvalid` once for every submit the form's own rules stopped (formik
 * does not call onSubmit then), for forms that say so beside the fields ('Bitte Eingaben prüfen.', the
 * spec's 'Keine Datei ausgewählt' warning). Renders nothing.
 */
export function OnInvalidSubmit<V>({ onInvalid }: { onInvalid: (errors: FormikErrors<V>) => void }) {
  const form = useFormikContext<V>();
  const seen = useRef(form.submitCount);
  const { submitCount, isSubmitting, errors } = form;
  useEffect(() => {
    // A submit attempt raises submitCount with isSubmitting; a refused one ends it with the errors set.
    if (isSubmitting || submitCount === seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length > 0) onInvalid(errors);
  }, [submitCount, isSubmitting, errors, onInvalid]);
  return null;
}
