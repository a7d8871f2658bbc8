import { expect, type Page, type TestInfo, test } from './fixtures';
import { chooseFromMenu, login } from './support';

/** Pages as a whole; dialogs as the screen shows them (a full-page shot would stretch the page behind). */
test.use({ shotOptions: { fullPage: true } });

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Toasts pause while the pointer rests on them (on the phone it stays where the dialog button was). */
async function waitForToastToGo(page: Page, text: string) {
  await page.mouse.move(5, 5);
  await expect(page.getByText(text)).toHaveCount(0);
}

/** Personnel numbers 4100+ (desktop) and 4200+ (phone): the first one no employee has yet. */
async function freeEmployeeId(page: Page, base: number): Promise<number> {
  const answer = await page.request.post('/graphql', {
    data: { query: '{ employees(size: 0, sort: "employeeId") { items { employeeId } } }' },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await answer.json()) as { data: { employees: { items: { employeeId: number }[] } } };
  const taken = new Set(body.data.employees.items.map((e) => e.employeeId));
  for (let id = base; id < base + 100; id++) if (!taken.has(id)) return id;
  throw new Error(`no free personnel number from ${base}`);
}

/** MM.YYYY of the month `offset` months from now (Berlin). */
function monthFromNow(offset: number): string {
  const parts = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value) - 1 + offset;
  const d = new Date(Date.UTC(year, month, 1));
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
}

