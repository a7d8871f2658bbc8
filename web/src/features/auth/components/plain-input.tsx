import { chakra, type HTMLChakraProps, useRecipe } from '@chakra-ui/react';
import { forwardRef } from 'react';

/**
 * Chakra's input look without Chakra's <Input>, which pulls in Ark's field machinery (3 KB gzip on
 * the login page). Labels are tied with htmlFor instead of a Field context.
 */
export const PlainInput = forwardRef<HTMLInputElement, HTMLChakraProps<'input'>>(function PlainInput(props, ref) {
  const recipe = useRecipe({ key: 'input' });
  return <chakra.input ref={ref} css={recipe({})} {...props} />;
});
