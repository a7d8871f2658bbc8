import { CALENDAR_DAY_MESSAGES } from '@inv/domain';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '@/shared/form/yup';
import '../texts';
import {
  bookingDay,
  calendarHandover,
  capacityProblem,
  DEFAULT_MAX_POSITIONS,
  defaultMaxFromSetting,
  effectiveMax,
  formatCount,
  isFull,
  isoOfLocal,
  isoWeek,
  latestPositions,
  matchesRegion,
  navigateDate,
  maxPositionsSchema,
  parseMaxPositions,
  parsePositions,
  parseRegionFilter,
  pickerMinimum,
  positionsOfMonth,
  reweTypeId,
  sameMonthLastYear,
  toLocalDate,
  visibleRange,
  weeksOf,
} from './calendar-logic';

describe('effective maximum (spec 3 §5, §9)', () => {
  it('is the day value when above 0, otherwise the default', () => {
    expect(effectiveMax(500, 90000)).toBe(500);
    expect(effectiveMax(0, 90000)).toBe(90000);
    expect(effectiveMax(null, 1200)).toBe(1200);
  });

  it('reads the default from the setting, 90000 when it is missing or no whole number', () => {
    expect(defaultMaxFromSetting('1200')).toBe(1200);
    expect(defaultMaxFromSetting(undefined)).toBe(DEFAULT_MAX_POSITIONS);
    expect(defaultMaxFromSetting('viel')).toBe(90000);
  });

  it('greys a day once everything is used or the maximum is 0', () => {
    expect(isFull({ date: '2025-03-03', positions: 100, effectiveMaxPositions: 100 })).toBe(true);
    expect(isFull({ date: '2025-03-03', positions: 0, effectiveMaxPositions: 0 })).toBe(true);
    expect(isFull({ date: '2025-03-03', positions: 99, effectiveMaxPositions: 100 })).toBe(false);
  });

  it('formats counts the German way', () => {
    expect(formatCount(90000)).toBe('90.000');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(12)).toBe('12');
  });
});

describe('capacity check before sending (spec 3 §2.3)', () => {
  const today = '2025-03-10';
  it('refuses a day before today', () => {
    expect(capacityProblem({ date: '2025-03-09', today, used: 0, max: 100, positions: 1 })).toEqual({ kind: 'past', date: '2025-03-09' });
  });

  it('accepts exactly the remaining capacity and refuses one more', () => {
    expect(capacityProblem({ date: today, today, used: 60, max: 100, positions: 40 })).toBeNull();
    expect(capacityProblem({ date: '2025-03-11', today, used: 60, max: 100, positions: 41 })).toEqual({
      kind: 'full',
      date: '2025-03-11',
      used: 60,
      max: 100,
      positions: 41,
    });
  });

  it('replaces a clicked past day by today; the picker starts with the current month', () => {
    expect(bookingDay('2025-03-01', today)).toBe(today);
    expect(bookingDay('2025-03-20', today)).toBe('2025-03-20');
    expect(pickerMinimum(today)).toBe('2025-03-01');
  });

  it('positions are an integer of at least 1; the maximum an integer of at least 0 (German grouping allowed)', () => {
    expect(parsePositions('12')).toBe(12);
    expect(parsePositions('0')).toBeNull();
    expect(parsePositions('1,5')).toBeNull();
    expect(parseMaxPositions('0')).toBe(0);
    expect(parseMaxPositions('90.000')).toBe(90000);
    expect(parseMaxPositions('1.5')).toBeNull();
    expect(parseMaxPositions('-1')).toBeNull();
    expect(parseMaxPositions('')).toBeNull();
  });
});

describe('ISO weeks (Monday start, week 1 holds January 4th)', () => {
  it('numbers weeks across the turn of the year', () => {
    expect(isoWeek('2021-01-03')).toBe(53); // a Sunday: still the last week of 2020
    expect(isoWeek('2021-01-04')).toBe(1);
    expect(isoWeek('2024-12-30')).toBe(1); // Monday of the week with 2025-01-04
    expect(isoWeek('2026-01-01')).toBe(1);
  });

  it('lists the weeks of a month view', () => {
    expect(weeksOf('month', '2025-03-15')).toEqual([9, 10, 11, 12, 13, 14]);
    expect(weeksOf('day', '2025-03-15')).toEqual([11]);
  });
});

describe('visible ranges and navigation', () => {
  it('month views span whole weeks from Monday', () => {
    expect(visibleRange('month', '2025-03-15')).toEqual({ from: '2025-02-24', to: '2025-04-06' });
    expect(visibleRange('week', '2025-03-15')).toEqual({ from: '2025-03-10', to: '2025-03-16' });
    expect(visibleRange('fourDays', '2025-03-15')).toEqual({ from: '2025-03-15', to: '2025-03-18' });
    expect(visibleRange('day', '2025-03-15')).toEqual({ from: '2025-03-15', to: '2025-03-15' });
    expect(visibleRange('agenda', '2025-03-15')).toEqual({ from: '2025-03-15', to: '2025-04-13' });
  });

  it('steps by the view', () => {
    expect(navigateDate('month', '2025-01-31', 1)).toBe('2025-02-28');
    expect(navigateDate('fourDays', '2025-03-15', -1)).toBe('2025-03-11');
    expect(navigateDate('week', '2025-03-15', 1)).toBe('2025-03-22');
  });

  it('converts days to local dates and back without a zone shift', () => {
    expect(isoOfLocal(toLocalDate('2025-03-30'))).toBe('2025-03-30');
    expect(toLocalDate('2025-10-26', '07:00').getHours()).toBe(7);
  });
});

