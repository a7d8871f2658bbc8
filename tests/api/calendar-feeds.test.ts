/** Contract: calendar subscriptions (the own assignments, the office's inventories, the .ics feed). */
import { DateTime } from 'luxon';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../server/src/test/http-client.js';

const base = process.env.TEST_BASE_URL!;
const buero = new Client(base);
const mitarbeiter = new Client(base);
const anonymous = new Client(base);
const FEED = /\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/;
const pathOf = (url: string) => new URL(url, base).pathname;
const events = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c.type === 'VEVENT');

beforeAll(async () => {
  await buero.login('buero');
  await mitarbeiter.login('mitarbeiter');
});

describe('/me/calendar-feed', () => {
  it('GET answers { url, active, createdAt }; POST a new address; the feed parses as iCalendar at Berlin time', async () => {
    const got = await mitarbeiter.request('GET', '/api/me/calendar-feed');
    expect(got.status).toBe(200);
    expect(Object.keys(got.json).sort()).toEqual(['active', 'createdAt', 'url']);
    expect(got.json.active).toBe(true);
    const made = await mitarbeiter.request('POST', '/api/me/calendar-feed');
    expect(made.status).toBe(200);
    expect(made.json.url).toMatch(FEED);
    const feed = await anonymous.request('GET', pathOf(made.json.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const today = DateTime.now().setZone('Europe/Berlin').startOf('day');
    const evs = events(feed.text);
    // The demo data assigns the demo employee to orders around today.
    expect(evs.length).toBeGreaterThan(0);
    for (const ev of evs) {
      expect(ev.uid).toMatch(/^order-\d+@/);
      expect(ev.start.tz).toBe('Europe/Berlin');
      const start = DateTime.fromJSDate(ev.start).setZone('Europe/Berlin').startOf('day');
      expect(start >= today.minus({ days: 30 }) && start <= today.plus({ days: 90 })).toBe(true);
      expect(ev.description).toMatch(/Teamleiter: /);
      expect(ev.description).toMatch(/\/timeclock\/\d+/);
    }
  });

  it('a revoked address and a wrong token are 404', async () => {
    const url = (await mitarbeiter.request('POST', '/api/me/calendar-feed')).json.url;
    expect((await mitarbeiter.request('DELETE', '/api/me/calendar-feed')).status).toBe(204);
    expect((await anonymous.request('GET', pathOf(url))).status).toBe(404);
    expect((await anonymous.request('GET', `/api/calendar-feed/${'x'.repeat(43)}.ics`)).status).toBe(404);
  });

  it('needs a login', async () => {
    expect((await anonymous.request('GET', '/api/me/calendar-feed')).status).toBe(401);
  });
});

describe('/orders/calendar-feed', () => {
  it('the office feed lists inventories; refused (403) without Order_Overview_ListOrders', async () => {
    const made = await buero.request('POST', '/api/orders/calendar-feed');
    expect(made.status).toBe(200);
    expect(made.json.url).toMatch(FEED);
    const feed = await anonymous.request('GET', pathOf(made.json.url));
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    expect((await mitarbeiter.request('GET', '/api/orders/calendar-feed')).status).toBe(403);
    expect((await buero.request('DELETE', '/api/orders/calendar-feed')).status).toBe(204);
    expect((await anonymous.request('GET', pathOf(made.json.url))).status).toBe(404);
  });
});