test('admin creates an employee, gets the welcome PDF, adds a raise, deactivates and reactivates', async ({ page, shot }, testInfo) => {
  test.setTimeout(120_000);
  const phone = isPhone(testInfo);
  await login(page, 'admin');
  const id = await freeEmployeeId(page, phone ? 4200 : 4100);

  await page.goto('/employees');
  if (phone) await expect(page.getByTestId('employee-phone-list').getByRole('link').first()).toBeVisible();
  else await expect(page.getByTestId('employee-table').getByRole('row').nth(2)).toBeVisible();
  await waitForToastToGo(page, 'Login erfolgreich.');
  await shot(page, 'employees-list');

  // Create dialog: empty required fields are named with the spec texts.
  await page.getByRole('button', { name: 'Mitarbeiter anlegen' }).click();
  const dialog = page.getByTestId('create-employee-dialog');
  await expect(dialog.getByLabel('Mitarbeiter-ID')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(dialog.getByText('Vorname ist erforderlich.')).toBeVisible();
  await expect(dialog.getByText('Gehalt ist erforderlich.')).toBeVisible();
  await expect(dialog.getByText('Beschäftigungsart ist erforderlich.')).toBeVisible();
  await expect(page.getByText('Bitte Eingaben prüfen.')).toBeVisible();

  await dialog.getByLabel('Vorname').fill('Erika');
  await dialog.getByLabel('Nachname').fill('Testfrau');
  await dialog.getByRole('textbox', { name: 'Geburtsdatum' }).fill('31.02.1990');
  await dialog.getByLabel('E-Mail').click();
  await expect(dialog.getByText('Ungültiges Datum. Erlaubt sind DD.MM.YYYY oder YYYY-MM-DD')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Geburtsdatum' }).fill('12.04.1990');
  await dialog.getByLabel('E-Mail').fill(`erika.testfrau${id}@example.de`);
  await dialog.getByLabel('Standort').selectOption({ label: 'Leipzig' });
  await dialog.getByLabel('Stundenlohn / Gehalt (€)').fill('14,50');
  await dialog.getByLabel('Beschäftigungsart').selectOption({ label: 'Minijob' });
  await expect(dialog.getByTestId('field-export')).toBeVisible();

  // The server's 422 lands on the field of its path (employee.employeeId).
  await dialog.getByLabel('Mitarbeiter-ID').fill('1001');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(dialog.getByText('Mitarbeiter-ID ist bereits vergeben.')).toBeVisible();
  await dialog.getByLabel('Mitarbeiter-ID').fill(String(id));
  await expect(dialog.getByText('Mitarbeiter-ID ist bereits vergeben.')).toBeHidden();
  await waitForToastToGo(page, 'Bitte Eingaben prüfen.');
  await shot(page, 'employees-create-dialog', { fullPage: false });

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByText('Mitarbeiter erstellt.')).toBeVisible();
  expect((await download).suggestedFilename()).toBe(`Willkommen_${id}_Testfrau_Erika.pdf`);
  await expect(page).toHaveURL(new RegExp(`/employees/${id}$`));
  await expect(page.getByTestId('employee-name')).toHaveText('Erika Testfrau');
  await expect(page.getByTestId('personal-email')).toHaveText(`erika.testfrau${id}@example.de`);
  await expect(page.getByTestId('personal-companyLocation')).toHaveText('Leipzig');
  await waitForToastToGo(page, 'Mitarbeiter erstellt.');
  await shot(page, 'employees-details-personal');

  // A raise two months ahead is the next wage.
  await page.getByRole('tab', { name: 'Entlohnung' }).click();
  const wageCard = page.getByTestId('wage-card');
  await expect(wageCard.getByTestId('history-label')).toHaveText(['Aktuell']);
  await wageCard.getByRole('button', { name: 'Lohn hinzufügen' }).click();
  const wageDialog = page.getByTestId('wage-edit-dialog');
  await wageDialog.getByLabel('Stundenlohn / Gehalt (€)').fill('16');
  await wageDialog.getByRole('textbox', { name: 'Gültig ab' }).fill(monthFromNow(2));
  await wageDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Eintrag hinzugefügt')).toBeVisible();
  await expect(wageDialog).toBeHidden();
  await expect(wageCard.getByTestId('history-label')).toHaveText(['Aktuell', 'Nächster']);
  await expect(wageCard.getByText('16,00 € pro Stunde')).toBeVisible();
  await expect(page.getByTestId('export-card').getByRole('checkbox')).toBeChecked();
  await waitForToastToGo(page, 'Eintrag hinzugefügt');
  await shot(page, 'employees-details-wages');

  await wageCard.getByRole('button', { name: 'Historie' }).click();
  const history = page.getByTestId('wage-history-dialog');
  await expect(history.getByTestId('history-label')).toHaveText(['Aktuell', 'Nächster']);
  await shot(page, 'employees-history-dialog', { fullPage: false });
  // An entry opens its edit dialog; delete asks first.
  await history.getByText('16,00 € pro Stunde').click();
  await expect(page.getByTestId('wage-edit-dialog').getByLabel('Stundenlohn / Gehalt (€)')).toHaveValue('16');
  await page.getByTestId('wage-edit-dialog').getByRole('button', { name: 'Löschen' }).click();
  const confirm = page.getByTestId('dialog-confirm');
  await expect(confirm.getByText('Eintrag löschen')).toBeVisible();
  await expect(confirm.getByText('Soll der Eintrag wirklich gelöscht werden?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await page.getByTestId('wage-edit-dialog').getByRole('button', { name: 'Abbrechen' }).click();
  await history.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(history).toBeHidden();

  await page.getByRole('tab', { name: 'Beschäftigung' }).click();
  await expect(page.getByTestId('employment-card').getByText('Minijob')).toBeVisible();
  await shot(page, 'employees-details-employments');

  // The welcome letter again, from the action menu.
  const again = page.waitForEvent('download');
  await chooseFromMenu(page, page.getByTestId('employee-actions'), 'Willkommens-PDF erstellen');
  expect((await again).suggestedFilename()).toBe(`Willkommen_${id}_Testfrau_Erika.pdf`);

  // Competencies: a card outside the tabs with a dialog of eleven flags.
  const competencies = page.getByTestId('competencies-card');
  await expect(competencies.getByText('Keine Kompetenzen hinterlegt')).toBeVisible();
  await competencies.getByRole('button', { name: 'Bearbeiten' }).click();
  const flags = page.getByTestId('competencies-dialog');
  await expect(flags.getByRole('checkbox')).toHaveCount(11);
  await flags.getByText('Kasse').click();
  await flags.getByText('Obst und Gemüse').click();
  await shot(page, 'employees-competencies-dialog', { fullPage: false });
  await flags.getByRole('button', { name: 'Speichern' }).click();
  await expect(competencies.getByText('Kasse')).toBeVisible();
  await expect(competencies.getByText('Obst und Gemüse')).toBeVisible();

  // Deactivate after a confirmation.
  await chooseFromMenu(page, page.getByTestId('employee-actions'), 'Mitarbeiter deaktivieren');
  await page.getByTestId('dialog-confirm').getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(page.getByText('Mitarbeiter deaktiviert')).toBeVisible();
  await expect(page.getByTestId('inactive-banner')).toContainText('Inaktiver Mitarbeiter');
  await expect(page.getByTestId('employee-actions')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Persönliches' }).click();
  await expect(page.getByTestId('personal-card').getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);

  // Reactivate: a contract end must lie after the start.
  await page.getByRole('button', { name: 'Mitarbeiter reaktivieren' }).click();
  const reactivate = page.getByTestId('reactivate-dialog');
  await expect(reactivate.getByLabel('Stundenlohn / Gehalt (€)')).toHaveValue('16');
  const start = await reactivate.getByRole('textbox', { name: 'Startdatum' }).inputValue();
  await reactivate.getByRole('textbox', { name: 'Vertragsende' }).fill(start);
  await reactivate.getByRole('button', { name: 'Reaktivieren' }).click();
  await expect(reactivate.getByText('Vetragsende muss nach dem Startdatum sein')).toBeVisible();
  await shot(page, 'employees-reactivate-dialog', { fullPage: false });
  await reactivate.getByRole('textbox', { name: 'Vertragsende' }).fill('31.12.2099');
  await reactivate.getByRole('button', { name: 'Reaktivieren' }).click();
  await expect(page.getByText('Mitarbeiter wurde reaktiviert.')).toBeVisible();
  await expect(page.getByTestId('inactive-banner')).toHaveCount(0);
  await expect(page.getByTestId('personal-contractExpiryDate')).toHaveText('31.12.2099');
});

test('buero sees the wage columns and the create button', async ({ page, shot }, testInfo) => {
  await login(page, 'buero');
  await page.goto('/employees');
  await expect(page.getByRole('button', { name: 'Mitarbeiter anlegen' })).toBeVisible();
  if (isPhone(testInfo)) {
    const list = page.getByTestId('employee-phone-list');
    await expect(list.getByRole('link').first()).toContainText(/^.+, .+ \(\d+\)/);
    await expect(list.getByText(/^(Stundenlohn|Gehalt) · [\d.]+,\d{2}\s€$/).first()).toBeVisible();
    await expect(page.getByText('Inaktive Mitarbeiter anzeigen')).toBeVisible();
    await expect(page.getByTestId('employee-count')).toHaveText(/^\d+ Mitarbeiter$/);
  } else {
    const table = page.getByTestId('employee-table');
    for (const header of ['ID', 'Vorname', 'Nachname', 'Entlohnungsart', 'Stundenlohn / Gehalt', 'Beschäftigungsart', 'Status']) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(table.getByRole('columnheader', { name: 'Vertragsenddatum' })).toHaveCount(0);
    await expect(table.getByRole('cell', { name: /€$/ }).first()).toBeVisible();
    await expect(table.getByRole('link', { name: /^Arbeitszeiten von / }).first()).toBeVisible();
  }
  await waitForToastToGo(page, 'Login erfolgreich.');
  await shot(page, 'employees-list-buero');
});

test('the desktop table pages, filters and chooses columns; the phone list searches and scrolls', async ({ page }, testInfo) => {
  await login(page, 'admin');
  await page.goto('/employees');
  if (isPhone(testInfo)) {
    const list = page.getByTestId('employee-phone-list');
    await expect(list.getByRole('link')).toHaveCount(25);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => list.getByRole('link').count()).toBeGreaterThan(25);
    await page.getByRole('searchbox', { name: 'Suche' }).fill('Hoffmann');
    await expect(list.getByRole('link').first()).toContainText('Hoffmann, Lena (2002)');
    await page.getByRole('searchbox', { name: 'Suche' }).fill('zzzz-niemand');
    await expect(page.getByText('Keine Daten verfügbar')).toBeVisible();
    return;
  }
  const table = page.getByTestId('employee-table');
  await expect(table.getByTestId('table-range')).toHaveText(/^1–25 von \d+$/);
  await table.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(table.getByTestId('table-range')).toHaveText(/^26–50 von \d+$/);

  await table.getByRole('button', { name: 'Filter anzeigen' }).click();
  await expect(table.getByLabel('Filter Status')).toHaveValue('ACTIVE');
  await table.getByLabel('Filter Nachname').fill('Hoffmann');
  await expect(table.getByTestId('table-range')).toHaveText(/^1–\d+ von \d+$/);
  await expect(table.getByRole('cell', { name: 'Lena', exact: true })).toBeVisible();
  await table.getByLabel('Filter Nachname').fill('zzzz-niemand');
  await expect(table.getByText('Keine Daten verfügbar')).toBeVisible();

  await table.getByRole('button', { name: 'Spalten' }).click();
  const chooser = page.getByTestId('column-chooser');
  await chooser.getByText('Bedienernummer').click();
  await chooser.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(table.getByRole('columnheader', { name: 'Bedienernummer' })).toBeVisible();
});

test('mitarbeiter cannot open the list but opens the own details page', async ({ page, shot }) => {
  await login(page, 'mitarbeiter');
  await page.goto('/employees');
  await expect(page).toHaveURL(/\/accessDenied$/);
  await page.goto('/employees/2002');
  await expect(page.getByTestId('employee-name')).toHaveText('Lena Hoffmann');
  await expect(page.getByRole('tab', { name: 'Persönliches' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Entlohnung' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
  await expect(page.getByTestId('employee-actions')).toHaveCount(0);
  await waitForToastToGo(page, 'Login erfolgreich.');
  await shot(page, 'employees-details-mitarbeiter');
});
