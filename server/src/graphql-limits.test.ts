import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, validate, type DefinitionNode, type DocumentNode, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRestApi } from '@inv/server-rest-compat';
import { GRAPHQL_LIMITS, limitParseOptions, limitRules } from './graphql-limits.js';
import { buildAppSchema } from './schema.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'generated' ? [] : graphqlFiles(join(dir, e.name))) : e.name.endsWith('.graphql') ? [join(dir, e.name)] : [],
  );
}

/** Every operation of the web app, each with all fragments it may use (codegen shares them across files). */
function webOperations(): { name: string; source: string }[] {
  const defs: DefinitionNode[] = graphqlFiles(join(root, 'web/src')).flatMap((f) => parse(readFileSync(f, 'utf8')).definitions);
  const fragments = defs.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return defs
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((op) => {
      const doc: DocumentNode = { kind: Kind.DOCUMENT, definitions: [op, ...fragments] };
      return { name: op.kind === Kind.OPERATION_DEFINITION ? (op.name?.value ?? '?') : '?', source: doc.loc?.source.body ?? '', doc };
    })
    .map(({ name, doc }) => ({ name, source: printDoc(doc) }));
}

const printDoc = (doc: DocumentNode) => print(doc);

/** The refusals of the limit rules only (graphql's own rules are not the point here). */
function refusals(schema: GraphQLSchema, source: string): string[] {
  let doc: DocumentNode;
  try {
    doc = parse(source, limitParseOptions);
  } catch (err) {
    return [(err as Error).message];
  }
  return validate(schema, doc, limitRules).map((e) => e.message);
}

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema();
});

describe('security: bounded GraphQL: every document the product sends passes the limits', () => {
  it('each operation under web/src', () => {
    const ops = webOperations();
    expect(ops.length).toBeGreaterThan(50);
    const refused = ops.map((o) => ({ name: o.name, errors: refusals(schema, o.source) })).filter((o) => o.errors.length);
    expect(refused).toEqual([]);
  });

  it("each document of the REST face (server-rest-compat routes)", () => {
    const { documents } = createRestApi({ schema, contextFor: () => ({}), formatError: (e) => e.toJSON() });
    expect(documents.length).toBeGreaterThan(50);
    const refused = documents.map((d) => ({ d: d.slice(0, 80), errors: refusals(schema, d) })).filter((o) => o.errors.length);
    expect(refused).toEqual([]);
  });
});

describe('security: bounded GraphQL: documents over the limits are refused', () => {
  const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
  it('more aliases than allowed', () => {
    expect(refusals(schema, aliases(GRAPHQL_LIMITS.maxAliases))).toEqual([]);
    expect(refusals(schema, aliases(GRAPHQL_LIMITS.maxAliases + 1))).toEqual(['Zu viele Aliase in der Anfrage.']);
  });
  it('too many tokens: the parser stops', () => {
    expect(refusals(schema, aliases(5000))[0]).toMatch(/more that 3000 tokens/);
  });
  it('too deep', () => {
    const nested = (n: number) => `{ ${'me { '.repeat(n - 1)}id${' }'.repeat(n - 1)} }`;
    expect(refusals(schema, nested(GRAPHQL_LIMITS.maxDepth))).not.toContain('Anfrage zu tief verschachtelt.');
    expect(refusals(schema, nested(GRAPHQL_LIMITS.maxDepth + 2))).toContain('Anfrage zu tief verschachtelt.');
  });
  it('too costly', () => {
    const reg = (i: number) => `r${i}: registration(uuid: "x") { uuid registrationType group fullName finished createdAt updatedAt finishedAt
      shortTermQuestionnaire { parentalLeave stateBenefits unemployed betweenTrainings } personal { sex lastName birthName firstName maritalStatus birthdate }
      addressAndContact { street zip city email phone } banking { bic iban }
      socialSecurity { pensionInsuranceNumber healthInsurance children { firstName lastName birthdate } }
      tax { taxIdentNumber taxClass childTaxCreditCount } files { key fileName context contentType size createdAt } documents { key fileName context contentType size createdAt } }`;
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => reg(i)).join(' ')} }`;
    expect(refusals(schema, aliased(3))).toEqual([]);
    expect(refusals(schema, aliased(14))).toEqual(['Anfrage zu aufwendig.']);
  });
  it('two file contents in one operation (GeneratedFile.contentBase64 cannot be multiplied)', () => {
    const one = `mutation { issueWelcomeLetter(id: 1) { fileName contentBase64 } }`;
    expect(refusals(schema, one)).toEqual([]);
    const two = `mutation { a: issueWelcomeLetter(id: 1) { contentBase64 } b: issueWelcomeLetter(id: 2) { contentBase64 } }`;
    expect(refusals(schema, two)).toEqual(['Höchstens eine Datei pro Anfrage.']);
    const viaFragment = `fragment F on GeneratedFile { contentBase64 } mutation { a: issueWelcomeLetter(id: 1) { ...F } b: issueWelcomeLetter(id: 2) { ...F } }`;
    expect(refusals(schema, viaFragment)).toEqual(['Höchstens eine Datei pro Anfrage.']);
  });
});
