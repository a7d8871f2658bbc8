import type { GraphQLFormattedError } from 'graphql';
import { forbiddenReasonOf, httpStatusOf } from '@inv/domain';

/** Operations whose own failures the global handler leaves alone (see decideGlobalAction). */
export const LOGIN_OPERATION = 'Login';
export const LOGGER_OPERATION = 'LogClientEvent';

/** Raised by the request timeout (spec 1 §8 "Timeout: 'Request timed out'"). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor() {
    super('Request timed out');
  }
}

export type GlobalAction =
  | { kind: 'pass' }
  | { kind: 'sessionExpired' }
  | { kind: 'forbidden'; passwordChange: boolean }
  | { kind: 'conflict'; title: string }
  /** no answer at all (no connection): said once, not logged — the log could not reach the server either */
  | { kind: 'unreachable' }
  | { kind: 'technical'; httpStatus: number | null; message: string; timeout: boolean; log: boolean };

export interface FailedOperation {
  operationName: string;
  graphQLErrors?: readonly GraphQLFormattedError[];
  networkError?: (Error & { statusCode?: number; result?: unknown }) | null;
  /** Codes the caller handles itself for this operation (operation context `handleErrors`). */
  handledByCaller?: readonly string[];
}

const PASSED: readonly string[] = ['NOT_FOUND', 'GONE', 'VALIDATION', 'TOO_MANY_REQUESTS'];
const PRIORITY: readonly string[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT'];

function codeOf(e: GraphQLFormattedError): string {
  const code = e.extensions?.code;
  return typeof code === 'string' ? code : 'INTERNAL';
}

/** GraphQL errors of a non-2xx answer arrive inside the network error's body. */
function errorsOf(op: FailedOperation): readonly GraphQLFormattedError[] {
  if (op.graphQLErrors?.length) return op.graphQLErrors;
  const body = op.networkError?.result as { errors?: GraphQLFormattedError[] } | undefined;
  return Array.isArray(body?.errors) ? body.errors : [];
}

/**
 * What the app does globally about a failed operation (spec 1 §8):
 * UNAUTHENTICATED ends the session (not for the login itself, whose failure the form shows);
 * FORBIDDEN says 'Zugriff verweigert!'; CONFLICT shows its message as title; NOT_FOUND, GONE,
 * VALIDATION and TOO_MANY_REQUESTS go to the caller; anything else is a technical error, logged to the
 * server unless the logger call itself failed.
 */
export function decideGlobalAction(op: FailedOperation): GlobalAction {
  const errors = errorsOf(op);
  const byCaller = new Set(op.handledByCaller ?? []);
  const log = op.operationName !== LOGGER_OPERATION;

  if (errors.length === 0) {
    const status = op.networkError?.statusCode;
    if (status === 401 && op.operationName !== LOGIN_OPERATION && !byCaller.has('UNAUTHENTICATED')) {
      return { kind: 'sessionExpired' };
    }
    if (status === 403 && !byCaller.has('FORBIDDEN')) return { kind: 'forbidden', passwordChange: false };
    if (!op.networkError) return { kind: 'pass' };
    const timeout = op.networkError.name === 'RequestTimeoutError';
    // fetch failed without a status: no connection (a store's cellar, the app started offline). The
    // spec's technical error is for answers with a status; this one gets a plain 'no connection'.
    if (status === undefined && !timeout && op.networkError.result === undefined) return { kind: 'unreachable' };
    return { kind: 'technical', httpStatus: status ?? null, message: op.networkError.message, timeout, log };
  }

  const relevant = errors.filter((e) => !byCaller.has(codeOf(e)) && !PASSED.includes(codeOf(e)));
  const pick = (code: string) => relevant.find((e) => codeOf(e) === code);
  for (const code of PRIORITY) {
    const e = pick(code);
    if (!e) continue;
    if (code === 'UNAUTHENTICATED') {
      if (op.operationName === LOGIN_OPERATION) continue;
      return { kind: 'sessionExpired' };
    }
    if (code === 'FORBIDDEN') {
      // While a second factor must be enrolled the route guard already shows the enrolment page, so
      // queries the shell sends meanwhile fail silently.
      const reason = forbiddenReasonOf(e.extensions);
      if (reason === 'SECOND_FACTOR_REQUIRED') return { kind: 'pass' };
      return { kind: 'forbidden', passwordChange: reason === 'PASSWORD_CHANGE_REQUIRED' };
    }
    return { kind: 'conflict', title: e.message };
  }
  const other = relevant.find((e) => !PRIORITY.includes(codeOf(e)));
  if (!other) return { kind: 'pass' };
  const code = codeOf(other);
  const requestId = other.extensions?.requestId;
  const message = `${code}: ${other.message}${typeof requestId === 'string' ? ` (requestId ${requestId})` : ''}`;
  return {
    kind: 'technical',
    httpStatus: httpStatusOf(code),
    message,
    timeout: false,
    log,
  };
}

/** For callers: true when the global handler already told the user about this error. */
export function isHandledGlobally(op: FailedOperation): boolean {
  return decideGlobalAction(op).kind !== 'pass';
}
