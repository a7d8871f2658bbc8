import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@chakra-ui/react';
import { baseTheme } from './base';
import { fullSystem } from './full-system';

describe('theme assembled from Chakra modules', () => {
  it('equals Chakra’s default theme apart from the recipes', () => {
    const { recipes: _r, slotRecipes: _s, ...defaults } = defaultConfig.theme ?? {};
    expect(baseTheme.theme).toEqual(defaults);
    expect(baseTheme.globalCss).toEqual(defaultConfig.globalCss);
    expect(baseTheme.cssVarsRoot).toBe(defaultConfig.cssVarsRoot);
    expect(baseTheme.cssVarsPrefix).toBe(defaultConfig.cssVarsPrefix);
  });

  it('gives the shell every recipe of the default theme', () => {
    expect(Object.keys(fullSystem._config.theme?.recipes ?? {}).sort()).toEqual(
      Object.keys(defaultConfig.theme?.recipes ?? {}).sort(),
    );
    expect(Object.keys(fullSystem._config.theme?.slotRecipes ?? {}).sort()).toEqual(
      Object.keys(defaultConfig.theme?.slotRecipes ?? {}).sort(),
    );
  });
});
