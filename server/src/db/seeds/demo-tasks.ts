import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { Employee } from '../../modules/employees/employee.entity.js';
import { Order, OrderType } from '../../modules/orders/order.entity.js';
import { OrderTask, OrderTaskImport } from '../../modules/tasks/order-task.entity.js';
import { OrderOperator } from '../../modules/timeclock/operator.entity.js';
import { automaticPauseSlots, toHHMM, toMinutes } from '@inv/domain';
import { AUTOMATIC_PAUSE, Worklog, WorklogType } from '../../modules/worklogs/worklog.entity.js';
import { ZONE } from '../../shared-dates.js';

const OFFICE = 1002; // buero imports the CSV files
const LABELS = ['Trockensortiment Gang', 'Getränke Regal', 'Kühlung', 'Tiefkühltruhen', 'Drogerie Gang', 'Obst und Gemüse', 'Lager Palette', 'Kassenzone', 'Konserven Gang', 'Backwaren'];

/**
 * Counting data for the tasks and counting-performance tabs, deterministic (derived from
 * the order ids): on the INV orders since the start of last month that have worklogs, every other worker gets
 * an operator entry with positions, the rest completed tasks (every third order through an import of
 * buero); today's inventory gets pending and completed tasks for its team, with work booked since its start
 * (or the last 90 minutes), so the tasks tab shows a summary bar with a time-left estimate.
 */
export async function seedDemoTasks(em: EntityManager): Promise<void> {
  const now = DateTime.now().setZone(ZONE);
  const today = now.toISODate()!;
  const from = now.minus({ months: 1 }).startOf('month').toISODate()!;
  const office = await em.findOne(Employee, { id: OFFICE });
  const worked: { order_id: number; employee_id: number; minutes: number }[] = await em.execute(
    `select w.order_id, w.employee_id, sum(wl_span(w.date, w.start, w."end"))::int as minutes
       from worklog w join orders o on o.id = w.order_id
      where o.order_type = 'INV' and w.date between ? and ? and w.worklog_type = 'WORK' and w."end" is not null
      group by w.order_id, w.employee_id order by w.order_id, w.employee_id`,
    [from, today],
  );
  const operators = new Set((await em.find(OrderOperator, { order: { $in: [...new Set(worked.map((w) => w.order_id))] } })).map((o) => `${o.order.id}|${o.employee.id}`));
  const orders = new Map((await em.find(Order, { id: { $in: [...new Set(worked.map((w) => w.order_id))] } })).map((o) => [o.id, o]));
  let n = 0;
  const imports = new Map<number, OrderTaskImport>();
  for (const w of worked) {
    const order = orders.get(w.order_id)!;
    const employee = em.getReference(Employee, w.employee_id);
    // 110 to 230 positions per hour, varying by person and order.
    const speed = 110 + ((w.employee_id * 7 + w.order_id * 3) % 121);
    const positions = Math.max(1, Math.round((w.minutes / 60) * speed));
    n++;
    if ((w.employee_id + w.order_id) % 2 === 0 && !operators.has(`${w.order_id}|${w.employee_id}`)) {
      em.create(OrderOperator, { order, employee, operatorNumber: 1100 + (n % 1000) /* rows of one order are consecutive: unique within it */, numberOfPositions: positions });
      continue;
    }
    let source: OrderTaskImport | null = null;
    if (w.order_id % 3 === 0) {
      source = imports.get(w.order_id) ?? em.create(OrderTaskImport, { order, date: order.validFrom, fileName: `Aufgaben_${order.validFrom}.csv`, employee: office, createdAt: DateTime.fromISO(order.validFrom, { zone: ZONE }).minus({ hours: 12 }).toJSDate() });
      imports.set(w.order_id, source);
    }
    const parts = 2 + (n % 3);
    for (let i = 0; i < parts; i++) {
      const share = i < parts - 1 ? Math.floor(positions / parts) : positions - Math.floor(positions / parts) * (parts - 1);
      em.create(OrderTask, {
        order, date: order.validFrom, label: `${LABELS[(n + i) % LABELS.length]} ${i + 1}`, positions: share, employee, priority: (i + n) % 4,
        completed: true, completedDate: DateTime.fromISO(order.validFrom, { zone: ZONE }).plus({ hours: 9 + i }).toJSDate(), import: source,
      });
    }
  }
  await em.flush();

  // Today's inventory: work booked for part of the team, a mix of pending and completed tasks.
  const inventory = await em.findOne(
    Order,
    { orderType: OrderType.INV, validFrom: { $lte: today }, validTo: { $gte: today } },
    { populate: ['assignments.employee'], orderBy: { validFrom: 'desc', id: 'asc' } },
  );
  if (!inventory) return;
  const busy = new Set((await em.find(Worklog, { date: today })).map((l) => l.employee.id));
  const team = inventory.assignments.getItems().map((a) => a.employee).sort((a, b) => a.id - b.id);
  // Worked since the start (or the last 90 minutes), finished at the last five minutes: the summary bar
  // has a first clock-in and minutes, while the team leader's timeclock keeps its two clocked-in people.
  const nowMinutes = Math.floor((now.hour * 60 + now.minute) / 5) * 5;
  const startMinutes = Math.min(toMinutes(inventory.startTime), Math.max(0, nowMinutes - 90));
  if (nowMinutes - startMinutes >= 15) {
    for (const employee of team.filter((e) => !busy.has(e.id) && e.id !== 2002 && e.id !== 2001).slice(0, 3)) {
      const work = { date: today, start: toHHMM(startMinutes), end: toHHMM(nowMinutes), worklogType: WorklogType.WORK, order: inventory, employee, insertUser: 'Markus Schneider', insertTime: now.toJSDate() };
      em.create(Worklog, work);
      // Late in the day the span exceeds six hours: its automatic pause as the service would book it (ArbZG §4).
      for (const slot of automaticPauseSlots([{ ...work, automatic: false }])) {
        em.create(Worklog, { ...work, start: slot.start, end: slot.end, worklogType: WorklogType.PAUSE, comment: AUTOMATIC_PAUSE, automatic: true });
      }
    }
  }
  const holders = [...team.filter((e) => e.id !== 2002).slice(0, 4), ...(await em.find(Employee, { id: 2002 }))];
  holders.forEach((employee, k) => {
    for (let i = 0; i < 3; i++) {
      const done = (k + i) % 3 === 0;
      em.create(OrderTask, {
        order: inventory, date: today, label: `${LABELS[(k * 3 + i) % LABELS.length]} ${i + 1}`, positions: 150 + ((k * 5 + i * 7) % 9) * 50,
        employee, priority: (k + i) % 4, completed: done, completedDate: done ? now.minus({ minutes: 20 * (i + 1) }).toJSDate() : null,
      });
    }
  });
  await em.flush();
}
