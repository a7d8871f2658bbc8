// The production web build a benchmark serves: WEB_DIST if given (e.g. by `npm run bench`, built
// once), else a fresh `vite build` into a temporary directory (removed by `cleanup`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDatabase, startServer } from '../scripts/stack.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

export function webBuild() {
  if (process.env.WEB_DIST && existsSync(join(process.env.WEB_DIST, '.vite', 'manifest.json'))) {
    return { dir: process.env.WEB_DIST, cleanup: () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'inv-bench-web-'));
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dir], { cwd: join(root, 'web'), stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The files a route loads, from the build manifest: the entry with its static imports (what
 * index.html names as script and modulepreload) plus the route's lazy page chunk(s) with theirs,
 * and the CSS of each. Same walk as web/scripts/measure-route-js.mjs.
 */
export function routeFiles(dir, pages = ['src/features/auth/login.page.tsx']) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in manifest: ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(Object.keys(manifest).find((k) => manifest[k].isEntry));
  for (const page of pages) visit(page);
  return [...files];
}

/** Runs `run({ server })` against a fresh cluster and an app server serving the web build in `dir`. */
export async function withWebServer(dir, run) {
  const db = await startDatabase();
  let server;
  try {
    const url = await db.createDatabase('bench');
    server = await startServer({ databaseUrl: url, dataDir: db.dir, env: { WEB_DIST: dir } });
    await run({ server });
  } finally {
    await server?.stop();
    await db.stop();
  }
}
