import { recipes } from 'chakra-theme/recipes';
import { slotRecipes } from 'chakra-theme/slot-recipes';
import { system } from '@/shared/theme/root-system';

/**
 * Chakra's complete theme (all recipes, as in defaultConfig) with the brand palette, for the shell and
 * any public page that needs more than the login form. Loading this module adds every recipe to the
 * root system (shared/theme/root-system.ts) in place: a system reads its recipes from its theme when a component asks
 * (getRecipe), and recipes add nothing to the global CSS. A second createSystem would rebuild the token
 * dictionary and inject the same global CSS again under a nested provider (~90 ms of script plus a
 * style recalculation on the first shell page). The recipes still load with the shell, not
 * with the login page.
 */
const theme = system._config.theme!;
theme.recipes = { ...recipes, ...theme.recipes };
theme.slotRecipes = { ...slotRecipes, ...theme.slotRecipes };

export const fullSystem = system;
