import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, codeOf, loginDemoUsers, startTestApp, type TestApp } from '../../test/harness.js';
import { Employee } from '../employees/employee.entity.js';
import { AssignmentType, Order, OrderAssignment, OrderType } from '../orders/order.entity.js';

let app: TestApp;
let clients: Awaited<ReturnType<typeof loginDemoUsers>>['clients'];
let gql: Awaited<ReturnType<typeof loginDemoUsers>>['gql'];
const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
const day = (offset: number) => today.plus({ days: offset }).toISODate()!;
const MITARBEITER = 2002; // demo employee of the login "mitarbeiter"
const TEAMLEITER = 2001;

beforeAll(async () => {
  app = await startTestApp({ env: { APP_URL: 'https://inv.example' } });
  ({ clients, gql } = await loginDemoUsers(app));
});
afterAll(async () => app?.close());

/** An order written directly (no capacity or date rules), optionally assigned to employees. */
async function order(name: string, validFrom: string, opts: { type?: OrderType; assign?: number[]; startTime?: string } = {}): Promise<number> {
  const em = app.orm.em.fork();
  const o = em.create(Order, {
    name, address: 'Feedweg 1', zip: '10115', city: 'Berlin', orderType: opts.type ?? OrderType.INV, validFrom, validTo: validFrom,
    startTime: opts.startTime ?? '06:30', teamLeader: em.getReference(Employee, TEAMLEITER),
  });
  for (const id of opts.assign ?? []) em.create(OrderAssignment, { order: o, employee: em.getReference(Employee, id), assignmentType: AssignmentType.EMP });
  await em.flush();
  return o.id;
}

const anonymous = () => new Client(app.url);
const tokenOf = (url: string) => url.match(/\/api\/calendar-feed\/([A-Za-z0-9_-]{43})\.ics$/)![1];
const pathOf = (url: string) => new URL(url).pathname;
const events = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c.type === 'VEVENT');

