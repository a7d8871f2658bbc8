/**
 * Night shifts on the timeclock: an entry opened before midnight is closed by the next morning's OUT,
 * PAUSE or type switch — closed at 24:00 on its day and continued from 00:00 on the new one, in one
 * transaction, no minute lost (docs/decisions/night-shifts-and-time.md#NGT-14). Explicit days and
 * times in the clock input; where the server's own "now" matters (today's list, the crew shown as still
 * clocked in) the service's clock is set.
 */
import { randomUUID } from 'node:crypto';
import { dayTotals, entryMinutes } from '@inv/domain';
import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { clockingDays, freeEmployees } from '../../test/clocking-fixtures.js';

let app: TestApp;
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const { now, today, yesterday, twoDaysAgo } = clockingDays();
const ZONE = 'Europe/Berlin';
const iso = (d: DateTime) => d.toISODate()!;
const yearAgo = iso(now.minus({ years: 1 }));

/** The most recent last Sunday of `month` (1-based) lying at least two days back. */
function lastSundayBefore(month: number): string {
  for (let year = now.year; ; year--) {
    const end = DateTime.fromObject({ year, month }, { zone: ZONE }).endOf('month').startOf('day');
    const sunday = end.minus({ days: end.weekday % 7 });
    if (sunday < now.minus({ days: 2 })) return iso(sunday);
  }
}
/** The most recent 31st of a month (with the 1st after it) at least two days back. */
function lastThirtyFirst(): string {
  for (let d = now.minus({ days: 3 }).startOf('month').minus({ days: 1 }); ; d = d.startOf('month').minus({ days: 1 })) if (d.day === 31) return iso(d);
}
const next = (date: string) => iso(DateTime.fromISO(date, { zone: ZONE }).plus({ days: 1 }));

let free: number[] = [];
const take = () => free.shift()!;

const CLOCK = `mutation($input: ClockInput!) { clockEmployees(input: $input) {
  success message totalWorkMinutes validationErrors { path message } actions { clientId accepted message replay }
  employees { employeeId status statusMessage openWorklog { date start worklogType } } } }`;
type Step = { employeeId: number; clockingAction: 'IN' | 'OUT' | 'PAUSE'; worklogType?: string; clientId?: string };
const clock = (orderId: number, date: string | null, time: string | null, employees: Step[]) =>
  gql('teamleiter', CLOCK, { input: { orderId, date, time, employees: employees.map((e) => ({ worklogType: null, ...e })) } });
const ok = async (orderId: number, date: string | null, time: string | null, employees: Step[]) => {
  const r = await clock(orderId, date, time, employees);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(r.data.clockEmployees.validationErrors).toEqual([]);
  return r.data.clockEmployees;
};
const IN = (employeeId: number, worklogType = 'WORK'): Step => ({ employeeId, clockingAction: 'IN', worklogType });
const OUT = (employeeId: number): Step => ({ employeeId, clockingAction: 'OUT' });
const PAUSE = (employeeId: number): Step => ({ employeeId, clockingAction: 'PAUSE' });

/** An employee's worklogs from `from` on: [date, type, start, end, open, automatic]. */
const entries = async (employeeId: number, from: string) =>
  (
    await app.pool.query(
      `select to_char(date, 'YYYY-MM-DD') as date, worklog_type, start, "end", open, automatic, comment from worklog where employee_id = $1 and date >= $2 order by date, start, id`,
      [employeeId, from],
    )
  ).rows;
const rows = async (employeeId: number, from: string) => (await entries(employeeId, from)).map((w) => [w.date, w.worklog_type, w.start, w.end, w.open, w.automatic]);
/** Net work minutes per day of the booked entries, by the one time module (@inv/domain). */
const workByDay = async (employeeId: number, from: string) => {
  const byDay = new Map<string, { worklogType: 'WORK' | 'PAUSE' | 'TRAVEL' | 'PASSENGER'; start: string; end: string | null }[]>();
  for (const w of await entries(employeeId, from)) byDay.set(w.date, [...(byDay.get(w.date) ?? []), { worklogType: w.worklog_type, start: w.start, end: w.end }]);
  return Object.fromEntries([...byDay].map(([date, list]) => [date, dayTotals(date, list).minutesWork]));
};

