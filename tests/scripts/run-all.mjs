#!/usr/bin/env node
// `npm test`: builds, checks generated files for drift, lints and type-checks, starts ONE PostgreSQL
// cluster and ONE app server, runs every layer (unit, integration, contract via vitest; e2e via
// Playwright) against them, stops everything and prints one closing line "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const only = process.argv.slice(2); // e.g. `npm test -- unit`, `npm test -- e2e` or `npm test -- lint typecheck`
const wants = (layer) => only.length === 0 || only.includes(layer);

function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Each step's wall time, printed at the end: where a slow run spent its minutes.
const times = [];
let current = null;
const step = (name) => {
  const now = Date.now();
  if (current) times.push([current.name, now - current.at]);
  current = { name, at: now };
  console.log(`\n=== ${name} (${new Date(now).toISOString().slice(11, 19)} UTC)`);
};
const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const finish = () => {
  times.push([current.name, Date.now() - current.at]);
  console.log(`\nstep times (min:s): ${times.map(([name, ms]) => `${name.replace(/ \(.*$/, '')} ${minutes(ms)}`).join(' · ')}`);
  if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(failedSteps.length || totals.failed ? 1 : 0);
};

// The web app is built into a directory of this run, so a test run never disturbs web/dist (what
// `npm start` serves) and two runs on one machine do not overwrite each other's files.
const webDist = mkdtempSync(join(tmpdir(), 'inv-web-'));
step('build (server, web)');
if ((await run('npx', ['tsc', '-b', 'server'])) !== 0) process.exit(1);
if ((await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist], { cwd: join(root, 'web') })) !== 0) process.exit(1);

step('generated files are current (schema.graphql, web/src/generated)');
if ((await run('node', ['tests/scripts/check-generated.mjs'])) !== 0) failedSteps.push('generated files drift');

// Static checks before the stack starts: a failure fails the run (listed below) but the tests still
// run, so one run shows everything that is wrong.
if (wants('lint')) {
  step('lint (ESLint, import boundaries and cycles)');
  if ((await run('npm', ['run', '--silent', 'lint'])) !== 0) failedSteps.push('lint');
}
if (wants('typecheck')) {
  step('typecheck (every package and every test file)');
  if ((await run('npm', ['run', '--silent', 'typecheck'])) !== 0) failedSteps.push('typecheck');
}
// `npm test -- lint typecheck`: no layer needs the database or the server.
if (!['unit', 'integration', 'api', 'e2e', 'proof'].some(wants)) {
  rmSync(webDist, { recursive: true, force: true });
  finish();
}

step('start PostgreSQL and the app server');
const stack = await startStack({ env: { WEB_DIST: webDist } });
console.log(`database ${stack.adminUrl.replace(/:[^:@/]+@/, ':***@')}, app ${stack.baseUrl}`);
const env = { TEST_DATABASE_URL: stack.adminUrl, TEST_BASE_URL: stack.baseUrl, TEST_DEMO_DAY: stack.demoDay };

const stopAll = async () => {
  await stack.stop();
  rmSync(webDist, { recursive: true, force: true });
};
process.on('SIGINT', () => stopAll().then(() => process.exit(130)));

try {
  if (wants('unit') || wants('integration') || wants('api')) {
    step('unit, integration and contract tests (vitest)');
    const report = join(root, 'tests/.vitest-report.json');
    rmSync(report, { force: true });
    const code = await run('npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env });
    if (existsSync(report)) {
      const r = JSON.parse(readFileSync(report, 'utf8'));
      totals.passed += r.numPassedTests;
      totals.failed += r.numFailedTests;
      totals.skipped += r.numPendingTests + r.numTodoTests;
      rmSync(report, { force: true });
    }
    if (code !== 0) failedSteps.push('vitest');
  }

  if (wants('e2e')) {
    step('end-to-end tests (Playwright, Debian Chromium)');
    const report = join(root, 'tests/.playwright-report.json');
    rmSync(report, { force: true });
    const code = await run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'], {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    });
    if (existsSync(report)) {
      const s = JSON.parse(readFileSync(report, 'utf8')).stats;
      totals.passed += s.expected + (s.flaky ?? 0);
      totals.failed += s.unexpected;
      totals.skipped += s.skipped;
      rmSync(report, { force: true });
    }
    if (code !== 0) failedSteps.push('playwright');
  }

  if (wants('proof')) {
    // Last: its authorization cells and fuzz cases write to the shared database, and its fault and
    // two-instance scenarios start their own servers (tests/proof/run.mjs prints the table).
    step('proof suite (authorization, fuzzing, concurrency, faults, two instances)');
    const summary = join(root, 'tests/.proof-summary.json');
    rmSync(summary, { force: true });
    const code = await run('node', ['tests/proof/run.mjs'], { env: { ...env, PROOF_SUMMARY: summary } });
    if (existsSync(summary)) {
      const s = JSON.parse(readFileSync(summary, 'utf8'));
      totals.passed += s.passed;
      totals.failed += s.failed;
      rmSync(summary, { force: true });
    }
    if (code !== 0) failedSteps.push('proof');
  }
} finally {
  step('stop');
  await stopAll();
}

finish();
