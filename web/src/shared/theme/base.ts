import { defineConfig } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
import { textStyles } from 'chakra-theme/text-styles';
import { animations } from 'chakra-theme/tokens/animations';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios';
import { blurs } from 'chakra-theme/tokens/blurs';
import { borders } from 'chakra-theme/tokens/borders';
import { colors } from 'chakra-theme/tokens/colors';
import { cursor } from 'chakra-theme/tokens/cursor';
import { durations } from 'chakra-theme/tokens/durations';
import { easings } from 'chakra-theme/tokens/easings';
import { fontSizes } from 'chakra-theme/tokens/font-sizes';
import { fontWeights } from 'chakra-theme/tokens/font-weights';
import { fonts } from 'chakra-theme/tokens/fonts';
import { keyframes } from 'chakra-theme/tokens/keyframes';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
import { lineHeights } from 'chakra-theme/tokens/line-heights';
import { radii } from 'chakra-theme/tokens/radius';
import { sizes } from 'chakra-theme/tokens/sizes';
import { spacing } from 'chakra-theme/tokens/spacing';
import { zIndices } from 'chakra-theme/tokens/z-indices';

/**
 * Chakra's default theme (its `defaultThemeConfig`) without recipes, assembled from Chakra's theme
 * modules. Each system adds the recipes it needs: the root only what renders outside the shell
 * (shared/theme/root-system.ts), the shell all of them (full-system.ts). base.test.ts proves it equals Chakra's own.
 */
export const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    textStyles,
    layerStyles,
    animationStyles,
  },
});