const createOrder = async (name: string, validFrom: string, validTo: string) => {
  const r = await gql('buero', `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`, {
    input: { name, address: 'Marktplatz 1', zip: '20095', city: 'Hamburg', orderType: 'MOD', validFrom, validTo },
  });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data.createOrder.id as number;
};

let night: number; // valid two days ago and yesterday
let lastNight: number; // valid two days ago only: its night ends on the day after validTo

beforeAll(async () => {
  app = await startTestApp();
  ({ gql } = await loginDemoUsers(app));
  await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', yearAgo);
  night = await createOrder('Nachtinventur Markthalle', twoDaysAgo, yesterday);
  lastNight = await createOrder('Nachtinventur Letzte Nacht', twoDaysAgo, twoDaysAgo);
  free = await freeEmployees(app.pool, yearAgo, 24);
});
afterEach(() => {
  app.services.timeclock.now = () => DateTime.now().setZone(ZONE);
});
afterAll(async () => app?.close());

describe('a shift across midnight (23:58 / 00:00 / 00:02)', () => {
  it('OUT at 23:58 closes the evening as by day; at 00:00 the evening ends at 24:00 without an empty piece; at 00:02 two minutes follow on the new day', async () => {
    const [a, b, c] = [take(), take(), take()];
    await ok(night, twoDaysAgo, '22:00', [IN(a), IN(b), IN(c)]);
    await ok(night, twoDaysAgo, '23:58', [OUT(a)]);
    await ok(night, yesterday, '00:00', [OUT(b)]);
    await ok(night, yesterday, '00:02', [OUT(c)]);
    expect(await rows(a, twoDaysAgo)).toEqual([[twoDaysAgo, 'WORK', '22:00', '23:58', false, false]]);
    expect(await rows(b, twoDaysAgo)).toEqual([[twoDaysAgo, 'WORK', '22:00', '24:00', false, false]]);
    expect(await rows(c, twoDaysAgo)).toEqual([
      [twoDaysAgo, 'WORK', '22:00', '24:00', false, false],
      [yesterday, 'WORK', '00:00', '00:02', false, false],
    ]);
    expect(await workByDay(c, twoDaysAgo)).toEqual({ [twoDaysAgo]: 120, [yesterday]: 2 });
  });

  it('PAUSE after midnight continues the work up to the pause; back to work and out (continuation across midnight)', async () => {
    const e = take();
    await ok(night, twoDaysAgo, '22:00', [IN(e)]);
    const paused = await ok(night, yesterday, '00:02', [PAUSE(e)]);
    expect(paused.employees.find((x: any) => x.employeeId === e)).toMatchObject({ status: 'PAUSED', openWorklog: { date: yesterday, start: '00:02', worklogType: 'PAUSE' } });
    await ok(night, yesterday, '00:30', [IN(e)]);
    await ok(night, yesterday, '02:00', [OUT(e)]);
    expect(await rows(e, twoDaysAgo)).toEqual([
      [twoDaysAgo, 'WORK', '22:00', '24:00', false, false],
      [yesterday, 'WORK', '00:00', '00:02', false, false],
      [yesterday, 'PAUSE', '00:02', '00:30', false, false],
      [yesterday, 'WORK', '00:30', '02:00', false, false],
    ]);
  });

  it('a type switch after midnight: the evening type goes on to the switch, the new type opens (at 00:00 exactly: no empty piece)', async () => {
    const [a, b] = [take(), take()];
    await ok(night, twoDaysAgo, '23:00', [IN(a), IN(b)]);
    await ok(night, yesterday, '00:00', [IN(a, 'TRAVEL')]);
    await ok(night, yesterday, '00:45', [IN(b, 'TRAVEL')]);
    await ok(night, yesterday, '01:00', [OUT(a), OUT(b)]);
    expect(await rows(a, twoDaysAgo)).toEqual([
      [twoDaysAgo, 'WORK', '23:00', '24:00', false, false],
      [yesterday, 'TRAVEL', '00:00', '01:00', false, false],
    ]);
    expect(await rows(b, twoDaysAgo)).toEqual([
      [twoDaysAgo, 'WORK', '23:00', '24:00', false, false],
      [yesterday, 'WORK', '00:00', '00:45', false, false],
      [yesterday, 'TRAVEL', '00:45', '01:00', false, false],
    ]);
  });

  it('an entry older than 16 hours is forgotten: refused as before, nothing written', async () => {
    const e = take();
    await ok(night, twoDaysAgo, '13:00', [IN(e)]);
    const r = await clock(night, yesterday, '05:01', [OUT(e)]);
    expect(r.data.clockEmployees.validationErrors).toEqual([
      { path: `employees.${e}`, message: `Der Mitarbeiter ist seit dem ${DateTime.fromISO(twoDaysAgo).toFormat('dd.MM.yyyy')} im Auftrag „Nachtinventur Markthalle“ eingestempelt. Bitte dort zuerst ausstempeln.` },
    ]);
    expect(await rows(e, twoDaysAgo)).toEqual([[twoDaysAgo, 'WORK', '13:00', null, true, false]]);
    await ok(night, twoDaysAgo, '17:00', [OUT(e)]);
  });

  it('22:00 in, 06:00 out: the automatic pause lies at the six-hour mark of the night, 04:00–04:30 on day 2, flagged', async () => {
    const e = take();
    await ok(night, twoDaysAgo, '22:00', [IN(e)]);
    const out = await ok(night, yesterday, '06:00', [OUT(e)]);
    expect(await rows(e, twoDaysAgo)).toEqual([
      [twoDaysAgo, 'WORK', '22:00', '24:00', false, false],
      [yesterday, 'WORK', '00:00', '06:00', false, false],
      [yesterday, 'PAUSE', '04:00', '04:30', false, true],
    ]);
    expect((await entries(e, yesterday)).find((w) => w.automatic).comment).toBe('Automatische Pause');
    expect(await workByDay(e, twoDaysAgo)).toEqual({ [twoDaysAgo]: 120, [yesterday]: 330 });
    expect(out.totalWorkMinutes).toBeGreaterThanOrEqual(450);
  });

  it("the night belongs to the order: the day after validTo takes the night's end, nothing new", async () => {
    const [e, stranger] = [take(), take()];
    await ok(lastNight, twoDaysAgo, '21:00', [IN(e)]);
    // A request of that day for someone not in the night is refused for that employee only.
    const r = await clock(lastNight, yesterday, '01:00', [OUT(e), IN(stranger)]);
    expect(r.data.clockEmployees.validationErrors).toEqual([{ path: `employees.${stranger}`, message: 'Das Datum liegt außerhalb des Auftragszeitraums.' }]);
    expect(await rows(e, twoDaysAgo)).toEqual([
      [twoDaysAgo, 'WORK', '21:00', '24:00', false, false],
      [yesterday, 'WORK', '00:00', '01:00', false, false],
    ]);
    expect(await rows(stranger, twoDaysAgo)).toEqual([]);
    // Two days after the end stays outside the order for everyone.
    const later = await clock(lastNight, today, '00:01', [IN(stranger)]);
    expect(codeOf(later)).toBe('VALIDATION');
  });
});

