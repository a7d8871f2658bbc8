/**
 * The limits of the employment types the workforce is mostly made of: minijobs (MIN) by their monthly
 * and yearly earnings, short-term employment (SHO) by its working days in the calendar year, working
 * students by their hours a week. Each rule takes the figures of one employee and the legal values
 * (legal-values.ts) and returns findings; which employees the caller passes decides the employment type.
 */
import { shiftsOf, type DatedSpan } from '../shifts.js';
import type { ComplianceFinding } from './finding.js';
import { DEFAULT_LEGAL_VALUES, formatDay, formatEuro, formatHours, formatMonth, valueOn, type LegalValues } from './legal-values.js';
import type { WorkedDay } from './minimum-wage.js';

/** One month's gross earnings of a minijob (the regular pay that counts under SGB IV §14). */
export interface MonthEarnings {
  yearMonth: string; // YYYY-MM
  earnedCents: number;
}

const monthLimit = (values: LegalValues, yearMonth: string) => valueOn(values.minijobLimitCents, `${yearMonth}-01`);

/**
 * MINIJOB_MONATSGRENZE (SGB IV §8 (1) Nr. 1, (1a)): a month's earnings above the month's limit. A month
 * above the limit alone does not end the minijob — fluctuating pay is judged by the year, and an
 * unforeseeable excess is allowed in up to two months (SGB IV §8 (1b)) — so it is a WARNING; above twice
 * the limit no exception covers the month, so it is a VIOLATION. Null at or below the limit.
 */
export function minijobMonthFinding(month: MonthEarnings, values: LegalValues = DEFAULT_LEGAL_VALUES): ComplianceFinding | null {
  const limit = monthLimit(values, month.yearMonth);
  if (limit === undefined || month.earnedCents <= limit) return null;
  const twice = month.earnedCents > 2 * limit;
  return {
    rule: 'MINIJOB_MONATSGRENZE',
    severity: twice ? 'VIOLATION' : 'WARNING',
    date: `${month.yearMonth}-01`,
    message: twice
      ? `Der Verdienst im ${formatMonth(month.yearMonth)} von ${formatEuro(month.earnedCents)} übersteigt das Doppelte der Minijob-Grenze von ${formatEuro(limit)} (§ 8 Abs. 1a, 1b SGB IV): kein gelegentliches Überschreiten mehr.`
      : `Der Verdienst im ${formatMonth(month.yearMonth)} von ${formatEuro(month.earnedCents)} übersteigt die Minijob-Grenze von ${formatEuro(limit)} (§ 8 Abs. 1a SGB IV).`,
    figures: { yearMonth: month.yearMonth, earnedCents: month.earnedCents, limitCents: limit, excessCents: month.earnedCents - limit },
  };
}

/**
 * MINIJOB_JAHRESGRENZE (SGB IV §8 (1a), (1b)): the year's earnings of a minijob against the sum of the
 * monthly limits of its months (12 × the limit for a whole year; fewer months for an employment
 * starting or ending in the year). An occasional, unforeseeable excess does not count (§8 (1b)): in at
 * most two months, each with earnings up to twice the limit — the two of those with the largest excess
 * are taken. Covered by that allowance: a WARNING (the law allows it only if the excess was not
 * foreseeable, which the caller cannot know); beyond it: a VIOLATION. `months` are the minijob months of
 * one calendar year (months of another year than the first one's are left out); the finding is dated
 * on the first day of the latest month given.
 */
