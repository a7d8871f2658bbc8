import { describe, expect, it } from 'vitest';
import { groupByDay, isAutomaticPause, neighbourMonths, shiftHeading, shiftsOfDay, type Span, totalsOf } from './day-totals';
import { shiftTitle } from './shift-title';

type W = Span & { date: string; id: number };
let nextId = 1;
const w = (date: string, worklogType: Span['worklogType'], start: string, end: string | null, patch: Partial<W> = {}): W => ({ id: nextId++, date, worklogType, start, end, comment: '', automatic: false, ...patch });

describe('groupByDay (totals from @inv/domain)', () => {
  it('groups per day with earliest start, latest end and totals', () => {
    const days = groupByDay([w('2026-10-02', 'WORK', '13:00', '17:00'), w('2026-10-01', 'TRAVEL', '07:30', '08:00'), w('2026-10-01', 'WORK', '08:00', '12:00')]);
    expect(days.map((d) => [d.date, d.start, d.end, d.entries.length])).toEqual([
      ['2026-10-01', '07:30', '12:00', 2],
      ['2026-10-02', '13:00', '17:00', 1],
    ]);
    expect(days[0].totals).toEqual({ minutesWork: 240, minutesTravel: 30, minutesPassenger: 0, minutesPause: 0 });
  });

  it('counts 22:00–24:00 as 120 minutes and ends the day at 24:00', () => {
    const [day] = groupByDay([w('2026-11-03', 'WORK', '22:00', '24:00'), w('2026-11-03', 'WORK', '08:00', '12:00')]);
    expect(day.totals.minutesWork).toBe(360);
    expect([day.start, day.end]).toEqual(['08:00', '24:00']);
  });

  it('deducts a pause lying inside work, wherever it lies (net work)', () => {
    const [day] = groupByDay([w('2026-11-03', 'WORK', '07:00', '15:00'), w('2026-11-03', 'PAUSE', '13:00', '13:30', { automatic: true })]);
    expect(day.totals).toEqual({ minutesWork: 450, minutesTravel: 0, minutesPassenger: 0, minutesPause: 30 });
  });

  it('counts real minutes on the nights the clocks change (00:00–06:00: 5 h in March, 7 h in October)', () => {
    expect(groupByDay([w('2026-03-29', 'WORK', '00:00', '06:00')])[0].totals.minutesWork).toBe(300);
    expect(groupByDay([w('2026-10-25', 'WORK', '00:00', '06:00')])[0].totals.minutesWork).toBe(420);
  });

  it('leaves the end open while an entry is open and counts it as zero', () => {
    const [day] = groupByDay([w('2026-10-01', 'WORK', '08:00', null)]);
    expect(day.end).toBeNull();
    expect(day.totals.minutesWork).toBe(0);
  });

  it('is empty without worklogs', () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe('totalsOf', () => {
  it('adds the days’ own totals: a pause counts against the work of its own day only', () => {
    const month = [w('2026-11-03', 'WORK', '08:00', '16:00'), w('2026-11-04', 'PAUSE', '12:00', '12:30'), w('2026-11-04', 'WORK', '13:00', '14:00')];
    expect(totalsOf(month)).toEqual({ minutesWork: 540, minutesTravel: 0, minutesPassenger: 0, minutesPause: 30 });
  });
});

describe('isAutomaticPause (the A badge)', () => {
  it('goes by the server’s flag, not by the comment text', () => {
    expect(isAutomaticPause(w('2026-11-03', 'PAUSE', '12:00', '12:30', { automatic: true, comment: 'Automatische Pause' }))).toBe(true);
    expect(isAutomaticPause(w('2026-11-03', 'PAUSE', '12:00', '12:30', { automatic: false, comment: 'Automatische Pause' }))).toBe(false);
    expect(isAutomaticPause(w('2026-11-03', 'PAUSE', '12:00', '12:30', { automatic: true, comment: 'Mittag' }))).toBe(true);
    expect(isAutomaticPause(w('2026-11-03', 'WORK', '12:00', '12:30', { automatic: true }))).toBe(false);
  });
});

describe('shifts of a day', () => {
  const first = w('2026-11-03', 'WORK', '22:00', '24:00');
  const second = w('2026-11-04', 'WORK', '00:00', '06:00');
  const evening = w('2026-11-04', 'WORK', '18:00', '20:00');

  it('finds the night touching either of its days, with the entries of both', () => {
    for (const date of ['2026-11-03', '2026-11-04']) {
      const shifts = shiftsOfDay([evening, second, first], date);
      expect(shifts[0].entries).toEqual([first, second]);
    }
    expect(shiftsOfDay([evening, second, first], '2026-11-04')).toHaveLength(2);
    expect(shiftsOfDay([first, second], '2026-11-05')).toEqual([]);
  });

  it("heads a night 'Schicht 22:00–06:00 (03.11.–04.11.)', a day shift without days, an open one with its start", () => {
    const [night] = shiftsOfDay([first, second], '2026-11-03');
    expect(shiftHeading(night)).toEqual({ start: '22:00', end: '06:00', days: '03.11.–04.11.' });
    expect(shiftTitle(night)).toBe('Schicht 22:00–06:00 (03.11.–04.11.)');
    expect(shiftTitle(shiftsOfDay([evening], '2026-11-04')[0])).toBe('Schicht 18:00–20:00');
    expect(shiftTitle(shiftsOfDay([w('2026-11-04', 'WORK', '22:00', null)], '2026-11-04')[0])).toBe('Schicht ab 22:00');
  });

  it('names the days of a shift ending at 24:00 on its own day without a next day', () => {
    expect(shiftTitle(shiftsOfDay([first], '2026-11-03')[0])).toBe('Schicht 22:00–24:00');
  });
});

describe('neighbourMonths', () => {
  it('asks for the previous month when the 1st starts within an hour after midnight, the next when the last day ends within an hour before', () => {
    expect(neighbourMonths([w('2026-11-01', 'WORK', '00:00', '06:00')], '2026-11', '2026-12')).toEqual({ previous: '2026-10', next: null });
    expect(neighbourMonths([w('2026-11-30', 'WORK', '22:00', '24:00')], '2026-11', '2026-12')).toEqual({ previous: null, next: '2026-12' });
    expect(neighbourMonths([w('2026-12-31', 'WORK', '23:30', null)], '2026-12', '2027-01')).toEqual({ previous: null, next: '2027-01' });
    expect(neighbourMonths([w('2026-11-01', 'WORK', '08:00', '16:00'), w('2026-11-30', 'WORK', '08:00', '22:30')], '2026-11', '2026-12')).toEqual({ previous: null, next: null });
  });

  it('never asks for a month after the last one shown (the future)', () => {
    expect(neighbourMonths([w('2026-11-30', 'WORK', '22:00', '24:00')], '2026-11', '2026-11')).toEqual({ previous: null, next: null });
  });
});
