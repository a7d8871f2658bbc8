import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './fixtures';
import { login } from './support';

const pad = (n: number) => String(n).padStart(2, '0');
/** Last month (YYYY-MM) and its first and last day: complete, with demo worklogs, cash flows and counting figures. */
function lastMonth() {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  const month = `${first.getFullYear()}-${pad(first.getMonth() + 1)}`;
  return { month, from: `${month}-01`, to: `${month}-${pad(last.getDate())}` };
}
const de = (iso: string) => iso.split('-').reverse().join('.');

async function openTab(page: Page, name: string, param: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${param}(&|$)`));
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** Submits a report form and returns the download's name and first bytes. */
async function download(page: Page, form: string) {
  const card = page.getByTestId(form);
  const downloading = page.waitForEvent('download');
  await card.getByTestId(`${form}-submit`).click();
  const file = await downloading;
  const bytes = await readFile((await file.path())!);
  await expect(card.getByTestId(`${form}-error`)).toHaveCount(0);
  return { name: file.suggestedFilename(), head: bytes.subarray(0, 2).toString('latin1') };
}

test.describe('statistics (spec 3 §2.8)', () => {
  test('the office switches tabs, filters the order summaries, downloads both reports and opens a performance row', async ({ page, shot }) => {
    const { month, from, to } = lastMonth();
    await login(page, 'admin');
    await page.goto(`/statistic?yearMonth=${month}`);
    await expect(page.getByTestId('statistics-month')).toHaveValue(`${month.slice(5)}.${month.slice(0, 4)}`);
    await expect(page.getByRole('tab', { name: 'Mitarbeiter', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('employees-row').first().or(page.getByText('Keine Daten verfügbar'))).toBeVisible();
    await page.getByTestId('twelve-months').click();
    await expect(page.getByTestId('employees-range')).toContainText(`${pad(Number(month.slice(5)) % 12 + 1)}.`);
    await shot(page, 'statistics-employees');

    await openTab(page, 'Mitarbeiter v2', 'employeesV2');
    await expect(page.getByTestId('employees-v2-row').first().or(page.getByText('Keine Daten verfügbar'))).toBeVisible();
    await shot(page, 'statistics-employees-v2');

    // Order summaries: rows of the month, sorted by name; the type filter narrows them.
    await openTab(page, 'Auftragsübersicht', 'orders');
    const rows = page.getByTestId('order-summaries-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId(`comparison-${month}`)).toBeVisible();
    await shot(page, 'statistics-orders');
    await page.getByTestId('order-type-filter').selectOption('INV');
    await expect(page).toHaveURL(/orderType=INV/);
    await expect(rows.first().or(page.getByText('Keine Daten verfügbar'))).toBeVisible();
    for (const badge of await page.getByTestId('order-type-badge').all()) await expect(badge).toHaveText('INV');
    await page.getByTestId('refresh-all').click();
    await expect(page.getByText(/neu berechnet\./)).toBeVisible();
    await page.getByTestId('order-type-filter').selectOption('');
    await expect(page).not.toHaveURL(/orderType=/);
    await expect(rows.first()).toBeVisible();
    await rows.first().getByTestId('refresh-row').click();
    await expect(rows.first()).toBeVisible();
    await shot(page, 'statistics-orders-filtered');

    // Reports: validation first, then both downloads as xlsx (a zip: 'PK').
    await openTab(page, 'Berichte', 'reports');
    const hours = page.getByTestId('working-hours-report');
    await hours.getByTestId('working-hours-type').selectOption('');
    await hours.getByTestId('working-hours-report-submit').click();
    await expect(hours.getByText('Auftragsart muss gesetzt sein')).toBeVisible();
    await hours.getByTestId('working-hours-type').selectOption('ALL');
    await hours.getByTestId('working-hours-month').fill(`${month.slice(5)}.${month.slice(0, 4)}`);
    await hours.getByTestId('working-hours-month').press('Tab');
    const workingHours = await download(page, 'working-hours-report');
    expect(workingHours.name).toBe(`Arbeitszeiten_${month}_ALL.xlsx`);
    expect(workingHours.head).toBe('PK');

    const perf = page.getByTestId('performance-report');
    await perf.getByTestId('performance-from').fill(de(to));
    await perf.getByTestId('performance-from').press('Tab');
    await perf.getByTestId('performance-to').fill(de(from));
    await perf.getByTestId('performance-to').press('Tab');
    await perf.getByTestId('performance-report-submit').click();
    await expect(perf.getByText('Bis darf nicht vor Von liegen')).toBeVisible();
    await perf.getByTestId('performance-from').fill(de(from));
    await perf.getByTestId('performance-from').press('Tab');
    await perf.getByTestId('performance-to').fill(de(to));
    await perf.getByTestId('performance-to').press('Tab');
    const performance = await download(page, 'performance-report');
    expect(performance.name).toBe(`Zaehlleistung_${from}_${to}.xlsx`);
    expect(performance.head).toBe('PK');
    await shot(page, 'statistics-reports');

    // Performance: a row opens that employee's counting performance of the month.
    await openTab(page, 'Leistung', 'performance');
    const perfRow = page.getByTestId('performances-row').first();
    await expect(perfRow).toBeVisible();
    await shot(page, 'statistics-performance');
    await perfRow.click();
    await expect(page).toHaveURL(new RegExp(`/inventories\\?tab=1&employeeId=(\\d+)&date=${month}$`));
    const employeeId = new URL(page.url()).searchParams.get('employeeId');
    await expect(page.getByTestId('performance-employee')).toContainText(`(${employeeId})`);
  });

  test('Statistic without Inventory_ViewPerformance: a performance row opens that employee\'s counting performance', async ({ page, shot }) => {
    const { month } = lastMonth();
    // The demo role Büro holds Statistic but not Inventory_ViewPerformance (server/src/db/seeds/demo-accounts.ts).
    await login(page, 'buero');
    await page.goto(`/statistic?tab=performance&yearMonth=${month}`);
    const perfRow = page.getByTestId('performances-row').first();
    await expect(perfRow).toBeVisible();
    await perfRow.click();
    await expect(page).toHaveURL(new RegExp(`/inventories\\?tab=1&employeeId=(\\d+)&date=${month}$`));
    const employeeId = new URL(page.url()).searchParams.get('employeeId');
    await expect(page.getByRole('tab', { name: 'Zählleistung' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('performance-employee')).toContainText(`(${employeeId})`);
    await expect(page.getByTestId('performance-row').first()).toBeVisible();
    await expect(page.getByTestId('performance-error')).toHaveCount(0);
    await shot(page, 'statistics-performance-office');
  });

  test('an order summary row opens the order statistic', async ({ page }) => {
    const { month } = lastMonth();
    await login(page, 'admin');
    await page.goto(`/statistic?tab=orders&yearMonth=${month}`);
    const row = page.getByTestId('order-summaries-row').first();
    await expect(row).toBeVisible();
    await row.click();
    await expect(page).toHaveURL(/\/statistic\/\d+$/);
  });
});
