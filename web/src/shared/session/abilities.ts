import type { Ability } from '@inv/domain';

/**
 * The session's abilities (`me.abilities`): the names of the domain's requirements (REQUIRES) the server
 * found the user to satisfy. Gates ask for a name here instead of re-deriving it from authorities, so
 * the web offers exactly what the server will accept.
 */
export type Abilities = readonly string[];

export const can = (abilities: Abilities | null | undefined, ability: Ability): boolean => !!abilities?.includes(ability);
