/**
 * Wage and employment histories (spec 1 §4), the client's mirror of
 * server/src/modules/employees/history.ts for instant feedback; the server stays the authority.
 */
export interface Dated {
  validFrom: string; // YYYY-MM-DD
  validTo: string | null;
}

export type HistoryLabel = 'current' | 'next' | 'future' | 'past';

export const byValidFrom = <T extends Dated>(a: T, b: T) => a.validFrom.localeCompare(b.validFrom);

/**
 * Current: the entry in effect today: validFrom on or before today and no validTo or a validTo on or
 * after today; among several, the latest start wins (as the server decides).
 */
export function currentEntry<T extends Dated>(entries: readonly T[], today: string): T | undefined {
  return [...entries]
    .sort(byValidFrom)
    .filter((e) => e.validFrom <= today && (e.validTo === null || e.validTo >= today))
    .at(-1);
}

export interface Classified<T> {
  current?: T;
  next?: T;
  future: T[];
  past: T[];
}

/** Next: the entry after the current one (or the first one starting after today). Future: all after next. */
export function classify<T extends Dated>(entries: readonly T[], today: string): Classified<T> {
  const sorted = [...entries].sort(byValidFrom);
  const current = currentEntry(sorted, today);
  const after = sorted.filter((e) => (current ? e.validFrom > current.validFrom : e.validFrom > today));
  const past = sorted.filter((e) => e !== current && !after.includes(e));
  return { current, next: after[0], future: after.slice(1), past };
}

/** The entries in time order, each with its label. */
export function labelled<T extends Dated>(entries: readonly T[], today: string): { entry: T; label: HistoryLabel }[] {
  const c = classify(entries, today);
  const label = (e: T): HistoryLabel => (e === c.current ? 'current' : e === c.next ? 'next' : c.future.includes(e) ? 'future' : 'past');
  return [...entries].sort(byValidFrom).map((entry) => ({ entry, label: label(entry) }));
}

/** An entry may change only while editing is allowed and it does not start in a closed month. */
export function isEditable(entry: Dated, earliestValidFrom: string, editingAllowed: boolean): boolean {
  return editingAllowed && entry.validFrom >= earliestValidFrom;
}

/** Delete is offered only to a Superadmin, on an existing entry that is open for editing (spec 1 §4). */
export function isDeletable(entry: Dated | null, earliestValidFrom: string, editingAllowed: boolean, superadmin: boolean): boolean {
  return superadmin && entry !== null && isEditable(entry, earliestValidFrom, editingAllowed);
}
