/**
 * Requests the REST face cannot even read are the client's fault, never a 500 (issue 20 fuzzing):
 * a path parameter that is no valid percent-encoding names nothing (404, like a non-numeric id).
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestApi } from '@inv/server-rest-compat';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
let server: ReturnType<express.Express['listen']>;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use('/api', createRestApi({ schema, contextFor: () => ({}), formatError: (e) => e.toJSON() }).router);
  // What the app's last handler does with anything the REST face passes on.
  app.use((_err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ title: 'Interner Fehler' });
  });
  await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', resolve)));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('REST face: unreadable paths', () => {
  it.each(['/api/orders/%ZZ', '/api/orders/%', '/api/employees/%E0%A4%A/employments/1', '/api/rights/roles/%/unassign/x'])('%s is 404, not 500', async (path) => {
    const method = path.includes('unassign') ? 'PUT' : 'GET';
    const res = await fetch(base + path, { method });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ title: 'Nicht gefunden' });
  });
});
