import { expect, type Page, test } from './fixtures';
import { login } from './support';

/** Toasts pause while the pointer rests on them. */
async function toastSeen(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(page.getByText(text)).toHaveCount(0);
}

const pad = (n: number) => String(n).padStart(2, '0');
const de = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const fmt = (n: number) => new Intl.NumberFormat('de-DE').format(n);
const readCount = (s: string) => Number(s.trim().replace(/\./g, ''));

/**
 * The month after next (always in the future, whatever today is) and a day in it per project, so the
 * desktop and phone runs, which share one database, never book the same day.
 */
function testDay(project: string): { month: string; day: string; dayOfMonth: number } {
  const now = new Date();
  const m = new Date(now.getFullYear(), now.getMonth() + 2, 1);
  const month = `${m.getFullYear()}-${pad(m.getMonth() + 1)}`;
  const dayOfMonth = project === 'phone' ? 2 : 3;
  return { month, day: `${month}-${pad(dayOfMonth)}`, dayOfMonth };
}

/** used / max of a day as the calendar shows it ("1.234 / 90.000"). */
async function capacity(page: Page, day: string): Promise<{ used: number; max: number }> {
  const label = page.getByTestId(`day-positions-${day}`);
  await expect(label).toHaveText(/^[\d.]+ \/ [\d.]+$/);
  const [used, max] = (await label.textContent())!.split('/').map(readCount) as [number, number];
  return { used, max };
}

/** An inventory booked past the dialog, as a second planner would: a request of its own, this session. */
async function bookElsewhere(page: Page, day: string, positions: number, name: string) {
  const errors = await page.evaluate(
    async ({ day, positions, name }) => {
      const answer = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'Book',
          query: 'mutation Book($input: OrderInput!) { createOrder(input: $input) { id } }',
          variables: {
            input: { orderType: 'INV', name, address: 'Hauptstraße 1', zip: '04109', city: 'Leipzig', validFrom: day, validTo: day, startTime: '07:00', positions },
          },
        }),
      });
      const body = (await answer.json()) as { errors?: { message: string }[] };
      return body.errors ?? [];
    },
    { day, positions, name },
  );
  expect(errors).toEqual([]);
}

/** Picks the first active customer found for "REWE" in the dialog's customer search. */
async function pickCustomer(page: Page) {
  const dialog = page.getByTestId('create-inventory-dialog');
  await dialog.getByTestId('customer-search').fill('REWE');
  const option = dialog.getByTestId('customer-option').first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(dialog.getByTestId('order-customer-name')).not.toHaveText('');
  await expect(dialog.getByTestId('inventory-name')).not.toHaveValue('');
  await expect(dialog.getByTestId('inventory-address')).not.toHaveValue('');
  await expect(dialog.getByTestId('inventory-zip')).not.toHaveValue('');
  await expect(dialog.getByTestId('inventory-city')).not.toHaveValue('');
}

