#!/usr/bin/env node
// GET /api/v2/orders on the demo data (about 400 orders, 6 assignments each, checklists on inventories):
// the default two-week overview and a whole year with checklists. Sequential, loopback, bounded.
import { DateTime } from 'luxon';
import { startStack } from '../scripts/stack.mjs';
import { loginCookie, percentiles, report } from './bench-stack.mjs';

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
    const { p50, p95 } = percentiles(times);
    const name = `GET ${q.replace(/\d{4}-\d{2}-\d{2}/g, 'D')}`;
    console.log(`${name} (${count} orders): p50 ${p50} ms, p95 ${p95} ms`);
    report({ name, data: `demo data, ${count} orders in the range`, p50, p95 });
  }
} finally {
  await stack.stop();
}
