/**
 * Working-time law over one employee's worklogs: the Arbeitszeitgesetz (ArbZG) and, for employees under
 * 18, the Jugendarbeitsschutzgesetz (JArbSchG). Every rule works on real minutes on one timeline
 * (`instantOf`), so shifts across midnight and the nights the clocks change count what was lived.
 *
 * Work is net work: WORK entries minus the pauses lying inside them (as `entryMinutes` counts it);
 * travel and passenger time are not counted as work here, but they do belong to a shift (`shiftsOf`),
 * so they are no rest. Open entries (still clocked in) are left out: these rules judge finished time.
 *
 * The limits below are fixed by statute, not yearly values, so they are constants.
 * Sources: https://www.gesetze-im-internet.de/arbzg/ and https://www.gesetze-im-internet.de/jarbschg_1976/
 */
import { instantOf, minus, union, wallOf, toHHMM, toMinutes, DAY_MINUTES } from '../time.js';
import { breakStatus, shiftsOf, SHIFT_GAP_MINUTES, type BreakEntry, type DatedSpan, type Shift } from '../shifts.js';
import type { ComplianceFinding } from './finding.js';
import { formatDay, formatHours } from './legal-values.js';

/** ArbZG §3: "Die werktägliche Arbeitszeit der Arbeitnehmer darf acht Stunden nicht überschreiten. Sie kann auf bis zu zehn Stunden nur verlängert werden, …" — ten hours is the absolute limit. */
export const MAX_WORK_MINUTES = 10 * 60;
/** ArbZG §5 (1): "… nach Beendigung der täglichen Arbeitszeit eine ununterbrochene Ruhezeit von mindestens elf Stunden". */
export const MIN_REST_MINUTES = 11 * 60;
/** ArbZG §2 (4): night work is work of more than two hours of night time (§2 (3): 23:00–06:00). */
export const NIGHT_WORK_MINUTES = 2 * 60;
/** JArbSchG §8 (1): "nicht mehr als acht Stunden täglich". */
export const YOUTH_MAX_DAY_MINUTES = 8 * 60;

type Interval = readonly [number, number];

const finished = <T extends DatedSpan>(entries: readonly T[]) => entries.filter((e) => e.end != null);
const span = (e: DatedSpan): Interval => [instantOf(e.date, toMinutes(e.start)), instantOf(e.date, toMinutes(e.end!))];

/** Net work as instants: the union of WORK spans minus the union of finished pauses (pauses overlapping each other count once). */
function netWork(entries: readonly DatedSpan[]): Interval[] {
  const done = finished(entries);
  const work = union(done.filter((e) => e.worklogType === 'WORK').map(span));
  const pauses = union(done.filter((e) => e.worklogType === 'PAUSE').map(span));
  return work.flatMap((w) => minus(w, pauses));
}

/** Minutes of `intervals` inside [a, b). */
function within(intervals: readonly Interval[], [a, b]: Interval): number {
  return intervals.reduce((m, [x, y]) => m + Math.max(0, Math.min(y, b) - Math.max(x, a)), 0);
}

/** A calendar day of Europe/Berlin as instants: 23, 24 or 25 hours long. */
const dayRange = (date: string): Interval => [instantOf(date, 0), instantOf(date, DAY_MINUTES)];

/** The calendar days of the entries, sorted. */
const daysOf = (entries: readonly DatedSpan[]) => [...new Set(finished(entries).map((e) => e.date))].sort();

const shiftRange = (s: Shift<DatedSpan>): Interval => [s.from, s.to!];

const hours = formatHours;
const deDate = formatDay;
const at = (p: { date: string; time: string }) => `${deDate(p.date)} ${p.time}`;

/** The finished shifts of the entries (a shift with an open entry has no end yet). */
const finishedShifts = (entries: readonly DatedSpan[]) => shiftsOf(finished(entries)).filter((s) => s.to != null);

// ------------------------------------------------------------ ArbZG §3: maximum working time

/**
 * More than ten hours of net work in a shift, or on a calendar day (two shifts on one day together).
 * ArbZG §3. Exactly 10:00 passes, 10:01 is found. A day already reported through a shift starting on
 * it is not reported again.
 */
