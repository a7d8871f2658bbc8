// Gzip size of the JavaScript a route loads, from web/dist/.vite/manifest.json:
// the entry with its static imports plus the route's lazy page chunk(s) with theirs.
// Usage: node web/scripts/measure-route-js.mjs [src/features/auth/login.page.tsx ...]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const pages = process.argv.slice(2);
if (pages.length === 0) pages.push('src/features/auth/login.page.tsx');

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
visit(entry);
for (const page of pages) visit(page);

let raw = 0;
let gz = 0;
const rows = [...files].map((file) => {
  const buf = readFileSync(join(dist, file));
  const size = gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += size;
  return { file, raw: buf.length, gzip: size };
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(r.raw / 1024).toFixed(1).padStart(7)} KB  ${r.file}`);
console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB gz  ${(raw / 1024).toFixed(1).padStart(7)} KB  total for ${pages.join(', ')}`);
