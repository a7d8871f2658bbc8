import { describe, expect, it } from 'vitest';
import { ERROR_CODES, forbiddenReasonOf, HTTP_STATUS, httpStatusOf } from './errors.js';

describe('error table', () => {
  it('gives every code the status of the architecture table, anything else 500', () => {
    expect(HTTP_STATUS).toEqual({
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      GONE: 410,
      VALIDATION: 422,
      TOO_MANY_REQUESTS: 429,
      INTERNAL: 500,
    });
    expect(Object.keys(HTTP_STATUS)).toEqual([...ERROR_CODES]);
    expect(httpStatusOf('GONE')).toBe(410);
    expect(httpStatusOf('UNAUTHORIZED')).toBe(500);
    expect(httpStatusOf(undefined)).toBe(500);
    expect(httpStatusOf('toString')).toBe(500);
  });

  it('reads a forbidden reason only from the known codes', () => {
    expect(forbiddenReasonOf({ code: 'FORBIDDEN', reason: 'PASSWORD_CHANGE_REQUIRED' })).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(forbiddenReasonOf({ code: 'FORBIDDEN', reason: 'SECOND_FACTOR_REQUIRED' })).toBe('SECOND_FACTOR_REQUIRED');
    expect(forbiddenReasonOf({ code: 'FORBIDDEN', reason: 'Bitte zuerst das Passwort ändern.' })).toBeNull();
    expect(forbiddenReasonOf(undefined)).toBeNull();
  });
});
