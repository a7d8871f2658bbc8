#!/usr/bin/env node
// Lighthouse 12 (mobile profile = default config, performance only) against Debian Chromium
// (CHROME_PATH, default /usr/bin/chromium, headless) on a stack it starts with the production web
// build: /login, and /timeclock logged in as `teamleiter` (session cookie via extraHeaders).
// RUNS runs per page (default 3), the median reported; PAGES=timeclock runs only the pages named. Not part of `npm test`; loopback only.
// Lighthouse simulates a slow 4G network and a 4× slower CPU from what it observes, so a busy
// machine lowers the scores: note `uptime` next to the figures.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loginCookie, report } from './bench-stack.mjs';
import { webBuild, withWebServer } from './web-build.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let saved = 0;
/** One Lighthouse run; a run whose trace broke (NO_NAVSTART and the like, "run again") is repeated once. */
async function audit(chrome, url, extraHeaders, retry = true) {
  try {
    return await auditOnce(chrome, url, extraHeaders);
  } catch (err) {
    if (!retry) throw err;
    console.log(`  (${err.message}; once more)`);
    return audit(chrome, url, extraHeaders, false);
  }
}

async function auditOnce(chrome, url, extraHeaders) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders });
  // LH_JSON_DIR=dir keeps every report (open with https://googlechrome.github.io/lighthouse/viewer/).
  if (process.env.LH_JSON_DIR) writeFileSync(join(process.env.LH_JSON_DIR, `lighthouse-${++saved}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id].numericValue;
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && (a.details?.type === 'opportunity' || a.metricSavings))
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    score: lhr.categories.performance.score,
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    finalUrl: lhr.finalDisplayedUrl,
    opportunities,
  };
}

const build = webBuild();
try {
  await withWebServer(build.dir, async ({ server }) => {
    const cookie = await loginCookie(server.baseUrl, 'teamleiter');
    const pages = [
      { name: '/login', url: `${server.baseUrl}/login`, headers: undefined },
      { name: '/timeclock (teamleiter)', url: `${server.baseUrl}/timeclock`, headers: { Cookie: cookie } },
    ].filter((p) => !process.env.PAGES || process.env.PAGES.split(',').some((x) => p.name.includes(x)));
    // One browser (fresh profile) per page: Lighthouse keeps localStorage and cookies between runs,
    // and a session cookie stored by a /timeclock run would forward /login.
    for (const page of pages) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
      try {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const r = await audit(chrome, page.url, page.headers);
          runs.push(r);
          console.log(
            `${page.name} run ${i + 1}: score ${r.score.toFixed(2)}, LCP ${(r.lcp / 1000).toFixed(2)} s, FCP ${(r.fcp / 1000).toFixed(2)} s, ` +
              `TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, ${(r.bytes / 1024).toFixed(1)} KB transferred (load ${loadavg()[0].toFixed(2)}) → ${r.finalUrl}` +
              (r.opportunities.length ? `\n    to improve: ${r.opportunities.join(', ')}` : ''),
          );
        }
        const m = (k) => median(runs.map((r) => r[k]));
        const value =
          `score ${m('score').toFixed(2)}, LCP ${(m('lcp') / 1000).toFixed(2)} s, FCP ${(m('fcp') / 1000).toFixed(2)} s, TBT ${Math.round(m('tbt'))} ms, ` +
          `CLS ${m('cls').toFixed(3)}, ${(m('bytes') / 1024).toFixed(1)} KB transferred (median of ${RUNS})`;
        console.log(`Lighthouse mobile ${page.name}: ${value}`);
        report({ name: `Lighthouse mobile performance ${page.name}`, data: 'production build, Debian Chromium', value });
      } finally {
        await chrome.kill();
      }
    }
  });
} finally {
  build.cleanup();
}
