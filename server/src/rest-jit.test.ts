/**
 * The REST face runs its fixed documents compiled by graphql-jit (server-rest-compat/src/jit.ts, for speed).
 * Proven here: every documented route compiles, and a compiled document answers exactly what graphql-js
 * `execute` answers — data (custom scalars, enums, @Authorized fields, field middlewares, nulls), resolver
 * errors (originalError, path, extensions, hence the mapped status) and variable coercion errors (message
 * and the 422 field path formatGraphQLError reads from it).
 */
import 'reflect-metadata';
import { execute, parse, type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import { GraphQLJSON } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  buildSchema,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileDocument, createRestApi } from '@inv/server-rest-compat';
import { authChecker } from './modules/auth/auth-checker.js';
import { formatGraphQLError, NotFoundError, ValidationError } from './errors.js';
import { buildAppSchema } from './schema.js';

enum Kind {
  WORK = 'WORK',
  PAUSE = 'PAUSE',
}
registerEnumType(Kind, { name: 'ProbeKind' });

@InputType()
class ProbeFilter {
  @Field(() => Int) count!: number;
  @Field(() => Kind, { nullable: true }) kind?: Kind;
  @Field(() => [ID], { nullable: true }) ids?: string[];
  @Field({ nullable: true }) from?: Date;
}

@ObjectType()
class ProbeRow {
  @Field(() => ID) id!: string;
  @Field() at!: Date;
  @Field(() => Kind) kind!: Kind;
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field(() => GraphQLJSON) extra!: unknown;
  @Authorized('Superadmin')
  @Field(() => String, { nullable: true })
  secret!: string | null;
  @UseMiddleware(async (_data, next) => `<${await next()}>`)
  @Field()
  wrapped!: string;
}

@Resolver(() => ProbeRow)
class ProbeResolver {
  @Query(() => [ProbeRow])
  rows(@Arg('filter', () => ProbeFilter) filter: ProbeFilter): ProbeRow[] {
    if (filter.count < 0) throw new ValidationError([{ path: 'count', message: 'Zu klein' }]);
    return Array.from({ length: filter.count }, (_, i) => ({
      id: String(i + 1),
      at: new Date(Date.UTC(2026, 9, 1 + i, 6, 30)),
      kind: filter.kind ?? (i % 2 ? Kind.PAUSE : Kind.WORK),
      comment: i % 3 ? null : `Zeile ${i} äöü`,
      extra: { n: i, list: [1, 'zwei', null], from: filter.from?.toISOString() ?? null, ids: filter.ids ?? null },
      secret: 'geheim',
      wrapped: 'w',
    }));
  }

  @FieldResolver(() => Int)
  length(@Root() row: ProbeRow): number {
    if (row.id === '3') throw new NotFoundError('Zeile nicht gefunden', 'ROW_MISSING');
    return row.id.length;
  }
}

let probe: GraphQLSchema;
let appSchema: GraphQLSchema;
beforeAll(async () => {
  probe = await buildSchema({ resolvers: [ProbeResolver], authChecker, validate: false });
  appSchema = await buildAppSchema();
});

const ctx = (authorities: string[]) => ({ user: { authorities, mustChangePassword: false, secondFactorEnabled: true }, requestId: 'r' });
const ROWS = 'query($filter: ProbeFilter!) { rows(filter: $filter) { id at kind comment extra wrapped } }';

/** Both executions of one document with the same context and variables. */
async function both(source: string, variableValues: Record<string, unknown>, contextValue: unknown = ctx(['Buero'])) {
  const document = parse(source);
  const compiled = compileDocument(probe, document);
  expect(compiled.fallback).toBeUndefined();
  const plain = (await execute({ schema: probe, document, contextValue, variableValues })) as ExecutionResult;
  const jit = await compiled.run(contextValue, variableValues);
  return { plain, jit };
}

const mapped = (e: GraphQLError) => formatGraphQLError(e.toJSON(), e, 'r');