describe('own calendar feed', () => {
  let url: string;

  it('GET makes a feed once and shows its address; the table keeps only the sha256', async () => {
    const first = await clients.mitarbeiter.request('GET', '/api/me/calendar-feed');
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ active: true });
    url = first.json.url;
    expect(url).toMatch(/^https:\/\/inv\.example\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const again = await clients.mitarbeiter.request('GET', '/api/me/calendar-feed');
    expect(again.json).toMatchObject({ url: '', active: true, createdAt: first.json.createdAt });
    const rows = await app.pool.query(`select token_hash from calendar_feed where employee_id = $1 and revoked_at is null`, [MITARBEITER]);
    expect(rows.rows).toEqual([{ token_hash: createHash('sha256').update(tokenOf(url)).digest('hex') }]);
    const all = await app.pool.query(`select count(*)::int as n from calendar_feed where token_hash like $1`, [`%${tokenOf(url)}%`]);
    expect(all.rows[0].n).toBe(0);
  });

  it('lists the assigned orders from 30 days back to 90 ahead, and nothing else, at Berlin local time', async () => {
    const inside = await order('Feed drin', day(10), { assign: [MITARBEITER], startTime: '05:45' });
    const past = await order('Feed vorbei', day(-30), { assign: [MITARBEITER], type: OrderType.MIS });
    const tooOld = await order('Feed zu alt', day(-31), { assign: [MITARBEITER], type: OrderType.MIS });
    const tooFar = await order('Feed zu weit', day(91), { assign: [MITARBEITER] });
    const notMine = await order('Feed fremd', day(11), { assign: [TEAMLEITER] });

    const res = await anonymous().request('GET', pathOf(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const evs = events(res.text);
    const ids = evs.map((e) => Number(/^order-(\d+)@inv\.example$/.exec(e.uid)![1]));
    expect(ids).toContain(inside);
    expect(ids).toContain(past);
    for (const id of [tooOld, tooFar, notMine]) expect(ids).not.toContain(id);
    // Exactly the employee's assignments in the window.
    const expected = await app.pool.query(
      `select o.id from orders o join order_assignment a on a.order_id = o.id where a.employee_id = $1 and o.valid_from between $2 and $3 order by o.id`,
      [MITARBEITER, day(-30), day(90)],
    );
    expect([...ids].sort((a, b) => a - b)).toEqual(expected.rows.map((r) => r.id));

    const ev = evs.find((e) => e.uid === `order-${inside}@inv.example`)!;
    expect(ev.summary).toBe('Feed drin');
    expect(ev.location).toBe('Feedweg 1, 10115 Berlin');
    expect(ev.start.tz).toBe('Europe/Berlin');
    const berlin = DateTime.fromJSDate(ev.start).setZone('Europe/Berlin');
    expect(berlin.toFormat('yyyy-LL-dd HH:mm')).toBe(`${day(10)} 05:45`);
    expect(ev.description).toContain('Teamleiter: Markus Schneider');
    expect(ev.description).toContain(`https://inv.example/timeclock/${inside}`);
  });

  it('a new address revokes the old one (404); DELETE revokes; a wrong token is 404', async () => {
    const renewed = await clients.mitarbeiter.request('POST', '/api/me/calendar-feed');
    expect(renewed.status).toBe(200);
    expect(renewed.json.url).not.toBe(url);
    expect((await anonymous().request('GET', pathOf(url))).status).toBe(404);
    expect((await anonymous().request('GET', pathOf(renewed.json.url))).status).toBe(200);
    expect((await clients.mitarbeiter.request('DELETE', '/api/me/calendar-feed')).status).toBe(204);
    expect((await anonymous().request('GET', pathOf(renewed.json.url))).status).toBe(404);
    expect((await clients.mitarbeiter.request('GET', '/api/me/calendar-feed')).json.url).toMatch(/\.ics$/);
    expect((await anonymous().request('GET', `/api/calendar-feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await anonymous().request('GET', '/api/calendar-feed/kurz.ics')).status).toBe(404);
  });

  it('two renewals at once leave one active feed', async () => {
    const [a, b] = await Promise.all([
      clients.teamleiter.request('POST', '/api/me/calendar-feed'),
      clients.teamleiter.request('POST', '/api/me/calendar-feed'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await app.pool.query(`select count(*)::int as n from calendar_feed where employee_id = $1 and revoked_at is null`, [TEAMLEITER]);
    expect(rows.rows[0].n).toBe(1);
  });

  it('needs a login', async () => {
    expect((await anonymous().request('GET', '/api/me/calendar-feed')).status).toBe(401);
  });
});

describe('office calendar feed', () => {
  it('lists every inventory in the window (INV only); refused to accounts without the order list', async () => {
    const inv = await order('Feed Inventur', day(5));
    const mis = await order('Feed Sonstiges', day(5), { type: OrderType.MIS });
    const made = await clients.buero.request('GET', '/api/orders/calendar-feed');
    expect(made.status).toBe(200);
    const text = (await anonymous().request('GET', pathOf(made.json.url))).text;
    const uids = events(text).map((e) => e.uid);
    expect(uids).toContain(`order-${inv}@inv.example`);
    expect(uids).not.toContain(`order-${mis}@inv.example`);
    expect(codeOf(await gql('mitarbeiter', `{ officeCalendarFeed { url } }`))).toBe('FORBIDDEN');
  });

  it('stops answering (404) once the account lost Order_Overview_ListOrders, without a revoke', async () => {
    const url = (await clients.buero.request('POST', '/api/orders/calendar-feed')).json.url;
    expect((await anonymous().request('GET', pathOf(url))).status).toBe(200);
    const roles = await app.pool.query(
      `select r.id, r.authorities, r.grants_all from app_role r join app_user_role ur on ur.role_id = r.id join app_user u on u.id = ur.user_id where u.username = 'buero'`,
    );
    expect(roles.rows.length).toBeGreaterThan(0);
    await app.pool.query(`update app_role set authorities = '{Employee}', grants_all = false where id = any($1)`, [roles.rows.map((r) => r.id)]);
    try {
      expect((await anonymous().request('GET', pathOf(url))).status).toBe(404);
    } finally {
      for (const r of roles.rows) await app.pool.query(`update app_role set authorities = $2, grants_all = $3 where id = $1`, [r.id, r.authorities, r.grants_all]);
    }
    expect((await anonymous().request('GET', pathOf(url))).status).toBe(200);
  });
});
