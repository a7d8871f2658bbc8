import type { Request } from 'express';
import type { RestRouter } from '../rest-router.js';
import { body, created, hal, idParam, int, num, q } from '../lib/params.js';

const DAY = `id date note maxPositions effectiveMaxPositions positions created`;
const SETTING = `id name value`;
const ZONE = 'Europe/Berlin';
const ISO_DAY = /^(\d{4})-(\d{2})-\d{2}$/;

/** Today in Europe/Berlin as YYYY-MM-DD. */
const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** The last day of the month of a YYYY-MM-DD date. */
function endOfMonth(iso: string): string {
  const [, y, m] = ISO_DAY.exec(iso)!;
  const last = new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate();
  return `${y}-${m}-${String(last).padStart(2, '0')}`;
}

/** A day without the write-only `created` flag: GET and POST answer the same shape. */
const dayJson = (d: Record<string, unknown>) => {
  const { created: _created, ...rest } = d;
  return rest;
};

/** from/to default to the current month (Europe/Berlin); a lone `from` shows its month. */
function range(req: Request) {
  const from = q(req, 'from') ?? `${berlinToday().slice(0, 8)}01`;
  const to = q(req, 'to') ?? (ISO_DAY.test(from) ? endOfMonth(from) : from);
  return { from, to };
}

/** Capacity calendar and readable settings (spec 3 §7 "Calendar, settings, confirmations"). */
export function calendarRoutes(r: RestRouter): void {
  r.get('/calendar-data', {
    document: `query($from: String!, $to: String!) { calendarDays(from: $from, to: $to) { ${DAY} } }`,
    variables: (req) => range(req),
    map: (d, req) => {
      const days = (d.calendarDays as Record<string, unknown>[]).map(dayJson);
      const requested = int(q(req, 'size'));
      const size = requested && Number.isInteger(requested) && requested > 0 ? Math.min(requested, 1000) : 1000;
      const pageNo = Math.max(0, Number.isInteger(int(q(req, 'page'))) ? int(q(req, 'page'))! : 0);
      return hal('calendarData', {
        items: days.slice(pageNo * size, (pageNo + 1) * size),
        number: pageNo,
        size,
        totalElements: days.length,
        totalPages: Math.ceil(days.length / size),
      });
    },
  });

  r.get('/calendar-data/:id', {
    document: `query($id: Int!) { calendarDay(id: $id) { ${DAY} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => dayJson(d.calendarDay),
  });

  r.post('/calendar-data', {
    document: `mutation($input: CalendarDayInput!) { saveCalendarDay(input: $input) { ${DAY} } }`,
    variables: (req) => {
      const b = body(req);
      return {
        input: {
          id: num(b.id) ?? null,
          date: b.date ?? null,
          note: b.note == null ? null : String(b.note),
          maxPositions: num(b.maxPositions) ?? null,
        },
      };
    },
    map: (d, _req, res) => {
      const day = d.saveCalendarDay;
      if (!day.created) return dayJson(day);
      // A new row: 201 with its Location.
      created(res, `/api/calendar-data/${day.id}`);
      res.status(201).json(dayJson(day));
      return undefined;
    },
  });

  r.get('/settings/name/:name', {
    document: `query($name: String!) { settingByName(name: $name) { ${SETTING} } }`,
    variables: (req) => ({ name: String(req.params.name) }),
    map: (d) => d.settingByName,
  });

  r.get('/settings/:id', {
    document: `query($id: Int!) { setting(id: $id) { ${SETTING} } }`,
    variables: (req) => ({ id: idParam(req) }),
    map: (d) => d.setting,
  });
}
