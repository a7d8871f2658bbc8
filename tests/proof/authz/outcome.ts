/**
 * Shared by both authorization matrices (GraphQL and REST): the callers' authorities as the demo seed
 * gives them, the spec's permission rule, and how an answer is judged against an expectation.
 * Deliberately independent of the server's own permission code: a copy of the rule (spec 1 §6) written
 * from the spec, so a broken rule on the server cannot hide itself here.
 */
import { AUTHORITY_CATALOGUE } from '@inv/domain';
import { DEMO_ROLES, DEMO_USERS } from '../../../server/src/db/seeds/demo-accounts.js';
import type { Caller } from '../sessions.js';

/** allow: passes the gate; deny: refused (403 / FORBIDDEN, anon 401 / UNAUTHENTICATED); public: open to anyone. */
export type Expected = 'allow' | 'deny' | 'public';

/** The authorities each caller holds: the demo role of its account; Administrator holds the whole catalogue; none holds nothing. */
export const CALLER_AUTHORITIES: Record<Caller, readonly string[]> = (() => {
  const of = (username: string) => {
    const roleName = DEMO_USERS.find((u) => u.username === username)!.role;
    const role = DEMO_ROLES.find((r) => r.name === roleName)!;
    return role.grantsAll ? AUTHORITY_CATALOGUE.map((a) => a.name) : role.authorities;
  };
  return { admin: of('admin'), buero: of('buero'), teamleiter: of('teamleiter'), mitarbeiter: of('mitarbeiter'), none: [], anon: [] };
})();

/** Spec 1 §6: a requirement passes by exact name, or — when it is a group name (no underscore) — by any authority of that group. */
export function holds(held: readonly string[], required: string): boolean {
  if (held.includes(required)) return true;
  if (required.includes('_')) return false;
  return held.some((h) => h.split('_')[0] === required);
}

/** Several requirements: any one suffices (spec 3 §6). */
export const holdsAny = (held: readonly string[], required: readonly string[]) => required.some((r) => holds(held, r));

/** What an answer amounted to at the gate. */
export type Observed = 'allow' | 'unauthenticated' | 'forbidden' | 'notFound' | 'other' | 'badProbe';

export interface Verdict {
  ok: boolean;
  /** Expected deny, answered something else (or data): the thing the matrix exists to catch. */
  leak: boolean;
  /** Expected allow, answered deny. */
  overRestricted: boolean;
}

/**
 * Judges one cell. `notFoundIsDeny`: the row says the server hides existence from those who may not see
 * the record, so NOT_FOUND / 404 counts as a deny there. Anonymous callers must get UNAUTHENTICATED /
 * 401 (or FORBIDDEN where the row says the operation is refused to everyone on this face).
 */
export function judge(expected: Expected, observed: Observed, anon: boolean, opts: { notFoundIsDeny?: boolean; anonForbidden?: boolean } = {}): Verdict {
  // A request the server could not even start on (GraphQL document or variables invalid) proves nothing either way.
  if (observed === 'badProbe') return { ok: false, leak: false, overRestricted: false };
  if (expected === 'allow' || expected === 'public') {
    const refused = observed === 'unauthenticated' || observed === 'forbidden';
    return { ok: !refused, leak: false, overRestricted: refused };
  }
  const denied = anon
    ? observed === 'unauthenticated' || (opts.anonForbidden === true && observed === 'forbidden')
    : observed === 'forbidden' || (opts.notFoundIsDeny === true && observed === 'notFound');
  return { ok: denied, leak: !denied, overRestricted: false };
}

/** A GraphQL answer at the gate: the first error's code, or allow when the field came back (null included). */
export function observeGraphql(status: number, json: any): { observed: Observed; code: string | null; hasData: boolean } {
  const errors: any[] = json?.errors ?? [];
  const code: string | null = errors[0]?.extensions?.code ?? null;
  const hasData = json?.data != null && Object.values(json.data).some((v) => v !== null);
  if (status === 401 || code === 'UNAUTHENTICATED') return { observed: 'unauthenticated', code: code ?? String(status), hasData };
  if (status === 403 || code === 'FORBIDDEN' || code === 'UNAUTHORIZED') return { observed: 'forbidden', code: code ?? String(status), hasData };
  if (code === 'NOT_FOUND') return { observed: 'notFound', code, hasData };
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' || code === 'BAD_USER_INPUT') return { observed: 'badProbe', code, hasData };
  if (status >= 500 || code === 'INTERNAL' || code === 'INTERNAL_SERVER_ERROR') return { observed: 'other', code: code ?? String(status), hasData };
  return { observed: 'allow', code, hasData };
}

/** A REST answer at the gate. */
export function observeRest(status: number): Observed {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status >= 500) return 'other';
  return 'allow';
}

/** A compact table for a failure message or `--print`. */
export function table(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(width[i])).join('  ');
  return [line(keys), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n');
}
