import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { reminderInventoryDay } from './confirmation-reminders.js';
import { isExpired } from './confirmation.rules.js';

describe('reminderInventoryDay', () => {
  it('the inventory four days ahead on the Berlin calendar: its link stays open today and three more days', () => {
    const at = DateTime.fromISO('2026-03-10T07:05', { zone: 'Europe/Berlin' });
    const day = reminderInventoryDay(at);
    expect(day).toBe('2026-03-14');
    // Still open today and on the three days that follow; expired on the inventory's own day.
    for (const d of ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']) expect(isExpired(day, d)).toBe(false);
    expect(isExpired(day, '2026-03-14')).toBe(true);
  });

  it('counts Berlin days, not UTC: 23:30 UTC on 27 March is already 28 March in Berlin; across the change to summer time', () => {
    expect(reminderInventoryDay(DateTime.fromISO('2026-03-27T23:30Z'))).toBe('2026-04-01');
    expect(reminderInventoryDay(DateTime.fromISO('2026-03-28T07:05', { zone: 'Europe/Berlin' }))).toBe('2026-04-01');
  });
});
