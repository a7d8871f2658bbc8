/** What the subscription panel shows for the server's answer. */
export type FeedDisplay =
  /** No active subscription (never made, or revoked). */
  | { kind: 'none' }
  /** Just made: the address, shown this once (the server keeps only its hash). */
  | { kind: 'url'; url: string; webcal: string | null }
  /** Active, but its address was shown before: only a new address can be shown. */
  | { kind: 'hidden'; createdAt: string | null };

export interface FeedAnswer {
  url: string;
  active: boolean;
  createdAt?: string | null;
}

/**
 * The same address with the webcal scheme, which phones and desktop calendar apps open as "subscribe"
 * (null for an address without http(s), e.g. a relative one).
 */
export function webcalUrl(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url.replace(/^https?:\/\//i, 'webcal://') : null;
}

export function feedDisplay(answer: FeedAnswer | null | undefined): FeedDisplay {
  if (!answer?.active) return { kind: 'none' };
  if (answer.url) return { kind: 'url', url: answer.url, webcal: webcalUrl(answer.url) };
  return { kind: 'hidden', createdAt: answer.createdAt ?? null };
}
