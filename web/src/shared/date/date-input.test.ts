import { describe, expect, it } from 'vitest';
import { isIsoDate, isIsoMonth, parseDateInput, parseMonthInput } from './date-input';

describe('parseDateInput (spec 1 §5 "Date field")', () => {
  it('accepts the display format DD.MM.YYYY and YYYY-MM-DD', () => {
    expect(parseDateInput('12.04.1990')).toEqual({ kind: 'valid', iso: '1990-04-12' });
    expect(parseDateInput('1.4.1990')).toEqual({ kind: 'valid', iso: '1990-04-01' });
    expect(parseDateInput('1990-04-12')).toEqual({ kind: 'valid', iso: '1990-04-12' });
    expect(parseDateInput('  29.02.2028 ')).toEqual({ kind: 'valid', iso: '2028-02-29' });
  });

  it('refuses everything else, including days that do not exist', () => {
    for (const text of ['31.02.1990', '29.02.2027', '12.13.1990', '1990-4-12', '12/04/1990', '12.04.90', 'morgen', '2026-11']) {
      expect(parseDateInput(text), text).toEqual({ kind: 'invalid' });
    }
  });

  it('an empty field is empty, not invalid', () => {
    expect(parseDateInput('')).toEqual({ kind: 'empty' });
    expect(parseDateInput('   ')).toEqual({ kind: 'empty' });
    expect(parseDateInput(null)).toEqual({ kind: 'empty' });
  });

  it('isIsoDate accepts only real YYYY-MM-DD days', () => {
    expect(isIsoDate('2026-11-23')).toBe(true);
    expect(isIsoDate('23.11.2026')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
  });
});

describe('parseMonthInput (wage months, MM.YYYY)', () => {
  it('accepts MM.YYYY and YYYY-MM', () => {
    expect(parseMonthInput('01.2027')).toEqual({ kind: 'valid', iso: '2027-01' });
    expect(parseMonthInput('1.2027')).toEqual({ kind: 'valid', iso: '2027-01' });
    expect(parseMonthInput('2027-01')).toEqual({ kind: 'valid', iso: '2027-01' });
  });

  it('refuses other texts', () => {
    for (const text of ['13.2027', '00.2027', '2027-13', '01.27', '2027-01-01', 'Januar']) {
      expect(parseMonthInput(text), text).toEqual({ kind: 'invalid' });
    }
    expect(isIsoMonth('2027-01')).toBe(true);
    expect(isIsoMonth('01.2027')).toBe(false);
  });
});
