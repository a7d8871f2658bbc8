import { expect, type Page, test } from '@playwright/test';
import { animationsSettled, screenshotPath } from './support';

const PASSWORD = 'demo1234';

async function login(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The previous month as YYYY-MM in Berlin time. */
function previousMonth(): string {
  const berlin = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Berlin' }));
  const d = new Date(berlin.getFullYear(), berlin.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

const HHMM = /^\d{2,}:\d{2}$/;

test('mitarbeiter: own hour overview, previous month, day details', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await login(page, 'mitarbeiter');
  await expect(page).toHaveURL(/\/houroverview\/2002$/);
  await expect(page.getByTestId('page-title')).toHaveText('Stundenübersicht');
  await expect(page.getByTestId('passenger-toggle')).toHaveCount(0);

  // Switch to the previous month through the picker's text input.
  const prev = previousMonth();
  const input = page.getByTestId('worklogs-month');
  await input.fill(`${prev.slice(5)}.${prev.slice(0, 4)}`);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`yearMonth=${prev}`));

  const rows = page.getByTestId('hour-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(0);
  const sum = page.getByTestId('hour-sum');
  await expect(sum).toContainText('Summe');
  await expect(sum).toContainText(/\d{2,}:\d{2}/);
  // No passenger figures without Accounting_Employee_ViewPassengerTimes.
  await expect(page.getByText('Beifahrer', { exact: true })).toHaveCount(0);
  if (project === 'desktop') {
    const first = page.getByTestId('hour-table').locator('tbody tr').first();
    await expect(first.locator('td').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(first.locator('td').nth(2)).toHaveText(HHMM);
  }
  await page.screenshot({ path: screenshotPath(testInfo.project.testDir, `worklogs-month-${project}`), fullPage: true });

  await rows.first().click();
  const dialog = page.getByTestId('day-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Einträge vom \d{2}\.\d{2}\.\d{4}$/ })).toBeVisible();
  await expect(dialog.getByTestId('day-entry').first()).toBeVisible();
  await expect(dialog.getByTestId('day-entry').first()).toContainText(/Arbeit|Fahrt|Pause|Beifahrer/);
  await expect(dialog.getByTestId('day-entry').first()).toContainText('Erstellt');
  await expect(dialog.getByTestId('day-totals')).toContainText('Summen');
  await animationsSettled(page);
  await page.screenshot({ path: screenshotPath(testInfo.project.testDir, `worklogs-day-${project}`) });
  await dialog.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(dialog).toBeHidden();
});

test("mitarbeiter: another employee's hour overview is denied", async ({ page }, testInfo) => {
  await login(page, 'mitarbeiter');
  await expect(page).toHaveURL(/\/houroverview\/2002$/);
  await page.goto(`/houroverview/2003?yearMonth=${previousMonth()}`);
  await expect(page.getByTestId('hour-error')).toContainText('Zugriff verweigert');
  await expect(page.getByTestId('hour-row')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath(testInfo.project.testDir, `worklogs-denied-${testInfo.project.name}`) });
});

test('buero: accounting overview of the previous month lists employees with minutes', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await login(page, 'buero');
  await expect(page).toHaveURL(/\/houroverview\/1002$/);
  await page.goto(`/accounting/employees?yearMonth=${previousMonth()}`);
  await expect(page.getByTestId('page-title')).toHaveText('Abrechnung – Mitarbeiter');
  const rows = page.getByTestId('accounting-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBe(25);
  await expect(rows.first()).toContainText(/\d{2,}:\d{2}/);
  await expect(rows.first()).toContainText('Arbeitszeit');
  await page.screenshot({ path: screenshotPath(testInfo.project.testDir, `worklogs-accounting-${project}`) });
  // 25 more on scroll.
  await rows.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => rows.count()).toBeGreaterThan(25);
  await expect(rows.first()).toHaveAttribute('href', /\/accounting\/employees\/\d+\/worklogs\?yearMonth=/);
  if (project === 'desktop') {
    await page.getByRole('button', { name: 'Tabelle' }).click();
    await expect(page).toHaveURL(/view=table/);
    await expect(page.getByRole('button', { name: 'Tabelle' })).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await expect(page.getByTestId('accounting-table')).toContainText('Fahrzeit');
    await page.screenshot({ path: screenshotPath(testInfo.project.testDir, `worklogs-accounting-table-${project}`) });
  }
});

test('mitarbeiter: accounting overview is not offered', async ({ page }) => {
  await login(page, 'mitarbeiter');
  await expect(page).toHaveURL(/\/houroverview\/2002$/);
  await page.goto('/accounting/employees');
  await expect(page.getByTestId('accounting-overview')).toHaveCount(0);
});
