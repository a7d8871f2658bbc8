import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { automaticPauseChanges, automaticPauseSlots, breakStatus, MAX_WORK_IN_A_ROW, requiredBreakMinutes, shiftsOf, type BreakEntry } from './shifts.js';
import { instantOf, minus, nextDay, toHHMM, toMinutes, union, type WorklogKind } from './time.js';

const e = (date: string, start: string, end: string | null, worklogType: WorklogKind = 'WORK', automatic = false): BreakEntry => ({ date, start, end, worklogType, automatic });
const slots = (entries: BreakEntry[]) => automaticPauseSlots(entries).map((s) => [s.date, s.start, s.end]);

describe('shifts', () => {
  it('joins a night across midnight into one shift', () => {
    const shifts = shiftsOf([e('2026-11-03', '00:00', '06:00'), e('2026-11-02', '22:00', '24:00')]);
    expect(shifts).toHaveLength(1);
    expect(shifts[0].start).toEqual({ date: '2026-11-02', time: '22:00' });
    expect(shifts[0].end).toEqual({ date: '2026-11-03', time: '06:00' });
  });

  it('splits at a gap of an hour or more', () => {
    expect(shiftsOf([e('2026-11-02', '08:00', '12:00'), e('2026-11-02', '12:59', '16:00')])).toHaveLength(1);
    expect(shiftsOf([e('2026-11-02', '08:00', '12:00'), e('2026-11-02', '13:00', '16:00')])).toHaveLength(2);
    expect(shiftsOf([e('2026-11-02', '18:00', '23:30'), e('2026-11-03', '00:20', '03:00')])).toHaveLength(1);
    expect(shiftsOf([e('2026-11-02', '18:00', '23:00'), e('2026-11-03', '00:00', '03:00')])).toHaveLength(2);
  });

  it('keeps a shift open while an entry is open', () => {
    const [shift] = shiftsOf([e('2026-11-02', '22:00', null)]);
    expect(shift.end).toBeNull();
    expect(shift.to).toBeNull();
  });
});

