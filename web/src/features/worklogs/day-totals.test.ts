import { describe, expect, it } from 'vitest';
import { AUTOMATIC_PAUSE, addTotals, canSeePassenger, dayTotals, groupByDay, isAutomaticPause, type Span } from './day-totals';

const w = (worklogType: Span['worklogType'], start: string, end: string | null, comment = '') => ({ worklogType, start, end, comment });

describe('dayTotals', () => {
  it('sums each type', () => {
    expect(dayTotals([w('WORK', '08:00', '12:00'), w('TRAVEL', '07:00', '08:00'), w('PASSENGER', '12:00', '12:45'), w('PAUSE', '12:45', '13:00')])).toEqual({
      minutesWork: 240,
      minutesTravel: 60,
      minutesPassenger: 45,
      minutesPause: 15,
    });
  });

  it('deducts the automatic pause lying inside the last work span (net work)', () => {
    const t = dayTotals([w('WORK', '08:00', '15:00'), w('PAUSE', '14:30', '15:00', AUTOMATIC_PAUSE)]);
    expect(t).toEqual({ minutesWork: 390, minutesTravel: 0, minutesPassenger: 0, minutesPause: 30 });
  });

  it('does not deduct a pause between work spans (timeclock style)', () => {
    const t = dayTotals([w('WORK', '08:00', '12:00'), w('PAUSE', '12:00', '12:30'), w('WORK', '12:30', '16:00')]);
    expect(t.minutesWork).toBe(450);
    expect(t.minutesPause).toBe(30);
  });

  it('counts an open span as zero', () => {
    expect(dayTotals([w('WORK', '08:00', null)]).minutesWork).toBe(0);
  });

  it('adds totals of several days', () => {
    const a = dayTotals([w('WORK', '08:00', '09:00')]);
    expect(addTotals([a, a]).minutesWork).toBe(120);
  });
});

describe('isAutomaticPause', () => {
  it('recognises the comment on a pause only', () => {
    expect(isAutomaticPause(w('PAUSE', '12:00', '12:30', AUTOMATIC_PAUSE))).toBe(true);
    expect(isAutomaticPause(w('PAUSE', '12:00', '12:30', 'Mittag'))).toBe(false);
    expect(isAutomaticPause(w('WORK', '12:00', '12:30', AUTOMATIC_PAUSE))).toBe(false);
  });
});

describe('groupByDay', () => {
  it('groups per day with earliest start, latest end and totals', () => {
    const days = groupByDay([
      { ...w('WORK', '13:00', '17:00'), date: '2026-10-02' },
      { ...w('TRAVEL', '07:30', '08:00'), date: '2026-10-01' },
      { ...w('WORK', '08:00', '12:00'), date: '2026-10-01' },
    ]);
    expect(days.map((d) => [d.date, d.start, d.end, d.entries.length])).toEqual([
      ['2026-10-01', '07:30', '12:00', 2],
      ['2026-10-02', '13:00', '17:00', 1],
    ]);
    expect(days[0].totals.minutesTravel).toBe(30);
  });

  it('leaves the end open while an entry is open', () => {
    expect(groupByDay([{ ...w('WORK', '08:00', null), date: '2026-10-01' }])[0].end).toBeNull();
  });

  it('is empty without worklogs', () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe('canSeePassenger', () => {
  it('needs Accounting_Employee_ViewPassengerTimes', () => {
    expect(canSeePassenger(['Accounting_Employee_ViewPassengerTimes'])).toBe(true);
    expect(canSeePassenger(['Accounting_Overview_ViewOther'])).toBe(false);
    expect(canSeePassenger([])).toBe(false);
  });
});
