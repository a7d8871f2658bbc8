import '@/i18n/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from '@/app/apollo';
import '@/app/offered-dialogs';
import { holdRequestsUntilPainted } from '@/shared/first-paint';
import { NavigationBridge } from '@/app/navigation';
import { AppProviders } from '@/app/providers';
import { hasOfflineSession, restoreAfterNetworkError, restoreOfflineSession } from '@/app/pwa/offline-session';
import { RootLayout } from '@/app/root-layout';
import { preloadRoute } from '@/app/router';
import { prefetchTimeclock } from '@/features/timeclock/prefetch';
import { DefaultsDocument, MeDocument } from '@/generated/graphql';

const client = createApolloClient();
// The session query starts now, not when the first render reaches useAuth (that render takes a while
// on a slow phone); the render's query joins the request in flight (Apollo deduplicates it). Errors
// are reported there.
// Offline (the worker started the app from its cache) the last session opens the shell (pwa/offline-session.ts).
restoreOfflineSession(client);
// The login page draws without `me`: asked for after its first paint (shared/first-paint.ts).
if (window.location.pathname === '/login') holdRequestsUntilPainted(3_000);
// The shell's server defaults (useDefaults) go out as soon as `me` finds a session, not once the shell
// has rendered: answering after that, they re-rendered the shell and its page in one blocking task.
client
  .query({ query: MeDocument })
  .then(({ data }) => {
    if (data?.me.authenticated) client.query({ query: DefaultsDocument }).catch(() => undefined);
  })
  .catch((error: unknown) => restoreAfterNetworkError(client, error));
preloadRoute(window.location.pathname);
// The browser's first Intl.DateTimeFormat loads its locale data: ~20 ms, 50–90 ms on Lighthouse's slow
// phone. The shell's first render formats dates (luxon, the footer's clock); made here, it runs while
// `me` and the page's chunks are on their way instead of inside that render (/timeclock's first paint).
// Not on /login, which formats no date and paints before it asks for anything.
// A timeclock page opened directly asks for its data now too, beside `me` (features/timeclock/prefetch.ts);
// its Berlin day makes that first Intl.DateTimeFormat.
if (window.location.pathname !== '/login') {
  setTimeout(() => {
    if (window.location.pathname.startsWith('/timeclock')) prefetchTimeclock(client, window.location.pathname, window.location.search);
    else new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin' }).format(0);
  });
}

// The first render as a transition: React renders it in slices and lets the browser paint and handle
// input in between, instead of one long task (Lighthouse "total blocking time").
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

// The service worker (installable app, offline start): its lazy chunk loads once the page
// has loaded and the browser is idle, and only for a signed-in user or a browser that keeps a session
// for the offline start (pwa/register-sw.ts registers the worker, keep-session.ts keeps that session).
// An anonymous first visit to /login never loads it: it was the last request before the login page's
// largest paint in Lighthouse's simulation. The entry only grows by these lines.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const idle = window.requestIdleCallback ?? setTimeout;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    idle(() => void import('@/app/pwa/register-sw').then((m) => m.registerServiceWorker(client)));
  };
  addEventListener(
    'load',
    () => {
      if (hasOfflineSession()) return start();
      // Emits the cached `me` at once and at every change (login): the first signed-in one starts it.
      const watch = client.watchQuery({ query: MeDocument, fetchPolicy: 'cache-only' }).subscribe(({ data }) => {
        if (!data?.me?.authenticated) return;
        start();
        queueMicrotask(() => watch.unsubscribe());
      });
    },
    { once: true },
  );
}