// Runs against a server with the calendar API (calendarDays, saveCalendarDay, the capacity
// rule of createOrder). Both projects share one database: each books its own day and unique names.
test('buero plans inventories in the capacity calendar; the server refuses the booking beyond the day maximum', async ({ page, shot }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const phone = project === 'phone';
  const { month, day } = testDay(project);
  const stamp = Date.now();
  const inventoryName = `E2E Kalender ${project} ${stamp}`;
  await login(page, 'buero');

  // The calendar tab: month view on a desktop, day view on a phone; the type filter defaults to REWE.
  await page.goto('/v2/orders');
  await page.getByRole('tab', { name: 'Kalender' }).click();
  await expect(page.getByTestId('calendar-tab')).toBeVisible();
  await expect(page.getByTestId('calendar-board')).toHaveAttribute('data-view', phone ? 'day' : 'month');
  await expect(page.getByTestId('calendar-customer-type').locator('option:checked')).toHaveText(/^rewe$/i);
  await expect(page.getByTestId('calendar-weeks')).toHaveText(/^KW \d+(–\d+)?$/);
  await expect(page.getByTestId('calendar-export')).toHaveAttribute('href', /^\/api\/v2\/orders\/export\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&orderType=INV$/);
  await expect(page.getByTestId('calendar-export')).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('calendar-month-sum')).toHaveText(/^Positionen .+ \d{4}: [\d.]+$/);
  await expect(page.getByTestId('calendar-last-year-sum')).toHaveText(/^Vorjahr .+ \d{4}: [\d.]+$/);
  // Every inventory shown is listed with its positions; the filter shows all types from here on.
  await page.getByTestId('calendar-customer-type').selectOption('');
  await shot(page, 'calendar-today');

  // An invalid region filter is reset with 'Invalid format'.
  await page.getByTestId('calendar-region').fill('1234');
  await page.getByTestId('calendar-region').press('Enter');
  await toastSeen(page, 'Invalid format');
  await expect(page.getByTestId('calendar-region')).toHaveValue('');

  // To the test day: the month picker, then (phone, day view) one day further.
  await page.getByTestId('calendar-month').fill(`${month.slice(5, 7)}.${month.slice(0, 4)}`);
  if (phone) await page.getByTestId('calendar-next').click();
  await page.getByTestId('calendar-customer-type').selectOption('');
  await expect(page.getByTestId(`calendar-day-${day}`)).toBeVisible();
  const before = await capacity(page, day);

  // Max-positions dialog: room for exactly 120 more positions, with a note.
  const limit = before.used + 120;
  await page.getByTestId(`day-positions-${day}`).click();
  const maxDialog = page.getByTestId('max-positions-dialog');
  await expect(maxDialog).toBeVisible();
  await expect(maxDialog.getByTestId('max-positions-used')).toHaveText(`Verplant: ${fmt(before.used)} von ${fmt(before.max)} Positionen`);
  await maxDialog.getByTestId('max-positions-input').fill('1,5');
  await maxDialog.getByTestId('max-positions-save').click();
  await expect(maxDialog.getByText('Maximale Positionen muss eine ganze Zahl ≥ 0 sein')).toBeVisible();
  // Beyond what the server takes: the form names the allowed maximum at the field.
  await maxDialog.getByTestId('max-positions-input').fill('99.999.999.999');
  await maxDialog.getByTestId('max-positions-save').click();
  await expect(maxDialog.getByText('Maximale Positionen darf höchstens 10.000.000 sein')).toBeVisible();
  await maxDialog.getByTestId('max-positions-input').fill(String(limit));
  await maxDialog.getByTestId('max-positions-note').fill(`E2E Kapazität ${project}`);
  await shot(page, 'calendar-max-positions');
  await maxDialog.getByTestId('max-positions-save').click();
  await toastSeen(page, 'Kalendertag gespeichert.');
  await expect(maxDialog).toHaveCount(0);
  await expect(page.getByTestId(`day-positions-${day}`)).toHaveText(`${fmt(before.used)} / ${fmt(limit)}`);
  await expect(page.getByTestId(`day-note-${day}`)).toHaveText(`E2E Kapazität ${project}`);

  // Book 100 positions from the calendar: the day itself (desktop) or the plus button (phone, day view).
  if (phone) await page.getByTestId('calendar-plus').click();
  else await page.getByTestId(`day-plan-${day}`).click();
  const dialog = page.getByTestId('create-inventory-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('inventory-validFrom')).toHaveValue(de(day));
  await expect(dialog.getByTestId('inventory-validTo')).toHaveValue(de(day));
  await expect(dialog.getByTestId('inventory-startTime')).toHaveValue('07:00');
  await expect(dialog.getByTestId('inventory-capacity')).toHaveText(
    `Am ${de(day)}: ${fmt(before.used)} von ${fmt(limit)} Positionen verplant, ${fmt(120)} frei`,
  );
  await pickCustomer(page);
  await dialog.getByTestId('inventory-name').fill(inventoryName);
  await dialog.getByTestId('inventory-positions').fill('0');
  await dialog.getByTestId('inventory-save').click();
  await expect(dialog.getByText('Positionen muss eine ganze Zahl ≥ 1 sein')).toBeVisible();
  // The warning toast covers the phone dialog's footer until it has gone.
  await toastSeen(page, 'Bitte Eingaben prüfen.');
  await dialog.getByTestId('inventory-positions').fill('100');
  await shot(page, 'calendar-create');
  await dialog.getByTestId('inventory-save').click();
  await toastSeen(page, 'Inventur angelegt.');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`day-positions-${day}`)).toHaveText(`${fmt(before.used + 100)} / ${fmt(limit)}`);
  await shot(page, 'calendar-booked');

  // The inventory is in the calendar (desktop: in the agenda, where a busy month cell cannot hide it
  // behind "+n weitere"); its event opens the order in a new tab.
  if (!phone) await page.getByTestId('calendar-views').getByText('Agenda').click();
  const event = page.getByTestId('calendar-event').filter({ hasText: inventoryName });
  await expect(event).toBeVisible();
  await expect(event).toContainText('100 Pos.');
  if (!phone) await shot(page, 'calendar-agenda');
  const [orderTab] = await Promise.all([page.context().waitForEvent('page'), event.click()]);
  await expect(orderTab).toHaveURL(/\/orders\/\d+\/info$/);
  await expect(orderTab.getByTestId('order-title')).toHaveText(inventoryName);
  await orderTab.close();
  if (!phone) await page.getByTestId('calendar-views').getByText('Monat').click();

  // A second planner takes the last 20 positions while this dialog is open with the old figures: the
  // check before sending passes, the server refuses with its 409 title naming the day.
  if (phone) await page.getByTestId('calendar-plus').click();
  else await page.getByTestId(`day-plan-${day}`).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('inventory-capacity')).toContainText(`${fmt(before.used + 100)} von ${fmt(limit)}`);
  await pickCustomer(page);
  await dialog.getByTestId('inventory-name').fill(`${inventoryName} zu viel`);
  await dialog.getByTestId('inventory-positions').fill('10');
  await bookElsewhere(page, day, 20, `${inventoryName} anderswo`);
  await dialog.getByTestId('inventory-save').click();
  await expect(dialog.getByTestId('inventory-conflict')).toHaveText(
    `Am ${de(day)} sind bereits ${fmt(limit)} von ${fmt(limit)} Positionen verplant; 10 weitere passen nicht.`,
  );
  await shot(page, 'calendar-refused');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);

  // The day is full now: greyed, and the check before sending refuses on its own.
  await page.reload();
  await page.getByRole('tab', { name: 'Kalender' }).click();
  await page.getByTestId('calendar-month').fill(`${month.slice(5, 7)}.${month.slice(0, 4)}`);
  if (phone) await page.getByTestId('calendar-next').click();
  await page.getByTestId('calendar-customer-type').selectOption('');
  await expect(page.getByTestId(`day-positions-${day}`)).toHaveText(`${fmt(limit)} / ${fmt(limit)}`);
  await expect(page.getByTestId(`day-positions-${day}`)).toHaveAttribute('data-full', 'true');
  await expect(page.getByTestId('calendar-event').filter({ hasText: `${inventoryName} zu viel` })).toHaveCount(0);
  if (phone) await page.getByTestId('calendar-plus').click();
  else await page.getByTestId(`day-plan-${day}`).click();
  await expect(dialog.getByTestId('inventory-capacity')).toContainText(`${fmt(limit)} von ${fmt(limit)}`);
  await pickCustomer(page);
  await dialog.getByTestId('inventory-positions').fill('1');
  await dialog.getByTestId('inventory-save').click();
  await expect(dialog.getByTestId('inventory-conflict')).toHaveText(
    `Am ${de(day)} sind bereits ${fmt(limit)} von ${fmt(limit)} Positionen verplant; 1 weitere passen nicht.`,
  );
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await shot(page, 'calendar-full');
});

