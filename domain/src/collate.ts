/**
 * German order of texts (DIN 5007-1: Ä with A, Ö with O, ß with ss), one collator per order for the
 * process or the app — localeCompare with a locale argument would build a collator on every call.
 *
 * Two orders, on purpose:
 * - compareDeSql: exactly the ICU "de" rules of the database's "de-x-icu" columns, for lists the server
 *   sorts in JavaScript that must match a list sorted by SQL.
 * - compareDe: the order the browser shows lists in: numeric (digit runs compare as numbers, "Filiale 2"
 *   before "Filiale 10"), case-insensitive but accent-sensitive ("anna Berg" ties with "Anna Berg" and the
 *   caller's tie-breaker decides; "Muller" stays before "Müller"). Person names have no digits, so names
 *   sort in both as the server sorts them.
 */
export const compareDeSql: (a: string, b: string) => number = new Intl.Collator('de').compare;

export const compareDe: (a: string, b: string) => number = new Intl.Collator('de', { numeric: true, sensitivity: 'accent' }).compare;

/** A comparator by a text of each item, in German order (compareDe); `desc` reverses it. */
export function byText<T>(text: (item: T) => string, desc = false): (a: T, b: T) => number {
  const dir = desc ? -1 : 1;
  return (a, b) => dir * compareDe(text(a), text(b));
}
