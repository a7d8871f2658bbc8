/**
 * German order for texts sorted in JavaScript (DIN 5007-1: Ä with A, ß with ss): the same ICU
 * "de" rules as the database's "de-x-icu" columns, so a list sorted here matches one sorted by SQL.
 * One collator for the process: a locale argument per localeCompare call builds a collator every time.
 */
export const compareDe: (a: string, b: string) => number = new Intl.Collator('de').compare;
