import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from './fixtures';
import { login, logout } from './support';

/**
 * The installable app: manifest, service worker, offline start of /timeclock.
 *
 * Lighthouse 12 (the one installed) has no PWA category any more; its removed "installable-manifest"
 * audit asked Chromium the same question as here: CDP `Page.getInstallabilityErrors`.
 * Chromium answers "in-incognito" for every context Playwright opens with `newContext` (they are
 * off the record), so that check runs in a persistent context of its own.
 * Service workers are blocked in the other specs (tests/playwright.config.ts); here they run.
 * Desktop only: the worker and the manifest do not depend on the viewport.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until a service worker is active for the page (it registers after load and idle). */
async function workerActive(page: Page): Promise<string> {
  return page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL ?? ''));
}

async function installabilityErrors(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((e) => [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(' '));
  } finally {
    await cdp.detach();
  }
}

/** Every URL path in the page's Cache Storage, by cache. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('the app is installable: manifest, icons, a worker that controls the page; /login and /timeclock without installability errors @desktop-only', async ({ request }, testInfo) => {
  test.setTimeout(90_000);
  const manifestAnswer = await request.get('/manifest.webmanifest');
  expect(manifestAnswer.status()).toBe(200);
  expect(manifestAnswer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(manifestAnswer.headers()['cache-control']).toBe('no-cache');
  const manifest = await manifestAnswer.json();
  expect(manifest).toMatchObject({
    name: 'Inventurdienst',
    short_name: 'Inventur',
    lang: 'de',
    start_url: '/timeclock',
    scope: '/',
    display: 'standalone',
    theme_color: '#65a30d',
    background_color: '#ffffff',
  });
  expect(manifest.description).toBeTruthy();
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    const size = Number(icon.sizes.split('x')[0]);
    const png = await answer.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([size, size]);
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  const profile = mkdtempSync(join(tmpdir(), 'inv-pwa-'));
  const { launchOptions, baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale, timezoneId, viewport, serviceWorkers: 'allow' });
  try {
    await installableIn(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installableIn(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  // Installable before anything is installed (the worker registers once signed in, register-sw.ts).
  expect(await installabilityErrors(context, page)).toEqual([]);

  await login(page, 'teamleiter');
  await expect(page).toHaveURL(/\/timeclock$/);
  expect(await workerActive(page)).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Benutzermenü/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  expect(await installabilityErrors(context, page)).toEqual([]);
}

test('offline start: /timeclock opened once opens again without network; no /api or /graphql answer in any cache @desktop-only', async ({ page, context, shot }) => {
  test.setTimeout(90_000);
  await login(page, 'teamleiter');
  await expect(page).toHaveURL(/\/timeclock$/);
  await expect(page.getByRole('button', { name: /^Benutzermenü/ })).toBeVisible();
  await workerActive(page);
  // Wait until the worker controls the page (clientsClaim), so the next load goes through it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const online = await cachedPaths(page);
  expect(online).toContain('/index.html');
  expect(online.some((p) => /^\/assets\/.*\.js$/.test(p))).toBe(true);
  expect(online.filter((p) => /^\/(api|graphql|healthz)(\/|$)/.test(p))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    // The app shell (header with the user menu) and the page's own title: served by the worker.
    await expect(page.getByRole('button', { name: /^Benutzermenü/ })).toBeVisible();
    await expect(page).toHaveTitle(/Inventurdienst/);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const offline = await cachedPaths(page);
    expect(offline.filter((p) => /^\/(api|graphql|healthz)(\/|$)/.test(p))).toEqual([]);
    await shot(page, 'pwa-offline-start', { fullPage: false });
  } finally {
    await context.setOffline(false);
  }
  // The stored session that opened the shell offline is gone with the logout.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Benutzermenü/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('inventurdienst.offline-session'))).toContain('teamleiter');
  await logout(page);
  expect(await page.evaluate(() => localStorage.getItem('inventurdienst.offline-session'))).toBeNull();
});
