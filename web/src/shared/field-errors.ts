import type { FieldError } from './graphql-errors';

/**
 * Server field errors (HTTP 422 / VALIDATION, spec 1 §5) by field name. With a prefix ('employee.',
 * 'wage.', 'employment.') only the errors of that sub-form, without the prefix; the first message per
 * field wins.
 */
export function fieldErrorsFor(errors: readonly FieldError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of errors) {
    if (!path.startsWith(prefix)) continue;
    const field = path.slice(prefix.length);
    if (!field || field.includes('.')) continue;
    out[field] ??= message;
  }
  return out;
}

/** Errors whose path no field of the form shows (so they are not lost). */
export function unplacedErrors(errors: readonly FieldError[], placed: (path: string) => boolean): FieldError[] {
  return errors.filter((e) => !placed(e.path));
}
