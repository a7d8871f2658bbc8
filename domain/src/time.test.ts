import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockChange, dayTotals, elapsedAt, END_TIME, entryMinutes, instantOf, nextDay, previousDay, spanMinutes, TIME, toHHMM, toMinutes, wallOf, type Span } from './time.js';

const w = (worklogType: Span['worklogType'], start: string, end: string | null): Span => ({ worklogType, start, end });

describe('times of day', () => {
  it('accepts 24:00 as an end only', () => {
    expect(END_TIME.test('24:00')).toBe(true);
    expect(TIME.test('24:00')).toBe(false);
    expect(END_TIME.test('24:01')).toBe(false);
    expect(END_TIME.test('23:59')).toBe(true);
    expect(toMinutes('24:00')).toBe(1440);
    expect(toHHMM(1440)).toBe('24:00');
  });

  it('counts 22:00–24:00 as 120 minutes', () => {
    expect(spanMinutes('2026-11-02', '22:00', '24:00')).toBe(120);
  });

  it('steps through days across months and years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(previousDay('2027-03-01')).toBe('2027-02-28');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('daylight saving time in Berlin', () => {
  it('knows the last Sundays of March and October', () => {
    expect(clockChange('2026-03-29')).toBe('FORWARD');
    expect(clockChange('2026-10-25')).toBe('BACK');
    expect(clockChange('2027-03-28')).toBe('FORWARD');
    expect(clockChange('2027-10-31')).toBe('BACK');
    expect(clockChange('2026-03-22')).toBeNull();
    expect(clockChange('2026-10-24')).toBeNull();
  });

  it('makes a 22:00–06:00 night 7 hours in March and 9 hours in October', () => {
    expect(spanMinutes('2026-03-28', '22:00', '24:00') + spanMinutes('2026-03-29', '00:00', '06:00')).toBe(7 * 60);
    expect(spanMinutes('2026-10-24', '22:00', '24:00') + spanMinutes('2026-10-25', '00:00', '06:00')).toBe(9 * 60);
    expect(spanMinutes('2026-11-07', '22:00', '24:00') + spanMinutes('2026-11-08', '00:00', '06:00')).toBe(8 * 60);
  });

  it('reads the hour that does not exist as 02:00 and the repeated one as its first pass', () => {
    expect(spanMinutes('2026-03-29', '02:15', '02:45')).toBe(0);
    expect(spanMinutes('2026-03-29', '01:30', '03:30')).toBe(60);
    expect(spanMinutes('2026-10-25', '02:15', '02:45')).toBe(30);
    expect(spanMinutes('2026-10-25', '02:30', '03:00')).toBe(90);
  });

  it('makes midnight of one day the 24:00 of the day before, also around the changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (n) => {
        const date = new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        expect(instantOf(date, 1440)).toBe(instantOf(nextDay(date), 0));
      }),
    );
  });

  it('matches the time zone database: a day lasts as long as Berlin says', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (n) => {
        const date = new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        const midnight = (d: string) => {
          // The UTC instant of Berlin's local midnight, from Intl (the tz database).
          const guess = Date.parse(`${d}T00:00:00Z`);
          for (const offset of [60, 120]) {
            const t = guess - offset * 60_000;
            const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(t);
            if (parts.startsWith(d) && parts.endsWith('00:00')) return t / 60_000;
          }
          throw new Error(`no midnight for ${d}`);
        };
        expect(instantOf(date, 0)).toBe(midnight(date));
        expect(elapsedAt(date, 1440)).toBe(midnight(nextDay(date)) - midnight(date));
      }),
    );
  });

  it('turns an instant back into the wall time it came from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 0, max: 1440 }), (n, wall) => {
        const date = new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        const change = clockChange(date);
        fc.pre(!(change && wall >= 120 && wall < 180)); // the missing and the repeated hour have no unique instant
        expect(wallOf(date, instantOf(date, wall))).toBe(wall);
      }),
    );
  });
});

describe('net minutes of a day', () => {
  it('deducts a pause lying inside a work span from the work', () => {
    const day = [w('WORK', '07:00', '15:00'), w('PAUSE', '13:00', '13:30')];
    expect(dayTotals('2026-11-02', day)).toEqual({ minutesWork: 450, minutesTravel: 0, minutesPassenger: 0, minutesPause: 30 });
  });

  it('does not deduct pauses between work spans, nor overlapping pauses twice', () => {
    const day = [w('WORK', '07:00', '12:00'), w('PAUSE', '12:00', '12:30'), w('WORK', '12:30', '16:00'), w('PAUSE', '14:00', '14:30'), w('PAUSE', '14:15', '14:45')];
    expect(entryMinutes('2026-11-02', day)).toEqual([300, 30, 210 - 45, 30, 30]);
  });

  it('counts an open entry up to the given time only', () => {
    const day = [w('WORK', '22:00', null)];
    expect(dayTotals('2026-11-02', day).minutesWork).toBe(0);
    expect(dayTotals('2026-11-02', day, '23:15').minutesWork).toBe(75);
    expect(dayTotals('2026-11-02', day, '24:00').minutesWork).toBe(120);
  });

  const time = fc.integer({ min: 0, max: 1440 }).map(toHHMM);
  const entry = fc
    .record({ worklogType: fc.constantFrom<Span['worklogType']>('WORK', 'PAUSE', 'TRAVEL', 'PASSENGER'), a: time, b: time })
    .map(({ worklogType, a, b }) => w(worklogType, a < b ? a : b, a < b ? b : a));

  it('never counts work below zero nor above its span, and types other than work are plain spans', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (day) => {
        const minutes = entryMinutes('2026-06-10', day);
        day.forEach((e, i) => {
          const span = spanMinutes('2026-06-10', e.start, e.end!);
          if (e.worklogType === 'WORK') {
            expect(minutes[i]).toBeGreaterThanOrEqual(0);
            expect(minutes[i]).toBeLessThanOrEqual(span);
          }
          else expect(minutes[i]).toBe(span);
        });
      }),
    );
  });
});
