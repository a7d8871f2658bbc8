import { expect, type Page, test } from './fixtures';
import { apiAs, login, logout } from './support';

const pad = (n: number) => String(n).padStart(2, '0');
const de = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * A day of the month after next per project (always in the future; the desktop and phone runs share
 * one database), away from the days the calendar spec fills up.
 */
function testDay(project: string): string {
  const now = new Date();
  const m = new Date(now.getFullYear(), now.getMonth() + 2, 1);
  return `${m.getFullYear()}-${pad(m.getMonth() + 1)}-${project === 'phone' ? '12' : '13'}`;
}

/** Toasts pause while the pointer rests on them. */
async function toastSeen(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(page.getByText(text)).toHaveCount(0);
}

// The test stack runs without SMTP_URL: the confirmation mail stays in the outbox as
// "nicht versendet (kein SMTP)", which is what the Superadmin sees here.
test('the office books an inventory with "E-Mail an den Kunden senden"; the Superadmin finds the mail in "E-Mail-Ausgang" and previews it', async ({
  page,
  playwright,
  baseURL,
  shot,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const phone = project === 'phone';
  const stamp = Date.now();
  const storeName = `E2E Ausgang ${project} ${stamp}`;
  const email = `markt-${project}-${stamp}@example.org`;
  const day = testDay(project);

  // A customer with an e-mail address, made as the office would.
  const office = await apiAs(playwright, baseURL!, 'buero');
  const types = (await (await office.get('/api/customers/types')).json()) as { id: number; name: string }[];
  const created = await office.post('/api/customers', {
    data: { name: storeName, customerTypeId: types.find((t) => t.name === 'REWE')!.id, street: 'Marktplatz 4', zip: '04109', city: 'Leipzig', email, positions: 5 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await office.dispose();

  // The office books the inventory from the calendar; the dialog starts with the mail switched on.
  await login(page, 'buero');
  await page.goto('/v2/orders');
  await page.getByRole('tab', { name: 'Kalender' }).click();
  await expect(page.getByTestId('calendar-tab')).toBeVisible();
  await page.getByTestId('calendar-plus').click();
  const dialog = page.getByTestId('create-inventory-dialog');
  await expect(dialog).toBeVisible();
  const sendMail = dialog.getByTestId('inventory-sendMail');
  await expect(sendMail).toContainText('E-Mail an den Kunden senden');
  await expect(sendMail.locator('input')).toBeChecked();
  await dialog.getByTestId('customer-search').fill(storeName);
  await dialog.getByTestId('customer-option').filter({ hasText: storeName }).click();
  await expect(dialog.getByTestId('inventory-name')).toHaveValue(storeName);
  await dialog.getByTestId('inventory-validFrom').fill(de(day));
  await dialog.getByTestId('inventory-validTo').fill(de(day));
  await dialog.getByTestId('inventory-positions').fill('5');
  await expect(dialog.getByTestId('inventory-sendMail-hint')).toBeVisible();
  await sendMail.scrollIntoViewIfNeeded();
  await shot(page, 'outbox-create-inventory');
  await dialog.getByTestId('inventory-save').click();
  await toastSeen(page, 'Inventur angelegt.');
  await expect(dialog).toHaveCount(0);
  await logout(page);

  // The Superadmin: the menu leads to "E-Mail-Ausgang" (desktop: the side menu is always open).
  await login(page, 'admin');
  await toastSeen(page, 'Login erfolgreich.');
  if (!phone) {
    await page.getByRole('link', { name: 'E-Mail-Ausgang' }).click();
    await expect(page).toHaveURL(/\/outbox$/);
  } else {
    await page.goto('/outbox');
  }
  await expect(page.getByTestId('outbox')).toBeVisible();
  // The state filter goes into the URL.
  await page.getByTestId('outbox-filter-state').selectOption('NO_SMTP');
  await expect(page).toHaveURL(/\/outbox\?state=NO_SMTP$/);
  const row = page.getByTestId('outbox-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-state', 'NO_SMTP');
  await expect(row.getByTestId('outbox-recipient')).toHaveText(email);
  await expect(row.getByTestId('outbox-subject')).not.toHaveText('');
  await expect(row.getByTestId('outbox-state')).toHaveText('nicht versendet (kein SMTP)');
  await expect(row.getByTestId('outbox-attempts')).toHaveText(phone ? 'Versuche: 0' : '0');
  await expect(row.getByTestId('outbox-resend')).toHaveText('Erneut senden');
  await shot(page, 'outbox-list');

  // The preview: the HTML in a sandboxed frame, and the plain text with the confirmation link.
  await row.getByTestId('outbox-preview').click();
  const preview = page.getByTestId('outbox-preview-dialog');
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('outbox-preview-recipient')).toHaveText(email);
  const frame = preview.getByTestId('outbox-preview-html');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[data-testid="outbox-preview-html"]').locator('body')).toContainText(storeName);
  await expect(page.frameLocator('[data-testid="outbox-preview-html"]').locator('body')).toContainText(de(day));
  await shot(page, 'outbox-preview');
  await preview.getByTestId('outbox-preview-tab-text').click();
  await expect(preview.getByTestId('outbox-preview-text')).toContainText(storeName);
  await expect(preview.getByTestId('outbox-preview-text')).toContainText(/\/confirmations\/[0-9a-f-]{36}/);
  await shot(page, 'outbox-preview-text');

  // "Erneut senden" queues it again: without SMTP the delivery marks it unsent once more.
  await preview.getByTestId('outbox-preview-resend').click();
  await toastSeen(page, 'Die Nachricht wird erneut gesendet.');
  await preview.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(preview).toHaveCount(0);
});

test('the message settings: an invalid office address is refused under the field, a valid one is kept', async ({ page, shot }) => {
  await login(page, 'admin');
  await page.goto('/outbox');
  const card = page.getByTestId('message-settings-card');
  await expect(card).toBeVisible();
  for (const k of ['inventoryConfirmation', 'confirmationReminder', 'officeNotice', 'registrationCode', 'newDocument', 'forgottenClockOut']) {
    await expect(card.getByTestId(`message-settings-${k}`)).toBeVisible();
  }
  const field = card.getByTestId('message-settings-officeEmail');
  await field.fill('buero@');
  await card.getByTestId('message-settings-save').click();
  await expect(card.getByText('Ungültiges E-Mail Format')).toBeVisible();
  await shot(page, 'outbox-settings-invalid');
  await field.fill('buero@example.org');
  await card.getByTestId('message-settings-save').click();
  await toastSeen(page, 'Einstellungen gespeichert');
  await page.reload();
  await expect(page.getByTestId('message-settings-officeEmail')).toHaveValue('buero@example.org');
});

test('a registration code with an applicant e-mail lands in "E-Mail-Ausgang"', { tag: '@desktop-only' }, async ({ page, shot }) => {
  // Desktop project only (tag): the registrations page is an office screen (spec 1 §2.3).
  const email = `bewerbung-${Date.now()}@example.org`;
  await login(page, 'buero');
  await page.goto('/registrations');
  await page.getByRole('button', { name: 'Registrierungscodes' }).click();
  const codes = page.getByTestId('codes-dialog');
  await codes.getByLabel('Registrierungsart').selectOption({ label: 'Werkstudent/in' });
  await codes.getByTestId('code-email').fill('anna@');
  await codes.getByTestId('code-issue').click();
  await expect(codes.getByText('Ungültiges E-Mail Format')).toBeVisible();
  await codes.getByTestId('code-email').fill(email);
  await codes.getByTestId('code-issue').click();
  const issued = codes.getByTestId('code-list').locator('li').filter({ hasText: 'neu' });
  await expect(issued).toContainText('Werkstudent/in');
  const code = (await issued.locator('p').first().textContent())!.trim();
  await toastSeen(page, `Code ${code} erzeugt (E-Mail an ${email})`);
  // The field is cleared for the next applicant.
  await expect(codes.getByTestId('code-email')).toHaveValue('');
  await shot(page, 'outbox-registration-code');
  await codes.getByRole('button', { name: 'Schließen' }).first().click();
  await logout(page);

  await login(page, 'admin');
  await page.goto('/outbox');
  const row = page.getByTestId('outbox-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('outbox-subject')).toContainText('Registrierungscode');
  await row.getByTestId('outbox-preview').click();
  await page.getByTestId('outbox-preview-tab-text').click();
  await expect(page.getByTestId('outbox-preview-text')).toContainText(code);
  await expect(page.getByTestId('outbox-preview-text')).toContainText('/register');
});
