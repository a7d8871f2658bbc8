import { GraphQLError } from 'graphql';
import { AuthenticationError, AuthorizationError } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { ConflictError, formatGraphQLError, GoneError, NotFoundError, ValidationError } from './errors.js';

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
