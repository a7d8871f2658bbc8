/**
 * The tax-free part of a day's catering allowance, §9 (4a) EStG
 * (https://www.gesetze-im-internet.de/estg/__9.html): Satz 3 Nr. 1 the full amount for a calendar day
 * of 24 hours away from home, Nr. 3 the partial amount for more than 8 hours away without an overnight
 * stay; "beginnt er die auswärtige berufliche Tätigkeit an einem Kalendertag und beendet sie am
 * nachfolgenden Kalendertag ohne Übernachtung, so ist … die gesamte Abwesenheitsdauer dem Kalendertag
 * der überwiegenden Abwesenheit zuzurechnen"; Satz 8 Nr. 1: a breakfast provided cuts 20 % of the
 * full-day amount. What the company pays above that is taxable.
 */
import { shiftsOf } from '../shifts.js';
import { DAY_MINUTES, instantOf, nextDay, type WorklogKind } from '../time.js';

export interface AwayEntry {
  date: string;
  start: string;
  end: string;
  worklogType: WorklogKind;
}

/**
 * Minutes away per calendar day from one employee's finished entries. A shift (entries following each
 * other with gaps under an hour, shiftsOf) is one absence from its first start to its last end: work,
 * travel and passenger time, and the pauses and short gaps between them (the employee is not home).
 * An absence across midnight counts wholly on the day with the larger share (§9 (4a) Satz 3 Nr. 3; an
 * even split counts on the first day); a calendar day the absence covers completely counts 24 hours.
 */
export function awayMinutesByDay(entries: readonly AwayEntry[]): Map<string, number> {
  const away = new Map<string, number>();
  const add = (date: string, minutes: number) => away.set(date, (away.get(date) ?? 0) + minutes);
  for (const shift of shiftsOf(entries.filter((e) => e.end))) {
    if (shift.to === null) continue;
    const shares: [string, number, boolean][] = [];
    for (let date = shift.start.date; ; date = nextDay(date)) {
      const [dayFrom, dayTo] = [instantOf(date, 0), instantOf(nextDay(date), 0)];
      const minutes = Math.min(shift.to, dayTo) - Math.max(shift.from, dayFrom);
      if (minutes > 0) shares.push([date, minutes, shift.from <= dayFrom && shift.to >= dayTo]);
      if (dayTo >= shift.to) break;
    }
    if (shares.length === 2 && !shares[0][2] && !shares[1][2]) {
      const [first, second] = shares;
      add(first[1] >= second[1] ? first[0] : second[0], first[1] + second[1]);
    } else {
      for (const [date, minutes, whole] of shares) add(date, whole ? DAY_MINUTES : minutes);
    }
  }
  return away;
}

/** The statutory amounts in cents, by the date they apply from (latest first). */
export const CATERING_LUMP_SUMS: readonly { from: string; partialCents: number; fullCents: number }[] = [
  // Gesetz zur weiteren steuerlichen Förderung der Elektromobilität … vom 12.12.2019, from 2020.
  { from: '2020-01-01', partialCents: 1400, fullCents: 2800 },
  // Gesetz zur Änderung und Vereinfachung der Unternehmensbesteuerung … vom 20.02.2013, from 2014.
  { from: '2014-01-01', partialCents: 1200, fullCents: 2400 },
];

/** §9 (4a) Satz 3 Nr. 3: "mehr als 8 Stunden". */
export const PARTIAL_DAY_MINUTES = 8 * 60;
/** §9 (4a) Satz 8 Nr. 1: breakfast 20 % of the full-day amount. */
export const BREAKFAST_CUT_PERCENT = 20;

/** The amounts that apply on `date` (dates before the oldest entry use the oldest). */
export function cateringLumpSums(date: string): { partialCents: number; fullCents: number } {
  const { partialCents, fullCents } = CATERING_LUMP_SUMS.find((l) => date >= l.from) ?? CATERING_LUMP_SUMS.at(-1)!;
  return { partialCents, fullCents };
}

/**
 * A day's catering allowance split into the tax-free part and the taxable rest: tax-free up to the lump
 * sum for the time away (0 up to 8 hours, partial above, full for 24 hours) less the breakfast cut.
 */
export function cateringSplit(day: { date: string; cateringCents: number; breakfast: boolean; awayMinutes: number }): {
  taxFreeCents: number;
  taxableCents: number;
} {
  const { partialCents, fullCents } = cateringLumpSums(day.date);
  const lump = day.awayMinutes >= DAY_MINUTES ? fullCents : day.awayMinutes > PARTIAL_DAY_MINUTES ? partialCents : 0;
  const cut = day.breakfast ? Math.round((fullCents * BREAKFAST_CUT_PERCENT) / 100) : 0;
  const taxFreeCents = Math.max(0, Math.min(day.cateringCents, lump - cut));
  return { taxFreeCents, taxableCents: day.cateringCents - taxFreeCents };
}
