/**
 * Contract: what the server sends compressed. The web app's files come pre-compressed
 * from the build (brotli preferred, gzip next, identity last); JSON answers above 1 KB are
 * compressed on the fly; downloads that are compressed already (xlsx) are sent as they are.
 * Node's fetch decodes transparently, so these requests use http.request to see the raw bytes.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (r: Raw) =>
  r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body;

let entryScript = '';

beforeAll(async () => {
  const html = (await raw('GET', '/login')).body.toString('utf8');
  entryScript = html.match(/<script type="module"[^>]* src="([^"]+)"/)![1];
});

describe('web app files', () => {
  it('an asset: brotli when accepted, gzip next, identity last; same bytes; immutable; Vary', async () => {
    const identity = await raw('GET', entryScript);
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const br = await raw('GET', entryScript, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(identity.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);

    const gz = await raw('GET', entryScript, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(gz.body.length);
  });

  it('a file outside /assets (favicon.svg) likewise, not cached long', async () => {
    const identity = await raw('GET', '/favicon.svg');
    expect(identity.status).toBe(200);
    const br = await raw('GET', '/favicon.svg', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(br.headers['cache-control']).toBe('public, max-age=0');
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
  });

  it('a client route (/login) answers index.html compressed and revalidated (no-cache)', async () => {
    const identity = await raw('GET', '/login');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-type']).toMatch(/^text\/html/);
    expect(identity.headers['cache-control']).toBe('no-cache');
    expect(identity.body.toString('utf8')).toContain('<div id="root">');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const r = await raw('GET', '/login', { 'accept-encoding': accept });
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(r).equals(identity.body)).toBe(true);
    }
    const deep = await raw('GET', '/timeclock', { 'accept-encoding': 'br' });
    expect(deep.headers['content-encoding']).toBe('br');
    expect(decode(deep).equals((await raw('GET', '/timeclock')).body)).toBe(true);
  });
});

describe('the demo mark on client routes (the login page draws its demo note in its first render)', () => {
  it('client routes carry data-demo-accounts while demo accounts exist; /index.html (what the worker precaches) never does', async () => {
    // The test stack has the demo accounts with the demo password (README).
    const me = await new Client(base).gql('{ me { demoData } }');
    expect(me.json.data.me.demoData).toBe(true);
    const orders = await raw('GET', '/orders', { 'accept-encoding': 'br' });
    expect(decode(orders).toString('utf8')).toMatch(/<html lang="de" data-demo-accounts>/);
    const file = await raw('GET', '/index.html');
    expect(file.body.toString('utf8')).toMatch(/<html lang="de">/);
    expect(decode(orders).toString('utf8').replace(' data-demo-accounts', '')).toBe(file.body.toString('utf8'));
  });

  it('/login preloads its page chunks beside the entry (the build manifest), each once, all served', async () => {
    const html = decode(await raw('GET', '/login', { 'accept-encoding': 'gzip' })).toString('utf8');
    const file = (await raw('GET', '/index.html')).body.toString('utf8');
    const added = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]).filter((href) => !file.includes(`"${href}"`));
    expect(added.some((href) => /\/assets\/login\.page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(new Set(added).size).toBe(added.length);
    for (const href of added) expect((await raw('HEAD', href)).status).toBe(200);
    const tags = added.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    expect(html.replace(tags, '')).toBe(file.replace('<html lang="de">', '<html lang="de" data-demo-accounts>'));
  });

  it('/timeclock and /timeclock/{orderId} preload the shell chunk group (found by its name in the manifest); other routes nothing', async () => {
    const added = async (path: string) => {
      const html = decode(await raw('GET', path, { 'accept-encoding': 'br' })).toString('utf8');
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    };
    const file = (await raw('GET', '/index.html')).body.toString('utf8');
    const before = [...file.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const list = (await added('/timeclock')).filter((href) => !before.includes(href));
    expect(list.some((href) => /\/assets\/shell-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of list) expect((await raw('HEAD', href)).status).toBe(200);
    expect(await added('/timeclock/4711')).toEqual(await added('/timeclock'));
    expect(await added('/orders')).toEqual(before);
    expect(await added('/timeclock/history')).toEqual(before);
  });

  it('revalidates by ETag per encoding (304), and HEAD sends the headers only', async () => {
    const br = await raw('GET', '/orders', { 'accept-encoding': 'br' });
    const gz = await raw('GET', '/orders', { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    expect((await raw('GET', '/orders', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).status).toBe(304);
    expect((await raw('GET', '/orders', { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) })).status).toBe(200);
    // /login is another variant (its preloads): another ETag.
    expect((await raw('GET', '/login', { 'accept-encoding': 'br' })).headers.etag).not.toBe(br.headers.etag);
    const head = await raw('HEAD', '/orders', { 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(gz.body.length);
  });
});

describe('API answers', () => {
  const admin = new Client(base);
  beforeAll(async () => {
    await admin.login('admin');
  });

  it('a large JSON answer is compressed on the fly (brotli preferred, gzip otherwise), no-store kept', async () => {
    const path = '/api/v2/employees?size=100&page=0&sort=lastName&status=ACTIVE';
    const br = await raw('GET', path, { cookie: admin.cookie, 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers.etag).toBeUndefined(); // never revalidated (no-store): not hashed either
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const json = JSON.parse(decode(br).toString('utf8'));
    expect(json._embedded).toBeDefined();
    expect(decode(br).length).toBeGreaterThan(1024);

    const gz = await raw('GET', path, { cookie: admin.cookie, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz).toString('utf8'))).toEqual(json);

    const identity = await raw('GET', path, { cookie: admin.cookie });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString('utf8'))).toEqual(json);
  });

  it('an answer up to 64 KB is compressed whole and sent with its length (one write); a larger one streams; deflate-only clients get the stream', async () => {
    const mid = '/api/v2/employees?size=20&sort=lastName';
    const identity = await raw('GET', mid, { cookie: admin.cookie });
    expect(identity.body.length).toBeGreaterThan(1024);
    expect(identity.body.length).toBeLessThanOrEqual(64 * 1024);
    for (const [accept, coding] of [['br;q=0.5, gzip', 'br'], ['gzip, br;q=0', 'gzip'], ['*', 'br']] as const) {
      const r = await raw('GET', mid, { cookie: admin.cookie, 'accept-encoding': accept });
      expect(r.headers['content-encoding'], accept).toBe(coding);
      expect(r.headers['transfer-encoding'], accept).toBeUndefined();
      expect(Number(r.headers['content-length']), accept).toBe(r.body.length);
      expect(r.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(r).equals(identity.body), accept).toBe(true);
    }
    const deflate = await raw('GET', mid, { cookie: admin.cookie, 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(deflate.headers['transfer-encoding']).toBe('chunked');
    const large = await raw('GET', '/api/v2/orders?size=1000', { cookie: admin.cookie, 'accept-encoding': 'br' });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['transfer-encoding']).toBe('chunked');
    expect(decode(large).length).toBeGreaterThan(64 * 1024);
    expect(JSON.parse(decode(large).toString('utf8'))._embedded.orders.length).toBeGreaterThan(100);
  });

  it('a GraphQL answer above 1 KB is compressed too; a small one not', async () => {
    const headers = { cookie: admin.cookie, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
    const big = await raw('POST', '/graphql', headers, JSON.stringify({ query: '{ employees(size: 100) { items { employeeId firstName fullName } totalElements } }' }));
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(big).toString('utf8')).data.employees.items.length).toBeGreaterThan(10);
    const small = await raw('POST', '/graphql', headers, JSON.stringify({ query: '{ __typename }' }));
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('a small answer (< 1 KB) is sent as it is', async () => {
    const r = await raw('GET', '/api/auth', { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeLessThan(1024);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(r.body.toString('utf8'))).toMatchObject({ authenticated: false });
  });

  it('an xlsx download is not compressed a second time', async () => {
    const month = new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 7);
    const r = await raw(
      'POST',
      '/api/v1/reports/working-hours',
      { cookie: admin.cookie, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      JSON.stringify({ month, orderType: 'ALL' }),
    );
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toContain('.xlsx');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.length).toBeGreaterThan(1024);
    expect(r.body.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
