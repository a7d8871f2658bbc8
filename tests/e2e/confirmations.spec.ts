import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page, test, type TestInfo } from './fixtures';
import { login, noToasts, projectContextOptions } from './support';

/**
 * The planning tab of /v2/orders, the confirmation link of an INV order and the public page
 * /confirmations/{uuid} (spec 3 §2.2, §2.5, §4, §5, §8). Both projects share one database, so every test
 * plans its own inventory (a fresh INV order has a fresh, open confirmation) and names it by project.
 */

interface GqlAnswer<T> {
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function gqlRaw<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer<T>> {
  const answer = await page.request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  return (await answer.json()) as GqlAnswer<T>;
}

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await gqlRaw<T>(page, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

const berlinDay = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
};
const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

interface Confirmation {
  uuid: string;
  orderId: number;
  date: string;
  name: string;
  expired: boolean;
  confirmationTimestamp: string | null;
  status: 'CONFIRMED' | 'UNCONFIRMED';
  changedByCustomer: boolean;
  storageRollCageCount: number | null;
  storageFreezerRollCageCount: number | null;
  categories: { storage: boolean; labels: boolean };
}
const CONFIRMATION_FIELDS = `uuid orderId date name expired confirmationTimestamp status changedByCustomer
  storageRollCageCount storageFreezerRollCageCount categories { storage labels }`;

/**
 * Plans an INV order without customer (so storage is orderable) and without positions (so no day's
 * capacity refuses it) a few days ahead — inside the planning tab's default range today..+14 — and
 * returns its confirmation.
 */
async function planInventory(page: Page, name: string, daysAhead: number): Promise<Confirmation> {
  const day = berlinDay(daysAhead);
  const created = await gql<{ createOrder: { id: number } }>(
    page,
    `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`,
    { input: { orderType: 'INV', name, address: 'Teststraße 14', zip: '80331', city: 'München', validFrom: day, validTo: day, startTime: '07:00' } },
  );
  const { orderConfirmation } = await gql<{ orderConfirmation: Confirmation | null }>(
    page,
    `query($id: Int!) { orderConfirmation(orderId: $id) { ${CONFIRMATION_FIELDS} } }`,
    { id: created.createOrder.id },
  );
  expect(orderConfirmation, 'an upcoming INV order gets a confirmation').not.toBeNull();
  expect(orderConfirmation!).toMatchObject({ date: day, expired: false, confirmationTimestamp: null, status: 'UNCONFIRMED' });
  return orderConfirmation!;
}

/** A browser context of its own: no cookies, nobody logged in — the customer's phone or PC. */
async function customerContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  return browser.newContext(projectContextOptions(testInfo));
}

async function openPlanning(page: Page) {
  await page.goto('/v2/orders');
  await page.getByRole('tab', { name: 'Planung' }).click();
  await expect(page.getByTestId('planning-tab')).toBeVisible();
}

const planningRow = (page: Page, uuid: string) => page.locator(`[data-testid="planning-row"][data-uuid="${uuid}"]`);