describe('compiled REST documents', () => {
  it('every documented route compiles (none falls back to graphql-js)', () => {
    const { fallbacks, documents } = createRestApi({ schema: appSchema, contextFor: () => ({}), formatError: (e) => e.toJSON() });
    expect(documents.length).toBeGreaterThan(50);
    expect(fallbacks).toEqual([]);
  });

  it('a document graphql-jit cannot run keeps graphql-js', () => {
    const two = compileDocument(probe, parse('query A { __typename } query B { __typename }'));
    expect(two.fallback).toBe('not exactly one operation');
  });

  it('data: scalars (DateTimeISO, JSON, ID), enums, nulls, field middlewares — byte for byte', async () => {
    const { plain, jit } = await both(ROWS, { filter: { count: 7, ids: [1, '2'], from: '2026-10-01T00:00:00.000Z' } });
    expect(plain.errors).toBeUndefined();
    expect(JSON.stringify(jit)).toBe(JSON.stringify(plain));
    expect(JSON.stringify(jit.data)).toContain('"at":"2026-10-01T06:30:00.000Z"');
    expect(JSON.stringify(jit.data)).toContain('"wrapped":"<w>"');
  });

  it('@Authorized field: allowed for the role, refused (403) otherwise', async () => {
    const doc = 'query($filter: ProbeFilter!) { rows(filter: $filter) { id secret } }';
    const allowed = await both(doc, { filter: { count: 2 } }, ctx(['Superadmin']));
    expect(JSON.stringify(allowed.jit)).toBe(JSON.stringify(allowed.plain));
    expect((allowed.jit.data as { rows: { secret: string }[] }).rows[0].secret).toBe('geheim');
    const refused = await both(doc, { filter: { count: 2 } });
    expect(refused.plain.errors?.length).toBeGreaterThan(0);
    expect(mapped(refused.jit.errors![0])).toEqual(mapped(refused.plain.errors![0]));
    expect(mapped(refused.jit.errors![0]).extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(refused.jit.data)).toBe(JSON.stringify(refused.plain.data));
  });

  it('resolver errors: the same originalError, path, extensions and mapped error', async () => {
    const top = await both(ROWS, { filter: { count: -1 } });
    expect(top.jit.errors![0].originalError).toBeInstanceOf(ValidationError);
    expect(top.jit.errors![0].path).toEqual(top.plain.errors![0].path);
    expect(mapped(top.jit.errors![0])).toEqual(mapped(top.plain.errors![0]));
    expect(mapped(top.jit.errors![0]).extensions).toEqual({ code: 'VALIDATION', errors: [{ path: 'count', message: 'Zu klein' }] });

    const nested = await both('query($filter: ProbeFilter!) { rows(filter: $filter) { id length } }', { filter: { count: 4 } });
    expect(nested.jit.errors![0].originalError).toBeInstanceOf(NotFoundError);
    expect(nested.jit.errors![0].path).toEqual(['rows', 2, 'length']);
    expect(mapped(nested.jit.errors![0])).toEqual(mapped(nested.plain.errors![0]));
    expect(mapped(nested.jit.errors![0]).extensions).toEqual({ code: 'NOT_FOUND', key: 'ROW_MISSING' });
  });

  it('variable coercion errors: graphql-js messages, hence the same 422 field paths', async () => {
    const cases: Record<string, unknown>[] = [
      { filter: { count: 'viele' } },
      { filter: { count: 1, kind: 'URLAUB' } },
      { filter: { count: 1, ids: [{}] } },
      { filter: { count: 1, from: 'gestern' } },
      { filter: { kind: 'WORK' } },
      { filter: { count: 1, unknown: true } },
    ];
    // A missing required variable is a document/route bug, not input: graphql-js and jit alike answer it.
    const missing: Record<string, unknown>[] = [{ filter: null }, {}];
    for (const variables of cases) {
      const { plain, jit } = await both(ROWS, variables);
      expect(plain.errors?.length, JSON.stringify(variables)).toBeGreaterThan(0);
      expect(jit.errors!.map((e) => e.message)).toEqual(plain.errors!.map((e) => e.message));
      expect(mapped(jit.errors![0])).toEqual(mapped(plain.errors![0]));
      expect(mapped(jit.errors![0]).extensions?.code).toBe('VALIDATION');
    }
    for (const variables of missing) {
      const { plain, jit } = await both(ROWS, variables);
      expect(jit.errors!.map((e) => e.message)).toEqual(plain.errors!.map((e) => e.message));
      expect(mapped(jit.errors![0])).toEqual(mapped(plain.errors![0]));
    }
  });
});
