import { expect, test } from './fixtures';
import { login } from './support';

/**
 * Statistics rows name the employee with the personnel number (spec 3 §2.8): the demo holds pairs of one
 * name (e.g. 2003 and 2033 'Meyer, David'), which would otherwise be two identical rows.
 */
test('statistics rows show the personnel number, so employees of one name are told apart', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/statistic');
  const rows = page.getByTestId('employees-row');
  await expect(rows.first()).toBeVisible();
  const names = await rows.evaluateAll((els) => els.map((el) => (el.querySelector('td, p')?.textContent ?? '').trim()));
  expect(names.length).toBeGreaterThan(1);
  for (const n of names) expect(n).toMatch(/^.+, .+ \(\d+\)$/);
  expect(new Set(names).size).toBe(names.length);

  await page.getByRole('tab', { name: 'Leistung' }).click();
  const perf = page.getByTestId('performances-row');
  await expect(perf.first()).toBeVisible();
  await expect(perf.first()).toContainText(/\(\d+\)/);
});
