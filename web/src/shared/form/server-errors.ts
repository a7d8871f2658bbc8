import { getIn } from 'formik';
import { errorCodes, type FieldError } from '../graphql-errors';

/**
 * How a form's fields are named on the server: a path prefix of the server's 422 → the form's own
 * prefix. Spec 1 §5: 'employee.', 'wage.', 'employment.' go to the create form's sub-forms; spec 2 §5:
 * the registration's 'registrationData.' (and the original 'model.') to the registration's own fields.
 */
export type PathPrefixes = Readonly<Record<string, string>>;

export const REGISTRATION_PREFIXES: PathPrefixes = { 'registrationData.': '', 'model.': '' };

/** What formik's `status` holds: the server's field errors until their field changes. */
export interface FormStatus {
  serverErrors?: Readonly<Record<string, string>>;
}

/** The form path of a server path (longest matching prefix wins; unmatched paths stay as they are). */
export function formPath(path: string, prefixes: PathPrefixes = {}): string {
  let best = '';
  for (const prefix of Object.keys(prefixes)) if (path.startsWith(prefix) && prefix.length > best.length) best = prefix;
  const rest = best ? prefixes[best] + path.slice(best.length) : path;
  // "children[0].firstName" and "children.0.firstName" name the same field.
  return rest.replace(/\[(\d+)\]/g, '.$1');
}

/** Server field errors by form path, the first message per path. */
export function serverFieldErrors(errors: readonly FieldError[], prefixes: PathPrefixes = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of errors) out[formPath(path, prefixes)] ??= message;
  return out;
}

/**
 * After a failed submit: puts a 422's field errors on the form's fields (formik status, shown until the
 * field changes) and answers the error codes for the rest of the handling, with the field errors no field
 * of the form shows (`unplaced`, so a form can say them elsewhere instead of losing them).
 */
export function applyServerErrors<V>(
  err: unknown,
  values: V,
  form: { setStatus: (status: FormStatus) => void },
  prefixes: PathPrefixes = {},
): { codes: string[]; messages: Record<string, string>; validation: boolean; unplaced: FieldError[] } {
  const { codes, messages, fieldErrors } = errorCodes(err);
  const validation = codes.includes('VALIDATION');
  const placed: Record<string, string> = {};
  const unplaced: FieldError[] = [];
  for (const e of fieldErrors) {
    const path = formPath(e.path, prefixes);
    if (getIn(values, path) === undefined) unplaced.push(e);
    else placed[path] ??= e.message;
  }
  form.setStatus({ serverErrors: placed });
  return { codes, messages, validation, unplaced };
}

export const serverErrorOf = (status: unknown, name: string): string | undefined => (status as FormStatus | undefined)?.serverErrors?.[name];

export function withoutServerError(status: unknown, name: string): FormStatus {
  const errors = { ...(status as FormStatus | undefined)?.serverErrors };
  delete errors[name];
  return { ...(status as FormStatus | undefined), serverErrors: errors };
}
