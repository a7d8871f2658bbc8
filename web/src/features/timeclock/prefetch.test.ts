import type { ApolloClient } from '@apollo/client';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { ZONE } from '@/shared/format';
import { berlinDay, dayParam, PREFETCH_FRESH_MS, prefetched, prefetchTimeclock, timeclockStartQueries } from './prefetch';
import { validDay } from './use-day';

describe('berlinDay', () => {
  it('is the calendar day in Berlin, not the UTC day', () => {
    expect(berlinDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25'); // 00:30 CET
    expect(berlinDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01'); // 00:30 CEST
    expect(berlinDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(berlinDay(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29'); // the night clocks go forward
  });

  it('agrees with luxon (what the page uses) every 7 hours through a year', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 7 * 3600_000) {
      expect(berlinDay(new Date(t))).toBe(DateTime.fromMillis(t, { zone: ZONE }).toISODate());
    }
  });
});

describe('dayParam', () => {
  it('accepts exactly the days useDay accepts', () => {
    for (const value of ['2026-11-25', '2028-02-29', '2026-02-29', '2026-13-01', '2026-04-31', '2026-4-1', 'heute', '', '2026-11-25x']) {
      expect(dayParam(`?date=${value}`)).toBe(validDay(value));
    }
    expect(dayParam('')).toBeNull();
  });
});

describe('timeclockStartQueries', () => {
  it('/timeclock: the landing query and the orders of today or of ?date', () => {
    expect(timeclockStartQueries('/timeclock', '', '2026-11-25').map((q) => [q.key, q.variables])).toEqual([
      ['landing', {}],
      ['orders:2026-11-25', { date: '2026-11-25' }],
    ]);
    expect(timeclockStartQueries('/timeclock/', '?date=2026-11-20', '2026-11-25')[1]!.variables).toEqual({ date: '2026-11-20' });
    expect(timeclockStartQueries('/timeclock', '?date=2026-02-30', '2026-11-25')[1]!.variables).toEqual({ date: '2026-11-25' });
  });

  it('/timeclock/{orderId}: the order view of the day; nothing for other paths', () => {
    expect(timeclockStartQueries('/timeclock/42', '?date=2026-11-20', '2026-11-25').map((q) => [q.key, q.variables])).toEqual([
      ['order:42:2026-11-20', { orderId: 42, date: '2026-11-20' }],
    ]);
    expect(timeclockStartQueries('/timeclock/abc', '', '2026-11-25')).toEqual([]);
    expect(timeclockStartQueries('/timeclock/1/history', '', '2026-11-25')).toEqual([]);
    expect(timeclockStartQueries('/clockingHistory', '', '2026-11-25')).toEqual([]);
    expect(timeclockStartQueries('/orders', '', '2026-11-25')).toEqual([]);
  });
});

describe('prefetchTimeclock', () => {
  const clientWith = (query: ReturnType<typeof vi.fn>) => ({ query }) as unknown as ApolloClient<unknown>;

  it('sends the start queries at once, quiet about UNAUTHENTICATED and FORBIDDEN; fresh for a few seconds', async () => {
    const query = vi.fn().mockResolvedValue({ data: {} });
    const before = performance.now();
    prefetchTimeclock(clientWith(query), '/timeclock/7', '');
    expect(query).toHaveBeenCalledTimes(1);
    const options = query.mock.calls[0]![0];
    expect(options.fetchPolicy).toBe('network-only');
    expect(options.context).toEqual({ handleErrors: ['UNAUTHENTICATED', 'FORBIDDEN'] });
    const key = `order:7:${options.variables.date}`;
    await Promise.resolve();
    expect(prefetched(key)).toBe(true);
    expect(prefetched(key, before + PREFETCH_FRESH_MS + 1)).toBe(false);
    expect(prefetched('order:8:' + options.variables.date)).toBe(false);
  });

  it('a failed query does not count: the page asks the server itself', async () => {
    const query = vi.fn().mockRejectedValue(new Error('offline'));
    prefetchTimeclock(clientWith(query), '/timeclock', '?date=2026-01-05');
    expect(query).toHaveBeenCalledTimes(2);
    expect(prefetched('orders:2026-01-05')).toBe(true);
    await vi.waitFor(() => expect(prefetched('orders:2026-01-05')).toBe(false));
    expect(prefetched('landing')).toBe(false);
  });

  it('sends nothing for other pages', () => {
    const query = vi.fn();
    prefetchTimeclock(clientWith(query), '/employees', '');
    expect(query).not.toHaveBeenCalled();
  });
});
