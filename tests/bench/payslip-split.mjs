#!/usr/bin/env node
// Splitting a payroll PDF (target: 200 pages well under 20 s): PAGES payslip pages (default 200)
// for EMPLOYEES employees (default 60, so most get several pages, one page in 20 carries an unknown
// number) rendered with pdfkit, then read page by page with pdf.js and cut with pdf-lib (each in a
// worker thread under the default limits) — the same function the upload runs. Needs the built server (npx tsc -b server).
import { splitPayslips } from '../../server/dist/documents/payslip-split.js';
import { renderPayslips } from '../../server/dist/documents/payslip-split.samples.js';

const PAGES = Number(process.env.PAGES ?? 200);
const EMPLOYEES = Number(process.env.EMPLOYEES ?? 60);
const RUNS = Number(process.env.RUNS ?? 3);

const pages = Array.from({ length: PAGES }, (_, i) => ({
  personnelNumber: i % 20 === 19 ? 900000 + i : 3000 + (i % EMPLOYEES),
  name: `Person ${i % EMPLOYEES}`,
  yearMonth: '2026-09',
}));
const t0 = performance.now();
const pdf = await renderPayslips(pages);
console.log(`rendered ${PAGES} pages (${(pdf.length / 1024).toFixed(0)} KiB) in ${(performance.now() - t0).toFixed(0)} ms`);

const known = new Set(Array.from({ length: EMPLOYEES }, (_, i) => 3000 + i));
const times = [];
let result;
for (let r = 0; r < RUNS; r++) {
  const t = performance.now();
  result = await splitPayslips(pdf, () => known);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(
  `split ${result.pageCount} pages → ${result.groups.length} employee PDFs + ${result.unassigned.length} unassigned page ranges: ` +
    `best ${(times[0] / 1000).toFixed(2)} s, worst ${(times.at(-1) / 1000).toFixed(2)} s over ${RUNS} runs (limit 20 s)`,
);
if (times.at(-1) > 20_000) process.exitCode = 1;
