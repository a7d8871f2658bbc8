import { describe, expect, it } from 'vitest';
import type { DatedSpan } from '../shifts.js';
import type { WorklogKind } from '../time.js';
import {
  eighteenthBirthday,
  isMinorOn,
  maxWorkingTimeFindings,
  nightWorkFindings,
  pauseFindings,
  restSinceLastShift,
  restTimeFindings,
  sundayHolidayFindings,
  workingTimeFindings,
  youthProtectionFindings,
} from './working-time.js';

const e = (date: string, start: string, end: string | null, worklogType: WorklogKind = 'WORK'): DatedSpan => ({ date, start, end, worklogType });
const brief = (list: { rule: string; date: string; figures: Record<string, number | string> }[], figure: string) => list.map((f) => [f.rule, f.date, f.figures[figure]]);

// 2026: Sunday 1 November, Monday 2 November; the clocks go forward on 29 March and back on 25 October.

describe('maximum working time (ArbZG §3)', () => {
  it('lets 10:00 of net work in a shift pass and finds 10:01', () => {
    const pause = e('2026-11-02', '12:00', '12:30', 'PAUSE');
    expect(maxWorkingTimeFindings([e('2026-11-02', '07:00', '17:30'), pause])).toEqual([]);
    const [finding] = maxWorkingTimeFindings([e('2026-11-02', '07:00', '17:31'), pause]);
    expect(finding).toMatchObject({ rule: 'ARBZG_HOECHSTARBEITSZEIT', severity: 'VIOLATION', date: '2026-11-02', figures: { workMinutes: 601, limitMinutes: 600 } });
    expect(finding.message).toContain('ArbZG §3');
    expect(finding.message).toContain('10:01 Std.');
  });

  it('counts a night shift across midnight as one shift, dated on its start', () => {
    const night = (end: string) => [e('2026-11-02', '20:00', '24:00'), e('2026-11-03', '00:00', end), e('2026-11-03', '01:00', '01:30', 'PAUSE')];
    expect(maxWorkingTimeFindings(night('06:30'))).toEqual([]);
    expect(brief(maxWorkingTimeFindings(night('06:31')), 'workMinutes')).toEqual([['ARBZG_HOECHSTARBEITSZEIT', '2026-11-02', 601]]);
  });

  it('adds two shifts of one calendar day', () => {
    expect(maxWorkingTimeFindings([e('2026-11-02', '06:00', '11:00'), e('2026-11-02', '12:00', '17:00')])).toEqual([]);
    expect(brief(maxWorkingTimeFindings([e('2026-11-02', '06:00', '11:00'), e('2026-11-02', '12:00', '17:01')]), 'workMinutes')).toEqual([
      ['ARBZG_HOECHSTARBEITSZEIT', '2026-11-02', 601],
    ]);
  });

  it('counts real minutes on the nights the clocks change', () => {
    // Back: 00:00–07:00 on 25 October lasts eight hours.
    expect(maxWorkingTimeFindings([e('2026-10-24', '22:00', '24:00'), e('2026-10-25', '00:00', '07:00')])).toEqual([]);
    expect(brief(maxWorkingTimeFindings([e('2026-10-24', '22:00', '24:00'), e('2026-10-25', '00:00', '07:01')]), 'workMinutes')).toEqual([
      ['ARBZG_HOECHSTARBEITSZEIT', '2026-10-24', 601],
    ]);
    // Forward: 22:00–09:00 on the wall is ten real hours.
    expect(maxWorkingTimeFindings([e('2026-03-28', '22:00', '24:00'), e('2026-03-29', '00:00', '09:00')])).toEqual([]);
    expect(maxWorkingTimeFindings([e('2026-03-28', '22:00', '24:00'), e('2026-03-29', '00:00', '09:01')])).toHaveLength(1);
  });

  it('ignores an open entry', () => {
    expect(maxWorkingTimeFindings([e('2026-11-02', '06:00', null)])).toEqual([]);
  });
});

