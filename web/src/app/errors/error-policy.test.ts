import { describe, expect, it, vi } from 'vitest';
import { createErrorEffects, type ErrorEffects } from './error-link';
import { decideGlobalAction, RequestTimeoutError } from './error-policy';

const gql = (code: string, message = 'x', extra: Record<string, unknown> = {}) => ({
  message,
  extensions: { code, ...extra },
});

describe('decideGlobalAction (spec 1 §8)', () => {
  it('ends the session on UNAUTHENTICATED, except for the login itself', () => {
    expect(decideGlobalAction({ operationName: 'Defaults', graphQLErrors: [gql('UNAUTHENTICATED')] })).toEqual({
      kind: 'sessionExpired',
    });
    expect(decideGlobalAction({ operationName: 'Login', graphQLErrors: [gql('UNAUTHENTICATED')] })).toEqual({
      kind: 'pass',
    });
  });

  it('security: stays silent about FORBIDDEN while a second factor must be enrolled (the guard shows its page)', () => {
    expect(
      decideGlobalAction({ operationName: 'X', graphQLErrors: [gql('FORBIDDEN', 'Bitte zuerst den zweiten Faktor einrichten.', { reason: 'SECOND_FACTOR_REQUIRED' })] }),
    ).toEqual({ kind: 'pass' });
  });

  it('says access denied on FORBIDDEN and recognises the forced password change', () => {
    expect(decideGlobalAction({ operationName: 'X', graphQLErrors: [gql('FORBIDDEN', 'Zugriff verweigert!')] })).toEqual({
      kind: 'forbidden',
      passwordChange: false,
    });
    expect(
      decideGlobalAction({ operationName: 'X', graphQLErrors: [gql('FORBIDDEN', 'Bitte zuerst das Passwort ändern.', { reason: 'PASSWORD_CHANGE_REQUIRED' })] }),
    ).toEqual({ kind: 'forbidden', passwordChange: true });
  });

  it('recognises both refusals by extensions.reason, never by the message text (codes, not texts)', () => {
    // A reworded message still means the same; the same words without the code mean nothing special.
    expect(decideGlobalAction({ operationName: 'X', graphQLErrors: [gql('FORBIDDEN', 'Passwort bitte ändern', { reason: 'PASSWORD_CHANGE_REQUIRED' })] })).toEqual({
      kind: 'forbidden',
      passwordChange: true,
    });
    expect(decideGlobalAction({ operationName: 'X', graphQLErrors: [gql('FORBIDDEN', 'Zweiten Faktor einrichten', { reason: 'SECOND_FACTOR_REQUIRED' })] })).toEqual({ kind: 'pass' });
    expect(decideGlobalAction({ operationName: 'X', graphQLErrors: [gql('FORBIDDEN', 'Bitte zuerst das Passwort ändern.')] })).toEqual({
      kind: 'forbidden',
      passwordChange: false,
    });
    expect(decideGlobalAction({ operationName: 'X', graphQLErrors: [gql('FORBIDDEN', 'Bitte zuerst den zweiten Faktor einrichten.')] })).toEqual({
      kind: 'forbidden',
      passwordChange: false,
    });
  });

  it('shows a CONFLICT message as title unless the caller handles it', () => {
    const errors = [gql('CONFLICT', 'Bedienernummer bereits vergeben')];
    expect(decideGlobalAction({ operationName: 'X', graphQLErrors: errors })).toEqual({
      kind: 'conflict',
      title: 'Bedienernummer bereits vergeben',
    });
    expect(decideGlobalAction({ operationName: 'X', graphQLErrors: errors, handledByCaller: ['CONFLICT'] })).toEqual({
      kind: 'pass',
    });
  });

  it.each(['NOT_FOUND', 'GONE', 'VALIDATION', 'TOO_MANY_REQUESTS'])('passes %s to the caller', (code) => {
    expect(decideGlobalAction({ operationName: 'X', graphQLErrors: [gql(code)] })).toEqual({ kind: 'pass' });
  });

  it('treats INTERNAL and unknown codes as technical errors, logged with status and request id', () => {
    expect(
      decideGlobalAction({ operationName: 'X', graphQLErrors: [gql('INTERNAL', 'boom', { requestId: 'r-1' })] }),
    ).toEqual({ kind: 'technical', httpStatus: 500, message: 'INTERNAL: boom (requestId r-1)', timeout: false, log: true });
    expect(decideGlobalAction({ operationName: 'X', graphQLErrors: [{ message: 'no code' }] })).toMatchObject({
      kind: 'technical',
      log: true,
    });
  });

  it('treats network errors as technical, with the HTTP status when there is one', () => {
    const serverError = Object.assign(new Error('Response not successful'), { statusCode: 502 });
    expect(decideGlobalAction({ operationName: 'X', networkError: serverError })).toMatchObject({
      kind: 'technical',
      httpStatus: 502,
      timeout: false,
    });
    expect(decideGlobalAction({ operationName: 'X', networkError: new RequestTimeoutError() })).toMatchObject({
      kind: 'technical',
      timeout: true,
    });
  });

  it('does not log failures of the logger itself', () => {
    const serverError = Object.assign(new Error('Response not successful'), { statusCode: 502 });
    expect(decideGlobalAction({ operationName: 'LogClientEvent', networkError: serverError })).toMatchObject({ kind: 'technical', log: false });
  });

  it('calls a request without any answer (no connection) unreachable, not technical', () => {
    expect(decideGlobalAction({ operationName: 'X', networkError: new TypeError('Failed to fetch') })).toEqual({ kind: 'unreachable' });
    // A non-JSON error answer carries a status: still technical.
    const html = Object.assign(new Error('Unexpected token'), { statusCode: 502, result: '<html>' });
    expect(decideGlobalAction({ operationName: 'X', networkError: html })).toMatchObject({ kind: 'technical', httpStatus: 502 });
  });
});

