import type { GraphQLFormattedError } from 'graphql';
import type { Response } from 'express';
import { httpStatusOf } from '@inv/domain';

export interface FieldError {
  path: string;
  message: string;
}

/** The architecture's error table, REST face: GraphQL `extensions.code` → HTTP status (the table is @inv/domain's). */
export function statusOf(error: GraphQLFormattedError): number {
  return httpStatusOf(error.extensions?.code);
}

export function sendError(res: Response, error: GraphQLFormattedError): void {
  const status = statusOf(error);
  const ext = error.extensions ?? {};
  switch (status) {
    case 401:
      // A login that still needs the second factor says so (header and body); any other 401 stays empty.
      if (ext.secondFactor === 'REQUIRED' || ext.secondFactor === 'INVALID') {
        res.setHeader('X-Second-Factor', String(ext.secondFactor).toLowerCase());
        res.status(401).json({ title: error.message, secondFactor: ext.secondFactor });
        return;
      }
      res.status(401).end();
      return;
    case 410:
      for (const [k, v] of Object.entries((ext.headers as Record<string, string>) ?? {})) res.setHeader(k, v);
      res.status(410).json({ title: error.message });
      return;
    case 422:
      res.status(422).json((ext.errors as FieldError[]) ?? [{ path: '', message: error.message }]);
      return;
    case 429:
      if (ext.retryAfter) res.setHeader('Retry-After', String(ext.retryAfter));
      res.status(429).json({ title: error.message });
      return;
    case 500:
      res.status(500).json({ title: error.message, requestId: ext.requestId });
      return;
    default:
      // `key`: a stable message key the client translates (404 REGISTRATION_CODE_INVALID).
      res.status(status).json({ title: error.message, ...(typeof ext.key === 'string' ? { key: ext.key } : {}) });
  }
}
