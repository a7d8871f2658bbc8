import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { Order } from '../../modules/orders/order.entity.js';
import { automaticPause, overlaps, toHHMM, toMinutes } from '../../modules/worklogs/time-math.js';
import { AUTOMATIC_PAUSE, PerDiem, Worklog, WorklogType } from '../../modules/worklogs/worklog.entity.js';
import { ZONE } from '../../shared-dates.js';

/**
 * Worklogs and per diems for the demo orders that have ended, for their assigned employees: travel
 * before and after, work with an own pause on some days and the automatic pause where one is missing,
 * the occasional passenger ride; per diems on multi-day and long orders.
 */
export async function seedDemoWorklogs(em: EntityManager): Promise<void> {
  const today = DateTime.now().setZone(ZONE).toISODate()!;
  const orders = await em.find(Order, { validTo: { $lt: today } }, { populate: ['assignments'], orderBy: { id: 'asc' } });
  let n = 0;
  // Worked spans already booked per employee and day: an employee on two orders of one day works one of
  // them only (the database refuses overlapping worked times, worklog_no_overlap).
  const booked = new Map<string, { start: string; end: string }[]>();
  for (const order of orders) {
    for (let day = DateTime.fromISO(order.validFrom); day.toISODate()! <= order.validTo; day = day.plus({ days: 1 })) {
      const date = day.toISODate()!;
      for (const assignment of order.assignments.getItems()) {
        n++;
        const employee = assignment.employee;
        const start = toMinutes(order.startTime);
        // 4:00 to 9:29 of work, and a worklog ends on its own day: evening inventories stay shorter.
        const hours = Math.min(4 * 60 + ((n * 37) % 330), 23 * 60 + 59 - 30 - start);
        const entries: { worklogType: WorklogType; start: string; end: string; comment?: string }[] = [];
        const travel = 20 + ((n * 13) % 50);
        const kind = n % 9 === 0 ? WorklogType.PASSENGER : WorklogType.TRAVEL;
        if (start - travel >= 0) entries.push({ worklogType: kind, start: toHHMM(start - travel), end: order.startTime });
        const withOwnPause = hours > 6 * 60 && n % 2 === 0;
        if (withOwnPause) {
          const half = Math.floor(hours / 2);
          entries.push({ worklogType: WorklogType.WORK, start: order.startTime, end: toHHMM(start + half) });
          entries.push({ worklogType: WorklogType.PAUSE, start: toHHMM(start + half), end: toHHMM(start + half + 30) });
          entries.push({ worklogType: WorklogType.WORK, start: toHHMM(start + half + 30), end: toHHMM(Math.min(start + hours + 30, 23 * 60 + 59)) });
        } else {
          entries.push({ worklogType: WorklogType.WORK, start: order.startTime, end: toHHMM(Math.min(start + hours, 23 * 60 + 59)) });
        }
        const key = `${employee.id}|${date}`;
        const worked = entries.filter((e) => e.worklogType !== WorklogType.PAUSE && toMinutes(e.start) < toMinutes(e.end));
        if (worked.some((e) => (booked.get(key) ?? []).some((b) => overlaps(b, e)))) continue;
        booked.set(key, [...(booked.get(key) ?? []), ...worked]);
        const auto = automaticPause(entries);
        if (auto) entries.push({ worklogType: WorklogType.PAUSE, ...auto, comment: AUTOMATIC_PAUSE });
        for (const e of entries) {
          if (toMinutes(e.start) >= toMinutes(e.end)) continue;
          em.create(Worklog, {
            date, start: e.start, end: e.end, worklogType: e.worklogType, comment: e.comment ?? '', order, employee,
            insertUser: n % 3 === 0 ? 'Thomas Becker' : 'Markus Schneider',
            insertTime: day.plus({ hours: 20 }).toJSDate(),
          });
        }
        if (hours > 8 * 60 || order.validFrom !== order.validTo) {
          em.create(PerDiem, { date, order, employee, catering: hours > 8 * 60 ? 16 : 8, misc: n % 4 === 0 ? 8 : 0, breakfast: n % 5 === 0 });
        }
      }
    }
  }
  await em.flush();
}