test('a customer confirms an inventory through its link without login; planning and the order show it confirmed', async ({ page, browser, context, shot }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const baseURL = testInfo.project.use.baseURL!.replace(/\/+$/, '');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await login(page, 'buero');
  const name = `E2E Bestätigung ${project} ${Date.now()}`;
  const confirmation = await planInventory(page, name, project === 'phone' ? 4 : 3);
  const link = `${baseURL}/confirmations/${confirmation.uuid}`;

  // Staff: the open confirmation is listed in planning (default range today..+14); the link is copied.
  await openPlanning(page);
  const row = planningRow(page, confirmation.uuid);
  await expect(row).toBeVisible();
  await expect(row).toContainText(name);
  await expect(row).toContainText(german(confirmation.date));
  await expect(row.getByTestId('confirmation-state')).toHaveAttribute('data-state', 'open');
  // The status filter narrows the list to unconfirmed ones — this one stays.
  await page.getByTestId('planning-status').selectOption('UNCONFIRMED');
  await expect(row).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'confirmations-planning-open');
  await row.getByTestId('planning-copy-link').click();
  await expect(page.getByText('Link kopiert.').first()).toBeVisible();
  await expect(page.getByText(link).first()).toBeVisible();
  // The success toast only shows after the copy worked; on the desktop the clipboard is read back too.
  if (project === 'desktop') expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The order's info tab carries the same link, open.
  await page.goto(`/orders/${confirmation.orderId}/info`);
  const card = page.getByTestId('order-confirmation');
  await expect(card.getByTestId('order-confirmation-link')).toHaveValue(link);
  await expect(card.getByTestId('confirmation-state')).toHaveAttribute('data-state', 'open');

  // The customer: a fresh context without login opens the link.
  const customer = await customerContext(browser, testInfo);
  const pub = await customer.newPage();
  await pub.goto(link);
  const form = pub.getByTestId('confirmation-form');
  await expect(form).toBeVisible();
  await expect(pub.getByTestId('confirmation-name')).toHaveText(name);
  await expect(pub.getByTestId('confirmation-address')).toHaveText('Teststraße 14');
  await expect(pub.getByTestId('confirmation-zip')).toHaveText('80331');
  await expect(pub.getByTestId('confirmation-city')).toHaveText('München');
  await expect(pub.getByTestId('confirmation-date')).toContainText(german(confirmation.date));
  await expect(pub.getByTestId('confirmation-start')).toHaveText('07:00 Uhr');
  await expect(pub.getByTestId('confirmation-storage-details')).toHaveCount(0);
  await shot(pub, 'confirmations-public-form');

  // Storage asks for the roll cages; confirming without them is refused in the browser.
  await pub.getByTestId('confirmation-category-storage').click();
  await expect(pub.getByTestId('confirmation-storage-details')).toBeVisible();
  await pub.getByTestId('confirmation-confirm').click();
  await expect(pub.getByText('Anzahl Rollwagen Lager ist erforderlich')).toHaveCount(1);
  await expect(pub.getByText('Anzahl Rollwagen Tiefkühllager ist erforderlich')).toHaveCount(1);
  await pub.getByTestId('confirmation-storageRollCageCount').fill('4');
  await pub.getByTestId('confirmation-storageFreezerRollCageCount').fill('1');
  await pub.getByTestId('confirmation-comment').fill(`Anlieferung über die Rampe (${project})`);
  await pub.getByTestId('confirmation-storage-details').scrollIntoViewIfNeeded();
  await shot(pub, 'confirmations-public-storage');
  await pub.getByTestId('confirmation-confirm').click();
  const done = pub.getByTestId('confirmation-success');
  await expect(done).toBeVisible();
  await expect(done).toContainText('Vielen Dank!');
  await expect(done.getByRole('checkbox')).toBeDisabled();
  await expect(done.getByRole('checkbox')).toBeChecked();
  await shot(pub, 'confirmations-public-confirmed');

  // Reopening the link: already confirmed (410).
  await pub.reload();
  await expect(pub.getByTestId('confirmation-already-confirmed')).toBeVisible();
  await expect(pub.getByTestId('confirmation-form')).toHaveCount(0);
  await shot(pub, 'confirmations-public-already-confirmed');
  await customer.close();

  // Staff: planning shows it confirmed, with storage, the roll cages and the customer's change.
  const after = await gql<{ orderConfirmation: Confirmation }>(page, `query($id: Int!) { orderConfirmation(orderId: $id) { ${CONFIRMATION_FIELDS} } }`, {
    id: confirmation.orderId,
  });
  expect(after.orderConfirmation).toMatchObject({
    status: 'CONFIRMED',
    changedByCustomer: true,
    storageRollCageCount: 4,
    storageFreezerRollCageCount: 1,
    categories: { storage: true },
  });
  expect(after.orderConfirmation.confirmationTimestamp).not.toBeNull();
  await openPlanning(page);
  await page.getByTestId('planning-status').selectOption('CONFIRMED');
  const confirmedRow = planningRow(page, confirmation.uuid);
  await expect(confirmedRow).toBeVisible();
  await expect(confirmedRow.getByTestId('confirmation-state')).toHaveAttribute('data-state', 'confirmed');
  await expect(confirmedRow).toContainText(`Anlieferung über die Rampe (${project})`);
  await page.getByTestId('planning-status').selectOption('UNCONFIRMED');
  await expect(planningRow(page, confirmation.uuid)).toHaveCount(0);
  await page.getByTestId('planning-status').selectOption('CONFIRMED');
  await confirmedRow.scrollIntoViewIfNeeded();
  await shot(page, 'confirmations-planning-confirmed');

  await page.goto(`/orders/${confirmation.orderId}/info`);
  await expect(page.getByTestId('order-confirmation').getByTestId('confirmation-state')).toHaveAttribute('data-state', 'confirmed');
  await expect(page.getByTestId('order-confirmation')).toContainText('Bestätigt am');
});

