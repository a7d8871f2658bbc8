import type { ApolloClient } from '@apollo/client';
import { Workbox } from 'workbox-window';
import { keepOfflineSession } from './keep-session';

/**
 * Registers the service worker vite-plugin-pwa builds (web/vite.config.ts). Loaded as a lazy chunk
 * after the first render (main.tsx), so the login page's first bytes do not grow for it.
 *
 * The worker takes over at once (skipWaiting + clientsClaim) and a new build's worker replaces the
 * old one the same way, but the page is not reloaded for it: a team leader may be in the middle of
 * clocking. The next navigation loads the new build; a lazy chunk the new build no longer has ends in
 * the route error boundary's "reload" offer, as without a worker.
 */
export function registerServiceWorker(client: ApolloClient<unknown>): void {
  keepOfflineSession(client);
  const wb = new Workbox('/sw.js', { scope: '/' });
  // No worker (private mode, blocked by policy, an old browser): the app works online as before.
  wb.register().catch(() => {});
}
