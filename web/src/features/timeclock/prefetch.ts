import type { ApolloClient } from '@apollo/client';
import { MyClockedInOrderDocument, TimeclockOrderDocument, TimeclockOrdersDocument } from '@/generated/timeclock-start';

/**
 * A timeclock page opened directly (a team leader's phone at 07:00, the installed app's start URL)
 * asks for its data beside the session query `me`, not after the page's chunk has loaded and rendered:
 * one round trip less before the tiles or the crew show. Kept out of luxon and the page's
 * chunk: this module is part of the entry, so it computes the Berlin day with Intl.
 *
 * For the first seconds the page reads the result from the cache instead of asking again (`prefetched`);
 * a request still in flight is joined (Apollo deduplicates equal queries). Later visits ask the server
 * as before. Failures stay quiet here: the page asks again and handles them as always (an account
 * without Timeclock gets the access-denied page).
 */
const startedAt = new Map<string, number>();
/** How long a started query counts as fresh for the page's first render. */
export const PREFETCH_FRESH_MS = 10_000;

/** The Berlin calendar day of `at` as YYYY-MM-DD. */
export function berlinDay(at: Date): string {
  const parts = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `?date=YYYY-MM-DD` when it names a real calendar day (as useDay accepts it), else null. */
export function dayParam(search: string): string | null {
  const value = new URLSearchParams(search).get('date');
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? value : null;
}

/** The queries /timeclock and /timeclock/{orderId} start with, for a location; none for other paths. */
export function timeclockStartQueries(pathname: string, search: string, today: string) {
  const m = /^\/timeclock(?:\/(\d{1,9}))?\/?$/.exec(pathname);
  if (!m) return [];
  const date = dayParam(search) ?? today;
  if (m[1] === undefined) {
    return [
      { key: 'landing', query: MyClockedInOrderDocument, variables: {} },
      { key: `orders:${date}`, query: TimeclockOrdersDocument, variables: { date } },
    ];
  }
  const orderId = Number(m[1]);
  return [{ key: `order:${orderId}:${date}`, query: TimeclockOrderDocument, variables: { orderId, date } }];
}

export function prefetchTimeclock(client: ApolloClient<unknown>, pathname: string, search: string): void {
  const queries = timeclockStartQueries(pathname, search, berlinDay(new Date()));
  for (const { key, query, variables } of queries) {
    startedAt.set(key, performance.now());
    client
      .query({ query, variables, fetchPolicy: 'network-only', context: { handleErrors: ['UNAUTHENTICATED', 'FORBIDDEN'] } })
      .catch(() => startedAt.delete(key));
  }
}

/** Whether the app started this query in the last PREFETCH_FRESH_MS (the page then reads the cache first). */
export function prefetched(key: string, now = performance.now()): boolean {
  const at = startedAt.get(key);
  return at !== undefined && now - at < PREFETCH_FRESH_MS;
}
