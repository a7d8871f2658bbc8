#!/usr/bin/env node
// The installed app's start (/timeclock as `teamleiter`) on a slow phone, measured in the browser itself
// rather than in Lighthouse's simulation: Debian Chromium via Playwright with the CPU slowed 4× and the
// network throttled like Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
// Two starts per run:
//   - cold: an empty browser cache (a first visit);
//   - warm: the same page opened again with the app's files in the browser's cache (every later start of
//     the installed app; its service worker answers them from its cache the same way).
// Per start: when the first order tile shows, the browser's largest and first contentful paint, and the
// long tasks after the first paint (over 50 ms; "blocking" = the part beyond 50 ms, as TBT counts it).
// RUNS (default 5) fresh contexts, medians printed. WEB_DIST as in web-build.mjs. Not part of `npm test`.
import { loadavg } from 'node:os';
import { chromium } from 'playwright';
import { loginCookie, report } from './bench-stack.mjs';
import { webBuild, withWebServer } from './web-build.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One start of /timeclock in `page`: its figures once the first tile shows. */
async function start(page, baseUrl) {
  const t0 = Date.now();
  await page.goto(`${baseUrl}/timeclock`);
  await page.getByTestId('tile-name').first().waitFor();
  const tile = Date.now() - t0;
  return page.evaluate(
    async (tileMs) => {
      const entries = (type) => new Promise((resolve) => new PerformanceObserver((l) => resolve(l.getEntries())).observe({ type, buffered: true }));
      const lcp = (await entries('largest-contentful-paint')).at(-1).startTime;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      const tasks = (await entries('longtask')).filter((e) => e.startTime >= fcp);
      return { tile: tileMs, lcp, fcp, blocking: tasks.reduce((sum, e) => sum + e.duration - 50, 0), longTasks: tasks.length };
    },
    tile,
  );
}

const build = webBuild();
try {
  await withWebServer(build.dir, async ({ server }) => {
    const cookie = await loginCookie(server.baseUrl, 'teamleiter');
    const [name, ...value] = cookie.split('=');
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    const results = { cold: [], warm: [] };
    try {
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
        await context.addCookies([{ name, value: value.join('='), url: server.baseUrl }]);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 });
        for (const kind of ['cold', 'warm']) {
          const r = await start(page, server.baseUrl);
          results[kind].push(r);
          console.log(
            `${kind} run ${i + 1}: first tile ${r.tile} ms, LCP ${Math.round(r.lcp)} ms, FCP ${Math.round(r.fcp)} ms, ` +
              `${r.longTasks} long tasks after FCP, blocking ${Math.round(r.blocking)} ms (load ${loadavg()[0].toFixed(2)})`,
          );
          await page.goto('about:blank');
        }
        await context.close();
      }
    } finally {
      await browser.close();
    }
    for (const kind of ['cold', 'warm']) {
      const m = (k) => Math.round(median(results[kind].map((r) => r[k])));
      const text = `first tile ${m('tile')} ms, LCP ${m('lcp')} ms, FCP ${m('fcp')} ms, blocking after FCP ${m('blocking')} ms (median of ${RUNS})`;
      console.log(`/timeclock start, ${kind}: ${text}`);
      report({ name: `/timeclock start on a throttled phone, ${kind === 'cold' ? 'empty cache' : 'app files cached'}`, data: 'production build, demo data, 4× CPU, 150 ms RTT, 1.6 Mbit/s', value: text });
    }
  });
} finally {
  build.cleanup();
}
