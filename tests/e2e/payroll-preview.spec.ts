import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { createEmployee, type CreatedEmployee, createOrder, uniqueSuffix } from '../fixtures/factories';
import { type APIRequestContext, expect, type Page, test, type TestInfo } from './fixtures';
import { pickerMonth } from './payslip-pdf';
import { apiAs, demoDay, gql, login } from './support';

test.use({ shotOptions: { fullPage: false, noToasts: true, noOverflow: true } });

/**
 * The preview of the payroll file on the month-end page: the office sees per employee and wage type what
 * the file of a month will carry (a night shift's hours on the night wage types of their own, §3b EStG),
 * downloads it as xlsx, and the wage type numbers and per-diem amounts of the settings reach the preview
 * and the per-diem dialogs. The settings are the installation's: the test that changes them runs once
 * (desktop) and puts them back.
 */
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

function previousDay(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

function nextDay(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

// The number itself is the other test's to change (the settings are shared); here only its shape counts.
const WAGE_TYPE = /^\d{1,4}$/;
const CREATE_WORKLOG = 'mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }';
const SETTINGS = '{ payrollExportSettings { wageTypes { night25 night40 hourlyWork } } perDiemSettings { cateringChoices miscChoices breakfastDeduction } }';
interface Settings {
  payrollExportSettings: { wageTypes: { night25: string; night40: string; hourlyWork: string } };
  perDiemSettings: { cateringChoices: number[]; miscChoices: number[]; breakfastDeduction: number };
}

/**
 * An hourly employee of the test's own with a night shift 22:00–02:00 before the demo day, both days in
 * one month (so the month's preview holds the whole shift) and in open months (no spec closes the
 * previous month), on an order of its own.
 */
async function nightShift(admin: APIRequestContext): Promise<{ employee: CreatedEmployee; month: string }> {
  const { defaults } = await gql<{ defaults: { earliestValidFrom: string } }>(admin, '{ defaults { earliestValidFrom } }');
  let first = previousDay(previousDay(demoDay()));
  while (nextDay(first).slice(0, 7) !== first.slice(0, 7)) first = previousDay(first);
  const second = nextDay(first);
  expect(first >= defaults.earliestValidFrom, `an open night before ${demoDay()} (earliest valid date ${defaults.earliestValidFrom})`).toBe(true);
  const order = await createOrder(admin, { name: `E2E Lohnvorschau ${uniqueSuffix()}`, orderType: 'MIS', validFrom: first, validTo: second });
  const employee = await createEmployee(admin, { employee: { lastName: `Vorschau-${uniqueSuffix()}` } });
  await gql(admin, CREATE_WORKLOG, {
    input: { employeeId: employee.employeeId, orderId: order.id, date: first, start: '22:00', end: '02:00', endsNextDay: true, worklogType: 'WORK' },
  });
  return { employee, month: first.slice(0, 7) };
}

async function openPreview(page: Page, month: string) {
  await page.goto('/monthendclosing');
  const card = page.getByTestId('monthend-preview-card');
  await expect(card.getByRole('heading', { name: 'Vorschau der Lohnabrechnungsdatei' })).toBeVisible();
  const picker = card.getByTestId('monthend-preview-month');
  await picker.fill(pickerMonth(month));
  await picker.press('Tab');
  return card;
}

test('the office previews the payroll file of a month with a night shift and downloads it as xlsx', async ({ page, playwright, baseURL, shot }, testInfo) => {
  test.setTimeout(90_000);
  const admin = await apiAs(playwright, baseURL!, 'admin');
  const { employee, month } = await nightShift(admin);
  const name = `${employee.lastName}, ${employee.firstName}`;

  await login(page, 'buero');
  const card = await openPreview(page, month);
  // A month has hundreds of rows: the office looks the employee up (the phone shows the first cards only).
  await card.getByTestId('monthend-preview-filter').fill(employee.lastName);
  await expect(card.getByTestId('monthend-preview-count')).toHaveText('3 Zeilen');
  const phone = isPhone(testInfo);
  if (phone) {
    // One card per employee listing its wage types.
    const own = card.getByTestId('monthend-preview-employee').filter({ hasText: name });
    await expect(own).toContainText(`Personalnummer ${employee.employeeId}`);
    await expect(own.getByTestId('monthend-preview-row').filter({ hasText: 'Arbeitszeit' })).toContainText('4,00 Stunden');
    // 22:00–02:00 of a shift begun before midnight: 20–24 h at 25 %, 0–2 h at 40 % (§3b (3) Nr. 1 EStG).
    await expect(own.locator('[data-component="night25"]')).toContainText('Nachtarbeit 25 %');
    await expect(own.locator('[data-component="night25"]').getByTestId('monthend-preview-wagetype')).toHaveText(WAGE_TYPE);
    await expect(own.locator('[data-component="night25"]')).toContainText('2,00 Stunden');
    await expect(own.locator('[data-component="night40"]')).toContainText('2,00 Stunden');
    await own.scrollIntoViewIfNeeded();
  } else {
    // The table: the employee's first row carries number and name, the night rows follow.
    const table = card.getByTestId('monthend-preview-table');
    const first = table.getByTestId('monthend-preview-row').filter({ hasText: name });
    await expect(first).toContainText(String(employee.employeeId));
    await expect(first).toContainText('Arbeitszeit');
    await expect(first).toContainText('4,00');
    const rows = table.getByTestId('monthend-preview-row');
    const index = await first.evaluate((el) => [...el.parentElement!.children].indexOf(el));
    const night25 = rows.nth(index + 1);
    await expect(night25).toHaveAttribute('data-component', 'night25');
    await expect(night25.getByTestId('monthend-preview-wagetype')).toHaveText(WAGE_TYPE);
    await expect(night25).toContainText('Nachtarbeit 25 %');
    await expect(night25).toContainText('2,00');
    await expect(rows.nth(index + 2)).toHaveAttribute('data-component', 'night40');
    await expect(card.getByTestId('monthend-preview-totals').locator('[data-component="night25"]')).toContainText('Nachtarbeit 25 %');
    await first.scrollIntoViewIfNeeded();
    await shot(page, 'payroll-preview-night-rows');
  }
  await expect(card.getByTestId('monthend-preview-findings')).toBeVisible();
  await card.getByTestId('monthend-preview-findings').scrollIntoViewIfNeeded();
  await shot(page, 'payroll-preview');

  // The xlsx: a zip with a workbook whose strings hold the employee and the night wage type.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Als Excel herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const zip = await JSZip.loadAsync(bytes);
  expect(Object.keys(zip.files)).toContain('xl/workbook.xml');
  const texts = (await Promise.all(Object.keys(zip.files).filter((f) => f.startsWith('xl/')).map((f) => zip.file(f)?.async('string') ?? ''))).join('\n');
  expect(texts).toContain(employee.lastName);
  expect(texts).toContain('Nachtarbeit 25 %');

  // An empty month says so.
  const picker = card.getByTestId('monthend-preview-month');
  await picker.fill(pickerMonth('2019-01'));
  await picker.press('Tab');
  await expect(card.getByTestId('monthend-preview-empty')).toHaveText('Keine Zeilen für diesen Monat');

  // The settings: the fourteen wage types with their processing keys, and the per-diem section.
  await page.goto('/monthendclosing');
  const settings = page.getByTestId('monthend-settings-card');
  await expect(settings.getByTestId('monthend-settings-component')).toHaveCount(14);
  await expect(settings.getByText('Festgehalt übertragen (anteilig nach Beschäftigungstagen)')).toBeVisible();
  await expect(settings.getByTestId('monthend-perdiem-cateringChoices')).toBeVisible();
  await settings.getByTestId('monthend-settings-wagetypes').scrollIntoViewIfNeeded();
  await shot(page, 'payroll-settings');
  await settings.getByTestId('monthend-perdiem-settings').scrollIntoViewIfNeeded();
  await shot(page, 'payroll-settings-perdiems');
});

test('a changed wage type number reaches the preview; the per-diem amounts are checked and offered in the dialog @desktop-only', async ({ page, playwright, baseURL, shot }) => {
  test.setTimeout(90_000);
  const admin = await apiAs(playwright, baseURL!, 'admin');
  const { employee, month } = await nightShift(admin);
  const before = await gql<Settings>(admin, SETTINGS);
  const changed = before.payrollExportSettings.wageTypes.night25 === '1199' ? '1198' : '1199';
  const added = [...before.perDiemSettings.cateringChoices, 14].filter((v, i, all) => all.indexOf(v) === i).sort((a, b) => a - b);
  try {
    await login(page, 'buero');
    await page.goto('/monthendclosing');
    const settings = page.getByTestId('monthend-settings-card');
    await settings.getByTestId('monthend-settings-night25').fill(changed);
    await settings.getByTestId('monthend-settings-save').click();
    await expect(page.getByText('Einstellungen gespeichert.')).toBeVisible();

    const card = await openPreview(page, month);
    const name = `${employee.lastName}, ${employee.firstName}`;
    await card.getByTestId('monthend-preview-filter').fill(employee.lastName);
    const rows = card.getByTestId('monthend-preview-row');
    const index = await rows.filter({ hasText: name }).evaluate((el) => [...el.parentElement!.children].indexOf(el));
    await expect(rows.nth(index + 1).getByTestId('monthend-preview-wagetype')).toHaveText(changed);

    // Per-diem settings: unreadable and refused amounts are said in German under the field, nothing is saved.
    const catering = settings.getByTestId('monthend-perdiem-cateringChoices');
    await catering.fill('8, 16');
    await settings.getByTestId('monthend-perdiem-save').click();
    await expect(settings.getByText('Beträge müssen 0 enthalten')).toBeVisible();
    await catering.fill('0, acht');
    await expect(settings.getByText('Bitte ganze Euro-Beträge durch Komma getrennt eingeben')).toBeVisible();
    await settings.getByTestId('monthend-perdiem-breakfastDeduction').fill('4,805');
    await expect(settings.getByText('Frühstücksabzug muss zwischen 0 und 100 Euro liegen und darf höchstens zwei Nachkommastellen haben')).toBeVisible();
    await settings.getByTestId('monthend-perdiem-breakfastDeduction').scrollIntoViewIfNeeded();
    await shot(page, 'payroll-perdiem-settings-error');
    await settings.getByTestId('monthend-perdiem-breakfastDeduction').fill('4,80');
    await catering.fill(added.join(', '));
    await settings.getByTestId('monthend-perdiem-save').click();
    await expect(page.getByText('Spesen-Einstellungen gespeichert.')).toBeVisible();

    // The per-diem dialog offers the new amount.
    await page.goto(`/accounting/employees/${employee.employeeId}/perdiems?yearMonth=${month}`);
    await page.getByTestId('create-perdiem').click();
    const dialog = page.getByTestId('perdiem-dialog');
    const select = dialog.getByTestId('perdiem-catering');
    await expect(select).toBeEnabled();
    await expect(select.locator('option', { hasText: '14,00 €' })).toHaveCount(1);
  } finally {
    await gql(admin, 'mutation($input: PayrollExportSettingsInput!) { updatePayrollExportSettings(input: $input) { profile } }', {
      input: { wageTypes: { night25: before.payrollExportSettings.wageTypes.night25 } },
    });
    await gql(admin, 'mutation($input: PerDiemSettingsInput!) { updatePerDiemSettings(input: $input) { breakfastDeduction } }', { input: before.perDiemSettings });
  }
});