describe("today's list and page after midnight", () => {
  it('list the order and its crew as clocked in since yesterday; OUT with the server\'s day and time continues the night', async () => {
    const e = take();
    await ok(lastNight, twoDaysAgo, '22:00', [IN(e)]);
    // The server's clock stands at 01:30 on the day after: the order ended the day before.
    const at = DateTime.fromISO(`${yesterday}T01:30`, { zone: ZONE });
    app.services.timeclock.now = () => at;
    const list = await gql('teamleiter', `query { timeclockOrders { id } }`);
    expect(list.errors).toBeUndefined();
    expect(list.data.timeclockOrders.map((o: { id: number }) => o.id)).toContain(lastNight);
    const view = await gql('teamleiter', `query($id: Int!) { timeclockOrder(orderId: $id) { date employees { employeeId status statusMessage } } }`, { id: lastNight });
    expect(view.errors).toBeUndefined();
    expect(view.data.timeclockOrder.date).toBe(yesterday);
    expect(view.data.timeclockOrder.employees.find((x: any) => x.employeeId === e)).toEqual({ employeeId: e, status: 'CLOCKED_IN', statusMessage: 'Arbeit seit gestern 22:00' });
    // No date, no time: the server's now (01:30 on the day after).
    const out = await ok(lastNight, null, null, [OUT(e)]);
    expect(out.employees.find((x: any) => x.employeeId === e)).toMatchObject({ status: 'CLOCKED_OUT', statusMessage: 'Ausgestempelt um 01:30' });
    expect(await rows(e, twoDaysAgo)).toEqual([
      [twoDaysAgo, 'WORK', '22:00', '24:00', false, false],
      [yesterday, 'WORK', '00:00', '01:30', false, false],
    ]);
    // Once nobody is in the night any more, the ended order leaves today's list.
    const after = await gql('teamleiter', `query { timeclockOrders { id } }`);
    expect(after.data.timeclockOrders.map((o: { id: number }) => o.id)).not.toContain(lastNight);
  });

  it('after 16 hours the evening entry is forgotten: the order is not on the list, the employee shows as clocked in elsewhere', async () => {
    const e = take();
    await ok(lastNight, twoDaysAgo, '08:00', [IN(e)]);
    app.services.timeclock.now = () => DateTime.fromISO(`${yesterday}T01:30`, { zone: ZONE });
    const list = await gql('teamleiter', `query { timeclockOrders { id } }`);
    expect(list.data.timeclockOrders.map((o: { id: number }) => o.id)).not.toContain(lastNight);
    const view = await gql('teamleiter', `query($id: Int!) { timeclockOrder(orderId: $id) { employees { employeeId status } } }`, { id: lastNight });
    expect(view.data.timeclockOrder.employees.find((x: any) => x.employeeId === e)).toEqual({ employeeId: e, status: 'CLOCKED_IN_ELSEWHERE' });
    app.services.timeclock.now = () => DateTime.now().setZone(ZONE);
    await ok(lastNight, twoDaysAgo, '12:00', [OUT(e)]);
  });
});