export function minijobYearFinding(months: readonly MonthEarnings[], values: LegalValues = DEFAULT_LEGAL_VALUES): ComplianceFinding | null {
  if (months.length === 0) return null;
  const year = months[0].yearMonth.slice(0, 4);
  const list = months
    .filter((m) => m.yearMonth.startsWith(`${year}-`))
    .map((m) => ({ ...m, limit: monthLimit(values, m.yearMonth) }))
    .filter((m): m is MonthEarnings & { limit: number } => m.limit !== undefined)
    .sort((a, b) => a.yearMonth.localeCompare(b.yearMonth));
  if (list.length === 0) return null;
  const yearCents = list.reduce((s, m) => s + m.earnedCents, 0);
  const yearLimitCents = list.reduce((s, m) => s + m.limit, 0);
  if (yearCents <= yearLimitCents) return null;

  const above = list.filter((m) => m.earnedCents > m.limit);
  const occasional = above
    .filter((m) => m.earnedCents <= 2 * m.limit)
    .sort((a, b) => b.earnedCents - b.limit - (a.earnedCents - a.limit) || a.yearMonth.localeCompare(b.yearMonth))
    .slice(0, 2)
    .sort((a, b) => a.yearMonth.localeCompare(b.yearMonth));
  const occasionalExcessCents = occasional.reduce((s, m) => s + m.earnedCents - m.limit, 0);
  const covered = yearCents - occasionalExcessCents <= yearLimitCents;
  const named = occasional.map((m) => formatMonth(m.yearMonth)).join(', ');
  const head = `Der Verdienst im Jahr ${year} von ${formatEuro(yearCents)} übersteigt die Jahresgrenze von ${formatEuro(yearLimitCents)} (${list.length} × Minijob-Grenze, § 8 Abs. 1a SGB IV)`;
  return {
    rule: 'MINIJOB_JAHRESGRENZE',
    severity: covered ? 'WARNING' : 'VIOLATION',
    date: `${list.at(-1)!.yearMonth}-01`,
    message: covered
      ? `${head}; zulässig nur als gelegentliches, nicht vorhersehbares Überschreiten in höchstens zwei Monaten bis zum Doppelten der Grenze (§ 8 Abs. 1b SGB IV): ${named}.`
      : `${head}; ein gelegentliches Überschreiten (höchstens zwei Monate bis zum Doppelten der Grenze, § 8 Abs. 1b SGB IV${named ? `: ${named}` : ''}) deckt das nicht.`,
    figures: {
      year: Number(year),
      yearCents,
      yearLimitCents,
      excessCents: yearCents - yearLimitCents,
      monthsAboveLimit: above.length,
      occasionalMonths: occasional.map((m) => m.yearMonth).join(','),
      occasionalExcessCents,
    },
  };
}

/**
 * KURZFRISTIG_70_TAGE (SGB IV §8 (1) Nr. 2): a short-term employment may last at most 70 working days in
 * a calendar year, counting the days of short-term employment with other employers that year
 * (`shortTermDaysElsewhere`). `workDates` are the days worked here (see shortTermWorkingDays); days of
 * other years are left out, a day counts once. Above the maximum: a VIOLATION dated on the first day
 * beyond it; from the warning count: a WARNING dated on the day that reached it. Null without a day
 * worked here in the year.
 */
export function shortTermDaysFinding(year: number, workDates: readonly string[], shortTermDaysElsewhere: number, values: LegalValues = DEFAULT_LEGAL_VALUES): ComplianceFinding | null {
  const days = [...new Set(workDates.filter((d) => d.startsWith(`${year}-`)))].sort();
  const max = valueOn(values.shortTermMaxDays, `${year}-01-01`);
  const warning = valueOn(values.shortTermWarningDays, `${year}-01-01`) ?? max;
  if (days.length === 0 || max === undefined || warning === undefined) return null;
  const elsewhere = Math.max(0, shortTermDaysElsewhere);
  const total = days.length + elsewhere;
  const figures = { year, daysHere: days.length, daysElsewhere: elsewhere, days: total, maxDays: max };
  // The day on which the count (elsewhere first, then the days here in order) reaches `n`.
  const dayReaching = (n: number) => days[Math.max(0, n - elsewhere - 1)];
  if (total > max)
    return {
      rule: 'KURZFRISTIG_70_TAGE',
      severity: 'VIOLATION',
      date: dayReaching(max + 1),
      message: `${total} Arbeitstage kurzfristiger Beschäftigung im Jahr ${year} (${days.length} hier, ${elsewhere} bei anderen Arbeitgebern) übersteigen die Höchstgrenze von ${max} Arbeitstagen (§ 8 Abs. 1 Nr. 2 SGB IV), zuerst am ${formatDay(dayReaching(max + 1))}.`,
      figures,
    };
  if (total >= warning)
    return {
      rule: 'KURZFRISTIG_70_TAGE',
      severity: 'WARNING',
      date: dayReaching(warning),
      message: `${total} von höchstens ${max} Arbeitstagen kurzfristiger Beschäftigung im Jahr ${year} sind erreicht (${days.length} hier, ${elsewhere} bei anderen Arbeitgebern; § 8 Abs. 1 Nr. 2 SGB IV).`,
      figures,
    };
  return null;
}

