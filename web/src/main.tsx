import '@/i18n/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from '@/app/apollo';
import { NavigationBridge } from '@/app/navigation';
import { AppProviders } from '@/app/providers';
import { restoreAfterNetworkError, restoreOfflineSession } from '@/app/pwa/offline-session';
import { RootLayout } from '@/app/root-layout';
import { preloadRoute } from '@/app/router';
import { MeDocument } from '@/generated/graphql';

const client = createApolloClient();
// The session query starts now, not when the first render reaches useAuth (that render takes a while
// on a slow phone); the render's query joins the request in flight (Apollo deduplicates it). Errors
// are reported there.
// Offline (the worker started the app from its cache) the last session opens the shell (pwa/offline-session.ts).
restoreOfflineSession(client);
client.query({ query: MeDocument }).catch((error: unknown) => restoreAfterNetworkError(client, error));
preloadRoute(window.location.pathname);

// The first render as a transition: React renders it in slices and lets the browser paint and handle
// input in between, instead of one long task (Lighthouse "total blocking time", issue 18).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders client={client}>
        <BrowserRouter>
          <NavigationBridge />
          <RootLayout />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});

// The service worker (installable app, offline start; issue 21): its lazy chunk loads once the page
// has loaded and the browser is idle, and registers the worker when a user is signed in
// (pwa/register-sw.ts). The first render is not delayed and the entry — the login page's bytes — only
// grows by these lines. (A module script runs before `load`, always.)
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const idle = window.requestIdleCallback ?? setTimeout;
  addEventListener('load', () => idle(() => void import('@/app/pwa/register-sw').then((m) => m.registerServiceWorker(client))), { once: true });
}