export function maxWorkingTimeFindings(entries: readonly DatedSpan[]): ComplianceFinding[] {
  const net = netWork(entries);
  const findings: ComplianceFinding[] = [];
  for (const shift of finishedShifts(entries)) {
    const minutes = within(net, shiftRange(shift));
    if (minutes <= MAX_WORK_MINUTES) continue;
    findings.push({
      rule: 'ARBZG_HOECHSTARBEITSZEIT',
      severity: 'VIOLATION',
      date: shift.start.date,
      message: `Höchstarbeitszeit überschritten: ${hours(minutes)} Arbeit in der Schicht ${at(shift.start)}–${at(shift.end!)} (höchstens 10 Std., ArbZG §3).`,
      figures: { workMinutes: minutes, limitMinutes: MAX_WORK_MINUTES, start: `${shift.start.date} ${shift.start.time}`, end: `${shift.end!.date} ${shift.end!.time}` },
    });
  }
  const reported = new Set(findings.map((f) => f.date));
  for (const date of daysOf(entries)) {
    const minutes = within(net, dayRange(date));
    if (minutes <= MAX_WORK_MINUTES || reported.has(date)) continue;
    findings.push({
      rule: 'ARBZG_HOECHSTARBEITSZEIT',
      severity: 'VIOLATION',
      date,
      message: `Höchstarbeitszeit überschritten: ${hours(minutes)} Arbeit am ${deDate(date)} (höchstens 10 Std. täglich, ArbZG §3).`,
      figures: { workMinutes: minutes, limitMinutes: MAX_WORK_MINUTES },
    });
  }
  return findings.sort((a, b) => a.date.localeCompare(b.date));
}

// ------------------------------------------------------------ ArbZG §5: rest time

const restFinding = (severity: 'WARNING' | 'VIOLATION', minutes: number, previousEnd: { date: string; time: string }, nextStart: { date: string; time: string }): ComplianceFinding => ({
  rule: 'ARBZG_RUHEZEIT',
  severity,
  date: nextStart.date,
  message:
    severity === 'VIOLATION'
      ? `Ruhezeit unterschritten: nur ${hours(minutes)} zwischen Schichtende ${at(previousEnd)} und Schichtbeginn ${at(nextStart)} (mindestens 11 Std., ArbZG §5 Abs. 1).`
      : `Ruhezeit seit der letzten Schicht (Ende ${at(previousEnd)}) erst ${hours(minutes)}: ein Beginn jetzt unterschreitet die Ruhezeit von 11 Std. (ArbZG §5 Abs. 1).`,
  figures: { restMinutes: minutes, requiredMinutes: MIN_REST_MINUTES, previousEnd: `${previousEnd.date} ${previousEnd.time}`, nextStart: `${nextStart.date} ${nextStart.time}` },
});

/**
 * Less than eleven hours between the end of one shift and the start of the next. ArbZG §5 (1).
 * 11:00 passes, 10:59 is found. The shortening to ten hours of §5 (2) applies to hospitals, hospitality,
 * transport, broadcasting, agriculture and animal care only — not to inventory services — so it is not
 * offered. Travel belongs to the shift (it is no rest).
 */
export function restTimeFindings(entries: readonly DatedSpan[]): ComplianceFinding[] {
  const shifts = finishedShifts(entries);
  const findings: ComplianceFinding[] = [];
  for (let i = 1; i < shifts.length; i++) {
    const previous = shifts[i - 1];
    const next = shifts[i];
    const rest = next.from - previous.to!;
    if (rest < MIN_REST_MINUTES) findings.push(restFinding('VIOLATION', rest, previous.end!, next.start));
  }
  return findings;
}

/**
 * Before the fact, when clocking someone in at `startingAt`: the minutes since the end of the last
 * finished shift before it (null without one) and a warning when they are under eleven hours
 * (ArbZG §5 (1)). A start less than an hour after the last end continues that shift (SHIFT_GAP_MINUTES,
 * the shift rule of shiftsOf): a break, no rest, so no warning.
 */
export function restSinceLastShift(entries: readonly DatedSpan[], startingAt: { date: string; time: string }): { minutes: number | null; finding: ComplianceFinding | null } {
  const start = instantOf(startingAt.date, toMinutes(startingAt.time));
  const before = finishedShifts(entries).filter((s) => s.to! <= start);
  const last = before.at(-1);
  if (!last) return { minutes: null, finding: null };
  const minutes = start - last.to!;
  const finding = minutes >= SHIFT_GAP_MINUTES && minutes < MIN_REST_MINUTES ? restFinding('WARNING', minutes, last.end!, startingAt) : null;
  return { minutes, finding };
}

// ------------------------------------------------------------ ArbZG §2 (3)/(4), §6: night work

/** Night time on and around a day (ArbZG §2 (3): 23:00–06:00) as instants. */
function nightWindows(dates: readonly string[]): Interval[] {
  return union(dates.flatMap((d) => [[instantOf(d, 0), instantOf(d, 6 * 60)] as const, [instantOf(d, 23 * 60), instantOf(d, DAY_MINUTES)] as const]));
}

