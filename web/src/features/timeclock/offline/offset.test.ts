import { afterEach, describe, expect, it } from 'vitest';
import { currentOffset, measuringFetch, recordOffset, resetOffsetForTests, seedOffset } from './offset';

afterEach(resetOffsetForTests);

describe('measuring the server clock on every answer', () => {
  it('records the offset from the Date header of an answer below 500, not of a 5xx', async () => {
    let now = Date.UTC(2026, 6, 15, 8, 0, 0);
    const clock = () => now;
    const inner = (status: number) =>
      (async () => {
        now += 200;
        return new Response('{}', { status, headers: { date: 'Wed, 15 Jul 2026 08:00:05 GMT' } });
      }) as typeof fetch;
    await measuringFetch(inner(502), clock)('/graphql');
    expect(currentOffset()).toBeNull();
    now = Date.UTC(2026, 6, 15, 8, 0, 0);
    await measuringFetch(inner(422), clock)('/graphql');
    expect(currentOffset()).toMatchObject({ offsetMs: 5000 + 500 - 100, errorMs: 1100 });
  });
  it('keeps a more precise measurement of the last minute; a stored one only seeds', () => {
    seedOffset({ offsetMs: 1, errorMs: 5000, measuredAt: 0 });
    expect(currentOffset()?.offsetMs).toBe(1);
    recordOffset({ offsetMs: 100, errorMs: 1050, measuredAt: 100_000 });
    recordOffset({ offsetMs: 900, errorMs: 3000, measuredAt: 110_000 });
    expect(currentOffset()?.offsetMs).toBe(100);
    recordOffset({ offsetMs: 900, errorMs: 3000, measuredAt: 200_000 });
    expect(currentOffset()?.offsetMs).toBe(900);
    seedOffset({ offsetMs: 5, errorMs: 1000, measuredAt: 0 });
    expect(currentOffset()?.offsetMs).toBe(900);
  });
});
