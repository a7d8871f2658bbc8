import type { ApolloClient } from '@apollo/client';
import { type AuthStateFieldsFragment, MeDocument, type MeQuery, useMeQuery } from '@/generated/graphql';
import { anonymousSession } from '@inv/domain';

export type Auth = AuthStateFieldsFragment;

export const ANONYMOUS: Auth = anonymousSession();

/** The session as the server sees it (`me`); everything that gates on login or authorities reads this. */
export function useAuth() {
  const { data, previousData, loading, error, refetch } = useMeQuery({ fetchPolicy: 'cache-first' });
  const auth = data?.me ?? previousData?.me;
  return { auth, loading: loading && !auth, error: auth ? undefined : error, refetch };
}

export function fullName(auth: Pick<Auth, 'firstName' | 'lastName'>): string {
  return [auth.firstName, auth.lastName].filter(Boolean).join(' ');
}

/** Stores a login answer as the current session. */
export function writeAuth(client: ApolloClient<unknown>, me: Auth) {
  // Results are typed without __typename; the cache still wants it on the stored object.
  const data = { me: { __typename: 'AuthState', ...me } } as MeQuery;
  client.writeQuery<MeQuery>({ query: MeDocument, data });
}

/**
 * Ends the session in the client: first the app sees "anonymous" (guards leave the protected screens,
 * whose queries stop), then everything the previous user loaded is dropped from the cache.
 */
export async function resetSession(client: ApolloClient<unknown>) {
  // Whether demo accounts exist does not change with the logout: the login page keeps its note.
  const anonymous = { ...ANONYMOUS, demoData: client.readQuery<MeQuery>({ query: MeDocument })?.me.demoData ?? false };
  writeAuth(client, anonymous);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await client.clearStore();
  writeAuth(client, anonymous);
}
