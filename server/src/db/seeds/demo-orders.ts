import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { Customer } from '../../modules/customers/customer.entity.js';
import { Employee } from '../../modules/employees/employee.entity.js';
import { AssignmentType, ChecklistItem, CostCenter, kindOf, Order, OrderAssignment, OrderType } from '../../modules/orders/order.entity.js';
import { INVENTORY_CHECKLIST } from '../../modules/orders/order.service.js';
import { ZONE } from '../../shared-dates.js';

export const DEMO_COST_CENTERS = [
  { costCenter: '4100', name: 'Inventuren Lebensmittel' },
  { costCenter: '4200', name: 'Inventuren Drogerie' },
  { costCenter: '4300', name: 'Warenverräumung' },
  { costCenter: '4400', name: 'Umbauten und Sonderprojekte' },
];

/** Lena Hoffmann, the demo's field employee (user "mitarbeiter"). */
const DEMO_COUNTER = 2002;

const TYPES_BY_WEEKDAY = [OrderType.INV, OrderType.INV, OrderType.BEV, OrderType.DRY, OrderType.INV, OrderType.MFR, OrderType.MOD, OrderType.MIS];

/**
 * Orders of every type from twelve months back to two months ahead (several running today), for
 * active customers, with market employees, a market admin and mostly a team leader among them.
 */
export async function seedDemoOrders(em: EntityManager): Promise<void> {
  const costCenters = DEMO_COST_CENTERS.map((c) => em.create(CostCenter, c));
  const customers = await em.find(Customer, { active: true }, { orderBy: { id: 'asc' } });
  const employees = await em.find(Employee, { active: true, id: { $gte: 2001 } }, { orderBy: { id: 'asc' } });
  const today = DateTime.now().setZone(ZONE).startOf('day');
  const countingFrom = today.minus({ months: 1 }).startOf('month');
  let n = 0;
  for (let day = today.minus({ months: 12 }); day <= today.plus({ months: 2 }); day = day.plus({ days: 1 })) {
    if (day.weekday === 7) continue; // no counting on Sundays
    const perDay = day.hasSame(today, 'day') ? 4 : day.weekday === 6 ? 2 : 1;
    for (let k = 0; k < perDay; k++, n++) {
      const customer = customers[(n * 7) % customers.length];
      const orderType = TYPES_BY_WEEKDAY[(n + day.weekday) % TYPES_BY_WEEKDAY.length];
      const days = orderType === OrderType.MOD ? 3 : orderType === OrderType.MIS ? 2 : 1;
      const order = em.create(Order, {
        name: customer.name,
        address: customer.street,
        zip: customer.zip,
        city: customer.city,
        positions: orderType === OrderType.INV ? customer.positions : null,
        orderType,
        type: kindOf(orderType),
        validFrom: day.toISODate()!,
        validTo: day.plus({ days: days - 1 }).toISODate()!,
        startTime: ['06:00', '07:00', '07:00', '20:00'][n % 4],
        notes: n % 6 === 0 ? 'Schlüssel beim Marktleiter abholen.' : n % 11 === 0 ? 'Anfahrt über den Lieferhof.' : '',
        customer,
        costCenter: costCenters[orderType === OrderType.INV ? (n % 2) : orderType === OrderType.MOD ? 3 : 2],
        fruitAndVegetables: customer.og,
        flowers: customer.flowers,
        storage: customer.storage,
        targetActualComparison: customer.targetActualComparison,
        labels: customer.labels,
        drinks: customer.drinks,
      });
      const team = Array.from({ length: 3 + (n % 6) }, (_, i) => employees[(n * 5 + i * 3) % employees.length]);
      const unique = [...new Map(team.map((e) => [e.id, e])).values()];
      // The demo's field employee counts on every other inventory since the start of last month, so her
      // counting performance (and the statistics of last month) is never empty: the rotation above alone
      // left whole months without an inventory of hers, depending on the day the demo was seeded.
      const counter = employees.find((e) => e.id === DEMO_COUNTER);
      if (counter && orderType === OrderType.INV && n % 2 === 0 && day >= countingFrom && day < today && !unique.includes(counter)) {
        unique.splice(1, 0, counter); // not first (the supervisor on some orders) nor last (the team leader on most)
      }
      unique.forEach((employee, i) =>
        em.create(OrderAssignment, { order, employee, assignmentType: i === 0 && n % 3 === 0 ? AssignmentType.SUP : AssignmentType.EMP }),
      );
      if (n % 5 !== 4) order.teamLeader = n % 4 === 0 ? (employees.find((e) => e.id === 2001) ?? unique[0]) : unique[unique.length - 1];
      if (order.teamLeader && !unique.some((e) => e.id === order.teamLeader!.id)) {
        em.create(OrderAssignment, { order, employee: order.teamLeader, assignmentType: AssignmentType.EMP });
      }
      if (orderType === OrderType.INV) {
        const past = day < today;
        for (const [code, label] of INVENTORY_CHECKLIST) {
          const done = past || (day.hasSame(today, 'day') && code < 20) || (code < 12 && n % 2 === 0);
          em.create(ChecklistItem, { order, code, label, done, updateTime: done ? day.minus({ days: 1 }).toJSDate() : null, updateUser: done ? 'Markus Schneider' : null });
        }
      }
    }
  }
  await em.flush();
}
