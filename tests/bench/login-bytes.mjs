#!/usr/bin/env node
// Bytes SENT for the login page: /login fetched as a browser does
// (Accept-Encoding: br, gzip), then every script, modulepreload and stylesheet the HTML names plus
// the login route's lazy chunk(s) the entry imports (from the build manifest). Each file is fetched
// three times — brotli, gzip, identity — and the Content-Length of each answer is summed, i.e. what
// actually crosses the wire with the server's content negotiation. Loopback only, a few seconds.
import { request } from 'node:http';
import { report } from './bench-stack.mjs';
import { routeFiles, webBuild, withWebServer } from './web-build.mjs';

/** One GET with raw headers (fetch would decode): status, content-encoding and bytes on the wire. */
function get(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (c) => {
        bytes += c.length;
        chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity', bytes, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const build = webBuild();
try {
  await withWebServer(build.dir, async ({ server }) => {
    const html = await get(`${server.baseUrl}/login`, 'br, gzip');
    if (html.status !== 200) throw new Error(`/login answered ${html.status}`);
    const identityHtml = (await get(`${server.baseUrl}/login`)).body.toString('utf8');
    const named = [...identityHtml.matchAll(/<(?:script[^>]* src|link[^>]* rel="(?:modulepreload|stylesheet)"[^>]* href)="\/([^"]+)"/g)].map((m) => m[1]);
    const files = [...new Set([...named, ...routeFiles(build.dir)])].filter((f) => /\.(m?js|css)$/.test(f));
    const totals = { br: 0, gzip: 0, identity: 0 };
    const rows = [];
    for (const file of files) {
      const row = { file };
      for (const [key, accept] of [
        ['br', 'br, gzip'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ]) {
        const r = await get(`${server.baseUrl}/${file}`, accept);
        if (r.status !== 200) throw new Error(`${file} answered ${r.status}`);
        // A file too small to gain from compression has no .br/.gz beside it: sent as it is.
        if (r.encoding !== key && r.encoding !== 'identity') throw new Error(`${file}: asked for ${key}, got ${r.encoding}`);
        row[key] = r.bytes;
        totals[key] += r.bytes;
      }
      rows.push(row);
    }
    rows.sort((a, b) => b.br - a.br);
    for (const r of rows.slice(0, 10)) console.log(`${kb(r.br).padStart(9)} br ${kb(r.gzip).padStart(9)} gz ${kb(r.identity).padStart(9)} raw  ${r.file}`);
    if (rows.length > 10) console.log(`   … and ${rows.length - 10} smaller files`);
    console.log(`/login HTML: ${html.bytes} bytes sent (${html.encoding})`);
    const value = `${kb(totals.br)} brotli / ${kb(totals.gzip)} gzip / ${kb(totals.identity)} raw (${files.length} files)`;
    console.log(`JavaScript + CSS sent for /login: ${value}`);
    report({ name: 'JavaScript + CSS sent for /login', data: 'production build', value });
  });
} finally {
  build.cleanup();
}
