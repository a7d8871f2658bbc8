/**
 * Night shifts on the worklog screens: a night booked as its two entries (22:00–24:00 and 00:00–06:00
 * on the next day) is one shift in the hours overview's day dialog and in the order's worklog day view,
 * on both days; the worklog dialog enters such a night in one go ('Ende am nächsten Tag').
 */
import { createEmployee, type CreatedOrder, createOrder, uniqueSuffix } from '../fixtures/factories';
import { expect, type Page, test } from './fixtures';
import { demoDay, gql, login } from './support';

test.use({ shotOptions: { fullPage: false } });

interface RestWorklog {
  id: number;
  comment: string;
  date: string;
  start: string;
  end: string | null;
  open: boolean;
}

const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const short = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;
function previousDay(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Two days in open months before the demo day (the day before it and the one before that; the demo day
 * itself when the month began only yesterday) and an order of the test's own running on both, so no
 * other spec's totals (a demo order's statistic, an E2E order's own) change under it. The demo's month-closing
 * boundary is the first of the previous month, and no spec closes the previous month (monthend.spec
 * closes an older one and reopens it), so two open days always exist.
 */
async function nightDays(page: Page): Promise<{ first: string; second: string; order: CreatedOrder }> {
  const { defaults } = await gql<{ defaults: { earliestValidFrom: string } }>(page, '{ defaults { earliestValidFrom } }');
  let second = previousDay(demoDay());
  if (previousDay(second) < defaults.earliestValidFrom) second = demoDay();
  const first = previousDay(second);
  expect(first >= defaults.earliestValidFrom, `two open days before ${demoDay()} (earliest valid date ${defaults.earliestValidFrom})`).toBe(true);
  // Not an inventory (INV): those cannot be planned on past days.
  const order = await createOrder(page, { name: `E2E Nacht ${uniqueSuffix()}`, orderType: 'MIS', validFrom: first, validTo: second });
  return { first, second, order };
}

async function worklogsOf(page: Page, employeeId: number, months: readonly string[]): Promise<RestWorklog[]> {
  const all: RestWorklog[] = [];
  for (const month of new Set(months)) {
    const res = await page.request.get(`/api/v2/employees/${employeeId}/worklogs?yearMonth=${month}`);
    expect(res.ok()).toBe(true);
    all.push(...((await res.json())._embedded.worklogs as RestWorklog[]));
  }
  return all;
}

const CREATE = 'mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }';

test('a night booked as two entries is one shift in the hours overview and the order day view', async ({ page, shot }) => {
  test.setTimeout(120_000);
  await login(page, 'buero');
  const { first, second, order } = await nightDays(page);
  const comment = 'e2e-Nacht';
  // An employee of its own: no other entry around the night, whatever else runs.
  const employee = await createEmployee(page);
  const base = { worklogType: 'WORK', orderId: order.id, employeeId: employee.employeeId, comment };
  await gql(page, CREATE, { input: { ...base, date: first, start: '22:00', end: '24:00' } });
  await gql(page, CREATE, { input: { ...base, date: second, start: '00:00', end: '06:00' } });
  const title = `Schicht 22:00–06:00 (${short(first)}–${short(second)})`;

  // Hours overview: the first day's row counts 22:00–24:00 as two hours; its day dialog shows the shift
  // with the entries of both days.
  await page.goto(`/houroverview/${employee.employeeId}?yearMonth=${first.slice(0, 7)}`);
  const row = page.getByTestId('hour-row').filter({ hasText: german(first) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('22:00–24:00');
  await row.click();
  const dialog = page.getByTestId('day-dialog');
  const shift = dialog.getByTestId('day-shift').filter({ hasText: title });
  await expect(shift).toHaveCount(1);
  await expect(shift.getByTestId('day-shift-title')).toHaveText(title);
  await expect(shift).toContainText('Arbeit');
  await expect(shift.getByTestId('day-entry').filter({ hasText: '22:00–24:00' })).toHaveCount(1);
  const after = shift.getByTestId('day-entry').filter({ hasText: '00:00–06:00' });
  await expect(after).toHaveCount(1);
  await expect(after.getByTestId('day-entry-date')).toHaveText(short(second));
  await shot(page, 'hour-overview-night');
  await dialog.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(dialog).toBeHidden();

  // The second day's dialog shows the same shift.
  if (second.slice(0, 7) !== first.slice(0, 7)) await page.goto(`/houroverview/${employee.employeeId}?yearMonth=${second.slice(0, 7)}`);
  await page.getByTestId('hour-row').filter({ hasText: german(second) }).click();
  await expect(dialog.getByTestId('day-shift-title').filter({ hasText: title })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Schließen' }).first().click();

  // The order's day view: the employee's row notes the shift; unfolded, it lists both days' entries under it.
  await page.goto(`/orders/${order.id}/worklogs/${first}`);
  const employeeRow = page.getByTestId('worklog-day').getByTestId('worklog-employee-row').filter({ hasText: employee.lastName }).filter({ hasText: title });
  await expect(employeeRow).toHaveCount(1);
  await expect(employeeRow.getByTestId('worklog-shift-note')).toHaveText(title);
  await employeeRow.getByTestId('worklog-expand').click();
  const entries = page.getByTestId('worklog-entries');
  await expect(entries.getByTestId('worklog-shift').filter({ hasText: title })).toHaveCount(1);
  const nextDayEntry = entries.getByTestId('worklog-entry').filter({ has: page.getByTestId('worklog-entry-date') }).filter({ hasText: '06:00' });
  await expect(nextDayEntry).toHaveCount(1);
  await expect(nextDayEntry.getByTestId('worklog-entry-date')).toHaveText(short(second));
  // The unfolded shift in view: its heading and both days' entries.
  await nextDayEntry.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 120);
  await shot(page, 'order-worklogs-night');
});

test("the worklog dialog enters a night in one go with 'Ende am nächsten Tag'", async ({ page, shot }) => {
  test.setTimeout(120_000);
  await login(page, 'buero');
  const { first, second, order } = await nightDays(page);
  const comment = 'e2e-Nachtdialog';
  const employee = await createEmployee(page);
  const id = employee.employeeId;

  await page.goto(`/accounting/employees/${id}/worklogs?yearMonth=${first.slice(0, 7)}`);
  await page.getByTestId('create-worklog').click();
  const dialog = page.getByTestId('worklog-dialog');
  await expect(dialog.getByRole('heading', { name: 'Arbeitszeit erfassen' })).toBeVisible();
  await dialog.getByTestId('worklog-date').fill(german(first));
  await dialog.getByTestId('worklog-date').press('Tab');
  const select = dialog.getByTestId('worklog-order');
  await expect(select.locator(`option[value="${order.id}"]`)).toHaveCount(1);
  await select.selectOption(String(order.id));
  await dialog.getByTestId('worklog-start').fill('22:00');
  await dialog.getByTestId('worklog-end').fill('06:00');
  await expect(dialog.getByTestId('worklog-duration')).toHaveText('Ungültig');
  await dialog.getByText('Ende am nächsten Tag').click();
  await expect(dialog.getByTestId('worklog-duration')).toHaveText('08:00');
  await expect(dialog.getByTestId('worklog-ends-next-day-hint')).toHaveText(`Wird als zwei Einträge gespeichert: bis 24:00 und am ${german(second)} ab 00:00.`);
  await dialog.getByTestId('worklog-comment').fill(comment);
  await shot(page, 'worklogs-dialog-night');
  await dialog.getByTestId('worklog-save').click();
  await expect(page.getByText('Änderungen gespeichert.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved as the two entries.
  const saved = (await worklogsOf(page, id, [first.slice(0, 7), second.slice(0, 7)])).filter((w) => w.comment === comment);
  expect(saved.map((w) => [w.date, w.start, w.end]).sort()).toEqual([
    [first, '22:00', '24:00'],
    [second, '00:00', '06:00'],
  ]);
  await page.goto(`/houroverview/${id}?yearMonth=${first.slice(0, 7)}`);
  await page.getByTestId('hour-row').filter({ hasText: german(first) }).click();
  await expect(page.getByTestId('day-dialog').getByTestId('day-shift-title').filter({ hasText: 'Schicht 22:00–06:00' })).toHaveCount(1);
});
