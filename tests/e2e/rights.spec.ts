import { type Browser, expect, type Page, test, type TestInfo } from './fixtures';
import { login, noToasts } from './support';

/** Toasts pause while the pointer rests on them. */
async function toastSeen(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(page.getByText(text)).toHaveCount(0, { timeout: 8_000 });
}

/**
 * The three authorities of the new role: each opens a menu entry the field employee (demo login
 * 'aushilfe', role Aushilfe without authorities) lacks — Monatsabschluss, Kunden (group Customer), Statistik (desktop only).
 * 'aushilfe' exists for this test alone, so the shell test's exact menus of the other logins hold while
 * this one runs in parallel.
 */
const GRANTS = [
  { authority: 'MonthEndClosing', menu: 'Monatsabschluss' },
  { authority: 'Customer_ViewCustomers', menu: 'Kunden' },
  { authority: 'Statistic', menu: 'Statistik' },
] as const;

/** The field employee's demo login (server/src/db/seeds/demo-accounts.ts, DEMO_EXTRA_USERS). */
const FIELD = { username: 'aushilfe', employeeId: 2062 } as const;

/** A GraphQL call in the admin's session, for the cleanup when the test stopped half-way. */
async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  await page.evaluate(
    async ({ query, variables }) => {
      await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    },
    { query, variables },
  );
}

/** The field employee, logged in in a browser of their own before anything changes. */
async function employeeSession(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1280, height: 800 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await login(page, FIELD.username);
  await expect(page).toHaveURL(new RegExp(`/houroverview/${FIELD.employeeId}$`));
  return { context, page, menu: page.getByTestId('side-menu') };
}

