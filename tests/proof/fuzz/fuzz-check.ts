/**
 * The one rule every fuzz case is held to: the answer is 2xx or 4xx (never ≥ 500, never a GraphQL
 * error whose code is INTERNAL or missing), and a refused call leaves every counted table's row count
 * as it was. Returns false (the property fails) on a finding, after noting it.
 */
import fc from 'fast-check';
import { readAnswer, type Answer } from '../../../server/src/test/http-client.js';
import { brief, diffCounts, SEED, type Counts, type Findings, type FuzzEnv } from './fuzz-env.js';

export type { Answer };
export type Caller = 'admin' | 'mitarbeiter';

/** The REST face's 422 body: [{path, message}] with text messages. */
export const isFieldErrorList = (v: unknown) =>
  Array.isArray(v) && v.length > 0 && v.every((e) => e && typeof e === 'object' && typeof e.path === 'string' && typeof e.message === 'string' && e.message !== '');

/** GraphQL error codes of an answer (undefined for an error without one). */
export function codesOf(res: Answer): (string | undefined)[] {
  const errors = res.json && !Array.isArray(res.json) && Array.isArray(res.json.errors) ? res.json.errors : [];
  return errors.map((e: { extensions?: { code?: string } }) => e.extensions?.code);
}

export interface CaseInfo {
  caller: Caller;
  /** Operation or "METHOD path" (never the body). */
  what: string;
  input: unknown;
}

/**
 * Sends one case: a fresh row-count snapshot, the call, the checks. `graphql`: also an error code
 * check on the body. A session the call ended (logout, own account changed) is made again.
 */
export async function runCase(env: FuzzEnv, findings: Findings, info: CaseInfo, send: () => Promise<Answer>, opts: { graphql: boolean }): Promise<boolean> {
  const before: Counts = await env.counts();
  let res: Answer;
  const started = Date.now();
  try {
    res = await send();
    if (Date.now() - started > 10_000) findings.slow.push(`${info.caller} ${info.what} ${Date.now() - started} ms input=${brief(info.input)}`);
  } catch (err) {
    // A fault of the test itself (the request was never sent): the property fails with it.
    if (!(err instanceof TypeError && err.message === 'fetch failed')) throw err;
    // No answer at all (connection reset, the server process gone): worse than a 500.
    findings.cases++;
    findings.errors500.push(`${info.caller} ${info.what} → no answer after ${Date.now() - started} ms (${(err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message}) input=${brief(info.input)}`);
    return false;
  }
  findings.cases++;
  const codes = opts.graphql ? codesOf(res) : [];
  const where = `${info.caller} ${info.what}`;
  findings.note(where, `${res.status}${codes.length ? `:${[...new Set(codes)].join('/')}` : ''}`);
  if (res.status >= 500 || codes.some((c) => c === 'INTERNAL' || c === undefined)) {
    const requestId = res.headers.get('x-request-id') ?? '';
    await new Promise((r) => setTimeout(r, 50)); // the log line is written after the answer
    const log = requestId ? env.errorsOf(requestId).join(' // ') : '';
    findings.errors500.push(`${where} → ${res.status} ${codes.join(',')} input=${brief(info.input)} log: ${log.slice(0, 600)}`);
    return false;
  }
  if (!opts.graphql && res.status === 422 && !isFieldErrorList(res.json)) {
    findings.shapes.push(`${where} → 422 without [{path, message}]: ${res.text.slice(0, 120)}`);
    return false;
  }
  const refused = res.status >= 400 || codes.length > 0;
  if (refused) {
    const diff = diffCounts(before, await env.counts());
    if (diff.length) {
      findings.partialWrites.push(`${where} → ${res.status} ${codes.join(',')} changed ${diff.join(', ')} input=${brief(info.input)}`);
      return false;
    }
  }
  if (res.status === 401 || codes.includes('UNAUTHENTICATED') || /logout|login/i.test(info.what)) await env.relogin(info.caller);
  return true;
}

/** fc.assert with the run's seed (offset per property), no shrinking against a live server. */
export async function assertProperty<T>(findings: Findings, name: string, index: number, prop: fc.IAsyncProperty<T>, numRuns: number): Promise<void> {
  try {
    await fc.assert(prop, { seed: SEED + index, numRuns, endOnFailure: true });
  } catch (err) {
    // The first lines name seed, path and counterexample; an exception (not a finding) comes last.
    const lines = String((err as Error).message).split('\n');
    const cause = (err as { cause?: Error }).cause;
    const error = cause ? `${cause.name}: ${cause.message}` : lines.find((l) => /^(Got error|Error)/.test(l.trim())) ?? '';
    findings.failures.push(`${name} (seed ${SEED + index}): ${lines.slice(0, 2).join(' ').slice(0, 300)} ${error.slice(0, 300)}`);
  }
}

/** A body sent byte for byte (Client.request JSON-encodes), with the caller's session. */
export async function rawPost(env: FuzzEnv, caller: Caller, path: string, body: string | Uint8Array, contentType: string, method = 'POST'): Promise<Answer> {
  const headers: Record<string, string> = { cookie: env[caller].cookie, 'apollo-require-preflight': 'true' };
  if (contentType) headers['content-type'] = contentType;
  return readAnswer(await fetch(env.base + path, { method, headers, body: body === '' || method === 'GET' ? undefined : (body as unknown as BodyInit) }));
}
