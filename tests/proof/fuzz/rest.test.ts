/**
 * Issue 20, fuzzing over /api: every documented path (rest-paths.txt) and every path the REST layer
 * registers besides, with path parameters, query strings and bodies derived from the GraphQL
 * document behind it; odd ids, hostile text, wrong types, missing and extra fields, malformed JSON,
 * wrong content types. As admin for every path, as mitarbeiter for a sample. Never an answer ≥ 500,
 * 422 always with [{path, message}], never half a write.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pools } from './arbitraries.js';
import { assertProperty, rawPost, runCase, type Caller } from './fuzz-check.js';
import { Findings, runs, startFuzzEnv, type FuzzEnv } from './fuzz-env.js';
import { restCase } from './rest-cases.js';
import { restRoutes } from './rest-routes.js';

const routes = restRoutes();
let env: FuzzEnv;
const findings = new Findings('rest');

beforeAll(async () => {
  env = await startFuzzEnv('rest');
});

afterAll(async () => {
  findings.record();
  if (process.env.FUZZ_STATS) console.log(findings.stats());
  console.log(findings.summary());
  await env?.stop(findings.errors500.length + findings.partialWrites.length > 0);
});

describe('fuzz /api: never a 500, never half a write', () => {
  it('derives its paths from rest-paths.txt and the registered routes', () => {
    const documented = routes.filter((r) => r.documented);
    expect(documented.length).toBeGreaterThan(150);
    // Every documented path is served by a registered route (its document tells what to fuzz).
    expect(documented.filter((r) => !r.field).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('every path, as admin (and a sample as mitarbeiter)', async () => {
    const mark = findings.mark();
    const pools: Pools = { ids: env.ids, uuids: [...env.uuids.registration, ...env.uuids.confirmation] };
    // mitarbeiter first, over every other path: before admin's accepted calls change roles.
    const passes: [Caller, number, number][] = [
      ['mitarbeiter', 2, runs(2, 30)],
      ['admin', 1, runs(4, 100)],
    ];
    for (const [caller, step, numRuns] of passes) {
      for (const [index, route] of routes.entries()) {
        if (index % step) continue;
        const what = `${route.method} ${route.path}`;
        const prop = fc.asyncProperty(restCase(route, pools), async (c) =>
          runCase(env, findings, { caller, what, input: { path: c.path.slice(0, 200), contentType: c.contentType, body: c.input } }, () => rawPost(env, caller, c.path, c.body ?? '', c.contentType, route.method), {
            graphql: false,
          }),
        );
        await assertProperty(findings, `${caller} ${what}`, 1000 + index, prop, numRuns);
      }
    }
    expect(findings.since(mark), findings.summary()).toEqual(Findings.CLEAN);
  });
});
