import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRounded, positionsPerHour, spreadByMinutes, timeLeftMinutes } from './performance-math.js';

describe('positionsPerHour', () => {
  it('rounds positions per worked hour; 0 without minutes', () => {
    expect(positionsPerHour(1000, 120)).toBe(500);
    expect(positionsPerHour(1000, 7 * 60)).toBe(143); // 142.857…
    expect(positionsPerHour(5, 120)).toBe(3); // 2.5 rounds up
    expect(positionsPerHour(500, 0)).toBe(0);
    expect(positionsPerHour(0, 60)).toBe(0);
  });
});

describe('averageRounded', () => {
  it('the rounded mean, null for none', () => {
    expect(averageRounded([])).toBeNull();
    expect(averageRounded([100, 201])).toBe(151); // 150.5
    expect(averageRounded([300])).toBe(300);
  });
});

describe('timeLeftMinutes', () => {
  it('0 when nothing is left, null without a speed, shared by the counters', () => {
    expect(timeLeftMinutes(0, null, 0)).toBe(0);
    expect(timeLeftMinutes(600, null, 2)).toBeNull();
    expect(timeLeftMinutes(600, 300, 1)).toBe(120);
    expect(timeLeftMinutes(600, 300, 2)).toBe(60);
    expect(timeLeftMinutes(100, 300, 1)).toBe(20);
    expect(timeLeftMinutes(101, 300, 3)).toBe(7); // 6.73…
  });
});

describe('spreadByMinutes', () => {
  it('proportional, largest remainder, sums exactly', () => {
    expect(spreadByMinutes(1000, [240, 120])).toEqual([667, 333]);
    expect(spreadByMinutes(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spreadByMinutes(7, [0, 60])).toEqual([0, 7]);
    expect(spreadByMinutes(5, [0, 0])).toEqual([3, 2]);
    expect(spreadByMinutes(5, [])).toEqual([]);
  });
  it('always sums to the total and never goes negative', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.array(fc.nat(2000), { minLength: 1, maxLength: 20 }), (total, minutes) => {
        const parts = spreadByMinutes(total, minutes);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
      }),
    );
  });
});
