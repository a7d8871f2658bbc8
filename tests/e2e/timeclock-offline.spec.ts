import { type APIRequestContext, expect, type Page, request, test } from './fixtures';
import { DEMO_PASSWORD, login } from './support';
import { ownEmployees, today, withDb } from './timeclock-support';

test.use({ shotOptions: { fullPage: false } });

/**
 * The offline timeclock: the team leader opens an order online, loses the connection, clocks
 * three in and one out (queued, 'wartet auf Verbindung', the offline badge), comes back online and the
 * queue is sent in order; the server's state matches, a replayed client id changes nothing, and an
 * action dated into a closed month comes back refused and stays until dismissed.
 */

const CLOSED_MONTH_MESSAGE = 'Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.';

async function api(username: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL: process.env.TEST_BASE_URL, extraHTTPHeaders: { origin: process.env.TEST_BASE_URL! } });
  expect((await ctx.post('/api/login', { form: { username, password: DEMO_PASSWORD } })).status()).toBe(200);
  return ctx;
}

/** The 10th of the month four months back: closed in the demo data (and never reopened by monthend.spec, which reopens only the month before last). */
function closedDay(): string {
  const [y, m] = today().split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - 4, 10));
  return d.toISOString().slice(0, 10);
}

const sql = (text: string, args: unknown[]) => withDb((c) => c.query(text, args));

/** Employees of the test's own, with the name the page shows (timeclock-support.ts). */
const ownEmployeesNamed = async (count: number) =>
  (await ownEmployees(count)).map((e) => ({ id: e.id, fullName: `${e.firstName} ${e.lastName}` }));

const row = (page: Page, employeeId: number) => page.locator(`[data-testid="employee-row"][data-employee-id="${employeeId}"]`);

/** The app's IndexedDB, read in the page. */
const idb = {
  view: (page: Page, key: string) =>
    page.evaluate(
      (k) =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('inventurdienst-timeclock');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('views').objectStore('views').get(k);
            get.onsuccess = () => {
              resolve(get.result ?? null);
              open.result.close();
            };
          };
        }),
      key,
    ),
  queue: (page: Page) =>
    page.evaluate(
      () =>
        new Promise<{ clientId: string; employeeId: number; clockingAction: string; date: string; time: string; worklogType?: string; state: string }[]>((resolve, reject) => {
          const open = indexedDB.open('inventurdienst-timeclock');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('queue').objectStore('queue').getAll();
            all.onsuccess = () => {
              resolve(all.result);
              open.result.close();
            };
          };
        }),
    ),
  add: (page: Page, action: Record<string, unknown>) =>
    page.evaluate(
      (a) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('inventurdienst-timeclock');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('queue', 'readwrite');
            tx.objectStore('queue').add(a);
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      action,
    ),
};

interface RestEmployee {
  employeeId: number;
  status: string;
  worklogs: unknown[];
}

