/**
 * Fuzzing over /api (JSON and multipart): every documented path (rest-paths.txt) and every
 * path the REST layer registers besides, with path parameters, query strings and bodies derived from
 * the GraphQL document behind it; odd ids, hostile text, wrong types, missing and extra fields, malformed JSON,
 * wrong content types. As admin for every path, as mitarbeiter for a sample. Never an answer ≥ 500,
 * 422 always with [{path, message}], never half a write. Then the upload paths (REST and /graphql's
 * multipart request) with broken multipart bodies: refused uploads store neither rows nor files.
 */
import fc from 'fast-check';
import { getNamedType, parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPayslips } from '../../../server/src/documents/payslip-split.samples.js';
import { TINY_PDF, TINY_PNG } from '../../../server/src/test/registration-fixtures.js';
import { LONG } from '../report.js';
import type { Pools } from './arbitraries.js';
import { multipartCase, type UploadTarget } from './multipart-cases.js';
import { assertProperty, rawPost, runCase, type Caller } from './fuzz-check.js';
import { Findings, runs, startFuzzEnv, type FuzzEnv } from './fuzz-env.js';
import { restCase } from './rest-cases.js';
import { restRoutes, schema } from './rest-routes.js';

const routes = restRoutes();
let env: FuzzEnv;
const findings = new Findings('rest');
const multipart = new Findings('multipart');

beforeAll(async () => {
  env = await startFuzzEnv('rest');
});

afterAll(async () => {
  for (const f of [findings, multipart]) {
    f.record();
    if (process.env.FUZZ_STATS) console.log(f.stats());
    console.log(f.summary());
  }
  await env?.stop(findings.errors500.length + findings.partialWrites.length + multipart.errors500.length + multipart.partialWrites.length > 0);
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

describe('fuzz the upload paths: broken multipart bodies', () => {
  it('REST uploads and /graphql multipart requests, as admin', async () => {
    const mark = multipart.mark();
    // An unfinished registration to upload into (public path, by uuid); admin as the fuzzing left it.
    await env.relogin('admin');
    const code = await env.admin.gql(`mutation { createRegistrationCode(registrationType: MINOR_EMPLOYMENT) { code } }`);
    expect(code.json?.data, code.text).toBeTruthy();
    const started = await env.admin.gql(`mutation($c: String!) { startRegistration(registrationCode: $c) { uuid } }`, { c: code.json.data.createRegistrationCode.code });
    const uuid: string = started.json.data.startRegistration.uuid;
    const pools: Pools = { ids: env.ids, uuids: [uuid] };
    const month = new Date().toISOString().slice(0, 7);
    const payslips = await renderPayslips([{ personnelNumber: 2002, name: 'Lena Hoffmann', yearMonth: month }]);
    const csv = Buffer.from('label;positions;employeeName;employeeId;priority\r\nGemüse;12;Lena;2002;1\r\n');
    // The biggest payroll file is 50 MB: bounded runs send a 3 MB one, the long run one over the limit.
    const kinds = {
      uploadRegistrationFile: { name: 'foto.png', contentType: 'image/png', data: TINY_PNG, maxBytes: 2_097_152, other: TINY_PDF },
      importOrderTasks: { name: 'aufgaben.csv', contentType: 'text/csv', data: csv, maxBytes: 2 * 1024 * 1024, other: TINY_PNG },
      uploadPayrollDocument: { name: 'Lohn.pdf', contentType: 'application/pdf', data: payslips, maxBytes: LONG ? 50 * 1024 * 1024 : 3 * 1024 * 1024, other: csv },
    } as const;
    const targets: (UploadTarget & { other: Buffer })[] = [];
    for (const route of routes.filter((r) => r.upload)) {
      const kind = kinds[route.field as keyof typeof kinds];
      expect(kind, `an upload path without a fuzz file: ${route.path}`).toBeDefined();
      targets.push({
        what: `${route.method} ${route.path}`,
        url: '/api' + route.path.replace(':uuid', uuid),
        fields: route.variables.filter((v) => !route.params.includes(v.name) && getNamedType(v.type).name !== 'Upload'),
        file: kind,
        other: kind.other,
      });
    }
    for (const field of Object.values(schema.getMutationType()!.getFields())) {
      const fileArg = field.args.find((a) => getNamedType(a.type).name === 'Upload');
      if (!fileArg) continue;
      const kind = kinds[field.name as keyof typeof kinds];
      expect(kind, `an upload mutation without a fuzz file: ${field.name}`).toBeDefined();
      const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const document = print(parse(`mutation Upload(${defs}) { ${field.name}(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')}) { __typename } }`));
      targets.push({
        what: `POST /graphql ${field.name}`,
        url: '/graphql',
        fields: field.args.filter((a) => a !== fileArg).map((a) => ({ name: a.name, type: a.type })),
        file: kind,
        other: kind.other,
        graphql: { field: field.name, fileVar: fileArg.name, document },
      });
    }
    expect(targets.length).toBeGreaterThanOrEqual(6);
    for (const [index, target] of targets.entries()) {
      const prop = fc.asyncProperty(multipartCase(target, pools, target.other), async (c) =>
        runCase(env, multipart, { caller: 'admin', what: target.what, input: c.input }, () => rawPost(env, 'admin', target.url, c.body, c.contentType), { graphql: !!target.graphql }),
      );
      await assertProperty(multipart, `admin ${target.what}`, 2000 + index, prop, runs(25, 300));
    }
    expect(multipart.since(mark), multipart.summary()).toEqual(Findings.CLEAN);
  });
});
