import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageRounded, median, positionsPerHour, spreadByMinutes, standardDeviation, timeLeftMinutes } from './performance-math.js';

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

describe('standardDeviation (population, 2 decimals; docs/decisions/statistics.md#STA-13)', () => {
  it('hand-computed fixtures', () => {
    // mean 5; squared deviations 9,1,1,1,0,0,4,16 → 32 / 8 = 4 → 2
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    // mean 150; deviations ±50 → variance 2500 → 50 (population, not the sample's 70.71)
    expect(standardDeviation([100, 200])).toBe(50);
    // mean 2; variance (1+0+1)/3 = 0.6667 → 0.8165 → 0.82
    expect(standardDeviation([1, 2, 3])).toBe(0.82);
    expect(standardDeviation([123.456])).toBe(0);
    expect(standardDeviation([])).toBe(0);
  });
  it('is never negative and 0 for equal values', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 5000, noNaN: true }), { minLength: 1, maxLength: 30 }), (values) => {
        expect(standardDeviation(values)).toBeGreaterThanOrEqual(0);
        expect(standardDeviation(values.map(() => values[0]))).toBe(0);
      }),
    );
  });
});

describe('median (2 decimals)', () => {
  it('middle value, mean of the middle two for an even count, 0 for none', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 200, 400, 300])).toBe(250);
    expect(median([1.005, 2])).toBe(1.5); // 1.5025 → 1.5
    expect(median([142.857142])).toBe(142.86);
    expect(median([0.125])).toBe(0.13); // half up
    expect(median([])).toBe(0);
  });
});
