import { ApolloError } from '@apollo/client';

/**
 * The GraphQL errors of a failed operation. A variable the server cannot even read (a number beyond
 * 32 bits for an Int) is answered with status 400: its errors then arrive in the network error's body,
 * just as the app's error link reads them (app/errors/error-policy.ts).
 */
function graphQLErrorsOf(err: ApolloError): readonly { message: string; extensions?: Record<string, unknown> }[] {
  if (err.graphQLErrors.length) return err.graphQLErrors;
  const body = (err.networkError as { result?: unknown } | null)?.result as { errors?: unknown } | undefined;
  return Array.isArray(body?.errors) ? body.errors : [];
}

/** The server error codes of a failed operation, with the first message per code. */
export function errorCodes(err: unknown): { codes: string[]; messages: Record<string, string>; fieldErrors: FieldError[] } {
  const messages: Record<string, string> = {};
  const fieldErrors: FieldError[] = [];
  if (!(err instanceof ApolloError)) return { codes: [], messages, fieldErrors };
  for (const e of graphQLErrorsOf(err)) {
    const code = typeof e.extensions?.code === 'string' ? e.extensions.code : 'INTERNAL';
    messages[code] ??= e.message;
    const list = e.extensions?.errors;
    if (code === 'VALIDATION' && Array.isArray(list)) fieldErrors.push(...(list as FieldError[]));
  }
  return { codes: Object.keys(messages), messages, fieldErrors };
}

export interface FieldError {
  path: string;
  message: string;
}

/** A string extension of the first server error that carries it (e.g. `secondFactor` on a login). */
export function errorExtension(err: unknown, key: string): string | undefined {
  if (!(err instanceof ApolloError)) return undefined;
  for (const e of err.graphQLErrors) {
    const v = e.extensions?.[key];
    if (typeof v === 'string') return v;
  }
  return undefined;
}