describe('offline replays across midnight', () => {
  it('queued IN of the evening and OUT after midnight apply in order; replays change nothing; an evening action replayed after the night is refused', async () => {
    const e = take();
    const [inId, outId, lateId] = [randomUUID(), randomUUID(), randomUUID()];
    await ok(night, twoDaysAgo, '22:00', [{ ...IN(e), clientId: inId }]);
    const out = await ok(night, yesterday, '03:00', [{ ...OUT(e), clientId: outId }]);
    expect(out.actions).toEqual([{ clientId: outId, accepted: true, message: 'Ein- und Ausstempeln erfolgreich!', replay: false }]);
    const booked = await rows(e, twoDaysAgo);
    expect(booked).toEqual([
      [twoDaysAgo, 'WORK', '22:00', '24:00', false, false],
      [yesterday, 'WORK', '00:00', '03:00', false, false],
    ]);
    const again = await ok(night, yesterday, '03:00', [{ ...OUT(e), clientId: outId }]);
    expect(again.actions).toEqual([{ clientId: outId, accepted: true, message: 'Ein- und Ausstempeln erfolgreich!', replay: true }]);
    expect(await rows(e, twoDaysAgo)).toEqual(booked);
    // Recorded at 23:50 the evening before, arriving after the night's 03:00: it lies before it.
    const late = await clock(night, twoDaysAgo, '23:50', [{ ...IN(e, 'TRAVEL'), clientId: lateId }]);
    expect(late.data.clockEmployees.actions).toEqual([{ clientId: lateId, accepted: false, message: 'Die Stempelzeit liegt vor der letzten Buchung des Mitarbeiters.', replay: false }]);
    expect(await rows(e, twoDaysAgo)).toEqual(booked);
  });

  it('an offline OUT after midnight of an evening entry continues it like an online one', async () => {
    const e = take();
    await ok(night, twoDaysAgo, '23:30', [{ ...IN(e), clientId: randomUUID() }]);
    await ok(night, yesterday, '00:15', [{ ...PAUSE(e), clientId: randomUUID() }]);
    await ok(night, yesterday, '00:45', [{ ...OUT(e), clientId: randomUUID() }]);
    expect(await rows(e, twoDaysAgo)).toEqual([
      [twoDaysAgo, 'WORK', '23:30', '24:00', false, false],
      [yesterday, 'WORK', '00:00', '00:15', false, false],
      [yesterday, 'PAUSE', '00:15', '00:45', false, false],
    ]);
  });
});

