import { describe, expect, it } from 'vitest';
import { automaticPause, dayTotals, overlaps, spanMinutes, toHHMM, type Span } from './time-math.js';
import { AUTOMATIC_PAUSE, WorklogType } from './worklog.entity.js';

const W = (start: string, end: string | null): Span => ({ worklogType: WorklogType.WORK, start, end });
const P = (start: string, end: string, comment = ''): Span => ({ worklogType: WorklogType.PAUSE, start, end, comment });
const T = (start: string, end: string): Span => ({ worklogType: WorklogType.TRAVEL, start, end });

describe('durations and totals', () => {
  it('minutes of spans; open spans count up to now; HH:MM display', () => {
    expect(spanMinutes(W('07:00', '15:30'))).toBe(510);
    expect(spanMinutes(W('07:00', null), '09:15')).toBe(135);
    expect(spanMinutes(W('07:00', null))).toBe(0);
    expect(toHHMM(510)).toBe('08:30');
    expect(toHHMM(5)).toBe('00:05');
  });

  it('work is net of pauses inside work spans; sequential pauses deduct nothing twice', () => {
    expect(dayTotals([W('07:00', '12:00'), P('12:00', '12:30'), W('12:30', '16:00'), T('06:00', '07:00')])).toEqual({
      minutesWork: 510, minutesTravel: 60, minutesPassenger: 0, minutesPause: 30,
    });
    expect(dayTotals([W('07:00', '15:00'), P('14:30', '15:00', AUTOMATIC_PAUSE)]).minutesWork).toBe(450);
  });

  it('overlap of spans (touching is not overlapping; open spans run to midnight)', () => {
    expect(overlaps(W('07:00', '12:00'), W('11:59', '13:00'))).toBe(true);
    expect(overlaps(W('07:00', '12:00'), W('12:00', '13:00'))).toBe(false);
    expect(overlaps(W('07:00', null), W('20:00', '21:00'))).toBe(true);
  });
});

describe('automatic pause (ArbZG §4)', () => {
  it('none up to six hours of work', () => {
    expect(automaticPause([W('07:00', '13:00')])).toBeNull();
  });
  it('30 minutes beyond six hours, at the end of the last work span', () => {
    expect(automaticPause([W('07:00', '13:01')])).toEqual({ start: '12:31', end: '13:01' });
  });
  it('45 minutes beyond nine hours', () => {
    expect(automaticPause([W('06:00', '12:00'), W('12:00', '15:30')])).toEqual({ start: '14:45', end: '15:30' });
  });
  it('own pauses count; only the shortfall is booked; an earlier automatic pause is not counted', () => {
    expect(automaticPause([W('07:00', '12:00'), P('12:00', '12:15'), W('12:15', '15:00')])).toEqual({ start: '14:45', end: '15:00' });
    expect(automaticPause([W('07:00', '12:00'), P('12:00', '12:30'), W('12:30', '15:00')])).toBeNull();
    expect(automaticPause([W('07:00', '15:00'), P('14:30', '15:00', AUTOMATIC_PAUSE)])).toEqual({ start: '14:30', end: '15:00' });
  });
  it('open work spans are not counted yet', () => {
    expect(automaticPause([W('07:00', null)])).toBeNull();
  });
});
