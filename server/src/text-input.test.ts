import { buildSchema, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formatGraphQLError } from './errors.js';
import { nulPath, refuseNulInArguments, withoutNul } from './text-input.js';

describe('text PostgreSQL cannot hold (NUL), found by fuzzing', () => {
  it('finds the first NUL and names its path', () => {
    expect(nulPath('a\u0000b')).toBe('');
    expect(nulPath({ input: { name: 'ok', address: { street: 'x\u0000' } } })).toBe('input.address.street');
    expect(nulPath({ ids: [1, 2], list: ['a', '\u0000'] })).toBe('list.1');
    expect(nulPath({ input: { name: 'Müller 😀 \u202e' } })).toBeNull();
  });

  it('reads NUL as U+FFFD (nothing stored matches it), keeping other objects as they are', () => {
    const input = Object.assign(Object.create(null), { key: 'a\u0000b', list: ['\u0000'], when: new Date(0) });
    const out = withoutNul(input);
    expect(out).toEqual(Object.assign(Object.create(null), { key: 'a\uFFFDb', list: ['\uFFFD'], when: new Date(0) }));
    expect(out.when).toBe(input.when);
    expect(input.key).toBe('a\u0000b');
  });

  it('in a read: the resolver sees no NUL and answers as for any unknown value', async () => {
    const schema = refuseNulInArguments(buildSchema(`type Query { file(key: String!): String } type Mutation { x: Boolean }`));
    const res = await graphql({ schema, source: 'query($k: String!) { file(key: $k) }', rootValue: { file: ({ key }: { key: string }) => `looked up ${JSON.stringify(key)}` }, variableValues: { k: 'ab\u0000' } });
    expect(res).toEqual({ data: { file: 'looked up "ab\uFFFD"' } });
  });

  it('in a mutation: an argument with NUL is invalid input, refused before the resolver runs', async () => {
    let ran = 0;
    const schema = refuseNulInArguments(
      buildSchema(`input RoleInput { name: String description: String }
        type Query { ok: Boolean }
        type Mutation { createRole(input: RoleInput!): Boolean deleteCode(code: String!): Boolean }`),
    );
    const root = { createRole: () => ++ran > 0, deleteCode: () => ++ran > 0 };
    const run = (source: string, variableValues: Record<string, unknown>) => graphql({ schema, source, rootValue: root, variableValues });

    const named = await run('mutation($i: RoleInput!) { createRole(input: $i) }', { i: { name: 'Rolle\u0000' } });
    const formatted = formatGraphQLError(named.errors![0].toJSON(), named.errors![0]);
    expect(formatted.extensions).toEqual({ code: 'VALIDATION', errors: [{ path: 'name', message: 'Name ist ungültig' }] });

    const scalar = await run('mutation($c: String!) { deleteCode(code: $c) }', { c: '\u0000' });
    expect(formatGraphQLError(scalar.errors![0].toJSON(), scalar.errors![0]).extensions).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'code' }] });
    expect(ran).toBe(0);

    expect((await run('mutation($c: String!) { deleteCode(code: $c) }', { c: 'ABCD' })).data).toEqual({ deleteCode: true });
    expect(ran).toBe(1);
  });
});
