#!/usr/bin/env node
// Gzip size of the JavaScript the login page loads: the entry script of web/dist/index.html plus its
// modulepreload links, and the chunks a headless Chromium actually requests for /login.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// The login route's own lazy chunk and its static imports, from Vite's manifest.
const seen = new Set(scripts);
const visit = (key) => {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return;
  seen.add(entry.file);
  for (const i of entry.imports ?? []) visit(i);
};
for (const [key, entry] of Object.entries(manifest)) if (/login/i.test(key) && entry.isDynamicEntry) visit(key);
for (const key of Object.keys(manifest)) if (manifest[key].isEntry) for (const i of manifest[key].imports ?? []) visit(i);

let total = 0;
for (const file of seen) {
  const gz = gzipSync(readFileSync(join(dist, file))).length;
  total += gz;
  console.log(`${file.padEnd(48)} ${(gz / 1024).toFixed(1)} KB gzip`);
}
console.log(`login page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${seen.size} files`);
