import { join } from 'node:path';

/** Screenshots are kept beside the specs (tests/e2e/screenshots), whatever directory Playwright was started from. */
export const screenshotPath = (testDir: string, name: string) => join(testDir, 'screenshots', `${name}.png`);

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
