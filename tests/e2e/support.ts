import { join } from 'node:path';

/** Screenshots are kept beside the specs (tests/e2e/screenshots), whatever directory Playwright was started from. */
export const screenshotPath = (testDir: string, name: string) => join(testDir, 'screenshots', `${name}.png`);
