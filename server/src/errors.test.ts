import { GraphQLError } from 'graphql';
import { AuthenticationError, AuthorizationError } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { ConflictError, databaseInputProblem, formatGraphQLError, GoneError, NotFoundError, ValidationError } from './errors.js';

const wrap = (original: Error) => new GraphQLError(original.message, { originalError: original });
const fmt = (e: unknown) => formatGraphQLError({ message: (e as Error).message }, e, 'req-1');

describe('formatGraphQLError: the one error table', () => {
  it.each([
    [new ConflictError('Bedienernummer bereits vergeben'), 'CONFLICT', 'Bedienernummer bereits vergeben'],
    [new NotFoundError(), 'NOT_FOUND', 'Nicht gefunden'],
    [new GoneError('Registrierung bereits abgeschlossen!'), 'GONE', 'Registrierung bereits abgeschlossen!'],
  ])('%s keeps its message and code', (err, code, message) => {
    const f = fmt(wrap(err));
    expect(f.extensions?.code).toBe(code);
    expect(f.message).toBe(message);
  });

  it('validation errors carry their field paths', () => {
    const f = fmt(wrap(new ValidationError([{ path: 'currentPassword', message: 'Aktuelles Passwort ist nicht korrekt' }])));
    expect(f.extensions).toEqual({ code: 'VALIDATION', errors: [{ path: 'currentPassword', message: 'Aktuelles Passwort ist nicht korrekt' }] });
  });

  it("type-graphql's UNAUTHORIZED means forbidden", () => {
    expect(fmt(new AuthorizationError()).extensions?.code).toBe('FORBIDDEN');
    expect(fmt(new AuthenticationError()).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('unknown errors become INTERNAL without their message or stack', () => {
    const f = fmt(wrap(new Error('relation "secret_table" does not exist')));
    expect(f.extensions).toEqual({ code: 'INTERNAL', requestId: 'req-1' });
    expect(JSON.stringify(f)).not.toMatch(/secret_table|stack/);
    expect(f.message).toBe('Ein technischer Fehler ist aufgereten.');
  });
});

describe('the database backstop: values that do not fit are invalid input (found by fuzzing)', () => {
  it('backstop: SQLSTATE 22021 (a byte the encoding cannot hold) is invalid input, not a 500', () => {
    expect(databaseInputProblem({ code: '22021' })).toBe('');
  });

  it('backstop: SQLSTATE 23514 (a check constraint) is invalid input on the constrained field', () => {
    const err = { code: '23514', table: 'wage_entry', constraint: 'wage_entry_wage_positive' };
    expect(databaseInputProblem(err)).toBe('wage');
    expect(databaseInputProblem({ code: '23514', table: 'cash_flow', constraint: 'cash_flow_amount_check' })).toBe('amount');
    expect(formatGraphQLError({ message: 'x' }, err).extensions).toEqual({ code: 'VALIDATION', errors: [{ path: 'wage', message: 'Bitte Eingaben prüfen.' }] });
  });
});
