import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithTimeout } from './apollo';
import { RequestTimeoutError } from './errors/error-policy';

/** A fetch that never answers but honours its abort signal. */
const hangingFetch = vi.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchWithTimeout (spec 1 §8: 30 s)', () => {
  it("aborts a request after 30 s with 'Request timed out'", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch);
    const result = fetchWithTimeout()('/graphql', { method: 'POST' });
    const settled = expect(result).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(hangingFetch.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    await expect(result).rejects.toThrow('Request timed out');
  });

  it("keeps the caller's own abort an abort, not a timeout", async () => {
    vi.stubGlobal('fetch', hangingFetch);
    const caller = new AbortController();
    const result = fetchWithTimeout()('/graphql', { signal: caller.signal });
    caller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes answers through', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"data":{}}')));
    const response = await fetchWithTimeout()('/graphql');
    await expect(response.json()).resolves.toEqual({ data: {} });
  });
});
