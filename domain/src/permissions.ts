/**
 * The one permission rule of the product (spec 1 §6): a requirement passes when the user holds it by
 * exact name, or when the requirement is a group name (no underscore) and the user holds any authority
 * of that group (the part before the first underscore). An empty requirement always passes.
 * Server and web both use this one copy. Held authorities are plain strings (they come from stored
 * roles); requirements are typed, so a requirement naming no authority or group does not compile.
 */
import type { AuthorityRequirement } from './authorities.js';

export function groupOf(authority: string): string {
  const i = authority.indexOf('_');
  return i === -1 ? authority : authority.slice(0, i);
}

export function hasAuthority(held: readonly string[], required: AuthorityRequirement | null | undefined): boolean {
  if (!required) return true;
  if (held.includes(required)) return true;
  if (required.includes('_')) return false;
  return held.some((h) => groupOf(h) === required);
}

/** Several requirements admit a user holding any one of them; none means no requirement. */
export function hasAnyAuthority(held: readonly string[], required: readonly AuthorityRequirement[]): boolean {
  return required.length === 0 || required.some((r) => hasAuthority(held, r));
}
