import { expect, type Locator, type Page, test } from './fixtures';
import { demoDay, login } from './support';
import { withDb } from './timeclock-support';

/**
 * The timeclock's order page on a small screen (spec 2 §2.5): the floating "+" never lies over a field or
 * link one reaches, and a long name with the team-leader badge is shown whole. The demo's inventory of
 * the day is led by the team leader (2001) and has operator numbers (server/src/db/seeds/demo-timeclock.ts).
 */
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function demoInventory(): Promise<number> {
  return withDb(async (c) => {
    const { rows } = await c.query<{ id: number }>(
      `select id from orders where team_leader_id = 2001 and order_type = 'INV' and valid_from <= $1::date and valid_to >= $1::date order by id limit 1`,
      [demoDay()],
    );
    expect(rows[0], 'the demo inventory led by the team leader').toBeDefined();
    return rows[0]!.id;
  });
}

async function openOrder(page: Page) {
  const orderId = await demoInventory();
  await login(page, 'teamleiter');
  await page.goto(`/timeclock/${orderId}`);
  await expect(page.getByTestId('speed-dial')).toBeVisible();
  await expect(page.locator('[data-testid="employee-row"]').first()).toBeVisible();
  // The day's crew may still be loading its operator numbers: wait until the list stands.
  await page.waitForLoadState('networkidle');
}

/** What is on the screen of a control after the browser brought it into view, and whether the "+" or the footer hides it. */
async function hiddenBy(page: Page, control: Locator): Promise<string | null> {
  const box = (await control.boundingBox())!;
  const fab = (await page.getByTestId('speed-dial').boundingBox())!;
  const footer = await page.locator('footer').first().boundingBox();
  if (overlaps(box, fab)) return 'speed dial';
  if (footer && overlaps(box, footer)) return 'footer';
  const viewport = page.viewportSize()!;
  if (box.y < 0 || box.y + box.height > viewport.height) return 'off screen';
  return null;
}

test('the "+" never covers an operator field or "Alle auswählen": focused or at the end of the list, they stand clear (the FAB covers nothing)', async ({ page, shot }) => {
  await openOrder(page);
  const controls = page.locator('[data-testid="employee-row"] input[inputmode], [data-testid^="select-all-"]');
  const count = await controls.count();
  expect(count, 'operator fields and select-all links on the demo inventory').toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    // As the phone does when a field gets the focus (tap, the keyboard's "next"): it is scrolled into view.
    await controls.nth(i).focus();
    await page.waitForTimeout(50);
    const label = (await controls.nth(i).getAttribute('aria-label')) ?? (await controls.nth(i).textContent());
    expect(await hiddenBy(page, controls.nth(i)), `control ${i} (${label})`).toBeNull();
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // At the end of the list the last row's field lies above the "+".
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100);
  const lastInput = page.locator('[data-testid="employee-row"] input[inputmode]').last();
  expect(await hiddenBy(page, lastInput)).toBeNull();
  await shot(page, 'timeclock-end-of-list', { fullPage: false });
});

test('the team leader’s name is shown whole beside the badge and the operator field, not cut to "Schneider, M…"', async ({ page, shot }) => {
  await openOrder(page);
  const leader = page.locator('[data-testid="employee-row"][data-employee-id="2001"]').first();
  await expect(leader).toBeVisible();
  const name = leader.getByTestId('employee-name');
  await expect(name).toHaveText('Schneider, Markus');
  await expect(leader.getByText('Teamleitung')).toBeVisible();
  const fits = await name.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflow: getComputedStyle(el).textOverflow }));
  expect(fits.scroll, JSON.stringify(fits)).toBeLessThanOrEqual(fits.client);
  expect(fits.overflow).not.toBe('ellipsis');
  await leader.scrollIntoViewIfNeeded();
  await shot(page, 'timeclock-leader-name', { fullPage: false });
});
