import type { ApolloClient } from '@apollo/client';
import { type Auth, writeAuth } from '@/shared/session/auth';

/**
 * The last signed-in session (`me`) of this browser, so that the app shell opens without a network
 * (/timeclock started offline from the service worker's precache). Without it the route
 * guard waits for `me`, which cannot arrive, and shows "could not be loaded".
 *
 * Kept by keep-session.ts (lazy) while the user is signed in, removed at logout. It only opens the
 * shell: every answer with data still needs the server, which checks the session cookie as always —
 * the first answer after the connection returns that finds the session over ends it in the client
 * (global error link → login).
 */
export const OFFLINE_SESSION_KEY = 'inventurdienst.offline-session';

function stored(): Auth | null {
  try {
    return JSON.parse(localStorage.getItem(OFFLINE_SESSION_KEY) ?? 'null') as Auth | null;
  } catch {
    return null;
  }
}

/** A session is kept for the offline start (main.tsx then loads the worker's chunk, which also keeps it current). */
export function hasOfflineSession(): boolean {
  return stored() !== null;
}

/** Before the first render: offline, the stored session stands in for `me` (from the cache, no request). */
export function restoreOfflineSession(client: ApolloClient<unknown>): void {
  const me = navigator.onLine ? null : stored();
  if (me?.authenticated) writeAuth(client, me);
}

/** `me` failed without an answer (a connection that says it is online but is not): the same. */
export function restoreAfterNetworkError(client: ApolloClient<unknown>, error: unknown): void {
  const networkError = (error as { networkError?: object | null })?.networkError;
  if (!networkError || 'statusCode' in networkError) return;
  const me = stored();
  if (me?.authenticated) writeAuth(client, me);
}
