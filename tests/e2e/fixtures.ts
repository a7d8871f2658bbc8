/**
 * The e2e layer's `test`: Playwright's, plus an accessibility check (axe-core, WCAG 2.0/2.1 A and AA) of
 * every page a test visits, and `shot(page, name)` for the screenshots a reviewer looks at (see
 * `screenshotFile` for where they land). Specs import `test` and `expect` from here instead of
 * '@playwright/test'.
 *
 * The accessibility check. When it checks, never while the test acts (axe holds the page's main thread for a moment, and a toast
 * of 2 s could come and go unseen):
 * - after every `page.goto`, before the goto returns;
 * - at the end of the test: first each page as the test left it, then every route the test reached by a
 *   client-side navigation (a click on a link or tab) and that is still unchecked, opened again by its URL;
 * - the same just before a test closes a context it opened itself (`browser.newContext()`).
 * What fails: 'serious' and 'critical' violations; the test fails at its end with the rule id, impact,
 * route, target selectors and the first node's explanation of each.
 * Cost: one check per route pattern (ids, uuids and dates replaced) per project per worker, so a route
 * that forty tests open is checked once per worker.
 */
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, test as base, type Page, type TestInfo } from '@playwright/test';
import { animationsSettled, noToasts } from './support';

export * from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The one exclusion (reason in docs/decisions/testing-and-proof.md#TST-5): react-big-calendar's all-day row in its week/day views
 * (the phone calendar) is `role="row"` outside any grid with no cells — the library's markup, not ours.
 */
const THIRD_PARTY_EXCLUDED = '.rbc-time-header-content .rbc-allday-cell';
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** A page is settled when no request of the app is open and its DOM has not changed for this long. */
const QUIET_MS = 300;
/** The longest wait for a page to settle; a check runs anyway afterwards. */
const SETTLE_TIMEOUT_MS = 5_000;
/**
 * Time each check at the end of a test gets, counted from when that check starts (a loaded machine needs
 * seconds per check). Checks made during the test give the test back the time they took, so neither eats
 * into the other's budget.
 */
const CHECK_BUDGET_MS = 20_000;

/** Route patterns already checked in this worker, per project: `phone /orders/:id/info`. */
const checkedRoutes = new Set<string>();

/** `/orders/123/worklogs/2026-05-04` → `/orders/:id/worklogs/:id`; null for what is not a page of the app. */
export function routePattern(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // A file download or an API answer opened in the page is not a page of the app.
  if (/^\/(api|graphql|files)(\/|$)/.test(parsed.pathname)) return null;
  return parsed.pathname
    .split('/')
    .map((segment) => (/^\d+$|^[0-9a-f]{8}-[0-9a-f-]{27}$|^\d{4}-\d{2}(-\d{2})?$/i.test(segment) ? ':id' : segment))
    .join('/');
}

interface Tracked {
  /** Open fetch/XHR requests of the page: a page still loading data is not checked yet. */
  inflight: number;
  /** Routes reached without a goto, unchecked when reached: pattern → the first URL seen. */
  reached: Map<string, string>;
  goto: Page['goto'];
}

class AxeCollector {
  readonly violations: string[] = [];
  private readonly pages = new Map<Page, Tracked>();
  private readonly contexts = new Set<BrowserContext>();
  private finished = false;
  /** Routes checked by this test and the time the checks took: an annotation in the report. */
  private readonly checked: string[] = [];
  private spentMs = 0;

  /** When the test's clock started, on the safe side: the browser context is set up before this fixture. */
  private readonly startedAt = Date.now() - 5_000;

  constructor(private readonly testInfo: TestInfo) {}

  private key(route: string): string {
    return `${this.testInfo.project.name} ${route}`;
  }

  attachContext(context: BrowserContext): void {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    for (const page of context.pages()) this.attachPage(page);
    context.on('page', (page) => this.attachPage(page));
    // A context the test closes itself is checked before it goes.
    const close = context.close.bind(context);
    context.close = async (...args: Parameters<BrowserContext['close']>) => {
      this.contexts.delete(context);
      if (!this.finished) await this.finishPages(context.pages());
      return close(...args);
    };
  }

  private attachPage(page: Page): void {
    if (this.pages.has(page)) return;
    const tracked: Tracked = { inflight: 0, reached: new Map(), goto: page.goto.bind(page) };
    this.pages.set(page, tracked);
    const counts = (r: { resourceType(): string }) => ['fetch', 'xhr'].includes(r.resourceType());
    page.on('request', (r) => counts(r) && tracked.inflight++);
    page.on('requestfinished', (r) => counts(r) && (tracked.inflight = Math.max(0, tracked.inflight - 1)));
    page.on('requestfailed', (r) => counts(r) && (tracked.inflight = Math.max(0, tracked.inflight - 1)));
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      tracked.inflight = 0;
      const route = routePattern(frame.url());
      if (route && !checkedRoutes.has(this.key(route)) && !tracked.reached.has(route)) tracked.reached.set(route, frame.url());
    });
    page.on('close', () => this.pages.delete(page));
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await tracked.goto(...args);
      await this.check(page);
      return response;
    };
  }

  /** Waits until no request of the page is open and its DOM has not changed for QUIET_MS. */
  private async settle(page: Page): Promise<void> {
    const tracked = this.pages.get(page);
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      while (tracked && tracked.inflight > 0 && Date.now() < deadline) await page.waitForTimeout(50);
      const quiet = await page.evaluate(
        ({ quietMs, timeoutMs }) =>
          new Promise<boolean>((resolve) => {
            const start = performance.now();
            let last = start;
            // Text changes do not count: the footer clock ticks every second.
            const observer = new MutationObserver((records) => {
              if (records.some((r) => r.type !== 'characterData')) last = performance.now();
            });
            observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
            const poll = () => {
              const now = performance.now();
              const animating = document
                .getAnimations()
                .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
              const done = !animating && now - last >= quietMs && document.readyState === 'complete';
              if (done || now - start > timeoutMs) {
                observer.disconnect();
                resolve(done);
              } else setTimeout(poll, 50);
            };
            setTimeout(poll, 50);
          }),
        { quietMs: QUIET_MS, timeoutMs: Math.max(QUIET_MS, deadline - Date.now()) },
      );
      if (quiet && (!tracked || tracked.inflight === 0)) return;
    }
  }

  /** Checks the page as it is now, unless its route was checked before in this worker. */
  private async check(page: Page): Promise<void> {
    const route = routePattern(page.url());
    if (!route || page.isClosed()) return;
    const key = this.key(route);
    if (checkedRoutes.has(key)) return;
    const started = Date.now();
    const timeoutBefore = this.testInfo.timeout;
    this.testInfo.setTimeout(timeoutBefore + CHECK_BUDGET_MS);
    try {
      await this.settle(page);
      if (routePattern(page.url()) !== route) return; // the page moved on by itself (a redirect): checked there
      // Legacy mode runs axe.run in the page itself; the default opens a blank page per check to merge frames.
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude(THIRD_PARTY_EXCLUDED).setLegacyMode(true).analyze();
      checkedRoutes.add(key);
      this.checked.push(route);
      this.pages.get(page)?.reached.delete(route);
      for (const v of results.violations) {
        if (!v.impact || !FAILING_IMPACTS.has(v.impact)) continue;
        const targets = v.nodes.map((n) => n.target.join(' ')).join(' | ');
        // The first node's summary says why (e.g. the contrast ratio and both colours).
        const why = (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        this.violations.push(`${v.id} (${v.impact}) on ${route}: ${v.help} [${v.nodes.length}] → ${targets}\n      ${why}`);
      }
    } catch (error) {
      // A page that closed or navigated away under the check is checked at its next visit.
      if (!page.isClosed() && !/context was destroyed|navigat|Target .*closed/i.test(String(error))) throw error;
    } finally {
      const spent = Date.now() - started;
      this.spentMs += spent;
      // The check is not the test's work: the test keeps the time it had before the check.
      this.testInfo.setTimeout(timeoutBefore + spent);
    }
  }

  /** Gives the next check at the end of the test its own budget from now on, whatever the test used. */
  private budgetFromNow(): void {
    const elapsed = Date.now() - this.startedAt;
    this.testInfo.setTimeout(Math.max(this.testInfo.timeout, elapsed + CHECK_BUDGET_MS));
  }

  /** The pages as the tests left them, then the routes they reached by a click and that are still unchecked. */
  private async finishPages(pages: readonly Page[]): Promise<void> {
    const open = pages.filter((p) => !p.isClosed() && this.pages.has(p));
    if (!open.length) return;
    for (const page of open) {
      this.budgetFromNow();
      await this.check(page);
    }
    for (const page of open) {
      const tracked = this.pages.get(page)!;
      // Opening one route may lead on to another (a redirect): that one is checked in the same loop.
      // A route that only redirects ("/" → "/timeclock") is never checked itself and is reached again
      // by every visit: each route is opened once here, or the loop would spend its visits on it.
      const opened = new Set<string>();
      for (let visits = 0; tracked.reached.size > 0 && visits < 30; visits++) {
        const [route, url] = tracked.reached.entries().next().value!;
        tracked.reached.delete(route);
        if (checkedRoutes.has(this.key(route)) || opened.has(route)) continue;
        opened.add(route);
        this.budgetFromNow();
        try {
          await tracked.goto(url);
        } catch {
          continue;
        }
        await this.check(page);
      }
    }
  }

  /** At the end of the test: check what is left, then report. */
  async finish(): Promise<void> {
    for (const context of [...this.contexts]) await this.finishPages(context.pages());
    this.finished = true;
    if (this.checked.length) {
      this.testInfo.annotations.push({ type: 'axe', description: `${this.checked.join(', ')} (${this.spentMs} ms)` });
    }
    if (this.violations.length) {
      throw new Error(
        `Accessibility (axe-core, ${WCAG_TAGS.join(', ')}): ${this.violations.length} serious or critical violation(s)\n` +
          this.violations.map((v) => `  - ${v}`).join('\n'),
      );
    }
  }
}

