import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from './shared-validation.js';

describe('isIsoDate', () => {
  it.each([
    ['2026-11-25', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-05', false],
    ['2026-01-05T00:00', false],
    [' 2026-01-05', false],
    ['', false],
    [20260105, false],
    [null, false],
  ])('%s → %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });

  it("answers as luxon's DateTime.fromISO(…).isValid for every YYYY-MM-DD (property)", () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 })),
        fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 28, max: 31 })),
        (y, m, d) => {
        const text = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
        expect(isIsoDate(text)).toBe(DateTime.fromISO(text).isValid);
      }),
      { numRuns: 20_000 },
    );
  });
});
