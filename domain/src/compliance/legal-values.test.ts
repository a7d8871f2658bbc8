import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_VALUES, formatEuro, formatHours, formatMonth, minijobLimitOfMinimumWage, valueOn } from './legal-values.js';

describe('legal values', () => {
  it('takes the entry in effect on the day, nothing before the first', () => {
    const table = [
      { validFrom: '2026-01-01', value: 2 },
      { validFrom: '2025-01-01', value: 1 },
    ];
    expect(valueOn(table, '2024-12-31')).toBeUndefined();
    expect(valueOn(table, '2025-01-01')).toBe(1);
    expect(valueOn(table, '2025-12-31')).toBe(1);
    expect(valueOn(table, '2026-01-01')).toBe(2);
  });

  it('has the minimum wage of 2025, 2026 and 2027 (MiLoG §1)', () => {
    const wage = DEFAULT_LEGAL_VALUES.minimumWageCents;
    expect(valueOn(wage, '2025-12-31')).toBe(1282);
    expect(valueOn(wage, '2026-01-01')).toBe(1390);
    expect(valueOn(wage, '2026-12-31')).toBe(1390);
    expect(valueOn(wage, '2027-01-01')).toBe(1460);
  });

  it('derives the minijob limit as minimum wage × 130 ÷ 3 rounded up to euros (SGB IV §8 (1a))', () => {
    expect(minijobLimitOfMinimumWage(1200)).toBe(52_000);
    expect(minijobLimitOfMinimumWage(1241)).toBe(53_800);
    expect(minijobLimitOfMinimumWage(1282)).toBe(55_600);
    expect(minijobLimitOfMinimumWage(1390)).toBe(60_300);
    expect(minijobLimitOfMinimumWage(1460)).toBe(63_300); // 632,67 € rounded up
    // A product that is a whole euro stays as it is: 15 € × 130 ÷ 3 = 650 €.
    expect(minijobLimitOfMinimumWage(1500)).toBe(65_000);
    const limit = DEFAULT_LEGAL_VALUES.minijobLimitCents;
    expect(valueOn(limit, '2025-06-01')).toBe(55_600);
    expect(valueOn(limit, '2026-11-01')).toBe(60_300);
    expect(valueOn(limit, '2027-01-01')).toBe(63_300);
  });

  it('has 70 short-term days, a warning from 60 and 20 hours for working students', () => {
    expect(valueOn(DEFAULT_LEGAL_VALUES.shortTermMaxDays, '2026-01-01')).toBe(70);
    expect(valueOn(DEFAULT_LEGAL_VALUES.shortTermWarningDays, '2026-01-01')).toBe(60);
    expect(valueOn(DEFAULT_LEGAL_VALUES.workingStudentWeekMinutes, '2026-01-01')).toBe(1200);
  });

  it('writes euros, hours and months in German', () => {
    expect(formatEuro(60_301)).toBe('603,01 €');
    expect(formatEuro(120_600)).toBe('1.206,00 €');
    expect(formatEuro(5)).toBe('0,05 €');
    expect(formatEuro(-150)).toBe('-1,50 €');
    expect(formatHours(1201)).toBe('20:01 Std.');
    expect(formatMonth('2026-03-15')).toBe('März 2026');
  });
});
