import { describe, expect, it } from 'vitest';
import { startOf } from './forgotten-clock-outs.js';

describe('startOf', () => {
  it('an entry begins at its day and start on the Berlin clock (summer time: UTC+2)', () => {
    expect(startOf({ date: '2026-07-01', start: '05:30' }).toUTC().toISO()).toBe('2026-07-01T03:30:00.000Z');
    expect(startOf({ date: '2026-01-15', start: '22:00' }).toUTC().toISO()).toBe('2026-01-15T21:00:00.000Z');
  });
});