describe('rest time (ArbZG §5 (1))', () => {
  it('lets 11:00 pass and finds 10:59, dated on the next start', () => {
    expect(restTimeFindings([e('2026-11-02', '14:00', '22:00'), e('2026-11-03', '09:00', '17:00')])).toEqual([]);
    const [finding] = restTimeFindings([e('2026-11-02', '14:00', '22:00'), e('2026-11-03', '08:59', '17:00')]);
    expect(finding).toMatchObject({ rule: 'ARBZG_RUHEZEIT', severity: 'VIOLATION', date: '2026-11-03', figures: { restMinutes: 659, requiredMinutes: 660 } });
    expect(finding.message).toContain('ArbZG §5 Abs. 1');
    expect(finding.message).toContain('10:59 Std.');
  });

  it('measures from the end of a night shift across midnight', () => {
    const night = [e('2026-11-02', '22:00', '24:00'), e('2026-11-03', '00:00', '06:00')];
    expect(restTimeFindings([...night, e('2026-11-03', '17:00', '20:00')])).toEqual([]);
    expect(brief(restTimeFindings([...night, e('2026-11-03', '16:59', '20:00')]), 'restMinutes')).toEqual([['ARBZG_RUHEZEIT', '2026-11-03', 659]]);
  });

  it('counts real minutes on the nights the clocks change', () => {
    // Back: 22:00 to 08:00 on the wall is eleven real hours.
    expect(restTimeFindings([e('2026-10-24', '14:00', '22:00'), e('2026-10-25', '08:00', '12:00')])).toEqual([]);
    // Forward: 21:00 to 08:59 on the wall is 10:59 real hours.
    expect(brief(restTimeFindings([e('2026-03-28', '14:00', '21:00'), e('2026-03-29', '08:59', '12:00')]), 'restMinutes')).toEqual([['ARBZG_RUHEZEIT', '2026-03-29', 659]]);
    expect(restTimeFindings([e('2026-03-28', '14:00', '21:00'), e('2026-03-29', '09:00', '12:00')])).toEqual([]);
  });

  it('treats travel as part of the shift, not as rest', () => {
    expect(restTimeFindings([e('2026-11-02', '14:00', '21:00'), e('2026-11-02', '21:00', '22:00', 'TRAVEL'), e('2026-11-03', '08:30', '12:00')])).toHaveLength(1);
  });
});

describe('rest since the last shift, before clocking in', () => {
  const shift = [e('2026-11-02', '14:00', '22:00')];

  it('warns under eleven hours and is silent from eleven', () => {
    expect(restSinceLastShift(shift, { date: '2026-11-03', time: '09:00' })).toEqual({ minutes: 660, finding: null });
    const { minutes, finding } = restSinceLastShift(shift, { date: '2026-11-03', time: '08:59' });
    expect(minutes).toBe(659);
    expect(finding).toMatchObject({ rule: 'ARBZG_RUHEZEIT', severity: 'WARNING', date: '2026-11-03', figures: { restMinutes: 659 } });
  });

  it('knows no rest without a previous shift, and none within a shift (a break)', () => {
    expect(restSinceLastShift([], { date: '2026-11-03', time: '08:00' })).toEqual({ minutes: null, finding: null });
    expect(restSinceLastShift(shift, { date: '2026-11-02', time: '22:30' })).toEqual({ minutes: 30, finding: null });
    expect(restSinceLastShift(shift, { date: '2026-11-02', time: '23:00' }).finding?.figures.restMinutes).toBe(60);
  });

  it('looks only at shifts that ended before the start, and measures across the clock change', () => {
    const later = [...shift, e('2026-11-03', '10:00', '12:00'), e('2026-11-03', '13:00', null)];
    expect(restSinceLastShift(later, { date: '2026-11-03', time: '09:00' }).minutes).toBe(660);
    expect(restSinceLastShift([e('2026-10-24', '14:00', '22:00')], { date: '2026-10-25', time: '08:00' })).toEqual({ minutes: 660, finding: null });
  });
});

