import { expect, type Page, type TestInfo, test } from './fixtures';
import { login } from './support';

test.use({ shotOptions: { fullPage: true } });

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';
/** Both projects share one database, and reruns too: names carry the project and a run number. */
const unique = (testInfo: TestInfo, base: string) => `${base} ${isPhone(testInfo) ? 'Phone' : 'Desktop'} ${Date.now() % 100000}`;

async function waitForToastToGo(page: Page, text: string) {
  await page.mouse.move(5, 5);
  await expect(page.getByText(text)).toHaveCount(0);
}

test('buero creates a customer with a new type, switches it to REWE and sets travel times', async ({ page, shot }, testInfo) => {
  test.setTimeout(90_000);
  const phone = isPhone(testInfo);
  const typeName = unique(testInfo, 'Markttyp');
  const name = unique(testInfo, 'Testmarkt');
  await login(page, 'buero');

  await page.goto('/customers');
  if (phone) await expect(page.getByTestId('customer-list').getByRole('link').first()).toBeVisible();
  else await expect(page.getByTestId('customer-table').getByRole('row').nth(2)).toBeVisible();
  await waitForToastToGo(page, 'Login erfolgreich.');
  await shot(page, 'customers-list');

  if (phone) {
    // spec 3 §2.7: the floating create button hides when scrolled to the bottom. The list
    // loads more customers near its end: scroll until all are there, then the end stays put.
    const fab = page.getByTestId('customer-create-fab');
    await expect(fab).toBeVisible();
    const total = Number((await page.getByTestId('customer-count').textContent())!.replace(/\D/g, ''));
    const entries = page.getByTestId('customer-list').getByRole('link');
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(entries).toHaveCount(total, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(fab).toBeHidden();
    await shot(page, 'customers-list-bottom', { fullPage: false });
    await expect(fab).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(fab).toBeVisible();
  }

  if (!phone) {
    await page.goto('/customers?view=list');
    await expect(page.getByTestId('customer-list').getByRole('link').first()).toBeVisible();
    await shot(page, 'customers-listview');
    await page.goto('/customers');
  }

  // The warning toast sits over the dialog's footer on a phone until it goes.
  const submitCreate = async () => {
    await waitForToastToGo(page, 'Bitte Eingaben prüfen.');
    await page.getByTestId('create-customer-dialog').getByRole('button', { name: 'Erstellen' }).click();
  };

  // Create: the spec's messages for empty required fields, REWE switches to region / VB / KST.
  await page.getByRole('button', { name: 'Kunde erstellen' }).click();
  const dialog = page.getByTestId('create-customer-dialog');
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await expect(dialog.getByText('Geben Sie einen Namen an')).toBeVisible();
  await expect(dialog.getByText('Wählen Sie einen Kundentyp')).toBeVisible();
  await expect(page.getByText('Bitte Eingaben prüfen.')).toBeVisible();

  await dialog.getByTestId('field-name').fill(name);
  await dialog.getByTestId('field-street').fill('Hauptstraße 5');
  await dialog.getByTestId('field-zip').fill('04109');
  await dialog.getByTestId('field-city').fill('Leipzig');
  await dialog.getByTestId('field-customerTypeId').selectOption({ label: 'REWE' });
  await expect(dialog.getByTestId('rewe-fields')).toBeVisible();
  await dialog.getByTestId('field-region').fill('1');
  await dialog.getByTestId('field-costCenter').fill('12');
  await submitCreate();
  await expect(dialog.getByText('Geben Sie eine 2-Stellige Nummer an')).toBeVisible();
  await expect(dialog.getByText('Geben Sie eine 4-Stellige Nummer an')).toBeVisible();
  await shot(page, 'customers-create-rewe', { fullPage: false });

  await dialog.getByTestId('field-customerTypeId').selectOption({ label: 'Neuer Kundentyp' });
  await expect(dialog.getByTestId('field-customerId')).toBeVisible();
  await submitCreate();
  await expect(dialog.getByText('Geben Sie eine Bezeichnung für den neuen Kundentyp an')).toBeVisible();
  await dialog.getByTestId('field-newCustomerType').fill(typeName);
  await dialog.getByTestId('field-customerId').fill('K-4711');
  await dialog.getByTestId('field-customerClass').selectOption('B');
  await dialog.getByTestId('field-positions').fill('0');
  await submitCreate();
  await expect(dialog.getByText('The value must be a positive integer')).toBeVisible();
  await dialog.getByTestId('field-positions').fill('12000');
  await dialog.getByTestId('field-inventoryValue').fill('250.000,50');
  await dialog.getByTestId('field-flowers').click();
  await dialog.getByTestId('field-notesFlowers').fill('Blumen im Außenbereich');
  await shot(page, 'customers-create', { fullPage: false });
  await submitCreate();
  await expect(page.getByText('Kunde erstellt.')).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/\d+\/info$/);
  await expect(page.getByTestId('customer-name')).toHaveText(name);
  await expect(page.getByTestId('field-customerTypeId').locator('option:checked')).toHaveText(typeName);

  // Travel times: 1 h 25 min to Leipzig, 45 min to the first other location.
  await waitForToastToGo(page, 'Kunde erstellt.');
  const travel = page.getByTestId('card-travel-times');
  await expect(travel.getByLabel('Stunden nach Leipzig')).toHaveValue('0');
  await travel.getByLabel('Stunden nach Leipzig').fill('1');
  await travel.getByLabel('Minuten nach Leipzig').fill('25');
  const minutesInputs = travel.getByLabel(/^Minuten nach /);
  const other = (await minutesInputs.nth(0).getAttribute('aria-label')) === 'Minuten nach Leipzig' ? minutesInputs.nth(1) : minutesInputs.nth(0);
  const otherLabel = (await other.getAttribute('aria-label'))!;
  await other.fill('45');
  await travel.getByRole('button', { name: 'Fahrzeiten speichern' }).click();
  await expect(page.getByText('Fahrzeiten gespeichert.')).toBeVisible();

  // Switch the type to REWE: region / VB / KST instead of the customer number.
  await page.getByTestId('field-customerTypeId').selectOption({ label: 'REWE' });
  await page.getByTestId('field-region').fill('12');
  await page.getByTestId('field-sellingArea').fill('34');
  await page.getByTestId('field-costCenter').fill('5678');
  await page.getByTestId('customer-save').click();
  await expect(page.getByText('Kunde bearbeitet.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('customer-name')).toHaveText(name);
  await expect(page.getByTestId('field-customerTypeId').locator('option:checked')).toHaveText('REWE');
  await expect(page.getByTestId('field-costCenter')).toHaveValue('5678');
  await expect(travel.getByLabel('Stunden nach Leipzig')).toHaveValue('1');
  await expect(travel.getByLabel('Minuten nach Leipzig')).toHaveValue('25');
  await expect(travel.getByLabel(otherLabel)).toHaveValue('45');
  await waitForToastToGo(page, 'Kunde bearbeitet.');
  await shot(page, 'customers-details');

  // Orders tab and the plan dialog (a new customer has no orders yet).
  await page.getByRole('tab', { name: 'Aufträge' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByTestId('upcoming-orders').getByText('Keine Daten verfügbar')).toBeVisible();
  await page.getByRole('button', { name: 'Auftrag planen' }).click();
  const plan = page.getByTestId('plan-order-dialog');
  await expect(plan.getByTestId('plan-positions')).toHaveValue('12000');
  await plan.getByTestId('plan-positions').fill('0');
  await plan.getByRole('button', { name: 'Weiter zum Auftrag' }).click();
  await expect(plan.getByText('The value must be a positive integer')).toBeVisible();
  await shot(page, 'customers-plan', { fullPage: false });
  await plan.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(plan).toBeHidden();

  // Delete: nobody refers to the new customer, so it is gone. (Once in CI the confirmation never
  // appeared: the tab switch had not landed yet when the delete button was clicked.)
  await page.getByRole('tab', { name: 'Übersicht' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByRole('tab', { name: 'Übersicht' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Kunde löschen' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page).toHaveURL(/\/customers$/);
});

test('a customer with orders shows its past and upcoming orders', async ({ page, shot }, testInfo) => {
  await login(page, 'buero');
  const answer = await page.request.post('/graphql', {
    data: { query: '{ customers(size: 50, sort: "positions,desc", filter: { active: true }) { items { id } } }' },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await answer.json()) as { data: { customers: { items: { id: number }[] } } };
  // Both layouts need past orders: the first demo customer that has some (those with the most positions
  // may be customers other tests have just created, without any order).
  let id: number | undefined;
  for (const { id: candidate } of body.data.customers.items) {
    const orders = await page.request.post('/graphql', {
      data: { query: `{ customerOrders(id: ${candidate}) { past { fromDate } } }` },
      headers: { 'content-type': 'application/json' },
    });
    if (((await orders.json()) as { data: { customerOrders: { past: unknown[] } } }).data.customerOrders.past.length) {
      id = candidate;
      break;
    }
  }
  expect(id, 'a demo customer with past orders').toBeDefined();
  await page.goto(`/customers/${id}/orders`);
  if (isPhone(testInfo)) await expect(page.getByTestId('past-orders').getByTestId('order-card').first()).toBeVisible();
  else await expect(page.getByTestId('past-orders').getByRole('row').nth(1)).toBeVisible();
  await waitForToastToGo(page, 'Login erfolgreich.');
  await shot(page, 'customers-orders');
  if (isPhone(testInfo)) {
    // A phone gets cards, not a table: nothing inside the order cards scrolls sideways.
    for (const card of ['upcoming-orders', 'past-orders']) {
      await expect(page.getByTestId(card).locator('table')).toHaveCount(0);
      const sideways = await page.getByTestId(card).evaluate((root) =>
        [root, ...root.querySelectorAll('*')]
          .filter((el) => el === root || ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.className),
      );
      expect(sideways, `${card} scrolls sideways`).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  }
});

test('an inactive customer is read-only with an orange alert', async ({ page, shot }) => {
  await login(page, 'buero');
  const answer = await page.request.post('/graphql', {
    data: { query: '{ customers(size: 1, filter: { active: false }) { items { id } } }' },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await answer.json()) as { data: { customers: { items: { id: number }[] } } };
  await page.goto(`/customers/${body.data.customers.items[0]!.id}/info`);
  await expect(page.getByTestId('inactive-alert')).toBeVisible();
  await expect(page.getByTestId('field-name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Kunde löschen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fahrzeiten speichern' })).toHaveCount(0);
  await waitForToastToGo(page, 'Login erfolgreich.');
  await shot(page, 'customers-inactive');
  await page.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(page.getByTestId('inactive-alert')).toHaveCount(0);
});

test('admin manages company locations and market areas', async ({ page, shot }, testInfo) => {
  test.setTimeout(90_000);
  const location = unique(testInfo, 'Standort');
  const area = unique(testInfo, 'Bereich');
  await login(page, 'admin');
  await page.goto('/inventories?tab=3');
  await expect(page.getByTestId('company-locations').getByText('Leipzig').first()).toBeVisible();
  await waitForToastToGo(page, 'Login erfolgreich.');
  await shot(page, 'inventories-locations');

  const locations = page.getByTestId('company-locations');
  await locations.getByRole('button', { name: 'Standort erstellen' }).click();
  const dialog = page.getByTestId('location-dialog');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Geben Sie einen Namen an')).toBeVisible();
  await dialog.getByTestId('location-name').fill(location);
  await dialog.getByTestId('location-notes').fill('Lager im Hinterhof');
  await dialog.getByTestId('location-street').fill('Am Markt 1');
  await dialog.getByTestId('location-zip').fill('0a1b2c3d4e5f');
  await expect(dialog.getByTestId('location-zip')).toHaveValue('01234');
  await dialog.getByTestId('location-city').fill('Dresden');
  await shot(page, 'inventories-location-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Standort erstellt.')).toBeVisible();

  // Search from 3 characters.
  await locations.getByRole('searchbox', { name: 'Standorte suchen' }).fill(location);
  await expect(locations.getByTestId(`location-${location}`)).toBeVisible();
  await expect(locations.getByTestId('location-Leipzig')).toHaveCount(0);

  await locations.getByRole('button', { name: `${location} bearbeiten` }).click();
  await dialog.getByTestId('location-city').fill('Chemnitz');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Standort gespeichert.')).toBeVisible();
  await expect(locations.getByTestId(`location-${location}`)).toContainText('Chemnitz');

  await waitForToastToGo(page, 'Standort gespeichert.');
  await locations.getByRole('button', { name: `${location} löschen` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Standort gelöscht.')).toBeVisible();
  await expect(locations.getByTestId(`location-${location}`)).toHaveCount(0);

  // Market areas: an area with two categories.
  await page.getByRole('tab', { name: 'Marktbereiche' }).click();
  const areas = page.getByTestId('market-areas');
  await expect(areas.getByRole('button', { name: /bearbeiten$/ }).first()).toBeVisible();
  await areas.getByRole('button', { name: 'Marktbereich erstellen' }).click();
  const areaDialog = page.getByTestId('area-dialog');
  await areaDialog.getByTestId('area-name').fill(area);
  await areaDialog.getByTestId('area-deviation').fill('-12,5');
  await areaDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Marktbereich erstellt.')).toBeVisible();
  await expect(areas.getByTestId(`area-${area}`)).toContainText('−12,5 %');

  await areas.getByRole('button', { name: `Kategorien von ${area} anzeigen` }).click();
  for (const [category, deviation] of [
    ['Kühlregal', '5'],
    ['Tiefkühlung', '-3'],
  ] as const) {
    await areas.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
    const categoryDialog = page.getByTestId('category-dialog');
    await categoryDialog.getByTestId('area-name').fill(category);
    await categoryDialog.getByTestId('area-deviation').fill(deviation);
    await categoryDialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(areas.getByTestId(`category-${category}`)).toBeVisible();
  }
  await expect(areas.getByTestId(`area-${area}`)).toContainText('2 Kategorien');
  await waitForToastToGo(page, 'Kategorie erstellt.');
  await shot(page, 'inventories-areas');

  // Deleting the area takes its categories with it (and keeps reruns from piling up areas).
  await areas.getByRole('button', { name: `${area} löschen` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(areas.getByTestId(`area-${area}`)).toHaveCount(0);
});

test('mitarbeiter is denied /customers', async ({ page }) => {
  await login(page, 'mitarbeiter');
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/accessDenied$/);
  await expect(page.getByTestId('access-denied')).toHaveText('Zugriff verweigert!');
});