/**
 * How `shot` takes a screenshot. A spec sets its own defaults with `test.use({ shotOptions: { … } })`;
 * the options of a call override them.
 */
export interface ShotOptions {
  /** The whole scrollable page instead of the screen. Default: the whole page on a desktop, the screen on a phone. */
  fullPage?: boolean;
  /**
   * Wait until no toast is left first (the pointer moved away, since a toast pauses under it). Needed
   * before a full-page shot: it resizes the page, which leaves a toast paused for good.
   */
  noToasts?: boolean;
  /** Fail when the page is wider than the screen: no sideways scrolling, least of all on a phone. */
  noOverflow?: boolean;
  /** Scroll to the top before a full-page shot, so sticky headers are drawn where they belong. */
  scrollToTop?: boolean;
  /**
   * The viewport the page was opened with, when the test opened a context of another viewport than its
   * project's itself: names the folder and the full-page default.
   */
  viewport?: 'desktop' | 'phone';
}

/** Takes a screenshot of `page` once it has settled and returns the file's path. */
export type Shot = (page: Page, name: string, options?: ShotOptions) => Promise<string>;

/**
 * Where a run's screenshots land: `tests/e2e/results/screenshots/<viewport>/<name>.png`, inside
 * Playwright's output folder (ignored by git, emptied at the start of each run). Nothing compares them;
 * they are for a reviewer to look at.
 */
