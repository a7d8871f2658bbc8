import { DateTime } from 'luxon';

/** Calendar days and months are those of Europe/Berlin (spec README). */
export const ZONE = 'Europe/Berlin';

export function today(now: DateTime = DateTime.now()): DateTime {
  return now.setZone(ZONE).startOf('day');
}

export function firstOfCurrentMonth(now: DateTime = DateTime.now()): string {
  return now.setZone(ZONE).startOf('month').toISODate()!;
}

/** The default month-closing boundary before any closing (docs/decisions/month-end-and-payroll.md#MON-1). */
export function firstOfPreviousMonth(now: DateTime = DateTime.now()): string {
  return now.setZone(ZONE).startOf('month').minus({ months: 1 }).toISODate()!;
}
