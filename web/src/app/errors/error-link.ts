import type { ApolloLink } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { decideGlobalAction, type GlobalAction } from './error-policy';

export interface RouteInfo {
  name: string;
  path: string;
  params: Record<string, string | undefined>;
  query: Record<string, string>;
}

export interface ErrorEffects {
  translate: (
    key: 'errors.sessionExpired' | 'errors.accessDenied' | 'errors.passwordChangeRequired' | 'errors.technical' | 'errors.timeout' | 'errors.unreachable',
  ) => string;
  notify: {
    error: (title: string, o?: { id?: string; description?: string }) => unknown;
    snackbar: (title: string, o?: { id?: string }) => unknown;
  };
  closeAllDialogs: () => void;
  isAuthenticated: () => boolean;
  /** Clears the session in the client (cache) and resolves once the app sees "anonymous". */
  resetSession: () => Promise<void>;
  navigate: (to: string, opts?: { replace?: boolean; state?: unknown }) => unknown;
  currentRoute: () => RouteInfo;
  logError: (entry: { httpStatus: number | null; route: RouteInfo; message: string }) => Promise<unknown>;
  /** spec 1 §4: the login page follows 500 ms after 'Session abgelaufen'. */
  sessionExpiredDelayMs?: number;
}

/** Carries out a GlobalAction; kept apart from Apollo so tests can drive it directly. */
export function createErrorEffects(fx: ErrorEffects) {
  let expiring = false;
  return function apply(action: GlobalAction) {
    switch (action.kind) {
      case 'pass':
        return;
      case 'sessionExpired': {
        // Several requests fail together when a session ends: act once, and only for a live session.
        if (expiring || !fx.isAuthenticated()) return;
        expiring = true;
        fx.closeAllDialogs();
        fx.notify.snackbar(fx.translate('errors.sessionExpired'), { id: 'session-expired' });
        const route = fx.currentRoute();
        setTimeout(() => {
          void fx
            .resetSession()
            .then(() => fx.navigate('/login', { replace: true, state: { from: route.path } }))
            .finally(() => {
              expiring = false;
            });
        }, fx.sessionExpiredDelayMs ?? 500);
        return;
      }
      case 'forbidden':
        fx.notify.error(fx.translate('errors.accessDenied'), {
          id: 'forbidden',
          description: action.passwordChange ? fx.translate('errors.passwordChangeRequired') : undefined,
        });
        if (action.passwordChange) fx.navigate('/password');
        return;
      case 'conflict':
        fx.notify.error(action.title);
        return;
      case 'unreachable':
        fx.notify.snackbar(fx.translate('errors.unreachable'), { id: 'unreachable' });
        return;
      case 'technical':
        fx.notify.error(fx.translate(action.timeout ? 'errors.timeout' : 'errors.technical'), { id: 'technical' });
        if (action.log) {
          const route = fx.currentRoute();
          fx.logError({ httpStatus: action.httpStatus, route, message: action.message }).catch(() => undefined);
        }
        return;
    }
  };
}

/** Operation context a caller sets to handle codes itself: `context: { handleErrors: ['CONFLICT'] }`. */
export interface ErrorHandlingContext {
  handleErrors?: readonly string[];
}

export function createErrorLink(fx: ErrorEffects): ApolloLink {
  const apply = createErrorEffects(fx);
  return onError(({ graphQLErrors, networkError, operation }) => {
    const context = operation.getContext() as ErrorHandlingContext;
    apply(
      decideGlobalAction({
        operationName: operation.operationName,
        graphQLErrors,
        networkError: networkError as Parameters<typeof decideGlobalAction>[0]['networkError'],
        handledByCaller: context.handleErrors,
      }),
    );
  });
}
