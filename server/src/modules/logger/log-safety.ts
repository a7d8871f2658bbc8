/**
 * Secrets stay out of logs. One place decides what a log line may carry:
 * - registration and confirmation uuids (the applicant's only credential) are masked in URLs and
 *   client route params; so are the values of the query parameters key, term and search (download
 *   keys, search terms);
 * - passwords, IBANs, tax ids, social-security numbers, session cookies are redacted by key at any
 *   depth, IBAN-like text inside strings too;
 * - database errors lose their SQL and values (MikroORM puts the statement into the message).
 */
import { pino, stdSerializers, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** Public paths whose uuid is a credential: /api/registrations/<uuid>, /register/<uuid>, /confirmations/<uuid>. */
const CREDENTIAL_PATH = new RegExp(`(/(?:registrations|register|confirmations?)/)${UUID}`, 'gi');
const ANY_UUID = new RegExp(UUID, 'g');
/** IBAN-shaped text: country, check digits, 11–30 letters/digits, spaces allowed in groups of four. */
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/g;

export const REDACTED = '[Redacted]';
/** Keys whose values never reach a log line, compared case-insensitively without - and _. */
const SECRET_KEYS = new Set(
  [
    'password', 'currentPassword', 'newPassword', 'repeatPassword', 'initialPassword', 'passwordHash', 'totp', 'totpSecret', 'totpCode', 'recoveryCode', 'registrationCode',
    'iban', 'bic', 'taxId', 'taxIdentNumber', 'taxNumber', 'socialSecurityNumber', 'pensionInsuranceNumber', 'cookie', 'set-cookie', 'authorization',
  ].map((k) => k.toLowerCase().replace(/[-_]/g, '')),
);
const isSecretKey = (key: string) => SECRET_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''));

/**
 * Query parameters whose values stay out of the access log: `key` is an archive or month-end download
 * key (whoever reads the log could fetch the document with a session of the right group), `term` and
 * `search` are what users searched for (names, addresses, personnel numbers). Compared by the decoded
 * name in any case, so `?KEY=` and `?%6Bey=` are masked too.
 */
const SECRET_QUERY_PARAMS = new Set(['key', 'term', 'search']);
/** A query string's parameters: after ?, up to a fragment. */
const QUERY = /\?([^#\s]*)/g;

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A broken escape: compared as sent.
      }
      return SECRET_QUERY_PARAMS.has(name.trim().toLowerCase()) ? `${pair.slice(0, eq)}=***` : pair;
    })
    .join('&');
}

/** A URL as the access log shows it: credential uuids and the values of secret query parameters replaced by ***. */
export function maskUrl(url: string | undefined): string | undefined {
  return url?.replace(CREDENTIAL_PATH, '$1***').replace(QUERY, (_, query: string) => `?${maskQuery(query)}`);
}

/** Free text: credential paths, secret query values and IBAN-shaped values masked. */
export function maskText(text: string): string {
  return text
    .replace(CREDENTIAL_PATH, '$1***')
    .replace(QUERY, (_, query: string) => `?${maskQuery(query)}`)
    .replace(IBAN, REDACTED);
}

/** A client's route params (GET /register/:uuid …): every uuid masked, secret keys redacted. */
export function maskRoute(route: unknown): unknown {
  const masked = redactDeep(route);
  return JSON.parse(JSON.stringify(masked ?? null).replace(ANY_UUID, '***'));
}

/** A copy with secret keys redacted and strings masked, at any depth (cycles and depth bounded). */
export function redactDeep(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return maskText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value);
  // Only plain data is walked; requests, responses and other instances go to their serializers.
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  if (seen.has(value) || depth > 8) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSecretKey(k) ? REDACTED : redactDeep(v, depth + 1, seen);
  return out;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** knex's query error message: "<statement with its values inlined> - <the driver's reason>". */
const STATEMENT_FIRST = /^\s*(select|insert|update|delete|with|begin|commit|rollback|savepoint|release|lock|set|execute|prepare)\b/i;

