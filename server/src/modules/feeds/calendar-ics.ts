import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';

export const FEED_ZONE = 'Europe/Berlin';

/** One order as the feed shows it (never wages or personal data beyond the team leader's name). */
export interface FeedOrder {
  id: number;
  name: string;
  address: string;
  zip: string;
  city: string;
  /** YYYY-MM-DD */
  validFrom: string;
  validTo: string;
  /** HH:mm, local time in Europe/Berlin */
  startTime: string;
  teamLeader: string | null;
}

/**
 * Europe/Berlin as a VTIMEZONE (RFC 5545 §3.6.5): CET/CEST with the EU rule (last Sunday of March 02:00 →
 * 03:00, last Sunday of October 03:00 → 02:00; Directive 2000/84/EC). Calendar clients that do not know the
 * IANA name (older Outlook) need the block to place a TZID time correctly.
 */
export const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'X-LIC-LOCATION:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const de = (isoDate: string) => DateTime.fromISO(isoDate).toFormat('dd.LL.yyyy');

/** The app's address for a path: APP_URL when configured, else the origin the request came to. */
export function absoluteUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/**
 * The iCalendar text of a feed: one event per order at its start (validFrom + startTime in Europe/Berlin,
 * written with TZID and the VTIMEZONE above), the store as LOCATION, the team leader and the order's page
 * in the time clock in DESCRIPTION. UID `order-<id>@<host>` stays the same across fetches, so a client
 * updates a moved order instead of adding a second one.
 */
export function renderFeed(d: { title: string; host: string; baseUrl: string; orders: readonly FeedOrder[] }): string {
  const cal = ical({
    name: d.title,
    prodId: { company: 'inv', product: 'calendar-feed', language: 'DE' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: FEED_ZONE, generator: (tz) => (tz === FEED_ZONE ? BERLIN_VTIMEZONE : null) },
    // Clients poll at their own pace; this asks for hourly refreshes where they honour it.
    ttl: 60 * 60,
  });
  for (const o of d.orders) {
    const start = DateTime.fromISO(`${o.validFrom}T${o.startTime}`, { zone: FEED_ZONE });
    if (!start.isValid) continue;
    const link = absoluteUrl(d.baseUrl, `/timeclock/${o.id}`);
    const lines = [
      `Teamleiter: ${o.teamLeader ?? 'nicht festgelegt'}`,
      ...(o.validTo && o.validTo !== o.validFrom ? [`Zeitraum: ${de(o.validFrom)} – ${de(o.validTo)}`] : []),
      `Zeiterfassung: ${link}`,
    ];
    cal.createEvent({
      id: `order-${o.id}@${d.host}`,
      start,
      timezone: FEED_ZONE,
      summary: o.name,
      location: [o.address, [o.zip, o.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      description: lines.join('\n'),
      url: link,
    });
  }
  return cal.toString();
}
