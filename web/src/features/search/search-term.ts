/** Global search (spec 3 §2.12, §9): 400 ms after the last keystroke, from 3 characters or any number. */
export const SEARCH_DELAY_MS = 400;
export const SEARCH_MIN_LENGTH = 3;

/**
 * The term the server is asked for, or null while the input is not worth a request: trimmed, at
 * least 3 characters, or purely numeric (a personnel or order number may be shorter).
 */
export function searchTerm(input: string | null | undefined): string | null {
  const term = (input ?? '').trim();
  if (term.length >= SEARCH_MIN_LENGTH || /^\d+$/.test(term)) return term;
  return null;
}

/**
 * Arrow-key movement through a flat list of `count` results; -1 means "none highlighted" (the
 * caret stays in the field). Down from the last and up from the first wrap around.
 */
export function moveHighlight(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
