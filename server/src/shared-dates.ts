import { DateTime } from 'luxon';

/** Calendar days and months are those of Europe/Berlin (spec README). */
export const ZONE = 'Europe/Berlin';

export function today(now: DateTime = DateTime.now()): DateTime {
  return now.setZone(ZONE).startOf('day');
}

export function firstOfCurrentMonth(now: DateTime = DateTime.now()): string {
  return now.setZone(ZONE).startOf('month').toISODate()!;
}
