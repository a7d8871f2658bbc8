import Holidays from 'date-holidays';
import { bundeslandOfZip, type Bundesland } from '@inv/domain';

/**
 * The public holidays of a workplace, for the Sunday and holiday rules (ArbZG §9, §10) and the payroll's
 * holiday hours. The Bundesland comes from the zip (docs/decisions/compliance.md#COMP-7); the dates from
 * date-holidays, which keeps each state's holiday law (only the entries of type `public`: observances
 * such as Heiligabend or Silvester are working days by law). A year's set is computed once per state.
 */
const cache = new Map<string, ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

export function publicHolidaysOf(state: Bundesland, year: number): ReadonlySet<string> {
  const key = `${state}:${year}`;
  let set = cache.get(key);
  if (!set) {
    const calendar = new Holidays('DE', state, { types: ['public'] });
    set = new Set(
      calendar
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    cache.set(key, set);
  }
  return set;
}

/** ISO dates (YYYY-MM-DD) of the public holidays at this zip in that year; empty when the zip names no German state. */
export function publicHolidaysOfZip(zip: string | null | undefined, year: number): ReadonlySet<string> {
  const state = bundeslandOfZip(zip);
  return state ? publicHolidaysOf(state, year) : NONE;
}

/** The holiday's name at this zip on that day (e.g. 'Buß- und Bettag'), or null. */
export function publicHolidayName(zip: string | null | undefined, date: string): string | null {
  const state = bundeslandOfZip(zip);
  if (!state) return null;
  const hit = new Holidays('DE', state, { types: ['public'] }).isHoliday(new Date(`${date}T12:00:00`));
  const first = Array.isArray(hit) ? hit.find((h) => h.type === 'public') : undefined;
  return first?.name ?? null;
}