test("the customer's 'Auftrag planen' opens the calendar with the customer in the create dialog", async ({ page, shot }) => {
  await login(page, 'buero');
  const answer = await page.request.post('/graphql', {
    data: { query: '{ customers(size: 1, sort: "positions,desc", filter: { active: true }) { items { id name } } }' },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await answer.json()) as { data: { customers: { items: { id: number; name: string }[] } } };
  const customer = body.data.customers.items[0]!;
  await page.goto(`/customers/${customer.id}/orders`);
  await page.getByRole('button', { name: 'Auftrag planen' }).click();
  const plan = page.getByTestId('plan-order-dialog');
  await plan.getByTestId('plan-positions').fill('321');
  await plan.getByRole('button', { name: 'Weiter zum Auftrag' }).click();

  await expect(page).toHaveURL(/\/v2\/orders(\?(?!.*customerId).*)?$/);
  const dialog = page.getByTestId('create-inventory-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('order-customer-name')).toHaveText(customer.name);
  await expect(dialog.getByTestId('inventory-positions')).toHaveValue('321');
  await expect(dialog.getByTestId('inventory-name')).toHaveValue(customer.name);

  // Removing the customer asks first.
  await dialog.getByTestId('customer-remove').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(`Soll der Kunde ${customer.name} wirklich aus der Inventur entfernt werden?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog.getByTestId('order-customer-name')).toHaveText(customer.name);
  await shot(page, 'calendar-handover');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Kalender' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('calendar-tab')).toBeVisible();
});