/**
 * A message without the statement knex and MikroORM put in front of a driver's reason (a
 * connection lost mid-query has no SQLSTATE, so the database branch below does not see it). The
 * reason follows the last " - "; a leading "Connection Error: " (knex's pool) is kept.
 */
export function withoutStatement(message: string): string {
  const prefix = message.startsWith('Connection Error: ') ? 'Connection Error: ' : '';
  let rest = message.slice(prefix.length);
  if (rest.startsWith('Error: ')) rest = rest.slice('Error: '.length);
  const reason = rest.lastIndexOf(' - ');
  if (!STATEMENT_FIRST.test(rest) || reason < 0) return maskText(message);
  return maskText(`${prefix}${rest.slice(reason + 3)}`);
}

/**
 * pino's error serializer, minus what leaks input: a database error keeps its SQLSTATE and the names
 * of table, column and constraint; its message (SQL with inlined values, "Key (…)=(…)") and detail go.
 */
export function serializeError(err: Error): Record<string, unknown> {
  if (!(err instanceof Error)) return err; // already serialized (formatters.log runs first)
  const e = err as Error & { code?: unknown; table?: string; column?: string; constraint?: string; routine?: string; sqlState?: string };
  const base = stdSerializers.err(err) as unknown as Record<string, unknown>;
  // pg's errors of a broken connection carry the client object (connection parameters, cancel key): not log material.
  if (typeof base.client === 'object' && base.client !== null) base.client = '[pg client]';
  const isDatabase = typeof e.code === 'string' && SQLSTATE.test(e.code) && ('routine' in e || 'severity' in e || 'sqlState' in e);
  if (!isDatabase && STATEMENT_FIRST.test(err.message ?? '')) {
    // A connection error of a query: the statement goes, the reason and the frames stay.
    const message = withoutStatement(err.message);
    const frames = (err.stack ?? '').split('\n').filter((l) => l.trim().startsWith('at ')).join('\n');
    return redactDeep({ ...base, message, stack: `${err.name}: ${message}\n${frames}` }, 1) as Record<string, unknown>;
  }
  if (!isDatabase) return redactDeep({ ...base, stack: typeof base.stack === 'string' ? maskText(base.stack) : base.stack }, 1) as Record<string, unknown>;
  const frames = (err.stack ?? '').split('\n').filter((l) => l.trim().startsWith('at ')).join('\n');
  return {
    type: err.name,
    message: `database error ${e.code}`,
    code: e.code,
    table: e.table,
    column: e.column,
    constraint: e.constraint,
    stack: `${err.name}: database error ${e.code}\n${frames}`,
  };
}

/** Access-log request: method, masked URL, id, address; no headers (cookies, tokens). */
export function serializeRequest(req: { id?: unknown; method?: string; url?: string; remoteAddress?: string; remotePort?: number }) {
  return { id: req.id, method: req.method, url: maskUrl(req.url), remoteAddress: req.remoteAddress };
}

/** Access-log response: the status only (no Set-Cookie). */
export function serializeResponse(res: { statusCode?: number }) {
  return { statusCode: res.statusCode };
}

/** Serializers of the access log (pino-http) and of every logger. */
export const safeSerializers = { err: serializeError, error: serializeError, req: serializeRequest, res: serializeResponse };

/** Options every logger of the app is made with (main.ts and tests). */
export const safeLogOptions: LoggerOptions = {
  base: undefined,
  serializers: safeSerializers,
  formatters: { log: (obj) => redactDeep(obj) as Record<string, unknown> },
  hooks: {
    logMethod(args, method) {
      // The message string too (client log texts, error messages).
      method.apply(this, args.map((a) => (typeof a === 'string' ? maskText(a) : a)) as Parameters<typeof method>);
    },
  },
};

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ ...safeLogOptions, level }, destination);
}

/** A line of the embedded PostgreSQL's own log, or null when it may carry values (DETAIL, STATEMENT). */
export function safePostgresLine(line: string): string | null {
  return /\b(DETAIL|STATEMENT|CONTEXT|QUERY):/.test(line) ? null : maskText(line);
}
