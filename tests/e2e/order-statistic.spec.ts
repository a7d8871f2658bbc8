import { type APIRequest, type APIRequestContext, expect, type Locator, type Page, test, type TestInfo } from './fixtures';
import { DEMO_PASSWORD, login } from './support';

test.use({ shotOptions: { noToasts: true, noOverflow: true } });

/**
 * The order statistic (spec 3 §2.8, §4): the admin opens the statistic of a past demo order
 * with booked hours, adds an income (IN) for a month of it and sees that month's profit rise by the
 * amount, edits the amount, and deletes the entry ('Eintrag löschen' with date and amount) — profit back
 * where it was. Desktop and phone share one database: each project takes another order where there is
 * one and its own description, and whatever is left of its entry is removed at the end.
 */
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

async function apiAs(playwright: { request: APIRequest }, baseURL: string, username: string): Promise<APIRequestContext> {
  const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await ctx.post('/api/login', { form: { username, password: DEMO_PASSWORD } })).status()).toBe(200);
  return ctx;
}

/** YYYY-MM of the month `back` months before the current one, in Berlin. */
function berlinMonth(back: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

const mmYyyy = (yearMonth: string) => `${yearMonth.slice(5, 7)}.${yearMonth.slice(0, 4)}`;

/** "1.234,56 €" / "-158,90 €" → 1234.56 / -158.9 */
const euro = (text: string) => Number(text.replace(/[−–]/g, '-').replace(/[^\d,-]/g, '').replace(',', '.'));

interface OrderSummaryRow {
  order: { id: number; name: string };
  minutes: number;
  profit: number | null;
}

/**
 * A past demo order with booked hours in last month (or the one or two before), found through the
 * documented GET /api/statistics/orders; the phone takes the second one so the runs do not meet.
 */
async function pastOrderWithData(api: APIRequestContext, testInfo: TestInfo): Promise<{ orderId: number; name: string; yearMonth: string }> {
  for (const back of [1, 2, 3]) {
    const yearMonth = berlinMonth(back);
    const answer = await api.get(`/api/statistics/orders?yearMonth=${yearMonth}`);
    expect(answer.status(), await answer.text()).toBe(200);
    const body = (await answer.json()) as { orderSummaries: (OrderSummaryRow & { yearMonth?: string })[] };
    const candidates = body.orderSummaries.filter((r) => r.minutes > 0 && r.profit !== null && (r.yearMonth ?? yearMonth) === yearMonth);
    if (candidates.length === 0) continue;
    const pick = candidates[isPhone(testInfo) && candidates.length > 1 ? 1 : 0]!;
    return { orderId: pick.order.id, name: pick.order.name, yearMonth };
  }
  throw new Error('the demo data has no order with hours in the last three months');
}

interface CashFlowRow {
  id: number;
  description: string;
}

/** Removes this run's entries through DELETE …/cashflow/{id} (also after a failed step). */
async function removeOwnEntries(api: APIRequestContext, orderId: number, description: string) {
  const answer = await api.get(`/api/statistics/orders/${orderId}/cashflows`);
  if (answer.status() !== 200) return;
  const { cashFlows } = (await answer.json()) as { cashFlows: CashFlowRow[] };
  for (const f of cashFlows.filter((c) => c.description === description)) {
    await api.delete(`/api/statistics/orders/${orderId}/cashflow/${f.id}`);
  }
}

const monthRow = (page: Page, yearMonth: string): Locator => page.locator(`[data-testid="monthly-row"][data-month="${yearMonth}"]`);

async function profitOf(page: Page, yearMonth: string): Promise<number> {
  const cell = monthRow(page, yearMonth).getByTestId('monthly-profit');
  await expect(cell).toHaveText(/€/);
  return euro((await cell.textContent())!);
}

async function expectProfit(page: Page, yearMonth: string, expected: number) {
  await expect.poll(() => profitOf(page, yearMonth)).toBeCloseTo(expected, 2);
}

async function toastSeen(page: Page, text: string) {
  await expect(page.getByText(text).first()).toBeVisible();
}

test('the office adds, edits and deletes a cash flow on an order statistic and sees the profit follow', async ({ page, playwright, baseURL, shot }, testInfo) => {
  test.setTimeout(90_000);
  const api = await apiAs(playwright, baseURL!, 'admin');
  const { orderId, name, yearMonth } = await pastOrderWithData(api, testInfo);
  const description = `E2E Einnahme ${testInfo.project.name} ${Date.now()}`;

  try {
    await login(page, 'admin');
    await page.goto(`/statistic/${orderId}`);
    await expect(page.getByTestId('order-statistic-title')).toHaveText(name);
    await expect(monthRow(page, yearMonth)).toBeVisible();
    await expect(page.getByTestId('monthly-total')).toContainText('Gesamt');
    await expect(page.getByTestId('order-statistic-hours-chart')).toBeVisible();
    if (isPhone(testInfo)) await expect(page.getByTestId('monthly-list')).toBeVisible();
    else await expect(page.getByTestId('monthly-table')).toBeVisible();
    const before = await profitOf(page, yearMonth);
    await shot(page, 'order-statistic-page');

    // Add: the dialog loads the default first (type Einnahme), then takes our month and amount.
    await page.getByTestId('cash-flow-add').click();
    const dialog = page.getByTestId('cash-flow-dialog');
    await expect(dialog.getByTestId('cash-flow-date')).not.toHaveValue('');
    await expect(dialog.getByTestId('cash-flow-type')).toHaveValue('IN');
    await dialog.getByTestId('cash-flow-save').click();
    await expect(dialog.getByText('Betrag muss gesetzt sein')).toBeVisible();
    await dialog.getByTestId('cash-flow-date').fill(mmYyyy(yearMonth));
    await dialog.getByTestId('cash-flow-amount').fill('1234,56');
    await dialog.getByTestId('cash-flow-description').fill(description);
    await shot(page, 'order-statistic-dialog', { fullPage: false });
    await dialog.getByTestId('cash-flow-save').click();
    await toastSeen(page, 'Eintrag gespeichert.');
    await expect(dialog).toBeHidden();

    const entry = page.getByTestId('cash-flow-row').filter({ hasText: description });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(mmYyyy(yearMonth));
    await expect(entry).toContainText('1.234,56');
    await expect(entry).toContainText('Einnahme');
    await expectProfit(page, yearMonth, before + 1234.56);
    await shot(page, 'order-statistic-added');

    // Edit: the same entry with another amount.
    await entry.getByTestId('cash-flow-edit').click();
    await expect(dialog.getByTestId('cash-flow-amount')).toHaveValue('1234,56');
    await dialog.getByTestId('cash-flow-amount').fill('2000');
    await dialog.getByTestId('cash-flow-save').click();
    await toastSeen(page, 'Eintrag gespeichert.');
    await expect(dialog).toBeHidden();
    await expect(entry).toContainText('2.000,00');
    await expectProfit(page, yearMonth, before + 2000);

    // Delete: asked with date and amount, then gone and the profit back where it was.
    await page.mouse.move(5, 5);
    await entry.getByTestId('cash-flow-delete').click();
    const ask = page.getByTestId('dialog-confirm');
    await expect(ask).toContainText('Eintrag löschen');
    await expect(ask).toContainText(new RegExp(`Soll der Eintrag vom ${mmYyyy(yearMonth).replace('.', '\\.')} über 2\\.000,00\\s€ wirklich gelöscht werden\\?`));
    await shot(page, 'order-statistic-delete', { fullPage: false });
    await ask.getByRole('button', { name: 'Löschen' }).click();
    await toastSeen(page, 'Eintrag gelöscht.');
    await expect(entry).toHaveCount(0);
    await expectProfit(page, yearMonth, before);
  } finally {
    await removeOwnEntries(api, orderId, description);
    await api.dispose();
  }
});
