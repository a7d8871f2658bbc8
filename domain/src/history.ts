/**
 * Wage and employment histories (spec 1 §4): time-ordered lists with a current, a next and future
 * entries. One home for the server (which keeps the chain) and the web (which labels and offers edits).
 */
import { previousDay } from './time.js';

export interface Dated {
  validFrom: string; // YYYY-MM-DD
  validTo: string | null;
}

export type HistoryLabel = 'current' | 'next' | 'future' | 'past';

export const byValidFrom = <T extends Dated>(a: T, b: T) => a.validFrom.localeCompare(b.validFrom);

/**
 * Current: the entry in effect today: validFrom on or before today (the spec says "the start of this
 * month", which is the same for month-based wages; for day-based employments an entry starting on the
 * 15th is current from the 15th — docs/decisions/employees.md#EMP-3) and no validTo or a validTo on or
 * after today. Among several, the latest start wins.
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

/** Delete is for a Superadmin, on an existing entry that is open for editing (spec 1 §4). */
export function isDeletable(entry: Dated | null, earliestValidFrom: string, editingAllowed: boolean, superadmin: boolean): boolean {
  return superadmin && entry !== null && isEditable(entry, earliestValidFrom, editingAllowed);
}

/**
 * Keeps a history gap-free: each entry ends the day before its successor starts. The last entry keeps
 * its own end (e.g. a contract end), unless that end lies before its start. Sets validTo in place and
 * returns the entries in time order.
 */
export function chainValidTo<T extends Dated>(entries: T[]): T[] {
  const sorted = [...entries].sort(byValidFrom);
  sorted.forEach((e, i) => {
    const next = sorted[i + 1];
    if (next) e.validTo = previousDay(next.validFrom);
    else if (e.validTo !== null && e.validTo < e.validFrom) e.validTo = null;
  });
  return sorted;
}
