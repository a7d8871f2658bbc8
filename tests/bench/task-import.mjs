#!/usr/bin/env node
// CSV task import (target: 5,000 rows well under 2 s): ROWS task lines (default 5000) for the demo
// employees, posted as multipart to POST /api/order-task/import of a fresh demo server, RUNS times
// (default 3); prints each run's wall time with the file size. Needs the built server (npx tsc -b server).
import { withBenchServer, loginCookie } from './bench-stack.mjs';

const ROWS = Number(process.env.ROWS ?? 5000);
const RUNS = Number(process.env.RUNS ?? 3);

const lines = ['Bezeichnung;Positionen;Mitarbeiter;Personalnummer;Priorität'];
for (let i = 0; i < ROWS; i++) lines.push(`"Regal ${i}; Gang ${i % 40}";${10 + (i % 300)};Zähler ${i % 50};${2001 + (i % 50)};${i % 5}`);
const csv = Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');

await withBenchServer(async ({ server }) => {
  const cookie = await loginCookie(server.baseUrl, 'admin');
  const orders = await (await fetch(`${server.baseUrl}/api/order-task`, { headers: { cookie } })).json();
  const orderId = orders[0]?.orderId;
  if (!orderId) throw new Error('no demo inventory with tasks today');
  for (let r = 0; r < RUNS; r++) {
    const form = new FormData();
    form.append('orderId', String(orderId));
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const t = performance.now();
    const res = await fetch(`${server.baseUrl}/api/order-task/import`, { method: 'POST', body: form, headers: { cookie } });
    const body = await res.json();
    const ms = performance.now() - t;
    if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    console.log(`run ${r + 1}: ${body.taskCount} tasks from ${(csv.length / 1024).toFixed(0)} KiB in ${ms.toFixed(0)} ms (answer with all tasks)`);
  }
});
