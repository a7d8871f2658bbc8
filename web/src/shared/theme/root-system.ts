import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { iconRecipe } from 'chakra-theme/recipes/icon';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { baseTheme } from '@/shared/theme/base';
import { brandConfig } from '@/shared/theme/brand';

/**
 * The root system: Chakra's tokens with only the recipes of the login form and the loading spinner.
 * Everything else (shell, toasts, shared dialogs, public pages) renders inside
 * <ChakraProvider value={fullSystem}> (shared/theme/full-system.ts), which loads with those parts; all
 * recipes here would cost the login page about 16 KB gzip. Anything rendered directly under the root
 * whose recipe is missing here looks unstyled: add the recipe, or wrap it in the full system.
 */
const rootRecipes = defineConfig({
  theme: {
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, baseTheme, rootRecipes, brandConfig);
