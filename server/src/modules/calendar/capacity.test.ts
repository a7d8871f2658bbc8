import { describe, expect, it } from 'vitest';
import { capacityExceededMessage, capacityPastDayMessage, dayLockKey, effectiveMaxPositions, germanDate, germanNumber, parseDefaultMax } from './capacity.js';

describe('capacity rules', () => {
  it('effective maximum: the day value when > 0, else the default', () => {
    expect(effectiveMaxPositions(0, 90000)).toBe(90000);
    expect(effectiveMaxPositions(null, 90000)).toBe(90000);
    expect(effectiveMaxPositions(12000, 90000)).toBe(12000);
    expect(effectiveMaxPositions(150000, 90000)).toBe(150000);
  });

  it('a stored defaultMaxPos that is not a positive integer falls back to 90000', () => {
    expect(parseDefaultMax('75000')).toBe(75000);
    expect(parseDefaultMax(' 100 ')).toBe(100);
    for (const bad of [null, undefined, '', '0', '-5', 'abc', '1.5']) expect(parseDefaultMax(bad)).toBe(90000);
  });

  it('German number and date formats of the 409 titles', () => {
    expect(germanNumber(90000)).toBe('90.000');
    expect(germanNumber(1234567)).toBe('1.234.567');
    expect(germanNumber(999)).toBe('999');
    expect(germanDate('2026-03-07')).toBe('07.03.2026');
    expect(capacityPastDayMessage('2026-03-07')).toBe('Am 07.03.2026 können keine Inventuren mehr geplant werden.');
    expect(capacityExceededMessage('2026-12-01', 85000, 90000, 7500)).toBe(
      'Am 01.12.2026 sind bereits 85.000 von 90.000 Positionen verplant; 7.500 weitere passen nicht.',
    );
  });

  it('one lock key per day, consecutive days consecutive keys', () => {
    expect(dayLockKey('2000-01-01')).toBe(0);
    expect(dayLockKey('2026-03-29')).toBe(dayLockKey('2026-03-28') + 1); // across the DST change
    expect(dayLockKey('2026-11-24')).not.toBe(dayLockKey('2026-11-25'));
  });
});
