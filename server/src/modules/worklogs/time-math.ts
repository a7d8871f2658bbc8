/**
 * The server's imports of the time arithmetic. The rules live in @inv/domain (domain/src/time.ts and
 * shifts.ts), shared with the web and pinned against the SQL function family by property tests; this
 * module only forwards them so server code has one local name for them.
 */
import type { Span as DomainSpan } from '@inv/domain';

export * from '@inv/domain';

/** A worklog's times as the rules read them; the comment rides along for callers that carry it. */
export interface Span extends DomainSpan {
  comment?: string;
}
