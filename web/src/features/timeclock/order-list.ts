/**
 * The timeclock list (spec 2 §2.4) as pure rules: orders grouped by type, the checklist status dot,
 * the checklist's phases, and the landing redirect to the order the user is clocked into.
 */

/** Groups in the order the server sorts (by order type, then name); each keeps its orders' order. */
export function groupByType<O extends { orderType: string }>(orders: readonly O[]): { orderType: string; orders: O[] }[] {
  const groups = new Map<string, O[]>();
  for (const o of orders) groups.set(o.orderType, [...(groups.get(o.orderType) ?? []), o]);
  return [...groups].map(([orderType, list]) => ({ orderType, orders: list }));
}

export interface ChecklistEntry {
  code: number;
  done: boolean;
}

export type ChecklistStatus = 'GREEN' | 'YELLOW' | 'RED';

/**
 * Status dot of an inventory with a checklist (spec 2 §2.4, §9; decision Orders / Checklist): green when
 * every item is done, yellow when the preparation items 10 and 11 are done, red otherwise. The server
 * computes the same for its lists; the page recomputes it after ticking without reloading the list.
 */
export function checklistStatus(items: readonly ChecklistEntry[]): ChecklistStatus | null {
  if (items.length === 0) return null;
  if (items.every((i) => i.done)) return 'GREEN';
  const done = (code: number) => items.some((i) => i.code === code && i.done);
  return done(10) && done(11) ? 'YELLOW' : 'RED';
}

/** Only inventory orders (INV) with a checklist show the dot. */
export const showsChecklist = (o: { orderType: string; checklist: readonly unknown[] }) => o.orderType === 'INV' && o.checklist.length > 0;

export type ChecklistPhase = 'before' | 'during' | 'after';
const PHASE_BY_PREFIX: Record<string, ChecklistPhase> = { '1': 'before', '2': 'during', '3': 'after' };

/** Items by phase (code prefix 1 before, 2 during, 3 after the inventory), by code; other prefixes are left out. */
export function checklistPhases<I extends ChecklistEntry>(items: readonly I[]): { phase: ChecklistPhase; items: I[] }[] {
  const phases: ChecklistPhase[] = ['before', 'during', 'after'];
  const sorted = [...items].sort((a, b) => a.code - b.code);
  return phases
    .map((phase) => ({ phase, items: sorted.filter((i) => PHASE_BY_PREFIX[String(i.code)[0] ?? ''] === phase) }))
    .filter((p) => p.items.length > 0);
}

export const TIMECLOCK_PATH = '/timeclock';

/** /timeclock and everything below it. */
export const isTimeclockPath = (path: string | null | undefined) =>
  path != null && (path === TIMECLOCK_PATH || path.startsWith(`${TIMECLOCK_PATH}/`) || path.startsWith(`${TIMECLOCK_PATH}?`));

/**
 * Spec 1 §2.1 / spec 2 §2.4: entering the list goes straight to the order the user is clocked into,
 * unless the user comes from a timeclock path (the back link of an order page, the menu on an order
 * page, the browser's back button). Answers the path to go to, or null to stay on the list.
 */
export function landingRedirect(previousPath: string | null | undefined, clockedInOrderId: number | null | undefined): string | null {
  if (clockedInOrderId == null || isTimeclockPath(previousPath)) return null;
  return `${TIMECLOCK_PATH}/${clockedInOrderId}`;
}