describe('region / VB / KST filter', () => {
  it('accepts up to three groups of two digits', () => {
    expect(parseRegionFilter('')).toEqual([]);
    expect(parseRegionFilter(' 12 ')).toEqual(['12']);
    expect(parseRegionFilter('12 34  56')).toEqual(['12', '34', '56']);
  });

  it('refuses anything else', () => {
    for (const bad of ['1', '123', '12 34 56 78', '12-34', 'ab', '12 3']) expect(parseRegionFilter(bad)).toBe('invalid');
  });

  it('matches region, VB and the start of the KST in this order', () => {
    const c = { region: '12', sellingArea: '34', costCenter: '5678' };
    expect(matchesRegion(c, [])).toBe(true);
    expect(matchesRegion(c, ['12'])).toBe(true);
    expect(matchesRegion(c, ['12', '34', '56'])).toBe(true);
    expect(matchesRegion(c, ['12', '35'])).toBe(false);
    expect(matchesRegion(c, ['12', '34', '57'])).toBe(false);
    expect(matchesRegion({ region: '2' }, ['02'])).toBe(true);
    expect(matchesRegion(null, ['12'])).toBe(false);
    expect(matchesRegion(null, [])).toBe(true);
  });
});

describe('footer sums', () => {
  const orders = [
    { validFrom: '2025-03-01', positions: 1000 },
    { validFrom: '2025-03-31', positions: 250 },
    { validFrom: '2025-03-15', positions: null },
    { validFrom: '2025-04-01', positions: 9999 },
    { validFrom: '2024-03-10', positions: 700 },
  ];
  it('sums the positions of inventories counted in the month', () => {
    expect(positionsOfMonth(orders, '2025-03')).toBe(1250);
    expect(positionsOfMonth(orders, sameMonthLastYear('2025-03'))).toBe(700);
    expect(sameMonthLastYear('2024-02')).toBe('2023-02');
  });
});

describe('defaults', () => {
  it('finds the customer type named REWE in any case', () => {
    expect(reweTypeId([{ id: 1, name: 'Edeka' }, { id: 4, name: 'Rewe' }])).toBe(4);
    expect(reweTypeId([{ id: 1, name: 'Edeka' }])).toBeNull();
    expect(reweTypeId(undefined)).toBeNull();
  });

  it("takes the positions of the customer's latest order, else the customer's own", () => {
    const past = [
      { fromDate: '2024-05-01', numberOfPositions: 800 },
      { fromDate: '2025-01-10', numberOfPositions: null },
      { fromDate: '2024-11-01', numberOfPositions: 950 },
    ];
    expect(latestPositions(past, 100)).toBe(950);
    expect(latestPositions([], 100)).toBe(100);
    expect(latestPositions([], null)).toBeNull();
  });

  it('opens the calendar with a customer from the query', () => {
    expect(calendarHandover(new URLSearchParams('customerId=7&positions=150'))).toEqual({ customerId: 7, positions: 150 });
    expect(calendarHandover(new URLSearchParams('customerId=7'))).toEqual({ customerId: 7, positions: null });
    expect(calendarHandover(new URLSearchParams('customerId=x&positions=1'))).toBeNull();
    expect(calendarHandover(new URLSearchParams('from=2025-01-01'))).toBeNull();
  });
});

describe('max-positions dialog schema (spec 3 §5)', () => {
  it('wants an integer of at least 0, German grouping accepted', () => {
    expect(schemaErrors(maxPositionsSchema(), { maxPositions: '0', note: '' })).toEqual({});
    expect(schemaErrors(maxPositionsSchema(), { maxPositions: '90.000', note: 'Inventurwoche' })).toEqual({});
    for (const bad of ['', '1,5', '-1', 'viel'])
      expect(schemaErrors(maxPositionsSchema(), { maxPositions: bad, note: '' })).toEqual({ maxPositions: 'Maximale Positionen muss eine ganze Zahl ≥ 0 sein' });
  });

  it('refuses more than the server allows (99.999.999.999 too) with the allowed maximum', () => {
    expect(schemaErrors(maxPositionsSchema(), { maxPositions: '10.000.000', note: '' })).toEqual({});
    for (const big of ['99.999.999.999', '99999999999', '10000001'])
      expect(schemaErrors(maxPositionsSchema(), { maxPositions: big, note: '' })).toEqual({ maxPositions: 'Maximale Positionen darf höchstens 10.000.000 sein' });
  });

  it('refuses what the server refuses, in its words (one capacity rule in the domain)', () => {
    // The dialog once let any note through, which the server then refused.
    expect(schemaErrors(maxPositionsSchema(), { maxPositions: '0', note: 'x'.repeat(2001) })).toEqual({ note: CALENDAR_DAY_MESSAGES.noteTooLong });
    expect(schemaErrors(maxPositionsSchema(), { maxPositions: '0', note: ` ${'x'.repeat(2000)} ` })).toEqual({});
    expect(schemaErrors(maxPositionsSchema(), { maxPositions: '1,5', note: '' })).toEqual({ maxPositions: CALENDAR_DAY_MESSAGES.maxPositionsInvalid });
    expect(schemaErrors(maxPositionsSchema(), { maxPositions: '10000001', note: '' })).toEqual({ maxPositions: CALENDAR_DAY_MESSAGES.maxPositionsTooLarge });
    expect(CALENDAR_DAY_MESSAGES.noteTooLong).toBe('Notiz darf höchstens 2000 Zeichen lang sein');
  });
});