/**
 * More than two hours of work between 23:00 and 06:00 in a shift: night work in the sense of ArbZG
 * §2 (4), which gives the employee the rights of §6 (health checks, a night bonus or days off). A
 * WARNING, informational: night work is lawful. Real minutes: the night the clocks go back holds
 * eight hours of night time, the night they go forward six.
 */
export function nightWorkFindings(entries: readonly DatedSpan[]): ComplianceFinding[] {
  const net = netWork(entries);
  const findings: ComplianceFinding[] = [];
  for (const shift of finishedShifts(entries)) {
    const [from, to] = shiftRange(shift);
    const dates = [...new Set(shift.entries.map((e) => e.date))];
    const nightMinutes = nightWindows(dates).reduce((m, [a, b]) => m + within(net, [Math.max(a, from), Math.min(b, to)]), 0);
    if (nightMinutes <= NIGHT_WORK_MINUTES) continue;
    findings.push({
      rule: 'ARBZG_NACHTARBEIT',
      severity: 'WARNING',
      date: shift.start.date,
      message: `Nachtarbeit: ${hours(nightMinutes)} Arbeit zwischen 23:00 und 06:00 in der Schicht ${at(shift.start)}–${at(shift.end!)} (mehr als 2 Std., ArbZG §2 Abs. 4); es gelten die Rechte der Nachtarbeitnehmer nach ArbZG §6.`,
      figures: { nightMinutes, thresholdMinutes: NIGHT_WORK_MINUTES, start: `${shift.start.date} ${shift.start.time}`, end: `${shift.end!.date} ${shift.end!.time}` },
    });
  }
  return findings;
}

// ------------------------------------------------------------ ArbZG §9, §10, §13: Sundays and public holidays

const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

/**
 * Work on a Sunday (ARBZG_SONNTAG) or on a public holiday (ARBZG_FEIERTAG) of the workplace's Bundesland,
 * 00:00–24:00 (ArbZG §9 (1)). A WARNING: such work is lawful under the exceptions of §10 or a permit
 * of the authority under §13 (the product cannot know which applies), and it earns a substitute day
 * off (§11 (3)). `holidays` are the ISO dates of the public holidays valid at the workplace; the caller
 * computes them for its Bundesland (they differ between Länder).
 */
export function sundayHolidayFindings(entries: readonly DatedSpan[], holidays: ReadonlySet<string>): ComplianceFinding[] {
  const net = netWork(entries);
  const findings: ComplianceFinding[] = [];
  for (const date of daysOf(entries)) {
    const minutes = within(net, dayRange(date));
    if (minutes === 0) continue;
    const kinds = [
      ...(isSunday(date) ? [['ARBZG_SONNTAG', 'Sonntagsarbeit'] as const] : []),
      ...(holidays.has(date) ? [['ARBZG_FEIERTAG', 'Feiertagsarbeit'] as const] : []),
    ];
    for (const [rule, what] of kinds) {
      findings.push({
        rule,
        severity: 'WARNING',
        date,
        message: `${what} am ${deDate(date)}: ${hours(minutes)} (grundsätzlich verboten, ArbZG §9; zulässig nur nach §10 oder mit Bewilligung nach §13, Ersatzruhetag nach §11 Abs. 3).`,
        figures: { workMinutes: minutes },
      });
    }
  }
  return findings;
}

// ------------------------------------------------------------ JArbSchG: employees under 18

/**
 * The first day on which someone born on `birthDate` is 18: the 18th birthday (BGB §187 (2) counts the
 * day of birth, so the year of age is completed at the end of the day before). Born on 29 February,
 * in a year without one the age is completed at the end of 28 February (BGB §188 (2), (3)): 1 March.
 */
export function eighteenthBirthday(birthDate: string): string {
  const year = Number(birthDate.slice(0, 4)) + 18;
  const monthDay = birthDate.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return monthDay === '02-29' && !leap ? `${year}-03-01` : `${year}-${monthDay}`;
}

/** Whether someone born on `birthDate` is under 18 on `date` (JArbSchG §2 (2): a Jugendlicher is 15 but not yet 18). */
export const isMinorOn = (birthDate: string, date: string) => date < eighteenthBirthday(birthDate);

/**
 * An employee under 18 on the day (a calendar day; from the 18th birthday on the rule no longer applies)
 * working more than eight hours that day (JArbSchG §8 (1)), between 20:00 and 06:00 (§14 (1): "nur in
 * der Zeit von 6 bis 20 Uhr"), or on a Sunday (§17 (1)). One finding per breach and day, with the
 * section in `figures.section`. Not modelled: the exceptions of §8 (2), (2a), §14 (2)–(7) and
 * §17 (2) (e.g. hospitality, bakeries, sport), which the product cannot know; a finding then needs
 * acknowledging with the reason.
 */
