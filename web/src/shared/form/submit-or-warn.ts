import type { FormikErrors } from 'formik';

/**
 * Submits a formik form and, when its own rules refuse, calls `warn` with the errors (the 'Bitte
 * Eingaben prüfen.' toast some forms show besides the marked fields; formik alone only marks them).
 * The one way a form warns about a refused submit: `SubmitButton`'s `onInvalid` uses it too.
 */
export async function submitOrWarn<V>(
  form: { validateForm: () => Promise<FormikErrors<V>>; submitForm: () => Promise<unknown> },
  warn: (errors: FormikErrors<V>) => void,
): Promise<void> {
  const errors = await form.validateForm();
  if (Object.keys(errors).length > 0) warn(errors);
  await form.submitForm();
}
