/**
 * Fuzzing over /graphql: every Mutation of schema.graphql (read from the file, not listed
 * here) with arguments derived from its input types, plausible values with hostile edits; then
 * malformed requests (broken JSON, wrong content types, odd documents). As admin for every mutation,
 * as mitarbeiter for a sample. Never an answer ≥ 500 or an INTERNAL error, never half a write.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLOutputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEdits, edits, hostileString, longString, plausible, type Pools } from './arbitraries.js';
import { assertProperty, rawPost, runCase, type Caller } from './fuzz-check.js';
import { diffCounts, Findings, runs, startFuzzEnv, type FuzzEnv } from './fuzz-env.js';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
const mutations = Object.values(schema.getMutationType()!.getFields());

/** Every leaf field of the answer that takes no required argument: the resolvers behind them run too. */
function selection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const leaves = Object.values(named.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

function documentOf(field: GraphQLField<unknown, unknown>): string {
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `mutation Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field.type)} }`;
}

function argsArbitrary(field: GraphQLField<unknown, unknown>, pools: Pools) {
  const args = field.args;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const a of args) {
    model[a.name] = plausible(a.type, a.name, pools, field.name);
    if (isNonNullType(a.type) && a.defaultValue === undefined) required.push(a.name);
  }
  return fc.record(model, { requiredKeys: required });
}

let env: FuzzEnv;
const findings = new Findings('graphql');

beforeAll(async () => {
  env = await startFuzzEnv('graphql');
});

afterAll(async () => {
  findings.record();
  if (process.env.FUZZ_STATS) console.log(findings.stats());
  console.log(findings.summary());
  await env?.stop(findings.errors500.length + findings.partialWrites.length > 0);
});

describe('fuzz /graphql: never a 500, never half a write', () => {
  it('derives its operations from schema.graphql', () => {
    expect(mutations.length).toBeGreaterThan(50);
    for (const m of mutations) expect(documentOf(m)).toContain(m.name);
    // Every input type a mutation takes can be generated (no unknown scalar left as null).
    const inputs = mutations.flatMap((m) => m.args.map((a) => getNamedType(a.type))).filter(isInputObjectType);
    expect(inputs.length).toBeGreaterThan(20);
  });

  it('the row counts see a write (the detector is not blind)', async () => {
    const before = await env.counts();
    expect(Object.keys(before).length).toBeGreaterThan(30);
    await env.db.query(`insert into cost_center (name, cost_center) values ('Fuzz-Probe', 'FUZZ-PROBE')`);
    expect(diffCounts(before, await env.counts())).toEqual([`cost_center ${before.cost_center}→${before.cost_center + 1}`]);
    await env.db.query(`delete from cost_center where cost_center = 'FUZZ-PROBE'`);
    expect(diffCounts(before, await env.counts())).toEqual([]);
  });

  it('every mutation, as admin (and a sample as mitarbeiter)', async () => {
    const mark = findings.mark();
    const pools: Pools = { ids: env.ids, uuids: [...env.uuids.registration, ...env.uuids.confirmation] };
    const perMutation = runs(8, 150);
    const sample = runs(3, 40);
    // mitarbeiter first, over every other mutation: before admin's accepted calls change roles.
    const passes: [Caller, number, number][] = [
      ['mitarbeiter', 2, sample],
      ['admin', 1, perMutation],
    ];
    for (const [caller, step, numRuns] of passes) {
      for (const [index, field] of mutations.entries()) {
        if (index % step) continue;
        const document = documentOf(field);
        const prop = fc.asyncProperty(argsArbitrary(field, pools), edits, async (args, change) => {
          const variables = applyEdits(args, change) as Record<string, unknown>;
          return runCase(env, findings, { caller, what: field.name, input: variables }, () => env[caller].gql(document, variables), { graphql: true });
        });
        await assertProperty(findings, `${caller} ${field.name}`, index, prop, numRuns);
      }
    }
    expect(findings.since(mark), findings.summary()).toEqual(Findings.CLEAN);
  });

  it('malformed requests: broken JSON, wrong content types, odd documents and variables', async () => {
    const mark = findings.mark();
    const m = mutations.find((f) => f.name === 'createCustomer') ?? mutations[0];
    const good = documentOf(m);
    const body = fc.oneof(
      fc.constantFrom(
        '{',
        '{"query":',
        'null',
        '[]',
        '"query"',
        '{"query": 1}',
        '{"query": null}',
        '{"query": ["mutation"]}',
        `{"query": ${JSON.stringify(good)}, "variables": []}`,
        `{"query": ${JSON.stringify(good)}, "variables": "x"}`,
        `{"query": ${JSON.stringify(good)}, "operationName": "Other"}`,
        `[{"query": ${JSON.stringify(good)}}, {"query": ${JSON.stringify(good)}}]`,
        '{"query": "mutation { ' + 'a { '.repeat(500) + '}'.repeat(500) + ' }"}',
        '{"query": "query { __schema { types { name } } }"}',
        '{"query": "mutation A { logout } mutation B { logout }"}',
        '\u0000\u0001\u0002',
        '{"query": "mutation { createCustomer(input: {name: \\"\\u0000\\"}) { id } }"}',
      ),
      longString.map((s) => JSON.stringify({ query: good, variables: { input: { name: s } } })),
      hostileString.map((s) => JSON.stringify({ query: s })),
      hostileString.map((s) => `{"query": ${JSON.stringify(good)}, "variables": ${s}}`),
    );
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/graphql', 'application/json; charset=latin1', '');
    const caller: Caller = 'admin';
    const prop = fc.asyncProperty(body, contentType, async (raw, type) =>
      runCase(
        env,
        findings,
        { caller, what: `POST /graphql (${type})`, input: raw },
        () => rawPost(env, caller, '/graphql', raw, type),
        { graphql: true },
      ),
    );
    await assertProperty(findings, 'malformed /graphql', 10_000, prop, runs(60, 1000));
    expect(findings.since(mark), findings.summary()).toEqual(Findings.CLEAN);
  });
});
