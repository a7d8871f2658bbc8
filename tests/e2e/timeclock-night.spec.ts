import { DateTime } from 'luxon';
import { type APIRequestContext, expect, type Locator, type Page, request, test } from './fixtures';
import { DEMO_PASSWORD, login, logout } from './support';
import { withDb } from './timeclock-support';

test.use({ shotOptions: { scrollToTop: true } });

/**
 * A night inventory on the timeclock: the team leader clocks the crew in at 22:00 and out at 02:00 the
 * next morning without touching the page's day. The browser's clock is set (page.clock) to an evening
 * two days back and then moved past midnight; the page turns to the new day by itself and lists the
 * crew as still clocked in. The server's clock cannot be moved, so the times are the browser's: the
 * team leader takes "Jetzt" into the time field (a past time the server accepts) instead of leaving
 * the server's now.
 */
const ZONE = 'Europe/Berlin';
const real = DateTime.now().setZone(ZONE);
const evening = real.minus({ days: 2 }).toISODate()!;
const morning = real.minus({ days: 1 }).toISODate()!;

async function api(username: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL: process.env.TEST_BASE_URL });
  const res = await ctx.post('/api/login', { form: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ctx;
}

/**
 * Two employees with nothing booked from the night's evening on and not clocked in anywhere (phone and
 * desktop apart). Nothing today either: the browser's clock stands in the past, and a booking of the
 * employee's after the night would make the morning's clock-out lie before their last action.
 */
async function nightCrew(slot: number): Promise<{ id: number; lastName: string }[]> {
  const rows = await withDb(
    async (c) =>
      (
        await c.query<{ id: number; last_name: string }>(
          `select e.id, e.last_name from employee e
            where e.active and e.id between 2003 and 2036 and e.id % 4 = $1
              and not exists (select 1 from worklog w where w.employee_id = e.id and (w.open or w.date >= $2::date))
            order by e.id offset 1 limit 2`,
          [slot, evening],
        )
      ).rows,
  );
  expect(rows.length, `night crew in slot ${slot}`).toBe(2);
  return rows.map((r) => ({ id: r.id, lastName: r.last_name }));
}

const row = (scope: Page | Locator, employeeId: number) => scope.locator(`[data-testid="employee-row"][data-employee-id="${employeeId}"]`);

test('team leader: a night shift 22:00–02:00 clocked without touching the day (the page turns at midnight)', async ({ page, shot }, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const buero = await api('buero');
  const orderName = `E2E Nachtinventur ${project} ${Date.now()}`;
  const created = await buero.post('/api/orders', {
    data: { name: orderName, address: 'Nachtweg 22', zip: '50667', city: 'Köln', orderType: 'MOD', validFrom: evening, validTo: morning },
  });
  expect(created.status()).toBe(201);
  const orderId = (await created.json()).id as number;
  const crew = await nightCrew(project === 'phone' ? 3 : 0);
  for (const e of crew) expect((await buero.post(`/api/orders/${orderId}/assignEmployee`, { data: { assignmentType: 'EMP', id: e.id } })).ok()).toBe(true);

  // The browser stands at 21:58 on the evening; time flows from there.
  await page.clock.install({ time: DateTime.fromISO(`${evening}T21:58`, { zone: ZONE }).toJSDate() });
  await login(page, 'teamleiter');
  await page.goto(`/timeclock/${orderId}`);
  await expect(page.getByTestId('timeclock-order-name')).toHaveText(orderName);
  await page.clock.fastForward('02:00'); // 22:00
  const available = page.getByTestId('section-available');
  for (const e of crew) await row(available, e.id).getByTestId('employee-name').click();
  await page.getByTestId('clock-time-now').click();
  await expect(page.getByTestId('clock-time')).toHaveValue('22:00');
  await page.getByTestId('action-bar').getByTestId('clock-action').click();
  await expect(page.getByText('Einstempeln erfolgreich!').first()).toBeVisible();
  const clockedIn = page.getByTestId('section-clockedIn');
  for (const e of crew) await expect(row(clockedIn, e.id)).toContainText('Arbeit seit 22:00');
  await shot(page, 'timeclock-night-evening');

  // Four hours later, 02:00 of the next day: nobody touches the page, it turns to the new day itself.
  await page.clock.fastForward('04:00:00');
  await page.mouse.move(5, 5);
  for (const e of crew) await expect(row(clockedIn, e.id)).toContainText('Arbeit seit gestern 22:00');
  await expect(page.getByTestId('order-not-running')).toHaveCount(0);
  // The header's date turned with the page.
  await expect(page.getByTestId('header-date')).toHaveText(DateTime.fromISO(morning).toFormat('dd.MM.yyyy'));
  await page.getByTestId('tab-out').click();
  const out = page.getByTestId('section-clockedIn');
  for (const e of crew) await row(out, e.id).getByTestId('employee-name').click();
  await page.getByTestId('clock-time-now').click();
  await expect(page.getByTestId('clock-time')).toHaveValue('02:00');
  await shot(page, 'timeclock-night-morning');
  await page.getByTestId('action-bar').getByTestId('clock-action').click();
  await expect(page.getByText('Ein- und Ausstempeln erfolgreich!').first()).toBeVisible();
  await expect(page.getByTestId('section-clockedOut')).toBeVisible();
  for (const e of crew) await expect(row(page.getByTestId('section-clockedOut'), e.id)).toContainText('Ausgestempelt um 02:00');
  await expect(page.getByTestId('total-work')).toHaveText('08:00 Std.');

  // Booked: the evening up to 24:00 and the night from 00:00, nothing lost.
  for (const e of crew) {
    const booked = await withDb(async (c) =>
      (await c.query(`select to_char(date, 'YYYY-MM-DD') as date, worklog_type, start, "end", open from worklog where employee_id = $1 and date between $2::date and $3::date order by date, start`, [e.id, evening, morning])).rows,
    );
    expect(booked).toEqual([
      { date: evening, worklog_type: 'WORK', start: '22:00', end: '24:00', open: false },
      { date: morning, worklog_type: 'WORK', start: '00:00', end: '02:00', open: false },
    ]);
  }

  // The hours overview of one of them shows the night as one shift on both of its days.
  await logout(page);
  await login(page, 'buero');
  const [first] = crew;
  const months = [...new Set([evening.slice(0, 7), morning.slice(0, 7)])];
  const seen: string[] = [];
  for (const yearMonth of months) {
    await page.goto(`/houroverview/${first.id}?yearMonth=${yearMonth}`);
    await expect(page.getByTestId('hour-overview')).toBeVisible();
    for (const [date, range] of [
      [evening, /22:00\s*–\s*24:00/],
      [morning, /00:00\s*–\s*02:00/],
    ] as const) {
      if (date.slice(0, 7) !== yearMonth) continue;
      const german = DateTime.fromISO(date).toFormat('dd.MM.yyyy');
      await page.getByTestId('hour-row').filter({ hasText: german }).first().click();
      const dialog = page.getByTestId('day-dialog');
      await expect(dialog.getByTestId('day-entry').filter({ hasText: orderName }).filter({ hasText: range })).toHaveCount(1);
      await expect(dialog).toContainText('Schicht 22:00–02:00');
      if (date === morning) await shot(page, 'timeclock-night-hours');
      await dialog.getByRole('button', { name: 'Schließen' }).last().click();
      await expect(dialog).toBeHidden();
      seen.push(date);
    }
  }
  expect(seen.sort()).toEqual([evening, morning]);
});
