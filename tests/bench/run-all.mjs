#!/usr/bin/env node
// `npm run bench`: every benchmark one after the other, each starting its own stack (scratch embedded
// PostgreSQL + the built app, demo data) and generating its own volume, then one table of the figures
// they report (report() in bench-stack.mjs) with the ratios beside their yardsticks. Loopback only;
// each script is bounded by its own limits and a timeout here, the whole run by BENCH_BUDGET_S (600).
//   npm run bench                 all
//   npm run bench -- clock login  only the benchmarks whose key contains one of the words
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const BUDGET_S = Number(process.env.BENCH_BUDGET_S ?? 600);

/** key, script, environment that keeps it inside the budget, timeout in seconds. */
const BENCHMARKS = [
  { key: 'cold-start', script: 'tests/bench/cold-start.mjs', env: { RUNS: '3' }, timeout: 90 },
  { key: 'login-bytes', script: 'tests/bench/login-bytes.mjs', env: {}, timeout: 60 },
  { key: 'employee-list', script: 'tests/bench/employee-list.mjs', env: { REQUESTS: '150' }, timeout: 90 },
  { key: 'order-list', script: 'tests/bench/order-list.mjs', env: { RUNS: '20' }, timeout: 90 },
  { key: 'worklog-volume', script: 'tests/bench/worklog-volume.mjs', env: { REQUESTS: '30' }, timeout: 240 },
  { key: 'compliance-findings', script: 'tests/bench/compliance-findings.mjs', env: { REQUESTS: '10' }, timeout: 240 },
  { key: 'clock', script: 'tests/load/clock.mjs', env: { DURATION_S: '15' }, timeout: 120 },
];

const only = process.argv.slice(2);
const chosen = BENCHMARKS.filter((b) => only.length === 0 || only.some((w) => b.key.includes(w)));
const dir = mkdtempSync(join(tmpdir(), 'inv-bench-report-'));
const reportFile = join(dir, 'rows.jsonl');
writeFileSync(reportFile, '');

function run({ key, script, env, timeout }, remainingS) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [join(root, script)], {
      cwd: root,
      env: { ...process.env, ...env, BENCH_REPORT: reportFile },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    const limit = Math.max(5, Math.min(timeout, remainingS));
    const timer = setTimeout(() => {
      console.error(`${key}: stopped after ${limit} s`);
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    }, limit * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ key, ok: code === 0, code: code ?? signal, seconds: (performance.now() - t0) / 1000 });
    });
  });
}

const started = performance.now();
const outcomes = [];
for (const b of chosen) {
  const remaining = BUDGET_S - (performance.now() - started) / 1000;
  if (remaining < 5) {
    outcomes.push({ key: b.key, ok: false, code: 'budget spent', seconds: 0 });
    continue;
  }
  console.log(`\n=== ${b.key} (${b.script})`);
  outcomes.push(await run(b, remaining));
}

const rows = readFileSync(reportFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
rmSync(dir, { recursive: true, force: true });

const ms = (x) => (x == null ? '' : `${x} ms`);
const cell = (s) => String(s ?? '').replace(/\|/g, '\\|');
const yardstick = (y) => (y ? [y.name, y.p50 != null && `p50 ${y.p50} ms`, y.rps != null && `${y.rps} req/s`].filter(Boolean).join(', ') : '');
const figures = (r) => [r.value, r.p50 != null && `p50 ${ms(r.p50)}`, r.p95 != null && `p95 ${ms(r.p95)}`, r.p99 != null && `p99 ${ms(r.p99)}`, r.rps != null && `${r.rps} req/s`].filter(Boolean).join(', ');

const date = new Date().toISOString().slice(0, 10);
const load = loadavg().map((x) => x.toFixed(1)).join(' / ');
console.log(`\n## Benchmarks (${date}, ${availableParallelism()} cores, load average at the end ${load}, loopback; \`npm run bench\`, ${Math.round((performance.now() - started) / 1000)} s)\n`);
console.log('| Benchmark | Data | Figures | Yardstick (same run) | Ratio |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${cell(r.name)} | ${cell(r.data)} | ${cell(figures(r))} | ${cell(yardstick(r.yardstick))} | ${cell(r.ratio)} |`);
const failed = outcomes.filter((o) => !o.ok);
for (const o of failed) console.log(`\n${o.key}: did not finish (${o.code})`);
process.exitCode = failed.length ? 1 : 0;
