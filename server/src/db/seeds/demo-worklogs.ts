import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { Employee } from '../../modules/employees/employee.entity.js';
import { Order } from '../../modules/orders/order.entity.js';
import { automaticPauseSlots, nextDay, overlaps, shiftsOf, toHHMM, toMinutes } from '@inv/domain';
import { AUTOMATIC_PAUSE, PerDiem, Worklog, WorklogType } from '../../modules/worklogs/worklog.entity.js';
import { ZONE } from '../../shared-dates.js';

/** The demo's team leader and field employee: their hours stay plain, they are not on the night. */
const KEPT_OFF_THE_NIGHT = [2001, 2002];

/** A worklog before it is created: the automatic pauses are placed on all of an employee's entries. */
interface Planned {
  date: string;
  start: string;
  end: string;
  worklogType: WorklogType;
  comment: string;
  automatic: boolean;
  order: Order;
  employee: Employee;
  insertUser: string;
  insertTime: Date;
}

/**
 * Worklogs and per diems for the demo orders that have ended, for their assigned employees: travel
 * before and after, work with an own pause on some days and the automatic pause where one is missing,
 * the occasional passenger ride; per diems on multi-day and long orders. The latest two-day order that
 * has ended is a night inventory: its crew works 22:00–24:00 on the first day and 00:00–06:00 on the
 * second, one shift with the automatic pause at the six-hour mark, 04:00–04:30 (ArbZG §4).
 */
export async function seedDemoWorklogs(em: EntityManager): Promise<void> {
  const today = DateTime.now().setZone(ZONE).toISODate()!;
  const orders = await em.find(Order, { validTo: { $lt: today } }, { populate: ['assignments'], orderBy: { id: 'asc' } });
  const planned: Planned[] = [];
  // Worked spans already booked per employee and day: an employee on two orders of one day works one of
  // them only (the database refuses overlapping worked times, worklog_no_overlap).
  const booked = new Map<string, { start: string; end: string }[]>();
  const book = (employeeId: number, date: string, span: { start: string; end: string }) => {
    const key = `${employeeId}|${date}`;
    booked.set(key, [...(booked.get(key) ?? []), span]);
  };

  const night = orders.filter((o) => o.validTo === nextDay(o.validFrom)).at(-1);
  if (night) {
    const crew = night.assignments.getItems().filter((a) => !KEPT_OFF_THE_NIGHT.includes(a.employee.id));
    const insertTime = DateTime.fromISO(`${night.validTo}T07:00`, { zone: ZONE }).toJSDate();
    for (const { employee } of crew) {
      const entry = (date: string, start: string, end: string) =>
        planned.push({ date, start, end, worklogType: WorklogType.WORK, comment: '', automatic: false, order: night, employee, insertUser: 'Markus Schneider', insertTime });
      entry(night.validFrom, '22:00', '24:00');
      entry(night.validTo, '00:00', '06:00');
      // Nothing else within an hour of the night: it stays one shift of its own.
      book(employee.id, night.validFrom, { start: '21:00', end: '24:00' });
      book(employee.id, night.validTo, { start: '00:00', end: '07:00' });
    }
  }

  let n = 0;
  for (const order of orders) {
    for (let day = DateTime.fromISO(order.validFrom); day.toISODate()! <= order.validTo; day = day.plus({ days: 1 })) {
      const date = day.toISODate()!;
      for (const assignment of order.assignments.getItems()) {
        n++;
        // The night's crew is booked above (n still counts it, so the other orders keep their figures).
        if (order === night) continue;
        const employee = assignment.employee;
        const start = toMinutes(order.startTime);
        // 4:00 to 9:29 of work, and a worklog ends on its own day: evening inventories stay shorter.
        const hours = Math.min(4 * 60 + ((n * 37) % 330), 23 * 60 + 59 - 30 - start);
        const entries: { worklogType: WorklogType; start: string; end: string }[] = [];
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
        for (const e of worked) book(employee.id, date, e);
        for (const e of entries) {
          if (toMinutes(e.start) >= toMinutes(e.end)) continue;
          planned.push({
            ...e, date, comment: '', automatic: false, order, employee,
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

  // The automatic pause where a shift's own pauses fall short, by the rule the service books it with.
  const byEmployee = new Map<number, Planned[]>();
  for (const p of planned) {
    const list = byEmployee.get(p.employee.id) ?? [];
    list.push(p);
    byEmployee.set(p.employee.id, list);
  }
  for (const entries of byEmployee.values()) {
    for (const shift of shiftsOf(entries)) {
      for (const slot of automaticPauseSlots(shift.entries)) {
        const { order, employee, insertUser, insertTime } = slot.work;
        planned.push({ date: slot.date, start: slot.start, end: slot.end, worklogType: WorklogType.PAUSE, comment: AUTOMATIC_PAUSE, automatic: true, order, employee, insertUser, insertTime });
      }
    }
  }
  for (const p of planned) em.create(Worklog, p);
  await em.flush();
}
