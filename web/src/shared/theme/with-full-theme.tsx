import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { fullSystem } from './full-system';

/** Renders a component inside the full Chakra system (every recipe); see app/theme.ts for why. */
export function withFullTheme<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function WithFullTheme(props: P) {
    return (
      <ChakraProvider value={fullSystem}>
        <Inner {...props} />
      </ChakraProvider>
    );
  }
  return WithFullTheme;
}
