/**
 * Submits a formik form and, when its rules refuse, calls `warn` (the 'Bitte Eingaben prüfen.' toast of
 * spec 3 §5 that some forms show besides the marked fields; formik alone only marks them).
 */
export async function submitOrWarn(form: { validateForm: () => Promise<object>; submitForm: () => Promise<unknown> }, warn: () => void): Promise<void> {
  const errors = await form.validateForm();
  if (Object.keys(errors).length > 0) warn();
  await form.submitForm();
}
