import { expect, type Page, test } from './fixtures';
import { login } from './support';

/** Toasts pause while the pointer rests on them. */
async function toastSeen(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(page.getByText(text)).toHaveCount(0);
}

// Both projects share one database: every order carries the project name and a time stamp.
test('buero plans an order for a customer, staffs it, notes it and reads its history; teamleiter only reads it', async ({ page, shot }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const orderName = `E2E Inventur ${project} ${Date.now()}`;
  await login(page, 'buero');

  // Overview: default range of the last 14 days stands in the query.
  await page.goto('/v2/orders');
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await shot(page, 'orders-overview');

  // Create: pick a customer, the form fills itself.
  await page.getByTestId('order-create').click();
  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(page.getByTestId('order-orderType')).toHaveValue('INV');
  await expect(page.getByTestId('order-startTime')).toHaveValue('07:00');
  await page.getByTestId('customer-search').fill('REWE');
  const option = page.getByTestId('customer-option').first();
  await expect(option).toBeVisible();
  const customerName = (await option.locator('p').first().textContent())!.trim();
  await option.click();
  await expect(page.getByTestId('order-customer-name')).toHaveText(customerName);
  await expect(page.getByTestId('order-name')).toHaveValue(customerName);
  await expect(page.getByTestId('order-address')).not.toHaveValue('');
  await expect(page.getByTestId('order-zip')).not.toHaveValue('');
  await expect(page.getByTestId('order-city')).not.toHaveValue('');
  await page.getByTestId('order-name').fill(orderName);
  if (project === 'phone') await page.getByTestId('customer-card').scrollIntoViewIfNeeded();
  await shot(page, 'orders-create');
  await page.getByTestId('order-save').click();
  await toastSeen(page, 'Auftrag angelegt.');
  await expect(page).toHaveURL(/\/orders\/\d+\/info$/);
  const orderId = /\/orders\/(\d+)\/info/.exec(page.url())![1];
  await expect(page.getByTestId('order-title')).toHaveText(orderName);
  await expect(page.getByTestId('order-revert')).toBeDisabled();

  // Notes are saved on their own.
  await page.getByTestId('order-notes').fill(`Schlüssel beim Marktleiter (${project})`);
  await page.getByTestId('order-notes-save').click();
  await toastSeen(page, 'Erfolgreich gespeichert.');
  if (project === 'phone') await page.getByTestId('order-notes').scrollIntoViewIfNeeded();
  else await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'orders-info');

  // Assign two market employees and make one the team leader.
  await page.getByRole('tab', { name: 'Zuweisungen' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/assignments$`));
  const emp = page.getByTestId('assignments-EMP');
  for (const term of ['2001', '2002']) {
    await emp.getByTestId('employee-search-EMP').fill(term);
    await emp.getByTestId('employee-option').first().getByRole('button', { name: 'Zuweisen' }).click();
    await toastSeen(page, 'Mitarbeiter zugewiesen.');
  }
  await expect(emp.getByTestId('assignment-row')).toHaveCount(2);
  await emp.getByTestId('leader-button').first().click();
  await expect(emp.getByTestId('team-leader-badge')).toHaveCount(1);
  await toastSeen(page, 'Teamleitung gespeichert.');
  await shot(page, 'orders-assignments');

  // The history lists these changes in German.
  await page.getByRole('tab', { name: 'Änderungshistorie' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/editHistory$`));
  const changes = page.getByTestId('history-change');
  await expect(changes.filter({ hasText: 'Teamleitung:' })).toHaveCount(1);
  await expect(changes.filter({ hasText: 'Marktmitarbeiter:' })).toHaveCount(2);
  await expect(changes.filter({ hasText: 'Notizen:' }).filter({ hasText: 'Schlüssel beim Marktleiter' }).first()).toBeVisible();
  await expect(page.getByTestId('history-row').first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await shot(page, 'orders-history');

  // The overview shows the order in the current range.
  await page.goto('/v2/orders');
  await expect(page.getByTestId('order-row').filter({ hasText: orderName })).toBeVisible();

  // The team leader sees the order without edit buttons (a fresh session in the same browser).
  await page.context().clearCookies();
  const tl = page;
  await login(tl, 'teamleiter');
  await tl.goto(`/orders/${orderId}/info`);
  await expect(tl.getByTestId('order-title')).toHaveText(orderName);
  await expect(tl.getByTestId('order-read-only')).toBeVisible();
  await expect(tl.getByTestId('order-save')).toHaveCount(0);
  await expect(tl.getByTestId('order-delete')).toHaveCount(0);
  await expect(tl.getByTestId('customer-search')).toHaveCount(0);
  await expect(tl.getByRole('tab', { name: 'Zuweisungen' })).toHaveCount(0);
  await shot(tl, 'orders-teamleiter');
  // Without Order_Overview_ListOrders the overview says so instead of offering its tabs.
  await tl.goto('/v2/orders');
  await expect(tl.getByTestId('orders-no-list-right')).toHaveText('Für die Auftragsliste fehlt die Berechtigung.');
  await expect(tl.getByRole('tab', { name: 'Kalender' })).toHaveCount(0);
});

test('the overview tabs stand in the query: back returns to the tab before, reload keeps it', async ({ page, shot }) => {
  await login(page, 'buero');
  await page.goto('/v2/orders');
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await expect(tab('Übersicht')).toHaveAttribute('aria-selected', 'true');

  await tab('Kalender').click();
  await expect(page).toHaveURL(/[?&]tab=calendar(&|$)/);
  await expect(page.getByTestId('calendar-tab')).toBeVisible();
  await tab('Planung').click();
  await expect(page).toHaveURL(/[?&]tab=planning(&|$)/);
  await expect(page.getByTestId('planning-tab')).toBeVisible();

  // Reload keeps the tab.
  await page.reload();
  await expect(tab('Planung')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('planning-tab')).toBeVisible();
  await expect(page.getByTestId('planning-count')).toHaveText(/^\d+ Bestätigung/);
  await shot(page, 'orders-tab-in-query');

  // Back walks through the tabs and stays on the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/v2\/orders\?.*tab=calendar/);
  await expect(tab('Kalender')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('calendar-tab')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/v2\/orders\?(?!.*tab=)/);
  await expect(tab('Übersicht')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
});
