/**
 * The architecture's error table, proven on both faces over HTTP: a probe resolver throws each domain
 * error, /graphql must answer its code and the REST layer its status and body.
 */
import 'reflect-metadata';
import type { Server } from 'node:http';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { Arg, Authorized, buildSchema, Query, Resolver } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestRouter } from '@inv/server-rest-compat';
import { authChecker } from './modules/auth/auth-checker.js';
import type { Ctx } from './context.js';
import { ConflictError, ForbiddenError, GoneError, NotFoundError, ValidationError } from './errors.js';
import { mapGraphQLError } from './app.js';
import type { CurrentUser } from './modules/auth/current-user.js';

@Resolver()
class ErrorProbeResolver {
  @Query(() => String)
  probe(@Arg('kind', () => String) kind: string): string {
    switch (kind) {
      case 'forbidden':
        throw new ForbiddenError();
      case 'notFound':
        throw new NotFoundError('Auftrag nicht gefunden');
      case 'conflict':
        throw new ConflictError('Bedienernummer ist in diesem Auftrag bereits vergeben');
      case 'gone':
        throw new GoneError('Bestätigung abgelaufen', { 'x-expired': 'true' });
      case 'validation':
        throw new ValidationError([{ path: 'name', message: 'Geben Sie einen Namen an' }]);
      case 'crash':
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at Pool.connect (/srv/app/node_modules/pg/lib/index.js:45:11)');
      default:
        return 'ok';
    }
  }

  @Authorized('Superadmin')
  @Query(() => String)
  superadminOnly(): string {
    return 'geheim';
  }
}

const logged: unknown[] = [];
const services = { log: { error: (o: unknown) => logged.push(o) } } as unknown as Ctx['services'];
let server: Server;
let base: string;

beforeAll(async () => {
  const schema = await buildSchema({ resolvers: [ErrorProbeResolver], authChecker, validate: false });
  const mapError = mapGraphQLError(services);
  const contextFor = (req: express.Request): Ctx => {
    const header = req.get('x-test-user');
    const user =
      header === undefined
        ? null
        : ({
            authorities: header ? header.split(',') : [],
            mustChangePassword: req.get('x-test-must-change-password') === 'true',
            secondFactorEnabled: req.get('x-test-second-factor') !== 'missing',
          } as unknown as CurrentUser);
    return { req, em: undefined as never, user, requestId: 'test-request', services };
  };
  const apollo = new ApolloServer<Ctx>({
    schema,
    includeStacktraceInErrorResponses: false,
    formatError: (_f, error) => mapError(error as never, { requestId: 'test-request' }),
  });
  await apollo.start();
  const app = express();
  app.use('/graphql', express.json(), expressMiddleware(apollo, { context: async ({ req }) => contextFor(req) }));
  // The probe paths go through the same RestRouter machinery as the documented paths.
  const r = new RestRouter({ schema, contextFor: (req) => contextFor(req), formatError: mapError });
  r.get('/probe/:kind', { document: 'query($kind: String!) { probe(kind: $kind) }', variables: (req) => ({ kind: req.params.kind }) });
  r.get('/superadmin', { document: '{ superadminOnly }' });
  app.use('/api', r.router);
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const rest = (path: string, user: string[] | null = []) =>
  fetch(base + '/api' + path, { headers: user ? { 'x-test-user': user.join(',') } : {} });

const gql = async (query: string, user: string[] | null = [], extraHeaders: Record<string, string> = {}) => {
  const res = await fetch(base + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user ? { 'x-test-user': user.join(',') } : {}), ...extraHeaders },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { errors?: { message: string; extensions: Record<string, unknown> }[] };
};

describe('error table', () => {
  it.each([
    ['forbidden', 403, { title: 'Zugriff verweigert!' }, 'FORBIDDEN'],
    ['notFound', 404, { title: 'Auftrag nicht gefunden' }, 'NOT_FOUND'],
    ['conflict', 409, { title: 'Bedienernummer ist in diesem Auftrag bereits vergeben' }, 'CONFLICT'],
    ['gone', 410, { title: 'Bestätigung abgelaufen' }, 'GONE'],
    ['validation', 422, [{ path: 'name', message: 'Geben Sie einen Namen an' }], 'VALIDATION'],
    ['crash', 500, { title: 'Ein technischer Fehler ist aufgereten.', requestId: 'test-request' }, 'INTERNAL'],
  ])('%s → %i on REST, %s on GraphQL', async (kind, status, body, code) => {
    const res = await rest(`/probe/${kind}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
    const g = await gql(`{ probe(kind: "${kind}") }`);
    expect(g.errors?.[0].extensions.code).toBe(code);
  });

  it('410 carries the headers the spec names', async () => {
    const res = await rest('/probe/gone');
    expect(res.headers.get('x-expired')).toBe('true');
  });

  it('500 leaks no stack trace or internal detail, and logs the original with the request id', async () => {
    logged.length = 0;
    const res = await rest('/probe/crash');
    const text = await res.text();
    expect(text).not.toMatch(/ECONNREFUSED|node_modules|at Pool|stack/i);
    const g = JSON.stringify(await gql('{ probe(kind: "crash") }'));
    expect(g).not.toMatch(/ECONNREFUSED|node_modules|stacktrace/i);
    expect(logged.length).toBe(2);
    expect(logged[0]).toMatchObject({ requestId: 'test-request' });
  });

  it('401 has an empty body; a missing authority is 403 with a title', async () => {
    const anon = await rest('/superadmin', null);
    expect(anon.status).toBe(401);
    expect(await anon.text()).toBe('');
    const lacking = await rest('/superadmin', ['Timeclock']);
    expect(lacking.status).toBe(403);
    expect(await lacking.json()).toEqual({ title: 'Zugriff verweigert!' });
    expect((await gql('{ superadminOnly }', ['Timeclock'])).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql('{ superadminOnly }', null)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const ok = await rest('/superadmin', ['Superadmin']);
    expect(await ok.json()).toEqual({ superadminOnly: 'geheim' });
  });

  it('a session that must first change its password or enrol its second factor is refused with a reason code (codes, not texts)', async () => {
    const mustChange = await gql('{ superadminOnly }', ['Superadmin'], { 'x-test-must-change-password': 'true' });
    expect(mustChange.errors?.[0].extensions).toEqual({ code: 'FORBIDDEN', reason: 'PASSWORD_CHANGE_REQUIRED' });
    const noFactor = await gql('{ superadminOnly }', ['Superadmin'], { 'x-test-second-factor': 'missing' });
    expect(noFactor.errors?.[0].extensions).toEqual({ code: 'FORBIDDEN', reason: 'SECOND_FACTOR_REQUIRED' });
    // The REST face keeps its documented body: the title alone.
    const res = await fetch(base + '/api/superadmin', { headers: { 'x-test-user': 'Superadmin', 'x-test-must-change-password': 'true' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ title: 'Bitte zuerst das Passwort ändern.' });
  });
});
