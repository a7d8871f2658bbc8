import { expect, type Locator, type Page, test } from './fixtures';
import { createEmployee } from '../fixtures/factories';
import { demoDay, gql } from './support';

const PASSWORD = 'demo1234';

async function login(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Login erfolgreich.')).toBeVisible();
  // The toast would sit over the content of the screenshots.
  await page.mouse.move(5, 5);
  await expect(page.getByText('Login erfolgreich.')).toHaveCount(0);
}

const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
function previousDay(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

interface OrderRow {
  id: number;
  name: string;
  validFrom: string;
  validTo: string;
}
interface Day {
  order: OrderRow;
  date: string;
  autoPause: boolean;
}

const ORDERS = 'query($from: String!, $to: String!) { orders(filter: { from: $from, to: $to }, size: 0) { items { id name validFrom validTo } } }';
const WORKLOGS = 'query($id: Int!, $ym: String) { orderWorklogs(orderId: $id, yearMonth: $ym) { date automatic employeeId } }';

/**
 * Days of demo orders with worklogs on or after the earliest valid date (open for editing), days with an
 * automatic pause (by its flag) first: looked up through the API rather than assumed. Early in a month,
 * when no demo order has ended in it yet, one day is booked for the purpose (an order running today, ten
 * hours of work so that the server books its automatic pause).
 */
async function openDays(page: Page): Promise<{ earliest: string; days: Day[] }> {
  const today = demoDay();
  const { defaults } = await gql<{ defaults: { earliestValidFrom: string } }>(page, '{ defaults { earliestValidFrom } }');
  const earliest = defaults.earliestValidFrom;
  const days: Day[] = [];
  if (earliest <= today) {
    const { orders } = await gql<{ orders: { items: OrderRow[] } }>(page, ORDERS, { from: earliest, to: today });
    const months = [...new Set([earliest.slice(0, 7), today.slice(0, 7)])];
    for (const order of orders.items) {
      for (const ym of months) {
        const { orderWorklogs } = await gql<{ orderWorklogs: { date: string; automatic: boolean }[] }>(page, WORKLOGS, { id: order.id, ym });
        const dates = new Map<string, boolean>();
        // Not today: the timeclock specs clock into today's orders meanwhile (entries still open).
        for (const w of orderWorklogs) if (w.date >= earliest && w.date < today) dates.set(w.date, (dates.get(w.date) ?? false) || w.automatic);
        for (const [date, autoPause] of dates) days.push({ order, date, autoPause });
      }
    }
  }
  if (days.length < 2 && earliest <= today) {
    const { orders } = await gql<{ orders: { items: OrderRow[] } }>(page, ORDERS, { from: today, to: today });
    const order = orders.items.find((o) => o.validFrom <= today && o.validTo >= today)!;
    // An employee of its own: a demo employee may be clocked in on that day by another spec.
    const { employeeId } = await createEmployee(page);
    await gql(page, 'mutation($input: WorklogInput!) { createWorklog(input: $input) { id } }', {
      input: { date: today, start: '06:00', end: '16:30', worklogType: 'WORK', orderId: order.id, employeeId, comment: 'e2e-Auftrag' },
    });
    days.push({ order, date: today, autoPause: true });
  }
  days.sort((a, b) => Number(b.autoPause) - Number(a.autoPause) || a.date.localeCompare(b.date) || a.order.id - b.order.id);
  return { earliest, days };
}

/** A day before the earliest valid date with worklogs and per diems (a closed month). */
async function closedDay(page: Page, earliest: string): Promise<Day> {
  const to = previousDay(earliest);
  const from = `${to.slice(0, 7)}-01`;
  const { orders } = await gql<{ orders: { items: OrderRow[] } }>(page, ORDERS, { from, to });
  for (const order of orders.items) {
    const { orderPerDiemDays } = await gql<{ orderPerDiemDays: { date: string; employees: { perDiem: { id: number } | null }[] }[] }>(
      page,
      'query($id: Int!, $ym: String) { orderPerDiemDays(orderId: $id, yearMonth: $ym) { date employees { perDiem { id } } } }',
      { id: order.id, ym: to.slice(0, 7) },
    );
    const day = orderPerDiemDays.find((d) => d.date < earliest && d.employees.some((e) => e.perDiem));
    if (day) return { order, date: day.date, autoPause: false };
  }
  throw new Error(`no demo order with per diems between ${from} and ${to}`);
}

test('buero reads an order month by date and employee, opens a day with its entries and sets its per diems', async ({ page, shot }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await login(page, 'buero');
  const { earliest, days } = await openDays(page);
  // Both projects share one database: each edits a day of its own.
  const day = project === 'desktop' ? days[0] : days[days.length - 1];
  const { order, date } = day;
  const ym = date.slice(0, 7);

  // Month view: panels per date, the chosen one among them.
  await page.goto(`/orders/${order.id}/worklogs?date=${ym}`);
  await expect(page.getByTestId('order-title')).toHaveText(order.name);
  const panels = page.getByTestId('worklog-panel');
  await expect(panels.first()).toBeVisible();
  await expect(page.getByTestId('worklogs-month')).toHaveValue(`${ym.slice(5)}.${ym.slice(0, 4)}`);
  await expect(page.getByTestId('worklog-create')).toBeVisible();
  const panel = panels.filter({ hasText: german(date) });
  await expect(panel).toHaveCount(1);
  await expect(panel).toContainText(/\d+ Mitarbeiter/);
  await expect(panel).toContainText(/Arbeit \d{2,}:\d{2}/);
  // A panel unfolds to its employees.
  await panel.getByTestId('worklog-panel-trigger').click();
  await expect(panel.getByTestId('worklog-employee-row').first()).toBeVisible();
  await shot(page, 'order-worklogs-month');

  // Day view through the panel's link; the breadcrumb leads back to the month.
  await panel.getByTestId('worklog-open-day').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/worklogs/${date}`));
  const crumbs = page.getByTestId('worklogs-breadcrumb');
  await expect(crumbs).toContainText(german(date));
  await expect(crumbs.locator('a')).toHaveAttribute('href', new RegExp(`date=${ym}`));
  const dayBox = page.getByTestId('worklog-day');
  const rows = dayBox.getByTestId('worklog-employee-row');
  await expect(rows.first()).toBeVisible();
  if (project === 'desktop') {
    const head = dayBox.getByRole('columnheader');
    await expect(head).toContainText(['Nachname', 'Vorname', 'Arbeit', 'Fahrt', 'Pause', 'Beifahrer', 'Von–Bis', 'Stempelhistorie']);
  }

  // Expand an employee (one with an automatic pause where the day has one).
  const row = day.autoPause ? rows.filter({ has: page.getByTestId('auto-pause-badge') }).first() : rows.first();
  await expect(row).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
  await row.getByTestId('worklog-expand').click();
  const entries = dayBox.getByTestId('worklog-entries');
  await expect(entries).toHaveCount(1);
  await expect(entries.getByTestId('worklog-entry').first()).toContainText(/Arbeit|Fahrt|Pause|Beifahrer/);
  await expect(entries.getByTestId('worklog-entry').first()).toContainText(/Markus Schneider|Thomas Becker|Sabine Krüger|System/);
  if (day.autoPause) {
    const auto = entries.getByTestId('worklog-entry').filter({ has: page.getByTestId('auto-pause-badge') });
    await expect(auto).toHaveCount(1);
    await expect(auto.getByTestId('auto-pause-badge')).toHaveAttribute('title', 'Automatische Pause');
    await expect(auto.getByTestId('auto-pause-badge')).toHaveText('A');
    // The server books it: no edit, no delete.
    await expect(auto.getByTestId('entry-edit')).toHaveCount(0);
    await expect(auto.getByTestId('entry-delete')).toHaveCount(0);
  }
  const editable = entries.getByTestId('worklog-entry').filter({ has: page.getByTestId('entry-edit') });
  await expect(editable.first()).toBeVisible();
  await expect(editable.first().getByTestId('entry-delete')).toBeVisible();
  if (project === 'phone') await row.scrollIntoViewIfNeeded();
  await shot(page, 'order-worklogs-day');
  if (project === 'desktop') {
    // The list view (cards, as on phones) is kept in the query.
    await page.getByTestId('worklogs-view').getByText('Liste').click();
    await expect(page).toHaveURL(/view=list/);
    await expect(dayBox.getByTestId('worklog-cards')).toBeVisible();
    // The unfolded employee stays unfolded.
    await expect(dayBox.getByTestId('worklog-entries')).toHaveCount(1);
    await shot(page, 'order-worklogs-day-list');
    await page.getByTestId('worklogs-view').getByText('Tabelle').click();
    await expect(page).toHaveURL(/view=table/);
    await expect(dayBox.getByTestId('worklog-table')).toBeVisible();
  }

  // Create opens the shared worklog dialog for this order and day; cancelling books nothing.
  await page.getByTestId('worklog-create').click();
  const dialog = page.getByTestId('worklog-dialog');
  await expect(dialog.getByRole('heading', { name: 'Arbeitszeit erfassen' })).toBeVisible();
  await expect(dialog.getByTestId('worklog-order')).toHaveValue(order.name);
  await expect(dialog.getByTestId('worklog-date')).toHaveValue(german(date));
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();

  // Edit opens the shared worklog dialog with the entry; closing it changes nothing.
  await editable.first().getByTestId('entry-edit').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Arbeitszeit bearbeiten' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();

  // Delete from the list asks first (the worklogs' delete, offered to this tab); cancelling keeps the entry.
  const entryCount = await entries.getByTestId('worklog-entry').count();
  await editable.first().getByTestId('entry-delete').click();
  const confirm = page.getByTestId('dialog-confirm');
  await expect(confirm).toContainText('Soll der Eintrag wirklich gelöscht werden?');
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toBeHidden();
  await expect(entries.getByTestId('worklog-entry')).toHaveCount(entryCount);

  // Clocking history: who booked and changed what, and when.
  await row.getByTestId('clocking-history-button').click();
  const history = page.getByTestId('clocking-history-dialog');
  await expect(history).toBeVisible();
  await expect(history.getByRole('heading', { name: new RegExp(`^Stempelhistorie: .+, ${german(date).replace(/\./g, '\\.')}$`) })).toBeVisible();
  await expect(history.getByTestId('history-entry').first()).toContainText('Gebucht');
  await expect(history.getByTestId('history-entry').first()).toContainText(/Start: \d{2}:\d{2}/);
  await shot(page, 'order-worklogs-history');
  await history.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(history).toBeHidden();

  // Per diems: the month lists the day with its employee count; the day is editable.
  await page.getByRole('tab', { name: 'Zuschüsse' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/perdiems$`));
  await page.goto(`/orders/${order.id}/perdiems?date=${ym}`);
  const dateRow = page.getByTestId('perdiem-date-row').filter({ hasText: german(date) });
  await expect(dateRow).toHaveCount(1);
  await expect(dateRow).toContainText(order.name);
  await expect(dateRow.getByTestId('perdiem-employee-count')).toHaveText(/^\d+ Mitarbeiter$/);
  await shot(page, 'order-worklogs-perdiems-month');
  await dateRow.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/perdiems/${date}`));
  await expect(page.getByTestId('perdiems-breadcrumb')).toContainText(german(date));
  await expect(page.getByTestId('perdiem-readonly')).toHaveCount(0);

  // Fill everyone at once, then discard it again.
  const bulk = page.getByTestId('perdiem-bulk');
  await bulk.getByTestId('perdiem-bulk-catering').selectOption('32');
  await bulk.getByTestId('perdiem-bulk-misc').selectOption('24');
  await bulk.getByTestId('perdiem-apply-all').click();
  const perDiemRows = page.getByTestId('perdiem-row');
  const count = await perDiemRows.count();
  for (let i = 0; i < count; i++) await expect(perDiemRows.nth(i).getByTestId('perdiem-catering')).toHaveValue('32');
  await page.getByTestId('perdiem-revert').click();
  await expect(page.getByTestId('perdiem-save')).toBeDisabled();

  // Change one employee's per diem and save it through the bulk call.
  // First row on desktop, last on the phone: two different employees even if both share a day.
  const pick = (rows: Locator) => (project === 'desktop' ? rows.first() : rows.last());
  const target = pick(perDiemRows);
  const catering = target.getByTestId('perdiem-catering');
  const misc = target.getByTestId('perdiem-misc');
  const nextOf = (v: string, set: string[]) => set[(set.indexOf(v) + 1) % set.length];
  const newCatering = nextOf(await catering.inputValue(), ['0', '8', '16', '32']);
  const newMisc = nextOf(await misc.inputValue(), ['0', '8', '16', '24', '32']);
  await catering.selectOption(newCatering);
  await misc.selectOption(newMisc);
  await target.getByTestId('perdiem-breakfast').click();
  const breakfast = await target.getByTestId('perdiem-breakfast').locator('input').isChecked();
  const total = Number(newCatering) + Number(newMisc) - (breakfast ? 4.8 : 0);
  const euro = `${total.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0€`;
  await expect(target.getByTestId('perdiem-total')).toHaveText(euro);
  if (breakfast) await expect(target).toContainText('Frühstück: abzüglich 4,80 €');
  await expect(page.getByTestId('perdiem-savebar')).toContainText('1 Änderung');
  // The screen only: a full-page shot would paint the sticky save bar over the rows.
  await shot(page, 'order-worklogs-perdiems-day', { fullPage: false });
  await page.getByTestId('perdiem-save').click();
  await expect(page.getByText('Zuschüsse gesetzt!')).toBeVisible();
  await expect(page.getByTestId('perdiem-savebar')).toContainText('0 Änderungen');

  // Stored: a fresh load shows the values.
  await page.reload();
  const stored = pick(page.getByTestId('perdiem-row'));
  await expect(stored.getByTestId('perdiem-catering')).toHaveValue(newCatering);
  await expect(stored.getByTestId('perdiem-misc')).toHaveValue(newMisc);
  await expect(stored.getByTestId('perdiem-breakfast').locator('input')).toBeChecked({ checked: breakfast });
  await expect(stored.getByTestId('perdiem-total')).toHaveText(euro);
  // The per diems of the order's latest earlier day (if it has one) are offered as a quick fill.
  const earlier = await gql<{ recentOrderPerDiems: { date: string }[] }>(page, 'query($id: Int!, $before: String) { recentOrderPerDiems(orderId: $id, before: $before) { date } }', {
    id: order.id,
    before: date,
  });
  const recentDay = earlier.recentOrderPerDiems[0]?.date;
  if (recentDay) await expect(page.getByTestId('perdiem-recent')).toContainText(`Zuschüsse vom ${german(recentDay)} übernehmen`);
  else await expect(page.getByTestId('perdiem-recent')).toHaveCount(0);

  // A closed month: per diems and worklogs read-only.
  const closed = await closedDay(page, earliest);
  await page.goto(`/orders/${closed.order.id}/perdiems/${closed.date}`);
  await expect(page.getByTestId('perdiem-readonly')).toHaveText('Der Monat ist abgeschlossen: die Zuschüsse können nicht mehr geändert werden.');
  await expect(page.getByTestId('perdiems-closed')).toBeVisible();
  await expect(page.getByTestId('perdiem-row').first()).toBeVisible();
  await expect(page.getByTestId('perdiem-catering')).toHaveCount(0);
  await expect(page.getByTestId('perdiem-breakfast-value').first()).toHaveText(/^(Frühstück: )?(Ja|Nein|–)$/);
  await expect(page.getByTestId('perdiem-save')).toHaveCount(0);
  await expect(page.getByTestId('perdiem-bulk')).toHaveCount(0);
  await shot(page, 'order-worklogs-perdiems-closed');
  await page.goto(`/orders/${closed.order.id}/worklogs/${closed.date}`);
  await page.getByTestId('worklog-expand').first().click();
  await expect(page.getByTestId('worklog-entry').first()).toBeVisible();
  await expect(page.getByTestId('entry-edit')).toHaveCount(0);
  await expect(page.getByTestId('entry-delete')).toHaveCount(0);
  await expect(page.getByTestId('worklog-create')).toHaveCount(0);
});

test('teamleiter reads and edits but neither creates nor deletes, sees no passenger times and no per diems', async ({ page, shot }) => {
  test.setTimeout(90_000);
  // The demo days are looked up as the office (the team leader may not list orders).
  await login(page, 'buero');
  const { earliest, days } = await openDays(page);
  const { order, date } = days[0];
  const closed = await closedDay(page, earliest);
  await page.context().clearCookies();
  await login(page, 'teamleiter');

  await page.goto(`/orders/${order.id}/worklogs/${date}`);
  await expect(page.getByTestId('order-title')).toHaveText(order.name);
  const rows = page.getByTestId('worklog-employee-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Arbeitszeiten' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Zuschüsse' })).toHaveCount(0);
  await expect(page.getByTestId('worklog-create')).toHaveCount(0);
  await expect(page.getByTestId('worklog-day')).not.toContainText('Beifahrer');
  await rows.first().getByTestId('worklog-expand').click();
  const entries = page.getByTestId('worklog-entries');
  await expect(entries.getByTestId('worklog-entry').first()).toBeVisible();
  // Order_Worklogs_OtherEdit: edit yes; no Order_Worklogs_DeleteWorklog: no delete.
  await expect(entries.getByTestId('entry-edit').first()).toBeVisible();
  await expect(page.getByTestId('entry-delete')).toHaveCount(0);
  await expect(rows.first().getByTestId('clocking-history-button')).toBeVisible();
  await shot(page, 'order-worklogs-teamleiter');

  // Before the earliest valid date nothing is editable.
  await page.goto(`/orders/${closed.order.id}/worklogs/${closed.date}`);
  await expect(page.getByTestId('worklogs-closed')).toBeVisible();
  await page.getByTestId('worklog-expand').first().click();
  await expect(page.getByTestId('worklog-entry').first()).toBeVisible();
  await expect(page.getByTestId('entry-edit')).toHaveCount(0);
  // The per-diems day route is not offered either: the order screen falls back to its info tab.
  await page.goto(`/orders/${closed.order.id}/perdiems/${closed.date}`);
  await expect(page).toHaveURL(new RegExp(`/orders/${closed.order.id}/info$`));
});
