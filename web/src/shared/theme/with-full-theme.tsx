import type { ComponentType } from 'react';
import { fullSystem } from './full-system';

/**
 * A component that needs every Chakra recipe (see shared/theme/root-system.ts for why the root has few). Importing
 * full-system adds them to the root system, so no second provider is needed.
 */
export function withFullTheme<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  if (!fullSystem.isRecipe('dialog') && !fullSystem.isSlotRecipe('dialog')) throw new Error('full theme missing');
  return Inner;
}
