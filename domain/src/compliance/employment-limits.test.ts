import { describe, expect, it } from 'vitest';
import { isoWeek, minijobMonthFinding, minijobYearFinding, mondayOf, projectedMinijobMonth, shortTermDaysFinding, shortTermWorkingDays, workingStudentWeekFindings } from './employment-limits.js';
import { nextDay } from '../time.js';

const months = (earned: Record<string, number>) => Object.entries(earned).map(([yearMonth, earnedCents]) => ({ yearMonth, earnedCents }));
const year2026 = (cents: number, overrides: Record<string, number> = {}) =>
  months(Object.fromEntries(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`).map((m) => [m, overrides[m] ?? cents])));
/** `n` consecutive days from `from`. */
const daysFrom = (from: string, n: number) => Array.from({ length: n }).reduce<string[]>((list) => [...list, list.length ? nextDay(list.at(-1)!) : from], []);

describe('MINIJOB_MONATSGRENZE', () => {
  it('finds 603,01 € in 2026, not 603,00 €', () => {
    expect(minijobMonthFinding({ yearMonth: '2026-11', earnedCents: 60_300 })).toBeNull();
    const f = minijobMonthFinding({ yearMonth: '2026-11', earnedCents: 60_301 })!;
    expect(f).toMatchObject({ rule: 'MINIJOB_MONATSGRENZE', severity: 'WARNING', date: '2026-11-01', figures: { limitCents: 60_300, excessCents: 1 } });
    expect(f.message).toContain('603,00 €');
    expect(f.message).toContain('SGB IV');
  });

  it('uses 556 € in December 2025 and 603 € in January 2026', () => {
    expect(minijobMonthFinding({ yearMonth: '2025-12', earnedCents: 55_601 })).not.toBeNull();
    expect(minijobMonthFinding({ yearMonth: '2026-01', earnedCents: 55_601 })).toBeNull();
  });

  it('is a violation above twice the limit', () => {
    expect(minijobMonthFinding({ yearMonth: '2026-11', earnedCents: 120_600 })!.severity).toBe('WARNING');
    expect(minijobMonthFinding({ yearMonth: '2026-11', earnedCents: 120_601 })!.severity).toBe('VIOLATION');
  });
});

describe('MINIJOB_JAHRESGRENZE', () => {
  it('finds nothing at 12 × the limit, even with months above it', () => {
    expect(minijobYearFinding(year2026(60_300))).toBeNull();
    expect(minijobYearFinding(year2026(60_300, { '2026-03': 70_000, '2026-04': 50_600 }))).toBeNull();
  });

  it('covers an excess in two months up to twice the limit, naming them', () => {
    const f = minijobYearFinding(year2026(60_300, { '2026-03': 70_000, '2026-07': 120_600 }))!;
    expect(f).toMatchObject({ rule: 'MINIJOB_JAHRESGRENZE', severity: 'WARNING', date: '2026-12-01' });
    expect(f.figures).toMatchObject({ yearLimitCents: 723_600, excessCents: 9_700 + 60_300, monthsAboveLimit: 2, occasionalMonths: '2026-03,2026-07' });
    expect(f.message).toContain('März 2026, Juli 2026');
    expect(f.message).toContain('§ 8 Abs. 1b SGB IV');
  });

  it('counts at most two months as occasional: the third is a violation', () => {
    const f = minijobYearFinding(year2026(60_300, { '2026-03': 70_000, '2026-07': 70_000, '2026-09': 60_301 }))!;
    expect(f.severity).toBe('VIOLATION');
    expect(f.figures.occasionalMonths).toBe('2026-03,2026-07');
  });

  it('does not count a month above twice the limit as occasional', () => {
    const f = minijobYearFinding(year2026(60_300, { '2026-05': 120_601 }))!;
    expect(f.severity).toBe('VIOLATION');
    expect(f.figures.occasionalMonths).toBe('');
  });

  it('takes the limits of the months given (an employment from October)', () => {
    expect(minijobYearFinding(months({ '2026-10': 60_300, '2026-11': 60_300, '2026-12': 60_300 }))).toBeNull();
    const f = minijobYearFinding(months({ '2026-10': 60_300, '2026-11': 60_300, '2026-12': 60_400, '2027-01': 1 }))!;
    expect(f.figures).toMatchObject({ year: 2026, yearLimitCents: 180_900, excessCents: 100 });
  });
});

describe('KURZFRISTIG_70_TAGE', () => {
  const days = daysFrom('2026-03-02', 71);

  it('warns from day 60, finds day 71 and not day 70', () => {
    expect(shortTermDaysFinding(2026, days.slice(0, 59), 0)).toBeNull();
    expect(shortTermDaysFinding(2026, days.slice(0, 60), 0)).toMatchObject({ severity: 'WARNING', date: days[59], figures: { days: 60 } });
    expect(shortTermDaysFinding(2026, days.slice(0, 70), 0)).toMatchObject({ severity: 'WARNING', figures: { days: 70 } });
    const f = shortTermDaysFinding(2026, days, 0)!;
    expect(f).toMatchObject({ rule: 'KURZFRISTIG_70_TAGE', severity: 'VIOLATION', date: days[70], figures: { days: 71, maxDays: 70 } });
    expect(f.message).toContain('§ 8 Abs. 1 Nr. 2 SGB IV');
  });

  it('adds the days with other employers', () => {
    expect(shortTermDaysFinding(2026, days.slice(0, 50), 20)).toMatchObject({ severity: 'WARNING', figures: { days: 70, daysHere: 50, daysElsewhere: 20 } });
    expect(shortTermDaysFinding(2026, days.slice(0, 51), 20)).toMatchObject({ severity: 'VIOLATION', date: days[50] });
    // Over the limit elsewhere already: the first day here is the one beyond.
    expect(shortTermDaysFinding(2026, days.slice(0, 1), 75)).toMatchObject({ severity: 'VIOLATION', date: days[0] });
    expect(shortTermDaysFinding(2026, [], 75)).toBeNull();
  });

  it('counts each day once and only the days of the year', () => {
    expect(shortTermDaysFinding(2026, [...days.slice(0, 70), ...days.slice(0, 70)], 0)!.severity).toBe('WARNING');
    expect(shortTermDaysFinding(2026, [...days.slice(0, 70), '2025-12-31', '2027-01-01'], 0)!.severity).toBe('WARNING');
  });

  it('counts a night shift across midnight as one working day', () => {
    const entries = [
      { date: '2026-03-02', start: '22:00', end: '24:00', worklogType: 'WORK' as const },
      { date: '2026-03-03', start: '00:00', end: '06:00', worklogType: 'WORK' as const },
      { date: '2026-03-03', start: '18:00', end: '20:00', worklogType: 'WORK' as const },
      { date: '2026-03-05', start: '08:00', end: '09:00', worklogType: 'TRAVEL' as const },
    ];
    expect(shortTermWorkingDays(entries)).toEqual(['2026-03-02', '2026-03-03']);
  });
});

describe('WERKSTUDENT_20_STUNDEN', () => {
  it('finds 20:01 Std. in a week, not 20:00 Std.', () => {
    // Monday 2026-11-02 to Sunday 2026-11-08.
    const week = [
      { date: '2026-11-02', minutes: 600 },
      { date: '2026-11-08', minutes: 600 },
    ];
    expect(workingStudentWeekFindings(week)).toEqual([]);
    const [f] = workingStudentWeekFindings([...week, { date: '2026-11-05', minutes: 1 }]);
    expect(f).toMatchObject({ rule: 'WERKSTUDENT_20_STUNDEN', severity: 'WARNING', date: '2026-11-02', figures: { week: '2026-W45', minutes: 1201, limitMinutes: 1200 } });
    expect(f.message).toContain('20:01 Std.');
  });

  it('splits weeks at Monday, not at the month', () => {
    // Sunday 2026-11-01 belongs to the week of Monday 2026-10-26.
    const days = [
      { date: '2026-11-01', minutes: 700 },
      { date: '2026-11-02', minutes: 700 },
      { date: '2026-10-30', minutes: 600 },
    ];
    expect(workingStudentWeekFindings(days).map((f) => f.date)).toEqual(['2026-10-26']);
  });

  it('numbers ISO weeks across the turn of the year', () => {
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2025-12-29')).toBe('2026-W01');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
  });
});

describe('projectedMinijobMonth', () => {
  it('warns when an assignment would take the month above the limit', () => {
    // 500,00 € earned + 7:25 h at 13,90 € = 103,10 € → 603,10 €; 7:24 h → 602,86 €.
    expect(projectedMinijobMonth(50_000, 444, 1390, '2026-11-20')).toBeNull();
    const f = projectedMinijobMonth(50_000, 445, 1390, '2026-11-20')!;
    expect(f).toMatchObject({ rule: 'MINIJOB_MONATSGRENZE', severity: 'WARNING', date: '2026-11-20', figures: { projectedCents: 60_309, limitCents: 60_300 } });
    expect(f.message).toBe('Mit diesem Einsatz überschreitet der Verdienst im November 2026 voraussichtlich die Minijob-Grenze von 603,00 €: 603,09 € (§ 8 Abs. 1a SGB IV).');
  });

  it('takes the limit of the day’s month', () => {
    expect(projectedMinijobMonth(55_600, 1, 1390, '2025-12-31')).not.toBeNull();
    expect(projectedMinijobMonth(55_600, 1, 1390, '2026-01-01')).toBeNull();
  });
});
