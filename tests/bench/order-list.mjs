#!/usr/bin/env node
// GET /api/v2/orders on the demo data (about 400 orders, 6 assignments each, checklists on inventories):
// the default two-week overview and a whole year with checklists. Sequential, loopback, bounded.
import { DateTime } from 'luxon';
import { startStack } from '../scripts/stack.mjs';
import { loginCookie } from './bench-stack.mjs';

const RUNS = Number(process.env.RUNS ?? 30);
const stack = await startStack();
try {
  const cookie = await loginCookie(stack.baseUrl, 'buero');
  const today = DateTime.now().setZone('Europe/Berlin');
  const queries = [
    `/api/v2/orders?from=${today.minus({ days: 14 }).toISODate()}&to=${today.toISODate()}&size=1000`,
    `/api/v2/orders?from=${today.startOf('year').toISODate()}&to=${today.endOf('year').toISODate()}&include=checklist&size=1000`,
  ];
  for (const q of queries) {
    const times = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(stack.baseUrl + q, { headers: { cookie } });
      count = (await res.json()).page.totalElements;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`${q.replace(/\d{4}-\d{2}-\d{2}/g, 'D')} (${count} orders): p50 ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, p95 ${times[Math.floor(RUNS * 0.95)].toFixed(0)} ms`);
  }
} finally {
  await stack.stop();
}
