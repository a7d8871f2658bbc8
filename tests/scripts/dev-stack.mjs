#!/usr/bin/env node
// A test stack for working on one spec or test file: builds server and web (web into a temp dir),
// starts one embedded PostgreSQL and one app server with demo data, prints the variables the test
// layers read and keeps running until Ctrl-C / SIGTERM. Then, in another shell:
//   TEST_BASE_URL=… TEST_DATABASE_URL=… npx playwright test -c tests/playwright.config.ts orders
//   TEST_BASE_URL=… TEST_DATABASE_URL=… npx vitest run --config tests/vitest.config.ts --project api orders
// `--no-build` reuses server/dist and web/dist as they are.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const build = !process.argv.includes('--no-build');
let webDist;
if (build) {
  webDist = mkdtempSync(join(tmpdir(), 'inv-web-'));
  const ok = (cmd, args, cwd = root) => spawnSync(cmd, args, { cwd, stdio: 'inherit' }).status === 0;
  if (!ok('npx', ['tsc', '-b', 'server'])) process.exit(1);
  if (!ok('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist], join(root, 'web'))) process.exit(1);
}
const stack = await startStack({ env: webDist ? { WEB_DIST: webDist } : {} });
console.log(`\nTEST_BASE_URL=${stack.baseUrl} TEST_DATABASE_URL=${stack.adminUrl} TEST_DEMO_DAY=${stack.demoDay}\nserver log: ${stack.logFile}\n`);
const stop = async () => {
  await stack.stop();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
