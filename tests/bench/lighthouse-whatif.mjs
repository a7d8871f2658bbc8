#!/usr/bin/env node
// What bounds Lighthouse's simulated LCP of a page: the same page (default /timeclock as `teamleiter`)
// measured with Lighthouse's mobile profile and again with one part of its model taken away —
//   cpu×1:        no CPU slowdown (script and rendering as fast as on this machine);
//   bandwidth ∞:  the simulated link's bandwidth unlimited, its 150 ms round trips kept.
// A part whose removal leaves LCP where it was is not what bounds it. RUNS (default 2) per model, the
// median printed; PAGE, USER_NAME (default teamleiter, on /login nobody), WEB_DIST as in lighthouse.mjs. Not part of `npm test`; loopback only.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loginCookie } from './bench-stack.mjs';
import { webBuild, withWebServer } from './web-build.mjs';

const RUNS = Number(process.env.RUNS ?? 2);
const PAGE = process.env.PAGE ?? '/timeclock';
const USER = process.env.USER_NAME ?? (PAGE === '/login' ? '' : 'teamleiter'); // '' = anonymous
// Lighthouse 12's mobile default (constants.throttling.mobileSlow4G) and the parts taken away.
const MOBILE = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 };
const MODELS = [
  ['mobile (as lighthouse.mjs)', {}],
  ['cpu×1', { cpuSlowdownMultiplier: 1 }],
  ['bandwidth ∞', { throughputKbps: 1e7 }],
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const build = webBuild();
try {
  await withWebServer(build.dir, async ({ server }) => {
    const extraHeaders = USER ? { Cookie: await loginCookie(server.baseUrl, USER) } : undefined;
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    try {
      for (const [name, change] of MODELS) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const { lhr } = await lighthouse(
            `${server.baseUrl}${PAGE}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders },
            { extends: 'lighthouse:default', settings: { throttling: { ...MOBILE, ...change } } },
          );
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          runs.push({ lcp: lhr.audits['largest-contentful-paint'].numericValue, fcp: lhr.audits['first-contentful-paint'].numericValue, tbt: lhr.audits['total-blocking-time'].numericValue });
        }
        const m = (k) => median(runs.map((r) => r[k]));
        console.log(`${PAGE}${USER ? ` (${USER})` : ''}, ${name}: LCP ${(m('lcp') / 1000).toFixed(2)} s, FCP ${(m('fcp') / 1000).toFixed(2)} s, TBT ${Math.round(m('tbt'))} ms (median of ${RUNS})`);
      }
    } finally {
      await chrome.kill();
    }
  });
} finally {
  build.cleanup();
}
