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

describe('one formatter per kind of figure, German everywhere (figures read the same on every screen)', () => {
  it('hours are HH:MM with the unit, never a decimal: the overview and the order page say the same', async () => {
    const { formatHours } = await import('./format');
    // 50 h 35 min: "50:35 Std." on the statistics overview, the order statistic and its chart tooltip alike.
    expect(formatHours(50 * 60 + 35)).toBe('50:35 Std.');
    expect(formatHours(0)).toBe('00:00 Std.');
    expect(formatHours(100 * 60 + 1)).toBe('100:01 Std.');
    expect(formatHours(null, '–')).toBe('–');
  });

  it('counts group thousands with a point, never a comma or nothing (task bar "2100", axis "1,600")', async () => {
    const { formatCount } = await import('./format');
    expect(formatCount(2100)).toBe('2.100');
    expect(formatCount(1600)).toBe('1.600');
    expect(formatCount(25150)).toBe('25.150');
    expect(formatCount(46)).toBe('46');
    expect(formatCount(12.6)).toBe('13');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(undefined, '–')).toBe('–');
  });

  it('decimals use a comma and fixed digits, or trimmed digits for axes', async () => {
    const { formatDecimal } = await import('./format');
    expect(formatDecimal(1234.5)).toBe('1.234,50');
    expect(formatDecimal(3.14159)).toBe('3,14');
    expect(formatDecimal(2, { digits: 1 })).toBe('2,0');
    expect(formatDecimal(12.5, { digits: 1, trim: true })).toBe('12,5');
    expect(formatDecimal(1600, { digits: 1, trim: true })).toBe('1.600');
    expect(formatDecimal(Number.NaN, { empty: '–' })).toBe('–');
  });

  it('money: cents in tables, whole euros with grouping on chart axes (not "1300 €")', async () => {
    const { formatCurrency } = await import('./format');
    expect(formatCurrency(1300)).toBe('1.300,00\u00a0€');
    expect(formatCurrency(1300, '', { cents: false })).toBe('1.300\u00a0€');
    expect(formatCurrency(-2500.4, '', { cents: false })).toBe('-2.500\u00a0€');
    expect(formatCurrency(undefined, '–', { cents: false })).toBe('–');
  });

  it('percent values keep a comma and a space before the sign', async () => {
    const { formatPercent } = await import('./format');
    expect(formatPercent(5.5)).toBe('5,5\u00a0%');
    expect(formatPercent(-3)).toBe('-3\u00a0%');
    expect(formatPercent(12.345, { digits: 2 })).toBe('12,35\u00a0%');
    expect(formatPercent(null, { empty: '–' })).toBe('–');
  });

  it('productivity always has two decimals: "46" and "57,74" become "46,00" and "57,74"', async () => {
    const { formatProductivity } = await import('./format');
    expect(formatProductivity(46)).toBe('46,00');
    expect(formatProductivity(57.736)).toBe('57,74');
    expect(formatProductivity(1234.5)).toBe('1.234,50');
    expect(formatProductivity(null, '–')).toBe('–');
  });

  it('no screen formats figures on its own (toFixed, toLocaleString, new Intl.NumberFormat, a chart’s formatNumber)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join, relative } = await import('node:path');
    const src = join(import.meta.dirname, '..');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const path = join(dir, e.name);
        if (e.isDirectory()) return e.name === 'generated' ? [] : files(path);
        return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
      });
    const own = /\.toFixed\(|\.toLocaleString\(|new Intl\.NumberFormat\(|\.formatNumber\(/;
    const offenders = files(src)
      .filter((f) => !f.endsWith(join('shared', 'format.ts')))
      .filter((f) => own.test(readFileSync(f, 'utf8')))
      .map((f) => relative(src, f));
    expect(offenders).toEqual([]);
  });
});
