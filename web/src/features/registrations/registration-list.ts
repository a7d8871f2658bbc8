import type { FinishedRegistrationFieldsFragment } from '@/generated/registrations';
import { compareDe } from '@inv/domain';

/**
 * The finished registrations list (spec 2 §2.3): the phone list is sorted by full name; the desktop
 * table keeps the server's order (newest first).
 */
export type FinishedRow = FinishedRegistrationFieldsFragment;

/** The name a row is listed under: "First Last" as the server stores it, else from the parts. */
export function nameOf(row: FinishedRow): string {
  return row.fullName?.trim() || [row.personal.firstName, row.personal.lastName].filter(Boolean).join(' ');
}

/** By full name (German collation), unnamed rows last; ties by finishing time, newest first. */
export function sortByName(rows: readonly FinishedRow[], desc = false): FinishedRow[] {
  return [...rows].sort((a, b) => {
    const [na, nb] = [nameOf(a), nameOf(b)];
    if (!na !== !nb) return na ? -1 : 1;
    const byName = compareDe(na, nb) * (desc ? -1 : 1);
    return byName || (b.finishedAt ?? '').localeCompare(a.finishedAt ?? '');
  });
}

/** A row opens the employee create dialog with Registration_EditRegistrations, until an employee was created from it. */
export const canCreateFrom = (row: FinishedRow, canEdit: boolean) => canEdit && row.employeeId === null;
