#!/usr/bin/env node
// Cold `npm start` to first response on an EXISTING data directory (embedded PostgreSQL, demo data).
// The first start (initdb, migrations, demo seed) is reported separately. Loopback only, bounded.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/stack.mjs';
import { report } from './bench-stack.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'inv-bench-'));
chmodSync(dataDir, 0o755);
const pgPort = await freePort();

async function startOnce() {
  const port = await freePort();
  const t0 = performance.now();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // the embedded database is what is measured
  const child = spawn(process.execPath, [join(root, 'server/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', () => (exited = true));
  let firstResponse;
  for (let i = 0; i < 1200 && firstResponse === undefined && !exited; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth`);
      if (res.ok) firstResponse = performance.now() - t0;
    } catch {
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  if (!exited) {
    await new Promise((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGTERM');
    });
  }
  if (firstResponse === undefined) throw new Error('server did not answer within 30 s');
  return firstResponse;
}

try {
  const first = await startOnce();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await startOnce());
  runs.sort((a, b) => a - b);
  const ms = (x) => `${Math.round(x)} ms`;
  console.log(`first start (initdb + migrations + demo seed): ${ms(first)}`);
  console.log(`restart on existing data dir, ${RUNS} runs: median ${ms(runs[Math.floor(RUNS / 2)])}, min ${ms(runs[0])}, max ${ms(runs.at(-1))}`);
  report(
    { name: 'cold `npm start` to first /api answer, existing data dir', data: 'demo data, embedded PostgreSQL', value: `median ${ms(runs[Math.floor(RUNS / 2)])} (min ${ms(runs[0])}, max ${ms(runs.at(-1))}, ${RUNS} runs)` },
    { name: 'first start (initdb, migrations, demo seed)', data: 'empty data dir', value: ms(first) },
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
