import { expect, test } from './fixtures';
import { login } from './support';

const pad = (n: number) => String(n).padStart(2, '0');
/** Last month (YYYY-MM): the demo data holds counting figures for this and last month; last month is complete. */
function lastMonth(): string {
  const now = new Date();
  const m = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${m.getFullYear()}-${pad(m.getMonth() + 1)}`;
}

/** Lena Hoffmann (user "mitarbeiter"): a demo counter with worked inventories. */
const COUNTER = 2002;
/** Markus Schneider (user "teamleiter"). */
const TEAM_LEADER = 2001;

test.describe('counting performance (spec 3 §2.6)', () => {
  test('Statistic (admin) sees another employee with rows, figures, the total and the chart', async ({ page, shot }) => {
    await login(page, 'admin');
    const month = lastMonth();
    await page.goto(`/inventories?tab=1&employeeId=${COUNTER}&date=${month}`);
    await expect(page.getByTestId('performance-employee')).toContainText(`(${COUNTER})`);
    await expect(page.getByTestId('performance-month')).toHaveValue(`${month.slice(5)}.${month.slice(0, 4)}`);
    const rows = page.getByTestId('performance-row');
    await expect(rows.first()).toBeVisible();
    // A date of the month, working hours as HH:MM Std. (spec 1 §9) and whole numbers for positions.
    await expect(rows.first()).toContainText(new RegExp(`\\d{2}\\.${month.slice(5)}\\.${month.slice(0, 4)}`));
    await expect(rows.first()).toContainText(/\d{2,}:\d{2} Std\./);
    const total = page.getByTestId('performance-total');
    await expect(total).toContainText('Gesamt');
    await expect(total).toContainText(/\d{2,}:\d{2} Std\./);
    await expect(page.getByTestId('performance-chart')).toBeVisible();
    await expect(page.getByTestId('performance-chart').locator('svg.recharts-surface')).toBeVisible();
    await shot(page, 'inventories-performance-statistic');
  });

  test('without Statistic another employeeId is ignored: the own performance shows', async ({ page, shot }) => {
    await login(page, 'teamleiter');
    await page.goto(`/inventories?tab=1&employeeId=${COUNTER}&date=${lastMonth()}`);
    // The demo role Teamleiter holds Inventory_ViewPerformance but not Statistic.
    await expect(page.getByRole('tab', { name: 'Zählleistung' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('performance-employee')).toContainText(`(${TEAM_LEADER})`);
    await expect(page.getByTestId('performance-employee')).not.toContainText(`(${COUNTER})`);
    await expect(page.getByTestId('performance-employee-search')).toHaveCount(0);
    await shot(page, 'inventories-performance-own');
  });
});

test.describe('competencies (spec 3 §2.6)', () => {
  test('filters by a flag and opens an employee', async ({ page, shot }, testInfo) => {
    await login(page, 'admin');
    await page.goto('/inventories?tab=2');
    const phone = testInfo.project.name === 'phone';
    if (phone) {
      await expect(page.getByTestId('competency-item').first()).toBeVisible();
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByLabel('Filter Blumen').selectOption('yes');
      const items = page.getByTestId('competency-item');
      await expect(items.first()).toBeVisible();
      // Every employee listed now holds the flag.
      // The list is replaced once the filtered page arrives: retried until every item holds the flag.
      await expect(async () => {
        const all = await items.all();
        expect(all.length).toBeGreaterThan(0);
        for (const item of all) await expect(item.getByText('Blumen', { exact: true })).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 10_000 });
      await shot(page, 'inventories-performance-competencies');
      await items.first().getByRole('link').click();
    } else {
      const table = page.getByTestId('competency-table');
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await page.getByRole('button', { name: 'Filter anzeigen' }).click();
      await page.getByLabel('Filter Blumen').selectOption('yes');
      await expect(page.getByTestId('table-range')).not.toHaveText('0–0 von 0');
      const flowersColumn = await table.getByRole('columnheader').allTextContents();
      const index = flowersColumn.findIndex((h) => h.startsWith('Blumen'));
      expect(index).toBeGreaterThan(0);
      const body = table.locator('tbody tr');
      await expect(async () => {
        for (const row of await body.all()) await expect(row.locator('td').nth(index)).toHaveText('ja', { timeout: 500 });
      }).toPass({ timeout: 10_000 });
      await shot(page, 'inventories-performance-competencies');
      await body.first().locator('td').first().click();
    }
    await expect(page).toHaveURL(/\/employees\/\d+/);
  });
});
