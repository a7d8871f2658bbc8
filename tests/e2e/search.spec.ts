import { expect, type Page, test } from './fixtures';
import { demoDay, gql, login, noToasts } from './support';

/**
 * The global search (Superadmin, header icon, 400 ms, 3 characters or a number, umlaut-tolerant,
 * keyboard) and the clocking history page (an employee's day across orders with every change).
 * Sabine Krüger (1001) is the admin's own demo employee (server/src/db/seeds/demo-accounts.ts).
 */
const UMLAUT = { fullName: 'Sabine Krüger', withUmlaut: 'Krüger', without: 'Kruger', employeeId: 1001 };

/** Replaces the field's text and waits for the answer to that term (the 400 ms pause runs in between). */
async function search(page: Page, term: string) {
  const input = page.getByTestId('search-input');
  const answered = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('GlobalSearch') && (r.request().postData() ?? '').includes(JSON.stringify(term)));
  await input.fill(term);
  await answered;
  // As URLSearchParams writes it (spaces as '+'), regex characters escaped.
  const query = new URLSearchParams({ term }).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`\\?${query}$`));
}

test('the Superadmin finds employees with and without umlaut and by number, and orders by name, and opens them by keyboard', async ({ page, shot }) => {
  test.setTimeout(60_000);
  await login(page, 'admin');
  await noToasts(page);

  await page.getByRole('link', { name: 'Suche' }).click();
  await expect(page).toHaveURL(/\/search$/);
  const input = page.getByTestId('search-input');
  await expect(input).toBeFocused();

  // Two characters ask nothing.
  await input.fill('Kr');
  await expect(page.getByTestId('search-too-short')).toBeVisible();

  const employees = page.getByTestId('search-group-employees');
  await search(page, UMLAUT.withUmlaut);
  await expect(employees.getByTestId('search-hit').filter({ hasText: UMLAUT.fullName })).toHaveCount(1);
  await expect(employees).toContainText(`Pers.-Nr. ${UMLAUT.employeeId}`);
  await shot(page, 'search-umlaut');

  await search(page, UMLAUT.without);
  await expect(employees.getByTestId('search-hit').filter({ hasText: UMLAUT.fullName })).toHaveCount(1);

  // By personnel number: the exact match ranks first; arrow down + Enter opens it.
  await search(page, String(UMLAUT.employeeId));
  await expect(employees.getByTestId('search-hit').first()).toContainText(UMLAUT.fullName);
  await input.press('ArrowDown');
  await expect(employees.getByTestId('search-hit').first()).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'search-number');
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/employees/${UMLAUT.employeeId}$`));

  // An order by its name, opened with a click; back keeps the term and the hits.
  const { orders } = await gql<{ orders: { items: { id: number; name: string }[] } }>(
    page,
    'query($from: String!, $to: String!) { orders(filter: { from: $from, to: $to }, size: 5) { items { id name } } }',
    { from: demoDay(), to: demoDay() },
  );
  const order = orders.items[0]!;
  await page.goto('/search');
  await search(page, order.name);
  const hit = page.getByTestId('search-group-orders').locator(`a[href="/orders/${order.id}/info"]`);
  await expect(hit).toContainText(order.name);
  await shot(page, 'search-order');
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/info$`));
  await page.goBack();
  await expect(page.getByTestId('search-input')).toHaveValue(order.name);
  await expect(hit).toBeVisible();

  // Nothing found.
  await search(page, 'Xyzzyqwv');
  await expect(page.getByTestId('search-empty')).toHaveText('Keine Treffer');
});

test('without Superadmin there is no search icon and /search is denied', async ({ page }) => {
  await login(page, 'buero');
  await noToasts(page);
  await expect(page.getByRole('button', { name: /^Benutzermenü/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suche' })).toHaveCount(0);
  await page.goto('/search');
  await expect(page).toHaveURL(/\/accessDenied$/);
});

/**
 * A booking of its own per project (both share one database), then a change of it: the page shows the
 * entry with "Gebucht" and "Geändert" and the changed field from → to.
 */
test('the clocking history shows a day of an employee with every booking and change', async ({ page, shot }, testInfo) => {
  test.setTimeout(60_000);
  const project = testInfo.project.name;
  // Active demo employees without a demo account (server/src/db/seeds/demo-employees.ts).
  const employeeId = project === 'phone' ? 2011 : 2010;
  const today = demoDay();
  const comment = `e2e-Historie-${project}`;
  await login(page, 'admin');
  await noToasts(page);

  const { orders } = await gql<{ orders: { items: { id: number; name: string; validFrom: string; validTo: string }[] } }>(
    page,
    'query($from: String!, $to: String!) { orders(filter: { from: $from, to: $to }, size: 50) { items { id name validFrom validTo } } }',
    { from: today, to: today },
  );
  const order = orders.items.find((o) => o.validFrom <= today && o.validTo >= today)!;
  const { clockingHistory } = await gql<{ clockingHistory: { id: number; comment: string; end: string | null }[] }>(
    page,
    'query($e: Int!, $d: String!) { clockingHistory(employeeId: $e, date: $d) { id comment end } }',
    { e: employeeId, d: today },
  );
  let entry = clockingHistory.find((w) => w.comment === comment);
  const input = { date: today, start: '02:00', end: '02:30', worklogType: 'WORK', orderId: order.id, employeeId, comment };
  if (!entry) {
    const { createWorklog } = await gql<{ createWorklog: { id: number; comment: string; end: string } }>(
      page,
      'mutation($input: WorklogInput!) { createWorklog(input: $input) { id comment end } }',
      { input },
    );
    entry = createWorklog;
  }
  // A change every run: the end moves between 02:30 and 02:45.
  const end = entry.end === '02:45' ? '02:30' : '02:45';
  await gql(page, 'mutation($id: Int!, $input: WorklogInput!) { updateWorklog(id: $id, input: $input) { id } }', { id: entry.id, input: { ...input, end } });

  await page.goto(`/clockingHistory?employeeId=${employeeId}&date=${today}`);
  await expect(page.getByTestId('clocking-history-employee')).toContainText(`(${employeeId})`);
  const card = page.getByTestId('clocking-entry').filter({ hasText: comment });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('clocking-entry-order')).toHaveText(order.name);
  await expect(card.getByTestId('clocking-entry-time')).toHaveText(`02:00 – ${end}`);
  const events = card.getByTestId('history-entry');
  await expect(events.first()).toHaveAttribute('data-action', 'CREATE');
  await expect(events.first()).toContainText('Gebucht');
  await expect(events.first()).toContainText('admin');
  await expect(events.last()).toHaveAttribute('data-action', 'UPDATE');
  await expect(events.last()).toContainText(`Ende: ${end === '02:45' ? '02:30' : '02:45'} → ${end}`);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'search-clocking-history');

  // The day buttons move through the days.
  await page.getByRole('button', { name: 'Vorheriger Tag' }).click();
  await expect(page).not.toHaveURL(new RegExp(`date=${today}`));
  await expect(card).toHaveCount(0);
});

test('an employee without rights sees only his own clocking history, without picker', async ({ page, shot }) => {
  await login(page, 'mitarbeiter');
  await noToasts(page);
  await page.goto('/clockingHistory?employeeId=1001');
  await expect(page.getByTestId('clocking-history-own')).toContainText('Lena Hoffmann');
  await expect(page.getByTestId('clocking-history-employee-search')).toHaveCount(0);
  await expect(page.getByTestId('clocking-history-empty').or(page.getByTestId('clocking-history-entries'))).toBeVisible();
  await shot(page, 'search-clocking-history-own');
});
