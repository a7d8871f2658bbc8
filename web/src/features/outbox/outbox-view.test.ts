import { describe, expect, it } from 'vitest';
import { canResend, OUTBOX_PAGE_SIZE, outboxQueryOf, totalPages } from './outbox-view';

describe('outbox filter from the URL', () => {
  it('reads the state and the page', () => {
    expect(outboxQueryOf(new URLSearchParams('state=FAILED&page=2'))).toEqual({ state: 'FAILED', page: 2, size: OUTBOX_PAGE_SIZE });
    expect(outboxQueryOf(new URLSearchParams('state=NO_SMTP'))).toEqual({ state: 'NO_SMTP', page: 0, size: OUTBOX_PAGE_SIZE });
  });

  it('falls back to all states and the first page for what it does not know', () => {
    expect(outboxQueryOf(new URLSearchParams('state=LOST&page=-1'))).toEqual({ state: undefined, page: 0, size: OUTBOX_PAGE_SIZE });
    expect(outboxQueryOf(new URLSearchParams('page=1.5'))).toMatchObject({ page: 0 });
    expect(outboxQueryOf(new URLSearchParams(''))).toMatchObject({ state: undefined, page: 0 });
  });
});

describe('outbox paging and resend', () => {
  it('counts pages, at least one', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(25)).toBe(1);
    expect(totalPages(26)).toBe(2);
  });

  it('offers "Erneut senden" only for messages that did not go out', () => {
    expect(canResend('FAILED')).toBe(true);
    expect(canResend('NO_SMTP')).toBe(true);
    expect(canResend('PENDING')).toBe(false);
    expect(canResend('SENT')).toBe(false);
  });
});
