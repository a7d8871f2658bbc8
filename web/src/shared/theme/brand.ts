import { defineConfig } from '@chakra-ui/react';

/**
 * The primary colour is lime green (spec 1 §9). Chakra has no lime: `brand` is Tailwind's lime scale,
 * used as colorPalette="brand". Solid surfaces get dark text: white on bright lime is unreadable.
 */
export const brandConfig = defineConfig({
  globalCss: {
    // On html too: the page background must reach the bottom of short pages.
    'html, body': { bg: 'bg.subtle' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#f7fee7' },
          100: { value: '#ecfccb' },
          200: { value: '#d9f99d' },
          300: { value: '#bef264' },
          400: { value: '#a3e635' },
          500: { value: '#84cc16' },
          600: { value: '#65a30d' },
          700: { value: '#4d7c0f' },
          800: { value: '#3f6212' },
          900: { value: '#365314' },
          950: { value: '#1a2e05' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: '{colors.brand.950}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});
