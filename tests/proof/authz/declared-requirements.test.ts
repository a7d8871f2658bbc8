/**
 * Ties the server's declared requirements to the reviewed GraphQL matrix, without a running server: the
 * matrix is written from the spec, the guards from the domain's requirement table (REQUIRES). An
 * operation whose guard (`@Authorized(...REQUIRES.x)`, read from type-graphql's metadata) names other
 * authorities than its matrix row fails here, before any request is sent — so the table and the review
 * cannot drift apart silently. Operations guarded only by login whose rule a policy applies inside (own
 * records pass, the record decides) must at least find their matrix requirement as a named entry of the
 * table, the one their policy asks.
 *
 * Reads the compiled server (server/dist, built before the suite): its decorators need emitted metadata.
 */
import 'reflect-metadata';
import { REQUIRES, type Ability } from '@inv/domain';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { resolvers } from '../../../server/dist/schema.js';
import { GQL_MATRIX } from './graphql-matrix.js';

/**
 * Matrix rows whose requirement is no single table entry: the policy combines entries, named here with
 * the reason. Each must still be exactly the union of the entries it names.
 */
const COMBINED: Record<string, { of: readonly Ability[]; why: string }> = {
  'Query.availableOrders': { of: ['createWorklogs', 'editOwnWorklogs', 'editPerDiems'], why: 'the orders of a day feed the worklog and the per-diem dialog alike' },
  'Mutation.unassignEmployee': { of: ['unassignEmployees', 'unassignAdmins'], why: 'the assignment type decides which one applies' },
};

/**
 * Matrix rows where the policy admits more callers than the row names (none of the matrix's callers is
 * among them): the entry the policy asks, and why it is wider. The row must still be inside it.
 */
const WIDER: Record<string, { ability: Ability; why: string }> = {
  'Query.orderConfirmation': { ability: 'readOrderConfirmation', why: 'any order-overview right reads the link; the row names the group head only' },
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === new Set(a).size && new Set(a).size === new Set(b).size && a.every((x) => b.includes(x));

function declaredGuards(): Map<string, readonly string[]> {
  void resolvers; // importing the resolvers registers their metadata
  const storage = getMetadataStorage();
  const roles = new Map(storage.authorizedFields.map((f) => [`${f.target.name}.${f.fieldName}`, f.roles] as const));
  const out = new Map<string, readonly string[]>();
  for (const [kind, handlers] of [['Query', storage.queries], ['Mutation', storage.mutations]] as const) {
    for (const h of handlers) {
      const r = roles.get(`${h.target.name}.${h.methodName}`);
      if (r) out.set(`${kind}.${h.schemaName}`, r);
    }
  }
  return out;
}

describe('declared requirements match the reviewed matrix', () => {
  const guards = declaredGuards();
  const tableEntries = Object.entries(REQUIRES) as [Ability, readonly string[]][];

  it('every guard naming authorities names exactly the authorities of its matrix row', () => {
    const drift: string[] = [];
    for (const row of GQL_MATRIX) {
      const guard = guards.get(row.op);
      if (!guard?.length) continue;
      if (!Array.isArray(row.need) || !sameSet(guard, row.need as readonly string[])) {
        drift.push(`${row.op}: guard ${JSON.stringify(guard)}, matrix ${JSON.stringify(row.need)}`);
      }
    }
    expect(drift).toEqual([]);
  });

  it('every guard is one entry of the requirement table', () => {
    const loose: string[] = [];
    for (const [op, guard] of guards) {
      if (guard.length && !tableEntries.some(([, list]) => sameSet(guard, list))) loose.push(`${op}: ${JSON.stringify(guard)}`);
    }
    expect(loose).toEqual([]);
  });

  it('a matrix row that needs only a login has no authority guard', () => {
    const stricter = GQL_MATRIX.filter((row) => row.need === 'login' && (guards.get(row.op)?.length ?? 0) > 0).map((row) => row.op);
    expect(stricter).toEqual([]);
  });

  it('every authority requirement of the matrix is an entry of the table (or a named union of entries)', () => {
    const missing: string[] = [];
    for (const row of GQL_MATRIX) {
      if (!Array.isArray(row.need)) continue;
      const need = row.need as readonly string[];
      const combined = COMBINED[row.op];
      const wider = WIDER[row.op];
      const ok = combined
        ? sameSet(need, [...new Set(combined.of.flatMap((a) => [...REQUIRES[a]]))])
        : wider
          ? need.every((a) => (REQUIRES[wider.ability] as readonly string[]).includes(a))
          : tableEntries.some(([, list]) => sameSet(need, list));
      if (!ok) missing.push(`${row.op}: ${JSON.stringify(need)}`);
    }
    expect(missing).toEqual([]);
  });
});