export const screenshotFile = (testInfo: TestInfo, viewport: string, name: string) => join(testInfo.project.outputDir, 'screenshots', viewport, `${name}.png`);

export const test = base.extend<{ axe: AxeCollector; shot: Shot; shotOptions: ShotOptions }>({
  shotOptions: [{}, { option: true }],
  shot: async ({ shotOptions }, use, testInfo) => {
    await use(async (page, name, options = {}) => {
      const o = { ...shotOptions, ...options };
      const viewport = o.viewport ?? testInfo.project.name;
      const fullPage = o.fullPage ?? viewport !== 'phone';
      if (o.noToasts) await noToasts(page);
      // Dialogs, tabs and toasts animate in; a screenshot in the middle of an animation is useless.
      await animationsSettled(page);
      if (o.noOverflow) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name}: page wider than the screen`).toBeLessThanOrEqual(0);
      }
      if (o.scrollToTop && fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      const path = screenshotFile(testInfo, viewport, name);
      await page.screenshot({ path, fullPage });
      return path;
    });
  },
  axe: [
    // Depends on `context`, so it ends before the context closes and can still check its pages.
    async ({ browser, context }, use, testInfo) => {
      const collector = new AxeCollector(testInfo);
      collector.attachContext(context);
      // Contexts a test opens itself are checked too.
      const newContext = browser.newContext.bind(browser);
      const patched = browser as Browser & { newContext: Browser['newContext'] };
      patched.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const opened = await newContext(...args);
        collector.attachContext(opened);
        return opened;
      };
      try {
        await use(collector);
      } finally {
        patched.newContext = newContext;
      }
      await collector.finish();
    },
    { auto: true },
  ],
});
