import { type APIRequestContext, expect, type Locator, type Page, request, test } from './fixtures';
import { animationsSettled, login, DEMO_PASSWORD, projectContextOptions } from './support';
import { createEmployee, createOrder as createOrderOf } from '../fixtures/factories';
import { ownEmployees, today, withDb } from './timeclock-support';

test.use({ shotOptions: { scrollToTop: true } });

const PASSWORD = DEMO_PASSWORD;

async function api(username: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL: process.env.TEST_BASE_URL });
  const res = await ctx.post('/api/login', { form: { username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ctx;
}

/** An inventory order of the test's own, running today. */
const createOrder = async (ctx: APIRequestContext, name: string) => (await createOrderOf(ctx, { name })).id;

const row = (scope: Page | Locator, employeeId: number) => scope.locator(`[data-testid="employee-row"][data-employee-id="${employeeId}"]`);

/** Toasts pause while the pointer rests on them. */
async function toastSeen(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
  await page.mouse.move(5, 5);
}

// Both projects share one database: each run creates its own order and picks its own free employees.
test('team leader: checklist, clock three in, pause one (one refused), clock all out, operator numbers', async ({ page, shot }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const buero = await api('buero');
  const orderName = `E2E Stempeln ${project} ${Date.now()}`;
  const orderId = await createOrder(buero, orderName);
  const [a, b, c] = await ownEmployees(3);
  for (const e of [a, b]) {
    const res = await buero.post(`/api/orders/${orderId}/assignEmployee`, { data: { assignmentType: 'EMP', id: e.id } });
    expect(res.ok()).toBe(true);
  }

  // Below another device clocks B out while this page still offers B for a pause, which the server
  // must refuse: this device's live updates (live-board.spec.ts) are cut so its view stays stale.
  await page.route('**/api/live/**', (route) => route.abort());
  await login(page, 'teamleiter');
  await expect(page).toHaveURL(/\/timeclock$/);

  // The list: tiles grouped by type, the new inventory with a red checklist dot.
  const tile = page.locator(`[data-testid="timeclock-tile"][data-order-id="${orderId}"]`);
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('Stempelweg 7, 50667 Köln');
  await expect(tile.getByTestId('checklist-dot')).toHaveAttribute('data-status', 'RED');
  await expect(page.locator('[data-testid="timeclock-group"][data-type="INV"]')).toBeVisible();
  await shot(page, 'timeclock-list');

  // Checklist: tick item 10 after confirming; it stays ticked and disabled.
  await tile.getByTestId('tile-checklist').click();
  const checklist = page.getByTestId('checklist-dialog');
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('Vor der Inventur')).toBeVisible();
  const item10 = checklist.locator('[data-testid="checklist-item"][data-code="10"]');
  await expect(item10).toHaveAttribute('data-done', 'false');
  await item10.click();
  const confirm = page.getByTestId('dialog-confirm');
  await expect(confirm.getByText('als erledigt markieren?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Abhaken' }).click();
  await toastSeen(page, 'Checkliste gespeichert.');
  await expect(item10).toHaveAttribute('data-done', 'true');
  await expect(item10.locator('input')).toBeDisabled();
  await expect(item10).toContainText('Erledigt von Markus Schneider am');
  await animationsSettled(page);
  await shot(page, 'timeclock-checklist');
  await checklist.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(checklist).toBeHidden();

  // The order page: three tabs, the assigned employees available.
  await tile.getByTestId('tile-name').click();
  await expect(page).toHaveURL(new RegExp(`/timeclock/${orderId}$`));
  await expect(page.getByTestId('timeclock-order-name')).toHaveText(orderName);
  await expect(page.getByTestId('total-work')).toHaveText('00:00 Std.');
  for (const name of ['Einstempeln', 'Pause', 'Ausstempeln']) await expect(page.getByRole('tab', { name })).toBeVisible();
  const available = page.getByTestId('section-available');
  await expect(row(available, a.id)).toBeVisible();
  await expect(row(available, b.id)).toBeVisible();

  // Add the third one through the speed dial's search (at least 3 characters).
  await page.getByTestId('speed-dial').click();
  await expect(page.getByTestId('dial-order')).toBeVisible();
  await expect(page.getByTestId('dial-checklist')).toBeVisible();
  await expect(page.getByTestId('dial-customer')).toHaveCount(0);
  await page.getByTestId('dial-add').click();
  const addDialog = page.getByTestId('add-employee-dialog');
  await expect(addDialog).toBeVisible();
  await addDialog.getByTestId('add-search').fill(String(c.id));
  const option = addDialog.getByTestId('add-option').filter({ hasText: `Pers.-Nr. ${c.id}` });
  await expect(option).toBeVisible();
  await option.getByTestId('add-employee').click();
  await expect(option.getByTestId('add-employee')).toHaveText('Hinzugefügt');
  await addDialog.getByTestId('add-done').click();
  await expect(addDialog).toBeHidden();
  await expect(row(page.getByTestId('section-added'), c.id)).toHaveAttribute('data-selected', 'true');

  // Select the other two and clock in as work.
  await row(page, a.id).getByTestId('employee-name').click();
  await row(page, b.id).getByTestId('employee-name').click();
  const bar = page.getByTestId('action-bar');
  await expect(bar.getByTestId('selected-count')).toHaveText('3 ausgewählt');
  await expect(bar.getByTestId('type-WORK')).toHaveAttribute('aria-checked', 'true');
  await expect(bar.getByTestId('clock-action')).toBeInViewport();
  await shot(page, 'timeclock-selected');
  await bar.getByTestId('clock-action').click();
  await expect(page.getByTestId('clock-result')).toContainText('Einstempeln erfolgreich!');
  const clockedIn = page.getByTestId('section-clockedIn');
  for (const e of [a, b, c]) {
    await expect(row(clockedIn, e.id)).toHaveAttribute('data-status', 'CLOCKED_IN');
    await expect(row(clockedIn, e.id).getByTestId('employee-status')).toContainText(/Arbeit seit \d{2}:\d{2}/);
  }
  await expect(page.getByTestId('action-bar')).toHaveCount(0);
  await shot(page, 'timeclock-clocked-in');

  // Operator numbers on the inventory: saved on blur, out of range refused here, a taken one refused by the server (409).
  const base = 1501;
  const opA = page.getByTestId(`operator-${a.id}`);
  const opB = page.getByTestId(`operator-${b.id}`);
  await opA.fill(String(base));
  await opA.press('Enter');
  await expect(page.getByTestId(`operator-${a.id}-saved`)).toBeVisible();
  await opB.fill('999');
  await opB.blur();
  await expect(page.getByTestId(`operator-${b.id}-error`)).toHaveText('Bedienernummer muss eine ganze Zahl von 1010 bis 2200 sein.');
  await opB.fill(String(base));
  await opB.blur();
  await expect(page.getByTestId(`operator-${b.id}-error`)).toHaveText(`Die Bedienernummer ${base} ist in diesem Auftrag bereits vergeben.`);
  await expect(opB).toHaveValue(String(base));
  await opB.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'timeclock-operator-conflict');
  await opB.fill(String(base + 1));
  await opB.blur();
  await expect(page.getByTestId(`operator-${b.id}-saved`)).toBeVisible();
  await expect(page.getByTestId(`operator-${b.id}-error`)).toHaveCount(0);

  // Meanwhile another device clocks B out: pausing A and B pauses A and shows B's refusal in red.
  const teamleiter = await api('teamleiter');
  const out = await teamleiter.post(`/api/timeclock/${orderId}/clock`, { data: { date: today(), employees: [{ employeeId: b.id, clockingAction: 'OUT' }] } });
  expect(out.status()).toBe(200);
  await page.getByRole('tab', { name: 'Pause' }).click();
  const pausable = page.getByTestId('section-pausable');
  await row(pausable, a.id).getByTestId('employee-name').click();
  await row(pausable, b.id).getByTestId('employee-name').click();
  await page.getByTestId('action-bar').getByTestId('clock-action').click();
  await expect(page.getByTestId('clock-result')).toContainText('Pausieren nicht erfolgreich!');
  await expect(page.getByTestId('clock-result')).toHaveAttribute('data-status', 'warning');
  await expect(row(page.getByTestId('section-paused'), a.id)).toHaveAttribute('data-status', 'PAUSED');
  // B is no longer pausable; the refusal stays in red under B's row on the clock-in tab (clocked out,
  // or available again when in and out fell into the same minute and left no entry).
  await expect(row(page, b.id)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Einstempeln' }).click();
  await expect(row(page, b.id).getByTestId('employee-error')).toHaveText('Der Mitarbeiter ist in diesem Auftrag nicht eingestempelt.');
  await row(page, b.id).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'timeclock-partial');
  await page.getByRole('tab', { name: 'Ausstempeln' }).click();

  // Clock everyone out who is still in (A paused, C working).
  await page.getByTestId('select-all-clockedIn').click();
  await expect(page.getByTestId('action-bar').getByTestId('selected-count')).toHaveText('2 ausgewählt');
  await expect(page.getByTestId('switch-TRAVEL')).toBeVisible();
  await page.getByTestId('action-bar').getByTestId('clock-action').click();
  await expect(page.getByTestId('clock-result')).toContainText('Ein- und Ausstempeln erfolgreich!');
  await expect(page.getByTestId('section-clockedIn')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Einstempeln' }).click();
  // An entry opened and closed within one minute is dropped, so an employee may be "available" again.
  await expect(page.locator('[data-testid="employee-row"][data-status="CLOCKED_IN"], [data-testid="employee-row"][data-status="PAUSED"]')).toHaveCount(0);
  await expect(row(page, a.id)).toHaveAttribute('data-status', /^(CLOCKED_OUT|NOT_CLOCKED_IN)$/);
  await shot(page, 'timeclock-clocked-out');

  // The operator numbers are stored on the order.
  const operators = await (await teamleiter.get(`/api/v2/orders/${orderId}/operators`)).json();
  const numbers = Object.fromEntries(operators._embedded.operators.map((o: { employee: { id: number }; operatorNumber: number }) => [o.employee.id, o.operatorNumber]));
  expect(numbers).toMatchObject({ [a.id]: base, [b.id]: base + 1 });
  await Promise.all([buero.dispose(), teamleiter.dispose()]);
});

test('checklist: after cancelling the confirmation the item is unticked and the next tap asks again', async ({ page, shot }, testInfo) => {
  const buero = await api('buero');
  const orderId = await createOrder(buero, `E2E Checkliste ${testInfo.project.name} ${Date.now()}`);
  await login(page, 'teamleiter');
  const tile = page.locator(`[data-testid="timeclock-tile"][data-order-id="${orderId}"]`);
  await tile.getByTestId('tile-checklist').click();
  const checklist = page.getByTestId('checklist-dialog');
  const item10 = checklist.locator('[data-testid="checklist-item"][data-code="10"]');
  const confirm = page.getByTestId('dialog-confirm');
  await expect(item10).toHaveAttribute('data-done', 'false');

  // Tapped, then cancelled: drawn unticked and its input unticked too (it was left checked before).
  await item10.click();
  await expect(confirm.getByText('als erledigt markieren?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();
  await expect(item10).toHaveAttribute('data-done', 'false');
  await expect(item10.locator('input')).not.toBeChecked();
  await expect(item10.locator('[data-part="control"]')).not.toHaveAttribute('data-state', 'checked');
  await expect(item10.locator('input')).toBeEnabled();

  // The next tap asks again and ticks it.
  await item10.click();
  await expect(confirm.getByText('als erledigt markieren?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Abhaken' }).click();
  await toastSeen(page, 'Checkliste gespeichert.');
  await expect(item10).toHaveAttribute('data-done', 'true');
  await expect(item10.locator('input')).toBeChecked();
  await animationsSettled(page);
  await shot(page, 'timeclock-checklist-after-cancel');
  await buero.dispose();
});

test('Timeclock without Timeclock_Clocking: lands on the order it is clocked into, sees no clocking tabs', async ({ page, shot }, testInfo) => {
  test.setTimeout(60_000);
  const project = testInfo.project.name;
  // An employee of its own whose account gets only the Timeclock authority (no demo user has exactly
  // that) and the demo password.
  const admin = await api('admin');
  const { employeeId } = await createEmployee(admin);
  await withDb(async (c) => {
    await c.query(
      `insert into app_role (name, description, authorities, grants_all)
       select 'E2E Zeiterfassung lesen', 'Nur Zeiterfassung ansehen', '{Timeclock}', false
        where not exists (select 1 from app_role where name = 'E2E Zeiterfassung lesen')`,
    );
    const { rowCount } = await c.query(
      `update app_user set password_hash = (select password_hash from app_user where username = 'teamleiter'),
              enabled = true, must_change_password = false, initial_password_expires_at = null
        where employee_id = $1`,
      [employeeId],
    );
    expect(rowCount).toBe(1);
    await c.query(`delete from app_user_role where user_id = (select id from app_user where employee_id = $1)`, [employeeId]);
    await c.query(
      `insert into app_user_role (user_id, role_id)
       select u.id, r.id from app_user u, app_role r where u.employee_id = $1 and r.name = 'E2E Zeiterfassung lesen'`,
      [employeeId],
    );
  });
  const username = await withDb(async (c) => (await c.query<{ username: string }>('select username from app_user where employee_id = $1', [employeeId])).rows[0]!.username);
  const orderName = `E2E Landung ${project} ${Date.now()}`;
  const orderId = await createOrder(admin, orderName);
  const clockIn = await admin.post(`/api/timeclock/${orderId}/clock`, { data: { date: today(), employees: [{ employeeId, worklogType: 'WORK', clockingAction: 'IN' }] } });
  expect(clockIn.status()).toBe(200);
  try {
    // Landing rule (spec 1 §2.1): straight to the order the user is clocked into.
    await login(page, username);
    await expect(page).toHaveURL(new RegExp(`/timeclock/${orderId}$`));
    await expect(page.getByTestId('timeclock-order-name')).toHaveText(orderName);
    await expect(page.getByTestId('no-clocking')).toHaveText('Zum Stempeln fehlt die Berechtigung.');
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByTestId('employee-row')).toHaveCount(0);
    await shot(page, 'timeclock-no-clocking');
    // Coming from a timeclock path, the list stays the list.
    await page.getByTestId('timeclock-back').click();
    await expect(page).toHaveURL(/\/timeclock$/);
    await expect(page.locator(`[data-testid="timeclock-tile"][data-order-id="${orderId}"]`)).toBeVisible();
    // The checklist is there to read, not to tick.
    await page.locator(`[data-testid="timeclock-tile"][data-order-id="${orderId}"]`).getByTestId('tile-checklist').click();
    await expect(page.getByTestId('checklist-dialog')).toContainText('Zum Abhaken fehlt die Berechtigung.');
    await expect(page.getByTestId('checklist-item').first().locator('input')).toBeDisabled();
    await page.keyboard.press('Escape');
    // Opened anew (the installed app's start), the landing query the entry sends still lands on the order.
    await page.goto('/timeclock');
    await expect(page).toHaveURL(new RegExp(`/timeclock/${orderId}$`));
    await expect(page.getByTestId('timeclock-order-name')).toHaveText(orderName);
    // Time controlling is Superadmin only.
    await page.goto('/timecontrolling');
    await expect(page).toHaveURL(/\/accessDenied$/);
  } finally {
    await admin.post(`/api/timeclock/${orderId}/clock`, { data: { date: today(), employees: [{ employeeId, clockingAction: 'OUT' }] } });
    await admin.dispose();
  }
});

test('another day is another list: the selection goes when the clock date changes', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const buero = await api('buero');
  const day = today();
  const yesterday = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const res = await buero.post('/api/orders', {
    data: { name: `E2E Tageswechsel ${project} ${Date.now()}`, address: 'Stempelweg 8', zip: '50667', city: 'Köln', orderType: 'MIS', validFrom: yesterday, validTo: day },
  });
  expect(res.status()).toBe(201);
  const orderId = (await res.json()).id as number;
  const [e] = await ownEmployees(1);
  expect((await buero.post(`/api/orders/${orderId}/assignEmployee`, { data: { assignmentType: 'EMP', id: e!.id } })).ok()).toBe(true);

  await login(page, 'teamleiter');
  await page.goto(`/timeclock/${orderId}`);
  await row(page.getByTestId('section-available'), e!.id).getByTestId('employee-name').click();
  await expect(page.getByTestId('action-bar').getByTestId('selected-count')).toHaveText('1 ausgewählt');
  const [y, m, d] = yesterday.split('-');
  await page.getByTestId('clock-date').fill(`${d}.${m}.${y}`);
  await expect(page).toHaveURL(new RegExp(`/timeclock/${orderId}\\?date=${yesterday}$`));
  await expect(page.getByTestId('action-bar')).toHaveCount(0);
  await expect(row(page.getByTestId('section-available'), e!.id)).toHaveAttribute('data-selected', 'false');
});

// The app opened on /timeclock (the installed app's start) asks for the day's orders and the
// landing order beside the session query; the page then reads them from the cache instead of asking again.
test('opened directly, a timeclock page has asked for its data and the shell defaults before its chunk arrives, and asks once; the order view’s code comes after the tiles', async ({ browser, page }, testInfo) => {
  test.setTimeout(60_000);
  // A tile of its own for today, whatever the demo's orders of the day are at this hour.
  await createOrder(await api('buero'), `E2E Start ${testInfo.project.name} ${Date.now()}`);
  await login(page, 'teamleiter');
  await expect(page).toHaveURL(/\/timeclock$/);
  // A context of its own with the session: no service worker and an empty cache, so every file comes over the network.
  const context = await browser.newContext({
    ...projectContextOptions(testInfo),
    storageState: await page.context().storageState(),
    serviceWorkers: 'block',
  });
  try {
    const fresh = await context.newPage();
    const operations: string[] = [];
    let ordersAsked = () => {};
    const asked = new Promise<void>((resolve) => (ordersAsked = resolve));
    fresh.on('request', (r) => {
      if (new URL(r.url()).pathname !== '/graphql') return;
      const operation = String(r.postDataJSON()?.operationName);
      operations.push(operation);
      if (operation === 'TimeclockOrders') ordersAsked();
    });
    // The page's chunk is held until the day's orders have been asked for (at most 10 s): only the
    // entry can have asked by then.
    let askedBeforeChunk = false;
    let beforeChunk: string[] = [];
    await fresh.route(/\/assets\/timeclock-[\w-]+\.js$/, async (route) => {
      beforeChunk = [...operations];
      askedBeforeChunk = await Promise.race([asked.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 10_000))]);
      await route.continue();
    });
    // The order view is a chunk of its own, fetched once the day's tiles are on the screen. Decided by the
    // page's own clock, not by sampling the screen while a request is routed: the moment the first tile
    // entered the document (a MutationObserver from the first script on) against the moment the chunk's
    // request started (Resource Timing). Both are performance.now() of the same page.
    await fresh.addInitScript(() => {
      const w = window as unknown as { __firstTileAt?: number };
      performance.setResourceTimingBufferSize(1000);
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="timeclock-tile"]')) {
          w.__firstTileAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // The landing query (is the user clocked in somewhere?) answers late on purpose: the day's orders are
    // then in the cache while the list still shows its spinner — no tile yet, so no order view either.
    await fresh.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'MyClockedInOrder') await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await fresh.goto('/timeclock');
    const tile = fresh.getByTestId('timeclock-tile').first();
    await expect(tile).toBeVisible();
    expect(askedBeforeChunk).toBe(true);
    const orderView = () =>
      fresh.evaluate(() => ({
        tileAt: (window as unknown as { __firstTileAt?: number }).__firstTileAt ?? null,
        chunkAt: performance.getEntriesByType('resource').find((e) => /\/assets\/order-clock-[\w-]+\.js$/.test(e.name))?.startTime ?? null,
      }));
    await expect.poll(async () => (await orderView()).chunkAt).not.toBeNull();
    const { tileAt, chunkAt } = await orderView();
    expect(tileAt).not.toBeNull();
    expect(chunkAt!).toBeGreaterThan(tileAt!);
    // The shell's defaults went out once `me` answered, before the shell rendered and asked for the page's
    // chunk: answering later, they re-rendered the whole page in one blocking task.
    expect(beforeChunk).toContain('Defaults');
    expect(operations.filter((o) => o === 'TimeclockOrders')).toHaveLength(1);
    expect(operations.filter((o) => o === 'MyClockedInOrder')).toHaveLength(1);

    // The same for one order's view: asked for once, on a fresh start of the app there.
    const orderId = await tile.getAttribute('data-order-id');
    operations.length = 0;
    await fresh.goto(`/timeclock/${orderId}`);
    await expect(fresh.getByTestId('timeclock-order-name')).toBeVisible();
    expect(operations.filter((o) => o === 'TimeclockOrder')).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('admin: time controlling shows who is clocked in and order days without a team leader', async ({ page, shot }, testInfo) => {
  test.setTimeout(60_000);
  const project = testInfo.project.name;
  const admin = await api('admin');
  const orderName = `E2E Zeitkontrolle ${project} ${Date.now()}`;
  const orderId = await createOrder(admin, orderName);
  const [e] = await ownEmployees(1);
  const clockIn = await admin.post(`/api/timeclock/${orderId}/clock`, { data: { date: today(), employees: [{ employeeId: e.id, worklogType: 'WORK', clockingAction: 'IN' }] } });
  expect(clockIn.status()).toBe(200);
  try {
    await login(page, 'admin');
    await page.goto('/timecontrolling');
    await expect(page.getByTestId('page-title')).toHaveText('Zeitkontrolle');
    const clocked = page.getByTestId('tc-clocked-in-row').filter({ hasText: orderName });
    await expect(clocked).toHaveCount(1);
    await expect(clocked).toContainText(`${e.lastName}, ${e.firstName}`);
    await expect(clocked).toContainText('Arbeit');
    await expect(clocked).toContainText('Sabine Krüger');
    await expect(page.getByTestId('tc-count')).toContainText(/\d+ Personen? eingestempelt/);
    await shot(page, 'timeclock-controlling-clocked-in');

    await page.getByTestId('tc-tab-withoutTeamLeader').click();
    await expect(page).toHaveURL(/tab=withoutTeamLeader/);
    const day = page.getByTestId('tc-without-row').filter({ hasText: orderName });
    await expect(day).toHaveCount(1);
    await expect(day).toContainText('läuft');
    await expect(day).toContainText('keine eingetragen');
    await shot(page, 'timeclock-controlling-without-leader');

    // The order link leads to its timeclock.
    await day.getByRole('link', { name: orderName }).click();
    await expect(page).toHaveURL(new RegExp(`/timeclock/${orderId}\\?date=`));
    await expect(page.getByTestId('timeclock-order-name')).toHaveText(orderName);
  } finally {
    await admin.post(`/api/timeclock/${orderId}/clock`, { data: { date: today(), employees: [{ employeeId: e.id, clockingAction: 'OUT' }] } });
    await admin.dispose();
  }
});

test('buero: the order screen manages operator numbers and positions, saving each field on blur', async ({ page, shot }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const buero = await api('buero');
  const orderId = await createOrder(buero, `E2E Bediener ${project} ${Date.now()}`);
  const [e1, e2] = await withDb(async (c) =>
    (await c.query<{ id: number }>(`select id from employee where active and id between 2003 and 2036 order by random() limit 2`)).rows.map((r) => r.id),
  );
  await buero.dispose();
  await login(page, 'buero');
  await page.goto(`/orders/${orderId}/operators`);
  const tab = page.getByTestId('operators-tab');
  await expect(tab.getByTestId('operators-empty')).toHaveText('Noch keine Bedienernummern vergeben.');

  const add = async (employeeId: number) => {
    await tab.getByTestId('operator-search').fill(String(employeeId));
    const option = tab.getByTestId('operator-option').filter({ hasText: `(${employeeId})` });
    await option.getByRole('button', { name: 'Auswählen' }).click();
    await expect(tab.locator(`[data-testid="operator-pending"][data-employee-id="${employeeId}"]`)).toBeVisible();
  };

  // A picked employee waits for a number; leaving the field creates the operator.
  await add(e1);
  await tab.getByTestId(`operator-new-${e1}`).fill('1200');
  await tab.getByTestId(`operator-new-${e1}`).blur();
  const row1 = tab.locator(`[data-testid="operator-row"][data-employee-id="${e1}"]`);
  await expect(row1).toBeVisible();
  await expect(row1.getByTestId(`operator-number-${e1}`)).toHaveValue('1200');

  // A taken number: the server's 409 title under the field.
  await add(e2);
  await tab.getByTestId(`operator-new-${e2}`).fill('1200');
  await tab.getByTestId(`operator-new-${e2}`).blur();
  await expect(tab.getByTestId(`operator-new-${e2}-error`)).toHaveText('Die Bedienernummer 1200 ist in diesem Auftrag bereits vergeben.');
  await shot(page, 'timeclock-operators-conflict');
  await tab.getByTestId(`operator-new-${e2}`).fill('1201');
  await tab.getByTestId(`operator-new-${e2}`).blur();
  await expect(tab.locator(`[data-testid="operator-row"][data-employee-id="${e2}"]`)).toBeVisible();

  // Positions: checked here, then saved with a success mark.
  await row1.getByTestId(`operator-positions-${e1}`).fill('0');
  await row1.getByTestId(`operator-positions-${e1}`).blur();
  await expect(row1.getByTestId(`operator-positions-${e1}-error`)).toHaveText('Anzahl Positionen muss eine ganze Zahl ab 1 sein.');
  await row1.getByTestId(`operator-positions-${e1}`).fill('350');
  await row1.getByTestId(`operator-positions-${e1}`).blur();
  await expect(row1.getByTestId(`operator-positions-${e1}-saved`)).toBeVisible();
  await shot(page, 'timeclock-operators');

  // Delete the second after confirming.
  await tab.locator(`[data-testid="operator-row"][data-employee-id="${e2}"]`).getByTestId('operator-delete').click();
  await page.getByTestId('dialog-confirm').getByRole('button', { name: 'Löschen' }).click();
  await expect(tab.locator(`[data-testid="operator-row"][data-employee-id="${e2}"]`)).toHaveCount(0);

  // Stored: after a reload the first operator keeps number and positions.
  await page.reload();
  await expect(row1.getByTestId(`operator-number-${e1}`)).toHaveValue('1200');
  await expect(row1.getByTestId(`operator-positions-${e1}`)).toHaveValue('350');
  await expect(tab.getByTestId('operator-row')).toHaveCount(1);
});