// Changes the demo account 'aushilfe' for a few seconds: desktop only, so the two projects never
// give it roles at the same time; the role is removed and deleted again at the end.
test('admin creates a role with three authorities and gives it to the field employee, who sees the new menu entries without logging in again @desktop-only', async ({ page, browser, shot }, testInfo) => {
  test.setTimeout(180_000);
  const roleName = `E2E Rolle ${Date.now()}`;
  const employee = await employeeSession(browser, testInfo);
  for (const { menu } of GRANTS) await expect(employee.menu.getByRole('link', { name: menu, exact: true })).toHaveCount(0);

  await login(page, 'admin');
  let roleId: number | null = null;
  let userId: number | null = null;
  try {
    // /rights: both cards; to the roles.
    await page.goto('/rights');
    await expect(page.getByTestId('rights-users-card')).toBeVisible();
    await page.getByTestId('rights-roles-card').click();
    await expect(page).toHaveURL(/\/rights\/roles$/);
    await expect(page.getByTestId('roles-table')).toBeVisible();
    await expect(page.getByTestId('rights-breadcrumb').getByRole('link', { name: 'Rechteverwaltung' })).toBeVisible();
    await shot(page, 'rights-roles');

    // Create the role: the dialog refuses an empty name, then the new role's page opens.
    await page.getByTestId('create-role').click();
    const dialog = page.getByTestId('role-dialog');
    await dialog.getByTestId('role-save').click();
    await expect(dialog.getByText('Geben Sie einen Namen an')).toBeVisible();
    await dialog.getByTestId('role-name').fill(roleName);
    await dialog.getByTestId('role-description').fill('Angelegt vom Rechte-E2E-Test');
    await dialog.getByTestId('role-save').click();
    await toastSeen(page, 'Rolle angelegt');
    await expect(page).toHaveURL(/\/rights\/role\/\d+\?name=.+&web=true$/);
    roleId = Number(/\/rights\/role\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByTestId('rights-heading')).toHaveText(roleName);
    // web=true: the group filter is open on a wide screen.
    await expect(page.getByTestId('group-filter')).toBeVisible();
    await expect(page.getByTestId('authority-group-Inventory').getByTestId('authority-group-title')).toHaveText('Inventuren');

    // Grant three authorities, each after a confirmation.
    for (const { authority } of GRANTS) {
      const box = page.getByTestId(`authority-${authority}`);
      await expect(box).toHaveAttribute('data-state', 'unchecked');
      await box.click();
      const ask = page.getByTestId('dialog-confirm');
      await expect(ask).toContainText(`Soll der Rolle „${roleName}“ das Recht`);
      await ask.getByRole('button', { name: 'Erteilen' }).click();
      await expect(box).toHaveAttribute('data-state', 'checked');
      await toastSeen(page, 'Berechtigung gespeichert');
    }
    await shot(page, 'rights-role');

    // The field employee's account: found by name in the users list.
    await page.goto('/rights/users');
    await page.getByTestId('rights-user-search').fill(FIELD.username);
    const row = page.getByTestId('rights-user-row').filter({ hasText: String(FIELD.employeeId) });
    await expect(row).toHaveCount(1);
    await shot(page, 'rights-users');
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/rights\/user\/\d+$/);
    userId = Number(/\/rights\/user\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByTestId('rights-user-employee-id')).toHaveText(String(FIELD.employeeId));

    // Adding without a choice warns; then the new role is given.
    await page.getByTestId('add-role').click();
    const add = page.getByTestId('add-role-dialog');
    await add.getByTestId('add-role-save').click();
    await toastSeen(page, 'Es wurde keine Rolle ausgewählt.');
    await add.getByTestId('add-role-select').selectOption({ label: roleName });
    await add.getByTestId('add-role-save').click();
    await toastSeen(page, 'Rolle hinzugefügt');
    await expect(page.getByTestId('role-chip').filter({ hasText: roleName })).toBeVisible();
    await shot(page, 'rights-user');

    // The employee's open session learns its new rights on the next route change or window focus
    // (me is re-read at most every 30 s): no new login.
    await expect(async () => {
      await employee.page.bringToFront();
      await employee.page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const target = employee.page.url().includes('/archive/') ? 'Stundenübersicht' : 'Dokumente';
      await employee.menu.getByRole('link', { name: target, exact: true }).click();
      for (const { menu } of GRANTS) await expect(employee.menu.getByRole('link', { name: menu, exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 75_000, intervals: [3_000] });
    await expect(employee.page).not.toHaveURL(/\/login/);
    await shot(employee.page, 'rights-employee-menu');

    // Clean up through the screens: remove the role from the employee, then delete it.
    await page.bringToFront();
    await page.getByRole('button', { name: `Rolle ${roleName} entfernen` }).click();
    const ask = page.getByTestId('dialog-confirm');
    await expect(ask).toContainText(new RegExp(`Soll die Rolle „${roleName}“ von .+ entfernt werden\\?`));
    await ask.getByRole('button', { name: 'Entfernen' }).click();
    await toastSeen(page, 'Rolle entfernt');
    await expect(page.getByTestId('role-chip').filter({ hasText: roleName })).toHaveCount(0);
    userId = null;

    await page.goto(`/rights/role/${roleId}`);
    await expect(page.getByTestId('rights-heading')).toHaveText(roleName);
    await noToasts(page);
    await page.getByTestId('role-delete').click();
    await page.getByTestId('dialog-confirm').getByRole('button', { name: 'Löschen' }).click();
    await toastSeen(page, 'Rolle gelöscht');
    await expect(page).toHaveURL(/\/rights\/roles$/);
    await expect(page.getByTestId('role-row').filter({ hasText: roleName })).toHaveCount(0);
    roleId = null;
  } finally {
    // Whatever failed above: leave the demo data as other specs expect it.
    if (userId !== null && roleId !== null) {
      await graphql(page, 'mutation($userId: Int!, $roleId: Int!) { unassignRole(userId: $userId, roleId: $roleId) { user { id } } }', { userId, roleId });
    }
    if (roleId !== null) await graphql(page, 'mutation($id: Int!) { deleteRole(id: $id) }', { id: roleId });
    await employee.context.close();
  }
});

test('on a phone the rights screens are lists with breadcrumbs; the Administrator role holds everything @phone-only', async ({ page, shot }) => {
  await login(page, 'admin');
  await page.goto('/rights/roles');
  await expect(page.getByTestId('roles-list')).toBeVisible();
  await expect(page.getByTestId('roles-table')).toHaveCount(0);
  await shot(page, 'rights-roles');

  // From a phone the role opens without the group filter (no `web`).
  await page.getByTestId('role-item').filter({ hasText: 'Administrator' }).click();
  await expect(page).toHaveURL(/\/rights\/role\/\d+\?name=Administrator$/);
  await expect(page.getByTestId('rights-heading')).toHaveText('Administrator');
  await expect(page.getByTestId('role-grants-all')).toBeVisible();
  await expect(page.getByTestId('group-filter')).toBeHidden();
  await expect(page.getByTestId('authority-Statistic')).toHaveAttribute('data-state', 'checked');
  await expect(page.getByTestId('authority-Statistic')).toHaveAttribute('data-disabled', '');
  await shot(page, 'rights-role');

  await page.getByTestId('rights-breadcrumb').getByRole('link', { name: 'Rechteverwaltung' }).click();
  await page.getByTestId('rights-users-card').click();
  await expect(page.getByTestId('rights-users-list')).toBeVisible();
  await page.getByTestId('rights-user-search').fill('Krüger');
  await page.getByTestId('rights-user-item').filter({ hasText: 'Sabine Krüger' }).click();
  // The own account: no role can be added or removed.
  await expect(page.getByText('Die eigenen Rollen können nicht geändert werden.')).toBeVisible();
  await expect(page.getByTestId('add-role')).toHaveCount(0);
  await shot(page, 'rights-own-user');
});
