import type { ApolloClient } from '@apollo/client';
import { MeDocument, type MeQuery } from '@/generated/graphql';
import { OFFLINE_SESSION_KEY } from './offline-session';

/**
 * Keeps the stored session (offline-session.ts) equal to the signed-in `me` in Apollo's cache: written
 * at every change (login, refresh), removed when the cache says anonymous (logout, session ended).
 * Loaded with the service worker's registration (lazy, after the first render).
 */
export function keepOfflineSession(client: ApolloClient<unknown>): void {
  client.watchQuery<MeQuery>({ query: MeDocument, fetchPolicy: 'cache-only' }).subscribe(({ data }) => {
    const me = data?.me;
    if (!me) return; // between clearStore and the next write
    try {
      if (me.authenticated) localStorage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(me));
      else localStorage.removeItem(OFFLINE_SESSION_KEY);
    } catch {
      // Storage full or forbidden: the app works online as before.
    }
  });
}
