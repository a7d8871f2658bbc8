/**
 * The server-time offset: measured from the `Date` header of every successful answer of the
 * server, so an action clocked offline carries the time the server would have given it. The header has
 * whole seconds and the answer took a round trip: the error is ±(1 s + RTT/2).
 *
 * Kept free of imports (unit tests); the timeclock registers `measureAnswer` with app/apollo.ts.
 */
export interface ServerOffset {
  /** server time − device time, ms */
  offsetMs: number;
  /** how far the true offset may lie from offsetMs, ms */
  errorMs: number;
  /** device time of the measurement, ms since epoch */
  measuredAt: number;
}

/**
 * The offset from one answer: the server wrote `Date` (truncated to the second) somewhere between the
 * request leaving (sentAt) and the answer arriving (receivedAt), both device times.
 */
export function offsetFrom(dateHeader: string | null | undefined, sentAt: number, receivedAt: number): ServerOffset | null {
  if (!dateHeader) return null;
  const server = Date.parse(dateHeader);
  if (!Number.isFinite(server) || receivedAt < sentAt) return null;
  const rtt = receivedAt - sentAt;
  const middle = sentAt + rtt / 2;
  // The header's second started at `server`: the true instant lies in [server, server + 1 s).
  return { offsetMs: Math.round(server + 500 - middle), errorMs: Math.round(1000 + rtt / 2), measuredAt: receivedAt };
}

let current: ServerOffset | null = null;
const listeners = new Set<(o: ServerOffset) => void>();

/** Records a measurement; a more precise one of the last minute is not replaced by a worse one. */
export function recordOffset(next: ServerOffset | null): void {
  if (!next) return;
  if (current && next.measuredAt - current.measuredAt < 60_000 && next.errorMs > current.errorMs) return;
  current = next;
  listeners.forEach((l) => l(next));
}

/** Seeds the offset from a stored one (at start, before any answer), unless one was measured already. */
export function seedOffset(stored: ServerOffset | null | undefined): void {
  if (stored && !current) current = stored;
}

export const currentOffset = (): ServerOffset | null => current;

export function onOffset(listener: (o: ServerOffset) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Measures the offset from an answer below 500 (an answer from the server itself). */
export function measureAnswer(res: Response, sentAt: number, clock: () => number = Date.now): void {
  if (res.status < 500) recordOffset(offsetFrom(res.headers.get('date'), sentAt, clock()));
}

/** A fetch that measures the offset on every answer. */
export function measuringFetch(inner: typeof fetch, clock: () => number = Date.now): typeof fetch {
  return async (input, init) => {
    const sentAt = clock();
    const res = await inner(input, init);
    measureAnswer(res, sentAt, clock);
    return res;
  };
}

/** Only for tests. */
export function resetOffsetForTests(): void {
  current = null;
  listeners.clear();
}
