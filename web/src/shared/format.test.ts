import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatMinutes, formatTime } from './format';

describe('de-DE formats in Europe/Berlin', () => {
  it('shows calendar days as DD.MM.YYYY without shifting the day', () => {
    expect(formatDate('2026-03-01')).toBe('01.03.2026');
    expect(formatDate('2026-12-31')).toBe('31.12.2026');
  });

  it('shows instants in Berlin time (winter and summer time)', () => {
    expect(formatDateTime('2026-01-15T23:30:00Z')).toBe('16.01.2026 00:30');
    expect(formatDateTime('2026-07-15T08:05:00Z')).toBe('15.07.2026 10:05');
    expect(formatTime('2026-07-15T08:05:00Z')).toBe('10:05');
  });

  it('uses the given placeholder for missing or invalid values', () => {
    expect(formatDateTime(null, '–')).toBe('–');
    expect(formatDate('kein Datum', '–')).toBe('–');
  });

  it('formats the clock with seconds and minutes as hours', () => {
    expect(formatClock(DateTime.fromISO('2026-07-15T08:05:09Z'))).toBe('10:05:09');
    expect(formatMinutes(125)).toBe('2:05');
    expect(formatMinutes(-30)).toBe('-0:30');
  });
});
