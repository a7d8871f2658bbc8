/**
 * The timeclock order page as pure rules (spec 2 §2.5, §4): which employee shows in which list of a
 * tab, which action a selection allows, and the answer of a clock request per employee. Which action is
 * allowed in which state is the state machine of @inv/domain, the one the server refuses by, so the page
 * offers only actions that can succeed.
 */
import { CLOCK_IN_TYPES, clockAllows, type ClockAction, type ClockInType, type ClockStatus, type WorklogKind } from '@inv/domain';

export type ClockTab = 'in' | 'pause' | 'out';
export const CLOCK_TABS: readonly ClockTab[] = ['in', 'pause', 'out'];

export type Status = ClockStatus;
export type { WorklogKind };
export type InType = ClockInType;
export const IN_TYPES: readonly InType[] = CLOCK_IN_TYPES;
/** Spec 2 §4: on the clock-out tab, IN with TRAVEL or PASSENGER switches the type. */
const SWITCH_TYPES: readonly InType[] = ['TRAVEL', 'PASSENGER'];
/** Ending a pause goes on with work or travel. */
const RESUME_TYPES: readonly InType[] = ['WORK', 'TRAVEL'];

/** What the rules need of a timeclock employee entry. */
export interface ClockEntry {
  employeeId: number;
  status: Status;
  openWorklog: { worklogType: WorklogKind } | null;
}

/** The type of the entry open on this order (CLOCKED_IN or PAUSED here), else null. */
export function openTypeHere(e: ClockEntry): WorklogKind | null {
  return e.status === 'CLOCKED_IN' || e.status === 'PAUSED' ? (e.openWorklog?.worklogType ?? null) : null;
}

export type Section = 'clockedIn' | 'available' | 'assigned' | 'added' | 'clockedOut' | 'pausable' | 'paused';

export interface SectionList<E> {
  key: Section;
  employees: E[];
}

/**
 * The lists of a tab (spec 2 §2.5), in the order shown:
 * - clock in: clocked in (here, also paused), available (assigned, not clocked in anywhere), assigned
 *   (assigned but clocked in on another order), added (picked in the add-employee dialog and not on the
 *   order's list yet), clocked out;
 * - pause: pausable (WORK or TRAVEL here), paused;
 * - clock out: clocked in (here, also paused), clocked out.
 * Empty lists are left out. `added` holds entries from the employee search, in the order they were added.
 */
export function sectionsOf<E extends ClockEntry>(tab: ClockTab, employees: readonly E[], added: readonly E[] = []): SectionList<E>[] {
  const listed = new Set(employees.map((e) => e.employeeId));
  const by = (pred: (e: E) => boolean) => employees.filter(pred);
  const here = (e: E) => e.status === 'CLOCKED_IN' || e.status === 'PAUSED';
  let lists: SectionList<E>[];
  if (tab === 'in') {
    lists = [
      { key: 'clockedIn', employees: by(here) },
      { key: 'available', employees: by((e) => e.status === 'NOT_CLOCKED_IN') },
      { key: 'assigned', employees: by((e) => e.status === 'CLOCKED_IN_ELSEWHERE') },
      { key: 'added', employees: added.filter((e) => !listed.has(e.employeeId)) },
      { key: 'clockedOut', employees: by((e) => e.status === 'CLOCKED_OUT') },
    ];
  } else if (tab === 'pause') {
    lists = [
      { key: 'pausable', employees: by(canPause) },
      { key: 'paused', employees: by((e) => e.status === 'PAUSED') },
    ];
  } else {
    lists = [
      { key: 'clockedIn', employees: by(here) },
      { key: 'clockedOut', employees: by((e) => e.status === 'CLOCKED_OUT') },
    ];
  }
  return lists.filter((l) => l.employees.length > 0);
}

/** IN as `type` is refused only for the type already open here (spec 2 §4 "switching to the same type is hidden"). */
/**
 * What the state machine sees open here. Only a passenger entry is ever hidden (from a caller without
 * the passenger right): CLOCKED_IN without an open worklog is that one — it ends by OUT, no pause starts
 * from it, as the server decides on the entry it sees.
 */
function openForMachine(e: ClockEntry): WorklogKind | null {
  const type = openTypeHere(e);
  if (type) return type;
  return e.status === 'CLOCKED_IN' ? 'PASSENGER' : e.status === 'PAUSED' ? 'PAUSE' : null;
}

export function canClockInAs(e: ClockEntry, type: InType): boolean {
  return clockAllows(openForMachine(e), 'IN', type);
}
export function canPause(e: ClockEntry): boolean {
  return clockAllows(openForMachine(e), 'PAUSE');
}
export function canClockOut(e: ClockEntry): boolean {
  return clockAllows(openForMachine(e), 'OUT');
}

