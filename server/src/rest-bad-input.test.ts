/**
 * Requests the REST face cannot even read are the client's fault, never a 500 (found by fuzzing):
 * a path parameter that is no valid percent-encoding names nothing (404, like a non-numeric id); a
 * broken multipart body is refused and the connection stays usable.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
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
  await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
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

/** Two requests on one keep-alive connection; the second must be answered promptly. */
function twoOnOneConnection(first: { path: string; headers: Record<string, string>; body: Buffer }, second: string): Promise<[number, number]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { port } = new URL(base);
  const call = (path: string, method: string, headers: Record<string, string> = {}, body?: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.setTimeout(5_000, () => req.destroy(new Error('no answer within 5 s')));
      req.on('error', reject);
      req.end(body);
    });
  return Promise.all([call(first.path, 'POST', first.headers, first.body), call(second, 'GET')]).finally(() => agent.destroy());
}

describe('REST face: broken multipart bodies', () => {
  it('a malformed part header early in a long body: 422, and the next request on the connection is answered', async () => {
    const B = 'brokenBoundary';
    const body = Buffer.concat([
      Buffer.from(`--${B}\r\nContent-Disposition form-data; name="file"; filename="a.csv"\r\n\r\n`),
      Buffer.alloc(256 * 1024, 'x'),
      Buffer.from(`\r\n--${B}--\r\n`),
    ]);
    const [first, second] = await twoOnOneConnection(
      { path: '/api/order-task/import', headers: { 'content-type': `multipart/form-data; boundary=${B}`, 'content-length': String(body.length) }, body },
      '/api/orders/%ZZ',
    );
    expect(first).toBe(422);
    expect(second).toBe(404);
  });
});