export function youthProtectionFindings(entries: readonly DatedSpan[], birthDate: string): ComplianceFinding[] {
  const net = netWork(entries);
  const findings: ComplianceFinding[] = [];
  const youth = (date: string, section: string, message: string, figures: Record<string, number | string>): ComplianceFinding => ({
    rule: 'JUGENDSCHUTZ',
    severity: 'VIOLATION',
    date,
    message: `${message} (Jugendarbeitsschutz: Beschäftigte unter 18 Jahren, JArbSchG ${section}).`,
    figures: { section, birthDate, ...figures },
  });
  for (const date of daysOf(entries)) {
    if (!isMinorOn(birthDate, date)) continue;
    const minutes = within(net, dayRange(date));
    if (minutes === 0) continue;
    if (minutes > YOUTH_MAX_DAY_MINUTES)
      findings.push(youth(date, '§8', `${hours(minutes)} Arbeit am ${deDate(date)}, höchstens 8 Std. täglich`, { workMinutes: minutes, limitMinutes: YOUTH_MAX_DAY_MINUTES }));
    const nightWork = union([
      [instantOf(date, 0), instantOf(date, 6 * 60)],
      [instantOf(date, 20 * 60), instantOf(date, DAY_MINUTES)],
    ]).flatMap(([a, b]) => net.map(([x, y]) => [Math.max(a, x), Math.min(b, y)] as const).filter(([x, y]) => y > x));
    const nightMinutes = nightWork.reduce((m, [a, b]) => m + b - a, 0);
    if (nightMinutes > 0) {
      const first = nightWork[0];
      findings.push(
        youth(date, '§14', `Arbeit am ${deDate(date)} außerhalb 06:00–20:00 (ab ${toHHMM(wallOf(date, first[0]))}, ${hours(nightMinutes)})`, { nightMinutes }),
      );
    }
    if (isSunday(date)) findings.push(youth(date, '§17', `Sonntagsarbeit am ${deDate(date)} (${hours(minutes)})`, { workMinutes: minutes }));
  }
  return findings;
}

// ------------------------------------------------------------ ArbZG §4: breaks

/**
 * A shift whose own breaks fall short of §4 (more than six hours of work need 30 minutes, more than nine
 * 45, in parts of at least 15 minutes), so the system had to book the legal pause itself. ArbZG §4. A
 * WARNING: the pause is booked and the hours are right, but a crew that keeps working through its
 * breaks is a pattern the office should see. Measured without the automatic pause (breakStatus), so
 * it is found whether or not the pause is already booked.
 */
export function pauseFindings(entries: readonly BreakEntry[]): ComplianceFinding[] {
  const findings: ComplianceFinding[] = [];
  for (const shift of shiftsOf(finished(entries)).filter((s) => s.to != null)) {
    const status = breakStatus(shift.entries);
    if (status.taken >= status.required) continue;
    findings.push({
      rule: 'ARBZG_PAUSE',
      severity: 'WARNING',
      date: shift.start.date,
      message: `Pause nicht genommen: ${hours(status.workMinutes)} Arbeit in der Schicht ${at(shift.start)}–${at(shift.end!)} mit ${status.taken} Min. Pause (vorgeschrieben ${status.required} Min., ArbZG §4); die Pause wurde automatisch gebucht.`,
      figures: { workMinutes: status.workMinutes, requiredMinutes: status.required, takenMinutes: status.taken },
    });
  }
  return findings;
}

// ------------------------------------------------------------ all working-time rules

export interface WorkingTimeContext {
  /** YYYY-MM-DD; without it the youth rules are not checked. */
  birthDate?: string | null;
  /** Public holidays of the workplace's Bundesland (ISO dates). */
  holidays?: ReadonlySet<string>;
}

/** All working-time findings of one employee's entries, by date. */
export function workingTimeFindings(entries: readonly (DatedSpan & { automatic?: boolean })[], context: WorkingTimeContext = {}): ComplianceFinding[] {
  return [
    ...maxWorkingTimeFindings(entries),
    ...pauseFindings(entries.map((e) => ({ ...e, automatic: e.automatic ?? false }))),
    ...restTimeFindings(entries),
    ...nightWorkFindings(entries),
    ...sundayHolidayFindings(entries, context.holidays ?? new Set()),
    ...(context.birthDate ? youthProtectionFindings(entries, context.birthDate) : []),
  ].sort((a, b) => a.date.localeCompare(b.date));
}