describe('the month boundary', () => {
  const last = lastThirtyFirst();
  const first = next(last);
  let order: number;
  beforeAll(async () => {
    order = await createOrder('Nachtinventur Monatswechsel', last, first);
  });

  it('the 31st → the 1st continues into the new month', async () => {
    const e = take();
    await ok(order, last, '22:00', [IN(e)]);
    await ok(order, first, '02:00', [OUT(e)]);
    expect(await rows(e, last)).toEqual([
      [last, 'WORK', '22:00', '24:00', false, false],
      [first, 'WORK', '00:00', '02:00', false, false],
    ]);
  });

  it('an evening in a closed month is not continued: 409 closedMonth online, refused per action offline; nothing written', async () => {
    const [e, f] = [take(), take()];
    await ok(order, last, '22:00', [IN(e), IN(f)]);
    await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', first);
    try {
      const r = await clock(order, first, '02:00', [OUT(e)]);
      expect(codeOf(r)).toBe('CONFLICT');
      expect(r.errors[0].message).toBe('Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.');
      const offline = await clock(order, first, '02:00', [{ ...OUT(f), clientId: randomUUID() }]);
      expect(offline.data.clockEmployees.actions[0]).toMatchObject({ accepted: false, message: 'Der Zeitraum ist bereits abgeschlossen und kann nicht mehr geändert werden.' });
      expect(await rows(e, last)).toEqual([[last, 'WORK', '22:00', null, true, false]]);
      expect(await rows(f, last)).toEqual([[last, 'WORK', '22:00', null, true, false]]);
    } finally {
      await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', yearAgo);
    }
    await ok(order, last, '23:00', [OUT(e), OUT(f)]);
  });
  it("a shift reaching from a closed month into the open one leaves the closed day's automatic pause as it was paid", async () => {
    const e = take();
    // The closed day's evening as booked before the closing, its pause placed by the old rule at its end.
    await app.pool.query(
      `insert into worklog (date, start, "end", worklog_type, comment, automatic, order_id, employee_id, insert_user)
       values ($1, '17:00', '23:50', 'WORK', '', false, $2, $3, 'Test'), ($1, '23:20', '23:50', 'PAUSE', 'Automatische Pause', true, $2, $3, 'Test')`,
      [last, order, e],
    );
    await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', first);
    try {
      // 20 minutes after the evening: one shift with it, whose pause the rule would place at 23:00 on the closed day.
      await ok(order, first, '00:10', [IN(e)]);
      await ok(order, first, '00:40', [OUT(e)]);
      expect((await rows(e, last)).filter(([date]) => date === last)).toEqual([
        [last, 'WORK', '17:00', '23:50', false, false],
        [last, 'PAUSE', '23:20', '23:50', false, true],
      ]);
    } finally {
      await app.services.settings.set(app.orm.em.fork(), 'earliestValidFrom', yearAgo);
    }
  });
});

describe('the nights the clocks change (Europe/Berlin)', () => {
  it.each([
    ['March', 3, 7 * 60, '05:00', '05:30'],
    ['October', 10, 9 * 60, '03:00', '03:30'],
  ])('the last Sunday of %s: 22:00–06:00 is booked as two entries of %s real minutes of work, the pause at the six-hour mark', async (_name, month, gross, pauseStart, pauseEnd) => {
    const sunday = lastSundayBefore(month as number);
    const saturday = iso(DateTime.fromISO(sunday, { zone: ZONE }).minus({ days: 1 }));
    const order = await createOrder(`Nachtinventur Zeitumstellung ${month}`, saturday, sunday);
    const e = take();
    await ok(order, saturday, '22:00', [IN(e)]);
    await ok(order, sunday, '06:00', [OUT(e)]);
    expect(await rows(e, saturday)).toEqual([
      [saturday, 'WORK', '22:00', '24:00', false, false],
      [sunday, 'WORK', '00:00', '06:00', false, false],
      [sunday, 'PAUSE', pauseStart, pauseEnd, false, true],
    ]);
    // Gross real minutes of the two work entries, and net of the automatic pause.
    const booked = await entries(e, saturday);
    const gross2 = booked.filter((w) => w.worklog_type === 'WORK').reduce((m, w) => m + entryMinutes(w.date, [{ worklogType: 'WORK', start: w.start, end: w.end }])[0], 0);
    expect(gross2).toBe(gross);
    const net = await workByDay(e, saturday);
    expect(net[saturday] + net[sunday]).toBe((gross as number) - 30);
  });
});
