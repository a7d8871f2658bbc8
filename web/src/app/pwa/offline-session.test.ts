import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeDocument, type MeQuery } from '@/generated/graphql';
import { ANONYMOUS, writeAuth } from '@/shared/session/auth';
import { keepOfflineSession } from './keep-session';
import { hasOfflineSession, OFFLINE_SESSION_KEY, restoreAfterNetworkError, restoreOfflineSession } from './offline-session';

const TEAMLEITER = { ...ANONYMOUS, authenticated: true, enabled: true, username: 'teamleiter', authorities: ['TIMECLOCK'], firstName: 'Markus', lastName: 'Schneider' };
const client = () => new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
const me = (c: ApolloClient<unknown>) => c.readQuery<MeQuery>({ query: MeDocument })?.me ?? null;
const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);

afterEach(() => localStorage.clear());

describe('the stored session for an offline start', () => {
  it('stands in for `me` only when the browser is offline and a signed-in session is stored', () => {
    localStorage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(TEAMLEITER));
    offline(false);
    const online = client();
    restoreOfflineSession(online);
    expect(me(online)).toBeNull();
    offline(true);
    const c = client();
    restoreOfflineSession(c);
    expect(me(c)).toMatchObject({ username: 'teamleiter', authenticated: true });
  });

  it('hasOfflineSession: only a readable stored session counts (main.tsx loads the worker chunk for it)', () => {
    expect(hasOfflineSession()).toBe(false);
    localStorage.setItem(OFFLINE_SESSION_KEY, '{kaputt');
    expect(hasOfflineSession()).toBe(false);
    localStorage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(TEAMLEITER));
    expect(hasOfflineSession()).toBe(true);
  });

  it('nothing stored, or something unreadable: nothing restored', () => {
    offline(true);
    const c = client();
    restoreOfflineSession(c);
    localStorage.setItem(OFFLINE_SESSION_KEY, '{kaputt');
    restoreOfflineSession(c);
    expect(me(c)).toBeNull();
  });

  it('after `me` failed: only a failed connection restores it, never an answer of the server', () => {
    localStorage.setItem(OFFLINE_SESSION_KEY, JSON.stringify(TEAMLEITER));
    const c = client();
    restoreAfterNetworkError(c, { networkError: Object.assign(new Error('bad gateway'), { statusCode: 502 }) });
    restoreAfterNetworkError(c, { graphQLErrors: [{ message: 'x' }], networkError: null });
    expect(me(c)).toBeNull();
    restoreAfterNetworkError(c, { networkError: new TypeError('Failed to fetch') });
    expect(me(c)).toMatchObject({ username: 'teamleiter' });
  });

  it('is written while signed in and removed at logout (anonymous `me`)', async () => {
    const c = client();
    keepOfflineSession(c);
    writeAuth(c, TEAMLEITER);
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(OFFLINE_SESSION_KEY) ?? 'null')).toMatchObject({ username: 'teamleiter' }));
    writeAuth(c, ANONYMOUS);
    await vi.waitFor(() => expect(localStorage.getItem(OFFLINE_SESSION_KEY)).toBeNull());
  });
});
