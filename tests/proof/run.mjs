#!/usr/bin/env node
// `npm run proof`: runs the proof suite (tests/proof) and prints one table of what it tried and
// found. Reuses the stack of `npm test` (TEST_BASE_URL, TEST_DATABASE_URL) or starts its own.
// `npm run proof -- --long` runs the long fuzzing variant (PROOF_LONG=1).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../scripts/stack.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const long = process.argv.includes('--long');
const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));

const work = mkdtempSync(join(tmpdir(), 'inv-proof-'));
const reportFile = join(work, 'proof.jsonl');
const vitestReport = join(work, 'vitest.json');

let stack;
if (!process.env.TEST_BASE_URL || !process.env.TEST_DATABASE_URL) {
  stack = await startStack();
  process.env.TEST_BASE_URL = stack.baseUrl;
  process.env.TEST_DATABASE_URL = stack.adminUrl;
}

const code = await new Promise((resolve) => {
  const child = spawn('npx', ['vitest', 'run', '--config', 'tests/proof/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`, ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PROOF_REPORT: reportFile, ...(long ? { PROOF_LONG: '1' } : {}) },
  });
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
});
if (stack) await stack.stop();

const lines = existsSync(reportFile) ? readFileSync(reportFile, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
const sum = (section, key) => lines.filter((l) => l.section === section).reduce((s, l) => s + (l[key] ?? 0), 0);
const rows = [
  ['authorization', `${sum('authz', 'cells')} cells tried`, `${sum('authz', 'leaks')} leaks`],
  ['fuzzing', `${sum('fuzz', 'cases')} cases`, `${sum('fuzz', 'errors500')} answers ≥ 500, ${sum('fuzz', 'partialWrites')} partial writes`],
  ['concurrency', `${sum('concurrency', 'scenarios')} scenarios`, `${sum('concurrency', 'passed')} passed`],
  ['faults', `${sum('faults', 'scenarios')} scenarios`, `${sum('faults', 'passed')} passed`],
  ['two instances', `${sum('instances', 'scenarios')} scenarios`, `${sum('instances', 'passed')} passed`],
];
const date = new Date().toISOString().slice(0, 10);
console.log(`\nproof ${date}${long ? ' (long)' : ''}\n\n| area | tried | found |\n|---|---|---|`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);

let tests = { passed: 0, failed: 0 };
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  tests = { passed: r.numPassedTests, failed: r.numFailedTests };
}
console.log(`\nproof tests: ${tests.passed} passed, ${tests.failed} failed`);
// For run-all.mjs: the counts of this layer, read back from a known place.
if (process.env.PROOF_SUMMARY) (await import('node:fs')).writeFileSync(process.env.PROOF_SUMMARY, JSON.stringify(tests));
rmSync(work, { recursive: true, force: true });
process.exit(code);
