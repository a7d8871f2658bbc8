// @vitest-environment node
// Node, as in the build: emotion's cache returns the rules there instead of inserting them.
import { describe, expect, it } from 'vitest';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { system } from '@/shared/theme/root-system';
import { globalCssText } from './global-css';

describe('globalCssText (the stylesheet the production build ships instead of <Global>)', () => {
  const css = globalCssText(system);

  it('declares the cascade layers first, then reset, base and tokens', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    const at = (s: string) => css.indexOf(s);
    expect(at('@layer reset{')).toBeGreaterThan(0);
    expect(at('@layer base{')).toBeGreaterThan(at('@layer reset{'));
    expect(at('@layer tokens{')).toBeGreaterThan(at('@layer base{'));
  });

  it('carries the app theme: brand tokens, semantic tokens for light and dark, the global styles', () => {
    expect(css).toContain(':where(html, .chakra-theme){');
    expect(css).toMatch(/--chakra-colors-brand-600:#65a30d/i);
    expect(css).toContain('--chakra-colors-bg-subtle:');
    expect(css).toMatch(/\.dark [^{]*\{[^}]*--chakra-colors-bg-subtle:/);
    // brandConfig's global style and Chakra's reset
    expect(css).toMatch(/html,body\{[^}]*background:var\(--chakra-colors-bg-subtle\)/);
    expect(css).toContain('box-sizing:border-box');
  });

  it('is computed from the system it is given, not fixed', () => {
    const other = createSystem(defaultBaseConfig, defineConfig({ theme: { tokens: { colors: { probe: { value: '#123456' } } } } }));
    const text = globalCssText(other);
    expect(text).toContain('--chakra-colors-probe:#123456');
    expect(text).not.toContain('--chakra-colors-brand-600');
    expect(css).not.toContain('--chakra-colors-probe');
  });
});