function effects(overrides: Partial<ErrorEffects> = {}) {
  const fx = {
    translate: vi.fn((k: string) => `t:${k}`),
    notify: { error: vi.fn(), snackbar: vi.fn() },
    closeAllDialogs: vi.fn(),
    isAuthenticated: vi.fn(() => true),
    resetSession: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(),
    currentRoute: vi.fn(() => ({ name: 'employees', path: '/employees', params: {}, query: { page: '2' } })),
    logError: vi.fn(() => Promise.resolve()),
    ...overrides,
  } satisfies ErrorEffects;
  return { fx, apply: createErrorEffects(fx) };
}

describe('global error effects', () => {
  it('on session expiry closes dialogs, shows the snackbar and goes to /login after 500 ms, once', async () => {
    vi.useFakeTimers();
    const { fx, apply } = effects();
    apply({ kind: 'sessionExpired' });
    apply({ kind: 'sessionExpired' });
    expect(fx.closeAllDialogs).toHaveBeenCalledOnce();
    expect(fx.notify.snackbar).toHaveBeenCalledExactlyOnceWith('t:errors.sessionExpired', expect.anything());
    expect(fx.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(499);
    expect(fx.resetSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fx.resetSession).toHaveBeenCalledOnce();
    expect(fx.navigate).toHaveBeenCalledWith('/login', { replace: true, state: { from: '/employees' } });
    vi.useRealTimers();
  });

  it('ignores an UNAUTHENTICATED answer when nobody is logged in', () => {
    const { fx, apply } = effects({ isAuthenticated: () => false });
    apply({ kind: 'sessionExpired' });
    expect(fx.notify.snackbar).not.toHaveBeenCalled();
  });

  it('says once that there is no connection, without logging', () => {
    const { fx, apply } = effects();
    apply({ kind: 'unreachable' });
    expect(fx.notify.snackbar).toHaveBeenCalledWith('t:errors.unreachable', { id: 'unreachable' });
    expect(fx.notify.error).not.toHaveBeenCalled();
    expect(fx.logError).not.toHaveBeenCalled();
  });

  it('logs technical errors with the route and shows the technical message', () => {
    const { fx, apply } = effects();
    apply({ kind: 'technical', httpStatus: 500, message: 'INTERNAL: boom', timeout: false, log: true });
    expect(fx.notify.error).toHaveBeenCalledWith('t:errors.technical', expect.anything());
    expect(fx.logError).toHaveBeenCalledWith({
      httpStatus: 500,
      route: { name: 'employees', path: '/employees', params: {}, query: { page: '2' } },
      message: 'INTERNAL: boom',
    });
  });

  it("shows 'Request timed out' for a timeout and does not log the logger's own failure", () => {
    const { fx, apply } = effects();
    apply({ kind: 'technical', httpStatus: null, message: 'Request timed out', timeout: true, log: false });
    expect(fx.notify.error).toHaveBeenCalledWith('t:errors.timeout', expect.anything());
    expect(fx.logError).not.toHaveBeenCalled();
  });

  it('navigates to the password form when the server demands a password change', () => {
    const { fx, apply } = effects();
    apply({ kind: 'forbidden', passwordChange: true });
    expect(fx.notify.error).toHaveBeenCalledWith('t:errors.accessDenied', expect.anything());
    expect(fx.navigate).toHaveBeenCalledWith('/password');
  });
});