describe('night work (ArbZG §2 (3), (4), §6)', () => {
  it('lets two hours between 23:00 and 06:00 pass and finds 2:01 (a shift across midnight)', () => {
    expect(nightWorkFindings([e('2026-11-02', '20:00', '24:00'), e('2026-11-03', '00:00', '01:00')])).toEqual([]);
    const [finding] = nightWorkFindings([e('2026-11-02', '20:00', '24:00'), e('2026-11-03', '00:00', '01:01')]);
    expect(finding).toMatchObject({ rule: 'ARBZG_NACHTARBEIT', severity: 'WARNING', date: '2026-11-02', figures: { nightMinutes: 121 } });
    expect(finding.message).toContain('ArbZG §2');
  });

  it('counts the early morning and deducts pauses', () => {
    expect(nightWorkFindings([e('2026-11-03', '04:00', '10:00')])).toEqual([]);
    expect(nightWorkFindings([e('2026-11-03', '03:59', '10:00')])).toHaveLength(1);
    expect(nightWorkFindings([e('2026-11-02', '22:00', '24:00'), e('2026-11-03', '00:00', '02:00'), e('2026-11-03', '00:00', '01:00', 'PAUSE')])).toEqual([]);
  });

  it('counts real minutes on the nights the clocks change', () => {
    // Back: 01:30–03:00 on the wall lives the hour 02:00–03:00 twice, 2:30.
    expect(brief(nightWorkFindings([e('2026-10-25', '01:30', '03:00')]), 'nightMinutes')).toEqual([['ARBZG_NACHTARBEIT', '2026-10-25', 150]]);
    expect(nightWorkFindings([e('2026-10-18', '01:30', '03:00')])).toEqual([]);
    // Forward: 00:00–03:00 on the wall is two hours.
    expect(nightWorkFindings([e('2026-03-29', '00:00', '03:00')])).toEqual([]);
    expect(nightWorkFindings([e('2026-03-22', '00:00', '03:00')])).toHaveLength(1);
  });
});

describe('Sundays and public holidays (ArbZG §9, §10, §13)', () => {
  it('finds work on a Sunday from 00:00 to 24:00, not on the Saturday before', () => {
    expect(sundayHolidayFindings([e('2026-10-31', '14:00', '24:00')], new Set())).toEqual([]);
    const findings = sundayHolidayFindings([e('2026-10-31', '22:00', '24:00'), e('2026-11-01', '00:00', '06:00')], new Set());
    expect(brief(findings, 'workMinutes')).toEqual([['ARBZG_SONNTAG', '2026-11-01', 360]]);
    expect(findings[0].severity).toBe('WARNING');
    expect(findings[0].message).toContain('ArbZG §9');
  });

  it('does not count a Sunday with only a pause or travel', () => {
    expect(sundayHolidayFindings([e('2026-11-01', '10:00', '11:00', 'TRAVEL')], new Set())).toEqual([]);
  });

  it('finds a holiday of the workplace’s Bundesland only: Fronleichnam is one in NRW, not in Berlin', () => {
    const work = [e('2026-06-04', '08:00', '16:00')];
    const nrw = new Set(['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-05-14', '2026-05-25', '2026-06-04', '2026-10-03', '2026-11-01', '2026-12-25', '2026-12-26']);
    const berlin = new Set(['2026-01-01', '2026-03-08', '2026-04-03', '2026-04-06', '2026-05-01', '2026-05-14', '2026-05-25', '2026-10-03', '2026-12-25', '2026-12-26']);
    expect(brief(sundayHolidayFindings(work, nrw), 'workMinutes')).toEqual([['ARBZG_FEIERTAG', '2026-06-04', 480]]);
    expect(sundayHolidayFindings(work, berlin)).toEqual([]);
  });

  it('finds a holiday on a Sunday under both rules', () => {
    expect(sundayHolidayFindings([e('2026-11-01', '08:00', '09:00')], new Set(['2026-11-01'])).map((f) => f.rule)).toEqual(['ARBZG_SONNTAG', 'ARBZG_FEIERTAG']);
  });
});

