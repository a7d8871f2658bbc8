import { type APIRequest, type APIRequestContext, type BrowserContextOptions, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Waits until the page's finite animations (dialogs fading in, toasts sliding) have finished. */
export async function animationsSettled(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Toasts pause while the pointer rests on them, and on a phone they lie over a dialog's buttons at the
 * bottom of the screen: move the pointer away and wait until none is left before clicking there.
 */
export async function noToasts(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0, { timeout: 8_000 });
}

/** The demo users' password (README). */
export const DEMO_PASSWORD = 'demo1234';

/** Today in Berlin as YYYY-MM-DD. */
export const berlinToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

/**
 * The day the demo data was seeded for as "today" (`npm test` passes it, tests/scripts/stack.mjs): its
 * running orders, tasks and clocked-in people belong to that day, also when the run has crossed midnight
 * since. Without it (a server started by hand) today.
 */
export const demoDay = () => process.env.TEST_DEMO_DAY ?? berlinToday();

/** Logs a demo user in through the login page and waits for the success toast. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Login erfolgreich.')).toBeVisible();
}

/**
 * Logs out through the user menu in the header. Waits until the menu has finished opening, so the
 * click lands on "Abmelden" and is not swallowed by an animation still running (drawer, menu).
 */
export async function logout(page: Page): Promise<void> {
  await userMenu(page, 'Abmelden');
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Opens a menu with its trigger and chooses an entry once the menu has finished opening: a click while
 * the menu (on a phone also the drawer) still animates is swallowed (seen for 'Abmelden' and 'Profil').
 */
export async function chooseFromMenu(page: Page, trigger: Locator, item: string): Promise<void> {
  await animationsSettled(page);
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await animationsSettled(page);
  await page.getByRole('menuitem', { name: item }).click();
}

/** Chooses an entry of the user menu in the header. */
export const userMenu = (page: Page, item: 'Abmelden' | 'Profil') => chooseFromMenu(page, page.getByRole('button', { name: /^Benutzermenü/ }), item);

/** A logged-in API session of a demo user (REST and GraphQL share the session cookie). */
export async function apiAs(playwright: { request: APIRequest }, baseURL: string, username: string): Promise<APIRequestContext> {
  const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await ctx.post('/api/login', { form: { username, password: DEMO_PASSWORD } })).status()).toBe(200);
  return ctx;
}

/** A GraphQL call in a page's or an API context's session; GraphQL errors fail the test. */
export async function gql<T>(target: Page | APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const request = 'request' in target ? target.request : target;
  const answer = await request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  const body = (await answer.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** The project's browser settings (desktop or phone) for a context a test opens itself with `browser.newContext()`. */
export function projectContextOptions(testInfo: TestInfo): BrowserContextOptions {
  const use = testInfo.project.use;
  return {
    baseURL: use.baseURL,
    locale: use.locale,
    timezoneId: use.timezoneId,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
  };
}
