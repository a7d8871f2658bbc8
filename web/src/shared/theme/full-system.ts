import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { recipes } from 'chakra-theme/recipes';
import { slotRecipes } from 'chakra-theme/slot-recipes';
import { baseTheme } from './base';
import { brandConfig } from './brand';

/**
 * Chakra's complete theme (all recipes, as in defaultConfig) with the brand palette. The shell — and any
 * public page that needs more than the login form — renders inside <ChakraProvider value={fullSystem}>,
 * so the recipes load with them and not with the login page.
 */
export const fullSystem = createSystem(
  defaultBaseConfig,
  baseTheme,
  defineConfig({ theme: { recipes, slotRecipes } }),
  brandConfig,
);
