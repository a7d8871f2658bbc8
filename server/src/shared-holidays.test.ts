import { describe, expect, it } from 'vitest';
import { publicHolidayName, publicHolidaysOfZip } from './shared-holidays.js';

describe('public holidays of a workplace', () => {
  it('Fronleichnam 2026 is a holiday in Köln (NRW) and not in Berlin', () => {
    expect(publicHolidaysOfZip('50667', 2026).has('2026-06-04')).toBe(true);
    expect(publicHolidaysOfZip('10115', 2026).has('2026-06-04')).toBe(false);
  });

  it('the Internationaler Frauentag is a holiday in Berlin only', () => {
    expect(publicHolidaysOfZip('10115', 2027).has('2027-03-08')).toBe(true);
    expect(publicHolidaysOfZip('50667', 2027).has('2027-03-08')).toBe(false);
  });

  it('Buß- und Bettag 2026 (18.11.) is a holiday in Sachsen, with its name', () => {
    expect(publicHolidaysOfZip('01067', 2026).has('2026-11-18')).toBe(true);
    expect(publicHolidaysOfZip('04109', 2026).has('2026-11-18')).toBe(true);
    expect(publicHolidaysOfZip('80331', 2026).has('2026-11-18')).toBe(false);
    expect(publicHolidayName('01067', '2026-11-18')).toBe('Buß- und Bettag');
    expect(publicHolidayName('80331', '2026-11-18')).toBeNull();
  });

  it('the nationwide holidays hold everywhere; Heiligabend and Silvester are no public holidays', () => {
    for (const zip of ['50667', '10115', '01067', '80331', '20095']) {
      const days = publicHolidaysOfZip(zip, 2026);
      for (const d of ['2026-01-01', '2026-04-03', '2026-05-01', '2026-10-03', '2026-12-25', '2026-12-26']) expect(days.has(d)).toBe(true);
      expect(days.has('2026-12-24')).toBe(false);
      expect(days.has('2026-12-31')).toBe(false);
    }
  });

  it('a zip outside Germany has none', () => {
    expect(publicHolidaysOfZip('A-1010', 2026).size).toBe(0);
    expect(publicHolidaysOfZip('', 2026).size).toBe(0);
  });
});
