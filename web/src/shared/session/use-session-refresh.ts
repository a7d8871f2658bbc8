import { type ApolloClient, useApolloClient } from '@apollo/client';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MeDocument, type MeQuery } from '@/generated/graphql';
import { writeAuth } from './auth';

/** Decided: rights changed by an administrator reach an open app within this time. */
export const SESSION_REFRESH_MIN_INTERVAL_MS = 30_000;

/**
 * Re-reads `me` in the background and stores the answer only while the same user is still logged in
 * (a logout that happened meanwhile wins). `no-cache` keeps the running `me` query out of the loading
 * state: nothing blanks, and an unchanged answer changes nothing the app renders.
 */
export async function refreshSession(client: ApolloClient<unknown>): Promise<void> {
  const asked = client.readQuery<MeQuery>({ query: MeDocument })?.me;
  if (!asked?.authenticated) return;
  const { data } = await client.query<MeQuery>({ query: MeDocument, fetchPolicy: 'no-cache' });
  const current = client.readQuery<MeQuery>({ query: MeDocument })?.me;
  if (!data?.me || !current?.authenticated || current.username !== asked.username) return;
  writeAuth(client, data.me);
}

/**
 * Decision 5: when the window regains focus and on every route change — at most once per 30 s — the
 * session is read again, so new menu entries appear (and withdrawn rights disappear) without a new
 * login. Renders nothing and holds no state: the shell re-renders only when the answer differs.
 */
export function useSessionRefresh(minIntervalMs: number = SESSION_REFRESH_MIN_INTERVAL_MS) {
  const client = useApolloClient();
  const { pathname } = useLocation();
  // The shell mounts right after `me` was read: that counts as the latest read.
  const last = useRef(Date.now());
  const refresh = useRef<() => void>(() => undefined);
  refresh.current = () => {
    const now = Date.now();
    if (now - last.current < minIntervalMs) return;
    // A browser that knows it is offline would only earn a "technical error" toast.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    last.current = now;
    refreshSession(client).catch(() => undefined);
  };

  const firstPath = useRef(true);
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    refresh.current();
  }, [pathname]);

  useEffect(() => {
    const onFocus = () => refresh.current();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
