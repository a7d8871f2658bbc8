import { describe, expect, it } from 'vitest';
import { awayMinutesByDay, cateringLumpSums, cateringSplit, type AwayEntry } from './per-diem-tax.js';

const e = (date: string, start: string, end: string, worklogType: AwayEntry['worklogType'] = 'WORK'): AwayEntry => ({ date, start, end, worklogType });
const day = (o: Partial<Parameters<typeof cateringSplit>[0]>) => cateringSplit({ date: '2025-12-10', cateringCents: 3200, breakfast: false, awayMinutes: 600, ...o });

describe('time away per calendar day (§9 (4a) Satz 3 EStG)', () => {
  it('work, travel and passenger time and the pauses between them, from the first start to the last end', () => {
    const away = awayMinutesByDay([e('2025-12-10', '06:00', '07:00', 'TRAVEL'), e('2025-12-10', '07:00', '12:00'), e('2025-12-10', '12:00', '12:30', 'PAUSE'), e('2025-12-10', '12:30', '14:00'), e('2025-12-10', '14:00', '14:45', 'PASSENGER')]);
    expect([...away]).toEqual([['2025-12-10', 525]]);
  });

  it('two absences on one day add up; a gap of an hour or more is time at home', () => {
    const away = awayMinutesByDay([e('2025-12-10', '06:00', '10:00'), e('2025-12-10', '11:00', '15:01')]);
    expect([...away]).toEqual([['2025-12-10', 481]]);
  });

  it('an absence across midnight counts wholly on the day with the larger share (Satz 3 Nr. 3)', () => {
    // 20:00–24:00 (4 h) and 00:00–05:00 (5 h): 9 h on the second day, nothing on the first.
    expect([...awayMinutesByDay([e('2025-12-10', '20:00', '24:00'), e('2025-12-11', '00:00', '05:00')])]).toEqual([['2025-12-11', 540]]);
    // 17:00–24:00 (7 h) and 00:00–02:00 (2 h): 9 h on the first day.
    expect([...awayMinutesByDay([e('2025-12-10', '17:00', '24:00', 'TRAVEL'), e('2025-12-11', '00:00', '02:00')])]).toEqual([['2025-12-10', 540]]);
  });

  it('a calendar day covered completely counts 24 hours', () => {
    const away = awayMinutesByDay([e('2025-12-10', '20:00', '24:00'), e('2025-12-11', '00:00', '24:00'), e('2025-12-12', '00:00', '03:00')]);
    expect([...away]).toEqual([['2025-12-10', 240], ['2025-12-11', 1440], ['2025-12-12', 180]]);
  });
});

describe('tax-free catering (§9 (4a) Satz 3, Satz 8 EStG)', () => {
  it('up to 8 hours away nothing is tax-free; from 481 minutes the partial amount, 14 € since 2020', () => {
    expect(day({ awayMinutes: 480 })).toEqual({ taxFreeCents: 0, taxableCents: 3200 });
    expect(day({ awayMinutes: 481 })).toEqual({ taxFreeCents: 1400, taxableCents: 1800 });
  });

  it('a day catering 32 € more than 8 h away: 14 € free, 18 € taxable; 24 h away: 28 € free', () => {
    expect(day({})).toEqual({ taxFreeCents: 1400, taxableCents: 1800 });
    expect(day({ awayMinutes: 1440 })).toEqual({ taxFreeCents: 2800, taxableCents: 400 });
  });

  it('never more tax-free than paid', () => {
    expect(day({ cateringCents: 800 })).toEqual({ taxFreeCents: 800, taxableCents: 0 });
    expect(day({ cateringCents: 0 })).toEqual({ taxFreeCents: 0, taxableCents: 0 });
  });

  it('a breakfast cuts 20 % of the full-day amount (5,60 €), down to 0', () => {
    expect(day({ breakfast: true })).toEqual({ taxFreeCents: 840, taxableCents: 2360 });
    expect(day({ breakfast: true, cateringCents: 800 })).toEqual({ taxFreeCents: 800, taxableCents: 0 });
    expect(day({ breakfast: true, awayMinutes: 300 })).toEqual({ taxFreeCents: 0, taxableCents: 3200 });
    expect(day({ breakfast: true, awayMinutes: 1440 })).toEqual({ taxFreeCents: 2240, taxableCents: 960 });
  });

  it('the amounts by date: 12/24 € before 2020', () => {
    expect(cateringLumpSums('2019-12-31')).toEqual({ partialCents: 1200, fullCents: 2400 });
    expect(cateringLumpSums('2020-01-01')).toEqual({ partialCents: 1400, fullCents: 2800 });
    // 2019: 12 € partial less 20 % of 24 € (4,80 €) = 7,20 €.
    expect(cateringSplit({ date: '2019-06-03', cateringCents: 1600, breakfast: true, awayMinutes: 600 })).toEqual({ taxFreeCents: 720, taxableCents: 880 });
  });
});