/**
 * What the action bar offers for a selection, valid for every selected employee:
 * - in: clock in as one of `types` (clock-in tab);
 * - pause: pause (pause tab, pausable employees);
 * - resume: end the pause as one of `types` (pause tab, paused employees);
 * - out: clock out, or switch to one of `types` (clock-out tab, clocked-in employees);
 * - switch: only switch to one of `types` (clock-out tab with clocked-out employees selected);
 * - none: nothing selected, or no action fits every selected employee.
 */
export type BarPlan =
  | { kind: 'in'; types: InType[] }
  | { kind: 'pause' }
  | { kind: 'resume'; types: InType[] }
  | { kind: 'out'; types: InType[] }
  | { kind: 'switch'; types: InType[] }
  | { kind: 'none' };

const typesForAll = (types: readonly InType[], selected: readonly ClockEntry[]) => types.filter((t) => selected.every((e) => canClockInAs(e, t)));

export function planBar(tab: ClockTab, selected: readonly ClockEntry[]): BarPlan {
  if (selected.length === 0) return { kind: 'none' };
  if (tab === 'in') {
    const types = typesForAll(IN_TYPES, selected);
    return types.length ? { kind: 'in', types } : { kind: 'none' };
  }
  if (tab === 'pause') {
    if (selected.every(canPause)) return { kind: 'pause' };
    if (selected.every((e) => e.status === 'PAUSED')) return { kind: 'resume', types: [...RESUME_TYPES] };
    return { kind: 'none' };
  }
  const types = typesForAll(SWITCH_TYPES, selected);
  if (selected.every(canClockOut)) return { kind: 'out', types };
  return types.length ? { kind: 'switch', types } : { kind: 'none' };
}

export type ClockingAction = ClockAction;

export interface ClockStep {
  employeeId: number;
  clockingAction: ClockingAction;
  worklogType?: InType;
  /** The step's id for exactly-once application: a retried or queued copy is not applied twice. */
  clientId?: string;
}

/** One request for the whole selection: every employee gets the same action. */
export function clockSteps(employeeIds: readonly number[], action: ClockingAction, type?: InType, clientIds?: ReadonlyMap<number, string>): ClockStep[] {
  return employeeIds.map((employeeId) => {
    const step: ClockStep = action === 'IN' ? { employeeId, clockingAction: action, worklogType: type } : { employeeId, clockingAction: action };
    const clientId = clientIds?.get(employeeId);
    return clientId ? { ...step, clientId } : step;
  });
}

/** The progress text of a request (spec 2 §8): 'Stemple ein...', 'Pausiere...', 'Stemple...'. */
export function progressKey(action: ClockingAction): 'timeclock.progress.in' | 'timeclock.progress.pause' | 'timeclock.progress.other' {
  return action === 'IN' ? 'timeclock.progress.in' : action === 'PAUSE' ? 'timeclock.progress.pause' : 'timeclock.progress.other';
}

/** Validation errors of a clock answer by employee: the path is employees.{employeeId} (spec 2 §8). */
export function errorsByEmployee(errors: readonly { path: string; message: string }[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const { path, message } of errors) {
    const m = /^employees\.(\d+)$/.exec(path);
    if (!m) continue;
    const id = Number(m[1]);
    out.set(id, out.has(id) ? `${out.get(id)} ${message}` : message);
  }
  return out;
}

/** Errors of a clock answer that belong to no employee (the request as a whole). */
export function requestErrors(errors: readonly { path: string; message: string }[]): string[] {
  return errors.filter((e) => !/^employees\.\d+$/.test(e.path)).map((e) => e.message);
}

/** A selection keeps only employees still shown on the tab (after the list was replaced). */
export function keepSelectable(selected: ReadonlySet<number>, shown: readonly ClockEntry[]): Set<number> {
  const ids = new Set(shown.map((e) => e.employeeId));
  return new Set([...selected].filter((id) => ids.has(id)));
}


/**
 * The compliance warnings of a clock answer merged into those already shown, per employee: an employee
 * the answer warns about gets its messages (in the answer's order), everyone else keeps theirs.
 */
export function warningsByEmployee(
  before: ReadonlyMap<number, readonly string[]>,
  warnings: readonly { employeeId: number; message: string }[],
): ReadonlyMap<number, readonly string[]> {
  const fresh = new Map<number, string[]>();
  for (const w of warnings) {
    const list = fresh.get(w.employeeId) ?? [];
    if (!list.includes(w.message)) list.push(w.message);
    fresh.set(w.employeeId, list);
  }
  return new Map([...before, ...fresh]);
}
