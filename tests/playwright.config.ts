import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against a running app (TEST_BASE_URL) with Debian's Chromium — never
 * `playwright install`. Start the server first, e.g. on port 3200, then:
 *   TEST_BASE_URL=http://localhost:3200 npx playwright test -c playwright.config.ts
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/results',
  workers: 2,
  retries: 0,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.TEST_BASE_URL,
    browserName: 'chromium',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // The app's service worker stays out of every spec but the ones about it (pwa, offline
    // timeclock: `test.use({ serviceWorkers: 'allow' })`): requests a worker handles bypass page.route,
    // and each fresh context would download the whole precache (~100 files) while the test runs.
    serviceWorkers: 'block',
  },
  projects: [
    // Tests tagged for one viewport (an applicant on a phone, an office screen on a desktop) run only there.
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', grepInvert: /@desktop-only/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
});
