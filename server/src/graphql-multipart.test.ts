/**
 * /graphql's multipart reader (graphql-multipart.ts): a broken body is the request's fault (4xx)
 * and never takes the process down; a well-formed one hands the resolver its Upload.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { graphqlUploadExpress, Upload } from 'graphql-upload-minimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processMultipart } from './graphql-multipart.js';

const B = 'fuzzBoundary';
const part = (name: string, data: string, filename?: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${data}\r\n`;
const operations = part('operations', JSON.stringify({ query: 'mutation($f: Upload) { x(f: $f) }', variables: { f: null } }));
const map = part('map', JSON.stringify({ 0: ['variables.f'] }));
const end = `--${B}--\r\n`;

let server: ReturnType<express.Express['listen']>;
let base: string;
const crashes: unknown[] = [];
const onUncaught = (err: unknown) => crashes.push(err);

beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  const app = express();
  app.use(
    '/graphql',
    graphqlUploadExpress({ processRequest: processMultipart, maxFileSize: 11, maxFiles: 1, maxFieldSize: 1000 } as Parameters<typeof graphqlUploadExpress>[0]),
    async (req, res) => {
      const upload = req.body.variables.f;
      if (!(upload instanceof Upload)) return res.json({ upload: null });
      const file = await upload.promise;
      const stream = file.createReadStream() as NodeJS.ReadableStream & { truncated?: boolean };
      const chunks: Buffer[] = [];
      for await (const c of stream) chunks.push(c as Buffer);
      res.json({ name: file.filename, content: Buffer.concat(chunks).toString(), truncated: stream.truncated });
    },
  );
  app.use((err: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(err.status && err.status < 500 ? err.status : 500).json({ status: err.status });
  });
  await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const send = (body: string, type = `multipart/form-data; boundary=${B}`) => fetch(base, { method: 'POST', headers: { 'content-type': type }, body });

describe('graphql multipart requests', () => {
  it('hands the resolver the file of a well-formed request', async () => {
    const res = await send(operations + map + part('0', 'Hallo', 'a.txt') + end);
    expect(await res.json()).toEqual({ name: 'a.txt', content: 'Hallo', truncated: false });
    const long = await send(operations + map + part('0', 'x'.repeat(50), 'b.txt') + end);
    expect((await long.json()).truncated).toBe(true);
  });

  it.each([
    // The body that crashed graphql-upload-minimal 1.6.4: a part header without a colon, then the end.
    ['malformed part header', operations + map + `--${B}\r\nContent-Disposition form-data; name="0"\r\n\r\nx\r\n` + end],
    ['malformed part header, body cut', operations + map + `--${B}\r\nContent-Disposition form-data; name="0"\r\n\r\nx`],
    ['a mapped file that never comes', operations + map + end],
    ['a body cut inside the file', operations + map + `--${B}\r\nContent-Disposition: form-data; name="0"; filename="a"\r\n\r\nabc`],
    ['no closing boundary', operations + map + part('0', 'abc', 'a.txt')],
    ['map before operations', map + operations + part('0', 'abc', 'a.txt') + end],
    ['a file before the map', operations + part('0', 'abc', 'a.txt') + map + end],
    ['two files', operations + map + part('0', 'abc', 'a.txt') + part('0', 'def', 'b.txt') + end],
    ['operations no JSON', part('operations', '{') + map + end],
    ['a map path that does not exist', operations + part('map', JSON.stringify({ 0: ['variables.nothere.x'] })) + part('0', 'a', 'a') + end],
    ['a map path to the prototype', operations + part('map', JSON.stringify({ 0: ['__proto__.polluted'] })) + part('0', 'a', 'a') + end],
    ['a field too long', part('operations', 'x'.repeat(2000)) + end],
    ['garbage', '\u0000\u0001garbage'],
  ])('%s: 4xx, the process lives', async (_name, body) => {
    const res = await send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    await new Promise((r) => setTimeout(r, 20));
    expect(crashes).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('no boundary: 4xx', async () => {
    expect((await send(operations, 'multipart/form-data')).status).toBe(400);
  });
});
