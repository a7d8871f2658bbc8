/**
 * The architecture's error table (ARCHITECTURE.md "Errors"), once for every face: the stable codes the
 * server puts in GraphQL `extensions.code`, and the HTTP status each stands for — the REST layer answers
 * with it, the web reports it for errors it did not expect.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'VALIDATION',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = Object.freeze({
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
});

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

/** The status of an `extensions.code`; anything unknown is an internal error (500). */
export const httpStatusOf = (code: unknown): number => (isErrorCode(code) ? HTTP_STATUS[code] : 500);

/**
 * Why a logged-in session is refused (FORBIDDEN, `extensions.reason`) although the operation's rights
 * may be there: it must first change its initial password, or first enrol its second factor. Clients
 * react to the reason, never to the German message.
 */
export const FORBIDDEN_REASONS = ['PASSWORD_CHANGE_REQUIRED', 'SECOND_FACTOR_REQUIRED'] as const;
export type ForbiddenReason = (typeof FORBIDDEN_REASONS)[number];

export const forbiddenReasonOf = (extensions: Readonly<Record<string, unknown>> | undefined): ForbiddenReason | null => {
  const reason = extensions?.reason;
  return typeof reason === 'string' && (FORBIDDEN_REASONS as readonly string[]).includes(reason) ? (reason as ForbiddenReason) : null;
};