test('staff confirm in the planning edit dialog; roll cages are required with storage and the confirmation locks', async ({ page, shot }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  await login(page, 'buero');
  const name = `E2E Planung ${project} ${Date.now()}`;
  const confirmation = await planInventory(page, name, project === 'phone' ? 6 : 5);

  await openPlanning(page);
  const row = planningRow(page, confirmation.uuid);
  await row.getByTestId('planning-edit').click();
  const dialog = page.getByTestId('planning-edit-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('planning-edit-category-storage').click();
  await dialog.getByTestId('planning-edit-category-labels').click();
  await dialog.getByTestId('planning-edit-save').click();
  await expect(dialog.getByText('Anzahl Rollwagen Lager ist erforderlich')).toHaveCount(1);
  await expect(dialog.getByText('Anzahl Rollwagen Tiefkühllager ist erforderlich')).toHaveCount(1);
  // The warning toast lies over the dialog's buttons on a phone until it is gone.
  await noToasts(page);
  await dialog.getByTestId('planning-edit-storageRollCageCount').fill('2');
  await dialog.getByTestId('planning-edit-storageFreezerRollCageCount').fill('0');
  await dialog.getByTestId('planning-edit-confirm').click();
  await shot(page, 'confirmations-planning-edit');
  await dialog.getByTestId('planning-edit-save').click();
  await expect(page.getByText('Bestätigung gespeichert.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('confirmation-state')).toHaveAttribute('data-state', 'confirmed');

  // Confirmed once, the checkbox is locked in the dialog.
  await row.getByTestId('planning-edit').click();
  await expect(dialog.getByTestId('planning-edit-confirm').getByRole('checkbox')).toBeDisabled();
  await expect(dialog.getByTestId('planning-edit-confirm').getByRole('checkbox')).toBeChecked();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  const after = await gql<{ orderConfirmation: Confirmation }>(page, `query($id: Int!) { orderConfirmation(orderId: $id) { ${CONFIRMATION_FIELDS} } }`, {
    id: confirmation.orderId,
  });
  expect(after.orderConfirmation).toMatchObject({ status: 'CONFIRMED', storageRollCageCount: 2, storageFreezerRollCageCount: 0, categories: { storage: true, labels: true } });
});

test('planning edit dialog: a category the customer cannot order is disabled with the note, as on the public page', async ({ page, shot }, testInfo) => {
  const project = testInfo.project.name;
  await login(page, 'buero');
  // A customer without the target/actual service (storage it has).
  const types = await (await page.request.get('/api/customers/types')).json();
  const customer = await page.request.post('/api/customers', {
    data: { name: `E2E Kein Soll-Ist ${project} ${Date.now()}`, customerTypeId: types[0].id, storage: true, targetActualComparison: false },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(customer.status()).toBe(201);
  const customerId = (await customer.json()).id as number;
  const day = berlinDay(project === 'phone' ? 8 : 7);
  const created = await gql<{ createOrder: { id: number } }>(page, `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, {
    input: { orderType: 'INV', name: `E2E Nicht buchbar ${project} ${Date.now()}`, address: 'Teststraße 6', zip: '80331', city: 'München', validFrom: day, validTo: day, startTime: '07:00', customerId },
  });
  const { orderConfirmation } = await gql<{ orderConfirmation: Confirmation }>(page, `query($id: Int!) { orderConfirmation(orderId: $id) { ${CONFIRMATION_FIELDS} } }`, {
    id: created.createOrder.id,
  });

  await openPlanning(page);
  await planningRow(page, orderConfirmation.uuid).getByTestId('planning-edit').click();
  const dialog = page.getByTestId('planning-edit-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('planning-edit-not-orderable-targetActualComparison')).toBeVisible();
  await expect(dialog.getByTestId('planning-edit-category-targetActualComparison').getByRole('checkbox')).toBeDisabled();
  await expect(dialog.getByTestId('planning-edit-category-targetActualComparison').getByRole('checkbox')).not.toBeChecked();
  // Storage is orderable for this customer: free to tick, without the note.
  await expect(dialog.getByTestId('planning-edit-not-orderable-storage')).toHaveCount(0);
  await expect(dialog.getByTestId('planning-edit-category-storage').getByRole('checkbox')).toBeEnabled();
  await dialog.getByTestId('planning-edit-category-targetActualComparison').click({ force: true });
  await expect(dialog.getByTestId('planning-edit-category-targetActualComparison').getByRole('checkbox')).not.toBeChecked();
  await shot(page, 'confirmations-planning-not-orderable');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
});

test('an expired link shows the expired page with the office contact; an unknown one shows not found', async ({ page, browser, shot }, testInfo) => {
  await login(page, 'buero');
  // The demo data holds an expired, unconfirmed inventory in the past weeks.
  const { confirmations } = await gql<{ confirmations: Confirmation[] }>(
    page,
    `query($from: String, $to: String) { confirmations(from: $from, to: $to) { ${CONFIRMATION_FIELDS} } }`,
    { from: berlinDay(-60), to: berlinDay(0) },
  );
  const expired = confirmations.find((c) => c.expired && !c.confirmationTimestamp);
  expect(expired, 'demo data: an expired, unconfirmed confirmation').toBeDefined();

  const customer = await customerContext(browser, testInfo);
  const pub = await customer.newPage();
  await pub.goto(`/confirmations/${expired!.uuid}`);
  const gone = pub.getByTestId('confirmation-expired');
  await expect(gone).toBeVisible();
  await expect(gone).toContainText('Link abgelaufen');
  await expect(gone.getByRole('link')).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(pub.getByTestId('confirmation-form')).toHaveCount(0);
  await shot(pub, 'confirmations-public-expired');

  await pub.goto(`/confirmations/${randomUUID()}`);
  await expect(pub.getByTestId('confirmation-not-found')).toBeVisible();
  await expect(pub.getByTestId('confirmation-not-found')).toContainText('Bestätigung nicht gefunden');
  await shot(pub, 'confirmations-public-not-found');
  await customer.close();
});

test.describe('planning table on a 1366 px screen', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the row actions stay in view and hidden columns are announced with buttons that scroll to them @desktop-only', async ({ page, shot }) => {
    await login(page, 'buero');
    const confirmation = await planInventory(page, `E2E Breite ${Date.now()}`, 9);
    await openPlanning(page);
    const row = planningRow(page, confirmation.uuid);
    await expect(row).toBeVisible();
    // Without scrolling: the actions of the row are on screen, not clipped by the scroll area.
    await expect(row.getByTestId('planning-edit')).toBeInViewport({ ratio: 1 });
    await expect(row.getByTestId('planning-open-order')).toBeInViewport({ ratio: 1 });
    // The columns beyond the right edge are announced; the button brings the comment into view.
    const hint = page.getByTestId('planning-scroll-hint');
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('Weitere Spalten');
    await expect(page.getByTestId('planning-scroll-left')).toBeDisabled();
    await expect(page.getByRole('columnheader', { name: 'Kommentar' })).not.toBeInViewport({ ratio: 1 });
    await shot(page, 'confirmations-planning-1366');
    await page.getByTestId('planning-scroll-right').click();
    await expect(page.getByRole('columnheader', { name: 'Kommentar' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('planning-scroll-right')).toBeDisabled();
    await expect(page.getByTestId('planning-scroll-left')).toBeEnabled();
    await expect(row.getByTestId('planning-edit')).toBeInViewport({ ratio: 1 });
    await shot(page, 'confirmations-planning-1366-scrolled');
  });
});
