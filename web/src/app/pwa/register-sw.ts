import type { ApolloClient } from '@apollo/client';
import { Workbox } from 'workbox-window';
import { MeDocument, type MeQuery } from '@/generated/graphql';
import { keepOfflineSession } from './keep-session';

/**
 * How long after the first signed-in page the worker is registered. Its install downloads the whole
 * precache (~100 files) and the browser compiles the scripts it caches: on a phone with few cores that
 * competes with the page's own first seconds (measured with Lighthouse on /login: TBT +150–700 ms
 * when the worker installed right after load).
 */
const REGISTER_DELAY_MS = 5_000;

/**
 * Registers the service worker vite-plugin-pwa builds (web/vite.config.ts). Loaded as a lazy chunk
 * after the first render (main.tsx), so the login page's first bytes do not grow for it; registered
 * only once a user is signed in (the login page installs nothing, the offline start needs a session
 * anyway) and a few seconds later.
 *
 * The worker takes over at once (skipWaiting + clientsClaim) and a new build's worker replaces the
 * old one the same way, but the page is not reloaded for it: a team leader may be in the middle of
 * clocking. The next navigation loads the new build; a lazy chunk the new build no longer has ends in
 * the route error boundary's "reload" offer, as without a worker.
 */
export function registerServiceWorker(client: ApolloClient<unknown>): void {
  keepOfflineSession(client);
  let registered = false;
  client.watchQuery<MeQuery>({ query: MeDocument, fetchPolicy: 'cache-only' }).subscribe(({ data }) => {
    if (registered || !data?.me?.authenticated) return;
    registered = true;
    setTimeout(() => {
      // No worker (private mode, blocked by policy, an old browser): the app works online as before.
      new Workbox('/sw.js', { scope: '/' }).register().catch(() => {});
    }, REGISTER_DELAY_MS);
  });
}
