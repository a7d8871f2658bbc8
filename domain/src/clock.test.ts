import { describe, expect, it } from 'vitest';
import { CLOCK_IN_TYPES, clockAllows, clockRefusal } from './clock.js';
import type { WorklogKind } from './time.js';

const OPEN: (WorklogKind | null)[] = [null, 'WORK', 'TRAVEL', 'PASSENGER', 'PAUSE'];

describe('clock state machine (spec 2 §4)', () => {
  it('IN needs WORK, TRAVEL or PASSENGER and a type other than the one open here', () => {
    for (const open of OPEN) {
      for (const type of CLOCK_IN_TYPES) expect(clockRefusal(open, 'IN', type)).toBe(open === type ? 'ALREADY_AS' : null);
      expect(clockRefusal(open, 'IN', 'PAUSE')).toBe('TYPE_FOR_IN');
      expect(clockRefusal(open, 'IN', null)).toBe('TYPE_FOR_IN');
    }
  });

  it('PAUSE only from WORK or TRAVEL open here', () => {
    expect(OPEN.map((open) => clockRefusal(open, 'PAUSE'))).toEqual(['NOT_CLOCKED_IN', null, null, 'PAUSE_ONLY_FROM_WORK', 'ALREADY_PAUSED']);
  });

  it('OUT from anything open here, also a pause', () => {
    expect(OPEN.map((open) => clockAllows(open, 'OUT'))).toEqual([false, true, true, true, true]);
  });

  it('no action is refused as such', () => {
    expect(clockRefusal('WORK', null)).toBe('ACTION_REQUIRED');
    expect(clockRefusal('WORK', 'SWITCH' as never)).toBe('ACTION_REQUIRED');
  });
});
