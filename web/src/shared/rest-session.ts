import type { ApolloClient } from '@apollo/client';
import { MeDocument } from '@/generated/graphql';

/**
 * A documented REST path answered 401 (the session ended meanwhile): asking `me` again writes the
 * anonymous session into the cache, and the route guards take the user to the login page, as for
 * a GraphQL 401.
 */
export function recheckSession(client: ApolloClient<unknown>): void {
  void client.query({ query: MeDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
}
