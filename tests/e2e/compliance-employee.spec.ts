/**
 * The employee side of the compliance rules on the screens: the office saves an hourly wage below the
 * minimum wage and is warned (the wage is saved, MiLoG §22 allows exemptions); an employee with a shift
 * of more than ten hours (ArbZG §3) is marked in the accounting overview and on the day of the hours
 * overview.
 */
import { createEmployee, createOrder, uniqueSuffix } from '../fixtures/factories';
import { expect, type Page, test } from './fixtures';
import { demoDay, gql, login } from './support';

test.use({ shotOptions: { fullPage: false } });

const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
function previousDay(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** A finished day in an open month: yesterday, or today when the month began today. */
async function openPastDay(page: Page): Promise<string> {
  const { defaults } = await gql<{ defaults: { earliestValidFrom: string } }>(page, '{ defaults { earliestValidFrom } }');
  const day = previousDay(demoDay());
  return day >= defaults.earliestValidFrom && day.slice(0, 7) === demoDay().slice(0, 7) ? day : demoDay();
}

test('the office saves an hourly wage of 12,00 € and is warned, not refused', async ({ page, shot }) => {
  await login(page, 'buero');
  const employee = await createEmployee(page, { employee: { lastName: `Mindestlohn-${uniqueSuffix()}` } });
  await page.goto(`/employees/${employee.employeeId}`);
  await page.getByRole('tab', { name: 'Entlohnung' }).click();
  const wageCard = page.getByTestId('wage-card');
  await wageCard.locator('[data-testid^="history-entry-"]').first().click();
  const dialog = page.getByTestId('wage-edit-dialog');
  await dialog.getByLabel('Stundenlohn / Gehalt (€)').fill('12');
  await dialog.getByRole('button', { name: 'Speichern' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Lohn gespeichert – unter dem Mindestlohn')).toBeVisible();
  await expect(page.getByText(/Der Stundenlohn von 12,00 € liegt unter dem Mindestlohn von \d+,\d\d € \(MiLoG §1\)\. Der Lohn wurde gespeichert/)).toBeVisible();
  await expect(wageCard.getByText('12,00 € pro Stunde')).toBeVisible();
  // The entry keeps saying so after the toast has gone.
  await expect(wageCard.getByTestId('history-note')).toContainText('Der Stundenlohn von 12,00 € liegt unter dem Mindestlohn');
  await shot(page, 'compliance-wage-warning');
});

test('an employee with more than ten hours of work is marked in the accounting and the hours overview', async ({ page, shot }, testInfo) => {
  test.setTimeout(90_000);
  await login(page, 'buero');
  const day = await openPastDay(page);
  const month = day.slice(0, 7);
  const lastName = `Zehnstunden-${uniqueSuffix()}`;
  const employee = await createEmployee(page, { employee: { lastName } });
  // Not an inventory: those cannot be planned on past days.
  const order = await createOrder(page, { name: `E2E Prüfung ${uniqueSuffix()}`, orderType: 'MIS', validFrom: day, validTo: day });
  // 07:00–18:30 without own breaks: the system books 45 minutes of pause (ArbZG §4), 10:45 h of work remain.
  await gql(page, 'mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }', {
    input: { worklogType: 'WORK', orderId: order.id, employeeId: employee.employeeId, date: day, start: '07:00', end: '18:30', comment: 'e2e-Höchstarbeitszeit' },
  });

  // Names descending: "Zehnstunden-…" is among the first rows the list shows (25 at first).
  await page.goto(`/accounting/employees?yearMonth=${month}&sort=name&desc=1`);
  const item = page.getByTestId('accounting-item').filter({ hasText: lastName });
  await expect(item).toHaveCount(1);
  const marker = item.getByTestId('compliance-marker');
  await expect(marker).toHaveAttribute('aria-label', /^\d+ Prüfungsbefunde?$/);
  await expect(marker).toHaveAttribute('href', `/compliance?month=${month}&employeeId=${employee.employeeId}`);
  await marker.scrollIntoViewIfNeeded();
  if (testInfo.project.name === 'desktop') {
    await marker.hover();
    await expect(page.getByRole('tooltip')).toContainText('Prüfungsbefund');
  }
  await shot(page, 'compliance-accounting-marker');

  await page.goto(`/houroverview/${employee.employeeId}?yearMonth=${month}`);
  const row = page.getByTestId('hour-row').filter({ hasText: german(day) });
  await expect(row).toHaveCount(1);
  if (testInfo.project.name === 'desktop') {
    const dayMarker = row.getByTestId('day-compliance-marker');
    await expect(dayMarker).toHaveAttribute('aria-label', /Höchstarbeitszeit überschritten.*ArbZG §3/);
    await dayMarker.hover();
    await expect(page.getByRole('tooltip')).toContainText('Höchstarbeitszeit überschritten');
  } else {
    const dayCard = page.getByTestId('hour-day').filter({ has: row });
    await expect(dayCard.getByTestId('day-compliance-lines')).toContainText('Höchstarbeitszeit überschritten');
  }
  await shot(page, 'compliance-hours-marker');
});
