/**
 * The clock's state machine for one employee on one order (spec 2 §4 "Worklog per employee per order"):
 * not clocked in → IN as WORK, TRAVEL or PASSENGER → PAUSE (only from WORK or TRAVEL) → OUT. Switching
 * the type is IN with another type; IN as the type already open here is refused. The server refuses by
 * it (with its German reason per refusal), the web offers only the actions it allows.
 */
import type { WorklogKind } from './time.js';

export type ClockAction = 'IN' | 'PAUSE' | 'OUT';
export const CLOCK_ACTIONS: readonly ClockAction[] = ['IN', 'PAUSE', 'OUT'];

/** An employee's state on one order's day, as the timeclock reports it. */
export type ClockStatus = 'NOT_CLOCKED_IN' | 'CLOCKED_IN' | 'PAUSED' | 'CLOCKED_OUT' | 'CLOCKED_IN_ELSEWHERE';

/** The types an employee can be clocked in as; PAUSE is reached only through the PAUSE action. */
export type ClockInType = Exclude<WorklogKind, 'PAUSE'>;
export const CLOCK_IN_TYPES: readonly ClockInType[] = ['WORK', 'TRAVEL', 'PASSENGER'];

/** PAUSE only from WORK or TRAVEL. */
export const PAUSABLE_TYPES: readonly WorklogKind[] = ['WORK', 'TRAVEL'];

export const isClockInType = (type: unknown): type is ClockInType => (CLOCK_IN_TYPES as readonly unknown[]).includes(type);

/** Why the state machine refuses an action; each side words it (the server's message, the web hides the action). */
export type ClockRefusal = 'ACTION_REQUIRED' | 'TYPE_FOR_IN' | 'ALREADY_AS' | 'NOT_CLOCKED_IN' | 'ALREADY_PAUSED' | 'PAUSE_ONLY_FROM_WORK';

/**
 * Whether `action` (as `type` for IN) is allowed for an employee whose entry open on this order is of
 * type `openHere` (null: nothing open here — not clocked in, or clocked in on another order, which IN
 * ends). Null when allowed, else the refusal.
 */
export function clockRefusal(openHere: WorklogKind | null, action: ClockAction | null | undefined, type?: WorklogKind | null): ClockRefusal | null {
  switch (action) {
    case 'IN':
      if (!isClockInType(type)) return 'TYPE_FOR_IN';
      return openHere === type ? 'ALREADY_AS' : null;
    case 'PAUSE':
      if (!openHere) return 'NOT_CLOCKED_IN';
      if (openHere === 'PAUSE') return 'ALREADY_PAUSED';
      return PAUSABLE_TYPES.includes(openHere) ? null : 'PAUSE_ONLY_FROM_WORK';
    case 'OUT':
      return openHere ? null : 'NOT_CLOCKED_IN';
    default:
      return 'ACTION_REQUIRED';
  }
}

export const clockAllows = (openHere: WorklogKind | null, action: ClockAction, type?: WorklogKind | null): boolean => clockRefusal(openHere, action, type) === null;