describe('the legal break (ArbZG §4)', () => {
  it('requires 30 minutes beyond six hours and 45 beyond nine', () => {
    expect(requiredBreakMinutes(360)).toBe(0);
    expect(requiredBreakMinutes(361)).toBe(30);
    expect(requiredBreakMinutes(540)).toBe(30);
    expect(requiredBreakMinutes(541)).toBe(45);
  });

  it('places the pause at the six-hour mark, not at the end of the day', () => {
    expect(slots([e('2026-11-02', '07:00', '15:00')])).toEqual([['2026-11-02', '13:00', '13:30']]);
  });

  it('places it after midnight in a night shift', () => {
    expect(slots([e('2026-11-02', '22:00', '24:00'), e('2026-11-03', '00:00', '06:00')])).toEqual([['2026-11-03', '04:00', '04:30']]);
  });

  it('books a pause crossing midnight as two pieces', () => {
    expect(slots([e('2026-11-02', '17:50', '24:00'), e('2026-11-03', '00:00', '03:00')])).toEqual([
      ['2026-11-02', '23:50', '24:00'],
      ['2026-11-03', '00:00', '00:35'],
    ]);
  });

  it('does not count a pause shorter than 15 minutes, nor a pause before the first work', () => {
    expect(slots([e('2026-11-02', '07:00', '12:00'), e('2026-11-02', '12:00', '12:10', 'PAUSE'), e('2026-11-02', '12:10', '15:00')])).toEqual([['2026-11-02', '13:10', '13:40']]);
    expect(slots([e('2026-11-02', '06:00', '06:30', 'PAUSE'), e('2026-11-02', '06:30', '14:30')])).toEqual([['2026-11-02', '12:30', '13:00']]);
  });

  it('tops up a short own pause by the shortfall, at least 15 minutes, next to it', () => {
    expect(slots([e('2026-11-02', '07:00', '12:00'), e('2026-11-02', '12:00', '12:20', 'PAUSE'), e('2026-11-02', '12:20', '15:00')])).toEqual([['2026-11-02', '12:20', '12:35']]);
    expect(slots([e('2026-11-02', '07:00', '12:00'), e('2026-11-02', '12:00', '12:30', 'PAUSE'), e('2026-11-02', '12:30', '15:00')])).toEqual([]);
  });

  it('counts time with no entry as a break', () => {
    expect(breakStatus([e('2026-11-02', '07:00', '11:00'), e('2026-11-02', '11:30', '15:00')]).taken).toBe(30);
    expect(slots([e('2026-11-02', '07:00', '11:00'), e('2026-11-02', '11:30', '15:00')])).toEqual([]);
  });

  it('does not count travel as a break', () => {
    expect(slots([e('2026-11-02', '07:00', '11:00'), e('2026-11-02', '11:00', '11:30', 'TRAVEL'), e('2026-11-02', '11:30', '15:00')])).toEqual([['2026-11-02', '13:30', '14:00']]);
  });

  it('uses real minutes on the nights the clocks change', () => {
    // 7 hours of work in March: the six-hour mark is at 05:00; 9 hours in October: at 03:00 (after the repeated hour).
    expect(slots([e('2026-03-28', '22:00', '24:00'), e('2026-03-29', '00:00', '06:00')])).toEqual([['2026-03-29', '05:00', '05:30']]);
    expect(slots([e('2026-10-24', '22:00', '24:00'), e('2026-10-25', '00:00', '06:00')])).toEqual([['2026-10-25', '03:00', '03:30']]);
  });

  // Random shifts of work, own pauses and travel over two days.
  const at = fc.integer({ min: 0, max: 2 * 1440 - 1 });
  const piece = fc.record({ a: at, len: fc.integer({ min: 1, max: 600 }), type: fc.constantFrom<WorklogKind>('WORK', 'WORK', 'WORK', 'PAUSE', 'TRAVEL') });
  const day0 = '2026-11-02';
  /** Pieces as entries, each cut at midnight, WORK/TRAVEL kept from overlapping (as the database does). */
  const entriesOf = (pieces: { a: number; len: number; type: WorklogKind }[]) => {
    const taken: [number, number][] = [];
    const out: BreakEntry[] = [];
    for (const p of pieces) {
      let parts: (readonly [number, number])[] = [[p.a, Math.min(2 * 1440, p.a + p.len)]];
      if (p.type !== 'PAUSE') parts = minus(parts[0], union(taken));
      for (const [a, b] of parts) {
        if (p.type !== 'PAUSE') taken.push([a, b]);
        for (const [x, y, date] of [[a, Math.min(b, 1440), day0], [Math.max(a, 1440) - 1440, b - 1440, nextDay(day0)]] as const) {
          if (y > x) out.push(e(date, toHHMM(x), toHHMM(y), p.type));
        }
      }
    }
    return out;
  };

  it('books a pause that makes the break suffice and cuts the first run longer than six hours, on any random shift', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        for (const shift of shiftsOf(entriesOf(pieces))) {
          const added = automaticPauseSlots(shift.entries);
          const after = [...shift.entries, ...added.map((s) => e(s.date, s.start, s.end, 'PAUSE'))];
          const before = breakStatus(shift.entries);
          if (added.length === 0) continue;
          // Every piece lies inside the WORK entry it names.
          for (const s of added) expect(toMinutes(s.start) >= toMinutes(s.work.start) && toMinutes(s.end) <= toMinutes(s.work.end!) && s.date === s.work.date).toBe(true);
          const status = breakStatus(after);
          // The required break is measured on the work without the automatic pause: it is met now.
          expect(status.taken).toBeGreaterThanOrEqual(before.required);
          // The work in a row before the pause is six hours at most — unless no block up to the six-hour
          // mark could hold it and it starts where a later block starts.
          const p0 = instantOf(added[0].date, toMinutes(added[0].start));
          const since = Math.max(status.net[0][0], ...status.breaks.filter(([, b]) => b <= p0).map(([, b]) => b));
          const inARow = status.net.reduce((m, [a, b]) => m + Math.max(0, Math.min(b, p0) - Math.max(a, since)), 0);
          if (inARow > MAX_WORK_IN_A_ROW) expect(before.net.map(([a]) => a)).toContain(p0);
        }
      }),
    );
  });

  it('is stable: booking again changes nothing', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const entries = entriesOf(pieces);
        const days = [day0, nextDay(day0)];
        const first = automaticPauseChanges(entries, days);
        const booked = [...entries, ...first.add.map((s) => e(s.date, s.start, s.end, 'PAUSE', true))];
        const again = automaticPauseChanges(booked, days);
        expect(again.add).toEqual([]);
        expect(again.remove).toEqual([]);
      }),
    );
  });

  it('removes automatic pauses whose work is gone and moves misplaced ones', () => {
    const orphan = e('2026-11-02', '14:30', '15:00', 'PAUSE', true);
    expect(automaticPauseChanges([orphan], ['2026-11-02'])).toEqual({ remove: [orphan], add: [] });
    const work = e('2026-11-02', '07:00', '15:00');
    const atEnd = e('2026-11-02', '14:30', '15:00', 'PAUSE', true);
    const change = automaticPauseChanges([work, atEnd], ['2026-11-02']);
    expect(change.remove).toEqual([atEnd]);
    expect(change.add.map((s) => [s.start, s.end])).toEqual([['13:00', '13:30']]);
  });

  it('leaves shifts that do not touch the changed days alone', () => {
    const other = [e('2026-11-04', '07:00', '15:00')];
    expect(automaticPauseChanges(other, ['2026-11-02'])).toEqual({ remove: [], add: [] });
  });
});
