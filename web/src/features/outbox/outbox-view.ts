/** The outbox's states (server: OutboxMessage.state), in the order the filter offers them. */
export const OUTBOX_STATES = ['PENDING', 'SENT', 'FAILED', 'NO_SMTP'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_KINDS = ['INVENTORY_CONFIRMATION', 'CONFIRMATION_REMINDER', 'OFFICE_NOTICE', 'REGISTRATION_CODE', 'NEW_DOCUMENT', 'FORGOTTEN_CLOCK_OUT'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OUTBOX_PAGE_SIZE = 25;

const isState = (v: string | null): v is OutboxState => (OUTBOX_STATES as readonly string[]).includes(v ?? '');

/** The URL's filter as the query's variables: an unknown state means all, a bad page the first. */
export function outboxQueryOf(params: URLSearchParams): { state: OutboxState | undefined; page: number; size: number } {
  const state = params.get('state');
  const page = Number(params.get('page'));
  return { state: isState(state) ? state : undefined, page: Number.isInteger(page) && page > 0 ? page : 0, size: OUTBOX_PAGE_SIZE };
}

export const totalPages = (total: number, size = OUTBOX_PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/**
 * Only a message that did not go out can be queued again: a failed one (after its retries) and one
 * that waited for an SMTP server. A pending one is still on its way, a sent one went out.
 */
export const canResend = (state: string) => state === 'FAILED' || state === 'NO_SMTP';

export const stateColor = (state: string) => (state === 'SENT' ? 'green' : state === 'FAILED' ? 'red' : state === 'NO_SMTP' ? 'orange' : 'gray');
