import { createEmployee, createOrder, uniqueSuffix } from '../fixtures/factories';
import { expect, type Page, test } from './fixtures';
import { animationsSettled, apiAs, demoDay, gql, login } from './support';

test.use({ shotOptions: { scrollToTop: true } });

const CREATE_WORKLOG = 'mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }';
const german = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** Berlin's wall clock now: the day and the minutes since midnight. */
function berlinNow(): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
  const [day, time] = parts.split(' ') as [string, string];
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { day, minutes: h * 60 + m };
}
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const previousDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function toastSeen(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
  await page.mouse.move(5, 5);
}

test('the office filters the month by rule and employee and acknowledges a finding with a reason', async ({ page, shot }) => {
  test.setTimeout(90_000);
  await login(page, 'buero');
  // A twelve-hour day of an employee of the test's own: a finding of ArbZG §3 nobody else touches.
  const day = demoDay();
  const order = await createOrder(page, { name: `E2E Prüfung ${uniqueSuffix()}`, orderType: 'MIS', validFrom: day, validTo: day });
  const employee = await createEmployee(page);
  await gql(page, CREATE_WORKLOG, { input: { date: day, start: '05:00', end: '17:00', worklogType: 'WORK', orderId: order.id, employeeId: employee.employeeId, comment: 'e2e-Prüfung' } });
  const name = `${employee.lastName}, ${employee.firstName}`;

  // The menu leads to the page; the month is the current one.
  // (When the run has crossed into a new month since the stack started, the test's day lies in the month before.)
  await page.goto(day.slice(0, 7) === berlinNow().day.slice(0, 7) ? '/compliance' : `/compliance?month=${day.slice(0, 7)}`);
  await expect(page.getByTestId('compliance-page')).toBeVisible();
  await expect(page.getByTestId('compliance-count')).toContainText('Befunde');

  // Filter by rule: only Höchstarbeitszeit rows remain.
  await page.getByTestId('compliance-filter-rule').selectOption({ label: 'Höchstarbeitszeit' });
  await expect(page).toHaveURL(/rule=ARBZG_HOECHSTARBEITSZEIT/);
  const rows = page.getByTestId('compliance-row');
  await expect(rows.first()).toBeVisible();
  // The list follows the URL a render later: wait until every row is one of the rule.
  await expect.poll(async () => [...new Set(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-rule'))))]).toEqual(['ARBZG_HOECHSTARBEITSZEIT']);

  // Filter by employee through the autocomplete.
  await page.getByTestId('compliance-filter-employee-input').fill(employee.lastName);
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(new RegExp(`employeeId=${employee.employeeId}`));
  const row = rows.filter({ hasText: name });
  await expect(rows).toHaveCount(1);
  await expect(row).toContainText(german(day));
  await expect(row).toContainText('Höchstarbeitszeit überschritten');
  await expect(row).toContainText('ArbZG §3');
  await expect(row.getByTestId('compliance-severity')).toHaveText('Verstoß');
  await expect(row.getByTestId('compliance-state')).toContainText('offen');
  await expect(page.getByTestId('compliance-count')).toHaveText('1 Befund, davon 1 offen');
  await expect(row.getByTestId('compliance-employee-link')).toHaveAttribute('href', `/houroverview/${employee.employeeId}?yearMonth=${day.slice(0, 7)}`);
  await shot(page, 'compliance-filtered');

  // Acknowledge: the reason is required, then who/when/why show on the row.
  await row.getByTestId('compliance-acknowledge').click();
  const dialog = page.getByTestId('compliance-acknowledge-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('compliance-acknowledge-confirm').click();
  await expect(dialog.getByText('Begründung ist erforderlich.')).toBeVisible();
  const reason = 'Jahresinventur, Ausnahme nach ArbZG §14 mit dem Kunden abgestimmt';
  await dialog.getByTestId('compliance-acknowledge-reason').fill(reason);
  await animationsSettled(page);
  await shot(page, 'compliance-acknowledge');
  await dialog.getByTestId('compliance-acknowledge-confirm').click();
  await toastSeen(page, 'Befund bestätigt.');
  await expect(dialog).toBeHidden();
  const state = row.getByTestId('compliance-state');
  await expect(state).toHaveAttribute('data-acknowledged', 'true');
  await expect(state).toHaveText(`bestätigt von buero am ${german(berlinNow().day)}: ${reason}`);
  await expect(page.getByTestId('compliance-count')).toHaveText('1 Befund, davon 0 offen');

  // It stays acknowledged when the page is loaded anew.
  await page.reload();
  await expect(page.getByTestId('compliance-row').filter({ hasText: name }).getByTestId('compliance-state')).toHaveText(`bestätigt von buero am ${german(berlinNow().day)}: ${reason}`);
  await animationsSettled(page);
  await shot(page, 'compliance-acknowledged');
});

test('a team leader clocks in an employee whose last shift ended less than 11 hours ago and sees the rest-time warning', async ({ page, playwright, shot, baseURL }) => {
  test.setTimeout(90_000);
  const buero = await apiAs(playwright, baseURL!, 'buero');
  const now = berlinNow();
  const earlier = await createOrder(buero, { name: `E2E Vorschicht ${uniqueSuffix()}`, orderType: 'MIS', validFrom: previousDay(now.day), validTo: now.day });
  const order = await createOrder(buero, { name: `E2E Ruhezeit ${uniqueSuffix()}` });
  const employee = await createEmployee(buero);
  // The last shift ended at least 90 minutes ago (a shorter gap would count as a break), well under 11 hours.
  const shift =
    now.minutes < 4 * 60
      ? { date: previousDay(now.day), start: '18:00', end: '21:00' }
      : { date: now.day, start: hhmm(Math.max(0, Math.floor((now.minutes - 90) / 5) * 5 - 180)), end: hhmm(Math.floor((now.minutes - 90) / 5) * 5) };
  await gql(buero, CREATE_WORKLOG, { input: { ...shift, worklogType: 'WORK', orderId: earlier.id, employeeId: employee.employeeId, comment: 'e2e-Vorschicht' } });
  expect((await buero.post(`/api/orders/${order.id}/assignEmployee`, { data: { assignmentType: 'EMP', id: employee.employeeId } })).ok()).toBe(true);
  await buero.dispose();

  await login(page, 'teamleiter');
  await page.goto(`/timeclock/${order.id}`);
  await expect(page.getByTestId('timeclock-order-name')).toHaveText(order.name);
  const row = page.locator(`[data-testid="employee-row"][data-employee-id="${employee.employeeId}"]`);
  await row.getByTestId('employee-name').click();
  await expect(row).toHaveAttribute('data-selected', 'true');
  const bar = page.getByTestId('action-bar');
  await expect(bar.getByTestId('type-WORK')).toHaveAttribute('aria-checked', 'true');
  await bar.getByTestId('clock-action').click();
  await expect(page.getByTestId('clock-result')).toContainText('Einstempeln erfolgreich!');
  const clockedIn = page.getByTestId('section-clockedIn').locator(`[data-testid="employee-row"][data-employee-id="${employee.employeeId}"]`);
  await expect(clockedIn).toHaveAttribute('data-status', 'CLOCKED_IN');
  const warning = clockedIn.getByTestId('employee-warning');
  await expect(warning).toContainText('Ruhezeit');
  await expect(warning).toContainText('ArbZG §5 Abs. 1');
  // The warning stays after the clock result has gone.
  await expect(page.getByTestId('clock-result')).toBeHidden({ timeout: 10_000 });
  await expect(warning).toBeVisible();
  await clockedIn.scrollIntoViewIfNeeded();
  await animationsSettled(page);
  await shot(page, 'timeclock-rest-warning', { scrollToTop: false });
});

test('legal values: a Superadmin edits the dated tables and sees the problem at the row; the office reads them', async ({ page, shot }) => {
  test.setTimeout(60_000);
  await login(page, 'admin');
  await page.goto('/compliance?tab=legal');
  const wage = page.getByTestId('legal-table-minimumWage');
  await expect(wage).toContainText('Mindestlohn €/Std.');
  await expect(wage.getByTestId('legal-row').first().getByTestId('legal-valid-from')).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  const rowsBefore = await wage.getByTestId('legal-row').count();

  // A new row with a day that does not exist: the page says so at that row and sends nothing.
  await wage.getByTestId('legal-add').click();
  const added = wage.getByTestId('legal-row').nth(rowsBefore);
  await added.getByTestId('legal-valid-from').fill('31.02.2099');
  await added.getByTestId('legal-value').fill('15,10');
  await page.getByTestId('legal-save').click();
  await expect(added.getByText('Datum als TT.MM.JJJJ angeben.')).toBeVisible();
  await page.mouse.move(5, 5);
  await animationsSettled(page);
  await shot(page, 'compliance-legal-values');
  // Discarded: the stored tables stay as they were (other tests read them).
  await page.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(wage.getByTestId('legal-row')).toHaveCount(rowsBefore);
});

test('legal values are read-only for the office', async ({ page }) => {
  await login(page, 'buero');
  await page.goto('/compliance?tab=legal');
  await expect(page.getByText('Nur Superadmins können diese Werte ändern.')).toBeVisible();
  await expect(page.getByTestId('legal-save')).toHaveCount(0);
  await expect(page.getByTestId('legal-add')).toHaveCount(0);
  await expect(page.getByTestId('legal-table-minijobLimit').getByTestId('legal-value').first()).toHaveAttribute('readonly', '');
});

test('month end names the open findings of the month to close and links them @desktop-only', async ({ page, shot }) => {
  await login(page, 'buero');
  await page.goto('/monthendclosing');
  const next = page.getByTestId('monthend-next-month');
  await expect(next).toBeVisible();
  const findings = page.getByTestId('monthend-findings');
  await expect(findings).toBeVisible();
  await expect(findings).toContainText(/(\d+ offene? Prüfungsbefunde?|Keine offenen Prüfungsbefunde)/);
  const link = page.getByTestId('monthend-findings-link');
  await expect(link).toHaveAttribute('href', /^\/compliance\?month=\d{4}-\d{2}$/);
  await shot(page, 'monthend-findings');
  await link.click();
  await expect(page).toHaveURL(/\/compliance\?month=\d{4}-\d{2}$/);
  await expect(page.getByTestId('compliance-count').or(page.getByTestId('compliance-empty'))).toBeVisible();
});

test('assigning a minor to an evening order says what it would cause and marks the row', async ({ page, shot }) => {
  test.setTimeout(60_000);
  await login(page, 'buero');
  const day = demoDay();
  const order = await createOrder(page, { name: `E2E Abend ${uniqueSuffix()}`, orderType: 'MOD', validFrom: day, validTo: day, startTime: '21:00' });
  const minor = await createEmployee(page, { employee: { birthdate: `${Number(day.slice(0, 4)) - 16}-01-01` } });
  const name = `${minor.firstName} ${minor.lastName}`;

  await page.goto(`/orders/${order.id}/assignments`);
  const emp = page.getByTestId('assignments-EMP');
  await emp.getByTestId('employee-search-EMP').fill(String(minor.employeeId));
  await emp.getByTestId('employee-option').first().getByRole('button', { name: 'Zuweisen' }).click();
  // Assigned all the same (a warning, not a refusal), and the warning names the youth law.
  await expect(page.getByText('Mitarbeiter zugewiesen.').first()).toBeVisible();
  await expect(page.getByText(`Hinweise zur Zuweisung von ${name}`).first()).toBeVisible();
  await expect(page.getByText(/JArbSchG/).first()).toBeVisible();
  const row = emp.getByTestId('assignment-row').filter({ hasText: name });
  await expect(row.getByTestId('assignment-warning')).toHaveAttribute('aria-label', new RegExp(`^Prüfungshinweise zu ${name}: .*JArbSchG`));
  await animationsSettled(page);
  await shot(page, 'orders-assignment-warning');
});
