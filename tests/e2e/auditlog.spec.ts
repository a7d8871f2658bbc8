import { expect, type TestInfo, test } from './fixtures';
import { login, DEMO_PASSWORD } from './support';

test.use({ shotOptions: { fullPage: true } });

const PASSWORD = DEMO_PASSWORD;

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

test('security: Superadmin reads the audit trail on /auditlog: filters, changed fields, paging', async ({ page, playwright, baseURL, shot }, testInfo) => {
  test.setTimeout(60_000);
  const phone = isPhone(testInfo);
  // Something to find: the office user renames a customer through the documented REST paths.
  const office = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await office.post('/api/login', { form: { username: 'buero', password: PASSWORD } })).status()).toBe(200);
  const types = await (await office.get('/api/customers/types')).json();
  const name = `Protokollmarkt ${phone ? 'Phone' : 'Desktop'} ${Date.now() % 100000}`;
  const created = await (await office.post('/api/customers', { data: { name, customerTypeId: types[0].id } })).json();
  expect((await office.put(`/api/customers/${created.id}`, { data: { name: `${name} Nord`, customerTypeId: types[0].id } })).status()).toBe(200);
  await office.dispose();

  await login(page, 'admin');
  // The menu entry, for Superadmin only.
  if (phone) await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Protokoll' }).click();
  await expect(page).toHaveURL(/\/auditlog$/);
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await expect(page.getByTestId('audit-count')).toHaveText(/^\d[\d.]* Einträge$/);
  if (!phone) await expect(page.getByTestId('audit-table').getByRole('columnheader')).toHaveText(['Zeitpunkt', 'Benutzer', 'Aktion', 'Datensatz', 'Änderungen']);
  await expect(page.getByTestId('audit-page')).toHaveText(/^Seite 1 von \d+$/);
  await page.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(page.getByTestId('audit-page')).toHaveText(/^Seite 2 von \d+$/);
  await expect(page).toHaveURL(/page=1/);
  await page.mouse.move(5, 5);
  await expect(page.getByText('Login erfolgreich.')).toHaveCount(0);
  await shot(page, 'auditlog');

  // Record filter: the customer's two events, newest first, with "Feld: alt → neu".
  await page.getByTestId('audit-filter-entityType').selectOption('Customer');
  await page.getByTestId('audit-filter-entityId').fill(String(created.id));
  const rows = page.getByTestId('audit-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Geändert');
  await expect(rows.nth(0)).toContainText('buero');
  await expect(rows.nth(0)).toContainText(`Kunde ${created.id}`);
  await expect(rows.nth(0).getByTestId('audit-changes')).toContainText(`Name: ${name} → ${name} Nord`);
  await expect(rows.nth(1)).toContainText('Angelegt');
  await expect(rows.nth(1).getByTestId('audit-changes')).toContainText(`Name: ${name}`);
  await expect(page.getByTestId('audit-count')).toHaveText('2 Einträge');
  await shot(page, 'auditlog-record');

  // User and day filters: nothing in the future, then the office user's changes of today.
  await page.getByTestId('audit-filter-entityId').fill('');
  await page.getByTestId('audit-filter-entityType').selectOption('');
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });
  await page.getByTestId('audit-from').fill(tomorrow);
  await expect(page.getByTestId('table-empty')).toHaveText('Keine Einträge für diese Filter');
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await page.getByTestId('audit-filter-userId').selectOption({ label: 'buero' });
  await expect(rows.first()).toContainText('buero');
  await expect(page).toHaveURL(/userId=\d+/);
});

test('security: /auditlog is for Superadmin only', async ({ page }) => {
  await login(page, 'buero');
  await page.goto('/auditlog');
  await expect(page).toHaveURL(/\/accessDenied/);
});
