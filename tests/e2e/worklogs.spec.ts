import { createEmployee } from '../fixtures/factories';
import { expect, type Page, test } from './fixtures';

test.use({ shotOptions: { fullPage: false } });

const PASSWORD = 'demo1234';

async function login(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The previous month as YYYY-MM in Berlin time. */
function previousMonth(monthsBack = 1): string {
  const berlin = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Berlin' }));
  const d = new Date(berlin.getFullYear(), berlin.getMonth() - monthsBack, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

const HHMM = /^\d{2,}:\d{2}$/;

test('mitarbeiter: own hour overview, previous month, day details', async ({ page, shot }, testInfo) => {
  const project = testInfo.project.name;
  await login(page, 'mitarbeiter');
  await expect(page).toHaveURL(/\/houroverview\/2002$/);
  await expect(page.getByTestId('page-title')).toHaveText('Stundenübersicht');
  await expect(page.getByTestId('passenger-toggle')).toHaveCount(0);

  // Switch to the previous month through the picker's text input.
  const prev = previousMonth();
  const input = page.getByTestId('worklogs-month');
  await input.fill(`${prev.slice(5)}.${prev.slice(0, 4)}`);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`yearMonth=${prev}`));

  const rows = page.getByTestId('hour-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(0);
  const sum = page.getByTestId('hour-sum');
  await expect(sum).toContainText('Summe');
  await expect(sum).toContainText(/\d{2,}:\d{2}/);
  // No passenger figures without Accounting_Employee_ViewPassengerTimes.
  await expect(page.getByText('Beifahrer', { exact: true })).toHaveCount(0);
  if (project === 'desktop') {
    const first = page.getByTestId('hour-table').locator('tbody tr').first();
    await expect(first.locator('td').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(first.locator('td').nth(2)).toHaveText(HHMM);
  }
  await shot(page, 'worklogs-month', { fullPage: true });

  await rows.first().click();
  const dialog = page.getByTestId('day-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Einträge vom \d{2}\.\d{2}\.\d{4}$/ })).toBeVisible();
  await expect(dialog.getByTestId('day-entry').first()).toBeVisible();
  await expect(dialog.getByTestId('day-entry').first()).toContainText(/Arbeit|Fahrt|Pause|Beifahrer/);
  await expect(dialog.getByTestId('day-entry').first()).toContainText('Erstellt');
  await expect(dialog.getByTestId('day-totals')).toContainText('Summen');
  await shot(page, 'worklogs-day');
  await dialog.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(dialog).toBeHidden();
});

test("mitarbeiter: another employee's hour overview is denied", async ({ page, shot }) => {
  await login(page, 'mitarbeiter');
  await expect(page).toHaveURL(/\/houroverview\/2002$/);
  await page.goto(`/houroverview/2003?yearMonth=${previousMonth()}`);
  await expect(page.getByTestId('hour-error')).toContainText('Zugriff verweigert');
  await expect(page.getByTestId('hour-row')).toHaveCount(0);
  await shot(page, 'worklogs-denied');
});

test('buero: accounting overview of the previous month lists employees with minutes', async ({ page, shot }, testInfo) => {
  const project = testInfo.project.name;
  await login(page, 'buero');
  await expect(page).toHaveURL(/\/houroverview\/1002$/);
  await page.goto(`/accounting/employees?yearMonth=${previousMonth()}`);
  await expect(page.getByTestId('page-title')).toHaveText('Abrechnung – Mitarbeiter');
  const rows = page.getByTestId('accounting-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBe(25);
  await expect(rows.first()).toContainText(/\d{2,}:\d{2}/);
  await expect(rows.first()).toContainText('Arbeitszeit');
  await shot(page, 'worklogs-accounting');
  // 25 more on scroll.
  await rows.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => rows.count()).toBeGreaterThan(25);
  await expect(rows.first()).toHaveAttribute('href', /\/accounting\/employees\/\d+\/worklogs\?yearMonth=/);
  if (project === 'desktop') {
    await page.getByRole('button', { name: 'Tabelle' }).click();
    await expect(page).toHaveURL(/view=table/);
    await expect(page.getByRole('button', { name: 'Tabelle' })).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await expect(page.getByTestId('accounting-table')).toContainText('Fahrzeit');
    await shot(page, 'worklogs-accounting-table');
  }
  // The plus button opens the employee create dialog (spec 1 §2.6); closing it leaves the overview as it was.
  await page.getByTestId('accounting-create-employee').click();
  const dialog = page.getByTestId('create-employee-dialog');
  await expect(dialog).toContainText('Mitarbeiter anlegen');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toBeVisible();
});

test('mitarbeiter: accounting overview is not offered', async ({ page }) => {
  await login(page, 'mitarbeiter');
  await expect(page).toHaveURL(/\/houroverview\/2002$/);
  await page.goto('/accounting/employees');
  await expect(page.getByTestId('accounting-overview')).toHaveCount(0);
});

// ---------------------------------------------------------------- booking (spec 1 §2.6, §4, §5, §8)

/** Today and the current month in Berlin. */
function berlinToday(): { day: string; month: string } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return { day, month: day.slice(0, 7) };
}

const hm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** The booking's comment, which finds its row again. */
const COMMENT = 'e2e-Buchung';

async function workMinutes(page: Page, employeeId: number, month: string): Promise<number> {
  const res = await page.request.get(`/api/accounting/employees?yearMonth=${month}`);
  const rows = (await res.json())._embedded.employees as { employee: { employeeId: number }; minutes: { minutesWork: number } }[];
  return rows.find((r) => r.employee.employeeId === employeeId)?.minutes.minutesWork ?? 0;
}

test('buero: books a worklog and a per diem for an employee and sees them in the overview', async ({ page, shot }, testInfo) => {
  // A long flow (book, refuse an overlap, edit, per diem, overview, delete): more than the default 30 s
  // when the whole suite shares two cores.
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const { day, month } = berlinToday();
  await login(page, 'buero');
  await expect(page).toHaveURL(/\/houroverview\/1002$/);
  // An employee of its own: nothing else books on it, so the day is free and the overview's total is its own.
  const employee = await createEmployee(page);
  const id = employee.employeeId;
  const before = await workMinutes(page, id, month);

  await page.goto(`/accounting/employees/${id}/worklogs?yearMonth=${month}`);
  await expect(page.getByTestId('employee-accounting-title')).toHaveText(`${employee.lastName}, ${employee.firstName} (${id})`);
  await expect(page.getByTestId('closed-month')).toHaveCount(0);
  await page.getByTestId('create-worklog').click();
  const dialog = page.getByTestId('worklog-dialog');
  await expect(dialog.getByRole('heading', { name: 'Arbeitszeit erfassen' })).toBeVisible();
  await expect(dialog.getByTestId('worklog-employee')).toHaveValue(`${employee.lastName}, ${employee.firstName} (${id})`);
  const [y, m, d] = day.split('-');
  await expect(dialog.getByTestId('worklog-date')).toHaveValue(`${d}.${m}.${y}`);

  // The orders running today: a single one is preselected, otherwise the first is picked.
  const order = dialog.getByTestId('worklog-order');
  await expect(order).toBeEnabled();
  const options = order.locator('option:not([value=""])');
  expect(await options.count()).toBeGreaterThan(0);
  if ((await order.inputValue()) === '') await order.selectOption((await options.first().getAttribute('value'))!);
  const orderName = ((await order.locator('option:checked').textContent()) ?? '').replace(/ \(.*\)$/, '');

  // Instant checks: end before start.
  await dialog.getByTestId('worklog-start').fill('21:00');
  await dialog.getByTestId('worklog-end').fill('19:30');
  await expect(dialog.getByTestId('worklog-duration')).toHaveText('Ungültig');
  await dialog.getByTestId('worklog-save').click();
  await expect(dialog.getByText('Startzeit muss vor Endzeit liegen!')).toHaveCount(2);

  await dialog.getByTestId('worklog-start').fill('19:30');
  await dialog.getByTestId('worklog-end').fill('21:00');
  await expect(dialog.getByTestId('worklog-duration')).toHaveText('01:30');
  await dialog.getByTestId('worklog-comment').fill(COMMENT);
  await shot(page, 'worklogs-dialog');
  await dialog.getByTestId('worklog-save').click();
  await expect(page.getByText('Änderungen gespeichert.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('worklog-row').filter({ hasText: COMMENT });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('19:30–21:00');
  await expect(row).toContainText(orderName);
  await expect(row).toContainText('01:30');

  // A second booking overlapping the first is refused with the server's 409 title in the dialog.
  await page.getByTestId('create-worklog').click();
  if ((await order.inputValue()) === '') await order.selectOption((await options.first().getAttribute('value'))!);
  await dialog.getByTestId('worklog-start').fill('20:00');
  await dialog.getByTestId('worklog-end').fill('20:30');
  await dialog.getByTestId('worklog-type').selectOption('TRAVEL');
  await dialog.getByTestId('worklog-save').click();
  await expect(dialog.getByTestId('worklog-problem')).toContainText('überschneiden');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();

  // Edit: a later end.
  await row.click();
  await expect(dialog.getByRole('heading', { name: 'Arbeitszeit bearbeiten' })).toBeVisible();
  await expect(dialog.getByTestId('worklog-date')).toHaveAttribute('readonly', '');
  await dialog.getByTestId('worklog-end').fill('21:15');
  await expect(dialog.getByTestId('worklog-duration')).toHaveText('01:45');
  await dialog.getByTestId('worklog-save').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('19:30–21:15');
  await shot(page, 'worklogs-employee');

  // Per diem for the same day: catering 16, breakfast → 4,80 € deducted, 11,20 € in total.
  await page.getByRole('tab', { name: 'Zuschüsse' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounting/employees/${id}/perdiems\\?yearMonth=${month}`));
  await page.getByTestId('create-perdiem').click();
  const pd = page.getByTestId('perdiem-dialog');
  await expect(pd.getByRole('heading', { name: 'Zuschuss erfassen' })).toBeVisible();
  const pdOrder = pd.getByTestId('perdiem-order');
  await expect(pdOrder).toBeEnabled();
  const pdOption = pdOrder.locator('option', { hasText: orderName }).first();
  await pdOrder.selectOption((await pdOption.getAttribute('value'))!);
  await pd.getByTestId('perdiem-catering').selectOption('16');
  await pd.getByTestId('perdiem-misc').selectOption('0');
  await pd.getByTestId('perdiem-breakfast').click();
  await expect(pd.getByTestId('perdiem-deduction')).toContainText('4,80');
  await expect(pd.getByTestId('perdiem-total')).toContainText('11,20');
  await shot(page, 'worklogs-perdiem-dialog');
  await pd.getByTestId('perdiem-save').click();
  await expect(page.getByText('Zuschüsse gesetzt!')).toBeVisible();
  await expect(pd).toBeHidden();
  const pdRow = page.getByTestId('perdiem-row').filter({ hasText: `${d}.${m}.${y}` }).filter({ hasText: orderName });
  await expect(pdRow).toHaveCount(1);
  await expect(pdRow).toContainText('11,20');
  await shot(page, 'worklogs-perdiems');

  // The overview counts the booking: 1:45 more work this month.
  const expected = hm(before + 105);
  await page.goto(`/accounting/employees?yearMonth=${month}${project === 'desktop' ? '&view=table' : '&sort=employeeId&desc=1'}`);
  if (project === 'desktop') {
    await page.getByRole('button', { name: 'Filter anzeigen' }).click();
    await page.getByLabel('Filter Mitarbeiter-ID').fill(String(id));
    const tableRow = page.getByTestId('accounting-table').locator('tbody tr');
    await expect(tableRow).toHaveCount(1);
    await expect(tableRow).toContainText(expected);
  } else {
    // 25 rows first: scroll on (loading 25 more each time) until the employee's row is there.
    // By the link to the employee: demo names repeat.
    const listRow = page.locator(`[data-testid="accounting-row"][href*="/employees/${id}/"]`);
    await expect(async () => {
      if ((await listRow.count()) === 0) await page.getByTestId('accounting-row').last().scrollIntoViewIfNeeded();
      await expect(listRow).toContainText(expected, { timeout: 1000 });
    }).toPass();
  }
  await shot(page, 'worklogs-overview-booked');

  // Delete after the confirmation: 'Eintrag gelöscht', and the row is gone.
  await page.goto(`/accounting/employees/${id}/worklogs?yearMonth=${month}`);
  await row.getByTestId('worklog-remove').click();
  const confirm = page.getByTestId('dialog-confirm');
  await expect(confirm).toContainText('Soll der Eintrag wirklich gelöscht werden?');
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Eintrag gelöscht')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('buero: a closed month is read-only', async ({ page, shot }) => {
  await login(page, 'buero');
  await expect(page).toHaveURL(/\/houroverview\/1002$/);
  // Three months back is closed whatever the month-end spec does meanwhile (it reopens and closes the
  // month before last; the previous month is open until the office closes it).
  const prev = previousMonth(3);
  // The employee with the most work that month surely has worklogs there.
  const res = await page.request.get(`/api/accounting/employees?yearMonth=${prev}`);
  const rows = (await res.json())._embedded.employees as { employee: { employeeId: number }; minutes: { minutesWork: number } }[];
  const busiest = rows.reduce((a, b) => (b.minutes.minutesWork > a.minutes.minutesWork ? b : a));
  await page.goto(`/accounting/employees/${busiest.employee.employeeId}/worklogs?yearMonth=${prev}`);
  await expect(page.getByTestId('closed-month')).toBeVisible();
  await expect(page.getByTestId('create-worklog')).toHaveCount(0);
  const first = page.getByTestId('worklog-row').first();
  await expect(first).toBeVisible();
  await expect(page.getByTestId('worklog-remove')).toHaveCount(0);
  await shot(page, 'worklogs-closed');
  await first.click();
  const dialog = page.getByTestId('worklog-dialog');
  await expect(dialog.getByTestId('worklog-closed')).toBeVisible();
  await expect(dialog.getByTestId('worklog-save')).toHaveCount(0);
  await expect(dialog.getByTestId('worklog-delete')).toHaveCount(0);
});
