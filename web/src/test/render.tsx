import { type ApolloClient, ApolloProvider } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { fullSystem } from '@/shared/theme/full-system';

/** Renders inside the full Chakra system and a router (and Apollo when a client is given). */
export function renderUi(ui: ReactElement, opts: { client?: ApolloClient<unknown>; path?: string } = {}) {
  const routed = <MemoryRouter initialEntries={[opts.path ?? '/']}>{ui}</MemoryRouter>;
  return render(
    <ChakraProvider value={fullSystem}>{opts.client ? <ApolloProvider client={opts.client}>{routed}</ApolloProvider> : routed}</ChakraProvider>,
  );
}
