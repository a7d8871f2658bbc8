import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError as ClassValidationError } from 'class-validator';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ErrorCode, ForbiddenReason } from '@inv/domain';
import { fieldLabels, msg } from './messages.js';

export interface FieldError {
  path: string;
  message: string;
}

/** A domain error; its `code` (@inv/domain's error table) decides the GraphQL code and the REST status. */
export abstract class AppError extends Error {
  abstract readonly code: ErrorCode;
  extensions(): Record<string, unknown> {
    return {};
  }
}

export class UnauthenticatedError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  constructor() {
    super(msg.unauthenticated);
  }
}

/** A correct password that still needs the second factor (REQUIRED) or came with a wrong code (INVALID). */
export class SecondFactorError extends AppError {
  readonly code = 'UNAUTHENTICATED';
  constructor(readonly reason: 'REQUIRED' | 'INVALID') {
    super(reason === 'REQUIRED' ? msg.secondFactorCodeRequired : msg.secondFactorCodeWrong);
  }
  override extensions() {
    return { secondFactor: this.reason };
  }
}

export class ForbiddenError extends AppError {
  readonly code = 'FORBIDDEN';
  /** `reason`: what the session must do first (`extensions.reason`); clients react to it, not to the text. */
  constructor(
    message: string = msg.forbidden,
    readonly reason?: ForbiddenReason,
  ) {
    super(message);
  }
  override extensions() {
    return this.reason ? { reason: this.reason } : {};
  }
}

export class NotFoundError extends AppError {
  readonly code = 'NOT_FOUND';
  /** `key`: a stable message key clients translate (e.g. REGISTRATION_CODE_INVALID). */
  constructor(
    message: string = msg.notFound,
    readonly key?: string,
  ) {
    super(message);
  }
  override extensions() {
    return this.key ? { key: this.key } : {};
  }
}

export class ConflictError extends AppError {
  readonly code = 'CONFLICT';
}

export class GoneError extends AppError {
  readonly code = 'GONE';
  /** Response headers the REST face sets (e.g. x-expired: true). */
  constructor(
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  override extensions() {
    return { headers: this.headers };
  }
}

export class ValidationError extends AppError {
  readonly code = 'VALIDATION';
  constructor(readonly errors: FieldError[]) {
    super(msg.checkInput);
  }
  override extensions() {
    return { errors: this.errors };
  }
}

export class TooManyRequestsError extends AppError {
  readonly code = 'TOO_MANY_REQUESTS';
  constructor(
    readonly retryAfterSeconds: number,
    message: string = msg.tooManyAttempts,
  ) {
    super(message);
  }
  override extensions() {
    return { retryAfter: this.retryAfterSeconds };
  }
}

/** Collects field errors and throws one ValidationError when any were found. */
export class FieldErrors {
  private readonly list: FieldError[] = [];
  add(path: string, message: string): this {
    this.list.push({ path, message });
    return this;
  }
  get empty() {
    return this.list.length === 0;
  }
  throwIfAny(): void {
    if (this.list.length) throw new ValidationError(this.list);
  }
}

/**
 * A delete refused because other rows still refer to the row: SQLSTATE 23503 (foreign_key_violation,
 * NO ACTION) or 23001 (restrict_violation, ON DELETE RESTRICT, which MikroORM does not map).
 */
export function isStillReferenced(err: unknown): boolean {
  if (err instanceof ForeignKeyConstraintViolationException) return true;
  const code = (err as { code?: string })?.code;
  return code === '23503' || code === '23001';
}

/**
 * SQLSTATEs that mean "this value does not fit": 22001 string too long, 22003 numeric out of range,
 * 22P02 invalid text representation, 22007/22008 invalid date/time, 22021 a byte the encoding cannot
 * hold (NUL, from anything text-input.ts does not see), 23514 a check constraint (a wage of 1e-91 is
 * positive in JavaScript and 0.00 in its numeric column; found by fuzzing). Returns the column name when
 * PostgreSQL names one, else '' (the field path of the 422), or null for any other error.
 */
export function databaseInputProblem(err: unknown): string | null {
  const code = (err as { code?: unknown })?.code;
  if (typeof code !== 'string' || !['22001', '22003', '22P02', '22007', '22008', '22021', '23514'].includes(code)) return null;
  const { column, table, constraint } = err as { column?: unknown; table?: unknown; constraint?: unknown };
  const camel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  if (typeof column === 'string') return camel(column);
  // 23514: a check constraint names no column; ours are named <table>_<column>_(check|positive|range).
  if (code === '23514' && typeof constraint === 'string' && typeof table === 'string' && constraint.startsWith(`${table}_`)) {
    return camel(constraint.slice(table.length + 1).replace(/_(check|positive|range)$/, ''));
  }
  return '';
}

function flattenClassValidator(errors: ClassValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ path, message }));
    return [...own, ...flattenClassValidator(e.children ?? [], path)];
  });
}

