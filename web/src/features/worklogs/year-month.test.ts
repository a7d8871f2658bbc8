import { describe, expect, it } from 'vitest';
import { resolveYearMonth } from './year-month';

describe('resolveYearMonth', () => {
  it('applies a valid month up to the maximum', () => {
    expect(resolveYearMonth('2026-03', '2026-11')).toBe('2026-03');
    expect(resolveYearMonth('2026-11', '2026-11')).toBe('2026-11');
  });
  it('falls back to the maximum for missing, invalid or future months', () => {
    expect(resolveYearMonth(null, '2026-11')).toBe('2026-11');
    expect(resolveYearMonth('2026-13', '2026-11')).toBe('2026-11');
    expect(resolveYearMonth('abc', '2026-11')).toBe('2026-11');
    expect(resolveYearMonth('2026-12', '2026-11')).toBe('2026-11');
  });
});
