import { DateTime } from 'luxon';
import { ZONE } from '@/shared/format';
import { type Abilities, can } from '@/shared/session/abilities';

/**
 * Who may look at other employees' days (the server's canViewWorklogsOf). Each of them may also use
 * the employee lookup; everybody else sees only his own history and no picker.
 */
export const canPickEmployee = (abilities: Abilities) => can(abilities, 'viewOthersWorklogs');

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** ?date= when it names a real day, else today. */
export function dayParam(value: string | null, today: string): string {
  return value && ISO_DAY.test(value) && DateTime.fromISO(value, { zone: ZONE }).isValid ? value : today;
}

/**
 * ?employeeId= for those who may pick: missing or broken → their own; empty → none chosen yet (the
 * picker was cleared). Anyone else always gets his own.
 */
export function employeeParam(value: string | null, own: number | null, mayPick: boolean): number | null {
  if (!mayPick) return own;
  if (value === '') return null;
  return value && /^\d+$/.test(value) ? Number(value) : own;
}

export const shiftDay = (day: string, days: number) => DateTime.fromISO(day, { zone: ZONE }).plus({ days }).toISODate()!;

interface EventLike {
  entityId: string | null;
}

/**
 * The day's entries with their events: the current entries in their order (start time), then those
 * deleted since (known only from the audit trail), each with its events oldest first as the server sent them.
 */
export function groupByEntry<W extends { id: number }, E extends EventLike>(worklogs: readonly W[], events: readonly E[]) {
  const byEntry = new Map<string, E[]>();
  for (const e of events) {
    if (e.entityId === null) continue;
    const list = byEntry.get(e.entityId) ?? [];
    list.push(e);
    byEntry.set(e.entityId, list);
  }
  const current = worklogs.map((w) => ({ key: String(w.id), worklog: w as W | null, events: byEntry.get(String(w.id)) ?? [] }));
  const known = new Set(current.map((c) => c.key));
  const deleted = [...byEntry.entries()].filter(([id]) => !known.has(id)).map(([id, list]) => ({ key: id, worklog: null as W | null, events: list }));
  return [...current, ...deleted];
}
