import createCache from '@emotion/cache';
import { type Interpolation, serializeStyles } from '@emotion/serialize';
import type { SystemContext } from '@chakra-ui/react';

/**
 * The CSS that <ChakraProvider> has emotion insert for a system at run time — the cascade layer order
 * (`system.layers.atRule`) and `system._global`: Chakra's reset, the global styles and every token as a
 * CSS variable, light and dark — as one text, made the way emotion makes it: its serializer, then its
 * cache's stylis chain (compat, label removal, prefixer, stringify). Outside a browser emotion's cache
 * returns the rules instead of inserting them, so this runs at build time in Node (the Vite plugin
 * `chakraStaticGlobal`, web/vite.config.ts): the production build ships this text as a stylesheet and
 * the browser no longer computes it (~45 ms of script on a fast machine, four times that on
 * Lighthouse's phone).
 */
export function globalCssText(system: SystemContext): string {
  if (typeof document !== 'undefined') throw new Error('globalCssText runs outside a browser (emotion inserts there instead)');
  const cache = createCache({ key: 'css' });
  const rules = (styles: Interpolation<unknown>) => {
    const serialized = serializeStyles([styles]);
    const text = cache.insert('', serialized, cache.sheet, false);
    if (typeof text !== 'string') throw new Error('emotion did not return the rules');
    return text;
  };
  const layers = system._config.disableLayers ? '' : rules(system.layers.atRule);
  return layers + rules(system._global);
}