/**
 * The one mapping from anything thrown inside a resolver to the client-facing error.
 * Unknown errors become INTERNAL with a generic message; the caller logs the original, it is never sent.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  requestId?: string,
): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const base = { message: formatted.message, path: formatted.path, locations: formatted.locations };

  if (original instanceof AppError) {
    return { ...base, message: original.message, extensions: { code: original.code, ...original.extensions() } };
  }
  if (original instanceof ArgumentValidationError) {
    // Input objects are nested under their argument name; clients expect the field path only.
    const errors = flattenClassValidator(original.extensions.validationErrors).map((e) => ({
      ...e,
      path: e.path.replace(/^input\./, ''),
    }));
    return { ...base, message: msg.checkInput, extensions: { code: 'VALIDATION', errors } };
  }
  const badColumn = databaseInputProblem(original);
  if (badColumn !== null) {
    // Backstop for values the up-front column check did not see: invalid input, not a 500.
    return { ...base, message: msg.checkInput, extensions: { code: 'VALIDATION', errors: [{ path: badColumn, message: msg.checkInput }] } };
  }
  if (original instanceof UniqueConstraintViolationException) {
    // A race the service's own duplicate check could not see: the database constraint decides.
    return { ...base, message: msg.duplicate, extensions: { code: 'CONFLICT' } };
  }
  const code = (original as GraphQLError)?.extensions?.code ?? formatted.extensions?.code;
  if (code === 'UNAUTHENTICATED') return { ...base, message: msg.unauthenticated, extensions: { code } };
  // type-graphql reports a failed role check as UNAUTHORIZED: that means forbidden here.
  if (code === 'UNAUTHORIZED' || code === 'FORBIDDEN')
    return { ...base, message: msg.forbidden, extensions: { code: 'FORBIDDEN' } };
  // Nested ("… at "input.personal.sex"") or a whole argument ("Variable "$context" got invalid value …").
  const badVariable =
    /^Variable "\$\w+" got invalid value .*? at "(?:\w+\.)?([^"]+)"/.exec(formatted.message ?? '') ??
    /^Variable "\$(\w+)" got invalid value /.exec(formatted.message ?? '');
  if (badVariable && (code === undefined || code === 'BAD_USER_INPUT')) {
    // A value of the wrong type (text for a number, an unknown enum value): the field is invalid.
    const path = badVariable[1].replace(/\[(\d+)\]/g, '.$1');
    return { ...base, message: msg.checkInput, extensions: { code: 'VALIDATION', errors: [{ path, message: msg.invalid(fieldLabels[path.split('.').at(-1)!] ?? path.split('.').at(-1)!) }] } };
  }
  if (
    code === 'GRAPHQL_VALIDATION_FAILED' ||
    code === 'GRAPHQL_PARSE_FAILED' ||
    code === 'BAD_USER_INPUT' ||
    code === 'BAD_REQUEST' ||
    code === 'PERSISTED_QUERY_NOT_FOUND' ||
    code === 'OPERATION_RESOLUTION_FAILURE'
  ) {
    // Malformed documents or variables: the request's fault, the message is safe to show.
    return { ...base, extensions: { code: 'VALIDATION', errors: [{ path: '', message: formatted.message }] } };
  }
  return { message: msg.internal, path: formatted.path, extensions: { code: 'INTERNAL', requestId } };
}
