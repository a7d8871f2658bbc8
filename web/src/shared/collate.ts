/**
 * German order for every text the browser sorts (DIN 5007-1: Ä with A, Ö with O, ß with ss),
 * the client-side twin of the server's "de-x-icu" columns. Numeric: digit runs compare as numbers
 * ("Filiale 2" before "Filiale 10", "Korrektur 10" after "Korrektur 9"); person names have no digits, so
 * names sort as the server sorts them. Case-insensitive but accent-sensitive ("anna Berg" ties with
 * "Anna Berg" and the caller's tie-breaker decides; "Muller" stays before "Müller"). One collator for the
 * app: localeCompare with a locale argument builds a new one per call.
 */
const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'accent' });

export const compareDe: (a: string, b: string) => number = collator.compare;

/** A comparator by a text of each item, in German order; `desc` reverses it. */
export function byText<T>(text: (item: T) => string, desc = false): (a: T, b: T) => number {
  const dir = desc ? -1 : 1;
  return (a, b) => dir * compareDe(text(a), text(b));
}