async function serverState(ctx: APIRequestContext, orderId: number): Promise<Map<number, RestEmployee>> {
  const res = await ctx.get(`/api/timeclock/${orderId}?date=${today()}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { employees: RestEmployee[] };
  return new Map(body.employees.map((e) => [e.employeeId, e]));
}

// The reload while offline needs the app's service worker (blocked in the other specs: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('team leader clocks offline: queued, sent in order on reconnect, replay idempotent, closed month refused', async ({ page, context, shot }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const buero = await api('buero');
  const teamleiter = await api('teamleiter');
  const closed = closedDay();
  const orderName = `E2E Offline ${project} ${Date.now()}`;
  const created = await buero.post('/api/orders', {
    data: { name: orderName, address: 'Kellerweg 1', zip: '50667', city: 'Köln', orderType: 'INV', validFrom: today(), validTo: today() },
  });
  expect(created.status()).toBe(201);
  const orderId = (await created.json()).id as number;
  // The order must reach back into the closed month, so that an action dated there meets the closed-month
  // rule rather than 'outside the order'; no path creates such an order (409), the database does.
  await sql('update orders set valid_from = $1::date where id = $2', [closed, orderId]);
  const [a, b, c] = await ownEmployeesNamed(3);
  for (const e of [a, b, c]) {
    expect((await buero.post(`/api/orders/${orderId}/assignEmployee`, { data: { assignmentType: 'EMP', id: e.id } })).ok()).toBe(true);
  }

  try {
    // Online once: the order view is stored for the day.
    await login(page, 'teamleiter');
    await page.goto(`/timeclock/${orderId}`);
    await expect(page.getByTestId('timeclock-order-name')).toHaveText(orderName);
    for (const e of [a, b, c]) await expect(row(page, e.id)).toHaveAttribute('data-status', 'NOT_CLOCKED_IN');
    await expect.poll(() => idb.view(page, `${orderId}|${today()}`)).not.toBeNull();
    // The worker registers a few seconds after sign-in (web/src/app/pwa/register-sw.ts) and controls the
    // page once its precache is complete: from then on the app opens without a network.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });

    await context.setOffline(true);
    await expect(page.getByTestId('offline-badge')).toHaveText('Offline');

    // Three in (work), queued.
    for (const e of [a, b, c]) await row(page, e.id).getByTestId('employee-name').click();
    const bar = page.getByTestId('action-bar');
    await expect(bar.getByTestId('selected-count')).toHaveText('3 ausgewählt');
    await bar.getByTestId('clock-action').click();
    await expect(page.getByTestId('clock-result')).toContainText('3 Stempelungen gespeichert');
    await expect(page.getByTestId('offline-badge')).toHaveText('Offline · 3 wartend');
    for (const e of [a, b, c]) {
      await expect(row(page, e.id)).toHaveAttribute('data-status', 'CLOCKED_IN');
      await expect(row(page, e.id).getByTestId('employee-waiting')).toHaveText('wartet auf Verbindung');
    }

    // One out, queued behind them.
    await page.getByRole('tab', { name: 'Ausstempeln' }).click();
    await row(page, a.id).getByTestId('employee-name').click();
    await page.getByTestId('action-bar').locator('[data-testid="clock-action"][data-action="OUT"]').click();
    await expect(page.getByTestId('offline-badge')).toHaveText('Offline · 4 wartend');
    await expect(row(page, a.id)).toHaveAttribute('data-status', 'CLOCKED_OUT');
    await expect(row(page, a.id).getByTestId('employee-waiting')).toBeVisible();
    await page.getByRole('tab', { name: 'Einstempeln' }).click();
    await expect(page.getByTestId('employee-waiting')).toHaveCount(3);
    if (project === 'phone') await page.getByTestId('clock-result').getByRole('button', { name: 'Meldung schließen' }).click();
    await shot(page, 'timeclock-offline-waiting');

    const queued = await idb.queue(page);
    // The three clock-ins in the list's order, the clock-out after them.
    expect(queued.map((q) => [q.clockingAction, q.state])).toEqual([['IN', 'waiting'], ['IN', 'waiting'], ['IN', 'waiting'], ['OUT', 'waiting']]);
    expect(queued.slice(0, 3).map((q) => q.employeeId).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(queued[3].employeeId).toBe(a.id);
    expect(new Set(queued.map((q) => q.clientId)).size).toBe(4);

    // An action dated into a closed month, queued behind the four (as a phone that kept it for weeks would).
    await idb.add(page, {
      clientId: crypto.randomUUID(),
      orderId,
      date: closed,
      time: '10:00',
      employeeId: c.id,
      employeeName: c.fullName,
      clockingAction: 'IN',
      worklogType: 'TRAVEL',
      deviceTime: Date.now(),
      offsetMs: 0,
      state: 'waiting',
    });

    // Reload while offline: the worker serves the app, the stored session opens the shell, the stored
    // view and queue the page. Chromium's page reloaded under offline emulation says navigator.onLine =
    // true (as a cellar's weak signal does): the badge says 'Offline' once the first send got no answer.
    await page.reload();
    await expect(page.getByTestId('timeclock-order-name')).toHaveText(orderName);
    await expect(page.getByTestId('offline-badge')).toHaveText('Offline · 5 wartend');
    await expect(page.getByTestId('employee-waiting')).toHaveCount(3);
    for (const e of [b, c]) await expect(row(page, e.id)).toHaveAttribute('data-status', 'CLOCKED_IN');
    await expect(row(page, a.id)).toHaveAttribute('data-status', 'CLOCKED_OUT');
    await shot(page, 'timeclock-offline-reloaded');

    // Back online: sent in order, the page shows the server's state, the refused one stays listed.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-badge')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('employee-waiting')).toHaveCount(0);
    const refused = page.getByTestId('refused-action');
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText(c.fullName);
    await expect(refused.getByTestId('refused-message')).toHaveText(CLOSED_MONTH_MESSAGE);
    await expect(row(page, b.id)).toHaveAttribute('data-status', 'CLOCKED_IN');
    await expect(row(page, c.id)).toHaveAttribute('data-status', 'CLOCKED_IN');
    await expect(row(page, a.id)).toHaveAttribute('data-status', /^(CLOCKED_OUT|NOT_CLOCKED_IN)$/);
    await shot(page, 'timeclock-offline-refused');

    const state = await serverState(teamleiter, orderId);
    expect(state.get(b.id)?.status).toBe('CLOCKED_IN');
    expect(state.get(c.id)?.status).toBe('CLOCKED_IN');
    expect(['CLOCKED_OUT', 'NOT_CLOCKED_IN']).toContain(state.get(a.id)?.status);

    // A duplicate replay of b's stored action changes nothing (and, with the server's clientId record, answers the first result).
    const first = queued.find((q) => q.employeeId === b.id && q.clockingAction === 'IN')!;
    const replay = await teamleiter.post(`/api/timeclock/${orderId}/clock`, {
      data: { date: first.date, time: first.time, employees: [{ employeeId: b.id, clockingAction: 'IN', worklogType: 'WORK', clientId: first.clientId }] },
    });
    expect(replay.status()).toBe(200);
    const replayBody = (await replay.json()) as { actions: { clientId: string; accepted: boolean; replay: boolean }[] };
    expect(replayBody.actions).toEqual([expect.objectContaining({ clientId: first.clientId, accepted: true, replay: true })]);
    const after = await serverState(teamleiter, orderId);
    for (const e of [a, b, c]) expect(after.get(e.id), `employee ${e.id} after the replay`).toEqual(state.get(e.id));

    // The refused action stays until dismissed (also after a reload).
    await page.reload();
    await expect(page.getByTestId('refused-action')).toHaveCount(1);
    await page.getByTestId('refused-dismiss').click();
    await expect(page.getByTestId('refused-panel')).toHaveCount(0);
    expect(await idb.queue(page)).toEqual([]);
  } finally {
    await context.setOffline(false);
    for (const e of [a, b, c]) {
      await teamleiter.post(`/api/timeclock/${orderId}/clock`, { data: { date: today(), employees: [{ employeeId: e.id, clockingAction: 'OUT' }] } });
    }
    await buero.dispose();
    await teamleiter.dispose();
  }
});
