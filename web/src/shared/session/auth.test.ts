import { ApolloClient, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { MeDocument, type MeQuery } from '@/generated/graphql';
import { DEMO } from '@/test/demo-users';
import { resetSession, writeAuth } from './auth';

describe('security: resetSession', () => {
  it('forgets the user but keeps the Demo-Daten flag for the login page', async () => {
    const client = new ApolloClient({ cache: new InMemoryCache() });
    writeAuth(client, { ...DEMO.admin, demoData: true });
    await resetSession(client);
    const me = client.readQuery<MeQuery>({ query: MeDocument })?.me;
    expect(me).toMatchObject({ authenticated: false, username: null, authorities: [], demoData: true });
  });
});
