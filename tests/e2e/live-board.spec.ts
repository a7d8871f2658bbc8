import { expect, test } from './fixtures';
import { login } from './support';
import { ownEmployees, today } from './timeclock-support';

test.use({ shotOptions: { scrollToTop: true } });

/**
 * The live board: the office watches /timecontrolling (clocked-in tab) in one browser, a team
 * leader clocks in another; the row appears and goes again without reload (server-sent events fed by
 * PostgreSQL LISTEN/NOTIFY, then the page's own query).
 */

/** An employee of the test's own (timeclock-support.ts). */
const ownEmployee = async () => (await ownEmployees(1))[0]!;

test('live board: a clock-in by the team leader appears on the office board within 2 s, the clock-out removes it', async ({ page, browser, shot }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const orderName = `E2E Live ${project} ${Date.now()}`;

  // Browser B: the team leader (clocks through the /api clock body, in the browser's session).
  const leaderContext = await browser.newContext({ baseURL: process.env.TEST_BASE_URL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const leader = await leaderContext.newPage();
  await login(leader, 'teamleiter');
  // The order, created by the office (admin) through the API of browser A's session below.
  await login(page, 'admin');
  const created = await page.request.post('/api/orders', {
    data: { name: orderName, address: 'Livestraße 1', zip: '50667', city: 'Köln', orderType: 'INV', validFrom: today(), validTo: today() },
  });
  expect(created.status()).toBe(201);
  const orderId = (await created.json()).id as number;
  const e = await ownEmployee();
  const clock = (action: 'IN' | 'OUT') =>
    leader.request.post(`/api/timeclock/${orderId}/clock`, { data: { date: today(), employees: [{ employeeId: e.id, worklogType: 'WORK', clockingAction: action }] } });

  let clockedIn = false;
  try {
    // Browser A: the office board, loaded before anything happens; the stream is open once it answered.
    const streamOpen = page.waitForResponse((r) => r.url().includes('/api/live/timeclock') && r.status() === 200);
    await page.goto('/timecontrolling');
    await expect(page.getByTestId('page-title')).toHaveText('Zeitkontrolle');
    await streamOpen;
    const row = page.getByTestId('tc-clocked-in-row').filter({ hasText: orderName });
    await expect(row).toHaveCount(0);

    const inAnswer = await clock('IN');
    expect(inAnswer.status(), await inAnswer.text()).toBe(200);
    clockedIn = true;
    // No reload, no click: within 2 s of the clock answer.
    await expect(row).toHaveCount(1, { timeout: 2000 });
    await expect(row).toContainText(`${e.lastName}, ${e.firstName}`);
    await expect(row).toContainText('Markus Schneider');
    await shot(page, 'live-board-clocked-in');

    const outAnswer = await clock('OUT');
    expect(outAnswer.status(), await outAnswer.text()).toBe(200);
    clockedIn = false;
    await expect(row).toHaveCount(0, { timeout: 2000 });
  } finally {
    if (clockedIn) await clock('OUT');
    await leaderContext.close();
  }
});

test('live board: the timeclock order page shows another device’s clock-in within 2 s', async ({ page, browser, shot }, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const orderName = `E2E Live Auftrag ${project} ${Date.now()}`;
  const officeContext = await browser.newContext({ baseURL: process.env.TEST_BASE_URL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const office = await officeContext.newPage();
  await login(office, 'admin');
  const created = await office.request.post('/api/orders', {
    data: { name: orderName, address: 'Livestraße 2', zip: '50667', city: 'Köln', orderType: 'INV', validFrom: today(), validTo: today() },
  });
  expect(created.status()).toBe(201);
  const orderId = (await created.json()).id as number;
  const e = await ownEmployee();
  const clock = (action: 'IN' | 'OUT') =>
    office.request.post(`/api/timeclock/${orderId}/clock`, { data: { date: today(), employees: [{ employeeId: e.id, worklogType: 'WORK', clockingAction: action }] } });
  let clockedIn = false;
  try {
    await login(page, 'teamleiter');
    const streamOpen = page.waitForResponse((r) => r.url().includes(`/api/live/timeclock?orderId=${orderId}`) && r.status() === 200);
    await page.goto(`/timeclock/${orderId}`);
    await expect(page.getByTestId('timeclock-order-name')).toHaveText(orderName);
    await streamOpen;
    const row = page.locator(`[data-testid="employee-row"][data-employee-id="${e.id}"]`);
    await expect(row).toHaveCount(0);

    const answer = await clock('IN');
    expect(answer.status(), await answer.text()).toBe(200);
    clockedIn = true;
    await expect(row).toHaveAttribute('data-status', 'CLOCKED_IN', { timeout: 2000 });
    await shot(page, 'live-board-order-page');
  } finally {
    if (clockedIn) await clock('OUT');
    await officeContext.close();
  }
});
