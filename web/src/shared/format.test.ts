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

  it('formats the clock with seconds', () => {
    expect(formatClock(DateTime.fromISO('2026-07-15T08:05:09Z'))).toBe('10:05:09');
  });
});

describe('durations as HH:MM (spec 1 §9)', () => {
  it('pads the hours to two digits', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(5)).toBe('00:05');
    expect(formatMinutes(125)).toBe('02:05');
    expect(formatMinutes(485)).toBe('08:05');
    expect(formatMinutes(59 * 60 + 59)).toBe('59:59');
  });

  it('keeps every digit beyond 99 hours', () => {
    expect(formatMinutes(99 * 60 + 59)).toBe('99:59');
    expect(formatMinutes(100 * 60 + 1)).toBe('100:01');
    expect(formatMinutes(1234 * 60)).toBe('1234:00');
  });

  it('keeps the sign of negative values and rounds fractions of a minute', () => {
    expect(formatMinutes(-30)).toBe('-00:30');
    expect(formatMinutes(-(8 * 60 + 5))).toBe('-08:05');
    expect(formatMinutes(89.6)).toBe('01:30');
  });

  it('shows the placeholder for no number', () => {
    expect(formatMinutes(null)).toBe('');
    expect(formatMinutes(undefined, '–')).toBe('–');
    expect(formatMinutes(Number.NaN, '–')).toBe('–');
  });
});

describe('amounts in de-DE', () => {
  it('formats EUR with a decimal comma and grouping', async () => {
    const { formatCurrency } = await import('./format');
    expect(formatCurrency(13.5)).toBe('13,50\u00a0€');
    expect(formatCurrency(3400)).toBe('3.400,00\u00a0€');
    expect(formatCurrency(null, '–')).toBe('–');
  });

  it('reads typed amounts with comma or point and shows them for editing', async () => {
    const { formatDecimalInput, parseDecimal } = await import('./format');
    expect(parseDecimal('13,50')).toBe(13.5);
    expect(parseDecimal('13.5')).toBe(13.5);
    expect(parseDecimal('1.234,50')).toBe(1234.5);
    expect(parseDecimal(' 160 ')).toBe(160);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('zehn')).toBeNaN();
    expect(parseDecimal('1,2,3')).toBeNaN();
    expect(formatDecimalInput(13.5)).toBe('13,50');
    expect(formatDecimalInput(160)).toBe('160');
    expect(formatDecimalInput(null)).toBe('');
  });
});
