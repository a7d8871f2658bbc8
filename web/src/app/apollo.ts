import { ApolloClient, from, HttpLink, InMemoryCache } from '@apollo/client';
import {
  LogClientEventDocument,
  type LogClientEventMutation,
  type LogClientEventMutationVariables,
  MeDocument,
  type MeQuery,
} from '@/generated/graphql';
import { i18n } from '@/i18n/i18n';
import { closeAllDialogs } from '@/shared/dialogs/dialog-store';
import { reportAnswer } from '@/shared/answer-observer';
import { notify } from '@/shared/notify';
import { REQUEST_TIMEOUT_MS } from '@/shared/paths';
import { resetSession } from '@/shared/session/auth';
import { createErrorLink } from './errors/error-link';
import { requestGate } from '@/shared/first-paint';
import { RequestTimeoutError } from './errors/error-policy';
import { currentRoute, navigateTo } from './navigation';

/** fetch with a 30 s limit per request (spec 1 §8); a caller's own abort still works. */
export function fetchWithTimeout(timeoutMs: number = REQUEST_TIMEOUT_MS): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    if (outer?.aborted) controller.abort(outer.reason);
    const onOuterAbort = () => controller.abort(outer?.reason);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      return await fetch(input, { ...init, signal: controller.signal });
    } catch (err) {
      throw timedOut ? new RequestTimeoutError() : err;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    }
  };
}

export function createApolloClient() {
  // The client is created before the link needs it (the logger and the session reset use it).
  // eslint-disable-next-line prefer-const -- the links above the client read it once it exists
  let client: ApolloClient<unknown> | undefined;
  const errorLink = createErrorLink({
    translate: (key) => i18n.t(key),
    notify,
    closeAllDialogs,
    isAuthenticated: () => client?.readQuery<MeQuery>({ query: MeDocument })?.me.authenticated ?? false,
    resetSession: () => (client ? resetSession(client) : Promise.resolve()),
    navigate: navigateTo,
    currentRoute,
    logError: ({ httpStatus, route, message }) =>
      client
        ? client.mutate<LogClientEventMutation, LogClientEventMutationVariables>({
            mutation: LogClientEventDocument,
            variables: { input: { level: 'ERROR', httpStatus, route: { ...route }, message } },
          })
        : Promise.resolve(),
  });
  const timed = fetchWithTimeout();
  const observed: typeof fetch = async (input, init) => {
    await requestGate();
    const sentAt = Date.now();
    const answer = await timed(input, init);
    reportAnswer(answer, sentAt);
    return answer;
  };
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin', fetch: observed });
  // A timeclock entry's id is the employee's, but its status and operator number belong to one order
  // and day: stored inside its list, never merged across orders.
  const cache = new InMemoryCache({ typePolicies: { TimeclockEmployee: { keyFields: false } } });
  client = new ApolloClient({ link: from([errorLink, http]), cache });
  return client;
}