/**
 * The working days of short-term employment from one employee's entries: the start day of each shift
 * with work (a night shift across midnight is one working day, not two), each day once.
 */
export function shortTermWorkingDays(entries: readonly DatedSpan[]): string[] {
  const days = shiftsOf(entries)
    .filter((s) => s.entries.some((e) => e.worklogType === 'WORK'))
    .map((s) => s.start.date);
  return [...new Set(days)].sort();
}

const epochDay = (date: string) => Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);
const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the ISO week (Monday–Sunday) of `date`. */
export function mondayOf(date: string): string {
  const day = epochDay(date);
  return dateOf(day - ((new Date(day * 86_400_000).getUTCDay() + 6) % 7));
}

/** The ISO 8601 week of `date` as 'YYYY-Www' (the week belongs to the year of its Thursday). */
export function isoWeek(date: string): string {
  const thursday = epochDay(mondayOf(date)) + 3;
  const year = dateOf(thursday).slice(0, 4);
  const week = Math.floor((thursday - epochDay(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * WERKSTUDENT_20_STUNDEN (Werkstudentenprivileg, SGB V §6 (1) Nr. 3; see legal-values.ts): a working
 * student's minutes in an ISO week (Monday–Sunday) above the weekly limit. A WARNING, not a violation:
 * more hours are allowed in the lecture-free time and, now and then, at evenings, nights and weekends,
 * which the caller does not know. Pass whole weeks (a week across a month's end needs the days of both
 * months). One finding per week, dated on its Monday.
 */
export function workingStudentWeekFindings(days: readonly WorkedDay[], values: LegalValues = DEFAULT_LEGAL_VALUES): ComplianceFinding[] {
  const weeks = new Map<string, number>();
  for (const d of days) weeks.set(mondayOf(d.date), (weeks.get(mondayOf(d.date)) ?? 0) + d.minutes);
  const findings: ComplianceFinding[] = [];
  for (const [monday, minutes] of [...weeks].sort(([a], [b]) => a.localeCompare(b))) {
    const limit = valueOn(values.workingStudentWeekMinutes, monday);
    if (limit === undefined || minutes <= limit) continue;
    const week = isoWeek(monday);
    findings.push({
      rule: 'WERKSTUDENT_20_STUNDEN',
      severity: 'WARNING',
      date: monday,
      message: `In der Kalenderwoche ${week.slice(6)}/${week.slice(0, 4)} (ab ${formatDay(monday)}) wurden ${formatHours(minutes)} gearbeitet, mehr als ${formatHours(limit)} (Werkstudentenprivileg, § 6 Abs. 1 Nr. 3 SGB V): außerhalb der vorlesungsfreien Zeit entfällt die Versicherungsfreiheit.`,
      figures: { week, minutes, limitMinutes: limit },
    });
  }
  return findings;
}

/**
 * Before the fact: whether an assignment of `extraMinutes` at `wageCents` an hour, on `day`, would take
 * a minijob's month (already `earnedCents`) above the month's limit. A WARNING to show, never a refusal;
 * null when the month stays within the limit.
 */
export function projectedMinijobMonth(earnedCents: number, extraMinutes: number, wageCents: number, day: string, values: LegalValues = DEFAULT_LEGAL_VALUES): ComplianceFinding | null {
  const yearMonth = day.slice(0, 7);
  const limit = monthLimit(values, yearMonth);
  const projectedCents = earnedCents + Math.round((wageCents * extraMinutes) / 60);
  if (limit === undefined || projectedCents <= limit) return null;
  return {
    rule: 'MINIJOB_MONATSGRENZE',
    severity: 'WARNING',
    date: day,
    message: `Mit diesem Einsatz überschreitet der Verdienst im ${formatMonth(yearMonth)} voraussichtlich die Minijob-Grenze von ${formatEuro(limit)}: ${formatEuro(projectedCents)} (§ 8 Abs. 1a SGB IV).`,
    figures: { yearMonth, earnedCents, extraMinutes, wageCents, projectedCents, limitCents: limit },
  };
}