describe('youth protection (JArbSchG §8, §14, §17)', () => {
  const birthDate = '2008-11-03'; // 18 on 3 November 2026
  const sections = (list: ReturnType<typeof youthProtectionFindings>) => list.map((f) => [f.date, f.figures.section]);

  it('is under 18 until the day before the 18th birthday', () => {
    expect(isMinorOn(birthDate, '2026-11-02')).toBe(true);
    expect(isMinorOn(birthDate, '2026-11-03')).toBe(false);
    expect(eighteenthBirthday('2008-02-29')).toBe('2026-03-01');
    expect(isMinorOn('2008-02-29', '2026-02-28')).toBe(true);
    expect(isMinorOn('2008-02-29', '2026-03-01')).toBe(false);
    expect(eighteenthBirthday('2010-02-29')).toBe('2028-02-29');
  });

  it('lets eight hours a day pass and finds 8:01 — on the 17th year’s last day, not on the 18th birthday', () => {
    expect(youthProtectionFindings([e('2026-11-02', '08:00', '16:00')], birthDate)).toEqual([]);
    const [finding] = youthProtectionFindings([e('2026-11-02', '08:00', '16:01')], birthDate);
    expect(finding).toMatchObject({ rule: 'JUGENDSCHUTZ', severity: 'VIOLATION', date: '2026-11-02', figures: { section: '§8', workMinutes: 481 } });
    expect(finding.message).toContain('JArbSchG §8');
    expect(youthProtectionFindings([e('2026-11-03', '08:00', '18:00')], birthDate)).toEqual([]);
  });

  it('finds work before 06:00 or after 20:00', () => {
    expect(youthProtectionFindings([e('2026-11-02', '06:00', '12:00'), e('2026-11-02', '14:00', '20:00')], birthDate).filter((f) => f.figures.section === '§14')).toEqual([]);
    expect(sections(youthProtectionFindings([e('2026-11-02', '13:00', '20:01')], birthDate))).toEqual([['2026-11-02', '§14']]);
    expect(sections(youthProtectionFindings([e('2026-11-02', '05:59', '13:00')], birthDate))).toEqual([['2026-11-02', '§14']]);
  });

  it('splits a night shift at the 18th birthday: only the part before it is found', () => {
    const findings = youthProtectionFindings([e('2026-11-02', '22:00', '24:00'), e('2026-11-03', '00:00', '04:00')], birthDate);
    expect(sections(findings)).toEqual([['2026-11-02', '§14']]);
    expect(findings[0].figures.nightMinutes).toBe(120);
  });

  it('finds work on a Sunday', () => {
    expect(sections(youthProtectionFindings([e('2026-11-01', '10:00', '12:00')], birthDate))).toEqual([['2026-11-01', '§17']]);
    expect(youthProtectionFindings([e('2027-11-07', '10:00', '12:00')], birthDate)).toEqual([]);
  });
});

describe('breaks (ArbZG §4)', () => {
  const b = (date: string, start: string, end: string, worklogType: WorklogKind = 'WORK', automatic = false) => ({ ...e(date, start, end, worklogType), automatic });

  it('finds a shift of more than six hours without its break: 6:00 passes, 6:01 is found', () => {
    expect(pauseFindings([b('2026-11-10', '08:00', '14:00')])).toEqual([]);
    expect(brief(pauseFindings([b('2026-11-10', '08:00', '14:01')]), 'requiredMinutes')).toEqual([['ARBZG_PAUSE', '2026-11-10', 30]]);
  });

  it('passes own breaks of enough minutes and finds 45 required after nine hours', () => {
    expect(pauseFindings([b('2026-11-10', '08:00', '12:00'), b('2026-11-10', '12:00', '12:30', 'PAUSE'), b('2026-11-10', '12:30', '15:00')])).toEqual([]);
    expect(brief(pauseFindings([b('2026-11-10', '08:00', '12:00'), b('2026-11-10', '12:00', '12:30', 'PAUSE'), b('2026-11-10', '12:30', '18:01')]), 'requiredMinutes')).toEqual([
      ['ARBZG_PAUSE', '2026-11-10', 45],
    ]);
  });

  it('is found for the shift whose pause the system booked, across midnight, dated on the shift start', () => {
    // The automatic pause lies inside the work entry it interrupts, as the worklog service books it.
    const night = [b('2026-11-10', '22:00', '24:00'), b('2026-11-11', '00:00', '05:00'), b('2026-11-11', '04:00', '04:30', 'PAUSE', true)];
    expect(brief(pauseFindings(night), 'takenMinutes')).toEqual([['ARBZG_PAUSE', '2026-11-10', 0]]);
  });
});

describe('all working-time rules together', () => {
  it('checks the youth rules only with a birth date', () => {
    const entries = [e('2026-11-01', '20:00', '24:00'), e('2026-11-02', '00:00', '07:00')];
    const rules = (list: ReturnType<typeof workingTimeFindings>) => [...new Set(list.map((f) => f.rule))].sort();
    expect(rules(workingTimeFindings(entries))).toEqual(['ARBZG_HOECHSTARBEITSZEIT', 'ARBZG_NACHTARBEIT', 'ARBZG_PAUSE', 'ARBZG_SONNTAG']);
    expect(rules(workingTimeFindings(entries, { birthDate: '2009-01-01', holidays: new Set(['2026-11-01']) }))).toEqual([
      'ARBZG_FEIERTAG',
      'ARBZG_HOECHSTARBEITSZEIT',
      'ARBZG_NACHTARBEIT',
      'ARBZG_PAUSE',
      'ARBZG_SONNTAG',
      'JUGENDSCHUTZ',
    ]);
  });
});
