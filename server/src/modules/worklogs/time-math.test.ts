import * as domain from '@inv/domain';
import { describe, expect, it } from 'vitest';
import * as timeMath from './time-math.js';
import { automaticPauseSlots, dayTotals, overlaps, spanMinutes, toHHMM, type Span } from './time-math.js';
import { WorklogType } from './worklog.entity.js';

const D = '2026-06-10';
const W = (start: string, end: string | null): Span => ({ worklogType: WorklogType.WORK, start, end });
const P = (start: string, end: string): Span => ({ worklogType: WorklogType.PAUSE, start, end });
const T = (start: string, end: string): Span => ({ worklogType: WorklogType.TRAVEL, start, end });

describe('the server reads the time arithmetic of @inv/domain', () => {
  it('every function is the domain’s own (one home of the rules)', () => {
    for (const [name, value] of Object.entries(domain)) expect((timeMath as Record<string, unknown>)[name], name).toBe(value);
    expect('automaticPause' in timeMath).toBe(false);
  });

  it('minutes, totals and overlaps with the day; 24:00 is the end of the day', () => {
    expect(spanMinutes(D, '07:00', '15:30')).toBe(510);
    expect(spanMinutes(D, '22:00', '24:00')).toBe(120);
    expect(toHHMM(1440)).toBe('24:00');
    expect(dayTotals(D, [W('07:00', '12:00'), P('12:00', '12:30'), W('12:30', '16:00'), T('06:00', '07:00')])).toEqual({
      minutesWork: 510, minutesTravel: 60, minutesPassenger: 0, minutesPause: 30,
    });
    expect(dayTotals(D, [W('07:00', null)], '09:15').minutesWork).toBe(135);
    expect(overlaps(W('22:00', '24:00'), W('23:00', null))).toBe(true);
  });

  it('the automatic pause lies at the six-hour mark, not at the end of the day', () => {
    const day = [{ ...W('07:00', '15:00'), date: D, automatic: false }];
    expect(automaticPauseSlots(day).map((s) => [s.start, s.end])).toEqual([['13:00', '13:30']]);
  });
});
