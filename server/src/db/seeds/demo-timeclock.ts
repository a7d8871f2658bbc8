import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { Employee } from '../../modules/employees/employee.entity.js';
import { AssignmentType, Order, OrderAssignment, OrderType } from '../../modules/orders/order.entity.js';
import { OrderOperator } from '../../modules/timeclock/operator.entity.js';
import { toHHMM, toMinutes } from '@inv/domain';
import { Worklog, WorklogType } from '../../modules/worklogs/worklog.entity.js';
import { ZONE } from '../../shared-dates.js';

const TEAM_LEADER = 2001;
const FIELD_EMPLOYEE = 2002; // the demo "mitarbeiter": kept out of the clocking so their hours stay plain

/**
 * Today's timeclock for the demo team leader (teamleiter, 2001): he leads today's inventory and one
 * other order starting today, both with their assigned team. The inventory has operator numbers for
 * three of its employees; on the other order two employees are already clocked in (open WORK), so
 * the timeclock and time controlling show something from the first login. Derived from the orders
 * seeded for today, so it is as deterministic as they are.
 */
export async function seedDemoTimeclock(em: EntityManager): Promise<void> {
  const now = DateTime.now().setZone(ZONE);
  const day = now.toISODate()!;
  const leader = await em.findOneOrFail(Employee, { id: TEAM_LEADER });
  const running = await em.find(Order, { validFrom: { $lte: day }, validTo: { $gte: day } }, { populate: ['assignments.employee'], orderBy: { id: 'asc' } });
  const startingToday = running.filter((o) => o.validFrom === day);
  const inventory = startingToday.find((o) => o.orderType === OrderType.INV) ?? running.find((o) => o.orderType === OrderType.INV);
  const other = startingToday.find((o) => o !== inventory) ?? running.find((o) => o !== inventory);

  for (const order of [inventory, other]) {
    if (!order) continue;
    if (!order.assignments.getItems().some((a) => a.employee.id === TEAM_LEADER)) {
      order.assignments.add(em.create(OrderAssignment, { order, employee: leader, assignmentType: AssignmentType.EMP }));
    }
    order.teamLeader = leader;
  }
  // Enough people to clock on both orders: at least four besides the leader and the demo field employee.
  const spare = await em.find(Employee, { active: true, id: { $gte: 2003 } }, { orderBy: { id: 'asc' } });
  for (const order of [inventory, other]) {
    if (!order) continue;
    for (const employee of spare) {
      if (team(order).length >= 4) break;
      if (order.assignments.getItems().some((a) => a.employee.id === employee.id)) continue;
      order.assignments.add(em.create(OrderAssignment, { order, employee, assignmentType: AssignmentType.EMP }));
    }
  }
  function team(order: Order) {
    return order.assignments
      .getItems()
      .map((a) => a.employee)
      .filter((e) => e.id !== TEAM_LEADER && e.id !== FIELD_EMPLOYEE)
      .sort((a, b) => a.id - b.id);
  }

  if (inventory) {
    team(inventory)
      .slice(0, 3)
      .forEach((employee, i) =>
        em.create(OrderOperator, { order: inventory, employee, operatorNumber: 1011 + i, numberOfPositions: i === 2 ? null : 1500 + 250 * i }),
      );
  }
  if (other) {
    // Clocked in at the order's start, or a little before now when it starts later today.
    const start = toHHMM(Math.min(toMinutes(other.startTime), Math.floor(Math.max(0, now.hour * 60 + now.minute - 30) / 5) * 5));
    for (const employee of team(other).slice(0, 2)) {
      em.create(Worklog, {
        date: day, start, end: null, worklogType: WorklogType.WORK, open: true, order: other, employee,
        insertUser: `${leader.firstName} ${leader.lastName}`, insertTime: now.toJSDate(),
      });
    }
  }
  await em.flush();
}
