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
          // 800, not 700: the active menu entry is brand.fg on brand.muted (4.3:1 with 700, WCAG AA asks 4.5:1).
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
        // Text tokens below WCAG AA on white in Chakra's light theme: fg.subtle (gray.400) is 2.6:1 (the
        // authority descriptions on /rights/role), fg.error (red.500) 3.8:1 (every field's error text).
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
        // Solid badges and buttons of these palettes carry white text; Chakra's 600 shades give 3.3–3.7:1,
        // WCAG AA asks 4.5:1 for small text. 700 gives 5.0–5.5:1 (order-type badges INV, MIS, MFR).
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } } },
        cyan: { solid: { value: { _light: '{colors.cyan.700}', _dark: '{colors.cyan.700}' } } },
      },
    },
  },
});
